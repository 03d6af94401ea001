import { describe, expect, test } from 'vitest';
import { prng } from '../core/prng';
import { botChoice } from './bots';
import { applyRule } from './machine';
import { formatAction, formatPosition, parseAction, parsePosition } from './notation';
import { dealMatch, positionFromSetup } from './setup';
import type { SensAction, SensState } from './types';

const PLAYERS = ['Ana', 'Ben', 'Cem', 'Dia'];

/** Every state and action of one bot match from `seed` (at most `limit` actions). */
function botMatch(seed: number, limit = 400): { states: SensState[]; actions: SensAction[] } {
  const dealt = dealMatch(PLAYERS, seed);
  if (!dealt.ok) throw new Error(dealt.error);
  const random = prng(seed);
  const states = [dealt.value];
  const actions: SensAction[] = [];
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
    const cases: [SensAction, string][] = [
      [{ type: 'deal', seat: 0, seed: 7 }, 'Ana deal 7'],
      [{ type: 'deal', seat: 0, seed: 7, counts: [5, 5, 4, 5] }, 'Ana deal 7 counts 5,5,4,5'],
      [{ type: 'bid', seat: 1, suit: 'H' }, 'Ben bid H'],
      [{ type: 'pass', seat: 1 }, 'Ben pass'],
      [{ type: 'rob', seat: 2 }, 'Cem rob'],
      [{ type: 'rest', seat: 3 }, 'Dia rest'],
      [{ type: 'meld', seat: 0, cards: ['9H', 'TH', 'UH'] }, 'Ana meld 9H TH UH'],
      [{ type: 'bella', seat: 0 }, 'Ana bella'],
      [{ type: 'play', seat: 0, card: 'UE' }, 'Ana play UE'],
      [{ type: 'takeBack', seat: 0 }, 'Ana take back'],
      [{ type: 'claim', seat: 1 }, 'Ben claim'],
      [{ type: 'misdeal', seat: 1 }, 'Ben misdeal'],
      [{ type: 'vorlauf', seat: 2 }, 'Cem vorlauf'],
      [{ type: 'look', seat: 3 }, 'Dia look'],
    ];
    for (const [action, text] of cases) {
      expect(formatAction(action, PLAYERS)).toBe(text);
      expect(parseAction(text, PLAYERS)).toEqual({ ok: true, value: action });
    }
  });

  test('case, spacing, suit names, 10 for T and cards written together are read the same', () => {
    expect(parseAction('  ana   PLAY  10h ', PLAYERS)).toEqual({ ok: true, value: { type: 'play', seat: 0, card: 'TH' } });
    expect(parseAction('ben bid Herz', PLAYERS)).toEqual({ ok: true, value: { type: 'bid', seat: 1, suit: 'H' } });
    expect(parseAction('Ben bid schellen', PLAYERS)).toEqual({ ok: true, value: { type: 'bid', seat: 1, suit: 'S' } });
    expect(parseAction('Cem meld 9h10huh', PLAYERS)).toEqual({ ok: true, value: { type: 'meld', seat: 2, cards: ['9H', 'TH', 'UH'] } });
    expect(parseAction('Dia TAKE Back', PLAYERS)).toEqual({ ok: true, value: { type: 'takeBack', seat: 3 } });
  });

  test('errors name the column', () => {
    const error = (t: string) => {
      const r = parseAction(t, PLAYERS);
      return r.ok ? 'parsed' : r.error;
    };
    expect(error('Eva pass')).toMatch(/^column 1: expected a player/);
    expect(error('Ana jump')).toMatch(/^column 5: expected deal, bid/);
    expect(error('Ana play 1H')).toMatch(/^column 10: expected the card to play/);
    expect(error('Ana play')).toMatch(/^column 9: expected the card to play/);
    expect(error('Ana bid X')).toMatch(/^column 9: expected a suit/);
    expect(error('Ana meld 9H TH UX')).toMatch(/^column 16: expected cards/);
    expect(error('Ana meld')).toMatch(/^column 9: expected the cards of the meld/);
    expect(error('Ana deal -1')).toMatch(/^column 10: expected the seed/);
    expect(error('Ana deal 4294967296')).toMatch(/^column 10: /);
    expect(error('Ana deal 1 counts 5,5,5')).toMatch(/^column 19: expected four counts/);
    expect(error('Ana deal 1 counts 5,5,5,9')).toMatch(/^column 19: expected four counts/);
    expect(error('Ana deal 1 cards 5,5,5,5')).toMatch(/^column 12: expected "counts"/);
    expect(error('Ana take it')).toMatch(/^column 10: expected "take back"/);
    expect(error('Ana pass now')).toMatch(/^column 10: unexpected "now"/);
    expect(error('')).toMatch(/^column 1: /);
    expect(error('Ana pass '.repeat(30))).toMatch(/^column 201: /);
  });

  test('round trip on every action of bot matches', () => {
    for (let seed = 1; seed <= 10; seed++) {
      for (const action of botMatch(seed).actions) expect(parseAction(formatAction(action, PLAYERS), PLAYERS)).toEqual({ ok: true, value: action });
    }
  });
});

