/**
 * The deadwood calculator's model: reads a hand typed as text (or taken from
 * the page address), finds the best melds and the deadwood with the engine
 * (melds.ts: `bestArrangement` for ten cards, `bestDiscard` for eleven) and
 * says it in words. No DOM.
 */
import type { Locale } from '../../../../engine/core/messages';
import { CALC_WORDS } from './words';
import { parseCard, cardName, compareCards, fullPack, sameCard, type Card, type Suit } from '../../../../engine/gin-rummy/cards';
import { bestArrangement, bestDiscard, cardCode, type Arrangement } from '../../../../engine/gin-rummy/melds';
import { GIN_BONUS, KNOCK_LIMIT } from '../../../../engine/gin-rummy/hand-score';

export const SUIT_SYMBOLS: Record<Suit, string> = { C: '♣', D: '♦', H: '♥', S: '♠' };
const SYMBOL_TO_SUIT: Record<string, Suit> = { '♣': 'C', '♦': 'D', '♥': 'H', '♠': 'S', '♧': 'C', '♢': 'D', '♡': 'H', '♤': 'S' };
/** Longest text the calculator reads (a hand of eleven needs about 35 characters). */
export const MAX_TEXT = 300;

const RANK_SHOW = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const RANK_CODE = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];

/** "A♠", "10♦". */
export const showCard = (c: Card): string => RANK_SHOW[c.rank] + SUIT_SYMBOLS[c.suit];
/** "AS", "TD": the notation, also used in the page address. */
export const codeOf = (c: Card): string => RANK_CODE[c.rank] + c.suit;
export const isRed = (c: Card): boolean => c.suit === 'D' || c.suit === 'H';

export interface ParsedHand {
  /** The cards read, without repeats, in the order typed. */
  readonly cards: readonly Card[];
  /** Problems in plain words; empty when the hand can be scored. */
  readonly errors: readonly string[];
}

/**
 * Reads a hand: cards separated by spaces or commas ("AS 2S 3S"), or run
 * together ("AS2S3S", as in the page address); 10 or T for tens, suit
 * letters C D H S or the symbols ♣ ♦ ♥ ♠, any case.
 */
export function parseHand(text: string, locale: Locale = 'en'): ParsedHand {
  const w = CALC_WORDS[locale];
  if (text.length > MAX_TEXT) return { cards: [], errors: [w.tooLong(text.length, MAX_TEXT)] };
  const normal = text.replace(/[♣♦♥♠♧♢♡♤]/g, (s) => SYMBOL_TO_SUIT[s]).toUpperCase();
  const unknown: string[] = [];
  const cards: Card[] = [];
  const twice: string[] = [];
  for (const token of normal.split(/[\s,;·]+/).filter(Boolean)) {
    const re = /(10|[2-9TJQKA])([CDHS])/y;
    let at = 0;
    const found: Card[] = [];
    while (at < token.length) {
      re.lastIndex = at;
      const m = re.exec(token);
      if (!m) break;
      const c = parseCard(m[0]);
      if (c.ok) found.push(c.value);
      at = re.lastIndex;
    }
    if (at < token.length) {
      unknown.push(token.slice(0, 20));
      continue;
    }
    for (const c of found) {
      if (cards.some((d) => sameCard(c, d))) {
        if (!twice.includes(codeOf(c))) twice.push(codeOf(c));
      } else cards.push(c);
    }
  }
  const errors: string[] = [];
  if (unknown.length > 0) {
    errors.push(w.notCards(unknown.map((u) => `"${u}"`).join(', '), unknown.length === 1));
  }
  if (twice.length > 0) {
    errors.push(w.twice(twice.join(', '), twice.length === 1));
  }
  if (unknown.length === 0 && cards.length !== 10 && cards.length !== 11) {
    errors.push(cards.length === 0 ? w.enterHand : w.wrongSize(cards.length));
  }
  return { cards, errors };
}

/** The hand as it goes into the page address: ?hand=AS2S3S... (sorted, no separators). */
export function handParam(cards: readonly Card[]): string {
  return [...cards].sort(compareCards).map(codeOf).join('');
}

/** The hand as text for the input field, in the order given. */
export function handText(cards: readonly Card[]): string {
  return cards.map(codeOf).join(' ');
}

/** Adds or removes one card (for the grid of toggle buttons). */
export function toggle(cards: readonly Card[], card: Card): Card[] {
  return cards.some((c) => sameCard(c, card)) ? cards.filter((c) => !sameCard(c, card)) : [...cards, card];
}

export interface Analysis {
  readonly size: 10 | 11;
  /** Eleven cards: the card to discard (§7: the knocker's discard is face down and does not count). */
  readonly discard: Card | null;
  readonly arrangement: Arrangement;
  readonly gin: boolean;
  readonly mayKnock: boolean;
  /** One line, e.g. "Best: A♠2♠3♠ · 7♣7♦7♥ · 9♦10♦J♦ — deadwood K♣ = 10: you may knock (§7)." */
  readonly summary: string;
  /** Further lines in words. */
  readonly details: readonly string[];
}

/** §4, §7, §11: the best melds of a hand of 10, or of 11 after the best discard. */
export function analyse(cards: readonly Card[], locale: Locale = 'en'): Analysis | null {
  if (cards.length !== 10 && cards.length !== 11) return null;
  const w = CALC_WORDS[locale];
  const name = w.cardName;
  const size = cards.length as 10 | 11;
  const pick = size === 11 ? bestDiscard(cards) : { discard: null, arrangement: bestArrangement(cards) };
  const a = pick.arrangement;
  const gin = a.points === 0;
  const mayKnock = a.points <= KNOCK_LIMIT;
  // Shown lowest rank first (as a player reads a hand), ties in the engine's order.
  const shown = [...a.melds].sort((x, y) => Math.min(...x.cards.map((c) => c.rank)) - Math.min(...y.cards.map((c) => c.rank)));
  const melds = shown.length === 0 ? w.noMelds : shown.map((m) => m.cards.map(showCard).join('')).join(' · ');
  const dead = a.deadwood.length === 0 ? w.noDeadwood : w.deadwood(a.deadwood.map(showCard).join(' '), a.points);
  const verdict = gin ? w.gin(GIN_BONUS) : mayKnock ? w.mayKnock : w.tooMuch(KNOCK_LIMIT);
  const start = pick.discard ? w.discard(showCard(pick.discard)) : '';
  const summary = w.summary(start, melds, dead, verdict);
  const details: string[] = [];
  if (pick.discard) details.push(w.elevenDetail(name(pick.discard)));
  for (const m of shown) details.push(w.meld(m.kind === 'run', m.cards.map((c) => name(c)).join(', ')));
  if (a.deadwood.length > 0) details.push(w.deadDetail(a.deadwood.map((c) => `${name(c)} (${Math.min(c.rank, 10)})`).join(', '), a.points));
  if (size === 10 && !gin) details.push(w.tenDetail);
  return { size, discard: pick.discard, arrangement: a, gin, mayKnock, summary, details };
}

/** The 52 cards by suit (spades, hearts, diamonds, clubs) for the grid, Ace to King. */
export function gridSuits(): { suit: Suit; cards: Card[] }[] {
  const pack = fullPack();
  return (['S', 'H', 'D', 'C'] as Suit[]).map((suit) => ({ suit, cards: pack.filter((c) => c.suit === suit) }));
}

export const SUIT_LABELS: Record<Suit, string> = { C: 'Clubs', D: 'Diamonds', H: 'Hearts', S: 'Spades' };

export { cardName, cardCode };
