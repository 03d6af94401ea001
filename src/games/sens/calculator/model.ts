/**
 * The SENS meld calculator's model: a hand of up to eight cards, the trump
 * suit, and what the engine's melds.ts says about them: every meld the hand
 * holds (8.1, 8.2), their points, Bella (7.3), the meld the hand would put
 * forward when the sides compare (its best, 8.3, 8.4), and, given the
 * opponents' hand, which best meld wins and by which rule. The words are
 * made here; the rules are the engine's. No DOM.
 */
import { RANK_NAMES, SUITS, fullPack, isCard, rankOf, suitOf, type Card, type Suit } from '../../../../engine/sens/cards';
import { BELLA_POINTS, bellaCards, compareMelds, meldsIn, runHoldsBella, type MeldShape } from '../../../../engine/sens/melds';
import type { MeldKind } from '../../../../engine/sens/types';
import { cardFace, suitWord, type Pack } from '../card-face';

/** A hand has eight cards (4.4, 5.4). */
export const HAND_SIZE = 8;

export const KIND_NAMES: Readonly<Record<MeldKind, string>> = { dreistaender: 'Dreiständer', quart: 'Quart', fuss: 'Fuss', vierstaender: 'Vierständer' };
const KIND_PLURAL: Readonly<Record<MeldKind, string>> = { dreistaender: 'Dreiständer', quart: 'Quarts', fuss: 'Fusses', vierstaender: 'Vierständer' };
/** Plural rank words for a Vierständer ("four Unters"). */
const RANK_PLURAL: Readonly<Record<string, string>> = { '9': 'Nines', T: 'Tens', U: 'Unters', O: 'Obers', K: 'Kings', A: 'Saus' };

/** The 32 cards by suit (Eichel, Gras, Herz, Schellen), Seven to Sau, for the grid. */
export function gridSuits(): { suit: Suit; cards: Card[] }[] {
  const pack = fullPack();
  return SUITS.map((suit) => ({ suit, cards: pack.filter((c) => suitOf(c) === suit) }));
}

/** Adds or removes a card; a ninth card is refused with the reason. */
export function toggle(hand: readonly Card[], card: Card): { readonly hand: readonly Card[]; readonly refused: string | null } {
  if (hand.includes(card)) return { hand: hand.filter((c) => c !== card), refused: null };
  if (hand.length >= HAND_SIZE) return { hand, refused: `A hand holds ${HAND_SIZE} cards: take one out before adding another.` };
  return { hand: [...hand, card], refused: null };
}

/** The hand for the page address: "UEOEKE" (cards in pack order, no separators). */
export function handParam(hand: readonly Card[]): string {
  const order = fullPack();
  return [...hand].sort((a, b) => order.indexOf(a) - order.indexOf(b)).join('');
}

/** Reads a hand from the page address: pairs of rank and suit letters, at most eight, each card once. */
export function parseHandParam(text: string): { readonly hand: Card[]; readonly error: string | null } {
  const t = text.trim().toUpperCase();
  if (t.length > 2 * HAND_SIZE || t.length % 2 !== 0) {
    return { hand: [], error: `The link's hand "${text.slice(0, 20)}" is not up to ${HAND_SIZE} cards written as UE, 9H, ….` };
  }
  const hand: Card[] = [];
  for (let i = 0; i < t.length; i += 2) {
    const code = t.slice(i, i + 2);
    if (!isCard(code)) return { hand: [], error: `The link's hand holds "${code}", which is not a card (ranks 7 8 9 T U O K A, suits E G H S).` };
    if (hand.includes(code)) return { hand: [], error: `The link's hand holds ${code} twice; there is one pack.` };
    hand.push(code);
  }
  return { hand, error: null };
}

export const parseTrump = (text: string | null): Suit | null => ((SUITS as readonly string[]).includes(text ?? '') ? (text as Suit) : null);

/** "Herz 7, 8, 9" (or "hearts 7, 8, 9") for a run; "four Unters" for a Vierständer. */
export function meldCards(m: MeldShape, pack: Pack): string {
  if (m.kind === 'vierstaender') return `four ${RANK_PLURAL[rankOf(m.top)]}`;
  return `${suitWord(suitOf(m.top), pack)} ${m.cards.map((c) => cardFace(c, pack).rank).join(', ')}`;
}

/** "Quart: Herz 10, U, O, K (50)". */
export function meldLine(m: MeldShape, pack: Pack): string {
  const long = m.kind === 'fuss' && m.cards.length > 5 ? `, ${m.cards.length} in a row count as one Fuss` : '';
  return `${KIND_NAMES[m.kind]}: ${meldCards(m, pack)} (${m.points}${long})`;
}

/** 8.3, 8.4: the strongest meld (the first of equals), or null. */
export function bestMeld(melds: readonly MeldShape[], trump: Suit): MeldShape | null {
  let top: MeldShape | null = null;
  for (const m of melds) if (top === null || compareMelds(m, top, trump) > 0) top = m;
  return top;
}

export interface HandAnalysis {
  readonly melds: readonly MeldShape[];
  /** The melds' points together, Bella not included. */
  readonly total: number;
  /** 7.3: the hand holds the trump Ober and King. */
  readonly bella: boolean;
  /** 7.3 (the reading at 7.3): a run of the hand holds both, so announcing the run is enough. */
  readonly bellaInRun: boolean;
  /** 8.3: the meld the hand puts forward when the sides compare. */
  readonly best: MeldShape | null;
  /** Another meld of the hand is exactly as strong as the best (8.3: they would cancel). */
  readonly bestTied: boolean;
}

