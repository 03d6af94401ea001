/**
 * The score-sheet island: a group keeps a real sheet (section 11) during a
 * session. The rules live in engine/gress/rules/11-sheets.ts and the wording
 * in view-model.ts; this component holds the state, talks to localStorage and
 * lays out the parts.
 *
 * Server rendering shows the empty state (the setup form) and touches neither
 * window nor storage; the saved session is read in an effect after hydration
 * and then written back after every change. Saved data that cannot be read is
 * never overwritten behind the reader's back: a notice explains it and offers
 * a reset.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import {
  addMisdeal, columnOrder, games, nextScribe, nextSheet, undoLast, type Sheet,
} from '../../../../engine/gress/rules/11-sheets';
import { CorruptNotice } from './CorruptNotice';
import { GameForm } from './GameForm';
import { SetupForm } from './SetupForm';
import { SheetActions } from './SheetActions';
import { SheetStatus } from './SheetStatus';
import { SheetTable } from './SheetTable';
import {
  csvFileName, enterGame, firstMessage, HISTORY_LIMIT, loadSession, newSession, pointsField, serialiseSession, sheetToCsv, sheetView,
  startSheet, statusView, STORAGE_KEY, type Session,
} from './view-model';
import { PENDING_KEY, receivePending } from './pending-game';
import { useToday } from '../../../components/tools/today';
import { InLocale, type LangProp } from '../in-locale';
import { SHEET_TEXT } from './sheet-text';
import type { Locale } from '../../../i18n/ui-text';
import './score-sheet.css';

type Mode =
  | { readonly kind: 'setup'; readonly names?: readonly string[]; readonly scribe?: string }
  | { readonly kind: 'sheet'; readonly session: Session }
  | { readonly kind: 'corrupt'; readonly message: string; readonly raw: string };

function readStored(locale: Locale): { raw: string | null; error: string | null } {
  try {
    return { raw: window.localStorage.getItem(STORAGE_KEY), error: null };
  } catch (e) {
    return { raw: null, error: SHEET_TEXT[locale].cannotReadStorage((e as Error).message) };
  }
}

/** The game another page handed over (pending-game.ts), or null; storage errors count as nothing handed over. */
function readPendingRaw(): string | null {
  try {
    return window.localStorage.getItem(PENDING_KEY);
  } catch {
    return null;
  }
}

function removePendingRaw() {
  try {
    window.localStorage.removeItem(PENDING_KEY);
  } catch {
    // Nothing more can be done; the game would be offered again on the next visit.
  }
}

