/**
 * The SENS desk's set-up form as data, and the way between it and the
 * engine's position notation (engine/sens/notation.ts). The form only writes
 * the notation; whether the table can be is the engine's to say
 * (Game.parsePosition), so nothing here judges a table. What the form adds:
 *  - the fill: each hand is topped up from the cards nobody named, in pack
 *    order (Eichel, Gras, Herz, Schellen, each Seven to Sau), to the five of
 *    the bidding (4.4) or to eight less the cards it has played (5.4); the
 *    cards still left form the pack;
 *  - what follows from the rest, worked out with the engine's own rules:
 *    the passes before the player to say or the taker (5.1, 5.2), and in play
 *    who is to play (9.1, 9.5: tricks.ts `trickWinner`, 1-seats.ts `leaderOf`).
 * The form covers the bidding and play. Fields it has no control for
 * (options, ledger, melds, Bella, wrong cards, Vorlauf, robbing) are kept as
 * they came in `initial`, so editing a shared table loses nothing.
 */
import { fullPack, type Card, type Suit } from '../../../../engine/sens/cards';
import { formatPosition, parsePosition } from '../../../../engine/sens/notation';
import { leaderOf, seatAfter } from '../../../../engine/sens/rules/1-seats';
import { trickWinner } from '../../../../engine/sens/tricks';
import type { Seat, Trick } from '../../../../engine/sens/types';
import { cardsOnly, codesOf } from './card-text';

export type FormPhase = 'bidding' | 'play';
const KEPT_KEYS = ['ledger', 'melds', 'bella', 'fouls', 'vorlauf', 'robbed'];

export interface SensForm {
  readonly names: readonly [string, string, string, string];
  /** The table's customs as the notation writes them (4.3, 4.5): kept, default mild. */
  readonly options: string;
  /** The two sides' totals: seats 1 and 3 (Ana's side), then 2 and 4. */
  readonly scores: readonly [string, string];
  readonly dealer: Seat;
  readonly phase: FormPhase;
  /** The bidding round (5.2); in play, the round the game was taken in. */
  readonly round: 1 | 2;
  /** Bidding: the card turned up (4.4). */
  readonly turned: string;
  /** Bidding: who says next. */
  readonly toSay: Seat;
  /** Play: who took the game, and the trump suit (5.1, 5.2). */
  readonly taker: Seat;
  readonly trump: Suit;
  /** Play: the tricks taken in, every card in order, four to a trick, each from its leader. */
  readonly tricks: string;
  /** Play: the trick on the table, from its leader. */
  readonly trick: string;
  readonly hands: readonly [string, string, string, string];
  /** Fields of `initial` the form has no control for, as written there. */
  readonly kept: readonly string[];
}

/** A fresh table: Dia dealt, Ana (Vorhand) took the game in Herz, the first trick is to be led (9.1). */
export function freshForm(): SensForm {
  return {
    names: ['Ana', 'Ben', 'Cem', 'Dia'], options: 'mild', scores: ['0', '0'], dealer: 3, phase: 'play', round: 1, turned: '', toSay: 3,
    taker: 0, trump: 'H', tricks: '', trick: '', hands: ['', '', '', ''], kept: [],
  };
}

const SEATS: readonly Seat[] = [0, 1, 2, 3];
const list = (codes: readonly string[]) => (codes.length === 0 ? '-' : codes.join(','));
const chunks = <T>(codes: readonly T[]): T[][] => Array.from({ length: Math.ceil(codes.length / 4) }, (_, i) => codes.slice(i * 4, i * 4 + 4));

/** 9.1, 9.5: the tricks with their seats and winners, as far as they are four cards each; the rest is left to the engine. */
function seatedTricks(form: SensForm): Trick[] {
  const all = cardsOnly(form.tricks);
  const out: Trick[] = [];
  if (!all) return out;
  for (const cards of chunks(all)) {
    if (cards.length !== 4) break;
    const leader = leaderOf({ tricks: out, dealer: form.dealer });
    const played = cards.map((card, i) => ({ seat: seatAfter(leader, i), card }));
    out.push({ cards: played, winner: trickWinner(played, form.trump) });
  }
  return out;
}

/** Who is to act, and how many cards each hand holds by now (4.4, 5.4, 9.1). */
function turnAndSizes(form: SensForm): { turn: Seat; sizes: number[] } {
  if (form.phase === 'bidding') return { turn: form.toSay, sizes: [5, 5, 5, 5] };
  const tricks = seatedTricks(form);
  const leader = leaderOf({ tricks, dealer: form.dealer });
  const onTable = codesOf(form.trick);
  const sizes = SEATS.map((s) => 8 - tricks.filter((t) => t.cards.some((p) => p.seat === s)).length - (onTable.some((_, i) => seatAfter(leader, i) === s) ? 1 : 0));
  return { turn: seatAfter(leader, onTable.length), sizes };
}

