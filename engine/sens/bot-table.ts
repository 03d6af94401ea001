/**
 * What every level above random does the same way in SENS (bots.ts lists the
 * levels), around the two choices that make a level: the bid and the card.
 *
 * Who acts: the player to act, except that a player holding a wrong number of
 * cards points out the misdeal (4.5), and a player who may rob does so (6.1:
 * the trump Seven for a better trump is always a gain). The next dealer deals
 * with a seed drawn from `random`. In play, before its first card a player
 * announces its melds (melds.ts `meldsIn`: announcing never costs, 7.1, 8.3)
 * and Bella (7.3); it calls Vorlauf when its side's secured count reaches 500
 * (and, taking the game, it has more than half of the points known, 10.3,
 * 10.4). All of it comes from the acting seat's own hand and the table, and
 * from the other hands only their sizes, which everyone sees.
 */
import { TARGET, securedCardPoints } from './match';
import { bellaCards, meldsIn } from './melds';
import { BASE_TOTAL, type Card } from './cards';
import { pointsToMakeGame } from './scoring';
import type { SensAction, SensState, Seat } from './types';
import { anyCardPlayed, playedBy, sideOf, seatAfter, vorhandOf } from './rules/1-seats';
import { meldPointsNow, takerOf } from './rules/12-counting';
import { FIRST_HAND, HAND_SIZE } from './rules/4-dealing';
import { trumpSeven } from './rules/6-rauben';

/** The two choices a level makes itself: a bid or pass for the player to say, and the card for the player to play. */
export interface LevelChoices {
  readonly bid: (state: SensState, random: () => number) => SensAction;
  readonly card: (state: SensState, seat: Seat, random: () => number) => Card;
}

/** 10.3, 10.4: whether the side of `seat` should call Vorlauf now. */
function wantsVorlauf(state: SensState, seat: Seat): boolean {
  const d = state.deal;
  if (d.vorlauf || d.tricks.length === 0) return false;
  const side = sideOf(seat);
  const trump = d.game!.trump;
  const secured = securedCardPoints(d.tricks, trump, side, d.tricks.length);
  const melds = meldPointsNow(d);
  if (state.scores[side] + secured + melds[side] < TARGET) return false;
  if (takerOf(d) !== side) return true;
  return secured + melds[side] >= pointsToMakeGame(BASE_TOTAL + melds[0] + melds[1]);
}

/** Who acts and what, with the level's own bid and card. */
export function tableChoice(state: SensState, random: () => number, level: LevelChoices): SensAction | null {
  const d = state.deal;
  if (state.phase === 'match-over') return null;
  if (state.phase === 'deal' || state.phase === 'deal-over') return { type: 'deal', seat: d.turn, seed: Math.floor(random() * 0x1_0000_0000) >>> 0 };
  if (d.misdealt && !anyCardPlayed(d)) {
    for (let i = 0; i < 4; i++) {
      const seat = seatAfter(vorhandOf(d.dealer), i);
      const right = d.turned !== null ? FIRST_HAND : HAND_SIZE - playedBy(d, seat).length;
      if (d.hands[seat].length !== right) return { type: 'misdeal', seat };
    }
  }
  if (state.phase === 'bidding') return level.bid(state, random);
  if (state.phase === 'taken') {
    const game = d.game!;
    if (game.round === 1 && d.robbedBy === null) {
      for (let i = 0; i < 3; i++) {
        const seat = seatAfter(vorhandOf(d.dealer), i);
        if (d.hands[seat].includes(trumpSeven(game.trump))) return { type: 'rob', seat };
      }
    }
    return { type: 'rest', seat: d.dealer };
  }
  if (state.phase !== 'play') return null;
  const seat = d.turn;
  const hand = d.hands[seat];
  const trump = d.game!.trump;
  if (playedBy(d, seat).length === 0) {
    const mine = d.melds.filter((m) => m.seat === seat);
    for (const m of meldsIn(hand)) {
      const key = m.cards.join();
      const clash = mine.some((o) => o.cards.join() === key || (o.kind !== 'vierstaender' && m.kind !== 'vierstaender' && o.cards.some((c) => m.cards.includes(c))));
      if (!clash) return { type: 'meld', seat, cards: [...m.cards] };
    }
  }
  if (!d.bella.includes(seat) && bellaCards(trump).every((c) => hand.includes(c))) return { type: 'bella', seat };
  if (wantsVorlauf(state, seat)) return { type: 'vorlauf', seat };
  return { type: 'play', seat, card: level.card(state, seat, random) };
}