describe('position notation', () => {
  test('a fresh deal, written out', () => {
    const dealt = dealMatch(PLAYERS, 1);
    if (!dealt.ok) throw new Error(dealt.error);
    const line = formatPosition(dealt.value);
    expect(line).toMatch(/^players=Ana,Ben,Cem,Dia options=mild scores=0,0 dealer=\w+ phase=bidding turn=\w+ hands=(\S+\/){3}\S+ pack=\S+ turned=[789TUOKA][EGHS]$/);
    expect(parsePosition(line)).toEqual({ ok: true, value: dealt.value });
  });

  test('exact round trip on every position of bot matches, both ways', () => {
    for (let seed = 1; seed <= 12; seed++) {
      for (const state of botMatch(seed).states) {
        const line = formatPosition(state);
        const back = parsePosition(line);
        expect(back).toEqual({ ok: true, value: state });
        if (back.ok) expect(formatPosition(back.value)).toBe(line);
      }
    }
  });

  test('a hand-written line with a card missing is refused', () => {
    const line = 'players=Ana,Ben,Cem,Dia options=strict,sees-last scores=300,420 ledger=300/420 dealer=Dia phase=play turn=Ben '
      + 'hands=7E,8E,TE,KE,AE,9G/TG,KG,AG,7S,8S,9S,7H/OE,OG,9S,OS,KH,AH,8H/UE,UG,UH,US,9E,OH,AS '
      + 'pack=- game=Ana,H melds=Dia:UEUGUHUS tricks=9HTH8GKS trick=TS fouls=Ana:TS:2:9.3';
    const r = parsePosition(line);
    expect(r.ok ? 'parsed' : r.error).toMatch(/^cards: /);
  });

  test('sense errors name the field and the paragraph', () => {
    const dealt = dealMatch(PLAYERS, 1);
    if (!dealt.ok) throw new Error(dealt.error);
    const line = formatPosition(dealt.value);
    const error = (t: string) => {
      const r = parsePosition(t);
      return r.ok ? 'parsed' : r.error;
    };
    const pack = /pack=(\S+)/.exec(line)![1].split(',');
    expect(error(line.replace(`pack=${pack.join(',')}`, `pack=${pack.slice(1).join(',')}`))).toMatch(/^cards: .* is nowhere; all 32 cards .*\(2\.1\)/);
    expect(error(line.replace(`pack=${pack[0]},`, `pack=${pack[1]},`))).toMatch(/^cards: .* twice.*\(2\.1\)/);
    expect(error(line.replace('scores=0,0', 'scores=500,0'))).toMatch(/^phase: .*match is over \(10\.1, 10\.2\)/);
    expect(error(line.replace(/ turned=\S+/, ''))).toMatch(/^cards: /);
    expect(error(line.replace('options=mild', 'options=lax'))).toMatch(/^column \d+: options: /);
    expect(error(line.replace(/turn=\w+/, 'turn=Eva'))).toMatch(/^column \d+: turn: expected one of the players/);
    expect(error(`${line} passed=Ana`)).toMatch(/passed: /);
    expect(error(`${line} game=Ana,H`)).toMatch(/^game: in the bidding nobody has taken the game/);
    expect(error('x'.repeat(16_001))).toMatch(/^column 16001: /);
  });

  test('the readable set-up and the line agree', () => {
    const setup = positionFromSetup({
      players: PLAYERS, dealer: 'Dia', game: { by: 'Ana', trump: 'Herz' },
      hands: { Ana: ['7E', '8E', 'TE', 'KE', 'AE', '9G', '9H'], Ben: ['TG', 'KG', 'AG', '7S', '8S', '9S', 'TH'], Cem: ['OE', 'OG', 'OS', 'KH', 'AH', '8H', '8G'], Dia: ['UE', 'UG', 'UH', 'US', '9E', 'OH', 'AS', 'KS'] },
      pack: [], tricks: [], trick: [], scores: { 'Ana+Cem': 300, Ben: 420 }, melds: { Dia: [['UE', 'UG', 'UH', 'US']] },
    });
    if (!setup.ok) throw new Error(setup.error);
    expect(setup.ok).toBe(true);
  });
});
