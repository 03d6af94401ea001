/**
 * What SENS adds to the scenario format of engine/core/scenario.ts: its
 * starts and its expectation keys.
 *
 * Starts (exactly one):
 *   deal: { seed: 7 }                 a new match from a seed: the draw for the first dealer and the
 *                                     first deal, ready for the bidding (4.1); optional
 *                                     options: { dealerSeesLast: true, misdeal: strict }
 *   notation: "players=Ana,... "      a position line (notation.ts), for any phase
 *   position:                         a readable set-up (setup.ts PositionSetup), cards as "UE", "9H"
 *     dealer: Dia
 *     phase: play                     (optional) deal, bidding, taken or play: by default play when a
 *                                     game is given (taken while the turned card is out), else bidding
 *     hands: { Ana: [UE, 9E, ...], Ben: [...], Cem: [...], Dia: [...] }
 *     turned: 7H                      bidding and taken: the card turned up
 *     pack: rest                      (optional) the undealt cards, next first, or "rest": the unlisted
 *                                     cards in pack order (the default before play)
 *     game: { by: Ben, trump: H }     (optional) who took the game, the trump suit (H or Herz)
 *     round: 2, passed: [Dia, Ana]    (optional) the bidding so far (passes follow from turn or game)
 *     robbed: Cem                     (optional)
 *     melds: { Ana: [[9H, TH, UH]] }  (optional) melds announced; bella: [Ana] (optional)
 *     trick: [9H, TH]                 (optional) the trick on the table, from its leader
 *     tricks: [[AE, 7E, 8E, KE], ...] (optional) tricks taken in, each from its leader
 *     fouls: [{ by: Cem, card: 7H }]  (optional) wrong cards that stand
 *     vorlauf: { by: Cem, tricks: 3 } (optional)
 *     scores: { Ana+Cem: 480, Ben+Dia: 300 }   (optional) by side, or by a player of the side
 *     ledger: [[164, 0]]              (optional) earlier deals, side 0 / side 1
 *     options: { dealerSeesLast: true, misdeal: strict }   (optional)
 *     turn: Ana                       (optional) who is to act; it follows from the rest
 *
 * Expectations (all optional). A side is written "Ana+Cem" (either order);
 * in scores, written, meldPoints and cardPoints a player's name stands for
 * the player's side, in tricksTaken for that player's own tricks:
 *   phase, turn, dealer, round, passed, robbed, misdealt,
 *   game { by, trump } or null, trump (a suit) or null, turned (a card) or null,
 *   dealerSees (the card the dealer may see besides the hand, 4.3) or null,
 *   hands { name: cards } (exact, any order), handSizes { name: n }, packSize,
 *   trick (cards in order), tricksTaken { side or player: n },
 *   mayPlay (the cards the player to act may lawfully play, any order),
 *   melds { name: [[cards]] } (announced), bella [names],
 *   settlement { side (or null), points } or null (7.2: the meld points that count, Bella aside),
 *   meldPoints { side: n } (counting now, Bella included), trickPoints { side: n } (card points of the
 *   tricks taken in so far, the last trick's 10 once all eight are in),
 *   end (counted, foul, thrown-in, misdeal) or null, cardPoints { side: n }, total, made, dackeln,
 *   written { side: n } (what the finished deal wrote), scores { side: n }, ledger [[a, b], ...],
 *   winner (a side, or a player of it) or null,
 *   fouls [{ by, card, duty }] (the wrong cards that stand; duty optional), vorlauf { by, side, tricks } or null.
 */
import { z } from 'zod';
import type { Parsed } from '../core/game';
import type { Ruling } from '../core/ruling';
import { parseCard } from './cards';
import { lawfulCards } from './tricks';
import { trickPoints } from './scoring';
import { parsePosition } from './notation';
import { meldPointsNow, writtenBy } from './rules/12-counting';
import { seenByDealer } from './rules/4-dealing';
import { sideOf } from './rules/1-seats';
import { dealMatch, parseSideName, parseSuit, positionFromSetup, type PositionSetup } from './setup';
import { DEFAULT_OPTIONS } from './rules/4-dealing';
import type { Classification, Phase, SensState, Side } from './types';

