/**
 * The lawful-actions query checked against brute force, in both directions:
 * for sampled positions of every phase (bot games from the deal to the count,
 * and the oracle's edited corner positions) and every seat, each physically
 * possible action is applied through the statechart, and
 *
 *   - nothing lawful is missing: every action ruled lawful is listed, up to
 *     what the rules ignore (lawful.ts lists packets by bottom face, top face
 *     and size, gives by face, and settlements by the ends of their range);
 *   - nothing listed is unlawful: every listed action is ruled lawful.
 *
 * Left out of the enumeration: the referee's disqualification (10.8, not a
 * player's action) and simultaneous actions (10.9, combinations of the rest).
 * Draw counts are checked as a range: exactly the counts 1..owed are lawful
 * settlements (1 alone without a debt), and settlementRange says so.
 */
import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { type Card, formatCard, SUITS } from '../core/cards';
import { prng } from '../core/prng';
import { botChoice } from './bots';
import { lawfulActions, settlementRange } from './lawful';
import { advance, gressMachine, startFrom } from './machine';
import { formatAction } from './notation';
import { edited, gameStates, RECIPES, tableFor, UNREACHABLE_RECIPES, type Sample } from './oracle/positions';
import { formatPosition } from './position-notation';
import { dealActions, newGame } from './setup';
import type { GressAction, GressState, Hand, Seat } from './types';

const HANDS: readonly Hand[] = ['action', 'holding'];
const face = (c: Card) => `${c.rank}${c.suit}`;

/** Whether the statechart rules `action` lawful in `state`. */
function ruledLawful(state: GressState, action: GressAction): boolean {
  return advance(startFrom(state), action).context.ruling?.lawful === true;
}

/** The subsets of `items` with at least two members. */
function subsetsOfTwoOrMore<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let mask = 1; mask < 1 << items.length; mask++) {
    const sub = items.filter((_, i) => mask & (1 << i));
    if (sub.length >= 2) out.push(sub);
  }
  return out;
}

/** Every physically possible action of `seat` (draws apart), with either hand where a hand is used. */
function everyAction(state: GressState, seat: Seat): GressAction[] {
  const n = state.players.length;
  const seats = state.players.map((_, s) => s);
  const hand = state.hands[seat];
  const out: GressAction[] = [
    { type: 'shuffle', seat, seed: 0 }, { type: 'dealHands', seat }, { type: 'dealMarkes', seat }, { type: 'buildDrawPile', seat },
    { type: 'reshuffle', seat, seed: 0 }, { type: 'call', seat }, { type: 'layDown', seat },
    ...SUITS.map((suit): GressAction => ({ type: 'wish', seat, suit })),
    ...seats.flatMap((a): GressAction[] => [
      { type: 'announceSwap', seat, partners: [a] },
      ...seats.filter((b) => b > a).map((b): GressAction => ({ type: 'announceSwap', seat, partners: [a, b] })),
    ]),
    ...seats.flatMap((against) => (['call', 'card', 'marke'] as const).map((about): GressAction => ({ type: 'complain', seat, against, about }))),
  ];
  for (const h of HANDS) {
    out.push(
      { type: 'pickUpHand', seat, hand: h }, { type: 'peek', seat, hand: h }, { type: 'open', seat, hand: h },
      { type: 'haltForReshuffle', seat, hand: h }, { type: 'acceptSwap', seat, hand: h }, { type: 'completeSwap', seat, hand: h },
      { type: 'takeMarke', seat, hand: h }, { type: 'withdraw', seat, hand: h },
    );
    for (const c of hand) {
      out.push({ type: 'play', seat, cards: [formatCard(c)], hand: h });
      for (let to = 0; to < n; to++) out.push({ type: 'give', seat, card: formatCard(c), to, hand: h });
    }
    // Packets: every subset of Sevens with each bottom and top card (middle order is immaterial), every ordered pair of any two cards.
    const sevens = hand.filter((c) => c.rank === '7');
    for (const sub of sevens.length <= 6 ? subsetsOfTwoOrMore(sevens) : []) {
      for (const bottom of sub) {
        for (const top of sub.filter((c) => c !== bottom)) {
          const middle = sub.filter((c) => c !== bottom && c !== top);
          out.push({ type: 'play', seat, cards: [bottom, ...middle, top].map(formatCard), hand: h });
        }
      }
    }
    if (hand.length <= 12) {
      for (const a of hand) for (const b of hand) if (a !== b && !(a.rank === '7' && b.rank === '7')) out.push({ type: 'play', seat, cards: [formatCard(a), formatCard(b)], hand: h });
    }
  }
  return out;
}

/** What the rules look at in an action: packets by bottom face, top face and size, gives by face, seeds not at all. */
function keyOf(action: GressAction, state: GressState): string {
  const cardOf = (id: string) => state.hands[action.seat].find((c) => formatCard(c) === id)!;
  switch (action.type) {
    case 'play':
      return action.cards.length === 1 ? `play ${action.seat} ${action.cards[0]} ${action.hand}`
        : `packet ${action.seat} ${face(cardOf(action.cards[0]))} ${face(cardOf(action.cards.at(-1)!))} ${action.cards.length} ${action.hand}`;
    case 'give':
      return `give ${action.seat} ${face(cardOf(action.card))} ${action.to} ${action.hand}`;
    case 'shuffle':
    case 'reshuffle':
      return `${action.type} ${action.seat}`;
    default:
      return formatAction(action, state.players);
  }
}

interface Tally { positions: number; actions: number; lawful: number; listed: number }

