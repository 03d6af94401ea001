import { describe, expect, test } from 'vitest';
import { cardText, parseCard, type Card } from './cards';
import { applyLayOffs, bestOpponentResult, canLayOff, layOff, type OpponentResult } from './layoffs';
import { bestArrangement, type Meld } from './melds';

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
const card = (text: string) => cards(text)[0];
const run = (text: string): Meld => ({ kind: 'run', cards: cards(text) });
const set = (text: string): Meld => ({ kind: 'set', cards: cards(text) });
const texts = (list: readonly Card[]) => list.map(cardText).join(' ');
const shown = (r: OpponentResult) => ({
  melds: r.melds.map((m) => texts(m.cards)),
  layoffs: r.layoffs.map((l) => `${cardText(l.card)}>${l.meld}`),
  deadwood: texts(r.deadwood),
  points: r.points,
  knockerMelds: r.knockerMelds.map((m) => texts(m.cards)),
});

describe('§8: what can be laid off onto one meld', () => {
  test('a set of three takes only its fourth card; a set of four takes nothing', () => {
    const sevens = set('7C 7D 7S');
    expect(canLayOff(sevens, card('7H'))).toBe(true);
    expect(canLayOff(sevens, card('8H'))).toBe(false);
    expect(canLayOff(sevens, card('7C'))).toBe(false);
    expect(canLayOff(set('7C 7D 7H 7S'), card('7H'))).toBe(false);
  });

  test('a run takes the card just below or just above, same suit', () => {
    const r = run('5H 6H 7H');
    expect(canLayOff(r, card('4H'))).toBe(true);
    expect(canLayOff(r, card('8H'))).toBe(true);
    expect(canLayOff(r, card('3H'))).toBe(false);
    expect(canLayOff(r, card('9H'))).toBe(false);
    expect(canLayOff(r, card('8S'))).toBe(false);
    expect(canLayOff(r, card('6H'))).toBe(false);
  });

  test('Ace low, no wrap (§1)', () => {
    expect(canLayOff(run('AH 2H 3H'), card('4H'))).toBe(true);
    expect(canLayOff(run('AH 2H 3H'), card('KH'))).toBe(false);
    expect(canLayOff(run('JS QS KS'), card('TS'))).toBe(true);
    expect(canLayOff(run('JS QS KS'), card('AS'))).toBe(false);
  });

  test('layOff returns the extended meld in order, and throws on a misfit', () => {
    expect(layOff(run('5H 6H 7H'), card('4H'))).toEqual(run('4H 5H 6H 7H'));
    expect(layOff(set('7C 7D 7S'), card('7H'))).toEqual(set('7C 7D 7H 7S'));
    expect(() => layOff(run('5H 6H 7H'), card('9H'))).toThrow();
  });
});

describe('§8: checking a sequence of lay-offs', () => {
  const table = [run('5H 6H 7H'), set('7C 7D 7S')];

  test('a chain: 8H, then 9H on the same run', () => {
    const r = applyLayOffs(table, [
      { card: card('8H'), meld: 0 },
      { card: card('9H'), meld: 0 },
    ]);
    expect(r.ok && r.value.map((m) => texts(m.cards))).toEqual(['5H 6H 7H 8H 9H', '7C 7D 7S']);
  });

  test('the same chain in the wrong order fails at its first step', () => {
    expect(
      applyLayOffs(table, [
        { card: card('9H'), meld: 0 },
        { card: card('8H'), meld: 0 },
      ]),
    ).toEqual({ ok: false, error: 'lay-off 1 (9H): it does not fit meld 0 (5H 6H 7H): this run takes only 4H or 8H' });
  });

  test('a wrong card on a set; a set of four; a missing meld; a card laid twice', () => {
    expect(applyLayOffs(table, [{ card: card('8C'), meld: 1 }])).toEqual({
      ok: false,
      error: 'lay-off 1 (8C): it does not fit meld 1 (7C 7D 7S): a set of three takes only the fourth Seven',
    });
    expect(applyLayOffs([set('7C 7D 7H 7S')], [{ card: card('8C'), meld: 0 }])).toEqual({
      ok: false,
      error: 'lay-off 1 (8C): it does not fit meld 0 (7C 7D 7H 7S): a set of four is complete',
    });
    expect(applyLayOffs(table, [{ card: card('4H'), meld: 2 }])).toEqual({
      ok: false,
      error: "lay-off 1 (4H): there is no meld 2; the knocker's melds are numbered 0 to 1",
    });
    expect(
      applyLayOffs(table, [
        { card: card('8H'), meld: 0 },
        { card: card('8H'), meld: 0 },
      ]),
    ).toEqual({ ok: false, error: 'lay-off 2 (8H): 8H is already on the table' });
    // 7H is in the knocker's run: it cannot also be laid off onto the sevens.
    expect(applyLayOffs(table, [{ card: card('7H'), meld: 1 }])).toEqual({ ok: false, error: 'lay-off 1 (7H): 7H is already on the table' });
  });

  test('no lay-offs: the melds unchanged', () => {
    expect(applyLayOffs(table, [])).toEqual({ ok: true, value: table });
  });
});

