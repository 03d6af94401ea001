import { describe, expect, test } from 'vitest';
import { cardText, parseCard, type Card } from './cards';
import { arrangementOf, bestArrangement, bestDiscard, deadwoodPoints, meldKind, meldProblem, toMeld, type Arrangement } from './melds';

/** "7H 8H 9H" -> cards. */
function cards(text: string): Card[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => {
      const parsed = parseCard(t);
      if (!parsed.ok) throw new Error(parsed.error);
      return parsed.value;
    });
}

const texts = (list: readonly Card[]) => list.map(cardText).join(' ');
/** An arrangement as text: melds in their order, then the deadwood. */
const shown = (a: Arrangement) => ({ melds: a.melds.map((m) => `${m.kind} ${texts(m.cards)}`), deadwood: texts(a.deadwood), points: a.points });

describe('§4 + §1: what is a meld', () => {
  test('runs: three or more of one suit in a row, Ace low', () => {
    expect(meldKind(cards('AH 2H 3H'))).toBe('run');
    expect(meldKind(cards('3H AH 2H'))).toBe('run');
    expect(meldKind(cards('8H 9H TH JH'))).toBe('run');
    expect(meldKind(cards('JS QS KS'))).toBe('run');
    expect(meldKind(cards('AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC'))).toBe('run');
  });

  test('the Ace does not follow the King: Q-K-A and K-A-2 are no runs', () => {
    expect(meldKind(cards('QC KC AC'))).toBeNull();
    expect(meldKind(cards('KD AD 2D'))).toBeNull();
    expect(meldProblem(cards('QC KC AC'))).toContain('Ace is low only');
    expect(meldProblem(cards('KD AD 2D'))).toContain('Ace is low only');
  });

  test('sets: three or four of one rank', () => {
    expect(meldKind(cards('KS KH KD'))).toBe('set');
    expect(meldKind(cards('3S 3H 3D 3C'))).toBe('set');
    expect(meldKind(cards('AC AD AS'))).toBe('set');
  });

  test('not melds, and why', () => {
    expect(meldKind(cards('7H 8H'))).toBeNull();
    expect(meldProblem(cards('7H 8H'))).toBe('a meld needs at least 3 cards, this has 2');
    expect(meldKind([])).toBeNull();
    expect(meldKind(cards('7H 8S 9H'))).toBeNull();
    expect(meldProblem(cards('7H 8S 9H'))).toBe('its cards are neither all of one rank (a set) nor all of one suit (a run)');
    expect(meldKind(cards('7C 7D 8C'))).toBeNull();
    expect(meldKind(cards('7H 8H TH'))).toBeNull();
    expect(meldProblem(cards('TH 7H 8H'))).toBe('the ranks are not consecutive: there is a gap between 8H and TH');
    // One pack: a card named twice makes no meld.
    expect(meldKind(cards('7H 7H 7S'))).toBeNull();
    expect(meldProblem(cards('7H 7S 7H'))).toBe('7H appears twice');
    expect(meldKind(cards('7H 8H 8H 9H'))).toBeNull();
  });

  test('toMeld puts the cards in order: runs by rank, sets by suit', () => {
    expect(toMeld(cards('9H 7H 8H'))).toEqual({ kind: 'run', cards: cards('7H 8H 9H') });
    expect(toMeld(cards('KS KC KH'))).toEqual({ kind: 'set', cards: cards('KC KH KS') });
    expect(toMeld(cards('KS KC QH'))).toBeNull();
  });
});

describe('§2: deadwood points', () => {
  test('Ace 1, pips, court cards 10', () => {
    expect(deadwoodPoints(cards('AS 2S TS JH QD KC'))).toBe(1 + 2 + 10 + 10 + 10 + 10);
    expect(deadwoodPoints([])).toBe(0);
  });
});

