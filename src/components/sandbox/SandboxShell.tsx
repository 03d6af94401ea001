/**
 * The sandbox shell, the same for every game: steps through a scenario's frames (frame 0 = starting
 * position, frames 1..n = the steps) and shows each as a table with the ruling
 * that produced it. On rules pages it is mounted by WakingSandbox once the
 * reader wakes an example; standalone pages render it on the server and
 * hydrate it on load, so the first render depends on props only (no window,
 * document, time or randomness) and the server markup equals the first client
 * render: no layout shift on hydration. Keyboard: with focus anywhere inside,
 * ArrowLeft / ArrowRight step, Home / End jump.
 *
 * The title and the "Illustrates 4.11" links are the page's caption
 * (Scenario.astro), so the island does not repeat them; it only names itself
 * for assistive technology. It renders no element ids, so several sandboxes
 * can share a page.
 *
 * The game plugs in its table view and its engine through `GameUi`
 * (game-ui.ts); each game's island (src/games/<game>/Sandbox.tsx) is this
 * shell with its GameUi. Play mode (PlayShell, with whatever the game adds
 * through its PlayKit) is loaded with import() only when the reader takes
 * over, so stepping through an example ships no play-mode code.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Frame, LeanFrame, ScenarioSummary } from '../../../engine/core/frame';
import { fromFrames } from '../../../engine/core/played';
import { Controls, isDisabled } from './Controls';
import type { ComponentType } from 'preact';
import type { GameUi, PlayProps, PlayStart } from './game-ui';
import { RulingPanel } from './RulingPanel';
import { announcement, stepCounter, stepView, stepViews, type Paragraphs } from './step-view';
import { applyCommand, clampStep, commandForKey } from './stepper';
import type { StepCommand } from './stepper';
import { copyPageLink } from './copy-link';
import { hashForStep, readPageHash } from './play-hash';
import { StepList } from './StepList';
import { DealForm } from './DealForm';
import type { Intent } from './Poster';
import { dealQuery, readDealQuery, type DealChoice, type DealSetup } from './deal-setup';
import './sandbox-base.css';
import './sandbox.css';

export interface SandboxProps<S = any> {
  scenario: ScenarioSummary;
  /**
   * Frame 0 is the starting position (no ruling); frames 1..n follow the
   * scenario's steps. Pages send the later frames lean, without their state
   * (leanFrames): the engine works the positions out again when the reader
   * first steps, so a page does not carry every position of every example.
   */
  frames?: readonly LeanFrame<S>[];
  /** Which frame to show first (default 0, the starting position); clamped to the frames. */
  initialStep?: number;
  /** Start in take-over mode (the standalone sandbox page). */
  autoPlay?: boolean;
  /** Offer "Export scenario" in play mode; the start as the page describes it (Gress: the seeded deal), handed to the game's export. */
  exportStart?: unknown;
  /** The example's anchor on its page (its section id): links to a step or a played game point here. None on standalone pages. */
  anchor?: string;
  /** The standalone sandbox: offer a new deal (players, packs, table options, seed), kept in the page address. frames[0] is `dealing.initial`. */
  dealing?: DealSetup;
  /** Woken from a poster on a rules page (WakingSandbox.tsx): what the first tap asked for. */
  intent?: Intent | null;
  /** ... and whether focus was on the poster (it stays in the example). */
  focusOnStart?: boolean;
}

export function SandboxShell<S, A extends { readonly seat: number }>(props: SandboxProps<S> & { ui: GameUi<S, A> }) {
  if (props.frames) return <SandboxBody {...props} frames={props.frames} />;
  return <p class="gs-muted">This example has no positions to show.</p>;
}

/**
 * Play mode while its code loads: the same layout PlayShell starts with (the
 * position on the table, the controls not yet usable), so nothing jumps when
 * it arrives; on a standalone page this is also what the server renders.
 */
function PlayLoading<S, A extends { readonly seat: number }>({ Table, state }: { Table: GameUi<S, A>['Table']; state: S | undefined }) {
  const none = () => undefined;
  return (
    <div class="gs-playarea">
      <div class="gs-controls" role="group" aria-label="Your game">
        <p class="gs-counter">Loading the rules engine…</p>
        <div class="gs-controls__buttons">
          <button type="button" class="gs-button" disabled>
            Copy link
          </button>
        </div>
      </div>
      <div class="gs-ruling gs-ruling--start">
        <p class="gs-ruling__kicker">Your game</p>
        <p class="gs-ruling__summary">Act for any player; the rules judge every action, lawful or not.</p>
      </div>
      {state !== undefined && <Table state={state} showHands onToggleHands={none} play={{ lawfulOf: () => [], act: none }} />}
      <div class="gs-play__beside">
        <button type="button" class="gs-button gs-play__undo" disabled>
          <span aria-hidden="true">↶ </span>Undo
        </button>
      </div>
      <StepList steps={[]} current={0} onSelect={none} />
      <p class="gs-hint">Undo, or click an earlier step to go back to it; the next action you take replaces the steps after it.</p>
    </div>
  );
}

