/**
 * Model-based coverage of the statechart (machine.ts). The list of what must be
 * covered comes from the machine definition itself: every state node
 * (getStateNodes) and every transition (each node's `on` entries, the '*'
 * refusals included, and each `always` branch of `route`). A new state, a new
 * accepted action type or a new branch is therefore required automatically.
 *
 * Test paths come from xstate's own graph traversal (`getShortestPaths` from
 * 'xstate/graph', in core since 5.20), bounded two ways: `events` is a function
 * of the snapshot (every player's lawful actions plus one physically possible
 * action of every type, lawful or not, which the phase accepts or refuses),
 * and `serializeState` keeps only the state and a coarse progress key (deal
 * stage, how many are ready or laid down, why the game is halted), so the rich
 * context does not make the state space explode. The traversal starts from
 * the table before the deal and from positions a lawful bot reached just
 * before each phase change (halting, resuming, going out, scoring), so the
 * late phases are within a few events.
 *
 * Each path, and each path followed by each of its end's events, is run on a
 * live actor (the system under test) with an inspector: every step must give
 * the same state and context as the model's pure transition, and the
 * inspector's microsteps record which transitions were really taken. A
 * coverage report is printed; anything not reached fails the test.
 */
import { createActor, transition, type AnyStateNode, type AnyTransitionDefinition, type InspectionEvent } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, test } from 'vitest';
import { formatCard } from '../core/cards';
import { prng, shuffle } from '../core/prng';
import { lawfulActions, seemsFounded } from './lawful';
import { ACCEPTED, advance, gressMachine, startFrom, type GressSnapshot } from './machine';
import { owes } from './rules/4-debt-ledger';
import { dealActions, newGame } from './setup';
import type { ActionType, GressAction, GressState, Phase, Seat } from './types';

// ---------------------------------------------------------------------------
// What must be covered, read from the machine definition.

const NODES: AnyStateNode[] = getStateNodes(gressMachine.root);

function targetsOf(t: AnyTransitionDefinition): string {
  return t.target && t.target.length > 0 ? t.target.map((n) => n.key).join(',') : '(stays)';
}

/** Every transition of every node, named "node --event--> target" or "node --always[i]--> target"; `label` is the part after the node. */
const TRANSITIONS = new Map<AnyTransitionDefinition, { name: string; node: string; label: string }>();
function addTransition(t: AnyTransitionDefinition, node: string, label: string) {
  TRANSITIONS.set(t, { name: `${node} --${label}--> ${targetsOf(t)}`, node, label: `${label}->${targetsOf(t)}` });
}
for (const node of NODES) {
  for (const [eventType, list] of node.transitions) list.forEach((t, i) => addTransition(t, node.key, `${eventType}${list.length > 1 ? `[${i}]` : ''}`));
  (node.always ?? []).forEach((t, i) => addTransition(t, node.key, `always[${i}]`));
}

// ---------------------------------------------------------------------------
// The traversal: which events to try in a snapshot, and how coarsely to tell snapshots apart.

const SEED = 7;

/**
 * One physically possible action of every type for the position, whether or
 * not the phase accepts it or the rules allow it. Typed per action type, so a
 * new kind of action does not compile until it has one.
 */
