/**
 * The club level (bots.ts lists the levels, and this is the default): a bot
 * that plays lawful Gin Rummy from what its player may see: its own
 * hand, the top of the discard pile, the size of the stock, the knocker's
 * cards on the table, the score. It never looks at the opponent's hand or the
 * order of the stock.
 *
 * Play: as Vorhand and after each draw it finds the discard that leaves the
 * least deadwood (melds.ts `bestDiscard`), never the card it has just taken
 * from the pile (§5); it knocks when that is at most a
 * threshold drawn per decision (10, 7 or 4: sometimes it waits for a lower
 * count, §7 allows both), goes gin with none. It takes the top discard when
 * that lowers its best deadwood, and otherwise draws from the stock. As the
 * knocker's opponent it accepts an irregular knock and lays out the best it
 * can (layoffs.ts `bestOpponentResult`). The next dealer deals with a seed
 * drawn from `random`.
 */
import { bestArrangement, bestDiscard } from './melds';
import { bestLayout } from './lawful';
import { mayDrawFromStock } from './rules/12-no-game';
import { HAND_SIZE } from './rules/3-dealing';
import { inPlay, turnTask } from './rules/5-turn';
import { knockPending } from './rules/7-knock';
import type { GinAction, GinState } from './types';

const THRESHOLDS = [10, 10, 7, 4];

/** The club level's choice for the seat to act. */
export function clubChoice(state: GinState, random: () => number): GinAction | null {
  const h = state.hand;
  const seat = h.turn;
  if (state.phase === 'match-over') return null;
  if (state.phase === 'hand-over') return { type: 'deal', seat, seed: Math.floor(random() * 0x1_0000_0000) >>> 0 };
  if (state.phase === 'knocked') {
    if (knockPending(h.knock)) return { type: 'accept', seat };
    return bestLayout(state, seat);
  }
  if (!inPlay(state)) return null;
  const hand = h.hands[seat];
  const decide = (): GinAction => {
    const best = bestDiscard(hand, h.taken);
    const limit = THRESHOLDS[Math.floor(random() * THRESHOLDS.length)];
    if (hand.length === HAND_SIZE + 1 && best.arrangement.points <= limit) {
      return { type: 'knock', seat, discard: best.discard, melds: best.arrangement.melds.map((m) => [...m.cards]), gin: best.arrangement.points === 0 };
    }
    return { type: 'discard', seat, card: best.discard };
  };
  if (state.phase === 'first-discard' || state.phase === 'discard') return decide();
  const task = turnTask(hand.length);
  if (task === 'discard-only') return { type: 'discard', seat, card: bestDiscard(hand).discard };
  const top = h.discards[h.discards.length - 1];
  const canDraw = mayDrawFromStock(state, 1);
  if (top) {
    const now = bestArrangement(hand).points;
    const withTop = task === 'draw' ? bestDiscard([...hand, top]).arrangement.points : bestArrangement([...hand, top]).points;
    if (withTop < now || !canDraw) return { type: 'take', seat };
  }
  return canDraw ? { type: 'draw', seat, count: 1 } : null;
}