const name = z.string().min(1).max(64);
const sideKey = z.string().min(1).max(80);
const card = z.string().regex(/^(10|[789TUOKA])[EGHS]$/i, 'a card such as UE or 9H');
const cards = z.array(card).max(32);
const suit = z.string().regex(/^(E|G|H|S|Eichel|Gras|Herz|Schellen)$/i, 'a suit: E, G, H, S or Eichel, Gras, Herz, Schellen');
const count = z.number().int().min(0).max(100_000);
const byName = <T extends z.ZodType>(v: T) => z.record(name, v);
const bySide = <T extends z.ZodType>(v: T) => z.record(sideKey, v);
const PHASES = ['deal', 'bidding', 'taken', 'play', 'deal-over', 'match-over'] as const satisfies readonly Phase[];
const options = z.strictObject({ dealerSeesLast: z.boolean().optional(), misdeal: z.enum(['strict', 'mild']).optional() });

export const SENS_STARTS = {
  deal: z.strictObject({ seed: z.number().int().min(0).max(0xffffffff), options: options.optional() }),
  notation: z.string().min(1).max(16_000),
  position: z.strictObject({
    dealer: name,
    phase: z.enum(['deal', 'bidding', 'taken', 'play']).optional(),
    turn: name.optional(),
    hands: byName(cards).optional(),
    turned: card.optional(),
    pack: z.union([cards, z.literal('rest')]).optional(),
    round: z.union([z.literal(1), z.literal(2)]).optional(),
    passed: z.array(name).max(3).optional(),
    game: z.strictObject({ by: name, trump: suit }).optional(),
    robbed: name.optional(),
    melds: byName(z.array(cards).max(8)).optional(),
    bella: z.array(name).max(4).optional(),
    trick: cards.max(3).optional(),
    tricks: z.array(cards.length(4)).max(8).optional(),
    fouls: z.array(z.strictObject({ by: name, card })).max(32).optional(),
    vorlauf: z.strictObject({ by: name, tricks: z.number().int().min(0).max(7).optional() }).optional(),
    scores: bySide(count).optional(),
    ledger: z.array(z.tuple([count, count])).max(1000).optional(),
    options: options.optional(),
  }),
};

export const SENS_EXPECTATIONS = {
  phase: z.enum(PHASES),
  turn: name,
  dealer: name,
  round: z.union([z.literal(1), z.literal(2)]),
  passed: z.array(name).max(4),
  robbed: name.nullable(),
  misdealt: z.boolean(),
  game: z.strictObject({ by: name, trump: suit }).nullable(),
  trump: suit.nullable(),
  turned: card.nullable(),
  dealerSees: card.nullable(),
  hands: byName(cards),
  handSizes: byName(z.number().int().min(0).max(32)),
  packSize: z.number().int().min(0).max(32),
  trick: cards.max(4),
  tricksTaken: bySide(z.number().int().min(0).max(8)),
  mayPlay: cards.max(8),
  melds: byName(z.array(cards)),
  bella: z.array(name).max(4),
  settlement: z.strictObject({ side: sideKey.nullable(), points: count.optional() }).nullable(),
  meldPoints: bySide(count),
  trickPoints: bySide(count),
  end: z.enum(['counted', 'foul', 'thrown-in', 'misdeal']).nullable(),
  cardPoints: bySide(count),
  total: count,
  made: z.boolean(),
  dackeln: z.boolean(),
  written: bySide(count),
  scores: bySide(count),
  ledger: z.array(z.tuple([count, count])),
  winner: sideKey.nullable(),
  fouls: z.array(z.strictObject({ by: name, card, duty: z.enum(['9.2', '9.3', '9.4']).optional() })),
  vorlauf: z.strictObject({ by: name.optional(), side: sideKey.optional(), tricks: z.number().int().min(0).max(8).optional() }).nullable(),
};

type Expect = { [K in keyof typeof SENS_EXPECTATIONS]?: z.infer<(typeof SENS_EXPECTATIONS)[K]> };

export const CLASSIFICATIONS = ['lawful', 'foul', 'refused'] as const satisfies readonly Classification[];