/** The sandbox with its frames in hand. */
export function SandboxBody<S, A extends { readonly seat: number }>(
  props: SandboxProps<S> & { ui: GameUi<S, A>; frames: readonly LeanFrame<S>[] },
) {
  const { ui, scenario, frames, initialStep = 0, autoPlay = false, exportStart, anchor, dealing, intent = null, focusOnStart = false } = props;
  const paragraphs: Paragraphs = useMemo(() => ({ gameId: ui.id, title: ui.paragraphTitle }), [ui]);
  const Table = ui.Table;
  /** The play-mode component, once loaded; a string when it could not be. */
  const [Play, setPlay] = useState<ComponentType<PlayProps<S, A>> | string | null>(null);
  const [rawIndex, setIndex] = useState(() => clampStep(initialStep, frames.length));
  const [showHands, setShowHands] = useState(true);
  const rootRef = useRef<HTMLDivElement>(null);
  /** Where focus goes after the first render, when the reader woke the example from the keyboard. */
  const [refocus, setRefocus] = useState<Intent | 'root' | null>(null);
  const index = clampStep(rawIndex, frames.length);
  /** Every frame with its position: given whole, or worked out by the engine once the reader steps. */
  const [whole, setWhole] = useState<readonly Frame<S>[] | string | null>(() => (frames.every((f) => f.state !== undefined) ? (frames as readonly Frame<S>[]) : null));
  useEffect(() => {
    if (index === 0 || whole !== null) return;
    let live = true;
    ui.loadGame().then(
      (game) => {
        if (!live) return;
        const played = fromFrames(game, frames, frames.length - 1);
        if (!played.ok) return setWhole(`This example could not be replayed: ${played.error}`);
        setWhole(played.value.frames.map((f, i) => ({ ...f, action: frames[i].action, says: frames[i].says, label: frames[i].label ?? f.label ?? null })));
      },
      () => live && setWhole('The rules engine could not be loaded; check the connection and reload the page.'),
    );
    return () => {
      live = false;
    };
  }, [index, whole]);
  const frame = frames[index];
  const shownState = index === 0 ? frames[0]?.state : typeof whole === 'object' && whole !== null ? whole[index]?.state : undefined;
  const steps = useMemo(() => stepViews(frames, paragraphs), [frames, paragraphs]);
  /** Take-over: null while stepping through the example. A standalone page starts in it, already on the server. */
  const [playing, setPlaying] = useState<PlayStart | null>(autoPlay ? { kind: 'frames', upTo: 0 } : null);

  /** Set when the game in play came from a #play= link. */
  const [restored, setRestored] = useState(false);
  /** The standalone deal shown, and a counter that starts play afresh on every deal. */
  const [deal, setDeal] = useState<DealChoice | null>(dealing?.initial ?? null);
  const [dealCount, setDealCount] = useState(0);
  const [dealError, setDealError] = useState<string | null>(null);
  const startDeal = (choice: DealChoice, writeAddress: boolean) => {
    if (!dealing) return;
    setDeal(choice);
    setDealCount((n) => n + 1);
    setRestored(false);
    setDealError(null);
    setPlaying({ kind: 'deal', players: dealing.names.slice(0, choice.players), seed: choice.seed, packs: choice.packs, table: choice.table });
    if (writeAddress) history.replaceState(history.state, '', `${window.location.pathname}${dealQuery(choice)}`);
  };
  /** The link just copied (or to copy by hand when the clipboard refused), for the step shown. */
  const [stepLink, setStepLink] = useState<{ url: string; copied: boolean } | null>(null);

  // After hydration only (the server render is the example), see play-hash.ts:
  // a link to this example's step shows that step; a game played from this
  // example opens here; a bare #play= link opens in the first sandbox of the
  // page (the standalone page, or links made before examples had their own);
  // either way the example is scrolled into view. The standalone page starts
  // playing at once.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const hash = readPageHash(window.location.hash);
    const mine = hash !== null && anchor !== undefined && hash.anchor === anchor;
    const firstOnPage = document.querySelector('.gs-sandbox[data-scenario]') === root;
    const reveal = () => (root.closest('section') ?? root).scrollIntoView({ block: 'start' });
    // Woken from a poster: carry out the tap that woke it, and keep focus in the example.
    if (intent === 'forward' || intent === 'last') setIndex(clampStep(intent === 'forward' ? 1 : frames.length - 1, frames.length));
    if (intent === 'play') setPlaying({ kind: 'frames', upTo: 0 });
    if (focusOnStart) setRefocus(intent ?? 'root');
    if (hash && hash.play !== null && (mine || (hash.anchor === null && firstOnPage))) {
      setPlaying({ kind: 'hash', hash: window.location.hash });
      setRestored(true);
      reveal();
    } else if (mine && hash.step !== null) {
      setIndex(clampStep(hash.step, frames.length));
      reveal();
    } else if (dealing) {
      const asked = readDealQuery(window.location.search, dealing);
      if (!asked.ok) setDealError(`The deal in the address cannot be dealt (${asked.error}); here is the page's own deal.`);
      if (asked.ok && asked.choice) startDeal(asked.choice, false);
    }
  }, []);

  useEffect(() => {
    const root = rootRef.current;
    if (!refocus || !root) return;
    const target = refocus === 'play' ? null : root.querySelector<HTMLElement>(`[data-command="${refocus === 'root' ? 'forward' : refocus}"]:not([disabled])`);
    (target ?? root).focus();
    setRefocus(null);
  }, [refocus]);

  const copyStepLink = () => {
    if (!anchor) return;
    const { url, copied } = copyPageLink(hashForStep(anchor, index));
    setStepLink({ url, copied: false });
    copied.then((ok) => ok && setStepLink({ url, copied: true }));
  };

  useEffect(() => {
    if (!playing || Play) return;
    let live = true;
    import('./PlayShell').then((m) => m.PlayShell as unknown as ComponentType<PlayProps<S, A>>).then(
      (component) => live && setPlay(() => component),
      () => live && setPlay('Play mode could not be loaded; check the connection and reload the page.'),
    );
    return () => {
      live = false;
    };
  }, [playing]);

  const leave = () => {
    setPlaying(null);
    rootRef.current?.focus();
  };

  const go = (next: number) => {
    setIndex(clampStep(next, frames.length));
    setStepLink(null);
  };

  /**
   * Runs a step command. A button that becomes disabled would drop focus to
   * the page body (and the arrow keys with it), so focus moves to the sandbox.
   */
  const command = (cmd: StepCommand) => {
    const next = applyCommand(cmd, index, frames.length);
    go(next);
    const active = typeof document === 'undefined' ? null : document.activeElement;
    const root = rootRef.current;
    if (root && active instanceof HTMLButtonElement && root.contains(active)) {
      const cmdOfActive = active.dataset.command as StepCommand | undefined;
      if (cmdOfActive && isDisabled(cmdOfActive, next, frames.length)) root.focus();
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.defaultPrevented) return;
    const cmd = commandForKey(e.key);
    if (!cmd || playing) return;
    e.preventDefault();
    command(cmd);
  };

  return (
    <div
      class="gs-sandbox not-content"
      role="group"
      aria-label={`Step through: ${scenario.title}`}
      tabIndex={-1}
      ref={rootRef}
      onKeyDown={onKeyDown}
      data-scenario={scenario.id}
      data-pagefind-ignore
    >
      {dealing && deal && (
        <>
          <DealForm key={dealCount} setup={dealing} value={deal} onDeal={(choice) => startDeal(choice, true)} />
          {dealError && (
            <p class="gs-play__error" role="alert">
              {dealError}
            </p>
          )}
        </>
      )}
      {playing ? (
        typeof Play === 'function' ? (
          <>
            {restored && (
              <p class="gs-restored" role="status">
                Restored from a link: the game as it was shared.
              </p>
            )}
            <Play key={dealCount} ui={ui} frames={frames} start={playing} onLeave={leave} canLeave={!autoPlay && !dealing} exportStart={exportStart} anchor={anchor ?? null} />
          </>
        ) : typeof Play === 'string' ? (
          <p class="gs-play__error" role="alert">
            {Play}
          </p>
        ) : (
          <PlayLoading Table={Table} state={frames[playing.kind === 'frames' ? Math.min(playing.upTo, frames.length - 1) : 0]?.state} />
        )
      ) : frame ? (
        <>
          <Controls
            index={index}
            frameCount={frames.length}
            counter={stepCounter(index, frames.length)}
            onCommand={(cmd) => command(cmd)}
            onCopyLink={anchor ? copyStepLink : undefined}
          />
          {stepLink && (
            <p class="gs-play__link" role="status">
              <label>
                {stepLink.copied ? `Link to ${index === 0 ? 'this example' : `step ${index}`} copied: ` : 'Copy this link: '}
                <input type="text" readOnly value={stepLink.url} onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
              </label>
            </p>
          )}
          <p class="gs-sr" aria-live="polite" aria-atomic="true">
            {announcement(frames, index, paragraphs)}
          </p>
          <RulingPanel step={stepView(frame, index, paragraphs)} />
          <p class="gs-takeover">
            <button type="button" class="gs-button gs-button--play" onClick={() => setPlaying({ kind: 'frames', upTo: index })}>
              Play from here
            </button>{' '}
            <span class="gs-muted">Act for any player from this step on; the rules judge every action.</span>
          </p>
          {shownState !== undefined ? (
            <Table state={shownState} showHands={showHands} onToggleHands={() => setShowHands((v) => !v)} />
          ) : typeof whole === 'string' ? (
            <p class="gs-play__error" role="alert">
              {whole}
            </p>
          ) : (
            <p class="gs-muted gs-table-loading">Working out the position…</p>
          )}
          <StepList steps={steps} current={index} onSelect={go} />
          <p class="gs-hint">
            Tip: with focus in this example, <kbd>←</kbd> <kbd>→</kbd> step, <kbd>Home</kbd> <kbd>End</kbd> jump.
          </p>
        </>
      ) : (
        <p class="gs-muted">This example has no positions to show.</p>
      )}
    </div>
  );
}

