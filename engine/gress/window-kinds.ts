/**
 * The kinds of rule window (deadline) the Gress engine opens, with the
 * paragraphs that open each and the event that closes it. One list read by
 * the types, the rule modules, the position notation, the scenario format and
 * the one-page reference, so a new kind cannot be known to one and missed by
 * another.
 */
import type { Closing, ClosingKind, Seat } from '../core/windows';

/**
 * give (5.4), swapAnnouncement (5.5, 6.3), swapDefence (5.5), skipDefence
 * (5.7, 6.5), wish (7.4), lastButOneCall (8.1), missedCallComplaint (8.2),
 * mustTakeCard (10.1: after reshuffling, the halter takes a card before
 * anything else), foulMarke (10.5: a Marke taken after one's wrong play is
 * replaced if the complaint comes before another player's next move),
 * markeComplaint (10.7).
 */
export const WINDOW_KINDS = [
  'mustTakeCard', 'foulMarke', 'markeComplaint', 'give', 'swapAnnouncement', 'swapDefence', 'skipDefence', 'wish', 'lastButOneCall', 'missedCallComplaint',
] as const;
export type WindowKind = (typeof WINDOW_KINDS)[number];

/** The paragraphs that open a window of each kind (a red Nine's swap: 5.5 for one, 6.3 for two). */
export const WINDOW_PARAGRAPHS: { readonly [K in WindowKind]: readonly string[] } = {
  give: ['5.4'],
  swapAnnouncement: ['5.5', '6.3'],
  swapDefence: ['5.5'],
  skipDefence: ['5.7', '6.5'],
  wish: ['7.4'],
  lastButOneCall: ['8.1'],
  missedCallComplaint: ['8.2'],
  mustTakeCard: ['10.1'],
  foulMarke: ['10.5'],
  markeComplaint: ['10.7'],
};

/**
 * What closes a window of each kind. Where the closing names a player (the
 * next move by someone else, a change of someone's hand size), that player is
 * always the window's owner.
 */
export const WINDOW_CLOSING: { readonly [K in WindowKind]: ClosingKind } = {
  /** 5.4: until the next move by anyone. */
  give: 'nextMove',
  /** 5.5, 6.3: until the next event. */
  swapAnnouncement: 'nextEvent',
  /** 5.5: until the next event. */
  swapDefence: 'nextEvent',
  /** 5.7, 6.5: until the next move by anyone. */
  skipDefence: 'nextMove',
  /** 7.4: until the next move or throw. */
  wish: 'nextMoveOrThrow',
  /** 8.1: until the next event that changes the caller's hand size, at the latest the next move. */
  lastButOneCall: 'handSizeChangeOrNextMove',
  /** 8.2: until the next move by a player other than the one accused. */
  missedCallComplaint: 'nextMoveByOther',
  /** 10.1: the halter's first card; any other move closes it too. */
  mustTakeCard: 'handSizeChangeOrNextMove',
  /** 10.5: until the next move by a player other than the offender. */
  foulMarke: 'nextMoveByOther',
  /** 10.7: until the next move by a player other than the accused. */
  markeComplaint: 'nextMoveByOther',
};

/** The closing of a window of `kind` owned by `owner`, as the rule modules open it. */
export function windowClosing(kind: WindowKind, owner: Seat): Closing {
  const on = WINDOW_CLOSING[kind];
  switch (on) {
    case 'nextMoveByOther':
    case 'handSizeChangeOrNextMove':
      return { on, seat: owner };
    case 'nextEvent':
    case 'nextMove':
    case 'nextMoveOrThrow':
      return { on };
  }
}
