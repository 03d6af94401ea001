import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, test } from 'vitest';
import { formatCard, SUITS } from '../core/cards';
import { prng } from '../core/prng';
import { lawfulActions } from './lawful';
import { advance, startFrom } from './machine';
import { formatGame, formatPosition, normalisePosition, parseGame, parsePosition } from './position-notation';
import { dealtGame, newGame } from './setup';
import { position } from './test-helpers';
import type { GressAction, GressState, Hand } from './types';

const TABLE = 'hands=7C,QS/8H/9D,TH/AS markes=KD/-/-/7H ready=Ana,Ben,Cem,Dia';
const RUNNING = `players=Ana,Ben,Cem,Dia dealer=Dia phase=running ${TABLE}`;
const HALTED = `players=Ana,Ben,Cem,Dia dealer=Dia phase=halted ${TABLE}`;

describe('hand-written positions read and write back unchanged', () => {
  test.each([
    { name: 'after a Jack with hearts wished (7.4)', text: `${RUNNING} pile=QC@Dia:o1,JC@Ben:m2~H draw=7S,8S turn=Cem dir=cw throws=yes next=3` },
    { name: 'throws forbidden after a draw (4.8), counter-clockwise (4.9)', text: `${RUNNING} pile=QC@Dia:o1 draw=7S turn=Ben dir=ccw throws=no:4.8 next=2` },
    { name: 'a King debt and a skip defence window (5.2, 5.7)', text: `${RUNNING} pile=QC@Dia:o1,KC@Ana:m2 turn=Ben dir=cw throws=yes debts=Ben:2@2/5.2 windows=skipDefence:Ben@2/5.7/nextMove[event=2] next=3` },
    { name: 'a judged foul and a complaint window (10.5, 10.7)', text: `${RUNNING} pile=QC@Dia:o1,8C@Cem:f2! turn=Ana dir=cw throws=yes windows=markeComplaint:Ana@2/10.7/nextMoveByOther:Cem[markeTaken=yes+wrong=no],lastButOneCall:Ben@2/8.1/handSizeChangeOrNextMove:Ben[] next=3` },
    { name: 'halted for a reshuffle (10.1)', text: `${HALTED} pile=QC@Dia:o1 turn=Ana dir=cw throws=no:4.15 halt=reshuffle:Ana/10.1 next=2` },
    { name: 'a binding swap of two hands (6.3)', text: `${HALTED} pile=QC@Dia:o1,9H@Ana:m2,9D2@Ana:m2 turn=Ben dir=cw throws=no:4.15 windows=swapAnnouncement:Ana@2/6.3/nextEvent[paragraph=6.3] halt=swap:Ana/6.3 swap=Ana:Ben+Cem/binding/6.3 next=3` },
    { name: 'the dealer mid-deal with two decks (3.2, 1.4)', text: 'players=Ana,Ben,Cem dealer=Ana phase=dealing/shuffled hands=-/-/- markes=-/-/- pack=7C,AS2,QH turn=Ana dir=cw throws=no:3.7 next=1' },
    { name: 'the dealer has peeked (3.6)', text: 'players=Ana,Ben,Cem dealer=Ana phase=ready hands=7C/8C/9C markes=TC/JC/QC ready=Ana,Ben,Cem peeked=KC draw=AC turn=Ana dir=cw throws=no:3.7 next=1' },
    { name: 'scored, with a winner, a disqualified player and unpaid cards (9.4, 10.8, 10.2)', text: 'players=Ana,Ben,Cem dealer=Ana phase=scored hands=-/8C/9C markes=-/-/- ready=Ana,Ben,Cem pile=QC@Ana:o1 turn=Ben dir=cw throws=yes next=9 winner=Ana laid=Ben disq=Cem unpaid=0,2,0 penalties=0,3,12' },
    { name: 'a debt citing two paragraphs, %-escaped (10.4, 10.7)', text: `${RUNNING} pile=QC@Dia:o1,8C@Ben:f2 turn=Cem dir=cw throws=yes debts=Ben:2@2/10.4%2C%2010.7 next=3` },
    { name: 'a window with an unusual id', text: `${RUNNING} pile=QC@Dia:o1 turn=Ana dir=cw throws=yes windows=give:Ana@1/5.4/nextEvent#custom next=2` },
  ])('$name', ({ text }) => {
    const r = parsePosition(text);
    if (!r.ok) throw new Error(r.error);
    expect(formatPosition(r.state)).toBe(text);
  });

  test('the fields land where they belong', () => {
    const r = parsePosition(`${RUNNING} pile=QC@Dia:o1,JC@Ben:m2~H draw=7S,8S turn=Cem dir=cw throws=no:4.8 debts=Ben:2@2/5.2 next=3`);
    if (!r.ok) throw new Error(r.error);
    const s = r.state;
    expect(s.players).toEqual(['Ana', 'Ben', 'Cem', 'Dia']);
    expect(s.hands.map((h) => h.map(formatCard))).toEqual([['7C', 'QS'], ['8H'], ['9D', 'TH'], ['AS']]);
    expect(s.markes.map((m) => (m ? formatCard(m) : null))).toEqual(['KD', null, null, '7H']);
    expect(s.playPile[1]).toEqual({ card: { rank: 'J', suit: 'clubs', deck: 1 }, by: 1, as: 'move', event: 2, wishedSuit: 'hearts' });
    expect(s.drawPile.map(formatCard)).toEqual(['7S', '8S']);
    expect(s).toMatchObject({ toMove: 2, dealer: 3, throwsAllowed: false, throwsForbiddenBy: '4.8', nextEventId: 3, debts: [{ seat: 1, cards: 2, event: 2, paragraph: '5.2' }] });
  });

  test('a position built by setup round-trips', () => {
    const s = position({
      hands: { Ana: ['7C', 'QS'], Ben: ['8H'], Cem: ['9D'], Dia: ['AS'] }, markes: { Ana: 'KD' },
      playPile: ['QC', { card: 'KC', by: 'Ana' }], toMove: 'Ben', debts: [{ player: 'Ben', cards: 2, paragraph: '5.2' }],
    });
    const r = parsePosition(formatPosition(s));
    if (!r.ok) throw new Error(r.error);
    expect(r.state).toStrictEqual(normalisePosition(s));
  });
});

