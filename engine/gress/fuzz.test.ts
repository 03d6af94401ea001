/**
 * Property-based fuzzing of the Gress engine with fast-check. From a seeded
 * deal (3-8 players, mostly 3-5; 1-3 decks, never fewer than the deal needs),
 * the table before the deal, or a position a lawful bot reached from the deal,
 * any player performs arbitrary physically possible actions, lawful or not,
 * with either hand: plays of any card or packet they hold, draws of 1-3 cards,
 * halts, reshuffles, gives, swaps, wishes, calls, taking the Marke, complaints
 * of each kind, withdrawals, laying down, referee disqualifications and
 * simultaneous pairs (10.9). "Illegal is not impossible" (ARCHITECTURE.md): the
 * engine must rule on every one of them. In a fifth of the runs (GRESS_FUZZ_FINISH
 * percent) the lawful bots then play the game on to its count, disqualified
 * players and all: every such game must get there (9.3, 9.4, 10.8), within
 * MAX_FINISH_ACTIONS, unless everybody has been disqualified.
 *
 * After every action: nothing throws; every card is still there exactly once
 * (1.4); exactly one player is to move (4.1), never a disqualified one (10.8);
 * a disqualification stands (10.8); the active game is over as soon as someone
 * has no cards, no Marke and no debt (9.1); a game in which everyone still
 * taking part is down and owes nothing is counted (9.3); the throw flag is a boolean that
 * agrees with throwsForbiddenBy (4.2); the ruling (and each part of a
 * simultaneous ruling) cites at least one paragraph; the statechart's state is
 * the game's phase; the action survives the notation round trip (so the printed
 * scenario replays it); the context survives JSON, and the persisted snapshot
 * restores (resolveState) to the same context and state. At the end the whole
 * action list is replayed from the start: same rulings, same final context.
 *
 * When the game is counted: each player's points, disqualified players
 * included, are what 9.4 with 10.2 gives (penalty-formula.ts, from the
 * rulebook), what a player owed before the count is unpaid after it, and only
 * the winner has zero. After the count, AFTER_SCORE more arbitrary actions must
 * each get a refusal of its own (its own action text, not the last ruling) and
 * change nothing.
 *
 * A failure is shrunk and printed as a scenario file (fuzz-report.ts). The seed
 * is fixed so CI is reproducible. Environment:
 *   GRESS_FUZZ_SEED    fast-check seed (default 0x6e55)
 *   GRESS_FUZZ_RUNS    runs (default 100, to keep `npm test` short; each 50-60 fuzzed actions; npm run test:deep runs 2400)
 *   GRESS_FUZZ_FINISH  percentage of runs the bots play on to the count (default 10)
 *   GRESS_FUZZ_IGNORE  properties to look past (see IGNORED)
 */
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, test } from 'vitest';
import { formatCard, SUITS } from '../core/cards';
import { prng, shuffle } from '../core/prng';
import { counterexampleScenario, minimize, type FuzzStart, type FuzzViolation } from './fuzz-report';
import { lawfulActions, seemsFounded } from './lawful';
import { advance, gressMachine, startFrom, type GressSnapshot } from './machine';
import { parseAction, formatAction } from './notation';
import { formatPosition } from './position-notation';
import { countIsDue, outButPlaying, penaltyMismatches, seatsNamedBy } from './penalty-formula';
import { allCards } from './rules/2-table';
import { dealtGame, newGame } from './setup';
import type { GressAction, GressRuling, GressState, Hand, Phase, Seat } from './types';

const SEED = Number(process.env.GRESS_FUZZ_SEED ?? 0x6e55);
const RUNS = Number(process.env.GRESS_FUZZ_RUNS ?? 100);
/** Fuzzed actions per run (after the bot's prefix); RUNS x MIN_ACTIONS >= 10,000. */
const MIN_ACTIONS = 50;
const MAX_ACTIONS = 60;
/** Lawful bot actions before the fuzzer starts, to reach positions deeper than the opening. */
const MAX_BOT_ACTIONS = 120;
/** Candidates fast-check may try while shrinking a failure before the actions are minimized directly: a count, not a time, so a failure shrinks alike on any machine. */
const SHRINK_BUDGET_RUNS = 500;
/** 240 runs took 36-41 s at a load of 5 on two cores and 131 s at a load of 14: a timeout catches a hang, with room for worse and for shrinking. */
const TIMEOUT_MS = Math.max(600_000, RUNS * 2_500);
const NAMES = ['Ana', 'Ben', 'Cem', 'Dia', 'Eli', 'Fay', 'Gus', 'Hal'];
/** 2.1: three or more players; the fuzzer goes up to eight. */
const MAX_PLAYERS = 8;
/** 1.4: the fuzzer plays with up to three packs, never fewer than the deal needs (minDecks). */
const MAX_DECKS = 3;
/** The fewest packs that serve the deal: 5 cards and a Marke each, the opening card and at least one card to draw. */
const minDecks = (players: number) => Math.ceil((players * 6 + 2) / 32);
/** Most actions the bots may take to finish a game after the fuzzer (far more than any finish takes; more is a failure). */
const MAX_FINISH_ACTIONS = 5000;
/** Percentage of runs the bots finish (GRESS_FUZZ_FINISH); each finish costs a few hundred lawful actions. */
const FINISH_PERCENT = Number(process.env.GRESS_FUZZ_FINISH ?? 10);
/** Actions tried after the count (9.4): each must be refused on its own and change nothing. */
const AFTER_SCORE = 3;

