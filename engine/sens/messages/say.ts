/**
 * The SENS helpers a catalogue entry gets besides plurals and lists: card,
 * suit, rank and meld names, and sides by their players, in each language.
 * Cards are named the Bavarian pack's way in both: suit, hyphen, rank
 * ("Herz-Unter"); German adds the article in the case the sentence needs
 * ("den Herz-Unter", "der Herz-Sieben"), since Unter, Ober and König are
 * masculine and the other ranks feminine.
 */
import type { Catalogue, Say } from '../../core/messages';
import { rankOf, suitOf, type Card, type Rank, type Suit } from '../cards';
import type { MeldKind } from '../types';
import type { Pair, SensSpec } from './spec';

/** The grammatical case a German card name stands in (English ignores it). */
export type Case = 'nom' | 'acc' | 'dat';

export interface SensSay extends Say {
  /** "Herz-Unter": the card's name without article. */
  card(card: Card): string;
  /** "the Herz-Unter" / "den Herz-Unter" (German: in the case given, accusative by default). */
  the(card: Card, kase?: Case): string;
  /** Several cards with their articles, as a list ("no card" when empty). */
  theCards(cards: readonly Card[], kase?: Case): string;
  /** Up to three cards by name, else the first two and how many more. */
  someCards(cards: readonly Card[], kase?: Case): string;
  suit(suit: Suit): string;
  rank(rank: Rank): string;
  /** The rank in the plural, as a Vierständer names it ("Unters" / "Unter"). */
  ranks(rank: Rank): string;
  kind(kind: MeldKind): string;
  /** "Ana and Cem": a side by its two players. */
  side(pair: Pair): string;
  /** "Ana or Cem": either player of a side. */
  eitherOf(pair: Pair): string;
}

/** One rule section's share of a catalogue: exactly the ids starting with one of `P` and a dot (or equal to it). */
export type CataloguePart<P extends string> = {
  readonly [Id in keyof SensSpec as Id extends P | `${P}.${string}` ? Id : never]: Catalogue<SensSpec, SensSay>[Id];
};

/** The names of the melds' kinds: the rulebook's words, the same in both languages. */
export const KIND_WORDS: Record<MeldKind, string> = { dreistaender: 'Dreiständer', quart: 'Quart', fuss: 'Fuss', vierstaender: 'Vierständer' };

/** 2.1: the suits keep their Bavarian names in both languages. */
export const SUIT_WORDS: Record<Suit, string> = { E: 'Eichel', G: 'Gras', H: 'Herz', S: 'Schellen' };

const EN_RANKS: Record<Rank, string> = { '7': 'Seven', '8': 'Eight', '9': 'Nine', T: 'Ten', U: 'Unter', O: 'Ober', K: 'King', A: 'Sau' };
const EN_PLURAL: Record<Rank, string> = { '7': 'Sevens', '8': 'Eights', '9': 'Nines', T: 'Tens', U: 'Unters', O: 'Obers', K: 'Kings', A: 'Saus' };
/** The German pages, the table and the glossary say "der Herz-Neuner", "der Eichel-Zehner", as Bavarian tables do. */
const DE_RANKS: Record<Rank, string> = { '7': 'Sieben', '8': 'Acht', '9': 'Neuner', T: 'Zehner', U: 'Unter', O: 'Ober', K: 'König', A: 'Sau' };
const DE_PLURAL: Record<Rank, string> = { '7': 'Sieben', '8': 'Achten', '9': 'Neuner', T: 'Zehner', U: 'Unter', O: 'Ober', K: 'Könige', A: 'Säue' };
const DE_MASCULINE: readonly Rank[] = ['9', 'T', 'U', 'O', 'K'];
const DE_ARTICLE: Record<Case, { readonly m: string; readonly f: string }> = {
  nom: { m: 'der', f: 'die' },
  acc: { m: 'den', f: 'die' },
  dat: { m: 'dem', f: 'der' },
};

/** The English helpers. */
export function englishHelpers(base: Say): Omit<SensSay, keyof Say> {
  const card = (c: Card) => `${SUIT_WORDS[suitOf(c)]}-${EN_RANKS[rankOf(c)]}`;
  const the = (c: Card) => `the ${card(c)}`;
  const theCards = (cards: readonly Card[]) => (cards.length === 0 ? 'no card' : base.list(cards.map(the)));
  return {
    card, the, theCards,
    someCards: (cards) => (cards.length <= 3 ? theCards(cards) : `${theCards(cards.slice(0, 2))} and ${cards.length - 2} more`),
    suit: (s) => SUIT_WORDS[s],
    rank: (r) => EN_RANKS[r],
    ranks: (r) => EN_PLURAL[r],
    kind: (k) => KIND_WORDS[k],
    side: ([a, b]) => `${a} and ${b}`,
    eitherOf: ([a, b]) => `${a} or ${b}`,
  };
}

/** The German helpers. */
export function germanHelpers(base: Say): Omit<SensSay, keyof Say> {
  const card = (c: Card) => `${SUIT_WORDS[suitOf(c)]}-${DE_RANKS[rankOf(c)]}`;
  const the = (c: Card, kase: Case = 'acc') => `${DE_ARTICLE[kase][DE_MASCULINE.includes(rankOf(c)) ? 'm' : 'f']} ${card(c)}`;
  const theCards = (cards: readonly Card[], kase: Case = 'acc') => (cards.length === 0 ? 'keine Karte' : base.list(cards.map((c) => the(c, kase))));
  return {
    card, the, theCards,
    someCards: (cards, kase = 'acc') => (cards.length <= 3 ? theCards(cards, kase) : `${cards.slice(0, 2).map((c) => the(c, kase)).join(', ')} und ${cards.length - 2} weitere`),
    suit: (s) => SUIT_WORDS[s],
    rank: (r) => DE_RANKS[r],
    ranks: (r) => DE_PLURAL[r],
    kind: (k) => KIND_WORDS[k],
    side: ([a, b]) => `${a} und ${b}`,
    eitherOf: ([a, b]) => `${a} oder ${b}`,
  };
}