/** 8.1-8.3, 7.3: what a hand holds. */
export function analyse(hand: readonly Card[], trump: Suit): HandAnalysis {
  const melds = meldsIn(hand);
  const [ober, king] = bellaCards(trump);
  const best = bestMeld(melds, trump);
  return {
    melds,
    total: melds.reduce((n, m) => n + m.points, 0),
    bella: hand.includes(ober) && hand.includes(king),
    bellaInRun: melds.some((m) => m.kind !== 'vierstaender' && runHoldsBella(m, trump)),
    best,
    bestTied: best !== null && melds.some((m) => m !== best && compareMelds(m, best, trump) === 0),
  };
}

/** The hand's result in words: the total, Bella and the best meld. */
export function handSummary(a: HandAnalysis, trump: Suit, pack: Pack): string[] {
  const lines: string[] = [];
  if (a.melds.length === 0) lines.push('No melds.');
  else lines.push(`${a.melds.length === 1 ? 'One meld' : `${a.melds.length} melds`}: ${a.total} points.`);
  if (a.bella) {
    const when = a.bellaInRun ? 'with the run that holds them, no announcement of its own needed' : 'if announced before either card is played';
    lines.push(`Bella: the ${suitWord(trump, pack)} Ober and King, ${BELLA_POINTS} more ${when}; it counts whatever the comparison of melds says (7.3).`);
  }
  if (a.best) {
    const tied = a.bestTied ? ' (another of its melds is just as strong)' : '';
    lines.push(`Put forward in a comparison: the ${KIND_NAMES[a.best.kind]} ${meldCards(a.best, pack)}${tied} (8.3).`);
  }
  if (a.melds.length > 0 && a.bella) {
    lines.push(`In all: ${a.total + BELLA_POINTS} points with Bella (the melds' ${a.total} only if they win the comparison, 7.2).`);
  }
  return lines;
}

export type Winner = 'yours' | 'theirs' | 'cancel' | 'none';

export interface Comparison {
  readonly winner: Winner;
  /** The paragraph that decides it. */
  readonly rule: '7.2' | '8.3' | '8.4';
  /** One line: who wins and why. */
  readonly text: string;
}

/**
 * 7.2, 8.3, 8.4 (the readings at 8.4, 8.3, 7.2): the two sides' best melds compared. A stronger
 * kind wins whatever the points; two Vierständer go by the 8.4 order; two
 * runs of one kind by the top card, and on equal tops the one in trumps wins,
 * else both cancel and no melds count. The winner's side scores all its
 * melds; the other side none. Bella stays outside (7.3).
 */
export function compareHands(mine: HandAnalysis, theirs: HandAnalysis, trump: Suit, pack: Pack): Comparison {
  const a = mine.best;
  const b = theirs.best;
  if (a === null && b === null) return { winner: 'none', rule: '7.2', text: 'Neither hand holds a meld: no meld points for either side (Bella apart, 7.3).' };
  if (b === null) {
    return { winner: 'yours', rule: '7.2', text: `Only your hand holds a meld: your side's melds count, ${mine.total} points from this hand (7.2).` };
  }
  if (a === null) {
    return { winner: 'theirs', rule: '7.2', text: `Only the opponents hold a meld: their side's melds count, ${theirs.total} points from their hand (7.2).` };
  }
  const c = compareMelds(a, b, trump);
  const winner: Winner = c > 0 ? 'yours' : c < 0 ? 'theirs' : 'cancel';
  const counts = winner === 'yours'
    ? ` Your side scores every meld of both partners, ${mine.total} from this hand; the opponents score none (7.2).`
    : winner === 'theirs'
      ? ` The opponents score every meld of both partners, ${theirs.total} from their hand; your side none (7.2).`
      : '';
  const [w, l] = c >= 0 ? [a, b] : [b, a];
  const whose = c > 0 ? 'Yours' : 'Theirs';
  if (a.kind !== b.kind) {
    const text = `${whose}: a ${KIND_NAMES[w.kind]} beats a ${KIND_NAMES[l.kind]}, whatever the points; `
      + `the kinds rank Vierständer, Fuss, Quart, Dreiständer (8.3).${counts}`;
    return { winner, rule: '8.3', text };
  }
  if (a.kind === 'vierstaender') {
    const text = `${whose}: between two Vierständer the four ${RANK_PLURAL[rankOf(w.top)]} beat the four ${RANK_PLURAL[rankOf(l.top)]}; `
      + `the order is Unters, Nines, Saus, Tens, Kings, Obers (8.4).${counts}`;
    return { winner, rule: '8.4', text };
  }
  if (rankOf(a.top) !== rankOf(b.top)) {
    const text = `${whose}: two ${KIND_PLURAL[a.kind]}, and the higher top card wins: `
      + `${RANK_NAMES[rankOf(w.top)]} over ${RANK_NAMES[rankOf(l.top)]}, in the run order Seven to Sau (8.3, 2.4).${counts}`;
    return { winner, rule: '8.3', text };
  }
  if (winner !== 'cancel') {
    const text = `${whose}: two ${KIND_PLURAL[a.kind]} with the same top card (${RANK_NAMES[rankOf(w.top)]}), `
      + `and the one in trumps (${suitWord(trump, pack)}) wins (8.3).${counts}`;
    return { winner, rule: '8.3', text };
  }
  const text = `They cancel: two ${KIND_PLURAL[a.kind]} with the same top card (${RANK_NAMES[rankOf(a.top)]}) and neither in trumps, `
    + "so neither side's melds count (8.3).";
  return { winner, rule: '8.3', text };
}
