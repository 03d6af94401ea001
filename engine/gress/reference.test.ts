/**
 * The Gress quick reference against the engine and the rulebook: every kind
 * the engine knows (moves, rule windows, closing conditions, take debts,
 * penalty points) has its row, every cited paragraph exists, the engine really
 * does what each row says it does, and the numbers are the rulebook's, worked
 * out by hand from the paragraphs named in each case.
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, test } from 'vitest';
import { card } from '../core/cards';
import { prng } from '../core/prng';
import { citedParagraphs, keyDrift, shapeProblems, wordsFor } from '../core/reference';
import { CLOSING_KINDS } from '../core/windows';
import { gress } from './game';
import { findParagraph } from './paragraphs';
import { expectedPenalty } from './penalty-formula';
import { PENALTY_POINTS, TAKE_DEBTS } from './penalties';
import {
  CLOSING_WORDS, DEBT_WORDS, EFFECT_WORDS, engineMoveKeys, exampleCount, gressReference, moveKeyOf, OTHER_DEADLINES, POINT_WORDS, WINDOW_WORDS,
  type MoveKey,
} from './reference';
import { penaltyPoints } from './rules/9-end';
import { act, position } from './test-helpers';
import type { GressState } from './types';
import { WINDOW_CLOSING, WINDOW_KINDS, WINDOW_PARAGRAPHS, windowClosing } from './window-kinds';

const reference = gressReference();
const table = (id: string) => reference.tables.find((t) => t.id === id)!;
const rowWith = (id: string, text: string) => table(id).rows.find((r) => r.cells[0].includes(text))!;

describe('the Gress quick reference describes everything the engine has', () => {
  test('its tables are well formed', () => {
    expect(shapeProblems(reference)).toEqual([]);
  });

  test('every paragraph it cites is a paragraph of the rules', () => {
    const cited = citedParagraphs(reference);
    expect(cited.length).toBeGreaterThan(25);
    expect(cited.filter((n) => !findParagraph(n))).toEqual([]);
  });

  test('every move the cards can make has words, and no words describe a move the engine lacks', () => {
    expect(keyDrift(engineMoveKeys(), Object.keys(EFFECT_WORDS))).toEqual({ missing: [], unknown: [] });
    expect(table('card-effects').rows).toHaveLength(engineMoveKeys().length);
  });

  test('every window kind has words, a closing and its paragraphs, and appears on the page', () => {
    expect(keyDrift(WINDOW_KINDS, Object.keys(WINDOW_WORDS))).toEqual({ missing: [], unknown: [] });
    expect(keyDrift(WINDOW_KINDS, Object.keys(WINDOW_CLOSING))).toEqual({ missing: [], unknown: [] });
    expect(keyDrift(WINDOW_KINDS, Object.keys(WINDOW_PARAGRAPHS))).toEqual({ missing: [], unknown: [] });
    expect(table('deadlines').rows).toHaveLength(WINDOW_KINDS.length + OTHER_DEADLINES.length);
    const cited = table('deadlines').rows.flatMap((r) => r.paragraphs);
    for (const kind of WINDOW_KINDS) for (const n of WINDOW_PARAGRAPHS[kind]) expect(cited).toContain(n);
  });

  test('every closing condition of engine/core/windows.ts has words', () => {
    expect(keyDrift(CLOSING_KINDS, Object.keys(CLOSING_WORDS))).toEqual({ missing: [], unknown: [] });
  });

  test('every take debt and every kind of penalty point has words and a row', () => {
    expect(keyDrift(Object.keys(TAKE_DEBTS), Object.keys(DEBT_WORDS))).toEqual({ missing: [], unknown: [] });
    expect(keyDrift(Object.keys(PENALTY_POINTS), Object.keys(POINT_WORDS))).toEqual({ missing: [], unknown: [] });
    expect(table('take-debts').rows).toHaveLength(Object.keys(TAKE_DEBTS).length);
    expect(table('penalty-points').rows).toHaveLength(Object.keys(PENALTY_POINTS).length);
  });

  test('a key without words stops the build with its name', () => {
    const words = { give: 'x' } as Record<string, string>;
    expect(() => wordsFor<string, string>(words, 'newKind', 'window kind')).toThrow(/window kind "newKind"/);
  });
});

describe('the engine does what the rows say', () => {
  /**
   * A move by Ana (to move, four players) with `cards`, onto the same rank in clubs so that it fits by
   * rank (a Jack onto the Seven of clubs: no Jack on a Jack, 7.2). Nobody else holds a card of these ranks' clubs.
   */
  function moveBy(cards: string) {
    const ids = cards.split('+');
    const top = ids[0].startsWith('J') ? '7C' : `${ids[0][0]}C`;
    const hands = { Ana: [...ids, 'AS'], Ben: ['7S', '8S'], Cem: ['9S', 'TS'], Dia: ['QS', 'KS'] };
    return act(position({ hands, playPile: [top], toMove: 'Ana' }), `Ana play ${cards}`);
  }

  // The card Ana moves with for each row, and the paragraph of its effect (the row's first).
  const MOVES: readonly (readonly [MoveKey, string])[] = [
    ['A', 'AH'], ['K', 'KH'], ['Q', 'QH'], ['J', 'JH'], ['10', 'TH'], ['redNine', '9H'], ['twoRedNines', '9H+9D'], ['8', '8H'], ['7', '7H+7D'],
  ];

  test.each(MOVES)('a move with %s (%s) is ruled a move citing the row\'s paragraph', (key, cards) => {
    expect(moveKeyOf(cards.split('+').map(card))).toBe(key);
    const { ruling } = moveBy(cards);
    expect(ruling.classification).toBe('move');
    expect(ruling.citations).toContain(EFFECT_WORDS[key].paragraphs[0]);
  });

  test('blackNine: a lone black Nine without a Marke is refused as a move, citing 5.6 (the row\'s paragraph)', () => {
    expect(moveKeyOf([card('9S')])).toBe('blackNine');
    const { ruling } = act(position({ hands: { Ana: ['9S'], Ben: ['7C'], Cem: ['8C'], Dia: ['TC'] }, playPile: ['9C'], toMove: 'Ana' }), 'Ana play 9S');
    expect(ruling.classification).toBe('foul');
    expect(ruling.citations).toContain(EFFECT_WORDS.blackNine.paragraphs[0]);
  });

  test('5.2 by hand: after a King each of the three others owes 1 card, as the row says', () => {
    const { state } = moveBy('KH');
    expect(state.debts.map((d) => [d.seat, d.cards])).toEqual([[1, 1], [2, 1], [3, 1]]);
    expect(rowWith('card-effects', 'King').cells[1]).toContain('1 card');
  });

  test('6.5 by hand: a packet of two Sevens makes the skipped Ben owe 2 x 2 = 4 cards', () => {
    const { state } = moveBy('7H+7D');
    expect(state.debts).toEqual([expect.objectContaining({ seat: 1, cards: 4, paragraph: '6.5' })]);
  });

  test('every window the engine opens in bot games has the closing and a paragraph the reference shows for its kind', () => {
    // Bot games at four seats, one pack, a few hundred actions each: every window that is ever open is checked.
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const dealt = gress.deal(['Ana', 'Ben', 'Cem', 'Dia'], seed);
      if (!dealt.ok) throw new Error(dealt.error);
      let state: GressState = dealt.value;
      const random = prng(seed);
      for (let i = 0; i < 600 && !gress.isOver(state); i++) {
        const action = gress.botChoice(state, random);
        if (!action) break;
        state = gress.apply(state, action).state;
        for (const w of state.windows) {
          seen.add(w.kind);
          expect(WINDOW_PARAGRAPHS[w.kind], `${w.kind} opened by ${w.paragraph}`).toContain(w.paragraph);
          expect(isDeepStrictEqual(w.closing, windowClosing(w.kind, w.owner)), `${w.kind}: ${JSON.stringify(w.closing)}`).toBe(true);
        }
      }
    }
    // The common kinds must have come up, or the check proved little.
    for (const kind of ['give', 'swapAnnouncement', 'skipDefence', 'wish', 'lastButOneCall'] as const) expect([...seen]).toContain(kind);
  });
});

