/**
 * Fuzzing of every input that crosses the engine's boundary, with fast-check:
 *  - action notation: any text, and lines built from the notation's own words,
 *    never throw; what parses formats back to a line that parses the same;
 *  - position notation: any text, and real lines with a character changed,
 *    never throw; what parses formats back exactly;
 *  - the engine: from positions of bot matches, any player performs arbitrary
 *    physically possible actions, lawful or not (plays of any card, wrong
 *    cards taken back or claimed, melds of any cards, bids, robbing, calls,
 *    misdeals, deals with wrong counts). Nothing throws; a refusal changes
 *    nothing; every citation is a paragraph; every position reached survives
 *    the position notation exactly and passes the sense check.
 * The seed is fixed so runs are reproducible (SENS_FUZZ_SEED, SENS_FUZZ_RUNS).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { prng } from '../core/prng';
import { fullPack, type Card } from './cards';
import { sens } from './index';
import { applyRule } from './machine';
import { formatAction, formatPosition, parseAction, parsePosition } from './notation';
import { PARAGRAPH_NUMBERS } from './paragraphs';
import { checkPositionSense } from './position-sense';
import { dealMatch } from './setup';
import type { SensAction, SensState, Seat } from './types';

const SEED = Number(process.env.SENS_FUZZ_SEED ?? 0x5e45);
const RUNS = Number(process.env.SENS_FUZZ_RUNS ?? 200);
const PLAYERS = ['Ana', 'Ben', 'Cem', 'Dia'];
const PARAGRAPHS = new Set(PARAGRAPH_NUMBERS);

function botStates(seed: number, limit: number): SensState[] {
  const dealt = dealMatch(PLAYERS, seed);
  if (!dealt.ok) throw new Error(dealt.error);
  const random = prng(seed);
  const out = [dealt.value];
  for (let s = dealt.value; s.phase !== 'match-over' && out.length < limit;) {
    s = applyRule(s, sens.botChoice(s, random)!).state;
    out.push(s);
  }
  return out;
}

describe('action notation fuzz', () => {
  test('any text: never throws; what parses formats back to a line that parses the same', () => {
    fc.assert(fc.property(fc.string({ maxLength: 80 }), (text) => {
      const r = parseAction(text, PLAYERS);
      if (!r.ok) return /^column \d+: /.test(r.error);
      expect(parseAction(formatAction(r.value, PLAYERS), PLAYERS)).toEqual(r);
      return true;
    }), { numRuns: 1000, seed: SEED });
  });

  test('lines from the notation\u2019s own words', () => {
    const words = fc.constantFrom('Ana', 'ben', 'CEM', 'Dia', 'deal', 'counts', '5,5,4,5', '7', 'bid', 'H', 'Herz', 'pass', 'rob', 'rest', 'meld', '9H', 'TH', 'UH', '9HTHUH', '10h',
      'bella', 'play', 'UE', 'take', 'back', 'claim', 'misdeal', 'vorlauf', 'look', 'x', '');
    fc.assert(fc.property(fc.array(words, { maxLength: 8 }), (parts) => {
      const r = parseAction(parts.join(' '), PLAYERS);
      if (r.ok) expect(parseAction(formatAction(r.value, PLAYERS), PLAYERS)).toEqual(r);
      return r.ok || /^column \d+: /.test(r.error);
    }), { numRuns: 3000, seed: SEED });
  });
});

describe('position notation fuzz', () => {
  const lines = [...botStates(3, 120), ...botStates(4, 120)].map(formatPosition);

  test('any text never parses and never throws', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (t) => {
      const r = parsePosition(t);
      return !r.ok && typeof r.error === 'string';
    }), { numRuns: 500, seed: SEED });
  });

  test('a real line with a few characters changed: never throws; what parses round-trips exactly', () => {
    fc.assert(fc.property(fc.nat(lines.length - 1), fc.nat(4000), fc.string({ maxLength: 4 }), fc.nat(3), (i, at, insert, cut) => {
      const line = lines[i];
      const k = at % line.length;
      const r = parsePosition(line.slice(0, k) + insert + line.slice(k + cut));
      if (r.ok) {
        expect(checkPositionSense(r.value)).toBeNull();
        expect(parsePosition(formatPosition(r.value))).toEqual(r);
      }
      return r.ok || typeof r.error === 'string';
    }), { numRuns: 3000, seed: SEED });
  });

  test('real lines with two fields swapped between positions never throw', () => {
    fc.assert(fc.property(fc.nat(lines.length - 1), fc.nat(lines.length - 1), fc.nat(30), (a, b, f) => {
      const x = lines[a].split(' ');
      const y = lines[b].split(' ');
      const key = y[f % y.length].split('=')[0];
      const mixed = x.filter((t) => !t.startsWith(`${key}=`)).concat(y[f % y.length]).join(' ');
      const r = parsePosition(mixed);
      if (r.ok) expect(parsePosition(formatPosition(r.value))).toEqual(r);
      return r.ok || typeof r.error === 'string';
    }), { numRuns: 1000, seed: SEED });
  });
});

describe('engine fuzz', () => {
  const action = (seat: Seat, hand: readonly Card[]): fc.Arbitrary<SensAction> => {
    const card = hand.length ? fc.oneof(fc.constantFrom(...hand), fc.constantFrom(...fullPack())) : fc.constantFrom(...fullPack());
    return fc.oneof(
      { weight: 6, arbitrary: card.map((c) => ({ type: 'play', seat, card: c }) as SensAction) },
      { weight: 1, arbitrary: fc.constantFrom('E', 'G', 'H', 'S').map((suit) => ({ type: 'bid', seat, suit }) as SensAction) },
      { weight: 1, arbitrary: fc.array(card, { minLength: 1, maxLength: 5 }).map((cards) => ({ type: 'meld', seat, cards: [...new Set(cards)] }) as SensAction) },
      { weight: 4, arbitrary: fc.constantFrom('pass', 'rob', 'rest', 'bella', 'takeBack', 'claim', 'misdeal', 'vorlauf', 'look').map((type) => ({ type, seat }) as SensAction) },
      { weight: 1, arbitrary: fc.tuple(fc.nat(1000), fc.option(fc.array(fc.nat(8), { minLength: 4, maxLength: 4 }), { nil: undefined })).map(([seed, counts]) => ({ type: 'deal', seat, seed, ...(counts ? { counts } : {}) }) as SensAction) },
    );
  };
  const starts = [...botStates(11, 200), ...botStates(12, 200)];

  test('arbitrary actions from positions of bot matches: nothing throws, refusals change nothing, every position round-trips', () => {
    fc.assert(fc.property(fc.nat(starts.length - 1), fc.array(fc.tuple(fc.nat(3), fc.nat(1000)), { minLength: 10, maxLength: 40 }), fc.nat(), (i, picks, botSeed) => {
      let s = starts[i];
      const random = prng(botSeed);
      for (const [seatPick, salt] of picks) {
        const seat = seatPick as Seat;
        const tries = fc.sample(action(seat, s.deal.hands[seat]), { numRuns: 1, seed: salt })[0];
        const todo = salt % 3 === 0 ? sens.botChoice(s, random) ?? tries : tries;
        const applied = sens.apply(s, todo);
        for (const c of applied.ruling.citations) expect(PARAGRAPHS.has(c), `cites ${c}`).toBe(true);
        expect(applied.ruling.citations.length).toBeGreaterThan(0);
        if (applied.ruling.classification === 'refused') {
          expect(applied.state).toBe(s);
          continue;
        }
        s = applied.state;
        expect(checkPositionSense(s), `${applied.ruling.action}: ${formatPosition(s)}`).toBeNull();
        expect(parsePosition(formatPosition(s))).toEqual({ ok: true, value: s });
        expect(parseAction(formatAction(todo, PLAYERS), PLAYERS)).toEqual({ ok: true, value: todo });
      }
      return true;
    }), { numRuns: RUNS, seed: SEED });
  }, 60_000);
});
