/**
 * 1.3-1.5: cards on the table. A card played stays played; a wrong card (one
 * against the duties of 9.2-9.4) noticed at once may be taken back by its
 * player, who then plays another (1.3). Once the next card is played it can
 * no longer be taken back, and any player may point it out until the next
 * deal starts: the deal ends and the offender's opponents write 164 and every
 * meld point that counts then, the offenders nothing (1.4, the reading at 1.4). The last
 * trick taken in may be looked at again at any time (1.5).
 */
import { cardName, type Card } from '../cards';
import { foulWritten } from '../scoring';
import type { DealState, Foul, Played, SensAction, SensState } from '../types';
import { sideOf } from './1-seats';
import { finishDeal, meldPointsNow } from './12-counting';
import { lawful, nameOf, refuse, setAt, sideName, theCard, type Outcome } from './outcome';

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
  const stays = 'A card on the table stays played (1.3).';
  if (state.phase !== 'play') return refuse(state, ['1.3'], `${stays} Only a wrong card, at once, may be taken back.`);
  const open = openFoul(deal);
  if (!open || open.seat !== action.seat) {
    const mine = deal.fouls.find((f) => f.seat === action.seat && f !== open);
    if (mine) return refuse(state, ['1.3', '1.4'], `${who}'s ${cardName(mine.card)} can no longer be taken back: the next card has been played since. It ` +
      `stands, and any player may claim it (1.4).`);
    return refuse(state, ['1.3'], `${stays} ${who} has no wrong card to take back; only a card against the duties, noticed at once, may be (1.3).`);
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
  return lawful(next, ['1.3'], `${who} takes ${theCard(open.card)} back at once, as a wrong card noticed straight away may be, and plays another (1.3).`);
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
  if (state.phase !== 'play' && !afterDeal) return refuse(state, ['1.4'], 'No cards have been played in this deal: there is nothing to claim.');
  if (afterDeal && deal.end?.kind === 'foul') return refuse(state, ['1.4'], `This deal is decided already: a wrong card of ${nameOf(state, deal.end.by)} was claimed.`);
  if (afterDeal && deal.end?.kind !== 'counted') return refuse(state, ['1.4'], 'No cards were played in this deal: there is nothing to claim.');
  const standing = standingFouls(deal);
  if (standing.length === 0) {
    const open = openFoul(deal);
    if (open) return refuse(state, ['1.3', '1.4'], `${nameOf(state, open.seat)} may still take ${theCard(open.card)} back (1.3); it can be claimed once ` +
      `the next card is played (1.4).`);
    return refuse(state, ['1.4'], `Every card of this deal was played as the duties ask: ${who}'s claim is refused (1.4).`);
  }
  const f = standing[0];
  const meldPoints = meldPointsNow(deal);
  const written = foulWritten(f.seat, meldPoints);
  const winners = (1 - sideOf(f.seat)) as 0 | 1;
  const done = finishDeal(state, { kind: 'foul', by: f.seat, written }, afterDeal ? 'replace' : 'append');
  const melds = meldPoints[0] + meldPoints[1];
  const sum = melds > 0 ? `164 + ${melds} in melds = ${written[winners]}` : '164';
  const was = afterDeal ? ' The count of the deal is set aside.' : '';
  return lawful(done.state, ['1.4', f.duty, ...done.citations],
    `${who} points out ${nameOf(state, f.seat)}'s ${cardName(f.card)} in trick ${f.trick + 1}, played against ` +
      `${f.duty} and not taken back in time: the deal ends.${was} ${sideName(state, winners)} write every point ` +
      `of the deal, ${sum}; ${sideName(state, sideOf(f.seat))} nothing (1.4). ${done.summary}`);
}

/** 1.5: `seat` looks at the last trick taken in; nothing changes. */
export function look(state: SensState, action: Extract<SensAction, { type: 'look' }>): Outcome {
  const deal = state.deal;
  const who = nameOf(state, action.seat);
  const t = deal.tricks[deal.tricks.length - 1];
  if (!t) return refuse(state, ['1.5'], 'No trick has been taken in yet in this deal: there is no last trick to look at (1.5).');
  const cards = t.cards.map((p) => `${nameOf(state, p.seat)} ${cardName(p.card)}`).join(', ');
  return lawful(state, ['1.5'], `${who} looks at the last trick again (1.5): ${cards}, taken by ${nameOf(state, t.winner)}.`);
}

export type { Card };
