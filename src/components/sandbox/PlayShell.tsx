/**
 * Play mode for any game on the protocol: after "Play from here" (or from a
 * #play= link) the reader acts for any player, on the game's own table view
 * and in the game's palette if it brings one (PlayKit); each action goes
 * through the game's apply() and its ruling shows as in step-through
 * (use-played-game.ts). The bar on top (PlayBar, sticky) counts the actions
 * and links the game; Undo, right under the table, steps back one action,
 * the step list goes back to any earlier point (the next action replaces
 * what followed); below them, who the bots play (two-player games: one
 * opponent; GameUi.bots 'others', SENS: every seat but the reader's) and
 * "Export scenario" when the page offers it (PlayOptions). The engine and
 * the kit are loaded with import() only now, so stepping through an example
 * stays light.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Message } from '../../../engine/core/messages';
import type { PlayProps } from './game-ui';
import { useLocale, useUiText } from '../../i18n/ui-text';
import { PLAY_TEXT, PlayBar, playingCount, StartRuling } from './PlayBar';
import { PlayOptions } from './PlayOptions';
import { framesIn } from './frames-in';
import { PositionLines } from './PositionLines';
import { RulingPanel } from './RulingPanel';
import { stepView, stepViews, type Paragraphs } from './step-view';
import { StepList } from './StepList';
import { useCopyLink, useExport, useGameLink } from './use-play-link';
import { useLawfulOf, usePlayedGame } from './use-played-game';

/** Focus on the counter once the game is there, and whenever the element with focus went away (a played card's button). */
function useKeepFocus(target: { current: HTMLElement | null }, deps: readonly unknown[]) {
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) target.current?.focus({ preventScroll: true });
  }, deps);
}

/** What was copied or exported, below the bar. */
function Outputs({ copied, inputRef, exported }: { copied: { url: string; copied: boolean } | null; inputRef: { current: HTMLInputElement | null }; exported: { ok: boolean; text: string } | null }) {
  const t = useUiText(PLAY_TEXT);
  return (
    <>
      {copied && (
        <p class="gs-play__link">
          <label>
            {copied.copied ? t.copied : t.copyThis}
            <input ref={inputRef} type="text" readOnly value={copied.url} onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
          </label>
        </p>
      )}
      {exported && (
        <div class="gs-play__export">
          {exported.ok ? (
            <label>
              {t.yaml}
              <textarea readOnly rows={12} value={exported.text} class="gs-play__yaml" />
            </label>
          ) : (
            <p class="gs-play__error" role="alert">
              {exported.text}
            </p>
          )}
        </div>
      )}
    </>
  );
}

export function PlayShell<S, A extends { readonly seat: number }>(props: PlayProps<S, A>) {
  const { ui, frames, start, onLeave, canLeave, exportStart, anchor = null, onGame } = props;
  const g = usePlayedGame(ui, frames, start, props.initialBots);
  const locale = useLocale();
  const t = useUiText(PLAY_TEXT);
  // The engine's rulings are in English; in another language each is said again from its message.
  const game = g.game;
  const paragraphs: Paragraphs = useMemo(
    () => ({ gameId: ui.id, title: ui.paragraphTitle, ...(locale === 'en' ? {} : { locale, ...(game?.say ? { say: (m: Message) => game.say!(m, locale) } : {}) }) }),
    [ui, locale, game],
  );
  const [showHands, setShowHands] = useState(!props.initialBots?.length);
  const headRef = useRef<HTMLParagraphElement>(null);
  useKeepFocus(headRef, [g.at, g.played]);
  const link = useGameLink(ui, g);
  const { copied, copy, inputRef } = useCopyLink(link, anchor, g);
  const exporter = useExport(g, frames, exportStart);
  useEffect(() => {
    if (link) onGame?.({ link: link.link, view: link.view, bots: g.bots });
  }, [link, g.bots]);

  // Until the engine has loaded, an example's position is already known: show it (no jump when the engine arrives).
  const preview = !g.played && !g.error && start.kind === 'frames' ? (frames[Math.min(start.upTo, frames.length - 1)] ?? null) : null;
  const shown = useMemo(() => framesIn(g.played, game, locale), [g.played, game, locale]);
  const frame = shown?.[g.at] ?? preview;
  const state = frame?.state;
  const steps = useMemo(() => (shown ? stepViews(shown, paragraphs) : []), [shown, paragraphs]);
  const step = frame && g.played && g.at > 0 ? stepView(frame, g.at, paragraphs) : null;
  const lawfulOf = useLawfulOf(g.game, state);
  const chooseBots = (seats: readonly number[]) => {
    // Against bots their hands are hidden, as at a real table; the reader can still show them.
    setShowHands(seats.length === 0);
    g.chooseBots(seats);
  };
  const Table = ui.Table;
  const Palette = g.kit?.Palette;
  return (
    <div class="gs-playarea">
      <PlayBar
        counter={g.error ? t.noGame : g.played ? playingCount(g.at, locale) : t.loading}
        step={step}
        onLeave={canLeave ? onLeave : undefined}
        onCopyLink={copy}
        counterRef={headRef}
      />
      <Outputs copied={copied} inputRef={inputRef} exported={exporter.exported} />
      {g.error !== null && (
        <>
          <p class="gs-play__error" role="alert">{g.error}</p>
          <div class="gs-table gs-table--empty">
            <p class="gs-muted">{t.noTable}</p>
          </div>
        </>
      )}
      {!frame && !g.error && props.view && <PositionLines lines={props.view} />}
      {frame && state !== undefined && (
        <>
          <p class="gs-sr" aria-live="polite" aria-atomic="true">
            {g.at === 0 || !step ? t.takenOver : `${frame.action ?? ''}: ${step.classification ?? ''}. ${step.summary ?? ''}`}
          </p>
          {step ? <RulingPanel step={step} compact /> : <StartRuling />}
          <div class="gs-shell__table">
            <Table state={state} showHands={showHands} onToggleHands={() => setShowHands((v) => !v)} play={{ lawfulOf, act: g.act }} />
          </div>
          {/* Undo right under the table, where the reader just acted; the game's palette beside it arrives with its kit, below the table so the table never jumps. */}
          <div class="gs-play__beside">
            <button type="button" class="gs-button gs-play__undo" disabled={!g.played || g.at === 0} onClick={() => g.setAt(g.at - 1)}>
              <span aria-hidden="true">↶ </span>
              {t.undo}
            </button>
            {Palette && g.game && <Palette state={state} game={g.game} lawfulOf={lawfulOf} act={g.act} />}
          </div>
          <PlayOptions ui={ui} game={g.game} state={state} bots={g.bots} onChooseBots={chooseBots} onExport={exporter.run} />
          <StepList steps={steps} current={g.at} onSelect={g.setAt} />
          <p class="gs-hint">{t.hint}</p>
        </>
      )}
    </div>
  );
}