describe('§7: a player’s own arrangement (arrangementOf)', () => {
  const hand = cards('7H 8H 9H 7C 7D KS');

  test('the player chooses where a shared card goes', () => {
    const asRun = arrangementOf(hand, [cards('9H 8H 7H')]);
    expect(asRun.ok && shown(asRun.value)).toEqual({ melds: ['run 7H 8H 9H'], deadwood: '7C 7D KS', points: 7 + 7 + 10 });
    const asSet = arrangementOf(hand, [cards('7H 7C 7D')]);
    expect(asSet.ok && shown(asSet.value)).toEqual({ melds: ['set 7C 7D 7H'], deadwood: '8H 9H KS', points: 8 + 9 + 10 });
  });

  test('no groups: everything is deadwood', () => {
    const r = arrangementOf(hand, []);
    expect(r.ok && r.value.points).toBe(7 + 8 + 9 + 7 + 7 + 10);
  });

  test('a card not in the hand', () => {
    expect(arrangementOf(hand, [cards('7H 8H 9H'), cards('7C 7D 7S')])).toEqual({ ok: false, error: 'group 2 (7C 7D 7S): 7S is not in the hand' });
  });

  test('a card in two groups', () => {
    expect(arrangementOf(hand, [cards('7H 8H 9H'), cards('7C 7D 7H')])).toEqual({ ok: false, error: 'group 2 (7C 7D 7H): 7H is already in group 1' });
  });

  test('a group that is no meld', () => {
    expect(arrangementOf(hand, [cards('7C 7D 8H')])).toEqual({
      ok: false,
      error: 'group 1 (7C 7D 8H) is not a meld: its cards are neither all of one rank (a set) nor all of one suit (a run)',
    });
    expect(arrangementOf(hand, [cards('7C 7D')])).toEqual({ ok: false, error: 'group 1 (7C 7D) is not a meld: a meld needs at least 3 cards, this has 2' });
    expect(arrangementOf(hand, [[]])).toEqual({ ok: false, error: 'group 1 (no cards) is not a meld: a meld needs at least 3 cards, this has 0' });
    expect(arrangementOf(hand, [cards('7H 8H 9H 7H')])).toEqual({ ok: false, error: 'group 1 (7H 8H 9H 7H) is not a meld: 7H appears twice' });
  });

  test('a hand holding a card twice', () => {
    expect(arrangementOf(cards('7H 7H 8H'), [])).toEqual({ ok: false, error: 'the hand holds 7H twice' });
  });
});

