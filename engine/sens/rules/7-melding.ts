/**
 * 7.1-7.3 (with 8.1, 8.2): announcing melds and Bella. Each player announces
 * melds before playing a first card of the deal; a later announcement is
 * void and refused (the reading at 7.1). The melds are settled when the first trick is
 * complete, before it is taken in (7.2, melds.ts `settleMelds`): the side
 * with the best meld scores every meld of both partners, the other side none
 * (the reading at 7.2). Bella, the trump Ober and King, is announced by its holder while both
 * cards are in hand and counts 20 for the holder's side whatever the
 * comparison says; inside an announced run it counts without an announcement
 * (7.3, the reading at 7.3).
 *
 * Reading (the sheet is silent; stated at 8.2 on the page): one card serves
 * in one run only, so a player cannot announce two runs that share a card,
 * nor two runs of one suit that touch, which are one longer run (all eight
 * cards of a suit are one run worth 100, not a Fuss and a Dreiständer worth
 * 120); a card may serve in a run and a Vierständer (melds.ts `meldsIn`).
 */
import { MELD_ORDER, rankOf, suitOf, type Card, type Suit } from '../cards';
import { seq } from '../messages';
import type { SensMessage } from '../messages/spec';
import { bellaCards, compareMelds, meldOf, runHoldsBella, type MeldShape } from '../melds';
import type { Meld, MeldKind, MeldSettlement, Seat, SensAction, SensState, Side } from '../types';
import { isCardList, playedBy, sideOf } from './1-seats';
import { lawful, msg, nameOf, pairOf, refuse, type Outcome } from './outcome';

export const KIND_NAMES: Record<MeldKind, string> = { dreistaender: 'Dreiständer', quart: 'Quart', fuss: 'Fuss', vierstaender: 'Vierständer' };

/** 8.1, 8.2: a meld as a clause: "a Quart in Herz, Nine to Ober (50)" or "a Vierständer of Unters (200)". */
export function meldWords(shape: Pick<MeldShape, 'kind' | 'cards' | 'points'>): SensMessage {
  if (shape.kind === 'vierstaender') return msg('meld.four', { rank: rankOf(shape.cards[0]), points: shape.points });
  const low = shape.cards[0];
  const top = shape.cards[shape.cards.length - 1];
  return msg('meld.run', { kind: shape.kind, suit: suitOf(low), low: rankOf(low), high: rankOf(top), points: shape.points });
}

/** 7.1 (the reading at 7.1): `seat` has played a card of this deal, so its announcements are void from now on. */
export function hasPlayed(state: SensState, seat: Seat): boolean {
  return playedBy(state.deal, seat).length > 0;
}

/** Why `cards` cannot join `who`'s announced melds: the same meld twice, two runs sharing a card, or two runs that touch. */
function clash(who: string, announced: readonly Meld[], shape: MeldShape): SensMessage | null {
  for (const m of announced) {
    if (m.cards.length === shape.cards.length && m.cards.every((c) => shape.cards.includes(c))) return msg('meld.refuse.twice', { who });
    const runs = m.kind !== 'vierstaender' && shape.kind !== 'vierstaender';
    if (runs && m.cards.some((c) => shape.cards.includes(c))) return msg('meld.refuse.shared', { who });
    if (runs && runsTouch(m.cards, shape.cards)) return msg('meld.refuse.touch', { who, length: m.cards.length + shape.cards.length });
  }
  return null;
}

/** 8.1: two runs of one suit with no gap between them (the top of one next to the bottom of the other, 2.4's meld order). */
function runsTouch(a: readonly Card[], b: readonly Card[]): boolean {
  if (suitOf(a[0]) !== suitOf(b[0])) return false;
  const span = (run: readonly Card[]) => {
    const at = run.map((c) => MELD_ORDER.indexOf(rankOf(c)));
    return [Math.min(...at), Math.max(...at)];
  };
  const [[aLow, aHigh], [bLow, bHigh]] = [span(a), span(b)];
  return aHigh + 1 === bLow || bHigh + 1 === aLow;
}

