/**
 * The sandbox shell, the same for every game: steps through a scenario's
 * frames (frame 0 = starting position, frames 1..n = the steps) and shows
 * each as a table with the ruling that produced it (StepMode), and lets the
 * reader take over and play on (PlayMode). On rules pages it is mounted by
 * WakingSandbox once the reader wakes an example; standalone pages render
 * it on the server and hydrate it on load, so the first render depends on
 * props only (no window, document, time or randomness) and the server
 * markup equals the first client render: no layout shift on hydration.
 * Keyboard: with focus anywhere inside, ArrowLeft / ArrowRight step, Home /
 * End jump.
 *
 * What it shows is kept in the browser's history (use-example-history.ts):
 * Back, Forward and a reload bring back the step and the game played.
 *
 * The title and the "Illustrates 4.11" links are the page's caption
 * (Scenario.astro), so the island does not repeat them; it only names itself
 * for assistive technology. It renders no element ids, so several sandboxes
 * can share a page.
 *
 * The game plugs in its table view and its engine through `GameUi`
 * (game-ui.ts); each game's island (src/games/<game>/Sandbox.tsx) is this
 * shell with its GameUi.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { LeanFrame, ScenarioSummary } from '../../../engine/core/frame';
import { copyPageLink } from './copy-link';
import { DealForm } from './DealForm';
import type { DealSetup } from './deal-setup';
import { entryOf, PAGE_KEY, type ExampleEntry } from './example-history';
import type { GameUi, PlayStart } from './game-ui';
import { hashForLink, hashForStep, readPageHash } from './play-hash';
import { PlayMode, type Playing } from './PlayMode';
import type { Intent } from './Poster';
import type { Paragraphs } from './step-view';
import { StepMode } from './StepMode';
import { useDeal } from './use-deal';
import { useExampleHistory } from './use-example-history';
import { useStepFrames } from './use-step-frames';
import { useStepper } from './use-stepper';
import { uiText, useLocale, useUiText } from '../../i18n/ui-text';
import './sandbox-base.css';
import './sandbox.css';

const TEXT = uiText({
  en: { empty: 'This example has no positions to show.', group: (title: string) => `Step through: ${title}` },
  de: { empty: 'Dieses Beispiel hat keine Stellungen zum Zeigen.', group: (title) => `Schritt für Schritt: ${title}` },
});

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
  /**
   * Woken from a poster: what the page address or the browser's history
   * asked this example to show (example-history.ts), and whether it came
   * from a link someone shared. Undefined for a sandbox rendered on the
   * server, which reads the address once hydrated.
   */
  restore?: { readonly entry: ExampleEntry | null; readonly fromLink: boolean };
}

export function SandboxShell<S, A extends { readonly seat: number }>(props: SandboxProps<S> & { ui: GameUi<S, A> }) {
  const t = useUiText(TEXT);
  if (props.frames) return <SandboxBody {...props} frames={props.frames} />;
  return <p class="gs-muted">{t.empty}</p>;
}

type BodyProps<S, A extends { readonly seat: number }> = SandboxProps<S> & { ui: GameUi<S, A>; frames: readonly LeanFrame<S>[] };

let nextKey = 1;

/** Play mode started from `start`. */
function playingOf(start: PlayStart, from: number, extra: Partial<Playing> = {}): Playing {
  return { start, from, key: nextKey++, ...extra };
}

/** Play mode for an entry of the example's history (a game with its link, or taken over before the engine had loaded). */
function playingOfEntry(entry: Extract<ExampleEntry, { kind: 'play' }>, fromLink: boolean): Playing {
  const start: PlayStart = entry.link ? { kind: 'hash', hash: hashForLink(entry.link) } : { kind: 'frames', upTo: entry.from };
  return playingOf(start, entry.from, { bots: entry.bots, view: entry.view, fromLink });
}

/** What the first render shows: the entry asked for, the tap that woke the example, or the page's own start. */
function initialView<S>(props: BodyProps<S, any>): { index: number; playing: Playing | null } {
  const { restore, intent, frames, initialStep = 0, autoPlay } = props;
  const entry = restore?.entry;
  if (entry?.kind === 'step') return { index: entry.step, playing: null };
  if (entry?.kind === 'play') return { index: entry.from, playing: playingOfEntry(entry, restore!.fromLink) };
  if (intent === 'forward') return { index: 1, playing: null };
  if (intent === 'last') return { index: frames.length - 1, playing: null };
  if (intent === 'play' || autoPlay) return { index: initialStep, playing: playingOf({ kind: 'frames', upTo: intent === 'play' ? initialStep : 0 }, 0) };
  return { index: initialStep, playing: null };
}

/** The history entry of what is shown, for a sandbox that keeps one (an example, or the standalone page). */
function entryShown(playing: Playing | null, game: { link: string; view: readonly string[] | null; bots: readonly number[] } | null, index: number): ExampleEntry {
  if (!playing) return { kind: 'step', step: index };
  return { kind: 'play', from: playing.from, link: game?.link ?? null, view: game?.view ?? playing.view ?? null, bots: game?.bots ?? playing.bots };
}

/**
 * After hydration, for a sandbox the server rendered (the standalone page,
 * a replay; see play-hash.ts): a game played from this example, or a bare
 * #play= link when this is the first sandbox of the page, opens in play
 * mode; a link to one of its steps shows that step; otherwise the
 * standalone page deals what its address asks for. A woken example was
 * told all this by WakingSandbox (`restore`).
 */
