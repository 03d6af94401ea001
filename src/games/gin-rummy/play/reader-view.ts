/**
 * The Gin Rummy table as one player sees it against the bot: the reader's
 * seat at the bottom, its hand face up with its best arrangement; the bot's
 * hand face down (its count only) unless the learning toggle shows it. Built
 * from the sandbox's own view (view-model.ts), so the words, the marks and
 * the taps are the sandbox's; only whose hand is shown, and where, differs.
 */
import type { GinAction, GinState } from '../../../../engine/gin-rummy/types';
import { tableView, type SeatView, type TableView } from '../view-model';
import type { Locale } from '../../../../engine/core/messages';
import { TABLE_WORDS } from '../table-words';

export interface ReaderViewInput {
  readonly state: GinState;
  readonly reader: number;
  readonly showHands: boolean;
  /** The reader's lawful actions, while the game waits for the reader only. */
  readonly lawful?: readonly GinAction[];
  readonly armed?: boolean;
  readonly locale?: Locale;
}

function asReader(seat: SeatView, locale: Locale): SeatView {
  const you = TABLE_WORDS[locale].you(seat.name);
  return { ...seat, name: you, label: seat.label.replace(seat.name, you) };
}

export function readerView({ state, reader, showHands, lawful, armed = false, locale = 'en' }: ReaderViewInput): TableView {
  const live = tableView({ state, showHands: true, lawful, armed, locale });
  const hidden = showHands ? live : tableView({ state, showHands: false, locale });
  const mine = live.seats.find((s) => s.seat === reader) ?? live.seats[1];
  const theirs = live.seats.find((s) => s.seat !== mine.seat) ?? live.seats[0];
  const theirHand = hidden.seats.find((s) => s.seat === theirs.seat)?.hand ?? theirs.hand;
  return {
    ...live,
    seats: [{ ...theirs, side: 'top', hand: theirHand }, { ...asReader(mine, locale), side: 'bottom' }],
    toggleLabel: showHands ? TABLE_WORDS[locale].hideHands : TABLE_WORDS[locale].showHands,
  };
}
