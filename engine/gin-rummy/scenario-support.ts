/**
 * What Gin Rummy adds to the scenario format of engine/core/scenario.ts: its
 * starts and its expectation keys.
 *
 * Starts (exactly one):
 *   deal: { seed: 7 }                a new match from a seed (§3)
 *   position:                        a hand in play (setup.ts PositionSetup), cards as "7H"
 *     dealer: Ben
 *     phase: draw                    (optional) first-discard, draw or discard
 *     turn: Ana                      (optional)
 *     hands: { Ana: [AS, 2S, ...], Ben: [...] }
 *     discards: [4H, QS]             (optional) bottom first
 *     stockTop: [7C, 8C]             (optional) the top of the stock; the rest below in pack order
 *     ledger: ["Ana+25", "0"]        (optional) the hands so far
 *     drawn: discard, taken: QS      (optional, phase discard) drawn from the pile, and the card taken (§5)
 *   notation: "players=Ana,Ben ..."  a position line (notation.ts), for any phase
 *
 * Expectations (all optional; names are players, cards are "7H"):
 *   phase, turn, dealer, hands (exact, any order), handSizes, stockSize,
 *   stockTop, discardTop (null: empty pile), discards (bottom first),
 *   early, exposed (names or null), knock { by, deadwood, faults, accepted, gin },
 *   end (score, no-game, misdeal or null), result { winner, points, reason },
 *   deadwood { name: points counted for the hand, 10 per missing card included },
 *   ledger (["Ana+25", "0"]), totals { name: points }, settlement { totals,
 *   boxes, gameBonus, shutout (each by name), winner, difference }.
 */
import { z } from 'zod';
import type { Parsed } from '../core/game';
import type { Ruling } from '../core/ruling';
import { cardText, parseCard, type Card } from './cards';
import { parsePosition } from './notation';
import { chargedDeadwood } from './rules/9-scoring';
import { knockDeadwood, isGin } from './rules/7-knock';
import { runningTotals } from './rules/13-match';
import { dealMatch, positionFromSetup, type PositionSetup } from './setup';
import type { Classification, GinState } from './types';

const name = z.string().min(1).max(64);
const card = z.string().regex(/^(10|[2-9TJQKA])[CDHS]$/i, 'a card such as 7H');
const cards = z.array(card).max(52);
const byName = <T extends z.ZodType>(v: T) => z.record(name, v);
const points = z.number().int().min(0).max(10_000);

export const GIN_STARTS = {
  deal: z.strictObject({ seed: z.number().int().min(0).max(0xffffffff) }),
  position: z.strictObject({
    dealer: name,
    turn: name.optional(),
    phase: z.enum(['first-discard', 'draw', 'discard']).optional(),
    hands: byName(cards),
    discards: cards.optional(),
    stock: cards.optional(),
    stockTop: cards.optional(),
    ledger: z.array(z.string().max(80)).max(200).optional(),
    drawn: z.enum(['stock', 'discard']).optional(),
    taken: card.optional(),
    due: name.optional(),
    begun: z.boolean().optional(),
    rest: z.enum(['stock', 'discards']).optional(),
  }),
  notation: z.string().min(1).max(8_000),
};

export const GIN_EXPECTATIONS = {
  phase: z.enum(['first-discard', 'draw', 'discard', 'knocked', 'hand-over', 'match-over']),
  turn: name,
  dealer: name,
  hands: byName(cards),
  handSizes: byName(z.number().int().min(0).max(52)),
  stockSize: z.number().int().min(0).max(52),
  stockTop: card,
  discardTop: card.nullable(),
  discards: cards,
  early: name.nullable(),
  exposed: name.nullable(),
  knock: z.strictObject({
    by: name.optional(),
    deadwood: points.optional(),
    faults: z.array(z.enum(['deadwood', 'count'])).optional(),
    accepted: z.boolean().optional(),
    gin: z.boolean().optional(),
  }).nullable(),
  end: z.enum(['score', 'no-game', 'misdeal']).nullable(),
  result: z.strictObject({ winner: name.nullable(), points, reason: z.enum(['knock', 'undercut', 'gin', 'no-game']) }),
  deadwood: byName(points),
  ledger: z.array(z.string().max(80)).max(200),
  totals: byName(points),
  settlement: z.strictObject({
    totals: byName(points).optional(),
    boxes: byName(points).optional(),
    gameBonus: byName(points).optional(),
    shutout: byName(points).optional(),
    winner: name.nullable().optional(),
    difference: points.optional(),
  }),
};

type Expect = { [K in keyof typeof GIN_EXPECTATIONS]?: z.infer<(typeof GIN_EXPECTATIONS)[K]> };

export const CLASSIFICATIONS = ['lawful', 'irregular', 'refused'] as const satisfies readonly Classification[];

export function startScenario(key: string, value: unknown, players: readonly string[]): Parsed<GinState> {
  if (key === 'deal') return dealMatch(players, (value as { seed: number }).seed);
  if (key === 'notation') {
    const parsed = parsePosition(value as string);
    if (!parsed.ok) return parsed;
    if (parsed.value.players.join() !== players.join()) return { ok: false, error: `notation: players=${parsed.value.players.join(',')} but the scenario's players are ${players.join(', ')}` };
    return parsed;
  }
  return positionFromSetup({ ...(value as Omit<PositionSetup, 'players'>), players });
}

const norm = (c: string) => {
  const p = parseCard(c);
  return p.ok ? cardText(p.value) : c;
};
const sortedTexts = (xs: readonly string[]) => xs.map(norm).sort().join(' ') || '(none)';
const texts = (cs: readonly Card[]) => cs.map(cardText);
const ledgerTexts = (state: GinState) => state.ledger.map((e) => (e.winner === null ? '0' : `${state.players[e.winner]}+${e.points}`));

