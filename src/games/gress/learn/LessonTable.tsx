/**
 * The Gress table of a lesson, built from the sandbox's own parts (status bar,
 * play pile, seats, score table): the reader's seat comes first, right under
 * the middle of the table, marked "(you)", with its cards as buttons and
 * the reader's other actions (chips) and the lesson's controls right under
 * it, so that the table, the hand and the controls fit one screen; the others follow
 * clockwise from the reader's left. Their hands are face up, as in the
 * rulebook's examples, unless the reader hides them. Once the lesson is
 * decided (a wrong try or the goal) the table shows the outcome and takes no
 * more taps until the reader tries again.
 */
import { Fragment, type ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import type { GressAction, GressState, Seat as SeatIndex } from '../../../../engine/gress/types';
import { PlayPile, Stacks } from '../PlayPile';
import { Seat } from '../Seat';
import { StatusBar } from '../StatusBar';
import { ScoreTable } from '../Table';
import { tableView } from '../view-model';
import { LessonDrawPile } from './LessonDrawPile';
import { seatsForReader } from './lesson-view';
import { useReaderPlay } from './use-reader-play';
import { useLocale, useUiText } from '../../../i18n/ui-text';
import { TABLE_TEXT } from '../table-text';
// Its styles (table.css: gress-play.css with the phone layout, and example-table.css) come with Table.tsx above; importing them here too let Vite put
// the phone rules in the lessons' page CSS only, and the rules pages' waking examples lost their phone layout.

export interface LessonTableProps {
  readonly state: GressState;
  readonly you: SeatIndex;
  /** The reader's lawful actions to mark ✓ now: none while the marks wait for the hint. */
  readonly lawful: readonly GressAction[];
  /** Null while the lesson is decided: nothing on the table is a button then. */
  readonly act: ((action: GressAction) => void) | null;
  readonly showOthers: boolean;
  /** The lesson's controls with the reader's other actions (LessonControls), right under the reader's hand where the thumb already is. */
  readonly controls: ComponentChildren;
}

export function LessonTable({ state, you, lawful, act, showOthers, controls }: LessonTableProps) {
  const locale = useLocale();
  const t = useUiText(TABLE_TEXT);
  const view = useMemo(() => tableView(state, locale), [state, locale]);
  const seats = useMemo(() => seatsForReader(view.seats, you, locale), [view, you, locale]);
  const play = useReaderPlay(state, you, lawful, act ?? (() => {}));
  const live = act !== null;
  return (
    <div class="gs-table gs-table--play lx-table" role="group" aria-label={t.table} data-live={live ? 'true' : 'false'}>
      <StatusBar status={view.status} />
      <div class="gs-ring gs-ring--play" data-seats={seats.length}>
        <div class="gs-centre" role="group" aria-label={t.middle}>
          <PlayPile pile={view.pile} />
          <Stacks
            drawCount={view.drawCount}
            packCount={view.packCount}
            dealerName={view.dealerName}
            peeked={view.peeked}
            drawPile={live && play.drawPile ? <LessonDrawPile view={play.drawPile.view} drawCount={view.drawCount} onDraw={play.drawPile.onDraw} /> : undefined}
          />
        </div>
        {seats.map((s) => (
          <Fragment key={s.seat}>
            <Seat seat={s} showHands={s.seat === you || showOthers} play={s.seat === you && live ? play.seat : null} />
            {s.seat === you && controls}
          </Fragment>
        ))}
      </div>
      {view.scores && <ScoreTable scores={view.scores} />}
    </div>
  );
}
