/**
 * The table view of one GressState: status bar, the seats placed clockwise
 * around the middle of the table (a 3 x 3 grid on wide screens, a stacked list
 * below ~36rem via a container query), the penalty points once counted (9.4),
 * then the open windows and latest events. Reading order is status, middle,
 * seats in seat order, whatever the layout. In play mode (use-table-play.ts) the
 * cards in the hands and the draw pile are buttons, and the windows and events
 * move below the actions beside the table (play-kit.tsx).
 */
import { Citation } from '../../components/sandbox/Citation';
import { DrawPileButton } from './DrawPile';
import { PlayPile, Stacks } from './PlayPile';
import { Seat } from './Seat';
import { StatusBar } from './StatusBar';
import { TablePanels } from './TablePanels';
import { useMemo } from 'preact/hooks';
import type { TableProps as ShellTableProps } from '../../components/sandbox/game-ui';
import type { GressAction, GressState } from '../../../engine/gress/types';
import { useTablePlay, type TablePlayView } from './use-table-play';
import { tableView, type ScoreView, type TableView } from './view-model';
import { useLocale, useUiText } from '../../i18n/ui-text';
import { TABLE_TEXT } from './table-text';
import './table.css';
import { MarkedText } from '../../components/marks/MarkedText';

export interface TableProps {
  view: TableView;
  showHands: boolean;
  onToggleHands: () => void;
  play?: TablePlayView;
}

/** 9.4: player and penalty points, in seat order; the winner's row is marked in words. */
export function ScoreTable({ scores }: { scores: ScoreView }) {
  const t = useUiText(TABLE_TEXT);
  return (
    <div class="gs-scores">
      <table class="gs-scores__table">
        <caption>
          {t.penaltyPoints} (<Citation citation={scores.paragraph} />)
        </caption>
        <thead>
          <tr>
            <th scope="col">{t.player}</th>
            <th scope="col">{t.points}</th>
            {scores.hasNotes && (
              <th scope="col">
                <span class="gs-sr">{t.note}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {scores.rows.map((r) => (
            <tr key={r.seat} class={r.isWinner ? 'gs-scores__winner' : undefined} data-seat-score={r.seat}>
              <th scope="row">{r.name}</th>
              <td class="gs-scores__points">{r.points}</td>
              {scores.hasNotes && (
                <td class="gs-scores__note">
                  {r.notes.map((n, i) => (
                    <span key={n.text}>
                      {i > 0 && '; '}
                      {n.text}
                      {n.paragraph && (
                        <>
                          {' '}
                          (<Citation citation={n.paragraph} />)
                        </>
                      )}
                    </span>
                  ))}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Where seat `i` comes in turn from the seat to move (0 for that seat), for layouts that list the seats from it (example-table.css). */
function turnOrder(view: TableView, i: number): number {
  const toMove = view.seats.findIndex((s) => s.isToMove);
  return toMove < 0 ? i : (i - toMove + view.seats.length) % view.seats.length;
}

/** The table as the shell asks for it (GameUi.Table): Gress's view of the state, played on in play mode. */
export function GressTable({ state, showHands, onToggleHands, play }: ShellTableProps<GressState, GressAction>) {
  const locale = useLocale();
  const view = useMemo(() => tableView(state, locale), [state, locale]);
  return play ? (
    <PlayingTable state={state} view={view} showHands={showHands} onToggleHands={onToggleHands} play={play} />
  ) : (
    <Table view={view} showHands={showHands} onToggleHands={onToggleHands} />
  );
}

function PlayingTable({ state, view, showHands, onToggleHands, play }: ShellTableProps<GressState, GressAction> & { view: TableView; play: NonNullable<ShellTableProps<GressState, GressAction>['play']> }) {
  return <Table view={view} showHands={showHands} onToggleHands={onToggleHands} play={useTablePlay(state, view, showHands, play)} />;
}

export function Table({ view, showHands, onToggleHands, play }: TableProps) {
  const t = useUiText(TABLE_TEXT);
  return (
    <div class={`gs-table${play ? ' gs-table--play' : ''}`} role="group" aria-label={t.table}>
      <StatusBar status={view.status} />
      <div class="gs-table__tools">
        {play && (
          <p class="gs-hint gs-table__hint">
            <MarkedText text={t.tapHint} />
          </p>
        )}
        <button type="button" class="gs-button gs-button--small" onClick={onToggleHands}>
          {showHands ? t.hideHands : t.showHands}
        </button>
      </div>
      {/* Play mode lists the seats in a grid (clockwise, seat order): the oval's narrow side cells cannot hold a hand of 44 px card buttons. */}
      <div class={`gs-ring gs-ring--${play ? 'play' : view.layout}`} data-seats={view.seats.length}>
        <div class="gs-centre" role="group" aria-label={t.middle}>
          <PlayPile pile={view.pile} />
          <Stacks
            drawCount={view.drawCount}
            packCount={view.packCount}
            dealerName={view.dealerName}
            peeked={view.peeked}
            drawPile={play?.drawPile ? <DrawPileButton play={play.drawPile} drawCount={view.drawCount} /> : undefined}
          />
        </div>
        {view.seats.map((s, i) => (
          <Seat key={s.seat} seat={s} showHands={showHands} play={play?.seats[s.seat] ?? null} turn={turnOrder(view, i)} />
        ))}
      </div>
      {view.scores && <ScoreTable scores={view.scores} />}
      {!play && <TablePanels windows={view.windows} events={view.events} older={view.olderEvents} />}
    </div>
  );
}
