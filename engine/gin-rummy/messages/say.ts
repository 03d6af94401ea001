/**
 * The Gin Rummy helpers a catalogue entry gets besides the core's (plural, list,
 * nested message): cards by name, card codes as lists, counted hands. English names
 * cards "the Queen of hearts"; German the way German card players do, suit then
 * rank with a hyphen ("die Herz-Dame", "den Pik-Buben"), with the article in the
 * case the sentence needs. Suits and ranks as in TERMS.md and the German rulebook
 * (§1, §2): Kreuz, Pik, Herz, Karo; Ass, König, Dame, Bube.
 */
import type { Say } from '../../core/messages';
import { parseCard, RANK_NAMES, SUIT_NAMES, type Card } from '../cards';
import type { Counted } from './spec';

/** German grammatical case a card name is put in. */
export type Case = 'nom' | 'acc' | 'dat';

export interface GinSay extends Say {
  /** The card `code` with its article ("the Queen of hearts"); a missing or unreadable code is "a card". */
  card(code: string | undefined, form?: Case): string;
  /** A rank by itself ("Queen", "Dame"). */
  rank(rank: number): string;
  /** Codes separated by spaces; "no cards" for none. */
  codes(codes: readonly string[]): string;
  /** "1 card", "3 cards". */
  cardsWord(count: number): string;
  /** Deadwood as charged: the points, plus 10 a card short of ten (§14.11, §14.12). */
  counted(c: Counted): string;
  /** Score-sheet players: "player A", "player B". */
  player(p: 0 | 1): string;
}

const HAND_SIZE = 10;

function cardOf(code: string | undefined): Card | null {
  if (code === undefined) return null;
  const parsed = parseCard(code);
  return parsed.ok ? parsed.value : null;
}

/** English helpers: the words the engine always used. */
export function englishHelpers(base: Say): Omit<GinSay, keyof Say> {
  const cardsWord = (n: number) => `${n} ${base.plural(n, { one: 'card', other: 'cards' })}`;
  return {
    card: (code) => {
      const c = cardOf(code);
      return c ? `the ${RANK_NAMES[c.rank]} of ${SUIT_NAMES[c.suit]}` : 'a card';
    },
    rank: (rank) => RANK_NAMES[rank] ?? String(rank),
    codes: (codes) => (codes.length === 0 ? 'no cards' : codes.join(' ')),
    cardsWord,
    counted: ({ points, cards }) => (cards < HAND_SIZE ? `${points} + ${(HAND_SIZE - cards) * 10} for ${cardsWord(HAND_SIZE - cards)} missing` : `${points}`),
    player: (p) => `player ${p === 0 ? 'A' : 'B'}`,
  };
}

const DE_SUITS: Record<Card['suit'], string> = { C: 'Kreuz', D: 'Karo', H: 'Herz', S: 'Pik' };
/** German ranks with their gender; Bube is a weak noun ("den Buben"). */
const DE_RANKS: readonly { readonly nom: string; readonly oblique: string; readonly gender: 'm' | 'f' | 'n' }[] = [
  { nom: '', oblique: '', gender: 'f' },
  { nom: 'Ass', oblique: 'Ass', gender: 'n' },
  ...['Zwei', 'Drei', 'Vier', 'Fünf', 'Sechs', 'Sieben', 'Acht', 'Neun', 'Zehn'].map((w) => ({ nom: w, oblique: w, gender: 'f' as const })),
  { nom: 'Bube', oblique: 'Buben', gender: 'm' },
  { nom: 'Dame', oblique: 'Dame', gender: 'f' },
  { nom: 'König', oblique: 'König', gender: 'm' },
];
const ARTICLES: Record<Case, Record<'m' | 'f' | 'n', string>> = {
  nom: { m: 'der', f: 'die', n: 'das' },
  acc: { m: 'den', f: 'die', n: 'das' },
  dat: { m: 'dem', f: 'der', n: 'dem' },
};

/** German helpers. */
export function germanHelpers(base: Say): Omit<GinSay, keyof Say> {
  const cardsWord = (n: number) => `${n} ${base.plural(n, { one: 'Karte', other: 'Karten' })}`;
  return {
    card: (code, form = 'acc') => {
      const c = cardOf(code);
      if (!c) return form === 'dat' ? 'einer Karte' : 'eine Karte';
      const r = DE_RANKS[c.rank];
      return `${ARTICLES[form][r.gender]} ${DE_SUITS[c.suit]}-${form === 'nom' ? r.nom : r.oblique}`;
    },
    rank: (rank) => DE_RANKS[rank]?.nom ?? String(rank),
    codes: (codes) => (codes.length === 0 ? 'keine Karten' : codes.join(' ')),
    cardsWord,
    counted: ({ points, cards }) => (cards < HAND_SIZE ? `${points} + ${(HAND_SIZE - cards) * 10} für ${base.plural(HAND_SIZE - cards, { one: 'eine fehlende Karte', other: `${HAND_SIZE - cards} fehlende Karten` })}` : `${points}`),
    player: (p) => `Spieler ${p === 0 ? 'A' : 'B'}`,
  };
}
