/**
 * The SENS score-sheet island: a partnership match to 500 (1.1, 10.1-10.4).
 * The rules live in the engine and in deal-entry.ts and model.ts; this
 * component holds the state, talks to localStorage and lays out the parts.
 *
 * The server renders the setup form and touches neither window nor storage;
 * the saved sheet is read after hydration and written back after every
 * change. Damaged saved data is never overwritten behind the reader's back:
 * a notice explains it and offers a download and a fresh start.
 */
import { useMemo, useState } from 'preact/hooks';
import { CorruptNotice } from '../../../components/tools/CorruptNotice';
import { download, writeStorage } from '../../../components/tools/csv';
import { EntryForm } from './EntryForm';
import { usePendingMatch } from './PendingNotice';
import {
  addDeal, csvFileName, loadSheet, serialise, sheetToCsv, sheetView, startSheet, undoDeal, STORAGE_KEY, TARGET, type Built, type SheetView,
} from './model';
import { RuleLinks } from './rule-links';
import { SetupForm } from './SetupForm';
import { useFocusAfterRender, useStoredMode } from '../../../components/tools/stored-tool';
import { useToday } from '../../../components/tools/today';
import { LocaleContext, type Locale } from '../../../i18n/ui-text';
import '../../../components/tools/tools.css';
import './sens-tools.css';

type Mode =
  | { readonly kind: 'setup' }
  | { readonly kind: 'sheet'; readonly sheet: Built }
  | { readonly kind: 'corrupt'; readonly message: string; readonly raw: string };

export interface ScoreSheetProps {
  /** Prefix of element ids; fixed so server and client markup agree. One sheet per page. */
  idBase?: string;
  /** The page's language. */
  lang?: Locale;
}

/** The island, in the page's language (`lang`, provided to the parts below). */
export function ScoreSheet({ idBase = 'sss', lang }: ScoreSheetProps) {
  const locale = lang ?? 'en';
  const { mode, setMode, ready, storageError } = useStoredMode<Mode>(
    STORAGE_KEY,
    { kind: 'setup' },
    (raw) => {
      const loaded = loadSheet(raw);
      if (loaded.kind === 'ok') return { kind: 'sheet', sheet: loaded.sheet };
      if (loaded.kind === 'corrupt') return { kind: 'corrupt', message: loaded.message, raw: raw ?? '' };
      return null;
    },
    (m) => (m.kind === 'sheet' ? serialise(m.sheet) : null),
  );
  const [announcement, setAnnouncement] = useState('');
  const { long: today, iso: day } = useToday();
  const [confirming, setConfirming] = useState(false);
  const setFocusId = useFocusAfterRender();

  const sheet = mode.kind === 'sheet' ? mode.sheet : null;
  const view = useMemo(() => (sheet ? sheetView(sheet) : null), [sheet]);
  // A match handed over from the game against the bots (pending.ts), added once the saved sheet is read.
  const pendingNotice = usePendingMatch(ready, sheet, mode.kind === 'corrupt', (b) => setMode({ kind: 'sheet', sheet: b }));
  const after = (v: SheetView) => (v.over ? v.result ?? 'The match is over.' : `${v.result ? `${v.result} ` : ''}${v.next ?? ''}`);

  let body;
  if (mode.kind === 'corrupt') {
    body = (
      <CorruptNotice
        idBase={idBase}
        what="score sheet"
        message={mode.message}
        raw={mode.raw}
        fileName="sens-score-sheet-damaged.json"
        onReset={() => {
          writeStorage(STORAGE_KEY, null);
          setMode({ kind: 'setup' });
          setAnnouncement('The damaged sheet was deleted. Start a new one.');
          setFocusId(`${idBase}-name-0`);
        }}
      />
    );
  } else if (!sheet || !view) {
    body = (
      <SetupForm
        idBase={idBase}
        onStart={(names, firstDealer, misdeal) => {
          const r = startSheet(names, firstDealer, misdeal);
          if (!r.sheet) return r.errors;
          setMode({ kind: 'sheet', sheet: r.sheet });
          setAnnouncement(`Sheet started. ${after(sheetView(r.sheet))}`);
          setFocusId(`${idBase}-entry-title`);
          return null;
        }}
      />
    );
  } else {
    body = (
      <>
        <div class={`tk-status${view.over ? ' tk-status--done' : ''}`}>
          <p class="tk-strong" id={`${idBase}-status`}>{view.over ? view.result : view.next}</p>
          {!view.over && view.result && <p>{view.result}</p>}
          <p class="sn-scoreline" aria-label="Totals">
            <span>{view.sides[0]}: <b data-total="0">{view.scores[0]}</b></span>
            <span>{view.sides[1]}: <b data-total="1">{view.scores[1]}</b></span>
          </p>
          {!view.over && <p>The first side to reach {TARGET} wins; a Vorlauf call decides the match at the end of its deal.</p>}
        </div>
        {!view.over && (
          <EntryForm
            key={sheet.record.deals.length}
            idBase={idBase}
            players={sheet.record.players}
            misdeal={sheet.record.misdeal}
            number={sheet.lines.length + 1}
            suggestedDealer={sheet.nextDealer}
            onEnter={(entry) => {
              const r = addDeal(sheet, entry);
              if (!r.ok) return r.error;
              setMode({ kind: 'sheet', sheet: r.value });
              const v = sheetView(r.value);
              setAnnouncement(`Deal ${r.value.lines.length} entered: ${v.rows[v.rows.length - 1].summary} ${after(v)}`);
              setFocusId(v.over ? `${idBase}-result` : `${idBase}-entry-title`);
              return null;
            }}
          />
        )}
        <div class="tk-print">
          <p class="tk-print-only tk-strong">SENS score sheet</p>
          {today && <p class="tk-print-only">Printed on {today}.</p>}
          <ul class="tk-list tk-hint" aria-label="Seating">
            {view.seating.map((s) => <li key={s}>{s}</li>)}
          </ul>
          <SheetTable idBase={idBase} view={view} />
          {view.over && (
            <div class="tk-status tk-status--done" id={`${idBase}-result`} tabIndex={-1}>
              <p class="tk-strong">{view.result}</p>
              <p class="tk-hint">
                Rules: <RuleLinks numbers={view.citations} />
              </p>
            </div>
          )}
          {view.rows.length > 0 && (
            <details class="tk-details" open>
              <summary>Each deal in words</summary>
              <ol class="tk-list" aria-label="Each deal in words">
                {view.rows.map((r) => <li key={r.line}>{r.summary}</li>)}
              </ol>
            </details>
          )}
        </div>
        <div class="tk-buttons tk-no-print" role="group" aria-label="Sheet actions">
          <button
            type="button"
            class="tk-button"
            disabled={sheet.record.deals.length === 0}
            onClick={() => {
              const u = undoDeal(sheet);
              setMode({ kind: 'sheet', sheet: u });
              setAnnouncement(`The last deal was removed. ${after(sheetView(u))}`);
              setFocusId(`${idBase}-entry-title`);
            }}
          >
            Undo the last deal
          </button>
          <button type="button" class="tk-button" onClick={() => download(csvFileName(day), sheetToCsv(sheet))}>
            Download CSV
          </button>
          <button type="button" class="tk-button" onClick={() => window.print()}>
            Print the sheet
          </button>
          {confirming ? (
            <span class="tk-buttons">
              <span>Delete this sheet for good?</span>
              <button
                type="button"
                class="tk-button tk-button--danger"
                onClick={() => {
                  setConfirming(false);
                  setMode({ kind: 'setup' });
                  setAnnouncement('The sheet was deleted.');
                  setFocusId(`${idBase}-name-0`);
                }}
              >
                Yes, delete it
              </button>
              <button type="button" class="tk-button" onClick={() => setConfirming(false)}>Keep it</button>
            </span>
          ) : (
            <button type="button" class="tk-button tk-button--quiet" onClick={() => setConfirming(true)}>
              New sheet…
            </button>
          )}
        </div>
      </>
    );
  }

  return (
    <LocaleContext.Provider value={locale}>
    <div class="tk-root sn-sheet not-content" data-ready={ready ? 'true' : 'false'}>
      {storageError && <p class="tk-warning" role="alert">{storageError}</p>}
      {pendingNotice}
      {body}
      <p class="tk-sr" aria-live="polite">{announcement}</p>
    </div>
    </LocaleContext.Provider>
  );
}

