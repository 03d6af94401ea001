/**
 * The sheet in the standard notation (11.7, 11.8): a column per player in
 * dealing order, a row per game with running totals, a dash for the game's
 * winner, ! for each misdeal (11.9) and a heavier line under each round.
 * Screen readers get each cell in words instead of the marks.
 */
import type { SheetView } from './view-model';
import { useUiText } from '../../../i18n/ui-text';
import { SHEET_TEXT } from './sheet-text';

export interface SheetTableProps {
  idBase: string;
  view: SheetView;
  /** The sheet's number in this session. */
  number: number;
}

export function SheetTable({ idBase, view, number }: SheetTableProps) {
  const t = useUiText(SHEET_TEXT);
  const captionId = `${idBase}-caption`;
  const width = view.columns.length + 1;
  return (
    <div class="ss-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table class="ss-table">
        <caption id={captionId} class="ss-caption">
          {t.caption(number, view.scribe)}
        </caption>
        <thead>
          <tr>
            <th scope="col" class="ss-game-col">{t.game}</th>
            {view.columns.map((c) => (
              <th scope="col" key={c.name} class={c.scribe ? 'ss-col--scribe' : undefined}>
                {c.name}
                {c.scribe && <span class="ss-scribe-mark">{t.scribeMark}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.rows.length === 0 && (
            <tr>
              <td colSpan={width} class="ss-empty">{t.noGames}</td>
            </tr>
          )}
          {view.rows.map((row) => (
            <tr
              key={row.key}
              data-game={row.game}
              class={['ss-row', row.roundEnd && 'ss-row--round-end', row.pending && 'ss-row--pending'].filter(Boolean).join(' ')}
            >
              <th scope="row" class="ss-game-col">
                {row.game}
                <span class="ss-sr">
                  {t.dealtBy(row.dealer)}
                  {row.noWinner ? t.noWinner : ''}
                  {row.roundEnd ? t.roundEnd : ''}
                </span>
              </th>
              {row.cells.map((cell, i) => (
                <td
                  key={view.columns[i].name}
                  class={['ss-cell', cell.winner && 'ss-cell--winner', cell.dealer && 'ss-cell--dealer', cell.tally > 0 && 'ss-cell--misdeal']
                    .filter(Boolean)
                    .join(' ')}
                >
                  <span class="ss-mark" aria-hidden="true">{cell.text}</span>
                  <span class="ss-sr">{cell.label}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr class="ss-totals">
            <th scope="row" class="ss-game-col">{t.total}</th>
            {view.totals.map((total, i) => (
              <td key={view.columns[i].name} class="ss-cell">{total}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