export function startScenario(key: string, value: unknown, players: readonly string[]): Parsed<SensState> {
  if (key === 'deal') {
    const v = value as { seed: number; options?: { dealerSeesLast?: boolean; misdeal?: 'strict' | 'mild' } };
    return dealMatch(players, v.seed, { ...DEFAULT_OPTIONS, ...(v.options ?? {}) });
  }
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
  return p.ok ? p.value : c;
};
const sorted = (xs: readonly string[]) => xs.map(norm).sort().join(' ') || '(none)';

export function checkScenario(state: SensState, _ruling: Ruling<Classification> | null, expect: Readonly<Record<string, unknown>>): string[] {
  const exp = expect as Expect;
  const fails: string[] = [];
  const d = state.deal;
  const players = state.players;
  const seat = (n: string) => players.findIndex((p) => p.toLowerCase() === n.toLowerCase());
  const who = (s: number | null) => (s === null ? null : players[s]);
  const sideWords = (s: Side | null) => (s === null ? null : `${players[s]}+${players[s + 2]}`);
  const show = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  const eq = (what: string, want: unknown, got: unknown) => {
    if (JSON.stringify(want) !== JSON.stringify(got)) fails.push(`${what}: expected ${show(want)}, got ${show(got)}`);
  };
  const side = (key: string) => parseSideName(key, players);
  const perSide = (what: string, want: Readonly<Record<string, number>> | undefined, got: readonly [number, number] | null) => {
    for (const [k, v] of Object.entries(want ?? {})) {
      const s = side(k);
      if (s === null) fails.push(`${what}: "${k}" is no side`);
      else if (!got) fails.push(`${what} of ${k}: there is none yet`);
      else eq(`${what} of ${sideWords(s)}`, v, got[s]);
    }
  };
  if (exp.phase !== undefined) eq('phase', exp.phase, state.phase);
  if (exp.turn !== undefined) eq('turn', exp.turn, who(d.turn));
  if (exp.dealer !== undefined) eq('dealer', exp.dealer, who(d.dealer));
  if (exp.round !== undefined) eq('round', exp.round, d.round);
  if (exp.passed !== undefined) eq('passed', exp.passed, d.passed.map(who));
  if (exp.robbed !== undefined) eq('robbed by', exp.robbed, who(d.robbedBy));
  if (exp.misdealt !== undefined) eq('misdealt', exp.misdealt, d.misdealt);
  if (exp.game !== undefined) eq('game', exp.game === null ? null : { by: exp.game.by, trump: parseSuit(exp.game.trump) }, d.game ? { by: who(d.game.by), trump: d.game.trump } : null);
  if (exp.trump !== undefined) eq('trump', exp.trump === null ? null : parseSuit(exp.trump), d.game?.trump ?? null);
  if (exp.turned !== undefined) eq('turned card', exp.turned === null ? null : norm(exp.turned), d.turned);
  if (exp.dealerSees !== undefined) eq('card the dealer may see', exp.dealerSees === null ? null : norm(exp.dealerSees), seenByDealer(state));
  for (const [n, hand] of Object.entries(exp.hands ?? {})) eq(`${n}'s hand`, sorted(hand), sorted(d.hands[seat(n)] ?? []));
  for (const [n, size] of Object.entries(exp.handSizes ?? {})) eq(`${n}'s hand size`, size, d.hands[seat(n)]?.length);
  if (exp.packSize !== undefined) eq('pack size', exp.packSize, d.pack.length);
  if (exp.trick !== undefined) eq('trick on the table', exp.trick.map(norm), d.trick.map((p) => p.card));
  for (const [k, v] of Object.entries(exp.tricksTaken ?? {})) {
    if (k.includes('+')) {
      const s = side(k);
      if (s === null) fails.push(`tricksTaken: "${k}" is no side`);
      else eq(`tricks taken by ${sideWords(s)}`, v, d.tricks.filter((t) => sideOf(t.winner) === s).length);
    } else eq(`tricks taken by ${k}`, v, d.tricks.filter((t) => t.winner === seat(k)).length);
  }
  if (exp.mayPlay !== undefined) {
    const got = state.phase === 'play' && d.game ? lawfulCards(d.hands[d.turn], d.trick.map((p) => p.card), d.game.trump) : [];
    eq(`cards ${who(d.turn)} may play`, sorted(exp.mayPlay), sorted(got));
  }
  for (const [n, groups] of Object.entries(exp.melds ?? {})) {
    eq(`${n}'s melds`, groups.map((g) => sorted(g)), d.melds.filter((m) => m.seat === seat(n)).map((m) => sorted(m.cards)));
  }
  if (exp.bella !== undefined) eq('Bella counts for', [...exp.bella].sort(), d.bella.map((s) => players[s]).sort());
  if (exp.settlement !== undefined) {
    const s = d.settlement;
    if (exp.settlement === null || !s) eq('meld settlement', exp.settlement === null ? 'none yet' : 'settled', s ? 'settled' : 'none yet');
    else {
      const wantSide = exp.settlement.side === null ? null : side(exp.settlement.side);
      eq('side whose melds count', sideWords(wantSide), sideWords(s.side));
      if (exp.settlement.points !== undefined) eq('meld points that count', exp.settlement.points, s.points[0] + s.points[1]);
    }
  }
  perSide('meld points', exp.meldPoints, meldPointsNow(d));
  perSide('card points in the tricks taken in', exp.trickPoints, d.game ? trickPoints(d.tricks, d.game.trump) : [0, 0]);
  if (exp.end !== undefined) eq('end of the deal', exp.end, d.end?.kind ?? null);
  const counted = d.end?.kind === 'counted' ? d.end : null;
  perSide('card points', exp.cardPoints, counted ? counted.cardPoints : null);
  if (exp.total !== undefined) eq('all points of the deal', exp.total, counted?.total ?? null);
  if (exp.made !== undefined) eq('game made', exp.made, counted?.made ?? null);
  if (exp.dackeln !== undefined) eq('Dackeln', exp.dackeln, counted?.dackeln ?? null);
  perSide('written', exp.written, d.end ? writtenBy(d.end) : null);
  perSide('score', exp.scores, state.scores);
  if (exp.ledger !== undefined) eq('ledger', exp.ledger, state.ledger);
  if (exp.winner !== undefined) eq('winner', exp.winner === null ? null : sideWords(side(exp.winner)), sideWords(state.winner));
  if (exp.fouls !== undefined) {
    eq('wrong cards', exp.fouls.map((f) => ({ by: f.by, card: norm(f.card), ...(f.duty ? { duty: f.duty } : {}) })),
      d.fouls.map((f, i) => ({ by: players[f.seat], card: f.card, ...(exp.fouls![i]?.duty ? { duty: f.duty } : {}) })));
  }
  if (exp.vorlauf !== undefined) {
    const v = d.vorlauf;
    if (exp.vorlauf === null || !v) eq('Vorlauf', exp.vorlauf === null ? 'none' : 'a call', v ? 'a call' : 'none');
    else {
      if (exp.vorlauf.by !== undefined) eq('Vorlauf called by', exp.vorlauf.by, who(v.seat));
      if (exp.vorlauf.side !== undefined) eq('Vorlauf side', sideWords(side(exp.vorlauf.side)), sideWords(v.side));
      if (exp.vorlauf.tricks !== undefined) eq('tricks taken in at the Vorlauf call', exp.vorlauf.tricks, v.tricks);
    }
  }
  return fails;
}

export function namesInScenario(expect: Readonly<Record<string, unknown>>): string[] {
  const exp = expect as Expect;
  const names: string[] = [];
  const sides = (k: string) => k.split('+');
  for (const n of [exp.turn, exp.dealer, exp.robbed, exp.game?.by, exp.vorlauf?.by]) if (typeof n === 'string') names.push(n);
  for (const n of [...(exp.passed ?? []), ...(exp.bella ?? []), ...(exp.fouls ?? []).map((f) => f.by)]) names.push(n);
  for (const r of [exp.hands, exp.handSizes, exp.melds]) names.push(...Object.keys(r ?? {}));
  for (const r of [exp.tricksTaken, exp.meldPoints, exp.trickPoints, exp.cardPoints, exp.written, exp.scores]) for (const k of Object.keys(r ?? {})) names.push(...sides(k));
  for (const k of [exp.winner, exp.settlement?.side, exp.vorlauf?.side]) if (typeof k === 'string') names.push(...sides(k));
  return names;
}