// ---------------------------------------------------------------------------
// What fast-check generates: a start and a list of choices. Each choice is
// interpreted against the current state to give one physically possible action,
// so shrinking the choices shrinks the game.

interface StartSpec {
  readonly from: 'deal' | 'table';
  readonly players: number;
  readonly decks: number;
  readonly dealer: number;
  readonly seed: number;
  readonly botActions: number;
  readonly botSeed: number;
  /** 0-99: below FINISH_PERCENT, the bots play the game on to its count (9.4) after the fuzzer's actions. */
  readonly finish: number;
}

const KINDS = [
  ['lawful', 30], ['play', 18], ['packet', 4], ['draw', 8], ['halt', 3], ['reshuffle', 3], ['give', 3],
  ['swap', 3], ['acceptSwap', 2], ['completeSwap', 3], ['wish', 3], ['call', 3], ['takeMarke', 3],
  ['complain', 6], ['withdraw', 3], ['layDown', 3], ['disqualify', 2], ['simultaneous', 3], ['deal', 3],
] as const;
type Kind = (typeof KINDS)[number][0];

interface Basic {
  readonly kind: Kind;
  /** 0-2: the player to move; 3: the halter if halted; else `seat`. */
  readonly who: number;
  readonly seat: number;
  readonly other: number;
  readonly pick: number;
  readonly count: number;
  /** 0: the holding hand (2.6), about one action in ten. */
  readonly hand: number;
  readonly seed: number;
}
interface Choice extends Basic {
  /** The other half of a simultaneous pair. */
  readonly second: Basic;
}

const startArb: fc.Arbitrary<StartSpec> = fc.record({
  from: fc.oneof({ weight: 4, arbitrary: fc.constant('deal' as const) }, { weight: 1, arbitrary: fc.constant('table' as const) }),
  // Large tables cost more per action (bigger states to check), so they come up less often.
  players: fc.oneof({ weight: 7, arbitrary: fc.integer({ min: 3, max: 5 }) }, { weight: 3, arbitrary: fc.integer({ min: 6, max: MAX_PLAYERS }) }),
  decks: fc.integer({ min: 1, max: MAX_DECKS }),
  dealer: fc.nat(MAX_PLAYERS - 1),
  seed: fc.nat(),
  botActions: fc.oneof({ weight: 1, arbitrary: fc.constant(0) }, { weight: 3, arbitrary: fc.nat(MAX_BOT_ACTIONS) }),
  botSeed: fc.nat(),
  finish: fc.nat(99),
});

const basicArb: fc.Arbitrary<Basic> = fc.record({
  kind: fc.oneof(...KINDS.map(([kind, weight]) => ({ weight, arbitrary: fc.constant(kind as Kind) }))),
  who: fc.nat(9),
  seat: fc.nat(MAX_PLAYERS - 1),
  other: fc.nat(MAX_PLAYERS - 1),
  pick: fc.nat(63),
  count: fc.nat(11),
  hand: fc.nat(9),
  seed: fc.nat(9999),
});
const choiceArb: fc.Arbitrary<Choice> = fc.tuple(basicArb, basicArb).map(([main, second]) => ({ ...main, second }));

// ---------------------------------------------------------------------------
// Interpreting a choice in the current state.

const handOf = (c: Basic): Hand => (c.hand === 0 ? 'holding' : 'action');

function actorSeat(state: GressState, c: Basic): Seat {
  if (c.who < 3) return state.toMove;
  if (c.who === 3 && state.halt) return state.halt.by;
  return c.seat % state.players.length;
}

/** Another seat than `seat`, chosen by `k`. */
function otherSeat(state: GressState, seat: Seat, k: number): Seat {
  const n = state.players.length;
  return (seat + 1 + (k % (n - 1))) % n;
}

/** `seat` if it holds at least `min` cards, else the next seat that does, else null. */
function seatWithCards(state: GressState, seat: Seat, min: number): Seat | null {
  const n = state.players.length;
  for (let i = 0; i < n; i++) if (state.hands[(seat + i) % n].length >= min) return (seat + i) % n;
  return null;
}

/** 1-3 cards (4.7, 4.14 and wrong pick-ups, 10.6). */
const drawOf = (seat: Seat, c: Basic): GressAction => ({ type: 'draw', seat, count: 1 + (c.count % 3), hand: handOf(c) });

/** Any 2-4 cards the player holds, often all of one rank (Sevens, Nines: 6.2, 6.4), in any order. */
function packetOf(state: GressState, seat: Seat, c: Basic): string[] {
  const hand = state.hands[seat];
  const first = hand[c.pick % hand.length];
  const size = Math.min(hand.length, 2 + (c.count % 3));
  const sameRank = hand.filter((card) => card.rank === first.rank);
  const cards = c.count % 2 === 0 && sameRank.length >= 2
    ? sameRank.slice(0, size)
    : Array.from({ length: size }, (_, i) => hand[(c.pick + i * (1 + (c.seed % Math.max(1, hand.length - 1)))) % hand.length]);
  const unique = [...new Set(cards)];
  if (unique.length < 2) return [formatCard(hand[0]), formatCard(hand[1])];
  const shift = c.seed % unique.length;
  return [...unique.slice(shift), ...unique.slice(0, shift)].map(formatCard);
}

