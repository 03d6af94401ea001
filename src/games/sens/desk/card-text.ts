/**
 * Reading the cards a referee types into one of the SENS desk's fields:
 * "UE 9H TH", "ue,9h,10h" or "UE9HTH" (ranks 7 8 9 T U O K A, 10 for the Ten;
 * suits E G H S). What reads as cards comes back in the engine's notation
 * (cards.ts); anything else comes back as typed (upper case, without the
 * characters that would break a position line), so the position carries it
 * and the engine's own parser says what is wrong.
 */
import { cardName, parseCard, type Card } from '../../../../engine/sens/cards';
import type { ReadItem } from '../../../components/desk/form-controls';

export type { ReadItem };

const CARD = /(10|[789TUOKA])([EGHS])/y;

/** A token as cards ("UE9H" -> UE, 9H), or null when some of it is not a card. */
function cardsIn(token: string): ReadItem[] | null {
  const out: ReadItem[] = [];
  let at = 0;
  while (at < token.length) {
    CARD.lastIndex = at;
    const m = CARD.exec(token);
    const c = m ? parseCard(m[0]) : null;
    if (!c || !c.ok) return null;
    out.push({ code: c.value, name: cardName(c.value) });
    at = CARD.lastIndex;
  }
  return out;
}

/** The items of a field, in the order typed. */
export function readCards(text: string): ReadItem[] {
  const out: ReadItem[] = [];
  for (const token of text.toUpperCase().split(/[\s,;·/=|:]+/).filter(Boolean)) out.push(...(cardsIn(token) ?? [{ code: token.slice(0, 20), name: null }]));
  return out;
}

/** The codes of a field ("UE", "9H", or a token as typed). */
export const codesOf = (text: string): string[] => readCards(text).map((i) => i.code);

/** The cards of a field when every item is one; null otherwise. */
export function cardsOnly(text: string): Card[] | null {
  const items = readCards(text);
  return items.every((i) => i.name !== null) ? items.map((i) => i.code as Card) : null;
}
