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
import { saySheetProblem } from './sheet-reasons';
import { RuleLinks } from './rule-links';
import { SetupForm } from './SetupForm';
import { useFocusAfterRender, useStoredMode } from '../../../components/tools/stored-tool';
import { useToday } from '../../../components/tools/today';
import { LocaleContext, uiText, useUiText, type Locale } from '../../../i18n/ui-text';
import '../../../components/tools/tools.css';
import './sens-tools.css';

/** The sheet's own labels and announcements; English as it always read. */
const TEXT = uiText({
  en: {
    over: 'The match is over.',
    what: 'score sheet',
    deleted: 'The damaged sheet was deleted. Start a new one.',
    started: (after: string) => `Sheet started. ${after}`,
    totals: 'Totals',
    firstTo: (target: number) => `The first side to reach ${target} wins; a Vorlauf call decides the match at the end of its deal.`,
    entered: (n: number, summary: string, after: string) => `Deal ${n} entered: ${summary} ${after}`,
    title: 'SENS score sheet',
    printed: (day: string) => `Printed on ${day}.`,
    seating: 'Seating',
    rules: 'Rules:',
    inWords: 'Each deal in words',
    actions: 'Sheet actions',
    removed: (after: string) => `The last deal was removed. ${after}`,
    undo: 'Undo the last deal',
    csv: 'Download CSV',
    print: 'Print the sheet',
    sure: 'Delete this sheet for good?',
    wasDeleted: 'The sheet was deleted.',
    yes: 'Yes, delete it',
    keep: 'Keep it',
    fresh: 'New sheet…',
    caption: 'The sheet: points written and running totals',
    deal: 'Deal',
    game: 'Game',
    marks: 'Marks',
    none: 'No deals yet.',
    dealN: (n: number) => `Deal ${n}`,
    dealt: (who: string) => `${who} dealt`,
    noGame: 'none',
    total: ' total ',
    sum: 'Total',
  },
  de: {
    over: 'Die Partie ist vorbei.',
    what: 'Spielzettel',
    deleted: 'Der beschädigte Zettel wurde gelöscht. Beginne einen neuen.',
    started: (after) => `Zettel begonnen. ${after}`,
    totals: 'Stand',
    firstTo: (target) => `Wer zuerst ${target} erreicht, gewinnt; ein Vorlauf entscheidet die Partie am Ende seines Spiels.`,
    entered: (n, summary, after) => `Spiel ${n} eingetragen: ${summary} ${after}`,
    title: 'SENS-Spielzettel',
    printed: (day) => `Gedruckt am ${day}.`,
    seating: 'Sitzordnung',
    rules: 'Regeln:',
    inWords: 'Jedes Spiel in Worten',
    actions: 'Aktionen für den Zettel',
    removed: (after) => `Das letzte Spiel wurde entfernt. ${after}`,
    undo: 'Letztes Spiel zurücknehmen',
    csv: 'CSV herunterladen',
    print: 'Zettel drucken',
    sure: 'Diesen Zettel endgültig löschen?',
    wasDeleted: 'Der Zettel wurde gelöscht.',
    yes: 'Ja, löschen',
    keep: 'Behalten',
    fresh: 'Neuer Zettel…',
    caption: 'Der Zettel: geschriebene Punkte und Zwischenstände',
    deal: 'Spiel',
    game: 'Gemacht',
    marks: 'Vermerke',
    none: 'Noch keine Spiele.',
    dealN: (n) => `Spiel ${n}`,
    dealt: (who) => `${who} hat gegeben`,
    noGame: 'keins',
    total: ' Stand ',
    sum: 'Summe',
  },
});

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
  const t = TEXT[locale];
  const { mode, setMode, ready, storageError } = useStoredMode<Mode>(
    STORAGE_KEY,
    { kind: 'setup' },
    (raw) => {
      const loaded = loadSheet(raw, locale);
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
  const view = useMemo(() => (sheet ? sheetView(sheet, locale) : null), [sheet, locale]);
  // A match handed over from the game against the bots (pending.ts), added once the saved sheet is read.
  const pendingNotice = usePendingMatch(ready, sheet, mode.kind === 'corrupt', (b) => setMode({ kind: 'sheet', sheet: b }));
  const after = (v: SheetView) => (v.over ? v.result ?? t.over : `${v.result ? `${v.result} ` : ''}${v.next ?? ''}`);

  let body;
  if (mode.kind === 'corrupt') {
    body = (
      <CorruptNotice
        idBase={idBase}
        what={t.what}
        message={mode.message}
        raw={mode.raw}
        fileName="sens-score-sheet-damaged.json"
        onReset={() => {
          writeStorage(STORAGE_KEY, null);
          setMode({ kind: 'setup' });
          setAnnouncement(t.deleted);
          setFocusId(`${idBase}-name-0`);
        }}
      />
    );
  } else if (!sheet || !view) {
    body = (
      <SetupForm
        idBase={idBase}
        onStart={(names, firstDealer, misdeal) => {
          const r = startSheet(names, firstDealer, misdeal, locale);
          if (!r.sheet) return r.errors;
          setMode({ kind: 'sheet', sheet: r.sheet });
          setAnnouncement(t.started(after(sheetView(r.sheet, locale))));
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
          <p class="sn-scoreline" aria-label={t.totals}>
            <span>{view.sides[0]}: <b data-total="0">{view.scores[0]}</b></span>
            <span>{view.sides[1]}: <b data-total="1">{view.scores[1]}</b></span>
          </p>
          {!view.over && <p>{t.firstTo(TARGET)}</p>}
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
              if (!r.ok) return saySheetProblem(r, locale);
              setMode({ kind: 'sheet', sheet: r.value });
              const v = sheetView(r.value, locale);
              setAnnouncement(t.entered(r.value.lines.length, v.rows[v.rows.length - 1].summary, after(v)));
              setFocusId(v.over ? `${idBase}-result` : `${idBase}-entry-title`);
              return null;
            }}
          />
        )}
        <div class="tk-print">
          <p class="tk-print-only tk-strong">{t.title}</p>
          {today && <p class="tk-print-only">{t.printed(today)}</p>}
          <ul class="tk-list tk-hint" aria-label={t.seating}>
            {view.seating.map((s) => <li key={s}>{s}</li>)}
          </ul>
          <SheetTable idBase={idBase} view={view} />
          {view.over && (
            <div class="tk-status tk-status--done" id={`${idBase}-result`} tabIndex={-1}>
              <p class="tk-strong">{view.result}</p>
              <p class="tk-hint">
                {t.rules} <RuleLinks numbers={view.citations} />
              </p>
            </div>
          )}
          {view.rows.length > 0 && (
            <details class="tk-details" open>
              <summary>{t.inWords}</summary>
              <ol class="tk-list" aria-label={t.inWords}>
                {view.rows.map((r) => <li key={r.line}>{r.summary}</li>)}
              </ol>
            </details>
          )}
        </div>
        <div class="tk-buttons tk-no-print" role="group" aria-label={t.actions}>
          <button
            type="button"
            class="tk-button"
            disabled={sheet.record.deals.length === 0}
            onClick={() => {
              const u = undoDeal(sheet);
              setMode({ kind: 'sheet', sheet: u });
              setAnnouncement(t.removed(after(sheetView(u, locale))));
              setFocusId(`${idBase}-entry-title`);
            }}
          >
            {t.undo}
          </button>
          <button type="button" class="tk-button" onClick={() => download(csvFileName(day), sheetToCsv(sheet))}>
            {t.csv}
          </button>
          <button type="button" class="tk-button" onClick={() => window.print()}>
            {t.print}
          </button>
          {confirming ? (
            <span class="tk-buttons">
              <span>{t.sure}</span>
              <button
                type="button"
                class="tk-button tk-button--danger"
                onClick={() => {
                  setConfirming(false);
                  setMode({ kind: 'setup' });
                  setAnnouncement(t.wasDeleted);
                  setFocusId(`${idBase}-name-0`);
                }}
              >
                {t.yes}
              </button>
              <button type="button" class="tk-button" onClick={() => setConfirming(false)}>{t.keep}</button>
            </span>
          ) : (
            <button type="button" class="tk-button tk-button--quiet" onClick={() => setConfirming(true)}>
              {t.fresh}
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
  const t = useUiText(TEXT);
  const captionId = `${idBase}-caption`;
  return (
    <div class="tk-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table class="tk-table sn-sheet-table">
        <caption id={captionId}>{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col" class="tk-rowhead">{t.deal} <RuleLinks numbers={['4.6']} /></th>
            <th scope="col">{t.game} <RuleLinks numbers={['5.1', '5.2']} /></th>
            {view.sides.map((s) => <th scope="col" key={s}>{s} <RuleLinks numbers={['12.1', '1.1']} /></th>)}
            <th scope="col">{t.marks} <RuleLinks numbers={['11.1', '11.2', '10.3', '1.4', '4.5', '5.3']} /></th>
          </tr>
        </thead>
        <tbody>
          {view.rows.length === 0 && (
            <tr>
              <td colSpan={5} class="tk-hint">{t.none}</td>
            </tr>
          )}
          {view.rows.map((r) => (
            <tr key={r.line} data-line={r.line} class={r.decided ? 'tk-row--reached' : undefined}>
              <th scope="row" class="tk-rowhead">
                {t.dealN(r.line)}
                <span class="tk-small">{t.dealt(r.dealer)}</span>
              </th>
              <td>{r.game || <span class="tk-small">{t.noGame}</span>}</td>
              {([0, 1] as const).map((s) => (
                <td key={s} data-col={s}>
                  <span class="sn-points" data-written={r.written[s]}>+{r.written[s]}</span>
                  <span class="tk-running" data-running={r.running[s]}><span class="tk-sr">{t.total}</span>{' '}{r.running[s]}</span>
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
              <th scope="row" class="tk-rowhead" colSpan={2}>{t.sum}</th>
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
