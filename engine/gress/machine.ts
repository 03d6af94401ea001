/**
 * The XState statechart that orchestrates a Gress game. It holds the phases
 * (dealing, ready, running, halted, over) and decides which kinds of action each
 * phase accepts; every accepted action is handed to one pure rule function in
 * rules/, whose outcome becomes the next context and the ruling. An action the
 * phase does not accept gets a refusal that says why, and changes nothing.
 */
import { assign, initialTransition, setup, transition, type SnapshotFrom } from 'xstate';
import type { Outcome } from './outcome';
import { msg, told } from './messages';
import { refuse } from './outcome';
import { formatAction } from './notation';
import { buildDrawPile, dealHands, dealMarkes, openGame, peek, pickUpHand, shufflePack } from './rules/3-start';
import { drawCards, playCards } from './rules/4-moves-and-throws';
import { giveCard } from './rules/5-give';
import { acceptSwap, announceSwap, completeSwap } from './rules/5-swap';
import { wishSuit } from './rules/7-jacks';
import { callLastButOne, complainMissedCall, takeMarke } from './rules/8-marke';
import { layDown } from './rules/9-end';
import { haltForReshuffle, reshuffle } from './rules/10-exceptions/10.1-reshuffle';
import { withdraw } from './rules/10-exceptions/10.4-small-foul';
import { complainMarke, complainWrongPlay } from './rules/10-exceptions/10.5-complaints';
import { disqualify } from './rules/10-exceptions/10.8-disqualification';
import { byPriority } from './rules/10-exceptions/10.9-priority';
import { nextPlayer } from './rules/5-effects';
import { endIfSomeoneWentOut } from './rules/9-going-out';
import { cite, rulingOf } from '../core/ruling';
import type { ActionType, GressAction, GressRuling, GressState, Phase } from './types';

/** One rule function per kind of action. */
const RULES: { [T in ActionType]: (state: GressState, action: Extract<GressAction, { type: T }>) => Outcome } = {
  shuffle: (s, a) => shufflePack(s, a.seat, a.seed),
  dealHands: (s, a) => dealHands(s, a.seat),
  dealMarkes: (s, a) => dealMarkes(s, a.seat),
  buildDrawPile: (s, a) => buildDrawPile(s, a.seat),
  pickUpHand: (s, a) => pickUpHand(s, a.seat, a.hand),
  peek: (s, a) => peek(s, a.seat, a.hand),
  open: (s, a) => openGame(s, a.seat, a.hand),
  play: (s, a) => playCards(s, a.seat, a.cards, a.hand),
  draw: (s, a) => drawCards(s, a.seat, a.count, a.hand),
  haltForReshuffle: (s, a) => haltForReshuffle(s, a.seat, a.hand),
  reshuffle: (s, a) => reshuffle(s, a.seat, a.seed),
  give: (s, a) => giveCard(s, a.seat, a.card, a.to, a.hand),
  announceSwap: (s, a) => announceSwap(s, a.seat, a.partners),
  acceptSwap: (s, a) => acceptSwap(s, a.seat, a.hand),
  completeSwap: (s, a) => completeSwap(s, a.seat, a.hand),
  wish: (s, a) => wishSuit(s, a.seat, a.suit),
  call: (s, a) => callLastButOne(s, a.seat),
  takeMarke: (s, a) => takeMarke(s, a.seat, a.hand),
  complain: (s, a) => (a.about === 'call' ? complainMissedCall(s, a.seat, a.against) : a.about === 'card' ? complainWrongPlay(s, a.seat, a.against) : complainMarke(s, a.seat, a.against)),
  layDown: (s, a) => layDown(s, a.seat),
  withdraw: (s, a) => withdraw(s, a.seat, a.hand),
  disqualify: (s, a) => disqualify(s, a.seat),
  simultaneous: (s, a) => applySimultaneous(s, a.actions),
};