/** The hands topped up from the cards nobody named, and what is left for the pack (see the header). */
function fill(form: SensForm, sizes: readonly number[]): { hands: string[][]; pack: string[] } {
  const hands = form.hands.map(codesOf);
  const named = new Set([...hands.flat(), ...codesOf(form.tricks), ...codesOf(form.trick), ...(form.phase === 'bidding' ? codesOf(form.turned) : [])]);
  const rest = fullPack().filter((c) => !named.has(c));
  const filled = hands.map((h, s) => [...h, ...rest.splice(0, Math.max(0, sizes[s] - h.length))]);
  return { hands: filled, pack: rest };
}

/** The passes before `seat` in this round: the bidding goes round from the dealer (5.1, as the engine reads it). */
function passesBefore(form: SensForm, seat: Seat): string {
  const n = (seat - form.dealer + 4) % 4;
  return Array.from({ length: n }, (_, i) => form.names[seatAfter(form.dealer, i)].trim()).join(',');
}

/** The table the form describes, in the engine's position notation. */
export function positionText(form: SensForm): string {
  const name = (s: Seat) => form.names[s].trim();
  const { turn, sizes } = turnAndSizes(form);
  const { hands, pack } = fill(form, sizes);
  const parts = [`players=${form.names.map((n) => n.trim()).join(',')}`, `options=${form.options}`, `scores=${form.scores[0].trim()},${form.scores[1].trim()}`,
    `dealer=${name(form.dealer)}`, `phase=${form.phase}`, `turn=${name(turn)}`, `hands=${hands.map(list).join('/')}`, `pack=${list(pack)}`];
  if (form.phase === 'bidding') parts.push(`turned=${codesOf(form.turned)[0] ?? '-'}`);
  if (form.round === 2) parts.push('round=2');
  const passed = passesBefore(form, form.phase === 'bidding' ? form.toSay : form.taker);
  if (passed) parts.push(`passed=${passed}`);
  if (form.phase === 'play') {
    parts.push(`game=${name(form.taker)},${form.trump}`);
    const tricks = chunks(codesOf(form.tricks));
    if (tricks.length) parts.push(`tricks=${tricks.map((t) => t.join('')).join(',')}`);
    const trick = codesOf(form.trick);
    if (trick.length) parts.push(`trick=${trick.join(',')}`);
  }
  parts.push(...form.kept);
  return parts.join(' ');
}

/** The form for a position given in notation; the engine's error when it does not read, a note when the form cannot show all of it. */
export function formFromPosition(text: string): { ok: true; form: SensForm; note: string | null } | { ok: false; error: string } {
  const parsed = parsePosition(text);
  // The engine's failure as it is: its reason (not enumerable) says it in the page's language.
  if (!parsed.ok) return parsed;
  const s = parsed.value;
  const d = s.deal;
  const supported = s.phase === 'bidding' || s.phase === 'play';
  const base: SensForm = {
    ...freshForm(), names: [s.players[0], s.players[1], s.players[2], s.players[3]], options: `${s.options.misdeal}${s.options.dealerSeesLast ? ',sees-last' : ''}`,
    scores: [String(s.scores[0]), String(s.scores[1])], dealer: d.dealer, toSay: d.dealer,
  };
  if (!supported) return { ok: true, form: base, note: `The table given is in the phase "${s.phase}"; this form sets up the bidding or play, so it starts from its players, scores and dealer.` };
  const cards = (list: readonly Card[]) => list.join(' ');
  const form: SensForm = {
    ...base, phase: s.phase as FormPhase, round: d.round, turned: d.turned ?? '', toSay: d.turn,
    taker: d.game?.by ?? d.dealer, trump: d.game?.trump ?? 'H',
    tricks: d.tricks.map((t) => cards(t.cards.map((p) => p.card))).join('; '),
    trick: cards(d.trick.map((p) => p.card)),
    hands: [cards(d.hands[0]), cards(d.hands[1]), cards(d.hands[2]), cards(d.hands[3])],
    kept: text.split(/\s+/).filter((f) => KEPT_KEYS.includes(f.slice(0, f.indexOf('=')))),
  };
  return { ok: true, form, note: null };
}

/**
 * Whether two position lines describe the same table, in the engine's own
 * spelling: the shell may hand back the form's own table reformatted by the
 * engine (Game.formatPosition), which the form must not take for a new one.
 */
export function sameTable(a: string | null, b: string | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  const x = parsePosition(a);
  const y = parsePosition(b);
  return x.ok && y.ok && formatPosition(x.value) === formatPosition(y.value);
}