/** The deal-phase actions (3.1-3.7), tried by anyone at any time. */
function dealAction(state: GressState, seat: Seat, c: Basic): GressAction {
  switch (c.count % 7) {
    case 0: return { type: 'shuffle', seat, seed: c.seed };
    case 1: return { type: 'dealHands', seat };
    case 2: return { type: 'dealMarkes', seat };
    case 3: return { type: 'buildDrawPile', seat };
    case 4: return { type: 'pickUpHand', seat, hand: handOf(c) };
    case 5: return { type: 'peek', seat, hand: handOf(c) };
    default: return { type: 'open', seat, hand: handOf(c) };
  }
}

/** One lawful action of some player (starting with the chosen one), as a bot would play it. */
function lawfulAction(state: GressState, c: Basic): GressAction | null {
  const n = state.players.length;
  const first = actorSeat(state, c);
  for (let i = 0; i < n; i++) {
    const mine = lawfulActions(state, (first + i) % n).filter((a) => seemsFounded(state, a));
    if (mine.length === 0) continue;
    const action = mine[c.pick % mine.length];
    return action.type === 'reshuffle' || action.type === 'shuffle' ? { ...action, seed: c.seed } : action;
  }
  return null;
}

/** The physically possible action a choice stands for in `state`. */
function toAction(state: GressState, c: Basic, nested = false): GressAction {
  const n = state.players.length;
  const seat = actorSeat(state, c);
  const hand = handOf(c);
  switch (c.kind) {
    case 'lawful':
      return lawfulAction(state, c) ?? drawOf(seat, c);
    case 'play': {
      const s = seatWithCards(state, seat, 1);
      if (s === null) return drawOf(seat, c);
      const cards = state.hands[s];
      return { type: 'play', seat: s, cards: [formatCard(cards[c.pick % cards.length])], hand };
    }
    case 'packet': {
      const s = seatWithCards(state, seat, 2);
      if (s === null) return toAction(state, { ...c, kind: 'play' }, nested);
      return { type: 'play', seat: s, cards: packetOf(state, s, c), hand };
    }
    case 'draw':
      return drawOf(seat, c);
    case 'halt':
      return { type: 'haltForReshuffle', seat, hand };
    case 'reshuffle':
      return { type: 'reshuffle', seat, seed: c.seed };
    case 'give': {
      const s = seatWithCards(state, seat, 1);
      if (s === null) return drawOf(seat, c);
      const cards = state.hands[s];
      return { type: 'give', seat: s, card: formatCard(cards[c.pick % cards.length]), to: otherSeat(state, s, c.other), hand };
    }
    case 'swap': {
      const a = c.other % n;
      const partners = c.count % 2 === 0 ? [a] : [a, (a + 1 + (c.pick % (n - 1))) % n];
      return { type: 'announceSwap', seat, partners };
    }
    case 'acceptSwap':
      return { type: 'acceptSwap', seat: state.swap && c.who < 6 ? state.swap.partners[1] : seat, hand };
    case 'completeSwap':
      return { type: 'completeSwap', seat: state.swap && c.who < 6 ? state.swap.partners[c.pick % 2] : seat, hand };
    case 'wish':
      return { type: 'wish', seat, suit: SUITS[c.pick % SUITS.length] };
    case 'call':
      return { type: 'call', seat };
    case 'takeMarke':
      return { type: 'takeMarke', seat, hand };
    case 'complain':
      return { type: 'complain', seat, against: otherSeat(state, seat, c.other), about: (['call', 'card', 'marke'] as const)[c.count % 3] };
    case 'withdraw':
      return { type: 'withdraw', seat, hand };
    case 'layDown':
      return { type: 'layDown', seat };
    case 'disqualify':
      return { type: 'disqualify', seat: c.seat % n };
    case 'deal':
      return dealAction(state, c.who < 5 ? state.dealer : seat, c);
    case 'simultaneous': {
      if (nested) return toAction(state, { ...c, kind: 'play' }, true);
      const c2 = (c as Choice).second;
      const first = toAction(state, c2.kind === 'simultaneous' ? { ...c2, kind: 'play' } : c2, true);
      // The other half: a card (or a draw) by another player at the same moment.
      const by = otherSeat(state, first.seat, c.other);
      const second = toAction(state, { ...c, kind: c.count % 4 === 0 ? 'draw' : 'play', who: 9, seat: by }, true);
      // parseAction gives a simultaneous action the seat of its first part; so do we (the notation must round-trip).
      return { type: 'simultaneous', seat: first.seat, actions: [first, second] };
    }
  }
}