/** The rule function for one action, after the checks every action shares (10.8: a disqualified player does nothing). */
export function applyRule(state: GressState, action: GressAction): Outcome {
  if (state.disqualified[action.seat] && action.type !== 'disqualify') {
    return refuse(state, ['10.8'], msg('dq.out', { player: state.players[action.seat] }));
  }
  return passOverDisqualified(endIfOut((RULES[action.type] as (s: GressState, a: GressAction) => Outcome)(state, action)));
}

/**
 * 9.1: the active game ends the moment someone has no cards, no Marke and no
 * debt, whatever brought that about: usually an event (event-cycle.ts checks
 * after each), but also what is no event, such as a founded complaint that
 * lifts a debt (10.5).
 */
function endIfOut(outcome: Outcome): Outcome {
  const ended = endIfSomeoneWentOut(outcome.state);
  return ended === outcome.state ? outcome : { ...outcome, state: ended };
}

/**
 * 10.8: a disqualified player is never to move, whichever rule put the turn on
 * them (a complaint turning the turn back, 10.5, a withdrawal, 10.4): it passes
 * on in the direction of play (4.10).
 */
function passOverDisqualified(outcome: Outcome): Outcome {
  const s = outcome.state;
  if (!s.disqualified[s.toMove] || s.disqualified.every(Boolean)) return outcome;
  return { ...outcome, state: { ...s, toMove: nextPlayer(s, s.toMove) } };
}

/** One action as the statechart would take it: refused if the current phase does not accept its kind. */
function applyInPhase(state: GressState, action: GressAction): Outcome {
  if (ACCEPTED[state.phase].includes(action.type)) return applyRule(state, action);
  return refuse(state, OUT_OF_PHASE[state.phase], msg('phase.notNow', { phase: state.phase }));
}

/**
 * 10.9: actions made at the same moment take effect in the priority order, each
 * judged in the position the one before it left (so a second card may no
 * longer fit). The ruling lists each part.
 */
function applySimultaneous(state: GressState, actions: readonly GressAction[]): Outcome {
  if (actions.length < 2) return refuse(state, ['10.9'], msg('simultaneous.tooFew', {}));
  if (actions.some((a) => a.type === 'simultaneous')) return refuse(state, ['10.9'], msg('simultaneous.nested', {}));
  let current = state;
  const parts: GressRuling[] = [];
  for (const action of byPriority(state, actions)) {
    const outcome = applyInPhase(current, action);
    parts.push(toRuling(outcome, action, state.players));
    current = outcome.state;
  }
  return {
    state: current, classification: 'simultaneous', lawful: parts.every((p) => p.lawful),
    citations: cite('10.9', ...parts.map((p) => p.citations)), events: parts.flatMap((p) => p.events), parts,
    ...told(msg('simultaneous.done', { parts: parts.map((p) => ({ action: p.action, classification: p.classification })) })),
  };
}

/** The paragraphs that say why a phase refuses every action it does not list (the words: 'phase.notNow' in messages/). */
const OUT_OF_PHASE: Record<Phase, string[]> = {
  dealing: ['3.1', '3.7'],
  ready: ['3.5', '3.7'],
  running: ['3.7'],
  halted: ['4.15'],
  over: ['9.1', '9.2', '9.3'],
  scored: ['9.4'],
};

/** 9.1: whatever action ended the active game, its ruling says so and cites 9.1. */
function withGameEnd(before: GressState, outcome: Outcome): Outcome {
  const after = outcome.state;
  if ((before.phase !== 'running' && before.phase !== 'halted') || after.phase !== 'over' || after.winner === null) return outcome;
  return {
    ...outcome,
    citations: [...outcome.citations, '9.1'],
    ...told(msg('game.over', { ruling: outcome.says, winner: after.players[after.winner] })),
  };
}

export interface GressContext {
  readonly game: GressState;
  readonly ruling: GressRuling | null;
}

function toRuling(outcome: Outcome, action: GressAction, players: readonly string[]): GressRuling {
  return { ...rulingOf(formatAction(action, players), outcome), ...(outcome.parts ? { parts: outcome.parts } : {}) };
}

