/**
 * The XState statechart that orchestrates a game of The Game: Face to Face.
 * Two phases: `playing` accepts the two kinds of action (a card laid, a turn
 * ended) and hands each to one pure rule function in rules/; `over` refuses
 * everything, citing the paragraph that ended the game. After every lawful
 * action section 7 decides whether the game has just ended (7.1, 7.2).
 * Unlawful actions are refused and change nothing: the rulebook has no
 * penalties, so a card that does not fit simply is not laid.
 */
import { rulingOf } from '../core/ruling';
import { assign, initialTransition, setup, transition, type SnapshotFrom } from 'xstate';
import { msg } from './messages';
import { formatAction } from './notation';
import { CARDS_PER_PLAYER } from './rules/1-material';
import { refuse, type Outcome } from './outcome';
import { endTurn, layCard } from './rules/5-turn';
import { concludeIfDecided } from './rules/7-end';
import type { ActionType, Phase, TheGameAction, TheGameRuling, TheGameState } from './types';

/** One rule function per kind of action. */
const RULES: { [T in ActionType]: (state: TheGameState, action: Extract<TheGameAction, { type: T }>) => Outcome } = {
  lay: (s, a) => layCard(s, a),
  endTurn: (s, a) => endTurn(s, a.seat),
};

/** Which kinds of action each phase hands to the rules; everything else is refused there. */
export const ACCEPTED: Record<Phase, readonly ActionType[]> = {
  playing: ['lay', 'endTurn'],
  over: [],
};

/** Why an action is refused in a phase that does not accept it. */
function outOfPhase(state: TheGameState): Outcome {
  const result = state.result;
  const why = !result ? msg('over.ended', {})
    : result.by === '7.1' ? msg('over.laidAll', { player: state.players[result.winner], total: CARDS_PER_PLAYER })
    : msg('over.couldNotLay', { player: state.players[result.loser] });
  return refuse(state, [result?.by ?? '7.1'], msg('refuse.gameOver', { why }));
}

/** 5.2, 5.4 then 7.1, 7.2: one action as the rules judge it, in any phase (the statechart's work without the statechart). */
export function applyRule(state: TheGameState, action: TheGameAction): Outcome {
  if (!action || !ACCEPTED[state.phase]?.includes(action.type)) {
    if (state.phase === 'over') return outOfPhase(state);
    return refuse(state, ['5.2', '5.4'], msg('refuse.notAnAction', {}));
  }
  return concludeIfDecided((RULES[action.type] as (s: TheGameState, a: TheGameAction) => Outcome)(state, action));
}

export function toRuling(outcome: Outcome, action: TheGameAction, players: readonly string[]): TheGameRuling {
  return rulingOf(formatAction(action, players), outcome);
}

export interface TheGameContext {
  readonly game: TheGameState;
  readonly ruling: TheGameRuling | null;
}

export const theGameMachine = setup({
  types: {
    context: {} as TheGameContext,
    events: {} as TheGameAction,
    input: {} as TheGameState,
  },
  guards: {
    isOver: ({ context }) => context.game.phase === 'over',
  },
  actions: {
    apply: assign(({ context, event }) => {
      const outcome = applyRule(context.game, event);
      return { game: outcome.state, ruling: toRuling(outcome, event, context.game.players) };
    }),
    refuseOutOfPhase: assign(({ context, event }) => ({ ruling: toRuling(outOfPhase(context.game), event, context.game.players) })),
  },
}).createMachine({
  id: 'the-game',
  context: ({ input }) => ({ game: input, ruling: null }),
  initial: 'route',
  states: {
    /** Transient: enters the state that matches the game's phase. */
    route: { always: [{ guard: 'isOver', target: 'over' }, { target: 'playing' }] },
    /** Sections 3-6: turns, cards laid one by one, drawing. Leaves for `over` as soon as section 7 ends the game. */
    playing: {
      // Anything else is handed to the rules too, which refuse it with a reason (an ignored event would leave no ruling).
      on: { lay: { actions: 'apply' }, endTurn: { actions: 'apply' }, '*': { actions: 'apply' } },
      always: { guard: 'isOver', target: 'over' },
    },
    /** 7.1, 7.2: nothing more happens; every action gets its own refusal (so not a final state, which would ignore it). */
    over: { on: { '*': { actions: 'refuseOutOfPhase' } } },
  },
});

export type TheGameSnapshot = SnapshotFrom<typeof theGameMachine>;

/** A machine snapshot for a game state (no ruling yet). */
export function startFrom(game: TheGameState): TheGameSnapshot {
  return initialTransition(theGameMachine, game)[0];
}

/** One pure step of the statechart. */
export function advance(snapshot: TheGameSnapshot, action: TheGameAction): TheGameSnapshot {
  return transition(theGameMachine, snapshot, action)[0];
}