function SheetTable({ idBase, view }: { idBase: string; view: SheetView }) {
  const captionId = `${idBase}-caption`;
  return (
    <div class="tk-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table class="tk-table sn-sheet-table">
        <caption id={captionId}>The sheet: points written and running totals</caption>
        <thead>
          <tr>
            <th scope="col" class="tk-rowhead">Deal <RuleLinks numbers={['4.6']} /></th>
            <th scope="col">Game <RuleLinks numbers={['5.1', '5.2']} /></th>
            {view.sides.map((s) => <th scope="col" key={s}>{s} <RuleLinks numbers={['12.1', '1.1']} /></th>)}
            <th scope="col">Marks <RuleLinks numbers={['11.1', '11.2', '10.3', '1.4', '4.5', '5.3']} /></th>
          </tr>
        </thead>
        <tbody>
          {view.rows.length === 0 && (
            <tr>
              <td colSpan={5} class="tk-hint">No deals yet.</td>
            </tr>
          )}
          {view.rows.map((r) => (
            <tr key={r.line} data-line={r.line} class={r.decided ? 'tk-row--reached' : undefined}>
              <th scope="row" class="tk-rowhead">
                Deal {r.line}
                <span class="tk-small">{r.dealer} dealt</span>
              </th>
              <td>{r.game || <span class="tk-small">none</span>}</td>
              {([0, 1] as const).map((s) => (
                <td key={s} data-col={s}>
                  <span class="sn-points" data-written={r.written[s]}>+{r.written[s]}</span>
                  <span class="tk-running" data-running={r.running[s]}><span class="tk-sr"> total </span>{' '}{r.running[s]}</span>
                </td>
              ))}
              <td>
                {r.marks.length > 0 && (
                  <ul class="sn-marks">
                    {r.marks.map((m) => <li class="sn-mark" key={m}>{m}</li>)}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
        {view.rows.length > 0 && (
          <tfoot>
            <tr class="tk-total">
              <th scope="row" class="tk-rowhead" colSpan={2}>Total</th>
              <td data-total-col="0">{view.scores[0]}</td>
              <td data-total-col="1">{view.scores[1]}</td>
              <td />
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

export default ScoreSheet;
