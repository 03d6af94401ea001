/**
 * The SENS meld calculator's model: a hand of up to eight cards, the trump
 * suit, and what the engine's melds.ts says about them: every meld the hand
 * holds (8.1, 8.2), their points, Bella (7.3), the meld the hand would put
 * forward when the sides compare (its best, 8.3, 8.4), and, given the
 * opponents' hand, which best meld wins and by which rule. The words are
 * made here; the rules are the engine's. No DOM.
 */
import { SUITS, fullPack, isCard, rankOf, suitOf, type Card, type Suit } from '../../../../engine/sens/cards';
import { BELLA_POINTS, bellaCards, compareMelds, meldsIn, runHoldsBella, type MeldShape } from '../../../../engine/sens/melds';
import { say } from '../../../../engine/sens/messages';
import type { Locale } from '../../../../engine/core/messages';
import type { SensMessage } from '../../../../engine/sens/messages/spec';
import { msg } from '../../../../engine/sens/rules/outcome';
import type { MeldKind } from '../../../../engine/sens/types';
import type { Pack } from '../card-face';

/** A hand has eight cards (4.4, 5.4). */
export const HAND_SIZE = 8;

export const KIND_NAMES: Readonly<Record<MeldKind, string>> = { dreistaender: 'Dreiständer', quart: 'Quart', fuss: 'Fuss', vierstaender: 'Vierständer' };

/** The 32 cards by suit (Eichel, Gras, Herz, Schellen), Seven to Sau, for the grid. */
export function gridSuits(): { suit: Suit; cards: Card[] }[] {
  const pack = fullPack();
  return SUITS.map((suit) => ({ suit, cards: pack.filter((c) => suitOf(c) === suit) }));
}

/** Adds or removes a card; a ninth card is refused with the reason. */
export function toggle(hand: readonly Card[], card: Card, locale: Locale = 'en'): { readonly hand: readonly Card[]; readonly refused: string | null } {
  if (hand.includes(card)) return { hand: hand.filter((c) => c !== card), refused: null };
  if (hand.length >= HAND_SIZE) return { hand, refused: say(msg('calc.handFull', { size: HAND_SIZE }), locale) };
  return { hand: [...hand, card], refused: null };
}

/** The hand for the page address: "UEOEKE" (cards in pack order, no separators). */
export function handParam(hand: readonly Card[]): string {
  const order = fullPack();
  return [...hand].sort((a, b) => order.indexOf(a) - order.indexOf(b)).join('');
}

/** Reads a hand from the page address: pairs of rank and suit letters, at most eight, each card once. */
export function parseHandParam(text: string, locale: Locale = 'en'): { readonly hand: Card[]; readonly error: string | null } {
  const en = (m: SensMessage) => say(m, locale);
  const t = text.trim().toUpperCase();
  if (t.length > 2 * HAND_SIZE || t.length % 2 !== 0) {
    return { hand: [], error: en(msg('calc.link.length', { text: text.slice(0, 20), size: HAND_SIZE })) };
  }
  const hand: Card[] = [];
  for (let i = 0; i < t.length; i += 2) {
    const code = t.slice(i, i + 2);
    if (!isCard(code)) return { hand: [], error: en(msg('calc.link.notCard', { code })) };
    if (hand.includes(code)) return { hand: [], error: en(msg('calc.link.twice', { code })) };
    hand.push(code);
  }
  return { hand, error: null };
}

export const parseTrump = (text: string | null): Suit | null => ((SUITS as readonly string[]).includes(text ?? '') ? (text as Suit) : null);

/** "Herz 7, 8, 9" (or "hearts 7, 8, 9") for a run; "four Unters" for a Vierständer. */
export function meldCards(m: MeldShape, pack: Pack): SensMessage {
  if (m.kind === 'vierstaender') return msg('calc.four', { rank: rankOf(m.top) });
  return msg('calc.run', { suit: suitOf(m.top), cards: m.cards, pack });
}

/** "Quart: Herz 10, U, O, K (50)". */
export function meldLine(m: MeldShape, pack: Pack, locale: Locale = 'en'): string {
  return say(meldLineMessage(m, pack), locale);
}

