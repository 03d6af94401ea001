/**
 * The strong level (bots.ts lists the levels): SENS played by search over
 * the deals its seat cannot tell apart. It decides from what the seat may
 * see: its own hand, the turned card, the bidding, every card played and who
 * played it, what the duties showed of the other hands (9.2-9.4), the melds
 * shown after the first trick (7.2), Bella (7.3) and the scores; never from
 * another hand or the pack's order (bot-levels.test.ts swaps those and
 * checks). Who acts, melds, Bella, robbing and Vorlauf are as at the club
 * level (bot-table.ts); the two choices it makes itself:
 *
 *  - the bid (5.1, 5.2): bot-bid-search.ts plays sampled deals out with its
 *    side taking the game in each suit the round allows, and bids the best
 *    suit when its average margin is high enough;
 *  - the card (9.2-9.5): bot-search.ts plays each lawful card out in the
 *    same sampled deals and plays the one its side writes the most with.
 *
 * Both searches have a budget in play-outs, not in time, and draw from the
 * `random` they are given, so a seed replays the same game.
 */
import { tableChoice } from './bot-table';
import { searchBid } from './bot-bid-search';
import { searchCard } from './bot-search';
import type { SensAction, SensState } from './types';

/** The strong level's choice: who acts (bot-table.ts) and what. */
export function strongChoice(state: SensState, random: () => number): SensAction | null {
  return tableChoice(state, random, { bid: searchBid, card: (s, seat, r) => searchCard(s.deal, seat, r) });
}
