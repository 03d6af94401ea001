import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { prng } from '../core/prng';
import { botChoice } from './bots';
import { applyRule } from './machine';
import { formatAction, formatPosition, parseAction, parsePosition } from './notation';
import { dealGame } from './setup';
import type { TheGameAction, TheGameState } from './types';

const PLAYERS = ['Ben', 'Ana'];
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const without = (values: number[], drop: number[]) => values.filter((v) => !drop.includes(v));

/** Every state of one bot game from `seed`, with the actions between them. */
function botGame(seed: number): { states: TheGameState[]; actions: TheGameAction[] } {
  const dealt = dealGame(PLAYERS, seed);
  if (!dealt.ok) throw new Error(dealt.error);
  const random = prng(seed);
  const states = [dealt.value];
  const actions: TheGameAction[] = [];
  for (let s = dealt.value; s.phase === 'playing';) {
    const action = botChoice(s, random)!;
    actions.push(action);
    s = applyRule(s, action).state;
    states.push(s);
  }
  return { states, actions };
}

describe('action notation', () => {
  test('the three shapes', () => {
    expect(formatAction({ type: 'lay', seat: 0, card: 17, pile: { owner: 0, row: 'up' } }, PLAYERS)).toBe('Ben lay 17 on Ben up');
    expect(formatAction({ type: 'lay', seat: 0, card: 12, pile: { owner: 1, row: 'up' } }, PLAYERS)).toBe('Ben lay 12 on Ana up');
    expect(formatAction({ type: 'lay', seat: 1, card: 45, pile: { owner: 1, row: 'down' } }, PLAYERS)).toBe('Ana lay 45 on Ana down');
    expect(formatAction({ type: 'endTurn', seat: 0 }, PLAYERS)).toBe('Ben end turn');
  });

  test('names and words are matched without regard to case', () => {
    expect(parseAction('ben LAY 12 On ana UP', PLAYERS)).toEqual({ ok: true, value: { type: 'lay', seat: 0, card: 12, pile: { owner: 1, row: 'up' } } });
    expect(parseAction('  Ana   end  Turn ', PLAYERS)).toEqual({ ok: true, value: { type: 'endTurn', seat: 1 } });
  });

  test('errors name the column', () => {
    const error = (text: string) => {
      const r = parseAction(text, PLAYERS);
      return r.ok ? 'parsed' : r.error;
    };
    expect(error('Ben lay 60 on Ben up')).toMatch(/^column 9: expected a number card 2-59 \(1\.1\), got "60"/);
    expect(error('Ben lay 1 on Ben up')).toMatch(/^column 9: /);
    expect(error('Ben lay 017 on Ben up')).toMatch(/^column 9: /);
    expect(error('Ben lay 17 at Ben up')).toMatch(/^column 12: expected "on"/);
    expect(error('Ben lay 17 on Bob up')).toMatch(/^column 15: expected whose pile/);
    expect(error('Ben lay 17 on Ben sideways')).toMatch(/^column 19: expected "up"/);
    expect(error('Ben lay 17 on Ben')).toMatch(/^column 18: expected "up"/);
    expect(error('Tom end turn')).toMatch(/^column 1: expected a player/);
    expect(error('Ben end')).toMatch(/^column 8: expected "turn"/);
    expect(error('Ben end turn now')).toMatch(/^column 14: unexpected "now"/);
    expect(error('Ben jump')).toMatch(/^column 5: expected "lay" or "end turn"/);
    expect(error('')).toMatch(/^column 1: /);
    expect(error('Ben lay 17 on Ben up '.repeat(20))).toMatch(/^column 201: /);
  });

  test('round trip on every action of random games', () => {
    for (let seed = 1; seed <= 20; seed++) {
      for (const action of botGame(seed).actions) {
        expect(parseAction(formatAction(action, PLAYERS), PLAYERS)).toEqual({ ok: true, value: action });
      }
    }
  });

  test('never throws, whatever the text', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      const r = parseAction(text, PLAYERS);
      return r.ok || /^column \d+: /.test(r.error);
    }), { numRuns: 500 });
  });
});

