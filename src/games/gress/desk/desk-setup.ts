/**
 * The referee's desk: what a referee taps to describe a disputed table. A
 * setup is "a not necessarily possible table" (chessops' Setup): it becomes a
 * GressState only through the engine's position notation (build-position.ts),
 * which says what is wrong with it. Everything here is plain data, so the desk
 * can keep it in the page address and the tests can build it by hand.
 */
import type { Direction } from '../../../../engine/gress/types';
import type { Suit } from '../../../../engine/core/cards';

/** Default names, clockwise; the standalone sandbox uses the same. */
export const DESK_NAMES = ['Ana', 'Ben', 'Cem', 'Dia', 'Eva', 'Fin', 'Gus', 'Hal'] as const;

/** 2.1 sets the minimum; beyond eight the rulebook itself splits the table (12), and a tap screen gets crowded. */
export const DESK_PLAYERS = { min: 3, max: 8 } as const;
/** 1.4: packs combined; three serve any table of eight. */
export const DESK_PACKS = { min: 1, max: 3 } as const;
/** Cards in a hand that the referee does not know, per player. */
export const MAX_UNKNOWN = 20;
/** Cards a player owes (4.12), as the desk offers them. */
export const MAX_DESK_DEBT = 40;
/** Cards under the top card, and known cards on top of the draw pile. */
export const MAX_PILE_CARDS = 24;
/** Actions entered after the position: a dispute is a handful; a link holds at most this many. */
export const MAX_DESK_ACTIONS = 100;
/** Sevens in the packet that skipped someone (6.5): at most every Seven of three packs. */
export const MAX_SKIP_SEVENS = 12;

/** How the top card got onto the play pile (the pile's marks, 10.5). */
export type TopAs = 'move' | 'throw' | 'foul';
/** 4.2 with what forbade throws: a draw (4.8) or a resumed halt (4.15). */
export type ThrowState = 'allowed' | 'afterDraw' | 'afterHalt';

/**
 * The rule windows a referee can say are open (engine/gress/types.ts
 * WindowKind), in the referee's words. Each is opened by the top card's event.
 */
export type DeskWindow =
  /** 8.1: the player's hand has just come to two cards; `called`: already said "last but one". */
  | { readonly kind: 'call'; readonly seat: number; readonly called: boolean }
  /** 8.2: the player's call window closed uncalled; others may complain. */
  | { readonly kind: 'missedCall'; readonly seat: number }
  /** 5.4: the player moved with a Ten and may still give a card. */
  | { readonly kind: 'give'; readonly seat: number }
  /** 7.4: the player moved with a Jack and may still wish a suit. */
  | { readonly kind: 'wish'; readonly seat: number }
  /** 5.5 (one red Nine) or 6.3 (two): the player may still announce a swap. */
  | { readonly kind: 'swapRight'; readonly seat: number; readonly nines: 1 | 2 }
  /** 5.5: the player announced a swap with `target`, who may still defend with a red Nine. */
  | { readonly kind: 'swapAnnounced'; readonly seat: number; readonly target: number }
  /** 5.7 (an Eight) or 6.5 (`sevens` Sevens): the player was skipped and may still defend. */
  | { readonly kind: 'skip'; readonly seat: number; readonly by: 'eight' | 'sevens'; readonly sevens: number };

export type DeskWindowKind = DeskWindow['kind'];

export interface DeskSetup {
  /** Names, clockwise (2.2). */
  readonly players: readonly string[];
  readonly packs: number;
  /** Known cards in each hand (card ids, QS or QS2). */
  readonly hands: readonly (readonly string[])[];
  /** Cards in each hand that the referee does not know; the desk fills them in. */
  readonly unknown: readonly number[];
  /** Whether each player's Marke still lies face down (2.8). */
  readonly markes: readonly boolean[];
  /** Cards each player owes from earlier events (4.12). */
  readonly debts: readonly number[];
  /** The top card of the play pile (2.4); null until chosen. */
  readonly top: string | null;
  readonly topBy: number;
  readonly topAs: TopAs;
  /** 7.4: the suit wished on a Jack on top. */
  readonly wish: Suit | null;
  /** Cards under the top card, the one directly beneath it first. */
  readonly beneath: readonly string[];
  /** Known cards on top of the draw pile, the top one first; the rest of the packs follow. */
  readonly drawTop: readonly string[];
  /**
   * The top card has only just landed: the table described is the moment
   * before it, and laying it is the first action (so it can be judged,
   * withdrawn, 10.4, or complained about, 10.5).
   */
  readonly justLaid: boolean;
  readonly toMove: number;
  readonly direction: Direction;
  readonly throws: ThrowState;
  readonly windows: readonly DeskWindow[];
}

