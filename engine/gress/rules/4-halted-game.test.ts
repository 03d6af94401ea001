import { describe, expect, test } from 'vitest';
import { formatCard } from '../../core/cards';
import { act, actAll, position } from '../test-helpers';

describe('4.15 halted game, via the reshuffle of 10.1', () => {
  const empty = position({
    hands: { Ana: ['8C', '9D'], Ben: ['QS', 'TC'], Cem: ['7S', 'JD'], Dia: ['AC', '8H'] },
    playPile: ['9H', 'KS', 'KH'],
    drawPile: [],
    toMove: 'Ana',
    debts: [{ player: 'Cem', cards: 1 }],
  });

  test('10.1: only the player to move or a player in debt may halt, and only on an empty draw pile', () => {
    expect(act(empty, 'Ben halt').ruling.classification).toBe('refused');
    expect(act(empty, 'Cem halt').ruling.classification).toBe('halt');
    expect(act(empty, 'Ana halt with holding hand').ruling.classification).toBe('refused');
    expect(act({ ...empty, drawPile: empty.playPile.slice(0, 1).map((p) => p.card) }, 'Ana halt').ruling.classification).toBe('refused');
  });

  test('while halted no event takes place: a card laid is a foul, a draw is refused', () => {
    const halted = act(empty, 'Ana halt').state;
    expect(halted.phase).toBe('halted');
    expect(act(halted, 'Ben play QS').ruling).toMatchObject({ classification: 'foul', citations: expect.arrayContaining(['4.15']) });
    expect(act(halted, 'Cem draw').ruling.classification).toBe('refused');
  });

  test('on resuming, throws are forbidden and the player to move is unchanged; the top card stays', () => {
    const [, resumed] = actAll(empty, ['Ana halt', 'Ana reshuffle 5']);
    const s = resumed.state;
    expect(resumed.ruling.citations).toEqual(['10.1', '4.15']);
    expect(s.phase).toBe('running');
    expect(s.throwsAllowed).toBe(false);
    expect(s.toMove).toBe(0);
    expect(s.playPile.map((p) => formatCard(p.card))).toEqual(['KH']);
    expect(s.drawPile.map(formatCard).sort()).toEqual(['9H', 'KS']);
    // A throw-shaped card is now a foul; the player to move may move.
    expect(act(s, 'Ben play QS').ruling.classification).toBe('foul');
    expect(act(s, 'Ana draw').ruling.classification).toBe('move');
  });

  test('10.1: after reshuffling, the halter must take a card before playing one', () => {
    const [, resumed] = actAll(empty, ['Ana halt', 'Ana reshuffle 5']);
    // Whatever the card, the ruling is a foul under 10.1: the halter has to take a card first.
    expect(act(resumed.state, 'Ana play 9D').ruling).toMatchObject({ classification: 'foul', citations: expect.arrayContaining(['10.1']) });
    const drawn = act(resumed.state, 'Ana draw').state;
    expect(drawn.windows.some((w) => w.kind === 'mustTakeCard')).toBe(false);
  });

  test('only the player who halted reshuffles', () => {
    expect(act(act(empty, 'Ana halt').state, 'Ben reshuffle 1').ruling.classification).toBe('refused');
  });

  test('10.1: with nothing but the top card to reshuffle, the game ends without a winner', () => {
    const bare = position({ hands: empty.players.reduce((h, p, i) => ({ ...h, [p]: [['8C'], ['QS'], ['7S'], ['AC']][i] }), {}), playPile: ['KH'], drawPile: [], toMove: 'Ana' });
    const [, end] = actAll(bare, ['Ana halt', 'Ana reshuffle 1']);
    expect(end.state.phase).toBe('over');
    expect(end.state.winner).toBeNull();
  });
});