const REPRESENTATIVE: { [T in ActionType]: (s: GressState, at: Seats) => Extract<GressAction, { type: T }> } = {
  shuffle: (s) => ({ type: 'shuffle', seat: s.dealer, seed: SEED }),
  dealHands: (s) => ({ type: 'dealHands', seat: s.dealer }),
  dealMarkes: (s) => ({ type: 'dealMarkes', seat: s.dealer }),
  buildDrawPile: (s) => ({ type: 'buildDrawPile', seat: s.dealer }),
  pickUpHand: (s, at) => ({ type: 'pickUpHand', seat: at.notReady, hand: 'action' }),
  peek: (s) => ({ type: 'peek', seat: s.dealer, hand: 'action' }),
  open: (s) => ({ type: 'open', seat: s.dealer, hand: 'action' }),
  play: (s, at) => ({ type: 'play', seat: at.holder, cards: [at.card], hand: 'action' }),
  draw: (s) => ({ type: 'draw', seat: s.toMove, count: 1, hand: 'action' }),
  haltForReshuffle: (s) => ({ type: 'haltForReshuffle', seat: s.toMove, hand: 'action' }),
  reshuffle: (s) => ({ type: 'reshuffle', seat: s.halt?.by ?? s.toMove, seed: SEED }),
  give: (s, at) => ({ type: 'give', seat: at.holder, card: at.card, to: at.after(at.holder), hand: 'action' }),
  announceSwap: (s, at) => ({ type: 'announceSwap', seat: s.toMove, partners: [at.after(s.toMove)] }),
  acceptSwap: (s, at) => ({ type: 'acceptSwap', seat: s.swap?.partners[1] ?? at.after(s.toMove), hand: 'action' }),
  completeSwap: (s) => ({ type: 'completeSwap', seat: s.swap?.partners[0] ?? s.toMove, hand: 'action' }),
  wish: (s) => ({ type: 'wish', seat: s.toMove, suit: 'hearts' }),
  call: (s) => ({ type: 'call', seat: s.toMove }),
  takeMarke: (s) => ({ type: 'takeMarke', seat: s.toMove, hand: 'action' }),
  complain: (s, at) => ({ type: 'complain', seat: at.after(s.toMove), against: s.toMove, about: 'card' }),
  layDown: (s) => ({ type: 'layDown', seat: s.toMove }),
  withdraw: (s) => ({ type: 'withdraw', seat: s.toMove, hand: 'action' }),
  disqualify: (s) => ({ type: 'disqualify', seat: s.players.length - 1 }),
  simultaneous: (s, at) => {
    const play = REPRESENTATIVE.play(s, at);
    const other = at.after(play.seat);
    return { type: 'simultaneous', seat: play.seat, actions: [play, { type: 'draw', seat: other, count: 1, hand: 'action' }] };
  },
};

interface Seats {
  /** The player holding the most cards (the dealer before the deal) and the first card in that hand. */
  readonly holder: Seat;
  readonly card: string;
  /** The first player who has not picked up the hand yet, or the player to move. */
  readonly notReady: Seat;
  readonly after: (seat: Seat) => Seat;
}

function seats(s: GressState): Seats {
  const n = s.players.length;
  const holder = s.hands.reduce((best, hand, seat) => (hand.length > s.hands[best].length ? seat : best), s.dealer);
  const first = s.hands[holder][0];
  const notReady = s.pickedUp.findIndex((p) => !p);
  return { holder, card: first ? formatCard(first) : '7C', notReady: notReady === -1 ? s.toMove : notReady, after: (seat) => (seat + 1) % n };
}

/** The events tried in a snapshot: every player's lawful actions and a representative of every action type. */
function eventsFor(snapshot: GressSnapshot): GressAction[] {
  if (snapshot.status !== 'active') return [];
  const s = snapshot.context.game;
  const lawful = s.players.flatMap((_, seat) => lawfulActions(s, seat));
  const at = seats(s);
  const representatives = (Object.keys(REPRESENTATIVE) as ActionType[]).map((type) => (REPRESENTATIVE[type] as (s: GressState, at: Seats) => GressAction)(s, at));
  const seen = new Set<string>();
  return [...lawful, ...representatives].filter((a) => {
    const key = JSON.stringify(a);
    return !seen.has(key) && !!seen.add(key);
  });
}

/** The state plus a coarse progress key: enough to walk through the deal and the end, never the whole context. */
function coarseKey(snapshot: GressSnapshot): string {
  const s = snapshot.context.game;
  const count = (flags: readonly boolean[]) => flags.filter(Boolean).length;
  const detail: Record<Phase, () => string> = {
    dealing: () => `${s.dealStage} ready:${count(s.pickedUp)}`,
    ready: () => `ready:${count(s.pickedUp)} peeked:${s.peeked !== null}`,
    running: () => '',
    halted: () => `${s.halt?.reason}`,
    over: () => `down:${count(s.laidDown)} owing:${s.players.some((_, seat) => owes(s, seat) > 0)} drawPile:${s.drawPile.length > 0}`,
    scored: () => '',
  };
  return `${JSON.stringify(snapshot.value)} ${detail[s.phase]()}`.trim();
}

// ---------------------------------------------------------------------------
// Start positions: the table before the deal, and positions a lawful bot reached just before each phase change.

interface Start {
  readonly name: string;
  /** The actions from `table` that lead to `snapshot`; they are a test path too. */
  readonly table: GressState;
  readonly actions: readonly GressAction[];
  readonly snapshot: GressSnapshot;
}

