/**
 * The Gin Rummy table as one player sees it against the bot: the reader's
 * seat at the bottom, its hand face up with its best arrangement; the bot's
 * hand face down (its count only) unless the learning toggle shows it. Built
 * from the sandbox's own view (view-model.ts), so the words, the marks and
 * the taps are the sandbox's; only whose hand is shown, and where, differs.
 */
import type { GinAction, GinState } from '../../../../engine/gin-rummy/types';
import { tableView, type SeatView, type TableView } from '../view-model';

export interface ReaderViewInput {
  readonly state: GinState;
  readonly reader: number;
  readonly showHands: boolean;
  /** The reader's lawful actions, while the game waits for the reader only. */
  readonly lawful?: readonly GinAction[];
  readonly armed?: boolean;
}

function asReader(seat: SeatView): SeatView {
  return { ...seat, name: `${seat.name} (you)`, label: seat.label.replace(seat.name, `${seat.name} (you)`) };
}

export function readerView({ state, reader, showHands, lawful, armed = false }: ReaderViewInput): TableView {
  const live = tableView({ state, showHands: true, lawful, armed });
  const hidden = showHands ? live : tableView({ state, showHands: false });
  const mine = live.seats.find((s) => s.seat === reader) ?? live.seats[1];
  const theirs = live.seats.find((s) => s.seat !== mine.seat) ?? live.seats[0];
  const theirHand = hidden.seats.find((s) => s.seat === theirs.seat)?.hand ?? theirs.hand;
  return {
    ...live,
    seats: [{ ...theirs, side: 'top', hand: theirHand }, { ...asReader(mine), side: 'bottom' }],
    toggleLabel: showHands ? 'Hide hands' : 'Show hands',
  };
}
