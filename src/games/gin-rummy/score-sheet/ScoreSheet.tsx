/**
 * The Gin Rummy score-sheet island: a match sheet for two players (§13),
 * three (§15.1 rotation, §15.2 Chouette) or partnerships of four or six
 * (§16). The rules live in the engine and the wording in model.ts; this
 * component holds the state, talks to localStorage and lays out the parts.
 *
 * Server rendering shows the setup form and touches neither window nor
 * storage; the saved sheet is read after hydration and written back after
 * every change. Damaged saved data is never overwritten behind the reader's
 * back: a notice explains it and offers a download and a fresh start.
 */
import { useMemo, useState } from 'preact/hooks';
import { CorruptNotice } from '../../../components/tools/CorruptNotice';
import { download, writeStorage } from '../../../components/tools/csv';
import { useFocusAfterRender, useStoredMode } from '../../../components/tools/stored-tool';
import { useToday } from '../../../components/tools/today';
import { EntryForm } from './EntryForm';
import { usePendingMatch } from './PendingNotice';
import {
  CHOICES, addEntry, choiceLabel, csvFileName, drawHint, drawLabel, loadSheet, serialise, sheetToCsv, sheetView, startSheet, undoEntry, STORAGE_KEY,
  type Built, type Choice, type SheetView,
} from './model';
import { KeepLocale, type Locale, LocaleContext, useLocale, useUiText } from '../../../i18n/ui-text';
import { sayLinkProblem } from './link-reasons';
import { SHEET_WORDS } from './words';
import '../../../components/tools/tools.css';

type Mode =
  | { readonly kind: 'setup' }
  | { readonly kind: 'sheet'; readonly sheet: Built }
  | { readonly kind: 'corrupt'; readonly message: string; readonly raw: string };

export interface ScoreSheetProps {
  /** Prefix of element ids; fixed so server and client markup agree. One sheet per page. */
  idBase?: string;
  /** The page's language; English when absent. */
  lang?: Locale;
}

/** The island: the sheet in the page's language. */
export function ScoreSheet({ lang, ...props }: ScoreSheetProps) {
  return (
    <KeepLocale lang={lang}>
      <Sheet {...props} />
    </KeepLocale>
  );
}

