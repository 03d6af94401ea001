/**
 * "A card just landed": each answer worked out by hand from the rulebook,
 * one or more cases of each kind (move, throw, defence Eight, Seven defence,
 * defence is no defence, foul). The helper asks the engine; these rows say
 * what the rulebook requires it to answer.
 */
import { describe, expect, test } from 'vitest';
import { askCardLanded, type LandedQuestion } from './card-landed';

const ask = (q: Partial<LandedQuestion> & Pick<LandedQuestion, 'card' | 'top' | 'layer'>) =>
  askCardLanded({ wish: null, throwsAllowed: true, owes: false, holding: false, ...q });

interface Row {
  readonly name: string;
  readonly q: Parameters<typeof ask>[0];
  readonly classification: string;
  readonly lawful: boolean;
  /** Paragraphs the ruling must cite. */
  readonly cites: readonly string[];
}

const ROWS: readonly Row[] = [
  {
    // 4.5: same suit as the top card, laid by the player to move who owes nothing.
    name: 'move: 9♥ on 7♥ by the player to move',
    q: { card: '9H', top: '7H', layer: 'toMove' },
    classification: 'move', lawful: true, cites: ['4.5'],
  },
  {
    // 4.5 with 1.4: the same face from a second pack matches by rank (and suit).
    name: 'move: 7♥ on 7♥ from another pack',
    q: { card: '7H', top: '7H', layer: 'toMove' },
    classification: 'move', lawful: true, cites: ['4.5', '1.4'],
  },
  {
    // 7.4: hearts wished on the Jack, so 8♥ follows the wish by suit.
    name: 'move: 8♥ on J♣ with hearts wished',
    q: { card: '8H', top: 'JC', wish: 'hearts', layer: 'toMove' },
    classification: 'move', lawful: true, cites: ['4.5', '7.4'],
  },
  {
    // 7.5: a Ten in the wished suit on a Jack by the player to move is a move, though 10♥ is
    // also one rank below the black Jack in the other colour (a throw's shape).
    name: 'move: 10♥ on J♣ with hearts wished (7.5)',
    q: { card: 'TH', top: 'JC', wish: 'hearts', layer: 'toMove' },
    classification: 'move', lawful: true, cites: ['7.5'],
  },
  {
    // 4.11: one rank below K♥ and black on red, by someone not to move, throws allowed.
    name: 'throw: Q♠ on K♥ by another player',
    q: { card: 'QS', top: 'KH', layer: 'other' },
    classification: 'throw', lawful: true, cites: ['4.11'],
  },
  {
    // 4.11, 1.2: the Ace is one below the Seven (the order wraps), red on black.
    name: 'throw: A♦ on 7♣ by another player',
    q: { card: 'AD', top: '7C', layer: 'other' },
    classification: 'throw', lawful: true, cites: ['4.11', '1.2'],
  },
  {
    // 4.14's commentary: throws are allowed while owing cards (not a Jack: that is a move).
    name: 'throw: Q♠ on K♥ while owing a card',
    q: { card: 'QS', top: 'KH', layer: 'other', owes: true },
    classification: 'throw', lawful: true, cites: ['4.11'],
  },
  {
    // 7.3: a Jack thrown (one rank below Q♥, black on red) is a move, even by someone not to move.
    name: 'move: J♠ thrown on Q♥',
    q: { card: 'JS', top: 'QH', layer: 'other' },
    classification: 'move', lawful: true, cites: ['7.3'],
  },
  {
    // 5.7: the skipped player answers the Eight with an Eight that fits the top card by rank.
    name: 'defence Eight: 8♣ on 8♦ by the skipped player',
    q: { card: '8C', top: '8D', layer: 'skippedByEight' },
    classification: 'defence', lawful: true, cites: ['5.7'],
  },
  {
    // 5.7: a throw since the Eight does not end the right; the defence must fit the new top (7♥) by suit.
    name: 'defence Eight: 8♥ on 7♥ thrown after the Eight',
    q: { card: '8H', top: '7H', layer: 'skippedByEight' },
    classification: 'defence', lawful: true, cites: ['5.7'],
  },
  {
    // 6.5: the skipped player answers with a Seven of the same rank; the Seven's own debt does not bar it.
    name: 'Seven defence: 7♠ on 7♥ by the skipped player',
    q: { card: '7S', top: '7H', layer: 'skippedBySeven' },
    classification: 'defence', lawful: true, cites: ['6.5'],
  },
  {
    // 4.1: neither a throw (8♠ on 9♠: same colour) nor this player's move: a foul.
    name: 'foul: 8♠ on 9♠ by another player',
    q: { card: '8S', top: '9S', layer: 'other' },
    classification: 'foul', lawful: false, cites: ['4.1', '10.5'],
  },
  {
    // 4.8: a throw's shape, but someone has just drawn, so throws are forbidden for everyone.
    name: 'foul: Q♠ on K♥ after a draw',
    q: { card: 'QS', top: 'KH', layer: 'other', throwsAllowed: false },
    classification: 'foul', lawful: false, cites: ['4.8', '4.11'],
  },
  {
    // 7.3 with 4.13: a thrown Jack is a move, and a player who owes cards may not move.
    name: 'foul: J♠ thrown on Q♥ while owing a card',
    q: { card: 'JS', top: 'QH', layer: 'other', owes: true },
    classification: 'foul', lawful: false, cites: ['7.3', '4.13'],
  },
  {
    // 7.2: never a Jack on a Jack, not even as the player to move.
    name: 'foul: J♦ on J♣ by the player to move',
    q: { card: 'JD', top: 'JC', layer: 'toMove' },
    classification: 'foul', lawful: false, cites: ['7.2'],
  },
  {
    // 4.13: the player to move still owes a card, so may not move, though 9♥ fits by suit.
    name: 'foul: 9♥ on 7♥ by the player to move who owes a card',
    q: { card: '9H', top: '7H', layer: 'toMove', owes: true },
    classification: 'foul', lawful: false, cites: ['4.13'],
  },
  {
    // 6.5: an older debt bars the Seven defence (a defence is a move, 4.13).
    name: 'foul: Seven defence while owing from an earlier event',
    q: { card: '7S', top: '7H', layer: 'skippedBySeven', owes: true },
    classification: 'foul', lawful: false, cites: ['6.5', '4.13'],
  },
  {
    // 10.3: laid with the holding hand, whatever it would have been.
    name: 'foul: a fitting card laid with the holding hand',
    q: { card: '9H', top: '7H', layer: 'toMove', holding: true },
    classification: 'foul', lawful: false, cites: ['10.3'],
  },
];

