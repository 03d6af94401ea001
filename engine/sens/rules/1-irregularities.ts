/**
 * 1.3-1.5: cards on the table. A card played stays played; a wrong card (one
 * against the duties of 9.2-9.4) noticed at once may be taken back by its
 * player, who then plays another (1.3). Once the next card is played it can
 * no longer be taken back, and any player may point it out until the next
 * deal starts: the deal ends and the offender's opponents write 164 and every
 * meld point that counts then, the offenders nothing (1.4, the reading at 1.4). The last
 * trick taken in may be looked at again at any time (1.5).
 */
import type { Card } from '../cards';
import { seq } from '../messages';
import { foulWritten } from '../scoring';
import type { DealState, Foul, Played, SensAction, SensState } from '../types';
import { sideOf } from './1-seats';
import { finishDeal, meldPointsNow } from './12-counting';
import { lawful, msg, nameOf, pairOf, refuse, setAt, type Outcome } from './outcome';

/** The card played last in this deal, the trick it went to (0-7) and whether that trick is complete. */
export function lastPlayed(deal: Pick<DealState, 'trick' | 'tricks'>): { played: Played; trick: number; complete: boolean } | null {
  if (deal.trick.length > 0) return { played: deal.trick[deal.trick.length - 1], trick: deal.tricks.length, complete: false };
  const t = deal.tricks[deal.tricks.length - 1];
  return t ? { played: t.cards[t.cards.length - 1], trick: deal.tricks.length - 1, complete: true } : null;
}

/** 1.3 (the reading at 1.4): the wrong card that may still be taken back: the last card played, if it is a foul. */
export function openFoul(deal: Pick<DealState, 'trick' | 'tricks' | 'fouls'>): Foul | null {
  const last = lastPlayed(deal);
  if (!last) return null;
  return deal.fouls.find((f) => f.seat === last.played.seat && f.card === last.played.card && f.trick === last.trick) ?? null;
}

/** 1.4 (the reading at 1.4): the wrong cards that stand for good (the next card has been played since). */
export function standingFouls(deal: Pick<DealState, 'trick' | 'tricks' | 'fouls'>): Foul[] {
  const open = openFoul(deal);
  return deal.fouls.filter((f) => f !== open);
}

/**
 * 1.3 (the reading at 1.4): `seat` takes back the wrong card just played, before the next
 * card: it returns to the hand and the player is to play again. If it was the
 * fourth card of a trick the trick goes back on the table (and the melds are
 * settled again when it is complete).
 */
export function takeBack(state: SensState, action: Extract<SensAction, { type: 'takeBack' }>): Outcome {
  const deal = state.deal;
  const who = nameOf(state, action.seat);
  if (state.phase !== 'play') return refuse(state, ['1.3'], msg('takeBack.refuse.notInPlay', {}));
  const open = openFoul(deal);
  if (!open || open.seat !== action.seat) {
    const mine = deal.fouls.find((f) => f.seat === action.seat && f !== open);
    if (mine) return refuse(state, ['1.3', '1.4'], msg('takeBack.refuse.tooLate', { who, card: mine.card }));
    return refuse(state, ['1.3'], msg('takeBack.refuse.nothing', { who }));
  }
  const last = lastPlayed(deal)!;
  let trick: readonly Played[];
  let tricks = deal.tricks;
  let settlement = deal.settlement;
  if (last.complete) {
    trick = tricks[tricks.length - 1].cards.slice(0, -1);
    tricks = tricks.slice(0, -1);
    if (tricks.length === 0) settlement = null;
  } else {
    trick = deal.trick.slice(0, -1);
  }
  const vorlauf = deal.vorlauf && deal.vorlauf.tricks > tricks.length ? { ...deal.vorlauf, tricks: tricks.length } : deal.vorlauf;
  const next: SensState = {
    ...state,
    deal: {
      ...deal, trick, tricks, settlement, vorlauf, turn: action.seat,
      hands: setAt(deal.hands, action.seat, [...deal.hands[action.seat], open.card]),
      fouls: deal.fouls.filter((f) => f !== open),
    },
  };
  return lawful(next, ['1.3'], msg('takeBack.done', { who, card: open.card }));
}

/**
 * 1.4 (the reading at 1.4): `seat` points out a wrong card that stands for good. The first
 * such card decides: the deal ends, its player's opponents write 164 and
 * every meld point that counts at that moment, its side nothing. Possible in
 * play and after the deal until the next one is dealt.
 */
export function claim(state: SensState, action: Extract<SensAction, { type: 'claim' }>): Outcome {
  const deal = state.deal;
  const who = nameOf(state, action.seat);
  const afterDeal = state.phase === 'deal-over' || state.phase === 'match-over';
  if (state.phase !== 'play' && !afterDeal) return refuse(state, ['1.4'], msg('claim.refuse.nothingPlayed', {}));
  if (afterDeal && deal.end?.kind === 'foul') return refuse(state, ['1.4'], msg('claim.refuse.decided', { offender: nameOf(state, deal.end.by) }));
  if (afterDeal && deal.end?.kind !== 'counted') return refuse(state, ['1.4'], msg('claim.refuse.noCards', {}));
  const standing = standingFouls(deal);
  if (standing.length === 0) {
    const open = openFoul(deal);
    if (open) return refuse(state, ['1.3', '1.4'], msg('claim.refuse.stillOpen', { offender: nameOf(state, open.seat), card: open.card }));
    return refuse(state, ['1.4'], msg('claim.refuse.unfounded', { who }));
  }
  const f = standing[0];
  const meldPoints = meldPointsNow(deal);
  const written = foulWritten(f.seat, meldPoints);
  const winners = (1 - sideOf(f.seat)) as 0 | 1;
  const done = finishDeal(state, { kind: 'foul', by: f.seat, written }, afterDeal ? 'replace' : 'append');
  const claimed = msg('claim.done', {
    who, offender: nameOf(state, f.seat), card: f.card, trick: f.trick + 1, duty: f.duty, afterDeal,
    winners: pairOf(state, winners), losers: pairOf(state, sideOf(f.seat)), melds: meldPoints[0] + meldPoints[1], written: written[winners],
  });
  return lawful(done.state, ['1.4', f.duty, ...done.citations], seq(claimed, done.says));
}

/** 1.5: `seat` looks at the last trick taken in; nothing changes. */
export function look(state: SensState, action: Extract<SensAction, { type: 'look' }>): Outcome {
  const deal = state.deal;
  const who = nameOf(state, action.seat);
  const t = deal.tricks[deal.tricks.length - 1];
  if (!t) return refuse(state, ['1.5'], msg('look.refuse.none', {}));
  const cards = t.cards.map((p) => ({ player: nameOf(state, p.seat), card: p.card }));
  return lawful(state, ['1.5'], msg('look.done', { who, cards, winner: nameOf(state, t.winner) }));
}

export type { Card };