describe('bad positions are reported with the column, never thrown', () => {
  const base = `${RUNNING} pile=QC@Dia:o1 turn=Ana dir=cw throws=yes next=2`;
  const at = (needle: string) => base.indexOf(needle) + 1;
  test.each([
    { name: 'empty', text: '', column: 1, says: 'got nothing' },
    { name: 'unknown field', text: base.replace('dir=cw', 'way=cw'), column: at('dir=cw'), says: 'key one of' },
    { name: 'unknown player to move', text: base.replace('turn=Ana', 'turn=Eve'), column: at('turn=Ana') + 5, says: 'expected a player' },
    { name: 'bad card in a hand', text: base.replace('9D,TH', '9D,XX'), column: at('9D,TH') + 3, says: 'is not a card' },
    { name: 'card not in canonical form', text: base.replace('9D,TH', '9D,10H'), column: at('9D,TH') + 3, says: 'written as TH' },
    { name: 'a card placed twice', text: base.replace('pile=QC', 'pile=QS'), column: at('pile=QC') + 5, says: 'already placed at column' },
    { name: 'too few hands', text: base.replace('/AS markes', ' markes'), column: at('hands=') + 6, says: 'for each of the 4 players' },
    { name: 'bad pile entry', text: base.replace('QC@Dia:o1', 'QC@Dia:x1'), column: at('QC@Dia'), says: 'expected a pile card' },
    { name: 'bad direction', text: base.replace('dir=cw', 'dir=left'), column: at('dir=cw') + 4, says: 'cw or ccw' },
    { name: 'missing field', text: base.replace(' next=2', ''), column: base.length - 6, says: '"next="' },
    { name: 'field twice', text: `${base} next=3`, column: base.length + 2, says: 'twice' },
    { name: 'bad window closing', text: base.replace('next=2', 'windows=give:Ana@1/5.4/nextWeek next=2'), column: at('next=2') + 'windows=give:Ana@1/5.4/'.length, says: 'expected a closing' },
    { name: 'bad throw paragraph', text: base.replace('throws=yes', 'throws=no:4,8'), column: at('throws=yes') + 10, says: 'paragraph number' },
    { name: 'a bad phase', text: base.replace('phase=running', 'phase=lunch'), column: at('phase=') + 6, says: 'expected a phase' },
  ])('$name', ({ text, column, says }) => {
    const r = parsePosition(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatch(new RegExp(`^column ${column}: `));
    expect(r.error).toContain(says);
  });

  test('arbitrary text never throws', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (text) => {
      const r = parsePosition(text);
      expect(r.ok || /^column \d+: /.test(r.error)).toBe(true);
    }), { seed: 7, numRuns: 500 });
  });
});

