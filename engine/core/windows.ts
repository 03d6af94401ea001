/**
 * Rule windows: rights and duties that stay open until a closing event
 * ("until the next event", "until the next move", ...). Games open them as data;
 * one function closes them, on every event, from the facts of that event.
 */

export type Seat = number;

/** When a window closes. Each kind names the first event that ends it. */
export type Closing =
  /** the next event of any kind */
  | { on: 'nextEvent' }
  /** the next move by anyone (a draw counts as a move) */
  | { on: 'nextMove' }
  /** the next move or throw by anyone */
  | { on: 'nextMoveOrThrow' }
  /** the next move by a player other than `seat` */
  | { on: 'nextMoveByOther'; seat: Seat }
  /** the next event that changes `seat`'s hand size, at the latest the next move */
  | { on: 'handSizeChangeOrNextMove'; seat: Seat };

/**
 * Every closing condition by name, for whatever lists or reads them (a game's
 * position notation, the one-page references); `satisfies` keeps each entry a
 * real kind, and the check below fails to compile if a kind is left out.
 */
export const CLOSING_KINDS = ['nextEvent', 'nextMove', 'nextMoveOrThrow', 'nextMoveByOther', 'handSizeChangeOrNextMove'] as const satisfies readonly Closing['on'][];
export type ClosingKind = Closing['on'];
/** Compiles only while CLOSING_KINDS names every kind of Closing. */
export const CLOSING_KINDS_COMPLETE: Exclude<ClosingKind, (typeof CLOSING_KINDS)[number]> extends never ? true : false = true;

export interface Window<K extends string = string, D = unknown> {
  /** Unique within a game: `${kind}@${openedBy}`. */
  readonly id: string;
  readonly kind: K;
  /** The player who holds the right or owes the duty. */
  readonly owner: Seat;
  /** Paragraph that opens the window, e.g. "5.7". */
  readonly paragraph: string;
  /** Id of the event that opened it. */
  readonly openedBy: number;
  readonly closing: Closing;
  readonly data?: D;
}

/** What the closing mechanism needs to know about an event that just happened. */
export interface EventFacts {
  readonly id: number;
  readonly actor: Seat | null;
  readonly isMove: boolean;
  readonly isThrow: boolean;
  /** Seats whose number of cards in hand differs before and after the event. */
  readonly handSizeChanged: readonly Seat[];
}

/** True if `event` ends a window that closes as `closing` says. */
export function closes(closing: Closing, event: EventFacts): boolean {
  switch (closing.on) {
    case 'nextEvent':
      return true;
    case 'nextMove':
      return event.isMove;
    case 'nextMoveOrThrow':
      return event.isMove || event.isThrow;
    case 'nextMoveByOther':
      return event.isMove && event.actor !== closing.seat;
    case 'handSizeChangeOrNextMove':
      return event.isMove || event.handSizeChanged.includes(closing.seat);
  }
}

/**
 * Splits the open windows by whether `event` closes them. A window opened by the
 * event itself never closes on it: its deadline runs from the next event on.
 */
export function closeWindows<W extends Window>(windows: readonly W[], event: EventFacts): { open: W[]; closed: W[] } {
  const open: W[] = [];
  const closed: W[] = [];
  for (const w of windows) {
    if (w.openedBy !== event.id && closes(w.closing, event)) closed.push(w);
    else open.push(w);
  }
  return { open, closed };
}

/** A short English phrase for a closing condition, for the sandbox's window list. */
export function describeClosing(closing: Closing, nameOf: (seat: Seat) => string): string {
  switch (closing.on) {
    case 'nextEvent':
      return 'until the next event';
    case 'nextMove':
      return 'until the next move';
    case 'nextMoveOrThrow':
      return 'until the next move or throw';
    case 'nextMoveByOther':
      return `until the next move by someone other than ${nameOf(closing.seat)}`;
    case 'handSizeChangeOrNextMove':
      return `until ${nameOf(closing.seat)}'s hand size changes, at the latest the next move`;
  }
}
