/**
 * The club level (bots.ts lists the levels, and this is the default): a bot
 * that plays lawful turns from what its player can see: its own hand, the four
 * numbers showing on the piles (1.3), what it has laid this turn and the
 * height of its own draw pile (`TurnView`). It never looks at the opponent's
 * hand or at the order of any draw pile; `clubChoice` builds the view first
 * and decides from the view alone.
 *
 * Its play is greedy with some noise: each card costs the room it uses up on
 * a pile (the gap it jumps), less when its backwards-trick partner is in hand;
 * a backwards trick gains room; a card for the opponent costs a share of the
 * room it gives them, less a bonus for the refill it earns (6.2). It never
 * lays a first card that leaves no second (7.2), lays cheap cards beyond the
 * two required, and ends the turn when the next card would cost more than it
 * is willing to pay (a threshold drawn each time).
 */
import { opponentOf } from './rules/1-material';
import { canStillLayMinimum } from './rules/7-end';
import { fittingLays, laidCount, MINIMUM, turnView, viewAfter, type Lay, type TurnView } from './rules/5-turn';
import type { Seat, TheGameAction, TheGameState } from './types';

/**
 * Weights found by trying a few on bot-against-bot games: a generous help card
 * (which refills the hand to six, 6.2) keeps both players going, and about half
 * of the games then end with a win by 7.1 rather than a loss by 7.2.
 */
const HELP_WEIGHT = 0.3;
const HELP_BASE = -2;
const PARTNER_BONUS = 5;
/** The most room the bot gives up for a card beyond the two required is drawn from 0..WILLING-1. */
const WILLING = 3;

/** Room a lay uses up (negative: room gained). */
function cost(view: TurnView, lay: Lay): number {
  if (lay.side === 'opponent') return HELP_WEIGHT * Math.abs(view.tops.opponent[lay.row] - lay.card) + HELP_BASE;
  if (lay.how === 'trick') return -10;
  const top = view.tops.own[lay.row];
  const gap = lay.row === 'up' ? lay.card - top - 1 : top - lay.card - 1;
  // A card whose backwards-trick partner is also in hand opens the way for it.
  const partner = view.hand.includes(lay.row === 'up' ? lay.card - 10 : lay.card + 10);
  return gap - (partner ? PARTNER_BONUS : 0);
}

/** The bot's choice for `seat` from its view; null if it has nothing lawful to do. */
export function chooseFromView(view: TurnView, seat: Seat, random: () => number): TheGameAction | null {
  const count = laidCount(view.laid);
  const toAction = (lay: Lay): TheGameAction => ({ type: 'lay', seat, card: lay.card, pile: { owner: lay.side === 'own' ? seat : opponentOf(seat), row: lay.row } });
  let lays = fittingLays(view);
  // Laying the very last card wins at once (7.1): always do it.
  if (view.hand.length === 1 && view.drawLeft === 0 && lays.length > 0) return toAction(lays[0]);
  // Before two are down, never a card after which no second fits (that would lose at once, 7.2).
  if (count < MINIMUM) lays = lays.filter((lay) => canStillLayMinimum(viewAfter(view, lay)));
  if (lays.length === 0) return count >= MINIMUM ? { type: 'endTurn', seat } : null;
  const scored = lays.map((lay) => ({ lay, cost: cost(view, lay) + random() * 2 }));
  scored.sort((a, b) => a.cost - b.cost);
  const pick = random() < 0.1 ? scored[Math.floor(random() * scored.length)] : scored[0];
  if (count < MINIMUM) return toAction(pick.lay);
  const willing = Math.floor(random() * WILLING);
  return scored[0].cost <= willing ? toAction(scored[0].lay) : { type: 'endTurn', seat };
}

/** The player to move's choice at the club level, decided from their own view only. */
export function clubChoice(state: TheGameState, random: () => number): TheGameAction | null {
  if (state.phase !== 'playing') return null;
  return chooseFromView(turnView(state, state.toMove), state.toMove, random);
}
