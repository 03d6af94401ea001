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
import { MELD_ORDER, RANK_NAMES, SUIT_NAMES, rankOf, suitOf, type Card, type Suit } from '../cards';
import { bellaCards, compareMelds, meldOf, runHoldsBella, type MeldShape } from '../melds';
import type { Meld, MeldKind, MeldSettlement, Seat, SensAction, SensState, Side } from '../types';
import { isCardList, playedBy, sideOf } from './1-seats';
import { lawful, nameOf, refuse, sideName, type Outcome } from './outcome';

export const KIND_NAMES: Record<MeldKind, string> = { dreistaender: 'Dreiständer', quart: 'Quart', fuss: 'Fuss', vierstaender: 'Vierständer' };

const PLURAL: Record<string, string> = { '9': 'Nines', T: 'Tens', U: 'Unters', O: 'Obers', K: 'Kings', A: 'Saus' };

/** "a Quart in Herz, Nine to Ober (50)" or "a Vierständer of Unters (200)". */
export function meldWords(shape: Pick<MeldShape, 'kind' | 'cards' | 'points'>): string {
  if (shape.kind === 'vierstaender') return `a Vierständer of ${PLURAL[rankOf(shape.cards[0])] ?? 'four'} (${shape.points})`;
  const low = shape.cards[0];
  const top = shape.cards[shape.cards.length - 1];
  return `a ${KIND_NAMES[shape.kind]} in ${SUIT_NAMES[suitOf(low)]}, ${RANK_NAMES[rankOf(low)]} to ${RANK_NAMES[rankOf(top)]} (${shape.points})`;
}

/** 7.1 (the reading at 7.1): `seat` has played a card of this deal, so its announcements are void from now on. */
export function hasPlayed(state: SensState, seat: Seat): boolean {
  return playedBy(state.deal, seat).length > 0;
}