function Sheet({ idBase = 'grs' }: Omit<ScoreSheetProps, 'lang'>) {
  const locale = useLocale();
  const t = useUiText(SHEET_WORDS);
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
  const { long: today, iso: isoDay } = useToday();
  const setFocusId = useFocusAfterRender();
  const [confirming, setConfirming] = useState(false);

  const sheet = mode.kind === 'sheet' ? mode.sheet : null;
  const view = useMemo(() => (sheet ? sheetView(sheet, locale) : null), [sheet, locale]);
  // A match handed over from the game against the bot (pending.ts), added once the saved sheet is read.
  const pendingNotice = usePendingMatch(ready, sheet, mode.kind === 'corrupt', (b) => setMode({ kind: 'sheet', sheet: b }));

  const after = (v: SheetView) => (v.over ? v.result ?? t.matchOver : v.next?.text ?? '');

  let body;
  if (mode.kind === 'corrupt') {
    body = (
      <CorruptNotice
        idBase={idBase}
        what={t.whatSheet}
        message={mode.message}
        raw={mode.raw}
        fileName="gin-rummy-sheet-damaged.json"
        onReset={() => {
          writeStorage(STORAGE_KEY, null);
          setMode({ kind: 'setup' });
          setAnnouncement(t.deleted);
          setFocusId(`${idBase}-format`);
        }}
      />
    );
  } else if (!sheet || !view) {
    body = (
      <SetupForm
        idBase={idBase}
        onStart={(choice, names, target) => {
          const r = startSheet(choice, names, target, locale);
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
          {view.over ? <p class="tk-strong">{view.result}</p> : <p class="tk-strong">{view.next?.text}</p>}
          <p>{view.over ? t.overBelow : t.endsWhen(sheet.format === 'partnership' || sheet.format === 'chouette', sheet.record.target)}</p>
        </div>
        {!view.over && view.next && (
          <EntryForm
            key={sheet.record.entries.length}
            idBase={idBase}
            sheet={sheet}
            next={view.next}
            onEnter={(entries) => {
              let b = sheet;
              for (const e of entries) {
                const r = addEntry(b, e);
                if (!r.ok) return sayLinkProblem(r, locale);
                b = r.value;
              }
              setMode({ kind: 'sheet', sheet: b });
              const v = sheetView(b, locale);
              const n = b.record.entries.length;
              setAnnouncement(t.entered(entries.length, sheet.format === 'partnership', n, after(v)));
              setFocusId(v.over ? `${idBase}-result` : `${idBase}-entry-title`);
              return null;
            }}
          />
        )}
        <div class="tk-print">
          <p class="tk-print-only tk-strong">{t.printTitle(view.title)}</p>
          {today && <p class="tk-print-only">{t.printedOn(today)}</p>}
          <SheetTable idBase={idBase} view={view} />
          {view.over && (
            <div class="tk-status tk-status--done" id={`${idBase}-result`} tabIndex={-1}>
              <p class="tk-strong">{view.result}</p>
              {view.payments.length > 0 && (
                <ul class="tk-list" aria-label={t.payments}>
                  {view.payments.map((p) => <li key={p}>{p}</li>)}
                </ul>
              )}
              <p class="tk-hint">{t.rules(view.citations.map((c) => `§${c}`).join(', '))}</p>
            </div>
          )}
          <ul class="tk-list tk-hint" aria-label={t.seating}>
            {view.seating.map((s) => <li key={s}>{s}</li>)}
          </ul>
        </div>
        <div class="tk-buttons tk-no-print" role="group" aria-label={t.actions}>
          <button
            type="button"
            class="tk-button"
            disabled={sheet.record.entries.length === 0}
            onClick={() => {
              const u = undoEntry(sheet);
              setMode({ kind: 'sheet', sheet: u });
              setAnnouncement(t.removed(after(sheetView(u, locale))));
              if (u.record.entries.length === 0) setFocusId(`${idBase}-entry-title`);
            }}
          >
            {t.undo}
          </button>
          <button type="button" class="tk-button" onClick={() => download(csvFileName(sheet, isoDay), sheetToCsv(sheet))}>
            {t.csv}
          </button>
          <button type="button" class="tk-button" onClick={() => window.print()}>
            {t.print}
          </button>
          {confirming ? (
            <span class="tk-buttons">
              <span>{t.deleteForGood}</span>
              <button
                type="button"
                class="tk-button tk-button--danger"
                onClick={() => {
                  setConfirming(false);
                  setMode({ kind: 'setup' });
                  setAnnouncement(t.sheetDeleted);
                  setFocusId(`${idBase}-format`);
                }}
              >
                {t.yesDelete}
              </button>
              <button type="button" class="tk-button" onClick={() => setConfirming(false)}>{t.keep}</button>
            </span>
          ) : (
            <button type="button" class="tk-button tk-button--quiet" onClick={() => setConfirming(true)}>
              {t.newSheet}
            </button>
          )}
        </div>
      </>
    );
  }

  return (
    <div class="tk-root gt-sheet not-content" data-ready={ready ? 'true' : 'false'}>
      {storageError && <p class="tk-warning" role="alert">{storageError}</p>}
      {pendingNotice}
      {body}
      <p class="tk-sr" aria-live="polite">{announcement}</p>
    </div>
  );
}

function SetupForm({ idBase, onStart }: { idBase: string; onStart: (choice: Choice, names: string[], target: string) => Readonly<Record<string, string>> | null }) {
  const locale = useLocale();
  const t = useUiText(SHEET_WORDS);
  const [choice, setChoice] = useState<Choice>('two');
  const [names, setNames] = useState<string[]>(['', '', '', '', '', '']);
  const [target, setTarget] = useState('100');
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const info = CHOICES.find((c) => c.id === choice)!;
  const id = (k: string) => `${idBase}-${k}`;
  const submit = (e: Event) => {
    e.preventDefault();
    const r = onStart(choice, names.slice(0, info.players), target);
    if (r) {
      setErrors(r);
      const first = [...Array.from({ length: info.players }, (_, i) => `name-${i}`), 'target'].find((k) => k in r);
      if (first) document.getElementById(id(first))?.focus();
    }
  };
  return (
    <form class="tk-box" onSubmit={submit} noValidate aria-labelledby={id('setup-title')}>
      <h2 class="tk-heading" id={id('setup-title')}>{t.startSheet}</h2>
      <div class="tk-field">
        <label class="tk-label" for={id('format')}>{t.howMany}</label>
        <select
          id={id('format')}
          class="tk-select"
          value={choice}
          onChange={(e) => {
            const c = (e.currentTarget as HTMLSelectElement).value as Choice;
            setChoice(c);
            setTarget(String(CHOICES.find((x) => x.id === c)!.target));
            setErrors({});
          }}
        >
          {CHOICES.map((c) => <option key={c.id} value={c.id}>{choiceLabel(c.id, locale)}</option>)}
        </select>
      </div>
      <p class="tk-hint" id={id('draw-hint')}>{t.drawOrder} {drawHint(choice, locale)}</p>
      <div class="tk-fields">
        {Array.from({ length: info.players }, (_, i) => {
          const err = errors[`name-${i}`];
          return (
            <div class="tk-field" key={`${choice}-${i}`}>
              <label class="tk-label" for={id(`name-${i}`)}>{drawLabel(i, info.players, locale)}</label>
              <input
                id={id(`name-${i}`)}
                class="tk-input"
                type="text"
                autocomplete="off"
                maxLength={60}
                value={names[i]}
                aria-invalid={err ? 'true' : undefined}
                aria-describedby={err ? id(`name-${i}-error`) : id('draw-hint')}
                onInput={(e) => {
                  const v = (e.currentTarget as HTMLInputElement).value;
                  setNames((old) => old.map((n, k) => (k === i ? v : n)));
                }}
              />
              {err && <p class="tk-error" id={id(`name-${i}-error`)}>{err}</p>}
            </div>
          );
        })}
        <div class="tk-field">
          <label class="tk-label" for={id('target')}>{t.playTo}</label>
          <input
            id={id('target')}
            class="tk-input"
            type="text"
            inputMode="numeric"
            value={target}
            aria-invalid={errors.target ? 'true' : undefined}
            aria-describedby={errors.target ? id('target-error') : undefined}
            onInput={(e) => setTarget((e.currentTarget as HTMLInputElement).value)}
          />
          {errors.target && <p class="tk-error" id={id('target-error')}>{errors.target}</p>}
        </div>
      </div>
      {errors.form && <p class="tk-error" role="alert">{errors.form}</p>}
      <div class="tk-buttons">
        <button type="submit" class="tk-button tk-button--primary">{t.start}</button>
      </div>
    </form>
  );
}

function SheetTable({ idBase, view }: { idBase: string; view: SheetView }) {
  const t = useUiText(SHEET_WORDS);
  const captionId = `${idBase}-caption`;
  const cols = view.columns;
  return (
    <div class="tk-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table class="tk-table gt-sheet-table">
        <caption id={captionId}>{t.theSheet(view.title)}</caption>
        <thead>
          <tr>
            <th scope="col" class="tk-rowhead">{t.line}</th>
            {cols.map((c) => <th scope="col" key={c.name}>{c.name}</th>)}
          </tr>
        </thead>
        <tbody>
          {view.rows.length === 0 && (
            <tr>
              <td colSpan={cols.length + 1} class="tk-hint">{t.noHands}</td>
            </tr>
          )}
          {view.rows.map((r) => (
            <tr key={r.line} data-line={r.line} class={r.reached ? 'tk-row--reached' : undefined}>
              <th scope="row" class="tk-rowhead">
                {r.label}
                <span class="tk-small">{r.noGame ? `${r.played}. ${t.noGameMark}` : `${r.played}.`}</span>
              </th>
              {cols.map((c, i) => (
                <td key={c.name} data-col={i}>
                  {r.points[i] !== null ? (
                    <>
                      <span class="gt-points">+{r.points[i]}</span>
                      <span class="tk-running" data-running={r.running[i]}><span class="tk-sr"> {t.totalSr} </span>{' '}{r.running[i]}</span>
                    </>
                  ) : (
                    <span class="tk-small" data-running={r.running[i]}><span class="tk-sr">{t.totalSr} </span>{r.running[i]}</span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {view.bonuses && (
          <tfoot>
            {view.bonuses.map((b) => (
              <tr key={b.label} class={b.total ? 'tk-total' : 'tk-bonus'} data-bonus={b.label}>
                <th scope="row" class="tk-rowhead">{b.label}</th>
                {b.values.map((v, i) => <td key={cols[i].name}>{v}</td>)}
              </tr>
            ))}
          </tfoot>
        )}
      </table>
    </div>
  );
}

export default ScoreSheet;