export function checkScenario(state: GinState, _ruling: Ruling<Classification> | null, expect: Readonly<Record<string, unknown>>): string[] {
  const exp = expect as Expect;
  const fails: string[] = [];
  const h = state.hand;
  const seat = (n: string) => state.players.indexOf(n);
  const who = (s: number | null) => (s === null ? null : state.players[s]);
  const show = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  const eq = (what: string, want: unknown, got: unknown) => {
    if (JSON.stringify(want) !== JSON.stringify(got)) fails.push(`${what}: expected ${show(want)}, got ${show(got)}`);
  };
  if (exp.phase !== undefined) eq('phase', exp.phase, state.phase);
  if (exp.turn !== undefined) eq('turn', exp.turn, who(h.turn));
  if (exp.dealer !== undefined) eq('dealer', exp.dealer, who(h.dealer));
  for (const [n, hand] of Object.entries(exp.hands ?? {})) eq(`${n}'s hand`, sortedTexts(hand), sortedTexts(texts(h.hands[seat(n)])));
  for (const [n, size] of Object.entries(exp.handSizes ?? {})) eq(`${n}'s hand size`, size, h.hands[seat(n)].length);
  if (exp.stockSize !== undefined) eq('stock size', exp.stockSize, h.stock.length);
  if (exp.stockTop !== undefined) eq('top of the stock', norm(exp.stockTop), h.stock[0] ? cardText(h.stock[0]) : null);
  if (exp.discardTop !== undefined) eq('top of the discard pile', exp.discardTop === null ? null : norm(exp.discardTop), h.discards.length ? cardText(h.discards[h.discards.length - 1]) : null);
  if (exp.discards !== undefined) eq('discard pile', exp.discards.map(norm), texts(h.discards));
  if (exp.early !== undefined) eq('early draw by', exp.early, who(h.early));
  if (exp.exposed !== undefined) eq('exposed by', exp.exposed, who(h.exposed));
  if (exp.knock !== undefined) {
    const k = h.knock;
    if (exp.knock === null || !k) eq('knock', exp.knock === null ? 'none' : 'a knock', k ? 'a knock' : 'none');
    else {
      if (exp.knock.by !== undefined) eq('knocker', exp.knock.by, who(k.by));
      if (exp.knock.deadwood !== undefined) eq("knocker's deadwood", exp.knock.deadwood, knockDeadwood(k));
      if (exp.knock.faults !== undefined) eq('knock faults', exp.knock.faults, k.faults);
      if (exp.knock.accepted !== undefined) eq('knock accepted', exp.knock.accepted, k.accepted);
      if (exp.knock.gin !== undefined) eq('gin', exp.knock.gin, isGin(k));
    }
  }
  if (exp.end !== undefined) eq('end', exp.end, h.end?.kind ?? null);
  if (exp.result !== undefined) {
    const got = h.end?.kind === 'score'
      ? { winner: who(h.end.score.winner), points: h.end.score.points, reason: h.end.score.reason }
      : h.end?.kind === 'no-game' ? { winner: null, points: 0, reason: 'no-game' } : null;
    eq('result', exp.result, got);
  }
  if (exp.deadwood !== undefined) {
    const end = h.end;
    for (const [n, want] of Object.entries(exp.deadwood)) {
      if (end?.kind !== 'score' || !h.knock) { fails.push(`deadwood of ${n}: the hand is not scored`); continue; }
      const knocker = seat(n) === h.knock.by;
      eq(`deadwood of ${n}`, want, knocker ? chargedDeadwood(end.knockerDeadwood, end.knockerCards) : chargedDeadwood(end.opponentDeadwood, end.opponentCards));
    }
  }
  if (exp.ledger !== undefined) eq('ledger', exp.ledger, ledgerTexts(state));
  if (exp.totals !== undefined) {
    const t = runningTotals(state);
    for (const [n, want] of Object.entries(exp.totals)) eq(`${n}'s total`, want, t[seat(n)]);
  }
  if (exp.settlement !== undefined) {
    const s = state.settlement;
    if (!s) fails.push('settlement: the match is not over');
    else {
      const pairs = { totals: s.totals, boxes: s.boxes, gameBonus: s.gameBonus, shutout: s.shutout } as const;
      for (const key of ['totals', 'boxes', 'gameBonus', 'shutout'] as const) {
        for (const [n, want] of Object.entries(exp.settlement[key] ?? {})) eq(`settlement ${key} of ${n}`, want, pairs[key][seat(n)]);
      }
      if (exp.settlement.winner !== undefined) eq('settlement winner', exp.settlement.winner, who(s.winner));
      if (exp.settlement.difference !== undefined) eq('settlement difference', exp.settlement.difference, s.difference);
    }
  }
  return fails;
}

export function namesInScenario(expect: Readonly<Record<string, unknown>>): string[] {
  const exp = expect as Expect;
  const names: string[] = [];
  for (const n of [exp.turn, exp.dealer, exp.early, exp.exposed, exp.knock?.by, exp.result?.winner, exp.settlement?.winner]) if (typeof n === 'string') names.push(n);
  for (const r of [exp.hands, exp.handSizes, exp.deadwood, exp.totals, exp.settlement?.totals, exp.settlement?.boxes, exp.settlement?.gameBonus, exp.settlement?.shutout]) names.push(...Object.keys(r ?? {}));
  for (const line of exp.ledger ?? []) if (line !== '0') names.push(line.replace(/\+\d+$/, ''));
  return names;
}
