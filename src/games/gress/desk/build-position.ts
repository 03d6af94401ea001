/**
 * From what the referee tapped (desk-setup.ts) to a position the engine
 * accepts: the desk writes the table in the engine's position notation
 * (engine/gress/position-notation.ts) and lets the engine read it, so the
 * engine's own checks (cards that exist once, seats, events, limits) decide
 * whether the table can be. The desk adds only what that notation cannot
 * know: unknown cards are filled in from the cards nobody placed, the Markes
 * too, and the rest of the packs becomes the draw pile, all in pack order so
 * the same taps always give the same table.
 */
import { formatCard, makeDecks, SUITS } from '../../../../engine/core/cards';
import { parsePosition } from '../../../../engine/gress/position-notation';
import { sayNotation, sayNotationFailure } from '../../../../engine/gress/messages/notation';
import { playersFault } from '../../../../engine/gress/rules/2-table';
import type { GressAction, GressState } from '../../../../engine/gress/types';
import { faceOf, toCard } from './card-places';
import { MAX_SKIP_SEVENS, type DeskSetup, type DeskWindow, type TopAs } from './desk-setup';
import type { Locale } from '../../../i18n/ui-text';
import { POSITION_WORDS } from './position-words';

/** What the desk adds to a shared game so the taps come back exactly (desk-link.ts). */
export interface DeskNotes {
  /** Unknown cards per seat: the last ones of each hand in the position (before a just-laid card). */
  readonly unknown: readonly number[];
  /** How many cards on top of the draw pile the referee placed. */
  readonly drawTop: number;
  /** The first action lays the top card (DeskSetup.justLaid). */
  readonly just: boolean;
}

export type BuiltPosition =
  | {
      readonly ok: true;
      /** The position in the engine's notation: what was parsed. */
      readonly line: string;
      readonly state: GressState;
      /** Actions before the referee's own: laying a just-landed top card. */
      readonly prefix: readonly GressAction[];
      /** The cards the desk filled in for unknown ones, by seat. */
      readonly unknownCards: readonly (readonly string[])[];
      readonly notes: DeskNotes;
    }
  | { readonly ok: false; readonly error: string };

/** The events a built position uses: 1 is "an earlier event" (debts), the pile's cards follow from 2, bottom first. */
export const EARLIER_EVENT = 1;

const PLAYED: Record<TopAs, string> = { move: 'm', throw: 't', foul: 'f' };
const SUIT_CHAR = Object.fromEntries(SUITS.map((s) => [s, s[0].toUpperCase()]));
type Words = (typeof POSITION_WORDS)[Locale];

/** The first thing that makes the taps no table at all, in the referee's words; null if none. */
function checkSetup(setup: DeskSetup, t: Words, locale: Locale): string | null {
  const bad = playersFault(setup.players);
  if (bad) return t.players(sayNotation(bad, locale));
  const n = setup.players.length;
  const seatsOk = (s: number) => Number.isInteger(s) && s >= 0 && s < n;
  for (const [what, list] of [['hands', setup.hands], ['unknown cards', setup.unknown], ['Markes', setup.markes], ['debts', setup.debts]] as const) {
    if (list.length !== n) return t.perPlayer(what, n);
  }
  if (!seatsOk(setup.toMove) || !seatsOk(setup.topBy)) return t.seats;
  if (setup.top === null) return t.chooseTop;
  if (setup.topAs === 'throw' && faceOf(setup.top)[0] === 'J') return t.thrownJack;
  if (setup.justLaid && setup.beneath.length === 0) return t.needBeneath;
  const size = (seat: number) => setup.hands[seat].length + setup.unknown[seat] + (setup.justLaid && seat === setup.topBy ? 1 : 0);
  for (const w of setup.windows) {
    const name = setup.players[w.seat] ?? t.seat(w.seat + 1);
    if (!seatsOk(w.seat)) return t.windowSeat;
    if (w.kind === 'call' && size(w.seat) !== 2) return t.callTwo(name, size(w.seat));
    if (w.kind === 'swapAnnounced' && (!seatsOk(w.target) || w.target === w.seat)) return t.swapOther(name);
    if (w.kind === 'skip' && w.by === 'sevens' && !(Number.isInteger(w.sevens) && w.sevens >= 1 && w.sevens <= MAX_SKIP_SEVENS)) {
      return t.sevens(name, MAX_SKIP_SEVENS);
    }
  }
  if (setup.windows.filter((w) => w.kind === 'swapAnnounced').length > 1) return t.oneSwap;
  return null;
}

/** Cards for the unknown ones and the Markes, then the draw pile: what nobody placed, in pack order. */
function fillIn(setup: DeskSetup, t: Words): { unknownCards: string[][]; markes: (string | null)[]; draw: string[] } | string {
  const placed = new Set([...setup.hands.flat(), ...(setup.top === null ? [] : [setup.top]), ...setup.beneath, ...setup.drawTop]);
  for (const id of placed) {
    const c = toCard(id);
    if (!c || formatCard(c) !== id) return t.notAnId(id.slice(0, 12));
    if (c.deck > setup.packs) return t.pack(id, c.deck, setup.packs);
  }
  const free = makeDecks(setup.packs).map(formatCard).filter((id) => !placed.has(id));
  const need = setup.unknown.reduce((a, b) => a + b, 0) + setup.markes.filter(Boolean).length;
  if (need > free.length) {
    return t.tooFew(need, free.length, setup.packs);
  }
  let next = 0;
  const unknownCards = setup.unknown.map((count) => free.slice(next, (next += count)));
  const markes = setup.markes.map((has) => (has ? free[next++] : null));
  return { unknownCards, markes, draw: [...setup.drawTop, ...free.slice(next)] };
}

