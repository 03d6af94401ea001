/**
 * The Game's desk form as the engine's position notation
 * (engine/the-game/notation.ts). The referee gives only what matters: the
 * hands, the piles (the top card is enough; "*" marks a card the other
 * player laid there, 4.2), whose turn, what has been laid this turn and how
 * many cards each draw pile holds. Every player owns all 58 cards 2-59
 * (1.1), so the cards not given are placed where they can lie: under a pile
 * they fit below (in the pile's direction, 3.1, 3.2) or in the draw pile.
 * Anything the referee typed goes into the notation as typed, so whatever
 * makes no sense is named by the engine's own parser and sense check.
 */
import type { Locale } from '../../../../engine/core/messages';
import type { TheGameState } from '../../../../engine/the-game/types';
import { uiText } from '../../../i18n/ui-text';
import { deSay } from '../view-words';

const { whose, cards } = deSay;

export interface SeatForm {
  readonly hand: string;
  /** Bottom first; the top card alone is enough. "12*" is a card the other player laid here. */
  readonly up: string;
  readonly down: string;
  /** How many cards the draw pile holds; empty: as few as the piles allow. */
  readonly draw: string;
}

export interface TableForm {
  readonly names: readonly [string, string];
  readonly turn: 0 | 1;
  readonly laidOwn: string;
  readonly laidOpponent: string;
  readonly seats: readonly [SeatForm, SeatForm];
  /** The draw piles' order as last opened (a link), kept so that an edit elsewhere does not reshuffle them. */
  readonly drawOrder?: readonly (readonly number[])[];
}

export const emptySeat: SeatForm = { hand: '', up: '', down: '', draw: '' };
export const emptyForm: TableForm = { names: ['Ben', 'Ana'], turn: 0, laidOwn: '', laidOpponent: '', seats: [emptySeat, emptySeat] };

const LOWEST = 2;
const HIGHEST = 59;
const tokens = (text: string) => text.split(/[\s,]+/).filter((t) => t !== '');
const cardOf = (t: string) => (/^\d{1,2}$/.test(t) && Number(t) >= LOWEST && Number(t) <= HIGHEST ? Number(t) : null);
const marked = (t: string) => t.endsWith('*');

/** A seat's cards the referee named: its hand, its own cards on its piles, its cards on the other player's piles. */
function named(form: TableForm, seat: 0 | 1): Set<number> {
  const other = form.seats[1 - seat];
  const own = form.seats[seat];
  const out = new Set<number>();
  for (const t of tokens(own.hand)) out.add(cardOf(t) ?? -1);
  for (const t of [...tokens(own.up), ...tokens(own.down)]) if (!marked(t)) out.add(cardOf(t) ?? -1);
  for (const t of [...tokens(other.up), ...tokens(other.down)]) if (marked(t)) out.add(cardOf(t.slice(0, -1)) ?? -1);
  return out;
}

/** The bottom card given for a pile when it is the owner's own card (unknown cards can go under it), else null. */
function bottomOwn(text: string): number | null {
  const first = tokens(text)[0];
  return first && !marked(first) ? cardOf(first) : null;
}

export interface Built {
  /** The position in the engine's notation, for Game.parsePosition. */
  readonly text: string;
  /** What the form had to decide for the referee (a draw count it could not meet), or null. */
  readonly note: string | null;
}

interface SeatPlaced {
  readonly draw: number[];
  readonly up: number[];
  readonly down: number[];
  readonly note: string | null;
}

/** What the form tells the referee it decided, in each language. */
const NOTES = uiText({
  en: {
    player: (seat: number) => `Player ${seat + 1}`,
    notACount: (name: string, typed: string, count: number) => `${name}'s draw pile: "${typed}" is not a count; it holds ${count} cards for now.`,
    atLeast: (name: string, least: number) => `${name}'s draw pile holds at least ${least}: those cards fit under no pile given.`,
    onlyLeft: (name: string, left: number) => `${name} has only ${left} cards not given elsewhere, so the draw pile holds ${left}.`,
  },
  de: {
    player: (seat) => `Spieler ${seat + 1}`,
    notACount: (name, typed, count) => `${whose(name)} Zugstapel: „${typed}“ ist keine Anzahl; vorerst liegen ${cards(count)} darin.`,
    atLeast: (name, least) => `In ${whose(name)} Zugstapel liegen mindestens ${cards(least)}: Sie passen unter keinen der angegebenen Stapel.`,
    onlyLeft: (name, left) => `${name} hat nur ${cards(left)}, die sonst nirgends angegeben sind; so viele liegen im Zugstapel.`,
  },
});