/** Checks one position for one seat; returns the failures, described. */
function check(sample: Sample, seat: Seat, tally: Tally): string[] {
  const { state } = sample;
  const where = `${sample.origin}, seat ${state.players[seat]}:\n  ${formatPosition(state)}`;
  const failures: string[] = [];
  const listed = lawfulActions(state, seat);
  const listedKeys = new Set(listed.map((a) => keyOf(a, state)));
  for (const a of listed) {
    if (!ruledLawful(state, a)) failures.push(`${where}\n  listed but ruled unlawful: ${formatAction(a, state.players)}`);
  }
  for (const a of everyAction(state, seat)) {
    tally.actions++;
    if (!ruledLawful(state, a)) continue;
    tally.lawful++;
    if (!listedKeys.has(keyOf(a, state))) failures.push(`${where}\n  lawful but not listed: ${formatAction(a, state.players)}`);
  }
  // Draws as a range. A draw takes min(count, cards left); lawful exactly when that
  // many is 1..owed (1 alone without a debt), whenever drawing is lawful at all.
  const range = settlementRange(state, seat);
  const owed = range?.max ?? 0;
  const left = state.drawPile.length;
  const taken = (count: number) => Math.min(count, left);
  const listedCounts = listed.filter((a) => a.type === 'draw').map((a) => (a as { count: number }).count);
  for (const h of HANDS) {
    const lawfulCounts: number[] = [];
    for (let count = 1; count <= owed + 2; count++) {
      tally.actions++;
      if (ruledLawful(state, { type: 'draw', seat, count, hand: h })) lawfulCounts.push(count);
    }
    tally.lawful += lawfulCounts.length;
    if (h === 'holding') {
      if (lawfulCounts.length > 0) failures.push(`${where}\n  a draw with the holding hand is ruled lawful (10.3)`);
      continue;
    }
    if (lawfulCounts.length === 0) {
      if (listedCounts.length > 0) failures.push(`${where}\n  draws listed (${listedCounts.join(',')}) but none is lawful`);
      continue;
    }
    const most = range ? owed : 1;
    const expected = Array.from({ length: owed + 2 }, (_, i) => i + 1).filter((c) => taken(c) >= 1 && taken(c) <= most);
    if (lawfulCounts.join() !== expected.join()) failures.push(`${where}\n  lawful draw counts ${lawfulCounts.join(',')}, expected ${expected.join(',')} (owed ${owed}, ${left} left)`);
    if (!listedCounts.includes(1) || !listedCounts.some((c) => taken(c) === taken(most))) {
      failures.push(`${where}\n  the listed draws ${listedCounts.join(',')} miss an end of the lawful range 1..${most}`);
    }
  }
  tally.listed += listed.length;
  return failures;
}

/** States of a bot game in every phase, from the table before the deal to the count, every `every`-th. */
function wholeGame(seed: number, every: number): Sample[] {
  const { players, decks } = tableFor(seed);
  const fresh = newGame({ players, dealer: players[seed % players.length], decks });
  if (!fresh.ok) throw new Error(fresh.error);
  const actor = createActor(gressMachine, { input: fresh.state }).start();
  const out: Sample[] = [{ state: fresh.state, origin: `game ${seed} before the deal` }];
  dealActions(fresh.state, seed).forEach((a, i) => {
    actor.send(a);
    if (i % 3 === 1) out.push({ state: actor.getSnapshot().context.game, origin: `game ${seed} deal step ${i + 1}` });
  });
  const next = prng(seed ^ 0xb007);
  for (let i = 0; i < 3000; i++) {
    const state = actor.getSnapshot().context.game;
    if (i % every === 0 || state.phase === 'over' || state.phase === 'scored') out.push({ state, origin: `game ${seed} step ${i}` });
    if (state.phase === 'scored') break;
    const action = botChoice(state, next);
    if (!action) break;
    actor.send(action);
  }
  actor.stop();
  return out;
}

/** Sampled game positions and games whose edited positions are added; LAWFUL_BRUTE_SCALE multiplies both (npm run test:deep runs 5). */
const SCALE = Number(process.env.LAWFUL_BRUTE_SCALE ?? 1);
const POSITIONS = 90 * SCALE;
const EDITED_GAMES = 4 * SCALE;

describe('lawful actions match brute force in both directions', () => {
  test('bot games in every phase and edited corner positions', () => {
    const samples: Sample[] = [];
    for (let seed = 1; samples.length < POSITIONS; seed++) samples.push(...wholeGame(seed, 40));
    const rnd = prng(4242);
    for (let seed = 100; seed < 100 + EDITED_GAMES; seed++) {
      for (const base of gameStates(seed, 20, 400)) {
        const e = edited(base, rnd, [...RECIPES, ...UNREACHABLE_RECIPES]);
        if (e) samples.push(e);
      }
    }
    const tally: Tally = { positions: samples.length, actions: 0, lawful: 0, listed: 0 };
    const failures: string[] = [];
    for (const sample of samples) {
      for (let seat = 0; seat < sample.state.players.length && failures.length < 5; seat++) failures.push(...check(sample, seat, tally));
    }
    const phases = new Map<string, number>();
    for (const s of samples) phases.set(s.state.phase, (phases.get(s.state.phase) ?? 0) + 1);
    console.log(`lawful actions vs brute force: ${tally.positions} positions (${[...phases].map(([p, k]) => `${p} ${k}`).join(', ')}), ` +
      `${tally.actions} actions tried, ${tally.lawful} ruled lawful, ${tally.listed} listed`);
    expect(failures.slice(0, 5).join('\n\n')).toBe('');
  }, Math.max(1, SCALE) * 300_000); // 14-23 s per SCALE at a load of 5 on two cores: a timeout catches a hang, nothing more
});
