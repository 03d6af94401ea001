/**
 * "Keep <game> on this device" (on each game's overview page, through
 * src/games/KeepOffline.astro): one button that has the service worker fetch
 * everything the game needs offline (keep.ts), a progress bar while it
 * does, then what is kept and its size, and a button to remove it. Game-
 * agnostic: the game's id and title come in as props. keep.ts (with
 * workbox-window) loads once the island is on screen, in the browser only.
 */
import { useEffect, useState } from 'preact/hooks';
import { KeepLocale, type Locale, LocaleContext, uiText, useLocale, useUiText } from '../../i18n/ui-text';
import type { KeptState } from './keep';
import './offline.css';

type Status =
  | { readonly kind: 'checking' }
  | { readonly kind: 'unavailable'; readonly why: string }
  | { readonly kind: 'ready'; readonly bytes: number | null; readonly state: KeptState | null }
  | { readonly kind: 'keeping'; readonly done: number; readonly total: number }
  | { readonly kind: 'removing' }
  | { readonly kind: 'failed'; readonly why: string };

/** 4_630_000 -> "4.6 MB" ("4,6 MB" in German). */
export function megabytes(bytes: number, locale: Locale = 'en'): string {
  return `${(bytes / 1e6).toLocaleString(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MB`;
}

const TEXT = uiText({
  en: {
    dev: 'Keeping a game works on the built site (npm run build), not in the development server.',
    noWorker: 'This browser cannot keep pages for use without a connection.',
    onDevice: (title: string) => `${title} on this device`,
    remove: (title: string) => `Remove ${title} from this device`,
    keeping: (title: string) => `Keeping ${title}`,
    keepingFiles: (title: string, done: number, total: string) => `Keeping ${title} on this device: ${done} of ${total} files.`,
    removing: (title: string) => `Removing ${title} from this device…`,
    failed: (title: string, why: string) => `${title} could not be kept: ${why}. Check the connection and try again.`,
    keep: (title: string) => `Keep ${title} on this device`,
    keepAll: (title: string) => `Keep all of ${title}`,
    what: (title: string) => `Keep ${title}'s rules, examples, play page, tools and score sheet on this device, and they open without a connection.`,
    kept: (title: string) => `${title} is kept on this device`,
    keptFiles: (files: number, size: string) => `: ${files} files, ${size}. Its pages, examples, play page, tools and score sheet open without a connection.`,
    partly: (title: string, kept: number, total: number) => `${title} is partly kept on this device (${kept} of ${total} files).`,
    noSignal: (title: string, size: string | null) =>
      `No signal at the table? Keep ${title}'s rules, examples, play page, tools and score sheet on this device${size === null ? '' : ` (about ${size})`}, and they open without a connection.`,
  },
  de: {
    dev: 'Ein Spiel behalten geht auf der gebauten Seite (npm run build), nicht im Entwicklungsserver.',
    noWorker: 'Dieser Browser kann keine Seiten für den Gebrauch ohne Verbindung behalten.',
    onDevice: (title) => `${title} auf diesem Gerät`,
    remove: (title) => `${title} von diesem Gerät entfernen`,
    keeping: (title) => `${title} wird behalten`,
    keepingFiles: (title, done, total) => `${title} wird auf diesem Gerät behalten: ${done} von ${total} Dateien.`,
    removing: (title) => `${title} wird von diesem Gerät entfernt …`,
    failed: (title, why) => `${title} ließ sich nicht behalten: ${why}. Prüf die Verbindung und versuch es noch einmal.`,
    keep: (title) => `${title} auf diesem Gerät behalten`,
    keepAll: (title) => `Ganz ${title} behalten`,
    what: (title) => `Behalte Regeln, Beispiele, Spielseite, Werkzeuge und Spielzettel von ${title} auf diesem Gerät, dann öffnen sie sich auch ohne Verbindung.`,
    kept: (title) => `${title} ist auf diesem Gerät gespeichert`,
    keptFiles: (files, size) => `: ${files} Dateien, ${size}. Seiten, Beispiele, Spielseite, Werkzeuge und Spielzettel öffnen sich ohne Verbindung.`,
    partly: (title, kept, total) => `${title} ist zum Teil auf diesem Gerät gespeichert (${kept} von ${total} Dateien).`,
    noSignal: (title, size) =>
      `Kein Netz am Spieltisch? Behalte Regeln, Beispiele, Spielseite, Werkzeuge und Spielzettel von ${title} auf diesem Gerät${size === null ? '' : ` (etwa ${size})`}, dann öffnen sie sich auch ohne Verbindung.`,
  },
});
type Words = typeof TEXT.en;

/** The game's list and what of it is kept, when the reader once asked to keep it. */
async function currentStatus(game: string, t: Words, locale: Locale): Promise<Status> {
  if (import.meta.env.DEV) return { kind: 'unavailable', why: t.dev };
  if (!('serviceWorker' in navigator) || typeof caches === 'undefined') return { kind: 'unavailable', why: t.noWorker };
  const { fetchList, keptGames, keptState } = await import('./keep');
  const list = await fetchList(game, locale);
  const state = game in keptGames() ? await keptState(list) : null;
  return { kind: 'ready', bytes: list.bytes, state };
}