/** A lawful action chosen like whole-games.test.ts's bots: players in random order, a random lawful action. */
function botChoice(state: GressState, next: () => number): GressAction | null {
  const seats = shuffle(state.players.map((_, seat) => seat), Math.floor(next() * 2 ** 31));
  for (const seat of seats) {
    const mine = lawfulActions(state, seat).filter((a) => seemsFounded(state, a));
    if (mine.length === 0) continue;
    const action = mine[Math.floor(next() * mine.length)];
    return action.type === 'reshuffle' || action.type === 'shuffle' ? { ...action, seed: Math.floor(next() * 2 ** 31) } : action;
  }
  return null;
}

// ---------------------------------------------------------------------------
// The properties.

const cardIds = (s: GressState) => allCards(s).map(formatCard).sort().join(' ');

/** Cards that appear more or less often than at the start, for the report. */
function cardDifference(before: string, after: string): string {
  const count = (text: string) => text.split(' ').filter(Boolean).reduce((m, id) => m.set(id, (m.get(id) ?? 0) + 1), new Map<string, number>());
  const a = count(before);
  const b = count(after);
  const ids = [...new Set([...a.keys(), ...b.keys()])].sort();
  return ids.filter((id) => a.get(id) !== b.get(id)).map((id) => `${id}: ${a.get(id) ?? 0} -> ${b.get(id) ?? 0}`).join(', ');
}

function uncited(ruling: GressRuling): GressRuling | null {
  if (ruling.citations.length === 0) return ruling;
  for (const part of ruling.parts ?? []) {
    const bad = uncited(part);
    if (bad) return bad;
  }
  return null;
}

/**
 * Deep equality of data: same prototypes, same own keys (a key whose value is
 * undefined counts, as JSON drops it), Object.is on primitives (so NaN and -0,
 * which JSON turns into null and 0, are caught). Several times faster than
 * util.isDeepStrictEqual on large contexts, which matters at 10,000 checks.
 */
function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    if (a.length !== other.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], other[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  for (const k of keys) if (!Object.prototype.hasOwnProperty.call(y, k) || !sameData(x[k], y[k])) return false;
  return true;
}

type Violation = Omit<FuzzViolation, 'step'>;
const violation = (property: string, paragraph: string, detail: string): Violation => ({ property, paragraph, detail });

/** Checks the invariants on the snapshot after one action. `deep` adds the (costlier) round trips. */
function checkStep(snap: GressSnapshot, action: GressAction, ids: string, deep: boolean, prev: GressState): Violation | null {
  const s = snap.context.game;
  const ruling = snap.context.ruling;
  const n = s.players.length;
  // 9.4: after the count nothing happens; an action still gets a refusal of its own (not the last ruling again) and changes nothing.
  if (prev.phase === 'scored') {
    const text = formatAction(action, s.players);
    if (!ruling || ruling.action !== text || ruling.classification !== 'refused' || ruling.lawful) {
      return violation('refused after the count', '9.4', `"${text}" after the count got the ruling ${JSON.stringify(ruling && { action: ruling.action, classification: ruling.classification, lawful: ruling.lawful })}, not a refusal of its own`);
    }
    if (s !== prev && !sameData(s, prev)) return violation('refused after the count', '9.4', `"${text}" after the count changed the game`);
  }
  if (snap.value !== s.phase) return violation('state is the phase', '4.3', `statechart state ${JSON.stringify(snap.value)}, game phase ${s.phase}`);
  if (s.phase !== 'dealing' && s.phase !== 'ready' && s.playPile.length === 0) {
    return violation('play pile never empty', '2.4', `the play pile is empty in phase ${s.phase}; every play on it now throws`);
  }
  const now = cardIds(s);
  if (now !== ids) return violation('cards conserved', '1.4', `card counts changed: ${cardDifference(ids, now)}`);
  if (!(Number.isInteger(s.toMove) && s.toMove >= 0 && s.toMove < n)) return violation('exactly one player to move', '4.1', `toMove is ${JSON.stringify(s.toMove)} with ${n} players`);
  if (typeof s.throwsAllowed !== 'boolean' || s.throwsAllowed !== (s.throwsForbiddenBy === null)) {
    return violation('throw permission consistent', '4.2', `throwsAllowed ${JSON.stringify(s.throwsAllowed)}, throwsForbiddenBy ${JSON.stringify(s.throwsForbiddenBy)}`);
  }
  if (!ruling) return violation('every ruling cites', '4.3', 'no ruling after the action');
  const bad = uncited(ruling);
  if (bad) return violation('every ruling cites', '4.3', `the ruling on "${bad.action}" (${bad.classification}) cites no paragraph`);
  const parsed = parseAction(formatAction(action, s.players), s.players);
  if (!parsed.ok || !isDeepStrictEqual(parsed.action, action)) {
    return violation('notation round trip', '4.3', `"${formatAction(action, s.players)}" parses to ${parsed.ok ? JSON.stringify(parsed.action) : parsed.error}, not ${JSON.stringify(action)}`);
  }
  if (prev.phase !== 'scored' && s.phase === 'scored') {
    const v = checkCount(s, prev, action);
    if (v) return v;
  }
  const undone = prev.disqualified.findIndex((d, x) => d && !s.disqualified[x]);
  if (undone !== -1) return violation(STANDS_PROPERTY, '10.8', `${s.players[undone]} was disqualified before "${formatAction(action, s.players)}" and is not after it`);
  if ((s.phase === 'running' || s.phase === 'halted') && s.disqualified[s.toMove] && !s.disqualified.every(Boolean)) {
    return violation(SKIPPED_PROPERTY, '10.8', `${s.players[s.toMove]} is disqualified (10.8) but is to move in phase ${s.phase}`);
  }
  const out = outButPlaying(s);
  if (out !== null) {
    return violation(s.phase === 'halted' ? OUT_HALTED_PROPERTY : OUT_PROPERTY, '9.1', `${s.players[out]} has no cards, no Marke and no debt, yet the game is still ${s.phase} (the active game ends at that moment)`);
  }
  if (countIsDue(s)) {
    return violation(SCORED_PROPERTY, '9.3', `the active game is over, nobody still taking part owes a card and every one of them holding cards has laid down (${s.players.filter((_, x) => s.disqualified[x]).join(', ') || 'nobody'} disqualified, 10.8), yet the game is not scored`);
  }
  if (!deep) return null;
  const context = snap.context;
  if (!sameData(JSON.parse(JSON.stringify(context)), context)) return violation('context survives JSON', '4.3', 'JSON.parse(JSON.stringify(context)) differs from the context');
  const restored = gressMachine.resolveState(JSON.parse(JSON.stringify(gressMachine.getPersistedSnapshot(snap))));
  if (!sameData(restored.context, context) || !sameData(restored.value, snap.value)) {
    return violation('snapshot restores', '4.3', `resolveState of the JSON persisted snapshot gives state ${JSON.stringify(restored.value)} and ${sameData(restored.context, context) ? 'the same' : 'a different'} context`);
  }
  return null;
}