const PLAYERS = ['Ana', 'Ben', 'Cem', 'Dia'];

function table(): GressState {
  const r = newGame({ players: PLAYERS, dealer: 'Dia' });
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

/** A lawful action, as whole-games.test.ts's bots choose it. */
function botChoice(state: GressState, next: () => number): GressAction | null {
  const order = shuffle(state.players.map((_, seat) => seat), Math.floor(next() * 2 ** 31));
  for (const seat of order) {
    const mine = lawfulActions(state, seat).filter((a) => seemsFounded(state, a));
    if (mine.length === 0) continue;
    const action = mine[Math.floor(next() * mine.length)];
    return action.type === 'reshuffle' ? { ...action, seed: Math.floor(next() * 2 ** 31) } : action;
  }
  return null;
}

/** Phase changes a bot game is searched for; the snapshot just before each becomes a start. */
const WANTED = ['running->halted', 'halted->running', 'running->over', 'over->scored'];

function starts(): Start[] {
  const out: Start[] = [{ name: 'the table before the deal', table: table(), actions: [], snapshot: startFrom(table()) }];
  const found = new Map<string, Start>();
  for (let game = 1; game <= 40 && found.size < WANTED.length; game++) {
    const fresh = table();
    const actions = dealActions(fresh, game);
    let snap = actions.reduce(advance, startFrom(fresh));
    const next = prng(game * 7919);
    for (let i = 0; i < 3000 && snap.context.game.phase !== 'scored'; i++) {
      const action = botChoice(snap.context.game, next);
      if (!action) break;
      const after = advance(snap, action);
      const change = `${snap.context.game.phase}->${after.context.game.phase}`;
      if (WANTED.includes(change) && !found.has(change)) {
        found.set(change, { name: `bot game ${game}, just before ${change}`, table: fresh, actions: [...actions], snapshot: snap });
      }
      actions.push(action);
      snap = after;
    }
  }
  return [...out, ...WANTED.flatMap((w) => found.get(w) ?? [])];
}

// ---------------------------------------------------------------------------
// Running test paths on a live actor, recording what was covered.

interface Coverage {
  readonly states: Map<string, number>;
  readonly transitions: Map<string, number>;
  /** Transitions taken that the definition does not list (should never happen). */
  readonly unknown: Set<string>;
  readonly mismatches: string[];
  paths: number;
  events: number;
}

const bump = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1);

/** An inspector that records every microstep's transitions and the state each one reaches. */
function recorder(cov: Coverage) {
  return (ev: InspectionEvent) => {
    if (ev.type !== '@xstate.microstep') return;
    for (const t of ev._transitions) {
      const known = TRANSITIONS.get(t);
      if (known) bump(cov.transitions, known.name);
      else cov.unknown.add(`${t.source.key} --${t.eventType || 'always'}--> ${targetsOf(t)}`);
    }
    const value = (ev.snapshot as GressSnapshot).value;
    bump(cov.states, typeof value === 'string' ? value : JSON.stringify(value));
  };
}

/** An actor at `snapshot` (restored from its persisted form, as a saved game would be) with the recorder attached. */
function actorAt(snapshot: GressSnapshot, cov: Coverage) {
  return createActor(gressMachine, { snapshot: gressMachine.getPersistedSnapshot(snapshot), input: snapshot.context.game, inspect: recorder(cov) }).start();
}

/** Sends `events` to a live actor and checks each resulting state and context against the model's `expected`. */
function runOnActor(actor: ReturnType<typeof actorAt>, events: readonly GressAction[], expected: readonly GressSnapshot[], cov: Coverage, label: string) {
  cov.paths++;
  events.forEach((event, i) => {
    actor.send(event);
    cov.events++;
    const got = actor.getSnapshot();
    const want = expected[i];
    if (!isDeepStrictEqual(got.value, want.value) || !isDeepStrictEqual(got.context, want.context)) {
      cov.mismatches.push(`${label}, step ${i + 1} (${event.type}): the actor is in ${JSON.stringify(got.value)}, the model in ${JSON.stringify(want.value)}${isDeepStrictEqual(got.context, want.context) ? '' : ', contexts differ'}`);
    }
  });
  actor.stop();
}

function percent(n: number, of: number) {
  return `${n}/${of}`;
}

