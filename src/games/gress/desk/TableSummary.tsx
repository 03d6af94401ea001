/** The table in words (table-view.ts): seats, piles, turn and throws, swap or halt, open windows with their paragraphs and deadlines. */
import { CiteLinks } from './controls';
import type { DeskTableView } from './table-view';

export function TableSummary({ view, label }: { view: DeskTableView; label: string }) {
  return (
    <div class="gd-field" role="group" aria-label={label}>
      <ul class="gd-lines">
        {view.seats.map((s) => (
          <li key={s.seat} data-seat={s.seat}>
            {s.line}
          </li>
        ))}
        <li>{view.piles}</li>
        <li data-status="">{view.status}</li>
        {view.swap && <li>{view.swap}</li>}
        {view.halt && <li>{view.halt}</li>}
        {view.windows.map((w) => (
          <li key={w.id} data-window={w.kind}>
            {w.text} (<CiteLinks numbers={[w.paragraph.number]} />
            ), {w.closing}
          </li>
        ))}
      </ul>
    </div>
  );
}