// ---------------------------------------------------------------------------
// Positions reached in play: from seeded deals (or the bare table), players do
// random physically possible things, lawful or not, with either hand.

function randomAction(state: GressState, next: () => number): GressAction {
  const n = state.players.length;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
  const seat = next() < 0.6 ? state.toMove : Math.floor(next() * n);
  const hand: Hand = next() < 0.1 ? 'holding' : 'action';
  const other = (seat + 1 + Math.floor(next() * (n - 1))) % n;
  const held = state.hands[seat];
  const r = next();
  if (r < 0.4) {
    const lawful = lawfulActions(state, seat);
    if (lawful.length > 0) {
      const a = pick(lawful);
      return a.type === 'shuffle' || a.type === 'reshuffle' ? { ...a, seed: Math.floor(next() * 1e6) } : a;
    }
  }
  if (r < 0.65 && held.length > 0) return { type: 'play', seat, cards: [formatCard(pick(held))], hand };
  if (r < 0.7 && held.length > 1) return { type: 'play', seat, cards: [formatCard(held[0]), formatCard(held[1])], hand };
  const choices: GressAction[] = [
    { type: 'draw', seat, count: 1 + Math.floor(next() * 2), hand },
    { type: 'haltForReshuffle', seat, hand },
    { type: 'reshuffle', seat, seed: Math.floor(next() * 1e6) },
    { type: 'announceSwap', seat, partners: [other] },
    { type: 'acceptSwap', seat: state.swap?.partners[1] ?? seat, hand },
    { type: 'completeSwap', seat: state.swap?.partners[0] ?? seat, hand },
    { type: 'wish', seat, suit: pick(SUITS) },
    { type: 'call', seat },
    { type: 'takeMarke', seat, hand },
    { type: 'complain', seat, against: other, about: pick(['call', 'card', 'marke'] as const) },
    { type: 'withdraw', seat, hand },
    { type: 'layDown', seat },
    ...(held.length > 0 ? [{ type: 'give', seat, card: formatCard(pick(held)), to: other, hand } as const] : []),
  ];
  return pick(choices);
}

function roundTrips(state: GressState): string | null {
  const text = formatPosition(state);
  const r = parsePosition(text);
  if (!r.ok) return `${text}\n  does not parse: ${r.error}`;
  if (formatPosition(r.state) !== text) return `${text}\n  writes back as ${formatPosition(r.state)}`;
  if (!isDeepStrictEqual(r.state, normalisePosition(state))) return `${text}\n  parses to a different state`;
  return null;
}

