/**
 * The table's words for SENS: players, sides, compass places, melds and
 * announcements. Seats 0-3 sit clockwise; the table draws seat 0 at the
 * bottom (south), so seat 1, on its left, is west, its partner seat 2 north
 * and seat 3 east (1.1: partners sit across). A side is named by its two
 * players ("Ana & Cem").
 */
import { rankOf, type Card } from '../../../engine/sens/cards';
import type { MeldKind, SensState, Seat, Side } from '../../../engine/sens/types';
import { listOf, type Locale } from '../../../engine/core/messages';
import { cardFace, germanTo, type Pack } from './card-face';

export type Compass = 'south' | 'west' | 'north' | 'east';
export const COMPASS: readonly Compass[] = ['south', 'west', 'north', 'east'];
export const SEATS: readonly Seat[] = [0, 1, 2, 3];

export function nameOf(state: Pick<SensState, 'players'>, seat: number, locale: Locale = 'en'): string {
  return state.players[seat] ?? `${locale === 'de' ? 'Platz' : 'Seat'} ${seat + 1}`;
}

export function sideOf(seat: number): Side {
  return (seat % 2) as Side;
}

/** "Ana & Cem": the side's two players, lower seat first. */
export function sideName(state: Pick<SensState, 'players'>, side: number): string {
  return `${nameOf(state, side)} & ${nameOf(state, side + 2)}`;
}

export const KIND_WORDS: Record<MeldKind, string> = { dreistaender: 'Dreiständer', quart: 'Quart', fuss: 'Fuss', vierstaender: 'Vierständer' };

/** Plural rank names for a Vierständer ("Unters", "Jacks"). */
const PLURAL: Record<Pack, Record<string, string>> = {
  bavarian: { '9': 'Nines', T: 'Tens', U: 'Unters', O: 'Obers', K: 'Kings', A: 'Saus', '7': 'Sevens', '8': 'Eights' },
  french: { '9': 'Nines', T: 'Tens', U: 'Jacks', O: 'Queens', K: 'Kings', A: 'Aces', '7': 'Sevens', '8': 'Eights' },
};
/** The same in German, as "vier Unter" says them (the rulebook's plurals: Neuner, Zehner, Säue). */
const DE_PLURAL: Record<Pack, Record<string, string>> = {
  bavarian: { '9': 'Neuner', T: 'Zehner', U: 'Unter', O: 'Ober', K: 'Könige', A: 'Säue', '7': 'Sieben', '8': 'Achten' },
  french: { '9': 'Neunen', T: 'Zehnen', U: 'Buben', O: 'Damen', K: 'Könige', A: 'Asse', '7': 'Sieben', '8': 'Achten' },
};

/** The kind of meld these cards make when they make none the engine recognises: runs by length, four of a rank. */
function kindOfCards(cards: readonly Card[]): MeldKind {
  if (cards.length === 4 && cards.every((c) => rankOf(c) === rankOf(cards[0]))) return 'vierstaender';
  return cards.length <= 3 ? 'dreistaender' : cards.length === 4 ? 'quart' : 'fuss';
}

/**
 * 8.1, 8.2: a meld as players say it, by kind and top card: "Quart up to the
 * Gras-King", "Vierständer of Unters". Runs are judged by their highest card
 * in the meld order (2.4), the order the cards come in.
 */
export function meldWords(cards: readonly Card[], pack: Pack = 'bavarian', kind: MeldKind = kindOfCards(cards), locale: Locale = 'en'): string {
  const de = locale === 'de';
  if (cards.length === 0) return de ? `${KIND_WORDS[kind]} ohne Karten` : `${KIND_WORDS[kind]} of no cards`;
  if (kind === 'vierstaender') return de ? `${KIND_WORDS[kind]}, vier ${DE_PLURAL[pack][rankOf(cards[0])]}` : `${KIND_WORDS[kind]} of ${PLURAL[pack][rankOf(cards[0])]}`;
  const top = cards[cards.length - 1];
  if (de) return `${KIND_WORDS[kind]} bis ${germanTo(top, pack)} ${cardFace(top, pack, 'de').name}`;
  return `${KIND_WORDS[kind]} up to the ${cardFace(top, pack).name}`;
}

/** "1 trick", "3 tricks" */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "Ana", "Ana and Ben", "Ana, Ben and Cem" (German: "und"). */
export function listWords(items: readonly string[], locale: Locale = 'en'): string {
  if (locale !== 'en') return listOf(locale, items);
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