function windowTokens(w: DeskWindow, name: (seat: number) => string, event: number): { windows: string[]; debt?: string; swap?: string } {
  const who = name(w.seat);
  switch (w.kind) {
    case 'call':
      return { windows: [`lastButOneCall:${who}@${event}/8.1/handSizeChangeOrNextMove:${who}[called=${w.called ? 'yes' : 'no'}]`] };
    case 'missedCall':
      return { windows: [`missedCallComplaint:${who}@${event}/8.2/nextMoveByOther:${who}[event=${event}]`] };
    case 'give':
      return { windows: [`give:${who}@${event}/5.4/nextMove`] };
    case 'wish':
      return { windows: [`wish:${who}@${event}/7.4/nextMoveOrThrow`] };
    case 'swapRight': {
      const paragraph = w.nines === 2 ? '6.3' : '5.5';
      return { windows: [`swapAnnouncement:${who}@${event}/${paragraph}/nextEvent[paragraph=${paragraph}]`] };
    }
    case 'swapAnnounced':
      return { windows: [`swapDefence:${name(w.target)}@${event}/5.5/nextEvent`], swap: `${who}:${who}+${name(w.target)}/announced/5.5` };
    case 'skip':
      return w.by === 'eight'
        ? { windows: [`skipDefence:${who}@${event}/5.7/nextMove[event=${event}]`] }
        : { windows: [`skipDefence:${who}@${event}/6.5/nextMove[event=${event}]`], debt: `${who}:${2 * w.sevens}@${event}/6.5` };
  }
}

/** The taps as a position the engine has read, or what is wrong with them (in `locale`). */
export function buildPosition(setup: DeskSetup, locale: Locale = 'en'): BuiltPosition {
  const t = POSITION_WORDS[locale];
  const wrong = checkSetup(setup, t, locale);
  if (wrong) return { ok: false, error: wrong };
  const filled = fillIn(setup, t);
  if (typeof filled === 'string') return { ok: false, error: filled };
  const top = setup.top!;
  const name = (seat: number) => setup.players[seat];
  const dealer = setup.players.length - 1;
  const hands = setup.hands.map((known, seat) => [...known, ...filled.unknownCards[seat], ...(setup.justLaid && seat === setup.topBy ? [top] : [])]);

  // The pile, bottom first: the cards under the top (laid by the dealer as moves: only the top card's story is told), then the top.
  const under = [...setup.beneath].reverse().map((id, i) => `${id}@${name(dealer)}:m${EARLIER_EVENT + 1 + i}`);
  const topEvent = EARLIER_EVENT + 1 + under.length;
  const wish = setup.wish && faceOf(top)[0] === 'J' ? `~${SUIT_CHAR[setup.wish]}` : '';
  const pile = setup.justLaid ? under : [...under, `${top}@${name(setup.topBy)}:${PLAYED[setup.topAs]}${topEvent}${wish}`];
  const lastEvent = setup.justLaid ? topEvent - 1 : topEvent;

  const debts = setup.debts.flatMap((d, seat) => (d > 0 ? [`${name(seat)}:${d}@${EARLIER_EVENT}/4.12`] : []));
  const windows: string[] = [];
  let swap: string | undefined;
  for (const w of setup.windows) {
    const t = windowTokens(w, name, lastEvent);
    windows.push(...t.windows);
    if (t.debt) debts.push(t.debt);
    if (t.swap) swap = t.swap;
  }

  const fields = [
    `players=${setup.players.join(',')}`,
    `dealer=${name(dealer)}`,
    'phase=running',
    `hands=${hands.map((h) => (h.length === 0 ? '-' : h.join(','))).join('/')}`,
    `markes=${filled.markes.map((m) => m ?? '-').join('/')}`,
    `ready=${setup.players.join(',')}`,
    `pile=${pile.join(',')}`,
    ...(filled.draw.length > 0 ? [`draw=${filled.draw.join(',')}`] : []),
    `turn=${name(setup.toMove)}`,
    `dir=${setup.direction === 'clockwise' ? 'cw' : 'ccw'}`,
    `throws=${setup.throws === 'allowed' ? 'yes' : setup.throws === 'afterDraw' ? 'no:4.8' : 'no:4.15'}`,
    ...(debts.length > 0 ? [`debts=${debts.join(',')}`] : []),
    ...(windows.length > 0 ? [`windows=${windows.join(',')}`] : []),
    ...(swap ? [`swap=${swap}`] : []),
    `next=${lastEvent + 1}`,
  ];
  const line = fields.join(' ');
  // Before the engine's reading, which refuses the same table in its own words: this one says what to tap.
  const gone = goneOut(setup.players, hands, filled.markes, setup.debts, t);
  if (gone) return { ok: false, error: gone };
  const parsed = parsePosition(line);
  if (!parsed.ok) return { ok: false, error: t.engine(sayNotationFailure(parsed, locale, true)) };
  return {
    ok: true,
    line,
    state: parsed.state,
    prefix: setup.justLaid ? [{ type: 'play', seat: setup.topBy, cards: [top], hand: 'action' }] : [],
    unknownCards: filled.unknownCards,
    notes: { unknown: [...setup.unknown], drawTop: setup.drawTop.length, just: setup.justLaid },
  };
}

/**
 * 9.1: a player with no cards, no Marke and no debt has already gone out, so
 * the active game is over; the engine reads such a line, but it is no table to
 * rule on. Null when everyone is still in.
 */
export function goneOut(
  players: readonly string[], hands: readonly (readonly string[])[], markes: readonly (string | null)[], debts: readonly number[], t: Words = POSITION_WORDS.en,
): string | null {
  const seat = players.findIndex((_, s) => hands[s].length === 0 && markes[s] === null && !(debts[s] > 0));
  return seat === -1 ? null : t.goneOut(players[seat]);
}
