import { describe, expect, test } from 'vitest';
import { formatCard, makeDeck } from '../../core/cards';
import { newGame } from '../setup';
import { act, actAll } from '../test-helpers';
import type { GressState } from '../types';

/** The unshuffled pack, top first: 7C 8C 9C TC JC QC KC AC 7S ... AD (see makeDeck). */
const PACK = makeDeck().map(formatCard);

function table(dealer = 'Cem'): GressState {
  const r = newGame({ players: ['Ana', 'Ben', 'Cem', 'Dia'], dealer, pack: PACK });
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

describe('3.1 shuffling', () => {
  test('only the dealer shuffles, and only before dealing; the pack keeps its 32 cards', () => {
    const fresh = newGame({ players: ['Ana', 'Ben', 'Cem'], dealer: 'Ben' });
    if (!fresh.ok) throw new Error(fresh.error);
    expect(act(fresh.state, 'Ana shuffle 1').ruling.classification).toBe('refused');
    const shuffled = act(fresh.state, 'Ben shuffle 1').state;
    expect(shuffled.pack).toHaveLength(32);
    expect(shuffled.pack.map(formatCard)).not.toEqual(PACK);
    expect(act(act(shuffled, 'Ben deal hands').state, 'Ben shuffle 2').ruling.classification).toBe('refused');
  });
});

describe('3.2-3.4 dealing with Cem (seat 2) as dealer', () => {
  const [hands, markes, pile] = actAll(table(), ['Cem deal hands', 'Cem deal markes', 'Cem build draw pile']);

  test('3.2: five at a time from the left neighbour Dia, clockwise, dealer last', () => {
    const ids = hands.state.hands.map((h) => h.map(formatCard));
    expect(ids[3]).toEqual(PACK.slice(0, 5)); // Dia, left of Cem
    expect(ids[0]).toEqual(PACK.slice(5, 10)); // Ana
    expect(ids[1]).toEqual(PACK.slice(10, 15)); // Ben
    expect(ids[2]).toEqual(PACK.slice(15, 20)); // Cem, the dealer, last
  });

  test('3.3: one Marke each from the right neighbour Ben, counter-clockwise, dealer last', () => {
    const m = markes.state.markes.map((c) => c && formatCard(c));
    expect(m).toEqual([PACK[21], PACK[20], PACK[23], PACK[22]]); // Ben 20, Ana 21, Dia 22, Cem 23
  });

  test('3.4: the other eight cards become the draw pile in order; the deal is over', () => {
    expect(pile.state.drawPile.map(formatCard)).toEqual(PACK.slice(24));
    expect(pile.state.pack).toHaveLength(0);
    expect(pile.state.phase).toBe('ready');
  });

  test('steps out of order are refused and change nothing', () => {
    const r = act(table(), 'Cem deal markes');
    expect(r.ruling.classification).toBe('refused');
    expect(r.ruling.citations).toContain('3.3');
    expect(r.state).toEqual(table());
  });
});

describe('3.5-3.7 getting ready and opening', () => {
  const dealt = actAll(table(), ['Cem deal hands', 'Cem deal markes', 'Cem build draw pile']).at(-1)!.state;

  test('3.5: others may pick up once dealt; the dealer only after building the draw pile', () => {
    const afterHands = act(table(), 'Cem deal hands').state;
    expect(act(afterHands, 'Ana ready').ruling.classification).toBe('ready');
    expect(act(afterHands, 'Cem ready').ruling.classification).toBe('refused');
    expect(act(dealt, 'Cem ready').ruling.classification).toBe('ready');
  });

  test('3.6: the dealer peeks only after picking up, with the action hand', () => {
    expect(act(dealt, 'Cem peek').ruling.citations).toContain('3.6');
    expect(act(dealt, 'Cem peek').ruling.classification).toBe('refused');
    const ready = act(dealt, 'Cem ready').state;
    expect(act(ready, 'Cem peek with holding hand').ruling.classification).toBe('refused');
    const peeked = act(ready, 'Cem peek').state;
    expect(peeked.peeked && formatCard(peeked.peeked)).toBe(PACK[24]);
    expect(peeked.drawPile).toHaveLength(7);
  });

  test('3.7: opening waits for everyone; then it is the first move', () => {
    const steps = actAll(dealt, ['Cem ready', 'Cem peek', 'Cem open']);
    expect(steps[2].ruling.classification).toBe('refused');
    const all = actAll(steps[1].state, ['Ana ready', 'Ben ready', 'Dia ready', 'Cem open']);
    const opened = all[3];
    expect(opened.ruling.classification).toBe('opening');
    // PACK[24] is 7D (clubs 0-7, spades 8-15, hearts 16-23, diamonds from 24): a Seven, with its full effect (6.5):
    // Dia, left of the dealer Cem, is skipped and owes two; Ana, after her, is to move.
    expect(formatCard(opened.state.playPile[0].card)).toBe('7D');
    expect(opened.state.phase).toBe('running');
    expect(opened.state.throwsAllowed).toBe(true);
    expect(opened.state.toMove).toBe(0);
    expect(opened.state.debts).toEqual([{ seat: 3, cards: 2, event: 1, paragraph: '6.5' }]);
    expect(opened.ruling.events).toEqual([1]);
  });
});