describe('a card just landed', () => {
  test.each(ROWS)('$name', ({ q, classification, lawful, cites }) => {
    const a = ask(q);
    if (!a.ok) throw new Error(a.error);
    expect(a.classification).toBe(classification);
    expect(a.lawful).toBe(lawful);
    expect(a.citations).toEqual(expect.arrayContaining([...cites]));
  });

  test('the table asked about is told in words', () => {
    const a = ask({ card: '8H', top: '7H', layer: 'skippedByEight' });
    if (!a.ok) throw new Error(a.error);
    // The Eight that skipped Ana is one that is neither 8♥ nor 7♥: the first of 8♣ 8♠ 8♥ 8♦, 8♣.
    expect(a.setting).toBe(
      'Dia has moved with 8♣, skipping Ana, so Ben is to move; since then 7♥ has come on top. Ana, the skipped player, lays 8♥. Throws are allowed; Ana owes nothing.',
    );
    expect(a.action).toBe('Ana play 8H');
  });

  test('questions that describe no possible table are answered in words', () => {
    // A draw is a move (4.7) and ends the skipped player's window (5.7: until the next move).
    const afterDraw = ask({ card: '8C', top: '8D', layer: 'skippedByEight', throwsAllowed: false });
    expect(afterDraw).toEqual({ ok: false, error: expect.stringContaining('(5.7)') });
    // A Jack on top came as a move, which also ended the window.
    const jack = ask({ card: '7C', top: 'JC', layer: 'skippedBySeven' });
    expect(jack).toEqual({ ok: false, error: expect.stringContaining('(6.5)') });
    expect(ask({ card: 'X', top: '7H', layer: 'toMove' }).ok).toBe(false);
  });
});
