/**
 * The table view of one GressState: status bar, the seats placed clockwise
 * around the middle of the table (a 3 x 3 grid on wide screens, a stacked list
 * below ~36rem via a container query), then the open windows and latest events.
 * Reading order is status, middle, seats in seat order, whatever the layout.
 */
import { EventLog } from './EventLog';
import { PlayPile, Stacks } from './PlayPile';
import { Seat } from './Seat';
import { StatusBar } from './StatusBar';
import type { TableView } from './view-model';
import { WindowList } from './WindowList';

export interface TableProps {
  view: TableView;
  showHands: boolean;
  onToggleHands: () => void;
}

export function Table({ view, showHands, onToggleHands }: TableProps) {
  return (
    <div class="gs-table" role="group" aria-label="Table">
      <StatusBar status={view.status} />
      <div class="gs-table__tools">
        <button type="button" class="gs-button gs-button--small" onClick={onToggleHands}>
          {showHands ? 'Hide hands' : 'Show hands'}
        </button>
      </div>
      <div class={`gs-ring gs-ring--${view.layout}`} data-seats={view.seats.length}>
        <div class="gs-centre" role="group" aria-label="Middle of the table">
          <PlayPile pile={view.pile} />
          <Stacks drawCount={view.drawCount} packCount={view.packCount} dealerName={view.dealerName} peeked={view.peeked} />
        </div>
        {view.seats.map((s) => (
          <Seat key={s.seat} seat={s} showHands={showHands} />
        ))}
      </div>
      <div class="gs-panels">
        <WindowList windows={view.windows} />
        <EventLog events={view.events} older={view.olderEvents} />
      </div>
    </div>
  );
}
