/**
 * 2.1: a SENS card as the table draws it, with either pack: the rank as text
 * (7 8 9 10 U O K S with Bavarian faces, 7 8 9 10 J Q K A with French ones;
 * the rank's word on large cards), the suit as a drawn symbol (card.css), the
 * card's name for screen readers ("Eichel-Unter", "Jack of clubs") and a text
 * fallback for the symbol. Pure data, so tests and text views share it.
 */
import { cardName, fullPack, rankOf, suitOf, SUITS, type Card, type Rank, type Suit } from '../../../engine/sens/cards';

/** Which faces the reader sees: the Bavarian pack the sheet is written for, or a French one read the same way (2.1). */
export type Pack = 'bavarian' | 'french';
export const PACKS: readonly Pack[] = ['bavarian', 'french'];

export type CardSize = 'sm' | 'md' | 'lg';

const SHORT: Record<Pack, Record<Rank, string>> = {
  bavarian: { '7': '7', '8': '8', '9': '9', T: '10', U: 'U', O: 'O', K: 'K', A: 'S' },
  french: { '7': '7', '8': '8', '9': '9', T: '10', U: 'J', O: 'Q', K: 'K', A: 'A' },
};

/** The words large cards print: the German ones on Bavarian faces (that is what the cards say), English on French faces. */
const WORD: Record<Pack, Record<Rank, string>> = {
  bavarian: { '7': '7', '8': '8', '9': '9', T: '10', U: 'Unter', O: 'Ober', K: 'König', A: 'Sau' },
  french: { '7': '7', '8': '8', '9': '9', T: '10', U: 'Jack', O: 'Queen', K: 'King', A: 'Ace' },
};

/** What stands in for the drawn symbol when styles are off: the suit's initial, or the French symbol. */
const SUIT_TEXT: Record<Pack, Record<Suit, string>> = {
  bavarian: { E: 'E', G: 'G', H: 'H', S: 'S' },
  french: { E: '\u2663', G: '\u2660', H: '\u2665', S: '\u2666' },
};

/** Short suit names for compact text ("Herz", "hearts"). */
const SUIT_WORD: Record<Pack, Record<Suit, string>> = {
  bavarian: { E: 'Eichel', G: 'Gras', H: 'Herz', S: 'Schellen' },
  french: { E: 'clubs', G: 'spades', H: 'hearts', S: 'diamonds' },
};

export interface CardFace {
  /** The notation ("UE"): a stable key, and what tests and data attributes use. */
  readonly code: Card;
  readonly pack: Pack;
  readonly suit: Suit;
  /** "U", "10", "S" (Bavarian) or "J", "10", "A" (French). */
  readonly rank: string;
  /** "Unter" / "Jack": what large cards print. */
  readonly word: string;
  /** The symbol's text fallback. */
  readonly suitText: string;
  /** "Eichel-Unter" / "Jack of clubs". */
  readonly name: string;
}

export function cardFace(card: Card, pack: Pack): CardFace {
  const rank = rankOf(card);
  const suit = suitOf(card);
  return { code: card, pack, suit, rank: SHORT[pack][rank], word: WORD[pack][rank], suitText: SUIT_TEXT[pack][suit], name: cardName(card, pack) };
}

/** The suit's name in the chosen pack ("Herz" or "hearts"). */
export function suitWord(suit: Suit, pack: Pack): string {
  return SUIT_WORD[pack][suit];
}

/** "Herz U" / "J♥": a card in a line of text where a full name is too long. */
export function cardShort(card: Card, pack: Pack): string {
  const face = cardFace(card, pack);
  return pack === 'french' ? `${face.rank}${face.suitText}` : `${SUIT_WORD.bavarian[face.suit]} ${face.rank}`;
}

/** The class list of a card box: size, suit colour, pack. */
export function cardClass(face: CardFace, size: CardSize = 'sm'): string {
  return `sens-card sens-card--${size} sens-card--${face.pack} sens-suit-${face.suit}`;
}

/** Bavarian card names to French ones, longest first so "Eichel-Seven" goes before "Eichel". */
const TO_FRENCH: readonly [string, string][] = [
  ...fullPack().map((c): [string, string] => [cardName(c), cardName(c, 'french')]),
  ...SUITS.map((s): [string, string] => [SUIT_WORD.bavarian[s], SUIT_WORD.french[s]]),
];

/** The engine words its duties with Bavarian names ("must follow Eichel"); this puts a line in the reader's pack. */
export function inPack(text: string, pack: Pack): string {
  if (pack === 'bavarian') return text;
  let out = text;
  for (const [from, to] of TO_FRENCH) out = out.split(from).join(to);
  return out;
}