describe('model-based coverage of the statechart', () => {
  test('the list of what to cover is read from the definition (so coverage cannot pass vacuously)', () => {
    const names = [...TRANSITIONS.values()].map((t) => t.name);
    expect(NODES.map((n) => n.key).sort()).toEqual(['dealing', 'halted', 'over', 'ready', 'route', 'running', 'scored']);
    // Every kind of action a phase accepts (machine.ts ACCEPTED) is one of its transitions, and so is the refusal of the rest.
    for (const [phase, types] of Object.entries(ACCEPTED)) {
      for (const type of types) expect(names).toContain(`${phase} --${type}--> (stays)`);
      if (types.length > 0) expect(names).toContain(`${phase} --*--> (stays)`);
    }
    expect(names.filter((n) => n.startsWith('route --always['))).toHaveLength(6);
    // Each phase state leaves for `route` as soon as an action has changed the phase.
    for (const phase of ['dealing', 'ready', 'running', 'halted', 'over']) expect(names).toContain(`${phase} --always[0]--> route`);
  });


  test('every state node and every transition is reached by a test path run on a live actor', () => {
    const cov: Coverage = { states: new Map(), transitions: new Map(), unknown: new Set(), mismatches: [], paths: 0, events: 0 };
    let keys = 0;
    const list = starts();
    for (const start of list) {
      // The way to the start is a test path of its own, from the table before the deal.
      const fresh = createActor(gressMachine, { input: start.table, inspect: recorder(cov) }).start();
      const model: GressSnapshot[] = [];
      start.actions.reduce((snap, a) => (model.push(advance(snap, a)), model.at(-1)!), startFrom(start.table));
      runOnActor(fresh, start.actions, model, cov, `${start.name} (reaching it)`);
      if (model.length > 0 && !isDeepStrictEqual(model.at(-1)!.context, start.snapshot.context)) cov.mismatches.push(`${start.name}: the replayed way does not reach the start`);

      const paths = getShortestPaths(gressMachine, {
        fromState: start.snapshot,
        events: eventsFor,
        serializeState: coarseKey,
        limit: 20_000,
      });
      keys += paths.length;
      for (const path of paths) {
        // After alterPath, steps[0] is the start and each later step is (event, a snapshot with the key it led to).
        // With a coarse key that snapshot is only a representative, so the model's states are recomputed with
        // the pure transition along the path, and the live actor must agree with them.
        const events = path.steps.slice(1).map((step) => step.event);
        const model: GressSnapshot[] = [];
        const end = events.reduce((snap, e) => (model.push(transition(gressMachine, snap, e)[0]), model.at(-1)!), start.snapshot);
        const label = `${start.name}, path to ${coarseKey(path.state)}`;
        runOnActor(actorAt(start.snapshot, cov), events, model, cov, label);
        // The path followed by each event of its end: covers every transition out of that state.
        for (const event of eventsFor(end)) {
          runOnActor(actorAt(end, cov), [event], [transition(gressMachine, end, event)[0]], cov, `${label}, then ${event.type}`);
        }
      }
    }

    const allStates = NODES.map((n) => n.key);
    const allTransitions = [...TRANSITIONS.values()];
    const missingStates = allStates.filter((st) => !cov.states.has(st));
    const missingTransitions = allTransitions.filter((t) => !cov.transitions.has(t.name)).map((t) => t.name);
    const byNode = NODES.map((n) => {
      const mine = allTransitions.filter((t) => t.node === n.key).map((t) => `${t.label} ${cov.transitions.get(t.name) ?? 0}`);
      return `    ${n.key} (entered ${cov.states.get(n.key) ?? 0}x): ${mine.length > 0 ? mine.join(', ') : 'final, no transitions'}`;
    });
    console.log([
      `statechart coverage: ${list.length} starts (${list.map((s) => s.name).join('; ')}), ${keys} coarse states, ${cov.paths} test paths, ${cov.events} events on live actors`,
      `  states reached ${percent(allStates.length - missingStates.length, allStates.length)}, transitions reached ${percent(allTransitions.length - missingTransitions.length, allTransitions.length)}`,
      `  missing: ${[...missingStates.map((s) => `state ${s}`), ...missingTransitions].join('; ') || 'none'}`,
      '  times each transition was taken, by state:',
      ...byNode,
    ].join('\n'));

    expect(cov.mismatches.slice(0, 10)).toEqual([]);
    expect([...cov.unknown]).toEqual([]);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  }, 120_000);
});