describe('position notation', () => {
  // Ben has laid his 28 on his ascending pile and his 12 on Ana's ascending pile (above her 29) this turn.
  const benDraw = without(range(2, 59), [40, 41, 42, 43, 28, 12]);
  const anaDraw = without(range(2, 59), [10, 11, 12, 13, 14, 15, 29]);
  const text = `players=Ben,Ana turn=Ben laid=1+1 hands=40,41,42,43/10,11,12,13,14,15 draw=${benDraw.join(',')}/${anaDraw.join(',')} up=28/29,12* down=-/-`;

  test('a position written by hand', () => {
    const r = parsePosition(text);
    if (!r.ok) throw new Error(r.error);
    expect(r.value).toEqual({
      players: ['Ben', 'Ana'], phase: 'playing', toMove: 0, laid: { own: 1, opponent: 1 }, result: null,
      seats: [
        { hand: [40, 41, 42, 43], draw: benDraw, up: [{ value: 28, by: 0 }], down: [] },
        { hand: [10, 11, 12, 13, 14, 15], draw: anaDraw, up: [{ value: 29, by: 1 }, { value: 12, by: 0 }], down: [] },
      ],
    });
    expect(formatPosition(r.value)).toBe(text);
  });

  test('fields in any order, and laid=0+0 written out, are read the same', () => {
    const fresh = dealGame(PLAYERS, 3);
    if (!fresh.ok) throw new Error(fresh.error);
    const line = formatPosition(fresh.value);
    const shuffled = line.split(' ').reverse().join(' ') + ' laid=0+0';
    expect(parsePosition(shuffled)).toEqual({ ok: true, value: fresh.value });
  });

  test('an ended game: won= and lost=', () => {
    const over = botGame(7).states.at(-1)!;
    const line = formatPosition(over);
    expect(line).toMatch(over.result!.by === '7.1' ? / won=\w+$/ : / lost=\w+$/);
    expect(parsePosition(line)).toEqual({ ok: true, value: over });
  });

  test('syntax errors name the column', () => {
    const error = (t: string) => {
      const r = parsePosition(t);
      return r.ok ? 'parsed' : r.error;
    };
    expect(error(text.replace(' down=-/-', ''))).toMatch(/^column \d+: missing field "down="/);
    const bad = text.replace('hands=40,41,42,43', 'hands=40,41,60,43');
    expect(error(bad)).toMatch(new RegExp(`^column ${bad.indexOf('60,43') + 1}: hands: expected a number card 2-59`));
    const star = text.replace('hands=40', 'hands=40*');
    expect(error(star)).toMatch(new RegExp(`^column ${star.indexOf('40*') + 1}: hands: expected a number card`));
    expect(error(`${text} foo=1`)).toMatch(new RegExp(`^column ${text.length + 2}: unknown field "foo"`));
    expect(error(`${text} up=-/-`)).toMatch(new RegExp(`^column ${text.length + 2}: field "up" appears twice`));
    const oneSeat = text.replace('up=28/29,12*', 'up=28');
    expect(error(oneSeat)).toMatch(new RegExp(`^column ${oneSeat.indexOf('up=28') + 4}: up: expected two entries`));
    expect(error(text.replace('turn=Ben', 'turn=Bob'))).toMatch(/^column 22: turn: expected one of the players/);
    expect(error(text.replace('players=Ben,Ana', 'players=Ben,Ana,Bob'))).toMatch(/^column 9: players: .*exactly 2 players/);
    expect(error(text.replace('laid=1+1', 'laid=one'))).toMatch(/^column 31: laid: expected own\+opponent/);
    expect(error('x'.repeat(2001))).toMatch(/^column 2001: /);
    expect(error('hands')).toMatch(/^column 1: expected key=value/);
  });

  test('sense errors name the field and the paragraph', () => {
    const error = (t: string) => {
      const r = parsePosition(t);
      return r.ok ? 'parsed' : r.error;
    };
    // Ben's 28 both in hand and on his pile; his 29 missing.
    expect(error(text.replace('hands=40,41,42,43', 'hands=40,41,42,28').replace(/draw=2,3,/, 'draw=2,3,43,')))
      .toMatch(/^cards: Ben's 28 is in .* and again in .*\(1\.1\)/);
    expect(error(text.replace(`draw=${benDraw.join(',')}`, `draw=${benDraw.slice(1).join(',')}`))).toBe(
      "cards: Ben's 2 is nowhere (not in the hand, the draw pile or on a pile); each player has all 58 cards 2-59 (1.1)",
    );
    expect(error(text.replace('laid=1+1', 'laid=0+2'))).toMatch(/^laid: .*one is the most \(4\.1\)/);
    expect(error(text.replace('laid=1+1', 'laid=2+1'))).toMatch(/^laid: Ben is said to have laid 2 on their own piles/);
    expect(error(text.replace('laid=1+1 ', ''))).toBe('parsed');
    // Unmarked, the 12 on Ana's ascending pile is her own: it would have to rise from 29 (or be 19, the backwards trick).
    expect(error(text.replace('up=28/29,12*', 'up=28/29,12').replace('hands=40,41,42,43/10,11,12,13,14,15', 'hands=40,41,42,43,12/10,11,13,14,15,16')
      .replace(`/${anaDraw.join(',')}`, `/${without(anaDraw, [16]).join(',')}`))).toMatch(/^up: on Ana's ascending pile, 12 cannot follow 29: .*\(3\.1\)/);
    expect(error(text.replace('up=28/29,12*', 'up=28/29,30*').replace('40,41,42,43/', '40,41,42,43,12/')
      .replace(`draw=${benDraw.join(',')}`, `draw=${without(benDraw, [30]).join(',')}`))).toMatch(/^up: on Ana's ascending pile, Ben's 30 cannot follow 29: .*4\.2/);
    expect(error(`${text} won=Ben`)).toMatch(/^won: Ben still has cards .*\(7\.1\)/);
    expect(error(`${text} lost=Ben`)).toMatch(/^lost: Ben can still lay .*\(7\.2\)/);
    expect(error(`${text} won=Ben lost=Ana`)).toMatch(/not both/);
  });

  test('round trip on every position of random games, both ways', () => {
    for (let seed = 1; seed <= 20; seed++) {
      for (const state of botGame(seed).states) {
        const line = formatPosition(state);
        const back = parsePosition(line);
        expect(back).toEqual({ ok: true, value: state });
        if (back.ok) expect(formatPosition(back.value)).toBe(line);
      }
    }
  });

  test('property: any seed, any moment of its game', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.double({ min: 0, max: 1, noNaN: true }), (seed, at) => {
      const { states } = botGame(seed);
      const state = states[Math.min(states.length - 1, Math.floor(at * states.length))];
      const back = parsePosition(formatPosition(state));
      expect(back).toEqual({ ok: true, value: state });
    }), { numRuns: 100 });
  });

  test('never throws, whatever the text', () => {
    fc.assert(fc.property(fc.string(), (t) => {
      const r = parsePosition(t);
      return !r.ok && typeof r.error === 'string';
    }), { numRuns: 500 });
    const dealt = dealGame(PLAYERS, 1);
    if (!dealt.ok) throw new Error(dealt.error);
    const fresh = formatPosition(dealt.value);
    fc.assert(fc.property(fc.nat(fresh.length - 1), fc.string({ maxLength: 3 }), (i, insert) => {
      const r = parsePosition(fresh.slice(0, i) + insert + fresh.slice(i + 1));
      return r.ok || typeof r.error === 'string';
    }), { numRuns: 500 });
  });
});