/** 8.1, 8.2: one meld of the hand as a message. */
export function meldLineMessage(m: MeldShape, pack: Pack): SensMessage {
  return msg('calc.line', { kind: m.kind, cards: meldCards(m, pack), points: m.points, length: m.cards.length });
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
export function handSummary(a: HandAnalysis, trump: Suit, pack: Pack, locale: Locale = 'en'): string[] {
  return handSummaryMessages(a, trump, pack).map((m) => say(m, locale));
}

/** 8.1-8.3, 7.2, 7.3: the hand's result as messages, one a line. */
export function handSummaryMessages(a: HandAnalysis, trump: Suit, pack: Pack): SensMessage[] {
  const lines: SensMessage[] = [];
  if (a.melds.length === 0) lines.push(msg('calc.noMelds', {}));
  else lines.push(msg('calc.melds', { count: a.melds.length, total: a.total }));
  if (a.bella) lines.push(msg('calc.bella', { trump, pack, points: BELLA_POINTS, inRun: a.bellaInRun }));
  if (a.best) lines.push(msg('calc.best', { kind: a.best.kind, cards: meldCards(a.best, pack), tied: a.bestTied }));
  if (a.melds.length > 0 && a.bella) lines.push(msg('calc.inAll', { total: a.total, bella: BELLA_POINTS }));
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

/** A comparison with its line as a message (for other languages); `compareHands` gives its English. */
export interface ComparisonSaid extends Omit<Comparison, 'text'> {
  readonly says: SensMessage;
}

const verdict = (winner: Winner, rule: Comparison['rule'], says: SensMessage): ComparisonSaid => ({ winner, rule, says });

/** 7.2, 8.3, 8.4: the comparison in English words. */
export function compareHands(mine: HandAnalysis, theirs: HandAnalysis, trump: Suit, pack: Pack, locale: Locale = 'en'): Comparison {
  const { winner, rule, says } = compareHandsSaid(mine, theirs, trump, pack);
  return { winner, rule, text: say(says, locale) };
}

/**
 * 7.2, 8.3, 8.4 (the readings at 8.4, 8.3, 7.2): the two sides' best melds compared. A stronger
 * kind wins whatever the points; two Vierständer go by the 8.4 order; two
 * runs of one kind by the top card, and on equal tops the one in trumps wins,
 * else both cancel and no melds count. The winner's side scores all its
 * melds; the other side none. Bella stays outside (7.3).
 */
export function compareHandsSaid(mine: HandAnalysis, theirs: HandAnalysis, trump: Suit, pack: Pack): ComparisonSaid {
  const a = mine.best;
  const b = theirs.best;
  if (a === null && b === null) return verdict('none', '7.2', msg('calc.compare.none', {}));
  if (b === null) return verdict('yours', '7.2', msg('calc.compare.onlyYours', { total: mine.total }));
  if (a === null) return verdict('theirs', '7.2', msg('calc.compare.onlyTheirs', { total: theirs.total }));
  const c = compareMelds(a, b, trump);
  const winner: Winner = c > 0 ? 'yours' : c < 0 ? 'theirs' : 'cancel';
  const won = { yours: c > 0, total: c > 0 ? mine.total : theirs.total };
  const [w, l] = c >= 0 ? [a, b] : [b, a];
  if (a.kind !== b.kind) return verdict(winner, '8.3', msg('calc.compare.kinds', { ...won, better: w.kind, worse: l.kind }));
  if (a.kind === 'vierstaender') return verdict(winner, '8.4', msg('calc.compare.fours', { ...won, better: rankOf(w.top), worse: rankOf(l.top) }));
  if (rankOf(a.top) !== rankOf(b.top)) {
    return verdict(winner, '8.3', msg('calc.compare.tops', { ...won, kind: a.kind, better: rankOf(w.top), worse: rankOf(l.top) }));
  }
  if (winner !== 'cancel') return verdict(winner, '8.3', msg('calc.compare.trumpTop', { ...won, kind: a.kind, top: rankOf(w.top), trump, pack }));
  return verdict(winner, '8.3', msg('calc.compare.cancel', { kind: a.kind, top: rankOf(a.top) }));
}
