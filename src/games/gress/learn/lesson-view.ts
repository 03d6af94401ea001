/**
 * Gress's part of the lesson page's view model: the seats with the reader's
 * own first and marked "(you)", and the chips the reader may tap; the panel
 * is the shared one (src/components/learn/lesson-view.ts) in Gress's words.
 * No rules are decided here: verdicts, rulings and lawful actions come from
 * the engine as data.
 */
import { describeAction } from '../../../../engine/gress/describe';
import type { Judged, Lesson } from '../../../../engine/gress/lessons';
import { panelView as sharedPanelView, type PanelView } from '../../../components/learn/lesson-view';
import type { Stars } from '../../../components/learn/progress';
import type { GressAction, GressState, Seat } from '../../../../engine/gress/types';
import { chipsView, type Chip, type ChipsView } from '../chips';
import { actionKey } from '../play-model';
import { GRESS_PARAGRAPHS, type SeatView } from '../view-model';
import type { Locale } from '../../../i18n/ui-text';
import { describer } from '../say-in';
import { TABLE_TEXT } from '../table-text';

export type { PanelView };

/** How many chips the lessons show at most, as the sandbox: a kind with many choices (a give) folds into one chip. */
export const LESSON_MAX_CHIPS = 6;

/** The panel for a Gress lesson (the shared panelView with Gress's words and paragraphs). */
export function panelView(lesson: Lesson, judged: Judged, actions: readonly GressAction[], stars: Stars): PanelView {
  return sharedPanelView(lesson, judged, actions, stars, { describe: describeAction, paragraphs: GRESS_PARAGRAPHS });
}

/** The reader's seat first, marked "(you)", then the others clockwise from the reader's left neighbour. */
export function seatsForReader(seats: readonly SeatView[], you: Seat, locale: Locale = 'en'): SeatView[] {
  const n = seats.length;
  return Array.from({ length: n }, (_, k) => {
    const seat = seats[(you + k) % n]!;
    if (k > 0) return seat;
    const name = TABLE_TEXT[locale].you(seat.name);
    return { ...seat, name, label: seat.label.replace(`: ${seat.name},`, `: ${name},`) };
  });
}

export interface ChipsInput {
  readonly state: GressState;
  readonly you: Seat;
  /** The reader's lawful actions now. */
  readonly lawful: readonly GressAction[];
  /** The lesson's offered actions: shown even when unlawful, so a tempting mistake can be made. */
  readonly offers: readonly GressAction[];
  readonly founded: (action: GressAction) => boolean;
  readonly locale?: Locale;
}

/**
 * The chips under the table: the reader's lawful actions that no card or the
 * draw pile stands for (chips.ts), then the lesson's offers not among them.
 * Nothing of the other seats: in a lesson the reader acts for one seat only.
 */
export function lessonChips({ state, you, lawful, offers, founded, locale = 'en' }: ChipsInput): ChipsView {
  const players = state.players;
  const describe = describer(players, locale);
  const base = chipsView({
    state,
    lawfulBySeat: players.map((_, s) => (s === you ? lawful : [])),
    founded,
    describe,
    seed: state.events.length + 1,
    max: LESSON_MAX_CHIPS,
    locale,
  });
  const extra: Chip[] = offers
    .filter((a) => !base.offered.has(actionKey(a)))
    .map((a) => ({ kind: 'action', key: actionKey(a), label: describe(a), action: a }));
  const overflow: Chip[] = base.overflow.map((c) => ({ kind: 'action', ...c }));
  return { chips: [...base.chips, ...overflow, ...extra], overflow: [], offered: base.offered };
}