/**
 * The count (9.4 with 10.2; 10.8 for a disqualified player) against the
 * formula in penalty-formula.ts, and the zero scores: the winner alone, unless
 * they hold cards or unpaid points after going out (a late 8.2 complaint, or a
 * wrong pick-up in the last settlement, 10.6); nobody without a winner (10.1).
 */
function checkCount(s: GressState, prev: GressState, action: GressAction): Violation | null {
  const wrong = penaltyMismatches(s, prev, seatsNamedBy(action));
  if (wrong.length > 0) return violation('penalty count', '9.4', wrong.join('; '));
  const zeros = s.penalties!.flatMap((p, seat) => (p === 0 ? [seat] : []));
  const w = s.winner;
  const expected = w === null ? [] : s.penalties![w] === 0 ? [w] : [];
  if (!isDeepStrictEqual(zeros, expected)) {
    return violation('one zero score', '9.4', `winner ${w === null ? 'none (10.1)' : s.players[w]}, but the players with zero points are ${JSON.stringify(zeros.map((x) => s.players[x]))}`);
  }
  return null;
}

interface RunResult {
  readonly players: readonly string[];
  readonly start: FuzzStart;
  /** Bot prefix and fuzzed actions, in order. */
  readonly actions: readonly GressAction[];
  readonly botActions: number;
  /** How many of the actions the fuzzer chose. */
  readonly fuzzed: number;
  /** How many lawful bot actions finished the game after the fuzzer. */
  readonly finished: number;
  /** Actions tried after the count (9.4). */
  readonly afterScore: number;
  readonly violation: FuzzViolation | null;
  readonly phase: Phase;
  readonly phasesSeen: ReadonlySet<Phase>;
  /** How the fuzzed actions were ruled: classification -> count. */
  readonly rulings: ReadonlyMap<string, number>;
}

function startState(spec: StartSpec | null, players: readonly string[], start: FuzzStart): GressState {
  const setup = { players, dealer: players[start.dealer], decks: start.decks };
  const r = start.kind === 'deal' ? dealtGame({ ...setup, seed: start.seed }) : newGame(setup);
  if (!r.ok) throw new Error(`bad start ${JSON.stringify(spec)}: ${r.error}`);
  return r.state;
}

/** Properties whose check needs the JSON round trips, and the replay. */
const DEEP_PROPERTIES = new Set(['context survives JSON', 'snapshot restores']);
const REPLAY_PROPERTY = 'deterministic replay';
/** The bots' finish is not part of the failing action list, so a failure of it is reported without minimizing. */
const FINISH_PROPERTY = 'bots finish the game';
const SCORED_PROPERTY = 'scored once all are down';
/** 9.1: the active game ends the moment someone has no cards, no Marke and no debt. */
const OUT_PROPERTY = 'game ends when someone is out';
/** The same during a halt (4.15), kept apart so that GRESS_FUZZ_IGNORE can look past either. */
const OUT_HALTED_PROPERTY = 'game ends when someone is out during a halt';
/** 10.8 as the engine reads it: a disqualified player is passed over whenever the turn passes. */
const SKIPPED_PROPERTY = 'disqualified player never to move';
/** 10.8: a disqualification is the referee's; nothing a player does undoes it. */
const STANDS_PROPERTY = 'disqualification stands';

/**
 * Which checks a run makes. A normal run makes all of them. While fast-check
 * shrinks a failure, only what can break that failure's property again is
 * checked (cheap checks always), so shrinking takes far fewer seconds; the
 * reporter runs the final counterexample with every check again.
 */
