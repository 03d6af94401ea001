/**
 * Reading the cards a referee types into one of the desk's fields: "AS 2S 3S",
 * "as,2s,3s", "AS2S3S", "10♦" or "T♦". What reads as cards comes back in the
 * engine's notation (cards.ts `cardText`); anything else comes back as typed
 * (upper case, without the characters that would break a position line), so
 * the position carries it and the engine's own parser says what is wrong.
 */
import { cardName, cardText, parseCard } from '../../../../engine/gin-rummy/cards';
import type { ReadItem } from '../../../components/desk/form-controls';

export type { ReadItem };

const SYMBOL_TO_SUIT: Record<string, string> = { '♣': 'C', '♦': 'D', '♥': 'H', '♠': 'S', '♧': 'C', '♢': 'D', '♡': 'H', '♤': 'S' };
const CARD = /(10|[2-9TJQKA])([CDHS])/y;

/** A token as cards ("AS2S" -> AS, 2S), or null when some of it is not a card. */
function cardsIn(token: string): ReadItem[] | null {
  const out: ReadItem[] = [];
  let at = 0;
  while (at < token.length) {
    CARD.lastIndex = at;
    const m = CARD.exec(token);
    const c = m ? parseCard(m[0]) : null;
    if (!c || !c.ok) return null;
    out.push({ code: cardText(c.value), name: cardName(c.value) });
    at = CARD.lastIndex;
  }
  return out;
}

/** The items of a field, in the order typed. */
export function readCards(text: string): ReadItem[] {
  const normal = text.replace(/[♣♦♥♠♧♢♡♤]/g, (s) => SYMBOL_TO_SUIT[s]).toUpperCase();
  const out: ReadItem[] = [];
  for (const token of normal.split(/[\s,;·/=]+/).filter(Boolean)) {
    out.push(...(cardsIn(token) ?? [{ code: token.slice(0, 20), name: null }]));
  }
  return out;
}

/** The codes of a field ("AS", "TD", or a token as typed). */
export const codesOf = (text: string): string[] => readCards(text).map((i) => i.code);
