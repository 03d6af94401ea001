/**
 * Play mode for any game on the protocol: after "Play from here" (or from a
 * #play= link) the reader acts for any player on the game's own table view;
 * each action goes through the game's apply() and its ruling shows as in
 * step-through. Undo steps back one action, the step list goes back to any
 * earlier point (the next action replaces what followed), and "Copy link"
 * puts the game into the page URL as a share link that names the game
 * (engine/core/share-link.ts). The engine is loaded with import() only now,
 * so stepping through an example stays light.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Frame } from '../../../engine/core/frame';
import type { Game } from '../../../engine/core/game';
import { decodeShareLink, encodeShareLink, formatPlayed, parsePlayed } from '../../../engine/core/share-link';
import type { PlayProps } from './game-ui';
import { hashForLink, linkFromHash } from './play-hash';
import { RulingPanel } from './RulingPanel';
import { stepView, stepViews, type Paragraphs } from './step-view';
import { StepList } from './StepList';

interface Played<S, A> {
  readonly start: S;
  readonly actions: readonly A[];
  /** frames[0] is the start; frames[i] follows actions[i - 1]. */
  readonly frames: readonly Frame<S>[];
}

function replay<S, A extends { readonly seat: number }>(game: Game<S, A, string>, start: S, actions: readonly A[]): Played<S, A> {
  const frames: Frame<S>[] = [{ state: start, action: null, ruling: null, says: null }];
  let state = start;
  for (const action of actions) {
    const applied = game.apply(state, action);
    state = applied.state;
    frames.push({ state, action: applied.ruling.action, ruling: applied.ruling, says: null });
  }
  return { start, actions, frames };
}

type Loaded<S, A extends { readonly seat: number }> = { ok: true; game: Game<S, A, string>; played: Played<S, A> } | { ok: false; error: string };

/** The game an example has reached at `upTo`, or the game in a share link. */
function load<S, A extends { readonly seat: number }>(game: Game<S, A, string>, props: PlayProps<S, A>): Loaded<S, A> {
  const { start, frames, ui } = props;
  if (start.kind === 'hash') {
    const decoded = decodeShareLink(linkFromHash(start.hash) ?? '');
    if (!decoded.ok) return decoded;
    if (decoded.gameId !== ui.id) return { ok: false, error: `share link: this link is a game of ${decoded.gameId}, not of ${game.title}; open it on that game's pages.` };
    const played = parsePlayed(game, decoded.text);
    if (!played.ok) return { ok: false, error: `share link: the game in it does not read: ${played.error.replace(/[<>&]/g, '?')}` };
    return { ok: true, game, played: replay(game, played.value.start, played.value.actions) };
  }
  const first = frames[0]?.state;
  if (first === undefined) return { ok: false, error: 'This example has no starting position.' };
  const players = game.playersOf(first);
  const actions: A[] = [];
  for (const frame of frames.slice(1, start.upTo + 1)) {
    if (frame.action === null) continue;
    const parsed = game.parseAction(frame.action, players);
    if (!parsed.ok) return { ok: false, error: `Could not read the step "${frame.action}": ${parsed.error}` };
    actions.push(parsed.value);
  }
  return { ok: true, game, played: replay(game, first, actions) };
}

