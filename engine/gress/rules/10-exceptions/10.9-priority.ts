/** 10.9: priority when several players act at once and the order cannot be told. */
import type { GressAction, GressState } from '../../types';
import { classifyPlay } from '../4-moves-and-throws';
import { owes } from '../4-debt-ledger';
import { parseCard, type Card } from '../../../core/cards';

/**
 * 10.9: the rank of an action in the priority order, lower first:
 * 1 taking the Marke; 2 playing on the pile (2.1 defences, 2.2 normal moves,
 * 2.3 other moves by play such as Jacks, 2.4 throws); 3 laying cards before
 * another player; 4 taking from the draw pile (4.1 drawing as a move, 4.2 other
 * reasons); 5 announcements (wish, "last but one", swap, complaints). What the
 * list does not name (halts, laying down) comes last. Each play is judged in
 * the position all the actions were made in.
 */
export function priority(state: GressState, action: GressAction): number {
  switch (action.type) {
    case 'takeMarke':
      return 1;
    case 'play': {
      const cards = action.cards.map((id) => parseCard(id)).flatMap((r) => (r.ok ? [r.card] : [])) as Card[];
      if (cards.length !== action.cards.length || !state.playPile.length) return 2.9;
      const verdict = classifyPlay(state, action.seat, cards, action.hand);
      if (verdict.as === 'defence' || verdict.answers !== undefined) return 2.1;
      if (verdict.as === 'move') return cards[0].rank === 'J' ? 2.3 : 2.2;
      if (verdict.as === 'throw') return 2.4;
      return 2.9;
    }
    case 'give':
    case 'acceptSwap':
      return 3;
    case 'draw':
      return action.seat === state.toMove && owes(state, action.seat) === 0 ? 4.1 : 4.2;
    case 'wish':
    case 'call':
    case 'announceSwap':
    case 'complain':
      return 5;
    default:
      return 6;
  }
}

/** 10.9: the actions in the order they take effect; ties keep the order they were given in. */
export function byPriority(state: GressState, actions: readonly GressAction[]): GressAction[] {
  return actions.map((a, i) => ({ a, i, p: priority(state, a) })).sort((x, y) => x.p - y.p || x.i - y.i).map((x) => x.a);
}
