/**
 * "Keep <game> on this device" (on each game's overview page, through
 * src/games/KeepOffline.astro): one button that has the service worker fetch
 * everything the game needs offline (keep.ts), a progress bar while it
 * does, then what is kept and its size, and a button to remove it. Game-
 * agnostic: the game's id and title come in as props. keep.ts (with
 * workbox-window) loads once the island is on screen, in the browser only.
 */
import { useEffect, useState } from 'preact/hooks';
import type { KeptState } from './keep';
import './offline.css';

type Status =
  | { readonly kind: 'checking' }
  | { readonly kind: 'unavailable'; readonly why: string }
  | { readonly kind: 'ready'; readonly bytes: number | null; readonly state: KeptState | null }
  | { readonly kind: 'keeping'; readonly done: number; readonly total: number }
  | { readonly kind: 'removing' }
  | { readonly kind: 'failed'; readonly why: string };

/** 4_630_000 -> "4.6 MB". */
export function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toLocaleString('en', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MB`;
}

/** The game's list and what of it is kept, when the reader once asked to keep it. */
async function currentStatus(game: string): Promise<Status> {
  if (import.meta.env.DEV) return { kind: 'unavailable', why: 'Keeping a game works on the built site (npm run build), not in the development server.' };
  if (!('serviceWorker' in navigator) || typeof caches === 'undefined') return { kind: 'unavailable', why: 'This browser cannot keep pages for use without a connection.' };
  const { fetchList, keptGames, keptState } = await import('./keep');
  const list = await fetchList(game);
  const state = game in keptGames() ? await keptState(list) : null;
  return { kind: 'ready', bytes: list.bytes, state };
}

export default function KeepGame({ game, title }: { readonly game: string; readonly title: string }) {
  const [status, setStatus] = useState<Status>({ kind: 'checking' });
  const failed = (error: unknown) => setStatus({ kind: 'failed', why: error instanceof Error ? error.message : String(error) });

  useEffect(() => {
    currentStatus(game).then(setStatus, failed);
  }, [game]);

  const keep = () => {
    setStatus({ kind: 'keeping', done: 0, total: 0 });
    import('./keep')
      .then(({ keepGame }) => keepGame(game, (done, total) => setStatus({ kind: 'keeping', done, total })))
      .then((state) => setStatus({ kind: 'ready', bytes: null, state }), failed);
  };
  const remove = () => {
    setStatus({ kind: 'removing' });
    import('./keep')
      .then(({ removeGame }) => removeGame(game))
      .then(() => currentStatus(game))
      .then(setStatus, failed);
  };

  return (
    <div class="ko-keep not-content" role="group" aria-label={`${title} on this device`}>
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
  return (
    <button type="button" class="ko-button" onClick={onRemove}>
      Remove {title} from this device
    </button>
  );
}

/** What the control shows in each state but "ready". */
function KeepView({ title, status, onKeep, onRemove }: ViewProps & { status: Status }) {
  switch (status.kind) {
    case 'unavailable':
      return <p class="ko-text">{status.why}</p>;
    case 'keeping':
      return (
        <>
          <progress class="ko-progress" max={status.total || 1} value={status.done} aria-label={`Keeping ${title}`} />
          <p class="ko-text" role="status">
            Keeping {title} on this device: {status.done} of {status.total || '…'} files.
          </p>
        </>
      );
    case 'removing':
      return <p class="ko-text" role="status">Removing {title} from this device…</p>;
    case 'failed':
      return (
        <>
          <p class="ko-text ko-text--error" role="alert">
            {title} could not be kept: {status.why}. Check the connection and try again.
          </p>
          <KeepButton label={`Keep ${title} on this device`} onKeep={onKeep} />
        </>
      );
    case 'ready':
      return <ReadyView title={title} bytes={status.bytes} state={status.state} onKeep={onKeep} onRemove={onRemove} />;
    default:
      return (
        <>
          <p class="ko-text">Keep {title}'s rules, examples, play page, tools and score sheet on this device, and they open without a connection.</p>
          <KeepButton label={`Keep ${title} on this device`} onKeep={onKeep} disabled />
        </>
      );
  }
}

/** Kept, partly kept, or not kept (with the size it would take). */
function ReadyView({ title, bytes, state, onKeep, onRemove }: ViewProps & { bytes: number | null; state: KeptState | null }) {
  if (state && state.kept === state.total)
    return (
      <>
        <p class="ko-text" role="status">
          <strong>{title} is kept on this device</strong>: {state.total} files, {megabytes(state.bytes)}. Its pages, examples, play page, tools and
          score sheet open without a connection.
        </p>
        <RemoveButton title={title} onRemove={onRemove} />
      </>
    );
  if (state)
    return (
      <>
        <p class="ko-text" role="status">
          {title} is partly kept on this device ({state.kept} of {state.total} files).
        </p>
        <KeepButton label={`Keep all of ${title}`} onKeep={onKeep} />
        <RemoveButton title={title} onRemove={onRemove} />
      </>
    );
  return (
    <>
      <p class="ko-text">
        No signal at the table? Keep {title}'s rules, examples, play page, tools and score sheet on this device
        {bytes === null ? '' : ` (about ${megabytes(bytes)})`}, and they open without a connection.
      </p>
      <KeepButton label={`Keep ${title} on this device`} onKeep={onKeep} />
    </>
  );
}
