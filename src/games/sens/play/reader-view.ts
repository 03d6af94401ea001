/**
 * The SENS table as one player sees it against the bots: turned so the
 * reader sits south (partner north, the opponents west and east, clockwise
 * as ever, 1.1), the reader's hand face up, the three bots' hands face down
 * unless the learning toggle shows them. The dealer's last card (4.3) shows
 * only to a reader who deals. While the reader acts, the play bar offers the
 * reader's chips only (no bot's moves out of turn). Built from the sandbox's
 * own view (view-model.ts), so the words and marks are the sandbox's.
 */
import type { SensAction, SensState } from '../../../../engine/sens/types';
import type { Pack } from '../card-face';
import { tableView, type SeatView, type TableView } from '../view-model';
import type { Locale } from '../../../../engine/core/messages';
import { TABLE_WORDS } from '../table-words';
import { COMPASS } from '../words';

/** "(you)" after the reader's name. */
const YOU: Record<Locale, string> = { en: '(you)', de: '(du)' };

export interface ReaderViewInput {
  readonly state: SensState;
  readonly reader: number;
  readonly showHands: boolean;
  /** While the game waits for the reader only. */
  readonly lawfulOf?: (seat: number) => readonly SensAction[];
  readonly pack?: Pack;
  readonly locale?: Locale;
}

/** Where a seat sits as the reader sees the table: the reader south, then clockwise. */
export const compassFor = (seat: number, reader: number) => COMPASS[(seat - reader + 4) % 4];

export function readerView({ state, reader, showHands, lawfulOf, pack = 'bavarian', locale = 'en' }: ReaderViewInput): TableView {
  const w = TABLE_WORDS[locale];
  const live = tableView({ state, showHands: true, lawfulOf, pack, locale });
  const hidden = showHands ? live : tableView({ state, showHands: false, pack, locale });
  const you = YOU[locale];
  const turned = (s: SeatView, hand: SeatView['hand']): SeatView => {
    const compass = compassFor(s.seat, reader);
    const mine = s.seat === reader;
    const label = s.label.replace(`(${w.compass[s.compass]},`, `(${w.compass[compass]},`);
    return { ...s, compass, hand, name: mine ? `${s.name} ${you}` : s.name, label: mine ? label.replace(s.name, `${s.name} ${you}`) : label };
  };
  // TableBoard reads the seats as south, west, north, east.
  const seats = [0, 1, 2, 3].map((k) => {
    const seat = (reader + k) % 4;
    return turned(live.seats[seat], seat === reader ? live.seats[seat].hand : hidden.seats[seat].hand);
  });
  const trick = live.trick ? { ...live.trick, slots: live.trick.slots.map((slot) => ({ ...slot, compass: compassFor(slot.seat, reader) })) } : null;
  const dealer = state.deal.dealer === reader;
  return {
    ...live,
    seats,
    trick,
    pack: showHands || dealer ? live.pack : hidden.pack,
    play: live.play ? { ...live.play, others: live.play.others.filter((b) => b.action.seat === reader) } : null,
    toggleLabel: showHands ? w.hideHands : w.showHands,
  };
}
