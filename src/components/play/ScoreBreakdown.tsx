/**
 * Where each player's points come from (play-ui.ts Breakdown), as a table
 * that reads on a phone: a row per kind of points with the paragraphs that
 * count it, a column per player or side (at most five, with short names),
 * and the engine's total in the last row. A part that does not apply to a
 * player shows a dash, read out as "none".
 */
import { uiText, useUiText } from '../../i18n/ui-text';
import { CitationList } from '../sandbox/Citation';
import type { Breakdown, ScoreCell } from './play-ui';
import './breakdown.css';
import { Mark } from '../marks/Mark';
import { MarkedText } from '../marks/MarkedText';

const TEXT = uiText({
  en: { none: 'none', paragraphs: 'Paragraphs' },
  de: { none: 'nichts', paragraphs: 'Absätze' },
});

function Cell({ cell }: { cell: ScoreCell | undefined }) {
  const t = useUiText(TEXT);
  if (!cell) {
    return (
      <td class="pv-breakdown__none">
        <span aria-hidden="true">–</span>
        <span class="gs-sr">{t.none}</span>
      </td>
    );
  }
  return (
    <td>
      <span class="pv-breakdown__points">{cell.points}</span>
      {cell.detail && <span class="pv-breakdown__detail"> {cell.detail}</span>}
    </td>
  );
}

export function ScoreBreakdown({ breakdown }: { breakdown: Breakdown }) {
  const { caption, parts, total, columns, note } = breakdown;
  const t = useUiText(TEXT);
  return (
    <div class="pv-breakdown">
      <table class="pv-breakdown__table" data-testid="play-breakdown">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <td />
            {columns.map((c) => (
              <th key={c.who} scope="col" class={c.reader ? 'pv-breakdown__reader' : undefined}>
                <MarkedText text={c.who} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {parts.map((p) => (
            <tr key={p.key} data-part={p.key}>
              <th scope="row">
                {p.label} <CitationList citations={p.citations} label={t.paragraphs} />
              </th>
              {columns.map((c) => (
                <Cell key={c.who} cell={c.cells[p.key]} />
              ))}
            </tr>
          ))}
          <tr class="pv-breakdown__total" data-part="total">
            <th scope="row">
              {total.label} <CitationList citations={total.citations} label={t.paragraphs} />
            </th>
            {columns.map((c) => (
              <td key={c.who}>{c.total}</td>
            ))}
          </tr>
        </tbody>
      </table>
      {note && (
        <p class="pv-breakdown__note">
          {note.mark && <Mark kind={note.mark} />}
          {note.text} <CitationList citations={note.citations} label={t.paragraphs} />
        </p>
      )}
    </div>
  );
}