export interface KeepGameProps {
  readonly game: string;
  readonly title: string;
  /** The page's language (Astro.currentLocale): a German page keeps the German pages too (offline/de/<game>.json). */
  readonly lang?: Locale;
}

/** The island's entry: the control in the page's language, keeping that edition's pages. */
export default function KeepGame({ lang, ...props }: KeepGameProps) {
  return (
    <KeepLocale lang={lang}>
      <Keep {...props} />
    </KeepLocale>
  );
}

function Keep({ game: gameId, title }: Omit<KeepGameProps, 'lang'>) {
  const t = useUiText(TEXT);
  const locale = useLocale();
  const game = locale === 'en' ? gameId : `${locale}/${gameId}`;
  const [status, setStatus] = useState<Status>({ kind: 'checking' });
  const failed = (error: unknown) => setStatus({ kind: 'failed', why: error instanceof Error ? error.message : String(error) });

  useEffect(() => {
    currentStatus(game, t, locale).then(setStatus, failed);
  }, [game]);

  const keep = () => {
    setStatus({ kind: 'keeping', done: 0, total: 0 });
    import('./keep')
      .then(({ keepGame }) => keepGame(game, (done, total) => setStatus({ kind: 'keeping', done, total }), locale))
      .then((state) => setStatus({ kind: 'ready', bytes: null, state }), failed);
  };
  const remove = () => {
    setStatus({ kind: 'removing' });
    import('./keep')
      .then(({ removeGame }) => removeGame(game, locale))
      .then(() => currentStatus(game, t, locale))
      .then(setStatus, failed);
  };

  return (
    <div class="ko-keep not-content" role="group" aria-label={t.onDevice(title)}>
      <KeepView title={title} status={status} onKeep={keep} onRemove={remove} />
    </div>
  );
}

interface ViewProps {
  readonly title: string;
  readonly onKeep: () => void;
  readonly onRemove: () => void;
}

function KeepButton({ label, onKeep, disabled = false }: { label: string; onKeep: () => void; disabled?: boolean }) {
  return (
    <button type="button" class="ko-button ko-button--main" onClick={onKeep} disabled={disabled}>
      {label}
    </button>
  );
}

function RemoveButton({ title, onRemove }: Pick<ViewProps, 'title' | 'onRemove'>) {
  const t = useUiText(TEXT);
  return (
    <button type="button" class="ko-button" onClick={onRemove}>
      {t.remove(title)}
    </button>
  );
}

/** What the control shows in each state but "ready". */
function KeepView({ title, status, onKeep, onRemove }: ViewProps & { status: Status }) {
  const t = useUiText(TEXT);
  switch (status.kind) {
    case 'unavailable':
      return <p class="ko-text">{status.why}</p>;
    case 'keeping':
      return (
        <>
          <progress class="ko-progress" max={status.total || 1} value={status.done} aria-label={t.keeping(title)} />
          <p class="ko-text" role="status">
            {t.keepingFiles(title, status.done, status.total ? String(status.total) : '…')}
          </p>
        </>
      );
    case 'removing':
      return <p class="ko-text" role="status">{t.removing(title)}</p>;
    case 'failed':
      return (
        <>
          <p class="ko-text ko-text--error" role="alert">
            {t.failed(title, status.why)}
          </p>
          <KeepButton label={t.keep(title)} onKeep={onKeep} />
        </>
      );
    case 'ready':
      return <ReadyView title={title} bytes={status.bytes} state={status.state} onKeep={onKeep} onRemove={onRemove} />;
    default:
      return (
        <>
          <p class="ko-text">{t.what(title)}</p>
          <KeepButton label={t.keep(title)} onKeep={onKeep} disabled />
        </>
      );
  }
}

/** Kept, partly kept, or not kept (with the size it would take). */
function ReadyView({ title, bytes, state, onKeep, onRemove }: ViewProps & { bytes: number | null; state: KeptState | null }) {
  const t = useUiText(TEXT);
  const locale = useLocale();
  if (state && state.kept === state.total)
    return (
      <>
        <p class="ko-text" role="status">
          <strong>{t.kept(title)}</strong>
          {t.keptFiles(state.total, megabytes(state.bytes, locale))}
        </p>
        <RemoveButton title={title} onRemove={onRemove} />
      </>
    );
  if (state)
    return (
      <>
        <p class="ko-text" role="status">
          {t.partly(title, state.kept, state.total)}
        </p>
        <KeepButton label={t.keepAll(title)} onKeep={onKeep} />
        <RemoveButton title={title} onRemove={onRemove} />
      </>
    );
  return (
    <>
      <p class="ko-text">
        {t.noSignal(title, bytes === null ? null : megabytes(bytes, locale))}
      </p>
      <KeepButton label={t.keep(title)} onKeep={onKeep} />
    </>
  );
}