/** 1.1: where a seat's cards not named go: the draw pile (as many as asked) and under the piles they fit. */
function placeUnnamed(form: TableForm, seat: 0 | 1, locale: Locale): SeatPlaced {
  const t = NOTES[locale];
  const s = form.seats[seat];
  const name = form.names[seat] || t.player(seat);
  const given = named(form, seat);
  const unnamed: number[] = [];
  for (let v = LOWEST; v <= HIGHEST; v++) if (!given.has(v)) unnamed.push(v);
  const upBottom = bottomOwn(s.up);
  const downBottom = bottomOwn(s.down);
  const fitsUp = (v: number) => upBottom !== null && v < upBottom;
  const fitsDown = (v: number) => downBottom !== null && v > downBottom;
  const forced = unnamed.filter((v) => !fitsUp(v) && !fitsDown(v));
  const free = unnamed.filter((v) => fitsUp(v) || fitsDown(v));
  const asked = s.draw.trim() === '' ? null : /^\d{1,2}$/.test(s.draw.trim()) ? Number(s.draw.trim()) : NaN;
  let count = forced.length;
  let note: string | null = null;
  if (asked !== null && Number.isNaN(asked)) note = t.notACount(name, s.draw.trim().slice(0, 12), count);
  else if (asked !== null && asked < forced.length) note = t.atLeast(name, forced.length);
  else if (asked !== null && asked > unnamed.length) note = t.onlyLeft(name, unnamed.length);
  if (asked !== null && !Number.isNaN(asked)) count = Math.max(forced.length, Math.min(asked, unnamed.length));
  // The cards furthest from the piles' bottoms go to the draw pile first; the rest lie under the piles.
  const toDraw = new Set([...forced, ...free.slice(free.length - (count - forced.length))]);
  const rest = free.filter((v) => !toDraw.has(v));
  const order = form.drawOrder?.[seat] ?? [];
  const draw = [...order.filter((v) => toDraw.has(v)), ...[...toDraw].filter((v) => !order.includes(v)).sort((a, b) => a - b)];
  return { draw, up: rest.filter(fitsUp).sort((a, b) => a - b), down: rest.filter((v) => !fitsUp(v)).sort((a, b) => b - a), note };
}

const list = (items: readonly string[]) => (items.length === 0 ? '-' : items.join(','));

/** The form as a position line; what the referee typed goes in as typed, for the engine to judge. */
export function buildPosition(form: TableForm, locale: Locale = 'en'): Built {
  const placed = [placeUnnamed(form, 0, locale), placeUnnamed(form, 1, locale)];
  const perSeat = (f: (seat: 0 | 1) => string[]) => `${list(f(0))}/${list(f(1))}`;
  const pile = (row: 'up' | 'down') => perSeat((seat) => [...placed[seat][row].map(String), ...tokens(form.seats[seat][row])]);
  const count = (t: string) => (t.trim() === '' ? '0' : t.trim());
  const parts = [
    `players=${form.names.map((n) => n.trim()).join(',')}`,
    `turn=${form.names[form.turn].trim()}`,
    `laid=${count(form.laidOwn)}+${count(form.laidOpponent)}`,
    `hands=${perSeat((seat) => tokens(form.seats[seat].hand))}`,
    `draw=${perSeat((seat) => placed[seat].draw.map(String))}`,
    `up=${pile('up')}`,
    `down=${pile('down')}`,
  ];
  const notes = placed.map((p) => p.note).filter((n): n is string => n !== null);
  return { text: parts.join(' '), note: notes.length > 0 ? notes.join(' ') : null };
}

/** A position (opened from a link or typed) as the form shows it: every card given, so nothing is placed anew. */
export function formOf(state: TheGameState): TableForm {
  const seatForm = (seat: number): SeatForm => {
    const s = state.seats[seat];
    const pile = (row: 'up' | 'down') => s[row].map((c) => `${c.value}${c.by === seat ? '' : '*'}`).join(', ');
    return { hand: s.hand.join(', '), up: pile('up'), down: pile('down'), draw: String(s.draw.length) };
  };
  return {
    names: [state.players[0], state.players[1]],
    turn: state.toMove === 1 ? 1 : 0,
    laidOwn: String(state.laid.own),
    laidOpponent: String(state.laid.opponent),
    seats: [seatForm(0), seatForm(1)],
    drawOrder: state.seats.map((s) => s.draw),
  };
}

