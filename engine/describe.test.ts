/** Actions in plain words (Game.describeAction), for both games: what a newcomer reads in a step list. */
import { describe, expect, test } from 'vitest';
import { describeAction as describeGress } from './gress/describe';
import { describeAction as describeTheGame } from './the-game/describe';

describe('Gress', () => {
  const players = ['Ana', 'Ben', 'Cem', 'Dia'];
  test.each([
    [{ type: 'shuffle', seat: 3, seed: 7 }, 'Dia shuffles (seed 7)'],
    [{ type: 'play', seat: 1, cards: ['QS'], hand: 'action' }, 'Ben plays Q♠'],
    [{ type: 'play', seat: 0, cards: ['7H', '7D'], hand: 'holding' }, 'Ana plays 7♥ and 7♦ with the holding hand'],
    [{ type: 'draw', seat: 2, count: 3, hand: 'action' }, 'Cem draws 3 cards'],
    [{ type: 'give', seat: 0, card: 'TC', to: 2, hand: 'action' }, 'Ana gives 10♣ to Cem'],
    [{ type: 'call', seat: 1 }, 'Ben calls "last but one"'],
    [{ type: 'complain', seat: 2, against: 1, about: 'call' }, "Cem complains about Ben's missing call"],
    [{ type: 'disqualify', seat: 0 }, 'The referee disqualifies Ana'],
  ] as const)('%j', (action, words) => {
    expect(describeGress(action as never, players)).toBe(words);
  });
});

describe('The Game: Face to Face', () => {
  const players = ['Ben', 'Ana'];
  test('a card on a pile, and the end of a turn', () => {
    expect(describeTheGame({ type: 'lay', seat: 0, card: 17, pile: { owner: 0, row: 'up' } }, players)).toBe("Ben lays 17 on Ben's ascending pile");
    expect(describeTheGame({ type: 'lay', seat: 0, card: 45, pile: { owner: 1, row: 'down' } }, players)).toBe("Ben lays 45 on Ana's descending pile");
    expect(describeTheGame({ type: 'endTurn', seat: 1 }, players)).toBe('Ana ends the turn');
  });
});
