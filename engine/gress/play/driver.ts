/**
 * Gress in real time, as a pure function of time. Gress is not played in turns
 * but at once: anyone may throw while throws are allowed (4.11), rights lapse
 * at the next event (5.5, 8.1), and two players can lay a card in the same
 * instant (10.9). So time is an input here: the table holds, besides the game
 * state, each bot's pending intention (what it means to do and the moment its
 * hand gets there), and the log of what happened, each entry stamped with its
 * time in ms from the start.
 *
 *  - `nextLanding(table)` says which bot acts next and when; a page sets a
 *    timer for it, a test or a benchmark jumps straight there.
 *  - `advance(table, now, readerAction?)` applies everything that lands by
 *    `now`, and the reader's action at `now`, and lets every bot reconsider.
 *
 * Actions that land within SIMULTANEOUS_MS of the first one are applied as one
 * 'simultaneous' action, which the engine resolves by the priority rules
 * (10.9). After each step every bot looks again: an intention it still holds
 * keeps its moment; a new one gets a fresh reaction time. A slip of the level
 * (strategy.ts) can leave a card already on its way: it lands as planned on
 * whatever the pile has become, which is how a card comes a moment too late.
 *
 * Every random number comes from the table's seed and the step it is for, so
 * the same seed and the same reader's actions at the same times give the same
 * game; the log alone replays it (replayLog).
 */
import { formatCard } from '../../core/cards';
import { advance as advanceMachine, startFrom } from '../machine';
import { dealtGame } from '../setup';
import type { GressAction, GressRuling, GressState, Seat } from '../types';
import { happens, randomFor, reactionMs } from './chance';
import { DEFAULT_BOT_LEVEL, findBotLevel, type GressBotLevel, type GressBotLevelId } from './levels';
import { decide, REACTION_FACTOR, type DecisionKind } from './strategy';

/**
 * Two actions closer than this are one simultaneous action (10.9). A quarter
 * of a second is about the quickest anyone reacts to what they see (simple
 * visual reaction times run 200-250 ms), so within it neither player could
 * have seen the other's card before moving, and at a real table nobody could
 * say which came first. No level reacts faster (levels.ts), so what a bot
 * does in answer to an action always lands after that action's window.
 */
export const SIMULTANEOUS_MS = 250;

/** A game stops being driven after this many steps (a bot game takes a few hundred); the driver reports it. */
export const MAX_STEPS = 5_000;

/** One entry of the timed log: what happened and when, in ms from the start of play. */
export interface TimedAction {
  readonly at: number;
  readonly action: GressAction;
}

/** What a bot means to do, and the moment its hand gets there. */
export interface Intention {
  readonly seat: Seat;
  readonly action: GressAction;
  readonly kind: DecisionKind;
  /** When the action lands, in ms from the start. */
  readonly at: number;
  /** A slip: the action is already on its way and lands whatever happens meanwhile. */
  readonly committed: boolean;
}

/** Who sits where: a bot level for each bot seat, null for the reader's seat. */
export interface TableSetup {
  readonly players: readonly string[];
  /** Seat of the dealer (2.3); default the last seat. */
  readonly dealer?: Seat;
  readonly packs: number;
  readonly seed: number;
  readonly levels: readonly (GressBotLevelId | null)[];
}

export interface RealTimeTable {
  readonly setup: TableSetup;
  /** The dealt game, before the first logged action. */
  readonly start: GressState;
  readonly state: GressState;
  /** Time of the last step (ms). */
  readonly now: number;
  readonly log: readonly TimedAction[];
  /** The ruling of each logged action, in step with `log`. */
  readonly rulings: readonly GressRuling[];
  /** Pending intentions, at most one per bot seat, in seat order. */
  readonly intentions: readonly Intention[];
}

export type TableResult = { ok: true; table: RealTimeTable } | { ok: false; error: string };

/** One action through the statechart (as engine/gress/game.ts applyAction, without loading the scenario tooling into a page). */
export function applyAction(state: GressState, action: GressAction): { state: GressState; ruling: GressRuling } {
  const { game, ruling } = advanceMachine(startFrom(state), action).context;
  return { state: game, ruling: ruling! };
}

const levelOf = (setup: TableSetup, seat: Seat): GressBotLevel | null => {
  const id = setup.levels[seat];
  return id === null || id === undefined ? null : (findBotLevel(id) ?? DEFAULT_BOT_LEVEL);
};

/** A table dealt from the setup's seed (3.1-3.7) with every bot's first intention. */
export function startTable(setup: TableSetup): TableResult {
  if (setup.levels.length !== setup.players.length) return { ok: false, error: `levels: one entry per player expected (${setup.players.length}), got ${setup.levels.length}` };
  const bad = setup.levels.find((l) => l !== null && !findBotLevel(l));
  if (bad !== undefined) return { ok: false, error: `levels: "${bad}" is not a bot level` };
  const dealer = setup.dealer ?? setup.players.length - 1;
  if (!Number.isInteger(dealer) || dealer < 0 || dealer >= setup.players.length) return { ok: false, error: `dealer: expected a seat from 0 to ${setup.players.length - 1}, got ${dealer}` };
  const dealt = dealtGame({ players: setup.players, dealer: setup.players[dealer], seed: setup.seed, decks: setup.packs });
  if (!dealt.ok) return dealt;
  return { ok: true, table: fromPosition(setup, dealt.state) };
}