/** Four players with three unknown cards and a Marke each, Ana to move, nothing else chosen yet. */
export function initialSetup(): DeskSetup {
  const n = 4;
  return {
    players: DESK_NAMES.slice(0, n),
    packs: 1,
    hands: Array.from({ length: n }, () => []),
    unknown: Array.from({ length: n }, () => 3),
    markes: Array.from({ length: n }, () => true),
    debts: Array.from({ length: n }, () => 0),
    top: null,
    topBy: n - 1,
    topAs: 'move',
    wish: null,
    beneath: [],
    drawTop: [],
    justLaid: false,
    toMove: 0,
    direction: 'clockwise',
    throws: 'allowed',
    windows: [],
  };
}

const clampSeat = (seat: number, n: number) => (seat < n ? seat : n - 1);
const fit = <T>(list: readonly T[], n: number, fill: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => (i < list.length ? list[i] : fill(i)));

/** A name from DESK_NAMES not yet at the table (case-insensitive), or "P<n>". */
function freshName(taken: readonly string[], seat: number): string {
  const lower = new Set(taken.map((t) => t.toLowerCase()));
  return DESK_NAMES.find((d) => !lower.has(d.toLowerCase())) ?? `P${seat + 1}`;
}

/** The table with `n` players: new seats get a free default name, three unknown cards and a Marke; removed seats take their cards and windows with them. */
export function withPlayerCount(setup: DeskSetup, n: number): DeskSetup {
  const count = Math.max(DESK_PLAYERS.min, Math.min(DESK_PLAYERS.max, Math.trunc(n)));
  const players: string[] = setup.players.slice(0, count);
  for (let s = players.length; s < count; s++) players.push(freshName(players, s));
  const gone = (seat: number) => seat >= count;
  return {
    ...setup,
    players,
    hands: fit(setup.hands, count, () => []),
    unknown: fit(setup.unknown, count, () => 3),
    markes: fit(setup.markes, count, () => true),
    debts: fit(setup.debts, count, () => 0),
    topBy: clampSeat(setup.topBy, count),
    toMove: clampSeat(setup.toMove, count),
    windows: setup.windows.filter((w) => !gone(w.seat) && !(w.kind === 'swapAnnounced' && gone(w.target))),
  };
}

/** One player renamed; the engine checks the names when the position is built (2-table's rule). */
export function withName(setup: DeskSetup, seat: number, name: string): DeskSetup {
  return { ...setup, players: setup.players.map((p, s) => (s === seat ? name : p)) };
}

/** Replaces one seat's entry of a per-seat list. */
export function atSeat<T>(list: readonly T[], seat: number, value: T): T[] {
  return list.map((old, s) => (s === seat ? value : old));
}

/** A per-seat count kept within 0..max. */
export function withCount(list: readonly number[], seat: number, value: number, max: number): number[] {
  return atSeat(list, seat, Math.max(0, Math.min(max, Math.trunc(value))));
}

/** Whether two windows are the same right of the same player (the desk lists each once). */
export function sameWindow(a: DeskWindow, b: DeskWindow): boolean {
  return a.kind === b.kind && a.seat === b.seat;
}

/** Adds a window, replacing one of the same kind for the same player. */
export function withWindow(setup: DeskSetup, window: DeskWindow): DeskSetup {
  return { ...setup, windows: [...setup.windows.filter((w) => !sameWindow(w, window)), window] };
}

export function withoutWindow(setup: DeskSetup, index: number): DeskSetup {
  return { ...setup, windows: setup.windows.filter((_, i) => i !== index) };
}