describe('§8-§10: the opponent’s best answer to a knock', () => {
  // The knocker of §9 and §10: three melds and 5H (5 points).
  const knocker = bestArrangement(cards('2C 3C 4C 7D 7H 7S 9S TS JS 5H'));

  test('the knocker of the examples has 5 points in 5H', () => {
    expect(knocker.points).toBe(5);
    expect(knocker.melds.map((m) => texts(m.cards))).toEqual(['2C 3C 4C', '7D 7H 7S', '9S TS JS']);
  });

  test('§9: nothing to lay off, 17 points against 5: the knocker scores the difference, 12', () => {
    // Melds: QC QD QH and 2D 3D 4D; dead TH 4H 2H AH = 10 + 4 + 2 + 1. The knocker's melds take AC 5C 7C 8S QS only.
    const r = bestOpponentResult(cards('QC QD QH 2D 3D 4D TH 4H 2H AH'), knocker.melds);
    expect(shown(r)).toEqual({
      melds: ['QC QD QH', '2D 3D 4D'],
      layoffs: [],
      deadwood: 'AH 2H 4H TH',
      points: 17,
      knockerMelds: ['2C 3C 4C', '7D 7H 7S', '9S TS JS'],
    });
    expect(r.points - knocker.points).toBe(12);
  });

  test('§10: 12 dead points, 8 of them (8S) laid off onto 9S-TS-JS: 4 left, under the knocker’s 5', () => {
    const hand = cards('QC QD QH 2D 3D 4D 5D 6D 8S 4H');
    expect(bestArrangement(hand).points).toBe(12);
    const r = bestOpponentResult(hand, knocker.melds);
    expect(shown(r)).toEqual({
      melds: ['QC QD QH', '2D 3D 4D 5D 6D'],
      layoffs: ['8S>2'],
      deadwood: '4H',
      points: 4,
      knockerMelds: ['2C 3C 4C', '7D 7H 7S', '8S 9S TS JS'],
    });
    expect(knocker.points - r.points).toBe(1);
  });

  test('a chain in both directions: 4H then 3H below, 8H then 9H above', () => {
    const r = bestOpponentResult(cards('3H 4H 8H 9H KC'), [run('5H 6H 7H')]);
    expect(shown(r)).toEqual({
      melds: [],
      layoffs: ['4H>0', '3H>0', '8H>0', '9H>0'],
      deadwood: 'KC',
      points: 10,
      knockerMelds: ['3H 4H 5H 6H 7H 8H 9H'],
    });
  });

  test('laying off onto a set of three: only the fourth card of its rank', () => {
    const r = bestOpponentResult(cards('7H 8H 2C'), [set('7C 7D 7S')]);
    expect(shown(r)).toEqual({ melds: [], layoffs: ['7H>0'], deadwood: '2C 8H', points: 10, knockerMelds: ['7C 7D 7H 7S'] });
  });

  test('7H fits the set and the run, but only on the run can 8H follow', () => {
    const r = bestOpponentResult(cards('7H 8H KC'), [set('7C 7D 7S'), run('4H 5H 6H')]);
    expect(shown(r)).toEqual({
      melds: [],
      layoffs: ['7H>1', '8H>1'],
      deadwood: 'KC',
      points: 10,
      knockerMelds: ['7C 7D 7S', '4H 5H 6H 7H 8H'],
    });
  });

  test('breaking an own run: 7H into a set with 7C 7D, 9H laid off onto the nines', () => {
    // Keeping 7H-8H-9H leaves 7C 7D KC = 24; sevens + lay-off 9H leaves 8H KC = 18.
    const hand = cards('7H 8H 9H 7C 7D 2S 3S 4S 5S KC');
    expect(bestArrangement(hand).points).toBe(24);
    const r = bestOpponentResult(hand, [set('9C 9D 9S'), run('TD JD QD')]);
    expect(shown(r)).toEqual({
      melds: ['7C 7D 7H', '2S 3S 4S 5S'],
      layoffs: ['9H>0'],
      deadwood: 'KC 8H',
      points: 18,
      knockerMelds: ['9C 9D 9H 9S', 'TD JD QD'],
    });
  });

  test('equal points: fewest lay-offs (8H stays in the own set of four)', () => {
    const r = bestOpponentResult(cards('8C 8D 8H 8S KC'), [run('5H 6H 7H')]);
    expect(shown(r)).toEqual({ melds: ['8C 8D 8H 8S'], layoffs: [], deadwood: 'KC', points: 10, knockerMelds: ['5H 6H 7H'] });
  });

  test('equal points and lay-offs: the laid-off card earlier in compareCards order (KH before QS)', () => {
    // Own cards JH QH KH QS QD; QH is wanted by the hearts run and by the Queens.
    // Keep both own options: 20. Lay off KH (onto the Kings), keep QD QH QS: JH dead, 10.
    // Lay off QS (onto 9S-JS), keep JH QH KH: QD dead, 10. Lay off both: JH QH QD dead, 30.
    const r = bestOpponentResult(cards('JH QH KH QS QD'), [set('KC KD KS'), run('9S TS JS')]);
    expect(shown(r)).toEqual({
      melds: ['QD QH QS'],
      layoffs: ['KH>0'],
      deadwood: 'JH',
      points: 10,
      knockerMelds: ['KC KD KH KS', '9S TS JS'],
    });
  });

  test('§11: no lay-offs onto gin (allowLayOffs: false)', () => {
    const r = bestOpponentResult(cards('8H 9H KC'), [run('5H 6H 7H')], { allowLayOffs: false });
    expect(shown(r)).toEqual({ melds: [], layoffs: [], deadwood: 'KC 8H 9H', points: 27, knockerMelds: ['5H 6H 7H'] });
  });

  test('no knocker melds: the opponent just arranges', () => {
    const r = bestOpponentResult(cards('8H 9H TH KC'), []);
    expect(shown(r)).toEqual({ melds: ['8H 9H TH'], layoffs: [], deadwood: 'KC', points: 10, knockerMelds: [] });
  });

  test('the lay-offs given are legal in their order', () => {
    const table = [set('7C 7D 7S'), run('4H 5H 6H')];
    const r = bestOpponentResult(cards('3H 2H 7H 8H 9H'), table);
    const applied = applyLayOffs(table, r.layoffs);
    expect(applied).toEqual({ ok: true, value: r.knockerMelds });
    // 7H-8H-9H is an own run (0 lay-offs for it); 3H then 2H go below 4H.
    expect(shown(r).layoffs).toEqual(['3H>1', '2H>1']);
    expect(r.points).toBe(0);
  });

  test('throws when a hand card is already on the table (programmer error)', () => {
    expect(() => bestOpponentResult(cards('7H 8H'), [run('7H 8H 9H')])).toThrow('7H');
  });
});