interface CheckMode { readonly deep: boolean; readonly replay: boolean }
const FULL: CheckMode = { deep: true, replay: true };
const modeFor = (property: string): CheckMode => ({ deep: DEEP_PROPERTIES.has(property), replay: property === REPLAY_PROPERTY });

/**
 * GRESS_FUZZ_IGNORE: comma-separated property names (e.g. "play pile never empty")
 * whose violation ends a run quietly instead of failing it, to look past a known
 * engine bug while it is being fixed. Empty by default: every property counts.
 */
const IGNORED = new Set((process.env.GRESS_FUZZ_IGNORE ?? '').split(',').map((p) => p.trim()).filter(Boolean));

let ignoredRuns = 0;
/** Ignored runs by property, for the closing line. */
const ignoredBy = new Map<string, number>();

/** A thrown error as a few lines of report. */
const thrown = (e: unknown, what: string) => `${what} threw: ${e instanceof Error ? e.stack ?? e.message : String(e)}`.split('\n').slice(0, 6).join('\n');

/** Plays one generated case and reports the first broken property, if any. */
function runCase(spec: StartSpec, choices: readonly Choice[], mode: CheckMode = FULL): RunResult {
  const players = NAMES.slice(0, spec.players);
  const dealer = spec.dealer % spec.players;
  // 1.4: never fewer packs than the deal needs.
  const decks = Math.max(spec.decks, minDecks(spec.players));
  const start: FuzzStart = spec.from === 'deal'
    ? { kind: 'deal', dealer, seed: spec.seed, decks }
    : { kind: 'table', dealer, decks };
  const initial = startState(spec, players, start);
  const ids = cardIds(initial);
  const actions: GressAction[] = [];
  const snapshots: GressSnapshot[] = [];
  const phasesSeen = new Set<Phase>([initial.phase]);
  let snap = startFrom(initial);
  let botActions = 0;
  let fuzzed = 0;
  let finished = 0;
  let afterCount = 0;
  const rulings = new Map<string, number>();
  type Found = Violation & { step: number };
  const result = (v: Found | null): RunResult => {
    if (v && IGNORED.has(v.property)) {
      ignoredRuns++;
      if (mode === FULL) ignoredBy.set(v.property, (ignoredBy.get(v.property) ?? 0) + 1);
      v = null;
    }
    return { players, start, actions, botActions, fuzzed, finished, afterScore: afterCount, violation: v, phase: snap.context.game.phase, phasesSeen, rulings };
  };
  /** One action through the statechart, then the checks; a violation carries its 1-based step. */
  const step = (action: GressAction, deep: boolean): Found | null => {
    actions.push(action);
    const prev = snap.context.game;
    if (prev.phase === 'scored') afterCount++;
    try {
      snap = advance(snap, action);
    } catch (e) {
      return { ...violation('never throws', '4.3', thrown(e, 'the statechart step')), step: actions.length };
    }
    snapshots.push(snap);
    phasesSeen.add(snap.context.game.phase);
    const v = checkStep(snap, action, ids, deep, prev);
    return v ? { ...v, step: actions.length } : null;
  };
  /** The lawful-actions query must answer in every position too (bots and the sandbox ask it). */
  const queryFailed = (e: unknown): Found => ({ ...violation('lawful actions never throw', '4.3', thrown(e, `lawfulActions, asked in the position after step ${actions.length},`)), step: actions.length });

  // The bot's lawful prefix: a reachable position.
  const next = prng(spec.botSeed);
  for (let i = 0; i < spec.botActions && snap.context.game.phase !== 'scored'; i++) {
    let action: GressAction | null;
    try {
      action = botChoice(snap.context.game, next);
    } catch (e) {
      return result(queryFailed(e));
    }
    if (!action) break;
    botActions++;
    const v = step(action, false);
    if (v) return result(v);
  }

  /** One of the fuzzer's arbitrary actions. */
  const fuzz = (choice: Choice, deep = mode.deep): Found | null => {
    let action: GressAction;
    try {
      action = toAction(snap.context.game, choice);
    } catch (e) {
      return queryFailed(e);
    }
    fuzzed++;
    const v = step(action, deep);
    if (v) return v;
    const c = snap.context.ruling?.classification ?? 'none';
    rulings.set(c, (rulings.get(c) ?? 0) + 1);
    return null;
  };

  // The fuzzer's arbitrary actions; once the game is scored, AFTER_SCORE more (each must be refused on its own, 9.4).
  let afterScore = 0;
  for (const choice of choices) {
    if (snap.context.game.phase === 'scored' && afterScore++ >= AFTER_SCORE) break;
    const v = fuzz(choice);
    if (v) return result(v);
  }

  // The bots play on to the count: every game must get there, disqualifications or not (9.3, 9.4, 10.8).
  if (spec.finish < FINISH_PERCENT && snap.context.game.phase !== 'scored') {
    const from = actions.length;
    const stuck = (why: string): Found => ({
      ...violation(FINISH_PROPERTY, '9.3', `after the fuzzer's last action (step ${from}), the bots ${why}; the position they started from:\n${formatPosition(snapshots[from - 1]?.context.game ?? initial)}` +
        `\nthe position they reached:\n${formatPosition(snap.context.game)}\ntheir last actions: ${actions.slice(-8).map((a) => formatAction(a, players)).join('; ')}`),
      step: from,
    });
    while ((snap.context.game.phase as Phase) !== 'scored') {
      if (actions.length - from >= MAX_FINISH_ACTIONS) return result(stuck(`have not reached the count after ${MAX_FINISH_ACTIONS} lawful actions (phase ${snap.context.game.phase})`));
      let action: GressAction | null;
      try {
        action = botChoice(snap.context.game, next);
      } catch (e) {
        return result(queryFailed(e));
      }
      if (!action) {
        // A table where everybody is disqualified has nobody left to end the active game (9.1); the rulebook says nothing of it.
        if (snap.context.game.disqualified.every(Boolean)) break;
        return result(stuck(`find nobody with a lawful action in phase ${snap.context.game.phase}`));
      }
      finished++;
      const v = step(action, false);
      if (v) return result(v);
    }
    // Without the JSON round trips: after a whole game the context is large, and they are not what is tested here.
    for (const choice of (snap.context.game.phase as Phase) === 'scored' ? choices.slice(0, AFTER_SCORE) : []) {
      const v = fuzz(choice, false);
      if (v) return result(v);
    }
  }

  // Determinism: the same actions from the same start give the same rulings and the same final context.
  if (mode.replay) {
    let replay = startFrom(startState(spec, players, start));
    for (const [i, action] of actions.entries()) {
      try {
        replay = advance(replay, action);
      } catch (e) {
        return result({ ...violation(REPLAY_PROPERTY, '4.3', thrown(e, `replaying step ${i + 1}`)), step: i + 1 });
      }
      const last = i === actions.length - 1;
      const same = last ? isDeepStrictEqual(replay.context, snapshots[i].context) : isDeepStrictEqual(replay.context.ruling, snapshots[i].context.ruling);
      if (!same) return result({ ...violation(REPLAY_PROPERTY, '4.3', `replaying the ${actions.length} actions from the start gives a different ${last ? 'final context' : 'ruling'} at step ${i + 1}`), step: i + 1 });
    }
  }
  return result(null);
}