/** A table from any running position (for tests and worked cases): no log yet, every bot's first intention planned at time 0. */
export function fromPosition(setup: TableSetup, state: GressState): RealTimeTable {
  const table: RealTimeTable = { setup, start: state, state, now: 0, log: [], rulings: [], intentions: [] };
  return { ...table, intentions: replan(table, 0) };
}

/** The next moment something is due, and which bots land then (within SIMULTANEOUS_MS of the first); null if no bot means to act. */
export function nextLanding(table: RealTimeTable): { at: number; seats: Seat[] } | null {
  if (table.intentions.length === 0) return null;
  const at = Math.min(...table.intentions.map((i) => i.at));
  return { at, seats: table.intentions.filter((i) => i.at < at + SIMULTANEOUS_MS).map((i) => i.seat) };
}

/**
 * Everything up to `now`: each bot landing due by then, in time order, then
 * the reader's action (if any) at `now`, together with any bot landing within
 * SIMULTANEOUS_MS of it. Time never runs back: `now` before the last step is
 * taken as the last step's time.
 */
export function advance(table: RealTimeTable, now: number, readerAction?: GressAction): RealTimeTable {
  let current = table;
  const time = Math.max(now, table.now);
  for (let landing = nextLanding(current); landing && landing.at <= time && (!readerAction || landing.at < time); landing = nextLanding(current)) {
    if (current.state.phase === 'scored' || current.log.length >= MAX_STEPS) return current;
    current = step(current, landing.at, []);
  }
  if (readerAction && current.state.phase !== 'scored') current = step(current, time, [readerAction]);
  return current;
}

/** Applies the bots landing within SIMULTANEOUS_MS of `at` (and `extra` actions, the reader's) as one step, then replans. */
function step(table: RealTimeTable, at: number, extra: readonly GressAction[]): RealTimeTable {
  // In the order they land (the reader's at `at`, first): 10.9 keeps that order among equals.
  const landing = table.intentions.filter((i) => i.at < at + SIMULTANEOUS_MS).sort((a, b) => a.at - b.at || a.seat - b.seat);
  const actions = [...extra, ...landing.map((i) => i.action)];
  let { state } = table;
  const log = [...table.log];
  const rulings = [...table.rulings];
  for (const action of groupFor(actions)) {
    const applied = applyAction(state, action);
    state = applied.state;
    log.push({ at, action });
    rulings.push(applied.ruling);
  }
  const next: RealTimeTable = { ...table, state, now: at, log, rulings, intentions: table.intentions.filter((i) => !landing.includes(i)) };
  return { ...next, intentions: replan(next, at) };
}

/**
 * The actions of one step as the engine takes them: one alone; several as one
 * 'simultaneous' action, resolved by 10.9 (in every phase where actions are
 * taken, the last settlement after 9.1 included).
 */
function groupFor(actions: readonly GressAction[]): GressAction[] {
  if (actions.length <= 1) return [...actions];
  return [{ type: 'simultaneous', seat: actions[0].seat, actions }];
}

const sameAction = (a: GressAction, b: GressAction) => JSON.stringify(a) === JSON.stringify(b);

/** Whether a committed action can still be made at all: its cards are still in the bot's hand. */
function stillPossible(state: GressState, intention: Intention): boolean {
  const { action } = intention;
  if (action.type !== 'play') return true;
  const hand = state.hands[action.seat].map(formatCard);
  return action.cards.every((id) => {
    const i = hand.indexOf(id);
    if (i === -1) return false;
    hand.splice(i, 1);
    return true;
  });
}

/**
 * Every bot looks at the table as it is at `at`. A committed intention lands
 * as planned (if its cards are still in hand). Otherwise the bot decides
 * afresh; wanting what it wanted before, it keeps its moment, else it acts
 * after a new reaction time. A play may become a slip at the level's error
 * rate: committed, it will land even if the pile changes first.
 */
function replan(table: RealTimeTable, at: number): Intention[] {
  const { setup, state } = table;
  if (state.phase === 'scored' || state.phase === 'dealing' || state.phase === 'ready') return [];
  const out: Intention[] = [];
  for (let seat = 0; seat < setup.players.length; seat++) {
    const level = levelOf(setup, seat);
    if (!level) continue;
    const old = table.intentions.find((i) => i.seat === seat);
    if (old?.committed && state.phase !== 'over' && stillPossible(state, old)) {
      out.push(old);
      continue;
    }
    const stepNo = table.log.length;
    const next = randomFor(setup.seed, 'decide', seat, stepNo);
    const decision = decide(state, seat, { level, seed: setup.seed, next });
    if (!decision) continue;
    if (old && sameAction(old.action, decision.action)) {
      out.push(old);
      continue;
    }
    const delay = reactionMs(level.reaction, randomFor(setup.seed, 'react', seat, stepNo), REACTION_FACTOR[decision.kind]);
    const slips = (decision.kind === 'throw' || decision.kind === 'move') && happens(level.errorRate, setup.seed, 'late', seat, stepNo);
    out.push({ seat, action: decision.action, kind: decision.kind, at: at + delay, committed: slips });
  }
  return out;
}

/** The state after each logged action, folded from `start` (the engine alone: no bot, no clock). */
export function replayLog(start: GressState, log: readonly TimedAction[]): GressState {
  return log.reduce((state, entry) => applyAction(state, entry.action).state, start);
}

/** Whether the game is over and counted (9.4), or the driver gave up after MAX_STEPS. */
export function isFinished(table: RealTimeTable): boolean {
  return table.state.phase === 'scored' || table.log.length >= MAX_STEPS;
}