function useAddressOnHydration<S>(props: BodyProps<S, any>, rootRef: { current: HTMLDivElement | null }, show: (index: number | null, playing: Playing | null) => void, dealFromAddress: () => void) {
  useEffect(() => {
    const root = rootRef.current;
    if (!root || props.restore) return;
    const hash = readPageHash(window.location.hash);
    const mine = hash !== null && props.anchor !== undefined && hash.anchor === props.anchor;
    const firstOnPage = document.querySelector('.gs-sandbox[data-scenario]') === root;
    const reveal = () => (root.closest('section') ?? root).scrollIntoView({ block: 'start' });
    if (hash && hash.play !== null && (mine || (hash.anchor === null && firstOnPage))) {
      // The reader's own game (a reload, Back) is no link someone shared.
      const own = entryOf(history.state, props.anchor ?? PAGE_KEY);
      const fromLink = !(own?.kind === 'play' && own.link === hash.play);
      show(null, playingOf({ kind: 'hash', hash: window.location.hash }, 0, { view: hash.view, fromLink, bots: fromLink || own?.kind !== 'play' ? undefined : own.bots }));
      reveal();
    } else if (mine && hash.step !== null) {
      show(hash.step, null);
      reveal();
    } else dealFromAddress();
  }, []);
}

/** Woken from the keyboard: focus stays in the example, on the control the key pressed (or the sandbox itself). */
function useWakeFocus(rootRef: { current: HTMLDivElement | null }, focusOnStart: boolean, intent: Intent | null) {
  useEffect(() => {
    const root = rootRef.current;
    if (!focusOnStart || !root) return;
    const command = intent === 'last' ? 'last' : 'forward';
    const target = intent === 'play' ? null : root.querySelector<HTMLElement>(`[data-command="${command}"]:not([disabled])`);
    (target ?? root).focus({ preventScroll: true });
  }, []);
}

/** The sandbox with its frames in hand. */
export function SandboxBody<S, A extends { readonly seat: number }>(props: BodyProps<S, A>) {
  const { ui, scenario, frames, anchor, dealing } = props;
  const locale = useLocale();
  const t = useUiText(TEXT);
  const paragraphs: Paragraphs = useMemo(() => ({ gameId: ui.id, title: ui.paragraphTitle, ...(locale === 'en' ? {} : { locale }) }), [ui, locale]);
  const rootRef = useRef<HTMLDivElement>(null);
  const init = useMemo(() => initialView(props), []);
  const [playing, setPlaying] = useState<Playing | null>(init.playing);
  const stepper = useStepper(frames.length, init.index, rootRef, !playing);
  const whole = useStepFrames(ui, frames, stepper.index > 0);
  const [showHands, setShowHands] = useState(true);
  const [game, setGame] = useState<{ key: number; link: string; view: readonly string[] | null; bots: readonly number[] } | null>(null);
  const [stepLink, setStepLink] = useState<{ url: string; copied: boolean } | null>(null);
  const play = (start: PlayStart, from = 0) => setPlaying(playingOf(start, from));
  const deal = useDeal(dealing, play);
  const show = (index: number | null, next: Playing | null) => {
    if (index !== null) stepper.go(index);
    setPlaying(next);
  };
  useAddressOnHydration(props, rootRef, show, deal.fromAddress);
  useWakeFocus(rootRef, props.focusOnStart ?? false, props.intent ?? null);
  useEffect(() => setStepLink(null), [stepper.index]);
  const shownGame = game && playing && game.key === playing.key ? game : null;
  const historyKey = anchor ?? (dealing ? PAGE_KEY : null);
  useExampleHistory(historyKey ?? '', anchor ?? null, historyKey === null ? null : entryShown(playing, shownGame, stepper.index), (entry) =>
    entry.kind === 'step' ? show(entry.step, null) : show(entry.from, playingOfEntry(entry, false)),
  );
  const copyStepLink = () => {
    if (!anchor) return;
    const { url, copied } = copyPageLink(hashForStep(anchor, stepper.index));
    setStepLink({ url, copied: false });
    copied.then((ok) => ok && setStepLink({ url, copied: true }));
  };
  const leave = () => {
    setPlaying(null);
    rootRef.current?.focus({ preventScroll: true });
  };
  return (
    <div class="gs-sandbox gs-shell not-content" role="group" aria-label={t.group(scenario.title)} tabIndex={-1} ref={rootRef} onKeyDown={stepper.onKeyDown} data-scenario={scenario.id} data-pagefind-ignore>
      {dealing && deal.deal && <DealForm key={deal.count} setup={dealing} value={deal.deal} onDeal={(choice) => deal.start(choice, true)} />}
      {deal.error && (
        <p class="gs-play__error" role="alert">
          {deal.error}
        </p>
      )}
      {playing ? (
        <PlayMode ui={ui} frames={frames} playing={playing} onLeave={leave} canLeave={!props.autoPlay && !dealing} exportStart={props.exportStart} anchor={anchor ?? null} onGame={(g) => setGame({ key: playing.key, ...g })} />
      ) : frames.length > 0 ? (
        <StepMode ui={ui} frames={frames} whole={whole} index={stepper.index} paragraphs={paragraphs} showHands={showHands} onToggleHands={() => setShowHands((v) => !v)} onCommand={stepper.command} onSelect={stepper.go} onPlay={() => play({ kind: 'frames', upTo: stepper.index }, stepper.index)} onCopyLink={anchor ? copyStepLink : undefined} stepLink={stepLink} />
      ) : (
        <p class="gs-muted">{t.empty}</p>
      )}
    </div>
  );
}