/**
 * Replays a concrete action list from the start with the checks of `mode` (and,
 * for a failing lawful-actions query, that query after every step); the first
 * violation, if any. The minimizer calls it on shorter and shorter lists.
 */
function checkList(players: readonly string[], start: FuzzStart, actions: readonly GressAction[], mode: CheckMode, query: boolean): { violation: FuzzViolation | null; phase: Phase } {
  const initial = startState(null, players, start);
  const ids = cardIds(initial);
  let snap = startFrom(initial);
  const snapshots: GressSnapshot[] = [];
  const found = (v: Violation, step: number) => ({ violation: { ...v, step }, phase: snap.context.game.phase });
  for (const [i, action] of actions.entries()) {
    const prev = snap.context.game;
    try {
      snap = advance(snap, action);
    } catch (e) {
      return found(violation('never throws', '4.3', thrown(e, 'the statechart step')), i + 1);
    }
    snapshots.push(snap);
    const v = checkStep(snap, action, ids, mode.deep, prev);
    if (v) return found(v, i + 1);
    if (query) {
      try {
        for (const seat of players.keys()) lawfulActions(snap.context.game, seat);
      } catch (e) {
        return found(violation('lawful actions never throw', '4.3', thrown(e, `lawfulActions, asked in the position after step ${i + 1},`)), i + 1);
      }
    }
  }
  if (mode.replay) {
    let replay = startFrom(startState(null, players, start));
    for (const [i, action] of actions.entries()) {
      replay = advance(replay, action);
      if (!isDeepStrictEqual(replay.context, snapshots[i].context)) {
        return found(violation(REPLAY_PROPERTY, '4.3', `replaying the ${actions.length} actions from the start gives a different context at step ${i + 1}`), i + 1);
      }
    }
  }
  return { violation: null, phase: snap.context.game.phase };
}

function describeViolation(v: FuzzViolation, actions: readonly GressAction[], players: readonly string[]): string {
  const action = v.step > 0 ? formatAction(actions[v.step - 1], players) : 'the start';
  return `${v.property} (${v.paragraph}) broken after step ${v.step} (${action}): ${v.detail}`;
}

/**
 * The report for a failing case: runs it with every check, removes every action
 * the failure does not need (ddmin on the concrete actions, keeping the same
 * property broken), and prints the rest as a scenario file.
 */