/** 7.1, 8.1, 8.2 (the reading at 7.1): `seat` announces a meld made of `cards`. */
export function announceMeld(state: SensState, action: Extract<SensAction, { type: 'meld' }>): Outcome {
  const deal = state.deal;
  const who = nameOf(state, action.seat);
  const cards = action.cards;
  if (state.phase !== 'play') return refuse(state, ['7.1'], msg('meld.refuse.notInPlay', {}));
  if (!isCardList(cards) || cards.length === 0) return refuse(state, ['8.1', '8.2'], msg('meld.refuse.noCards', {}));
  if (hasPlayed(state, action.seat)) return refuse(state, ['7.1'], msg('meld.refuse.played', { who }));
  const missing = cards.filter((c) => !deal.hands[action.seat].includes(c));
  if (missing.length > 0) return refuse(state, ['8.1', '8.2'], msg('meld.refuse.notHeld', { who, cards: missing }));
  const shape = meldOf(cards);
  if (!shape) return refuse(state, ['8.1', '8.2', '2.4'], msg('meld.refuse.noMeld', {}));
  const own = deal.melds.filter((m) => m.seat === action.seat);
  const why = clash(who, own, shape);
  if (why) return refuse(state, ['7.1', '8.1'], why);
  const meld: Meld = { seat: action.seat, kind: shape.kind, cards: [...shape.cards], points: shape.points };
  const trump = deal.game!.trump;
  const withBella = shape.kind !== 'vierstaender' && runHoldsBella(shape, trump) && !deal.bella.includes(action.seat);
  const next: SensState = { ...state, deal: { ...deal, melds: [...deal.melds, meld], bella: withBella ? [...deal.bella, action.seat] : deal.bella } };
  const paragraph = shape.kind === 'vierstaender' ? '8.2' : '8.1';
  const bellaNote = withBella && msg('meld.bellaInRun', { trump, side: pairOf(state, sideOf(action.seat)) });
  return lawful(next, ['7.1', paragraph, ...(withBella ? ['7.3'] : [])], seq(msg('meld.announced', { who, meld: meldWords(shape), paragraph }), bellaNote));
}

/** 7.3 (the reading at 7.3): `seat` announces Bella, holding the trump Ober and King. */
export function announceBella(state: SensState, action: Extract<SensAction, { type: 'bella' }>): Outcome {
  const deal = state.deal;
  const who = nameOf(state, action.seat);
  if (state.phase !== 'play') return refuse(state, ['7.3'], msg('bella.refuse.notInPlay', {}));
  const trump = deal.game!.trump;
  const [ober, king] = bellaCards(trump);
  if (deal.bella.includes(action.seat)) {
    const inRun = deal.melds.some((m) => m.seat === action.seat && runHoldsBella(m, trump));
    return refuse(state, ['7.3'], inRun ? msg('bella.refuse.inRun', { who }) : msg('bella.refuse.already', { who }));
  }
  const hand = deal.hands[action.seat];
  if (!hand.includes(ober) || !hand.includes(king)) {
    return refuse(state, ['7.3'], msg('bella.refuse.missing', { who, trump }));
  }
  return lawful({ ...state, deal: { ...deal, bella: [...deal.bella, action.seat] } }, ['7.3'],
    msg('bella.announced', { who, trump, side: pairOf(state, sideOf(action.seat)) }));
}

/** The strongest shape of a side's melds (for the words only; settleMelds decides). */
function bestShape(melds: readonly Meld[], side: Side, trump: Suit): MeldShape | null {
  let top: MeldShape | null = null;
  for (const m of melds) {
    if (sideOf(m.seat) !== side) continue;
    const s = meldOf(m.cards);
    if (s && (top === null || compareMelds(s, top, trump) > 0)) top = s;
  }
  return top;
}

/** 7.2, 8.3, 8.4: the settlement as a message, with the paragraphs it rests on. */
export function settlementWords(state: SensState, settlement: MeldSettlement, trump: Suit): { citations: string[]; says: SensMessage } {
  const melds = state.deal.melds;
  if (melds.length === 0) return { citations: ['7.2'], says: msg('settle.none', {}) };
  const b = [bestShape(melds, 0, trump), bestShape(melds, 1, trump)] as const;
  const both = b[0] !== null && b[1] !== null;
  const cites = ['7.2', ...(both ? ['8.3'] : []), ...(both && b[0]!.kind === 'vierstaender' && b[1]!.kind === 'vierstaender' ? ['8.4'] : [])];
  if (settlement.side === null) {
    return { citations: cites, says: msg('settle.cancel', { first: meldWords(b[0]!), second: meldWords(b[1]!) }) };
  }
  const side = settlement.side;
  const shown = settlement.shown;
  const alike = both && b[0]!.kind === b[1]!.kind && b[0]!.kind !== 'vierstaender' && rankOf(b[0]!.top) === rankOf(b[1]!.top);
  return {
    citations: cites,
    says: msg('settle.won', {
      best: meldWords(b[side]!), against: both ? meldWords(b[1 - side]!) : null, trumpDecides: alike ? trump : null,
      side: pairOf(state, side), other: pairOf(state, (1 - side) as Side), points: shown.map((m) => m.points), total: settlement.points[side],
    }),
  };
}

export type { Card };