/** Which kinds of action each phase hands to the rules; everything else is refused there. */
export const ACCEPTED: Record<Phase, readonly ActionType[]> = {
  dealing: ['shuffle', 'dealHands', 'dealMarkes', 'buildDrawPile', 'pickUpHand'],
  ready: ['pickUpHand', 'peek', 'open'],
  running: ['play', 'draw', 'haltForReshuffle', 'give', 'announceSwap', 'acceptSwap', 'wish', 'call', 'takeMarke', 'complain', 'withdraw', 'disqualify', 'simultaneous'],
  halted: ['reshuffle', 'completeSwap', 'play', 'call', 'complain', 'disqualify', 'simultaneous'],
  over: ['draw', 'layDown', 'call', 'complain', 'disqualify', 'simultaneous'],
  scored: [],
};

const inPhase = (phase: Phase) => ({ type: 'inPhase', params: { phase } }) as const;
/** An accepted action stays in its phase's state; only a change of phase goes back through `route` (cheaper). */
const accept = { actions: 'apply' } as const;
const refuseRest = { actions: 'refuseOutOfPhase' } as const;

/** The statechart's transitions for one phase: accepted kinds go to the rules, the rest is refused. */
function phaseEvents(phase: Phase) {
  return { ...Object.fromEntries(ACCEPTED[phase].map((type) => [type, accept])), '*': refuseRest } as Record<ActionType | '*', typeof accept | typeof refuseRest>;
}

/** A phase's state: its transitions, and a way out to `route` as soon as an action has changed the phase. */
function phaseState(phase: Phase) {
  return { on: phaseEvents(phase), always: { guard: { type: 'leftPhase', params: { phase } }, target: 'route' } } as const;
}

export const gressMachine = setup({
  types: {
    context: {} as GressContext,
    events: {} as GressAction,
    input: {} as GressState,
  },
  guards: {
    inPhase: ({ context }, params: { phase: Phase }) => context.game.phase === params.phase,
    leftPhase: ({ context }, params: { phase: Phase }) => context.game.phase !== params.phase,
  },
  actions: {
    apply: assign(({ context, event }) => {
      const outcome = withGameEnd(context.game, applyRule(context.game, event));
      return { game: outcome.state, ruling: toRuling(outcome, event, context.game.players) };
    }),
    refuseOutOfPhase: assign(({ context, event }) => {
      const outcome = refuse(context.game, OUT_OF_PHASE[context.game.phase], msg('phase.notNow', { phase: context.game.phase }));
      return { ruling: toRuling(outcome, event, context.game.players) };
    }),
  },
}).createMachine({
  id: 'gress',
  context: ({ input }) => ({ game: input, ruling: null }),
  initial: 'route',
  states: {
    /** Transient: enters the state that matches the game's phase after every action. */
    route: {
      always: [
        { guard: inPhase('dealing'), target: 'dealing' },
        { guard: inPhase('ready'), target: 'ready' },
        { guard: inPhase('running'), target: 'running' },
        { guard: inPhase('halted'), target: 'halted' },
        { guard: inPhase('over'), target: 'over' },
        { target: 'scored' },
      ],
    },
    /** 3.1-3.4; players may pick up their hands as soon as they are dealt (3.5). */
    dealing: phaseState('dealing'),
    /** 3.5-3.7: getting ready, the dealer's peek and the opening. */
    ready: phaseState('ready'),
    /** Sections 4-8: the active game. */
    running: phaseState('running'),
    /** 4.15: nothing but what ends the halt; a card laid now is still judged (as a foul). */
    halted: phaseState('halted'),
    /** 9.1-9.3: the last settlement, complaints until the last hand is down, laying down. */
    over: phaseState('over'),
    /** 9.4: scored; nothing more happens, and every action gets its own refusal (so not a final state, which would ignore it). */
    scored: { on: phaseEvents('scored') },
  },
});

export type GressSnapshot = SnapshotFrom<typeof gressMachine>;

/** A machine snapshot for a game state (no ruling yet). */
export function startFrom(game: GressState): GressSnapshot {
  return initialTransition(gressMachine, game)[0];
}

/** One pure step of the statechart. */
export function advance(snapshot: GressSnapshot, action: GressAction): GressSnapshot {
  return transition(gressMachine, snapshot, action)[0];
}
