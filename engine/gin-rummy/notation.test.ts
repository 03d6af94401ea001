import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { prng } from '../core/prng';
import { botChoice } from './bots';
import { applyRule } from './machine';
import { formatAction, formatPosition, parseAction, parsePosition } from './notation';
import { dealMatch } from './setup';
import type { GinAction, GinState } from './types';

const PLAYERS = ['Ana', 'Ben'];
const C = (t: string) => ({ rank: ' A23456789TJQK'.indexOf(t[0]) as never, suit: t[1] as never });

/** Every state and action of one bot match from `seed` (at most `limit` actions). */
function botMatch(seed: number, limit = 400): { states: GinState[]; actions: GinAction[] } {
  const dealt = dealMatch(PLAYERS, seed);
  if (!dealt.ok) throw new Error(dealt.error);
  const random = prng(seed);
  const states = [dealt.value];
  const actions: GinAction[] = [];
  for (let s = dealt.value; s.phase !== 'match-over' && actions.length < limit;) {
    const action = botChoice(s, random)!;
    actions.push(action);
    s = applyRule(s, action).state;
    states.push(s);
  }
  return { states, actions };
}

describe('action notation', () => {
  test('the shapes', () => {
    const cases: [GinAction, string][] = [
      [{ type: 'deal', seat: 0, seed: 17 }, 'Ana deal 17'],
      [{ type: 'deal', seat: 0, seed: 17, counts: [12, 10] }, 'Ana deal 17 misdeal 12/10'],
      [{ type: 'draw', seat: 1, count: 1 }, 'Ben draw'],
      [{ type: 'draw', seat: 1, count: 2 }, 'Ben draw 2'],
      [{ type: 'take', seat: 1 }, 'Ben take'],
      [{ type: 'discard', seat: 0, card: C('7H') }, 'Ana discard 7H'],
      [{ type: 'knock', seat: 0, discard: C('3C'), melds: [[C('AS'), C('2S'), C('3S')], [C('7H'), C('7D'), C('7C')]], gin: false }, 'Ana knock 3C melds AS2S3S 7H7D7C'],
      [{ type: 'knock', seat: 0, discard: C('9D'), melds: [], gin: false }, 'Ana knock 9D'],
      [{ type: 'knock', seat: 0, discard: C('TD'), melds: [[C('AS'), C('2S'), C('3S')]], gin: true }, 'Ana gin TD melds AS2S3S'],
      [{ type: 'layout', seat: 1, melds: [[C('4H'), C('5H'), C('6H')]], layoffs: [{ card: C('4S'), meld: 0 }, { card: C('KD'), meld: 1 }] }, 'Ben layout melds 4H5H6H off 4S>1 KD>2'],
      [{ type: 'layout', seat: 1, melds: [], layoffs: [] }, 'Ben layout'],
      [{ type: 'layout', seat: 1, melds: [], layoffs: [{ card: C('TC'), meld: 2 }] }, 'Ben layout off TC>3'],
      [{ type: 'accept', seat: 1 }, 'Ben accept'],
      [{ type: 'reject', seat: 1 }, 'Ben reject'],
      [{ type: 'expose', seat: 0 }, 'Ana expose'],
      [{ type: 'reshuffle', seat: 1, seed: 42 }, 'Ben reshuffle 42'],
      [{ type: 'claim', seat: 1, what: 'dealer' }, 'Ben claim dealer'],
      [{ type: 'claim', seat: 0, what: 'count' }, 'Ana claim count'],
    ];
    for (const [action, text] of cases) {
      expect(formatAction(action, PLAYERS)).toBe(text);
      expect(parseAction(text, PLAYERS)).toEqual({ ok: true, value: action });
    }
  });

  test('case, spacing and 10 for T are read the same', () => {
    expect(parseAction('  ana   DISCARD  10h ', PLAYERS)).toEqual({ ok: true, value: { type: 'discard', seat: 0, card: C('TH') } });
    expect(parseAction('ben Knock qs MELDS 10c10d10h', PLAYERS)).toEqual({ ok: true, value: { type: 'knock', seat: 1, discard: C('QS'), melds: [[C('TC'), C('TD'), C('TH')]], gin: false } });
  });

  test('errors name the column', () => {
    const error = (t: string) => {
      const r = parseAction(t, PLAYERS);
      return r.ok ? 'parsed' : r.error;
    };
    expect(error('Cleo draw')).toMatch(/^column 1: expected a player/);
    expect(error('Ana jump')).toMatch(/^column 5: expected deal, draw/);
    expect(error('Ana discard 1H')).toMatch(/^column 13: expected the card to discard/);
    expect(error('Ana draw 1')).toMatch(/^column 10: expected how many cards/);
    expect(error('Ana draw 99')).toMatch(/^column 10: /);
    expect(error('Ana knock 3C melds AS2S3')).toMatch(/^column 20: expected a meld/);
    expect(error('Ana knock 3C melds')).toMatch(/^column 19: expected at least one meld/);
    expect(error('Ana knock 3C with AS2S3S')).toMatch(/^column 14: expected "melds"/);
    expect(error('Ben layout off 4S1')).toMatch(/^column 16: expected a lay-off/);
    expect(error('Ben layout off 4S>0')).toMatch(/^column 16: /);
    expect(error('Ana deal -1')).toMatch(/^column 10: expected the seed/);
    expect(error('Ana deal 4294967296')).toMatch(/^column 10: /);
    expect(error('Ana deal 1 misdeal 30/10')).toMatch(/^column 20: expected two counts/);
    expect(error('Ana claim nothing')).toMatch(/^column 11: expected "dealer"/);
    expect(error('Ana take now')).toMatch(/^column 10: unexpected "now"/);
    expect(error('')).toMatch(/^column 1: /);
    expect(error('Ana draw '.repeat(60))).toMatch(/^column 401: /);
  });

  test('round trip on every action of random matches', () => {
    for (let seed = 1; seed <= 10; seed++) {
      for (const action of botMatch(seed).actions) expect(parseAction(formatAction(action, PLAYERS), PLAYERS)).toEqual({ ok: true, value: action });
    }
  });

  test('fuzz: never throws, whatever the text; what parses formats back to a line that parses the same', () => {
    fc.assert(fc.property(fc.string({ maxLength: 80 }), (text) => {
      const r = parseAction(text, PLAYERS);
      if (!r.ok) return /^column \d+: /.test(r.error);
      expect(parseAction(formatAction(r.value, PLAYERS), PLAYERS)).toEqual(r);
      return true;
    }), { numRuns: 1000 });
    const words = fc.constantFrom('Ana', 'ben', 'draw', 'take', 'knock', 'gin', 'melds', 'off', 'layout', 'deal', 'misdeal', '12/10', 'AS2S3S', '7H', 'TD>1', '3', '2', 'claim', 'dealer', 'x');
    fc.assert(fc.property(fc.array(words, { maxLength: 8 }), (parts) => {
      const r = parseAction(parts.join(' '), PLAYERS);
      if (r.ok) expect(parseAction(formatAction(r.value, PLAYERS), PLAYERS)).toEqual(r);
      return r.ok || /^column \d+: /.test(r.error);
    }), { numRuns: 2000 });
  });
});