describe('positions reached in play round-trip exactly', () => {
  test('random physically possible actions from seeded deals', () => {
    let checked = 0;
    fc.assert(
      fc.property(
        fc.record({ players: fc.integer({ min: 3, max: 5 }), decks: fc.integer({ min: 1, max: 2 }), seed: fc.nat(), table: fc.nat(4), steps: fc.integer({ min: 0, max: 80 }) }),
        ({ players, decks, seed, table, steps }) => {
          const names = ['Ana', 'Ben', 'Cem', 'Dia', 'Eli'].slice(0, players);
          const start = table === 0
            ? newGame({ players: names, dealer: names[seed % players], decks })
            : dealtGame({ players: names, dealer: names[seed % players], decks, seed });
          if (!start.ok) throw new Error(start.error);
          const next = prng(seed ^ 0x5eed);
          let snapshot = startFrom(start.state);
          const problem = roundTrips(start.state);
          if (problem) return expect.fail(problem);
          for (let i = 0; i < steps; i++) {
            snapshot = advance(snapshot, randomAction(snapshot.context.game, next));
            const bad = roundTrips(snapshot.context.game);
            checked++;
            if (bad) return expect.fail(`after ${i + 1} actions: ${bad}`);
          }
        },
      ),
      { seed: 0x9e55, numRuns: 120 },
    );
    expect(checked).toBeGreaterThan(2000);
  });

  test('the states the random actions reach include the interesting fields', () => {
    // Guards the property above against testing only trivial positions.
    const seen = new Set<string>();
    for (let seed = 0; seed < 60; seed++) {
      const start = dealtGame({ players: ['Ana', 'Ben', 'Cem', 'Dia'], dealer: 'Dia', seed });
      if (!start.ok) throw new Error(start.error);
      const next = prng(seed);
      let snapshot = startFrom(start.state);
      for (let i = 0; i < 80; i++) {
        snapshot = advance(snapshot, randomAction(snapshot.context.game, next));
        const text = formatPosition(snapshot.context.game);
        for (const key of ['debts=', 'windows=', 'halt=', '~', '!', ':f', 'throws=no', 'winner=']) if (text.includes(key)) seen.add(key);
      }
    }
    expect([...seen].sort()).toEqual(['!', ':f', 'debts=', 'halt=', 'throws=no', 'windows=', 'winner=', '~'].sort());
  });
});

describe('games: a start position and its events', () => {
  const start = () => position({ hands: { Ana: ['7C', 'QS'], Ben: ['QH', '8D'], Cem: ['9D'], Dia: ['AS'] }, playPile: ['QC'], toMove: 'Ben' });

  test('formatGame writes the position and one action per line; parseGame reads it back', () => {
    const s = start();
    const actions: GressAction[] = [
      { type: 'play', seat: 1, cards: ['QH'], hand: 'action' },
      { type: 'draw', seat: 2, count: 1, hand: 'holding' },
    ];
    const game = { start: s, actions };
    const text = formatGame(game);
    expect(text.split('\n').slice(1)).toEqual(['Ben play QH', 'Cem draw with holding hand']);
    const r = parseGame(text);
    if (!r.ok) throw new Error(r.error);
    expect(r.game.actions).toEqual(game.actions);
    expect(r.game.start).toStrictEqual(normalisePosition(s));
    expect(formatGame(r.game)).toBe(text);
  });

  test('";" separates actions as well as new lines, and blank lines are ignored', () => {
    const text = `${formatPosition(start())}; Ben play QH;Cem draw\n\nDia play AS\r\n`;
    const r = parseGame(text);
    if (!r.ok) throw new Error(r.error);
    expect(formatGame(r.game)).toBe(`${formatPosition(start())}\nBen play QH\nCem draw\nDia play AS`);
  });

  test('errors name the line and the column', () => {
    const pos = formatPosition(start());
    expect(parseGame(`${pos}\nBen play QH\nCem jump`)).toEqual({ ok: false, error: expect.stringMatching(/^line 3, column 5: expected an action/) });
    expect(parseGame(`${pos}\nBen play QH; Eve draw`)).toEqual({ ok: false, error: expect.stringMatching(/^line 2, column 14: expected a player/) });
    expect(parseGame(pos.replace('dir=cw', 'dir=up'))).toEqual({ ok: false, error: `line 1, column ${pos.indexOf('dir=cw') + 5}: expected cw or ccw, got "up"` });
    expect(parseGame('  \n ')).toEqual({ ok: false, error: expect.stringMatching(/^line 1, column 1: expected a position line/) });
  });
});