function download(name: string, text: string) {
  // The byte-order mark lets spreadsheet programs read names like "Jörg" as UTF-8.
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function undoLabel(sheet: Sheet, t: (typeof SHEET_TEXT)[Locale]): string | null {
  const last = sheet.entries.at(-1);
  if (!last) return null;
  return last.kind === 'misdeal' ? t.undoMisdeal(sheet.players[last.dealer]) : t.undoGame(games(sheet).length);
}

export interface ScoreSheetProps {
  /** Prefix of the element ids; fixed (not useId) so server and client markup agree. One sheet per page. */
  idBase?: string;
}

/** The island's entry; its parts speak the page's language (`lang`, provided to them by InLocale). */
export function ScoreSheet({ idBase = 'ss', lang }: ScoreSheetProps & LangProp) {
  const locale = lang ?? 'en';
  const t = SHEET_TEXT[locale];
  const [mode, setMode] = useState<Mode>({ kind: 'setup' });
  const [ready, setReady] = useState(false);
  const [storageError, setStorageError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** Today's date for the printed sheet; set after hydration, so the server render stays free of time. */
  const today = useToday().long;
  const [setupKey, setSetupKey] = useState(0);
  // Where keyboard focus goes after a change that removes the focused control (e.g. a form replaced by another).
  const [focusId, setFocusId] = useState<string | null>(null);

  useEffect(() => {
    if (focusId === null) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  /** A game handed over from another page (pending-game.ts) that could not be entered yet. */
  const [waiting, setWaiting] = useState<string | null>(null);
  /** What became of a game handed over, shown until the next change. */
  const [handed, setHanded] = useState<string | null>(null);

  // Read the saved session once, after hydration, and take in a game handed over from another page.
  useEffect(() => {
    const { raw, error } = readStored(locale);
    setStorageError(error);
    const received = receivePending(loadSession(raw, locale), readPendingRaw(), locale);
    if (received.clear) removePendingRaw();
    setWaiting(received.waiting);
    if (received.said) {
      setAnnouncement(received.said);
      setHanded(received.said);
    }
    const loaded = received.loaded;
    if (loaded.kind === 'ok') setMode({ kind: 'sheet', session: loaded.session });
    else if (loaded.kind === 'corrupt') setMode({ kind: 'corrupt', message: loaded.message, raw: raw ?? '' });
    setReady(true);
  }, []);

  // Save after every change; damaged data stays untouched until the reader resets it.
  useEffect(() => {
    if (!ready || mode.kind === 'corrupt') return;
    try {
      if (mode.kind === 'sheet') window.localStorage.setItem(STORAGE_KEY, serialiseSession(mode.session));
      else window.localStorage.removeItem(STORAGE_KEY);
      setStorageError(null);
    } catch (e) {
      setStorageError(t.cannotSave((e as Error).message));
    }
  }, [mode, ready]);

  const session = mode.kind === 'sheet' ? mode.session : null;
  const view = useMemo(() => (session ? sheetView(session.sheet, locale) : null), [session, locale]);

  const update = (sheet: Sheet, said: string) => {
    if (!session) return;
    setHanded(null);
    setMode({ kind: 'sheet', session: { ...session, sheet } });
    setAnnouncement(said);
  };

  const firstPointsId = (sheet: Sheet) => `${idBase}-${pointsField(sheet.players[columnOrder(sheet)[0]])}`;

  const afterwards = (sheet: Sheet) => {
    const status = statusView(sheet, locale);
    return status.result ?? status.nextDealer ?? '';
  };

  let body;
  if (mode.kind === 'corrupt') {
    body = (
      <CorruptNotice
        idBase={idBase}
        message={mode.message}
        raw={mode.raw}
        onReset={() => {
          try {
            window.localStorage.removeItem(STORAGE_KEY);
          } catch {
            // Nothing more can be done; the page works without storage.
          }
          setMode({ kind: 'setup' });
          setAnnouncement(t.deleted);
          setFocusId(`${idBase}-player-0`);
        }}
      />
    );
  } else if (mode.kind === 'setup' || !session || !view) {
    body = (
      <SetupForm
        key={setupKey}
        idBase={idBase}
        initialNames={mode.kind === 'setup' ? mode.names : undefined}
        initialScribe={mode.kind === 'setup' ? mode.scribe : undefined}
        onStart={(names, scribe) => {
          const r = startSheet(names, scribe, locale);
          if (!r.sheet) return r.errors;
          setMode({ kind: 'sheet', session: newSession(r.sheet) });
          setAnnouncement(t.started(afterwards(r.sheet)));
          setFocusId(firstPointsId(r.sheet));
          return null;
        }}
      />
    );
  } else {
    const sheet = session.sheet;
    const status = view.status;
    body = (
      <>
        <SheetStatus status={status} />
        {!status.ended && status.dealerName && (
          <GameForm
            key={session.number}
            idBase={idBase}
            columns={view.columns.map((c) => c.name)}
            dealer={status.dealerName}
            game={games(sheet).length + 1}
            onGame={(texts, noWinner) => {
              const r = enterGame(sheet, texts, noWinner, locale);
              if (!r.sheet) return r.errors;
              update(r.sheet, t.entered(games(r.sheet).length, afterwards(r.sheet)));
              return null;
            }}
            onMisdeal={() => {
              const r = addMisdeal(sheet);
              if (r.ok) update(r.value, t.misdealNoted(status.dealerName!));
              return firstMessage(r, locale);
            }}
          />
        )}
        <div class="ss-print">
          <SheetTable idBase={idBase} view={view} number={session.number} />
          {status.result && <p class="ss-print-only">{status.result}</p>}
          {today && <p class="ss-print-only ss-print-date">{t.printedOn(today)}</p>}
        </div>
        <SheetActions
          undoLabel={undoLabel(sheet, t)}
          ended={status.ended}
          nextScribe={sheet.players[nextScribe(sheet)]}
          onUndo={() => {
            const r = undoLast(sheet);
            if (!r.ok) return;
            update(r.value, t.undone(undoLabel(sheet, t)!, afterwards(r.value)));
            // The Undo button is disabled on an empty sheet, which would drop focus.
            if (r.value.entries.length === 0) setFocusId(firstPointsId(r.value));
          }}
          onCsv={() => download(csvFileName(sheet, session.number), sheetToCsv(sheet))}
          onPrint={() => window.print()}
          onNextSheet={() => {
            const next = nextSheet(sheet);
            const history = [...session.history, { number: session.number, sheet }].slice(-HISTORY_LIMIT);
            setMode({ kind: 'sheet', session: { ...session, sheet: next, number: session.number + 1, history } });
            setAnnouncement(t.nextStarted(session.number + 1, next.players[next.scribe], afterwards(next)));
            setFocusId(firstPointsId(next));
          }}
          onDiscard={() => {
            setMode({ kind: 'setup', names: sheet.players, scribe: sheet.players[sheet.scribe] });
            setSetupKey((k) => k + 1);
            setAnnouncement(t.discarded);
            setFocusId(`${idBase}-player-0`);
          }}
        />
        {session.history.length > 0 && (
          <section class="ss-history" aria-labelledby={`${idBase}-history`}>
            <h2 class="ss-heading" id={`${idBase}-history`}>{t.earlier}</h2>
            <ul>
              {[...session.history].reverse().map((old) => (
                <li key={old.number}>
                  <span>
                    {t.earlierSheet(old.number, old.sheet.players[old.sheet.scribe], statusView(old.sheet, locale).result ?? t.notFinished)}
                  </span>{' '}
                  <button type="button" class="ss-button ss-button--quiet" onClick={() => download(csvFileName(old.sheet, old.number), sheetToCsv(old.sheet))}>
                    {t.csvOf(old.number)}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </>
    );
  }

  return (
    <InLocale lang={lang}>
      <div class="ss-root not-content" data-ready={ready ? 'true' : 'false'}>
        {storageError && <p class="ss-warning" role="alert">{storageError}</p>}
        {handed && <p class="ss-status">{handed}</p>}
        {waiting && (
          <p class="ss-warning" role="status">
            {waiting}{' '}
            <button type="button" class="ss-button ss-button--quiet" onClick={() => { removePendingRaw(); setWaiting(null); setAnnouncement(t.dropped); }}>
              {t.dropWaiting}
            </button>
          </p>
        )}
        {body}
        <p class="ss-sr" aria-live="polite">{announcement}</p>
      </div>
    </InLocale>
  );
}

export default ScoreSheet;
