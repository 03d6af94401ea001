/**
 * The Game's table as one player sees it against the bot: the reader's seat
 * at the bottom with its hand face up (tappable on the reader's turn), the
 * bot's seat on top with its hand face down unless the learning toggle shows
 * it. Built from the sandbox's own view (view-model.ts), so every word and
 * mark is the sandbox's; only whose hand is shown, and where, differs.
 */
import type { Locale } from '../../../../engine/core/messages';
import type { TheGameAction, TheGameState } from '../../../../engine/the-game/types';
import { tableView, type SeatView, type TableView } from '../view-model';
import { TABLE_WORDS } from '../view-words';

export interface ReaderViewInput {
  readonly state: TheGameState;
  readonly reader: number;
  /** The learning toggle: the bot's hand face up too. */
  readonly showHands: boolean;
  /** The reader's lawful actions, on the reader's turn only. */
  readonly lawful?: readonly TheGameAction[];
  readonly selected?: number | null;
  /** The language of the words; English unless given. */
  readonly locale?: Locale;
}

/** "Ben (you)": the reader's seat says whose it is. */
function asReader(seat: SeatView, locale: Locale): SeatView {
  const you = TABLE_WORDS[locale].you(seat.name);
  return { ...seat, name: you, label: seat.label.replace(seat.name, you) };
}

export function readerView({ state, reader, showHands, lawful, selected = null, locale = 'en' }: ReaderViewInput): TableView {
  const w = TABLE_WORDS[locale];
  const live = tableView({ state, showHands: true, lawful, selected, locale });
  const hidden = showHands ? live : tableView({ state, showHands: false, locale });
  const mine = live.seats.find((s) => s.seat === reader) ?? live.seats[1];
  const theirs = live.seats.find((s) => s.seat !== mine.seat) ?? live.seats[0];
  const theirHand = hidden.seats.find((s) => s.seat === theirs.seat)?.hand ?? theirs.hand;
  return {
    ...live,
    seats: [{ ...theirs, side: 'top', hand: { ...theirHand, selectable: false } }, { ...asReader(mine, locale), side: 'bottom' }],
    toggleLabel: showHands ? w.hideHands : w.showHands,
  };
}