describe('the numbers are the rulebook\'s (worked out by hand)', () => {
  test('take debts: 5.2 one card each, 6.5 two per Seven, 8.2 two, 9.3 two, 10.4 one, 10.5 two either way, 10.7 one (founded) or two (unfounded), 10.1 at least one', () => {
    // 5.2 "eine Nimmschuld von einer Karte"; 6.5 "zwei Karten für jede Sieben"; 8.2, 9.3 and both sides
    // of 10.5 "zwei Karten"; 10.4 "einer Karte"; 10.7 one for the accused, two for a wrong complainer;
    // 10.1 the halter takes "mindestens eine Karte".
    const expected = {
      king: 1, sevens: 2, missedCall: 2, layDownInDebt: 2, reshuffleHalter: 1, smallFoul: 1, wrongPlay: 2, unfoundedPlayComplaint: 2, wrongMarke: 1, unfoundedMarkeComplaint: 2,
    };
    expect(Object.fromEntries(Object.entries(TAKE_DEBTS).map(([k, v]) => [k, v.cards]))).toEqual(expected);
    expect(rowWith('take-debts', 'King').cells[2]).toBe('1 card each');
    expect(rowWith('take-debts', 'Sevens').cells[2]).toBe('2 cards per Seven');
  });

  test('penalty points: 9.4 one per card, one more per black Nine, four for a Marke; 10.2 one per unpaid card; 11.9 four for a misdeal', () => {
    expect(Object.fromEntries(Object.entries(PENALTY_POINTS).map(([k, v]) => [k, [v.points, v.paragraph]]))).toEqual({
      cardInHand: [1, '9.4'], blackNine: [1, '9.4'], marke: [4, '9.4'], unpaidCard: [1, '10.2'], misdeal: [4, '11.9'],
    });
  });

  test('9.4: the example on the page, a King and both black Nines with the Marke unused, is 3 + 2 + 4 = 9', () => {
    expect(exampleCount().points).toBe(9);
    // The independent formula (penalty-formula.ts) and the engine's count agree.
    const hand = ['KH', '9C', '9S'].map(card);
    expect(expectedPenalty(hand, true, 0)).toBe(9);
    const state = position({ hands: { Ana: ['KH', '9C', '9S'], Ben: ['7D'], Cem: ['7H'], Dia: ['8H'] }, markes: { Ana: 'AD' }, playPile: ['TH'], toMove: 'Ben' });
    expect(penaltyPoints(state, 0)).toBe(9);
    expect(rowWith('end-of-game', 'Counting').cells[1]).toContain('= 9');
  });

  test('deadlines: the closings of 5.4, 5.5, 5.7, 6.5, 7.4, 8.1, 8.2, 10.5, 10.7 as the rulebook states them', () => {
    // 5.4 until anyone's next move; 5.5 announcing and defending until the next event (6.3 the same for
    // the announcement); 5.7 and 6.5 until the next move; 7.4 until the next move or throw; 8.1 until
    // the next event changing the hand size, at most the next move; 8.2, 10.7 and the Marke of 10.5
    // until the next move of a player other than the accused. 10.1's first card: the engine's reading.
    expect(WINDOW_CLOSING).toEqual({
      give: 'nextMove', swapAnnouncement: 'nextEvent', swapDefence: 'nextEvent', skipDefence: 'nextMove', wish: 'nextMoveOrThrow',
      lastButOneCall: 'handSizeChangeOrNextMove', missedCallComplaint: 'nextMoveByOther', mustTakeCard: 'handSizeChangeOrNextMove',
      foulMarke: 'nextMoveByOther', markeComplaint: 'nextMoveByOther',
    });
    const until = (kind: string) => table('deadlines').rows.find((r) => r.cells[0] === WINDOW_WORDS[kind as keyof typeof WINDOW_WORDS].right)!.cells[2];
    expect(until('give')).toBe('the next move by anyone (a draw is a move)');
    expect(until('markeComplaint')).toBe('the next move by anyone but the accused');
    expect(until('wish')).toBe('the next move or throw');
  });
});