export function PlayShell<S, A extends { readonly seat: number }>(props: PlayProps<S, A>) {
  const { ui, onLeave, canLeave } = props;
  const [game, setGame] = useState<Game<S, A, string> | null>(null);
  const [played, setPlayed] = useState<Played<S, A> | null>(null);
  const [at, setAt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<{ url: string; copied: boolean } | null>(null);
  const [showHands, setShowHands] = useState(true);
  const headRef = useRef<HTMLParagraphElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const paragraphs: Paragraphs = useMemo(() => ({ gameId: ui.id, title: ui.paragraphTitle }), [ui]);

  useEffect(() => {
    let live = true;
    ui.loadGame().then(
      (loadedGame) => {
        if (!live) return;
        const result = load(loadedGame, props);
        if (result.ok) {
          setGame(result.game);
          setPlayed(result.played);
          setAt(result.played.actions.length);
        } else setError(result.error);
        headRef.current?.focus();
      },
      () => live && setError('The rules engine could not be loaded; check the connection and reload the page.'),
    );
    return () => {
      live = false;
    };
  }, []);

  // A played card's button disappears with the card: keep keyboard focus in the sandbox, not on the page body.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) headRef.current?.focus();
  }, [at, played]);

  const frame = played?.frames[at] ?? null;
  const state = frame?.state;
  const steps = useMemo(() => (played ? stepViews(played.frames, paragraphs) : []), [played, paragraphs]);
  const lawful = useMemo(() => {
    if (!game || state === undefined || game.isOver(state)) return [];
    return game.playersOf(state).flatMap((_, seat) => game.lawfulActions(state, seat));
  }, [game, state]);

  const act = (action: A) => {
    if (!game || !played) return;
    const upTo = { start: played.start, actions: played.actions.slice(0, at), frames: played.frames.slice(0, at + 1) };
    const applied = game.apply(upTo.frames[at].state, action);
    const next = { start: upTo.start, actions: [...upTo.actions, action], frames: [...upTo.frames, { state: applied.state, action: applied.ruling.action, ruling: applied.ruling, says: null }] };
    setPlayed(next);
    setAt(next.actions.length);
    setLink(null);
  };

  const copyLink = () => {
    if (!game || !played) return;
    const hash = hashForLink(encodeShareLink(ui.id, formatPlayed(game, { start: played.start, actions: played.actions.slice(0, at) })));
    history.replaceState(history.state, '', hash);
    const url = window.location.href;
    setLink({ url, copied: false });
    const clip = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (clip && typeof clip.writeText === 'function') {
      clip.writeText(url).then(
        () => setLink({ url, copied: true }),
        () => linkRef.current?.select(),
      );
    } else {
      setTimeout(() => linkRef.current?.select(), 0);
    }
  };

  const Table = ui.Table;
  return (
    <div class="gs-playarea">
      <div class="gs-controls" role="group" aria-label="Your game">
        <p class="gs-counter" tabIndex={-1} ref={headRef}>
          {error ? 'No game' : played ? `Playing: ${at} ${at === 1 ? 'action' : 'actions'}` : 'Loading the rules engine…'}
        </p>
        <div class="gs-controls__buttons">
          {canLeave && (
            <button type="button" class="gs-button" onClick={onLeave}>
              Back to the example
            </button>
          )}
          <button type="button" class="gs-button" disabled={!played || at === 0} onClick={() => setAt(at - 1)}>
            Undo
          </button>
          <button type="button" class="gs-button" disabled={!played} onClick={copyLink}>
            Copy link
          </button>
        </div>
      </div>
      {link && (
        <p class="gs-play__link">
          <label>
            {link.copied ? 'Link copied to the clipboard: ' : 'Copy this link: '}
            <input ref={linkRef} type="text" readOnly value={link.url} onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
          </label>
        </p>
      )}
      {error !== null && (
        <>
          <p class="gs-play__error" role="alert">
            {error}
          </p>
          <div class="gs-table gs-table--empty">
            <p class="gs-muted">No table to show.</p>
          </div>
        </>
      )}
      {frame && state !== undefined && (
        <>
          <p class="gs-sr" aria-live="polite" aria-atomic="true">
            {at === 0 ? 'Taken over: act on the table for the player to move.' : `${frame.action ?? ''}: ${frame.ruling?.classification ?? ''}. ${frame.ruling?.summary ?? ''}`}
          </p>
          {at === 0 ? (
            <div class="gs-ruling gs-ruling--start">
              <p class="gs-ruling__kicker">Your game</p>
              <p class="gs-ruling__summary">Act on the table for any player; the rules judge every action, lawful or not.</p>
            </div>
          ) : (
            <RulingPanel step={stepView(frame, at, paragraphs)} />
          )}
          <Table state={state} showHands={showHands} onToggleHands={() => setShowHands((v) => !v)} play={{ lawful, act }} />
          <StepList steps={steps} current={at} onSelect={setAt} />
          <p class="gs-hint">Undo, or click an earlier step to go back to it; the next action you take replaces the steps after it.</p>
        </>
      )}
    </div>
  );
}