describe('§4, §7: the best arrangement', () => {
  test('gin: ten cards, no deadwood', () => {
    const a = bestArrangement(cards('2C 3C 4C 5C 7D 7H 7S 9S TS JS'));
    expect(shown(a)).toEqual({ melds: ['run 2C 3C 4C 5C', 'set 7D 7H 7S', 'run 9S TS JS'], deadwood: '', points: 0 });
  });

  test('an empty hand', () => {
    expect(bestArrangement([])).toEqual({ melds: [], deadwood: [], points: 0 });
  });

  test('Ace-low run counts; Q-K-A does not', () => {
    // A-2-3 hearts melds; QS KS AS stay dead (listed AS QS KS): 10 + 10 + 1.
    expect(shown(bestArrangement(cards('AH 2H 3H QS KS AS')))).toEqual({ melds: ['run AH 2H 3H'], deadwood: 'AS QS KS', points: 21 });
    // K-A-2-3 diamonds: only A-2-3 melds, the King is dead.
    expect(shown(bestArrangement(cards('KD AD 2D 3D')))).toEqual({ melds: ['run AD 2D 3D'], deadwood: 'KD', points: 10 });
  });

  test('a card that fits a set or a run goes where it saves more', () => {
    // Run 5H-6H-7H leaves 7C 7D (14); set of sevens leaves 5H 6H (11).
    expect(shown(bestArrangement(cards('5H 6H 7H 7C 7D')))).toEqual({ melds: ['set 7C 7D 7H'], deadwood: '5H 6H', points: 11 });
    // With the fourth seven both melds fit.
    expect(bestArrangement(cards('5H 6H 7H 7C 7D 7S')).points).toBe(0);
    // Four sevens and 8S 9S: three sevens and 7S-8S-9S beat the four-card set (which leaves 17).
    expect(shown(bestArrangement(cards('7C 7D 7H 7S 8S 9S')))).toEqual({ melds: ['set 7C 7D 7H', 'run 7S 8S 9S'], deadwood: '', points: 0 });
  });

  test('a run of six stays one run (tie-break: fewest melds)', () => {
    expect(shown(bestArrangement(cards('3H 4H 5H 6H 7H 8H')))).toEqual({ melds: ['run 3H 4H 5H 6H 7H 8H'], deadwood: '', points: 0 });
  });

  test('equal points: more cards in melds wins', () => {
    // Melds possible: AC AD AS, the threes (3 or 4), AS 2S 3S. Aces + four threes leave 2H 2S (4, two cards);
    // AS-2S-3S + 3C 3D 3H leave AC AD 2H (4, three cards).
    expect(shown(bestArrangement(cards('AC AD AS 2H 2S 3C 3D 3H 3S')))).toEqual({
      melds: ['set AC AD AS', 'set 3C 3D 3H 3S'],
      deadwood: '2H 2S',
      points: 4,
    });
  });

  test('equal points, cards and melds: the canonical order decides', () => {
    // J-Q-K hearts leaves KC KD (20); the Kings leave JH QH (20). The set starts with KC, before JH.
    expect(shown(bestArrangement(cards('JH QH KH KC KD')))).toEqual({ melds: ['set KC KD KH'], deadwood: 'JH QH', points: 20 });
  });

  test('melds are listed by their first card, whatever the input order', () => {
    const a = bestArrangement(cards('JS 7S 9S TS 7H 2C 4C 7D 3C 5H'));
    expect(shown(a)).toEqual({ melds: ['run 2C 3C 4C', 'set 7D 7H 7S', 'run 9S TS JS'], deadwood: '5H', points: 5 });
  });

  test('bigger hands (up to 15 cards) work', () => {
    const a = bestArrangement(cards('AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AD AH'));
    // AC in the Ace set would leave 2C (2) dead; AC in the clubs run leaves AD AH (2) dead too, one card more:
    // most cards in melds picks the set, and 2C-KC is one run.
    expect(shown(a)).toEqual({ melds: ['set AC AD AH', 'run 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC'], deadwood: '', points: 0 });
  });

  test('throws on a card held twice (programmer error)', () => {
    expect(() => bestArrangement(cards('7H 8H 7H'))).toThrow('7H');
  });
});

describe('§7: the best discard from eleven cards', () => {
  test('the §9 knocker: discard the dead King, keep 5H (5 points)', () => {
    const r = bestDiscard(cards('2C 3C 4C 7D 7H 7S 9S TS JS 5H KD'));
    expect(cardText(r.discard)).toBe('KD');
    expect(shown(r.arrangement)).toEqual({ melds: ['run 2C 3C 4C', 'set 7D 7H 7S', 'run 9S TS JS'], deadwood: '5H', points: 5 });
  });

  test('gin after the discard: of the two ends of 2C-6C, the higher one goes', () => {
    // Dropping 2C or 6C leaves a four-card run: 0 either way; 6C is worth more.
    const r = bestDiscard(cards('2C 3C 4C 5C 6C 7D 7H 7S 9S TS JS'));
    expect(cardText(r.discard)).toBe('6C');
    expect(r.arrangement.points).toBe(0);
  });

  test('two dead court cards: the higher rank goes (King before Queen)', () => {
    const r = bestDiscard(cards('2C 3C 4C 7D 7H 7S 9S TS JS QH KD'));
    expect(cardText(r.discard)).toBe('KD');
    expect(texts(r.arrangement.deadwood)).toBe('QH');
    expect(r.arrangement.points).toBe(10);
  });

  test('two dead Kings: clubs before hearts', () => {
    const r = bestDiscard(cards('2C 3C 4C 7D 7H 7S 9S TS JS KH KC'));
    expect(cardText(r.discard)).toBe('KC');
    expect(r.arrangement.points).toBe(10);
  });

  test('a cheap dead card is kept when a dearer one can go', () => {
    // Dead: AH and 9D. Discard 9D, keep AH (1).
    const r = bestDiscard(cards('2C 3C 4C 7D 7H 7S 9S TS JS AH 9D'));
    expect(cardText(r.discard)).toBe('9D');
    expect(r.arrangement.points).toBe(1);
  });

  test('throws on an empty hand', () => {
    expect(() => bestDiscard([])).toThrow();
  });
});