describe('position notation', () => {
  test('a fresh deal, written out', () => {
    const dealt = dealMatch(PLAYERS, 1);
    if (!dealt.ok) throw new Error(dealt.error);
    const line = formatPosition(dealt.value);
    expect(line).toMatch(/^players=Ana,Ben packs=(red,blue|blue,red) ledger=- dealer=Ben begun=no phase=first-discard turn=Ana hands=\S+\/\S+ stock=\S+ discards=-$/);
    expect(parsePosition(line)).toEqual({ ok: true, value: dealt.value });
  });

  test('exact round trip on every position of random matches, both ways', () => {
    for (let seed = 1; seed <= 12; seed++) {
      for (const state of botMatch(seed).states) {
        const line = formatPosition(state);
        const back = parsePosition(line);
        expect(back).toEqual({ ok: true, value: state });
        if (back.ok) expect(formatPosition(back.value)).toBe(line);
      }
    }
  });

  test('property: any seed, any moment of its match', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.double({ min: 0, max: 1, noNaN: true }), (seed, at) => {
      const { states } = botMatch(seed, 120);
      const state = states[Math.min(states.length - 1, Math.floor(at * states.length))];
      expect(parsePosition(formatPosition(state))).toEqual({ ok: true, value: state });
    }), { numRuns: 60 });
  });

  test('sense errors name the field and the paragraph', () => {
    const dealt = dealMatch(PLAYERS, 1);
    if (!dealt.ok) throw new Error(dealt.error);
    const line = formatPosition(dealt.value);
    const error = (t: string) => {
      const r = parsePosition(t);
      return r.ok ? 'parsed' : r.error;
    };
    // A card moved from the stock into a hand twice over, and one removed.
    const stock = /stock=(\S+)/.exec(line)![1].split(',');
    expect(error(line.replace(`stock=${stock.join(',')}`, `stock=${stock.slice(1).join(',')}`))).toMatch(/^cards: .* is nowhere; all 52 cards .*\(§1\)/);
    expect(error(line.replace(`stock=${stock[0]},`, `stock=${stock[1]},`))).toMatch(/^cards: .* again .*\(§1\)/);
    expect(error(line.replace(`stock=${stock.join(',')}`, `stock=${stock.slice(0, 1).join(',')}`).replace('discards=-', `discards=${stock.slice(1).join(',')}`))).toMatch(/^stock: 1 cards; .*\(§12\)/);
    expect(error(line.replace('ledger=-', 'ledger=Ana+100'))).toMatch(/^phase: .*match-over \(§13\)/);
    expect(error(line.replace('packs=', 'packs=red,red x=').replace(/ x=\S+/, ''))).toMatch(/packs/);
    expect(error(line.replace(' begun=no', ''))).toMatch(/^phase: first-discard .*\(§5\)/);
    expect(error(`${line} knock=Ana`)).toMatch(/^column \d+: missing field "buried="/);
    expect(error(line.replace('turn=Ana', 'turn=Cleo'))).toMatch(/^column \d+: turn: expected one of the players/);
    expect(error('x'.repeat(8001))).toMatch(/^column 8001: /);
  });

  test('fuzz: never throws, whatever the text or a damaged real line', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (t) => {
      const r = parsePosition(t);
      return !r.ok && typeof r.error === 'string';
    }), { numRuns: 500 });
    const { states } = botMatch(3, 80);
    const lines = states.map(formatPosition);
    fc.assert(fc.property(fc.nat(lines.length - 1), fc.nat(2000), fc.string({ maxLength: 4 }), (i, at, insert) => {
      const line = lines[i];
      const k = at % line.length;
      const r = parsePosition(line.slice(0, k) + insert + line.slice(k + 1));
      if (r.ok) expect(parsePosition(formatPosition(r.value))).toEqual(r);
      return r.ok || typeof r.error === 'string';
    }), { numRuns: 1000 });
  });
});