/** Why `cards` cannot join `seat`'s announced melds: the same meld twice, two runs sharing a card, or two runs that touch. */
function clash(announced: readonly Meld[], shape: MeldShape): string | null {
  for (const m of announced) {
    if (m.cards.length === shape.cards.length && m.cards.every((c) => shape.cards.includes(c))) return 'that meld is announced already';
    const runs = m.kind !== 'vierstaender' && shape.kind !== 'vierstaender';
    if (runs && m.cards.some((c) => shape.cards.includes(c))) return 'a card serves in one run only, and this run shares a card with one announced already';
    if (runs && runsTouch(m.cards, shape.cards)) {
      return `this run and the one announced already join into one run of ${m.cards.length + shape.cards.length} cards, which counts once, at its full length`;
    }
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
  if (state.phase !== 'play') return refuse(state, ['7.1'], 'Melds are announced once the rest is dealt and play begins, each player before playing a first card (7.1).');
  if (!isCardList(cards) || cards.length === 0) return refuse(state, ['8.1', '8.2'], 'A meld is named by its cards, each once, such as 9H TH UH.');
  if (hasPlayed(state, action.seat)) return refuse(state, ['7.1'], `${who} has played a card already: melds are announced before one's first card, and a later announcement ` +
    `is void (7.1).`);
  const missing = cards.filter((c) => !deal.hands[action.seat].includes(c));
  if (missing.length > 0) {
    const names = missing.map((c) => `the ${SUIT_NAMES[suitOf(c)]}-${RANK_NAMES[rankOf(c)]}`).join(', ');
    return refuse(state, ['8.1', '8.2'], `${who} does not hold ${names}: a meld is announced from one's own hand.`);
  }
  const shape = meldOf(cards);
  if (!shape) {
    return refuse(state, ['8.1', '8.2', '2.4'],
      'Those cards are no meld: a run is three or more cards of one suit next to each other in the order Seven, Eight, Nine, ' +
        'Ten, Unter, Ober, King, Sau (2.4, 8.1); a Vierständer is all four cards of a rank, not Sevens or Eights (8.2).');
  }
  const own = deal.melds.filter((m) => m.seat === action.seat);
  const why = clash(own, shape);
  if (why) return refuse(state, ['7.1', '8.1'], `${who} cannot announce that: ${why}.`);
  const meld: Meld = { seat: action.seat, kind: shape.kind, cards: [...shape.cards], points: shape.points };
  const trump = deal.game!.trump;
  const withBella = shape.kind !== 'vierstaender' && runHoldsBella(shape, trump) && !deal.bella.includes(action.seat);
  const next: SensState = { ...state, deal: { ...deal, melds: [...deal.melds, meld], bella: withBella ? [...deal.bella, action.seat] : deal.bella } };
  const paragraph = shape.kind === 'vierstaender' ? '8.2' : '8.1';
  const bellaNote = withBella ? ` The run holds the ${SUIT_NAMES[trump]}-Ober and King: Bella counts 20 for ${sideName(state, sideOf(action.seat))} ` +
    `without a word more (7.3).` : '';
  return lawful(next, ['7.1', paragraph, ...(withBella ? ['7.3'] : [])], `${who} announces ${meldWords(shape)} before playing a first card (7.1, ${paragraph}). Whose melds count ` +
    `is settled when the first trick is complete (7.2).${bellaNote}`);
}

/** 7.3 (the reading at 7.3): `seat` announces Bella, holding the trump Ober and King. */
export function announceBella(state: SensState, action: Extract<SensAction, { type: 'bella' }>): Outcome {
  const deal = state.deal;
  const who = nameOf(state, action.seat);
  if (state.phase !== 'play') return refuse(state, ['7.3'], 'Bella is announced during play, once the trumps are known and the hands complete (7.3).');
  const trump = deal.game!.trump;
  const [ober, king] = bellaCards(trump);
  if (deal.bella.includes(action.seat)) {
    const inRun = deal.melds.some((m) => m.seat === action.seat && runHoldsBella(m, trump));
    return refuse(state, ['7.3'], inRun ? `${who}'s Bella counts already: it is inside the run ${who} announced (7.3).` : `${who} has announced Bella already.`);
  }
  const hand = deal.hands[action.seat];
  if (!hand.includes(ober) || !hand.includes(king)) {
    return refuse(state, ['7.3'], `Bella needs both the ${SUIT_NAMES[trump]}-Ober and the ${SUIT_NAMES[trump]}-King in ${who}'s hand; it ` +
      `is announced before either is played (7.3).`);
  }
  return lawful({ ...state, deal: { ...deal, bella: [...deal.bella, action.seat] } }, ['7.3'],
    `${who} announces Bella, the ${SUIT_NAMES[trump]}-Ober and King: 20 for ${sideName(state, sideOf(action.seat))}, ` +
      `whatever the melds' comparison says (7.3).`);
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

/** 7.2, 8.3, 8.4: the settlement in plain words, with the paragraphs it rests on. */
export function settlementWords(state: SensState, settlement: MeldSettlement, trump: Suit): { citations: string[]; summary: string } {
  const melds = state.deal.melds;
  if (melds.length === 0) return { citations: ['7.2'], summary: 'Nobody announced a meld (7.2).' };
  const b = [bestShape(melds, 0, trump), bestShape(melds, 1, trump)] as const;
  const both = b[0] !== null && b[1] !== null;
  const cites = ['7.2', ...(both ? ['8.3'] : []), ...(both && b[0]!.kind === 'vierstaender' && b[1]!.kind === 'vierstaender' ? ['8.4'] : [])];
  if (settlement.side === null) {
    return { citations: cites, summary: `The melds are compared before the first trick is taken in (7.2): the best of each side, ${meldWords(b[0]!)} ` +
      `and ${meldWords(b[1]!)}, are alike and neither is in trumps, so they cancel and no meld counts (8.3).` };
  }
  const side = settlement.side;
  const shown = settlement.shown;
  const sum = shown.map((m) => m.points);
  const against = both ? `, better than ${meldWords(b[1 - side]!)}` : ', unopposed';
  const alike = both && b[0]!.kind === b[1]!.kind && b[0]!.kind !== 'vierstaender' && rankOf(b[0]!.top) === rankOf(b[1]!.top);
  const trumpNote = alike ? `: the two are alike, and ${SUIT_NAMES[trump]}, the trump suit, decides` : '';
  return {
    citations: cites,
    summary: `The melds are compared before the first trick is taken in (7.2): the best is ${meldWords(b[side]!)}${against}${trumpNote}. ` +
      `${sideName(state, side)} show and score all their melds, ${sum.join(' + ')}${sum.length > 1 ? ` = ${settlement.points[side]}` : ''}; ` +
      `${sideName(state, (1 - side) as Side)} none.`,
  };
}

export type { Card };