function reportFailure(spec: StartSpec, choices: readonly Choice[], notes: readonly string[]): string {
  const r = runCase(spec, choices);
  if (!r.violation) return '(the counterexample no longer fails when run again: the failure depends on more than the actions)';
  const first = r.violation;
  const mode = modeFor(first.property);
  const query = first.property === 'lawful actions never throw';
  const needed = first.property === FINISH_PROPERTY
    ? r.actions.slice(0, first.step)
    : minimize(r.actions.slice(0, first.step), (candidate) => checkList(r.players, r.start, candidate, mode, query).violation?.property === first.property);
  const checked = checkList(r.players, r.start, needed, FULL, query);
  const v = checked.violation ?? first;
  const actions = checked.violation ? needed : r.actions;
  const prefix = new Set(r.actions.slice(0, r.botActions));
  let botActions = 0;
  while (botActions < actions.length && prefix.has(actions[botActions])) botActions++;
  const { id, yaml } = counterexampleScenario({
    players: r.players, start: r.start, actions, violation: v, phase: checked.violation ? checked.phase : r.phase, botActions,
    notes: [
      ...notes,
      `fast-check's counterexample: ${r.actions.length} actions (${r.botActions} by the bot), broken at step ${first.step}; minimized to ${v.step}.`,
      describeViolation(v, actions, r.players),
    ],
  });
  console.log(`fuzz counterexample; save it as content/gress/scenarios/${id}.yaml to replay it (npm run scenario):\n\n${yaml}`);
  return `${describeViolation(v, actions, r.players)}\n\nMinimal counterexample as a scenario file (${id}.yaml):\n\n${yaml}`;
}

describe('fuzzing the engine with arbitrary physical actions', () => {
  test(`${RUNS} runs of ${MIN_ACTIONS}-${MAX_ACTIONS} actions keep every invariant (fast-check seed ${SEED})`, () => {
    console.log(`fuzz: fast-check seed ${SEED}, ${RUNS} runs (GRESS_FUZZ_SEED / GRESS_FUZZ_RUNS to change)`);
    const phases = new Map<Phase, number>();
    const rulings = new Map<string, number>();
    let executed = 0;
    let runs = 0;
    /** Runs that reached the count, how many of them the bots finished (and with how many actions), actions tried after the count, runs with a disqualification. */
    let scored = 0;
    let finishedRuns = 0;
    let finishActions = 0;
    let afterScore = 0;
    let disqualified = 0;
    ignoredRuns = 0;
    ignoredBy.clear();
    /** Set at the first failure: from then on fast-check is shrinking it, within SHRINK_BUDGET_RUNS candidates. */
    let shrinking: { property: string; tried: number } | null = null;
    const property = fc.property(startArb, fc.array(choiceArb, { minLength: MIN_ACTIONS, maxLength: MAX_ACTIONS }), (spec, choices) => {
      // Out of shrinking candidates: every further one passes at once, so fast-check stops with the smallest failure so far.
      if (shrinking && ++shrinking.tried > SHRINK_BUDGET_RUNS) return;
      const r = runCase(spec, choices, shrinking ? modeFor(shrinking.property) : FULL);
      if (!shrinking) {
        runs++;
        executed += r.fuzzed;
        for (const p of r.phasesSeen) phases.set(p, (phases.get(p) ?? 0) + 1);
        for (const [c, k] of r.rulings) rulings.set(c, (rulings.get(c) ?? 0) + k);
        if (r.phase === 'scored') scored++;
        if (r.finished > 0) finishedRuns++;
        finishActions += r.finished;
        afterScore += r.afterScore;
        if (r.actions.some((a) => a.type === 'disqualify' || (a.type === 'simultaneous' && a.actions.some((p) => p.type === 'disqualify')))) disqualified++;
      }
      if (r.violation) {
        shrinking ??= { property: r.violation.property, tried: 0 };
        throw new Error(describeViolation(r.violation, r.actions, r.players));
      }
    });
    fc.assert<[StartSpec, Choice[]]>(property, {
      seed: SEED,
      numRuns: RUNS,
      reporter: (details) => {
        if (!details.failed || !details.counterexample) return;
        const [spec, choices] = details.counterexample;
        const report = reportFailure(spec, choices, [`Reproduce: GRESS_FUZZ_SEED=${details.seed} (fast-check path ${details.counterexamplePath}).`]);
        // fast-check's own report without its long dump of generated choices (the scenario above says it better).
        const summary = (fc.defaultReportMessage(details) ?? '').split('\n').filter((line) => !line.startsWith('Counterexample:')).join('\n');
        throw new Error(`${report}\n${summary}`);
      },
    });
    const seen = [...phases].map(([p, k]) => `${p} ${k}`).join(', ');
    console.log(`fuzz: ${runs} runs, ${executed} fuzzed actions (plus the bots' prefixes); runs that reached each phase: ${seen}` +
      (IGNORED.size > 0 ? `; ${ignoredRuns} runs ended early on an ignored property (GRESS_FUZZ_IGNORE: ${[...IGNORED].join(', ')}; ${[...ignoredBy].map(([p, k]) => `${p} ${k}`).join(', ') || 'none'})` : '') +
      `\nfuzz: ${scored} runs reached the count (${finishedRuns} finished by the bots in ${finishActions} lawful actions), ${afterScore} actions tried after it; ${disqualified} runs with a disqualification` +
      `\nfuzz: rulings on the fuzzed actions: ${[...rulings].sort((a, b) => b[1] - a[1]).map(([c, k]) => `${c} ${k}`).join(', ')}`);
    // The seed alone fixes the count (no time limit): every run makes MIN_ACTIONS or more, unless the count (9.4) cuts it short.
    expect(executed).toBeGreaterThanOrEqual(Math.min(10_000, RUNS * MIN_ACTIONS * 0.8));
  }, TIMEOUT_MS);
});
