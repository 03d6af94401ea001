/**
 * 2.1: a SENS card as the table draws it, with either pack: the rank as text
 * (7 8 9 10 U O K S with Bavarian faces, 7 8 9 10 J Q K A with French ones;
 * the rank's word on large cards), the suit as a drawn symbol (card.css), the
 * card's name for screen readers ("Eichel-Unter", "Jack of clubs") and a text
 * fallback for the symbol. Pure data, so tests and text views share it.
 */
import { cardName, fullPack, rankOf, suitOf, SUITS, type Card, type Rank, type Suit } from '../../../engine/sens/cards';
import type { Locale } from '../../../engine/core/messages';

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

export function cardFace(card: Card, pack: Pack, locale: Locale = 'en'): CardFace {
  const rank = rankOf(card);
  const suit = suitOf(card);
  const word = locale === 'de' && pack === 'french' ? DE_FRENCH_PRINT[rank] : WORD[pack][rank];
  const name = locale === 'de' ? germanName(card, pack) : cardName(card, pack);
  const short = locale === 'de' && pack === 'french' ? DE_FRENCH_SHORT[rank] : SHORT[pack][rank];
  return { code: card, pack, suit, rank: short, word, suitText: SUIT_TEXT[pack][suit], name };
}

/** The suit's name in the chosen pack ("Herz" or "hearts"; in German "Herz" or "Herz", "Kreuz"). */
export function suitWord(suit: Suit, pack: Pack, locale: Locale = 'en'): string {
  return locale === 'de' ? DE_SUIT[pack][suit] : SUIT_WORD[pack][suit];
}

/**
 * German card names as the German pages write them (content/de/sens/glossary.mdx):
 * suit first with a hyphen, "Herz-Unter", "Gras-Neuner", "Eichel-Zehner"; with
 * French faces the German French names, "Herz-Bube", "Karo-Ass" (2.1).
 */
const DE_WORD: Record<Pack, Record<Rank, string>> = {
  bavarian: { '7': 'Sieben', '8': 'Acht', '9': 'Neuner', T: 'Zehner', U: 'Unter', O: 'Ober', K: 'König', A: 'Sau' },
  french: { '7': 'Sieben', '8': 'Acht', '9': 'Neun', T: 'Zehn', U: 'Bube', O: 'Dame', K: 'König', A: 'Ass' },
};
/** The French ranks' letters for a German reader: B(ube), D(ame), K(önig), A(ss). */
const DE_FRENCH_SHORT: Record<Rank, string> = { '7': '7', '8': '8', '9': '9', T: '10', U: 'B', O: 'D', K: 'K', A: 'A' };
/** What large French cards print for a German reader: numbers and the German face names. */
const DE_FRENCH_PRINT: Record<Rank, string> = { '7': '7', '8': '8', '9': '9', T: '10', U: 'Bube', O: 'Dame', K: 'König', A: 'Ass' };
const DE_SUIT: Record<Pack, Record<Suit, string>> = {
  bavarian: SUIT_WORD.bavarian,
  french: { E: 'Kreuz', G: 'Pik', H: 'Herz', S: 'Karo' },
};
/** The German gender of each rank's name, for its article: der Unter, die Sau, das Ass. */
const DE_GENDER: Record<Pack, Record<Rank, 'm' | 'f' | 'n'>> = {
  bavarian: { '7': 'f', '8': 'f', '9': 'm', T: 'm', U: 'm', O: 'm', K: 'm', A: 'f' },
  french: { '7': 'f', '8': 'f', '9': 'f', T: 'f', U: 'm', O: 'f', K: 'm', A: 'n' },
};
const DE_ARTICLE = {
  nom: { m: 'der', f: 'die', n: 'das' },
  acc: { m: 'den', f: 'die', n: 'das' },
  dat: { m: 'dem', f: 'der', n: 'dem' },
} as const;

/** The German grammatical case a card's article takes. */
export type Case = keyof typeof DE_ARTICLE;

function germanName(card: Card, pack: Pack): string {
  return `${DE_SUIT[pack][suitOf(card)]}-${DE_WORD[pack][rankOf(card)]}`;
}

/** A card with its article: "the Herz-Unter"; German in the case asked for, "den Herz-Unter", "der Schellen-Sau". */
export function theCard(card: Card, pack: Pack, locale: Locale = 'en', kase: Case = 'acc'): string {
  if (locale !== 'de') return `the ${cardName(card, pack)}`;
  return `${DE_ARTICLE[kase][DE_GENDER[pack][rankOf(card)]]} ${germanName(card, pack)}`;
}

/** "zum" or "zur": German "bis zum Gras-König", "bis zur Herz-Sau". */
export function germanTo(card: Card, pack: Pack): string {
  return DE_GENDER[pack][rankOf(card)] === 'f' ? 'zur' : 'zum';
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

/**
 * The engine words its duties with Bavarian names ("must follow Eichel"); this puts a line in the reader's pack.
 * German lines are read card by card (article, suit, rank) and written again in the reader's pack:
 * "den Herz-Neuner" stays in the Bavarian pack and becomes "die Herz-Neun" in the French one.
 */
export function inPack(text: string, pack: Pack, locale: Locale = 'en'): string {
  if (locale === 'de') return germanInPack(text, pack);
  if (pack === 'bavarian') return text;
  let out = text;
  for (const [from, to] of TO_FRENCH) out = out.split(from).join(to);
  return out;
}

/** The engine's German rank words (engine/sens/messages/say.ts) and their genders, for reading its sentences. */
const ENGINE_DE_RANK: Record<string, Rank> = { Sieben: '7', Acht: '8', Neuner: '9', Zehner: 'T', Unter: 'U', Ober: 'O', König: 'K', Sau: 'A' };
const SUIT_OF_WORD: Record<string, Suit> = { Eichel: 'E', Gras: 'G', Herz: 'H', Schellen: 'S' };
const ENGINE_DE_CARD = /\b(?:(der|die|den|dem) )?(Eichel|Gras|Herz|Schellen)-(Sieben|Acht|Neuner|Zehner|Unter|Ober|König|Sau)\b/g;

/** The case an engine article stands in, from the article and the gender the engine gives the rank. */
function caseOf(article: string, rank: Rank): Case {
  const masculine = rank === '9' || rank === 'T' || rank === 'U' || rank === 'O' || rank === 'K'; // the engine's masculine ranks (messages/say.ts)
  if (article === 'dem' || (article === 'der' && !masculine)) return 'dat';
  if (article === 'den') return 'acc';
  return article === 'der' ? 'nom' : 'acc';
}

/** A German engine line in the reader's pack: "den Herz-Neuner" (French: "die Herz-Neun"), suits "Eichel" -> "Kreuz". */
function germanInPack(text: string, pack: Pack): string {
  const cards = text.replace(ENGINE_DE_CARD, (_all, article: string | undefined, suit: string, rank: string) => {
    const card = `${ENGINE_DE_RANK[rank]}${SUIT_OF_WORD[suit]}` as Card;
    return article ? theCard(card, pack, 'de', caseOf(article, ENGINE_DE_RANK[rank])) : germanName(card, pack);
  });
  return pack === 'bavarian' ? cards : cards.replace(/\b(Eichel|Gras|Schellen)\b/g, (suit) => DE_SUIT.french[SUIT_OF_WORD[suit]]);
}
