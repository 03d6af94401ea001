/**
 * A worked score sheet, stepped entry by entry (game by game) like every other
 * example: the shell's step controls and keys, the entry just written, and
 * the sheet as it stands after it. The server renders the finished sheet, so
 * without JavaScript and in print the page shows it. Like the scenarios'
 * posters it sleeps until the reader touches it (client:interact): asleep it
 * is the finished table and one "Step through" button, so a page of eight
 * sheets stays inside its DOM budget; it wakes with the step controls, at
 * entry 1 when "Step through" woke it (focus on Forward), else at the end.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { Controls } from '../../components/sandbox/Controls';
import { applyCommand, clampStep, commandForKey } from '../../components/sandbox/stepper';
import '../../components/sandbox/sandbox-base.css';
import '../../components/sandbox/sandbox.css';
import '../../components/sandbox/poster.css';
import type { RowView, SheetSteps } from './sheet-example-embed';
import { InLocale, type LangProp } from './in-locale';
import { useUiText } from '../../i18n/ui-text';
import { SHEET_STEPPER_WORDS } from './sheet-example-words';

function SheetTable({ label, caption, columns, rows, totals }: { label: string; caption: string; columns: SheetSteps['steps'][number]['columns']; rows: readonly RowView[]; totals: readonly number[] }) {
  const t = useUiText(SHEET_STEPPER_WORDS);
  return (
    <div class="sx-sheet" role="region" aria-label={label} tabIndex={0}>
      <table class="sx-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" class="sx-game">
              Game
            </th>
            {columns.map((column) => (
              <th scope="col" key={column.name}>
                {column.name}
                {column.note && <span class="sx-note"> ({column.note})</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length + 1} class="sx-empty">
                No games yet.
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.key} class={['sx-row', row.roundEnd && 'sx-row--round-end', row.pending && 'sx-row--pending'].filter(Boolean).join(' ')}>
              <th scope="row" class="sx-game">
                {row.head}
                <span class="sx-sr">{row.note}</span>
              </th>
              {row.cells.map((cell, k) => (
                cell.plain ? (
                  <td key={k} class="sx-cell">
                    {cell.text}
                  </td>
                ) : cell.winner && !cell.misdeal && cell.text === '-' ? (
                  <td key={k} class="sx-cell sx-cell--winner sx-cell--drawn">
                    <span class="sx-sr">{cell.label}</span>
                  </td>
                ) : (
                  <td key={k} class={['sx-cell', cell.winner && 'sx-cell--winner', cell.misdeal && 'sx-cell--misdeal'].filter(Boolean).join(' ')}>
                    <span aria-hidden="true">{cell.text}</span>
                    <span class="sx-sr">{cell.label}</span>
                  </td>
                )
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr class="sx-totals">
            <th scope="row" class="sx-game">
              {t.total}
            </th>
            {totals.map((total, k) => (
              <td key={k}>{total}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** Where the sheet stands, one sentence a line. */
function SheetStatus({ lines, ended }: { lines: readonly string[]; ended: boolean }) {
  return (
    <div class={ended ? 'sx-status sx-status--ended' : 'sx-status'}>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

type SheetStepperProps = { sheet: SheetSteps; title: string; asleep?: boolean };

/** The island's entry: the worked sheet in the page's language. */
export function SheetStepper({ lang, ...props }: SheetStepperProps & LangProp) {
  return (
    <InLocale lang={lang}>
      <WorkedSheet {...props} />
    </InLocale>
  );
}

function WorkedSheet({ sheet, title, asleep = false }: SheetStepperProps) {
  const t = useUiText(SHEET_STEPPER_WORDS);
  const count = sheet.steps.length;
  const [index, setIndex] = useState(count - 1);
  const [awake, setAwake] = useState(!asleep);
  const root = useRef<HTMLDivElement>(null);
  // A client:interact island hydrates only when the reader touches it (or a link names it): wake at once.
  useEffect(() => {
    if (awake) return;
    const intent = root.current?.closest<HTMLElement>('astro-island')?.dataset.intent ?? null;
    if (intent === 'forward') setIndex(Math.min(1, count - 1));
    setAwake(true);
    requestAnimationFrame(() => root.current?.querySelector<HTMLButtonElement>(intent === 'forward' ? '[data-command="forward"]' : '[data-command="first"]')?.focus());
  }, []);
  const step = sheet.steps[clampStep(index, count)];
  const entry = step.entry;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.defaultPrevented) return;
    const cmd = commandForKey(e.key);
    if (!cmd) return;
    e.preventDefault();
    setIndex(applyCommand(cmd, index, count));
  };
  const table = <SheetTable label={`${title}: ${step.caption}`} caption={step.caption} columns={step.columns} rows={step.rowIds.map((id) => sheet.rows[id])} totals={step.totals} />;
  const status = <SheetStatus lines={step.status} ended={step.ended} />;
  if (!awake) {
    return (
      <div class="gs-sandbox sx-steps" role="group" aria-label={t.finished(title)} ref={root} data-pagefind-ignore>
        <p class="gs-poster__go">
          <button type="button" class="gs-button" data-intent="forward">
            {t.stepThrough(count - 1)}
          </button>
        </p>
        {table}
        {status}
      </div>
    );
  }
  return (
    <div class="gs-sandbox sx-steps" role="group" aria-label={t.stepSheet(title)} onKeyDown={onKeyDown} ref={root} data-pagefind-ignore>
      <Controls
        index={index}
        frameCount={count}
        counter={index === 0 ? t.blank(count - 1) : t.entryOf(index, count - 1)}
        onCommand={(cmd) => setIndex(applyCommand(cmd, index, count))}
      />
      <div class="sx-entry-now" aria-live="polite">
        {entry ? (
          <p class={entry.refused ? 'sx-entry sx-entry--refused' : 'sx-entry'}>
            <span class="sx-entry-text">
              {entry.number}. {entry.text}
            </span>
            {entry.tables.length > 0 && (
              <span class="sx-seating">
                {entry.tables.map((line) => (
                  <span key={line}>{line} </span>
                ))}
              </span>
            )}
            {entry.refused && (
              <span class="sx-refused">
                <strong>{t.refused}</strong> {entry.refused}
              </span>
            )}
            {entry.says && <span class="sx-says">{entry.says}</span>}
          </p>
        ) : (
          <p class="sx-entry">{t.before}</p>
        )}
      </div>
      {table}
      {status}
    </div>
  );
}

export default SheetStepper;
