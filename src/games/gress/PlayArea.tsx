/**
 * The sandbox after "Play from here": loads the engine lazily (play-engine.ts),
 * rebuilds the game from the example's start plus its steps so far (or from a
 * #play= share link), and lets the reader act for any player. Each action goes
 * through the engine's advance(); its ruling and the new table show as in
 * step-through. The list of played steps undoes to any earlier point, "Copy
 * link" puts the game into the page URL (#play=...), and on the standalone
 * page "Export scenario" shows it as a scenario file.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Frame } from '../../../engine/gress/frame';
import type { DealStart } from '../../../engine/gress/export-scenario';
import type { GressAction, GressState, Seat } from '../../../engine/gress/types';
import type { PlayProps } from '../../components/sandbox/game-ui';
import { linkFromHash, hashForLink } from '../../components/sandbox/play-hash';
import { playView } from './play-model';
import { PlayPanel } from './PlayPanel';
import { RulingPanel } from '../../components/sandbox/RulingPanel';
import { StepList } from '../../components/sandbox/StepList';
import { Table } from './Table';
import { stepView, stepViews, tableView } from './view-model';

type Engine = typeof import('./play-engine');
type PlayedGame = import('./play-engine').PlayedGame;

/** Gress's play mode (GameUi.Play): `options.exportDeal` offers "Export scenario" from that seeded deal. */
export function PlayArea({ frames, start, onLeave, canLeave, options }: PlayProps<GressState, GressAction>) {
  const exportDeal = options?.exportDeal as DealStart | undefined;
  const [engine, setEngine] = useState<Engine | null>(null);
  const [game, setGame] = useState<PlayedGame | null>(null);
  const [at, setAt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [seat, setSeat] = useState<Seat | null>(null);
  const [target, setTarget] = useState<Seat | undefined>(undefined);
  const [holding, setHolding] = useState(false);
  const [link, setLink] = useState<{ url: string; copied: boolean } | null>(null);
  const [exported, setExported] = useState<{ ok: boolean; text: string } | null>(null);
  const [showHands, setShowHands] = useState(true);
  const headRef = useRef<HTMLParagraphElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let live = true;
    import('./play-engine').then(
      (mod) => {
        if (!live) return;
        setEngine(mod);
        const result =
          start.kind === 'hash'
            ? mod.fromShareLink(linkFromHash(start.hash) ?? '')
            : mod.fromFrames(frames as readonly Frame[], start.upTo);
        if (result.ok) {
          setGame(result.game);
          setAt(result.game.actions.length);
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
  }, [at, game]);

  const frame = game?.frames[at] ?? null;
  const state = frame?.state ?? null;
  const actingSeat = state ? (seat ?? state.toMove) : 0;
  const view = useMemo(() => (state ? tableView(state) : null), [state]);
  const steps = useMemo(() => (game ? stepViews(game.frames) : []), [game]);
  const controls = useMemo(() => {
    if (!engine || !state) return null;
    return playView({
      state,
      seat: actingSeat,
      target,
      holding,
      lawful: engine.lawful(state, actingSeat),
      describe: (a) => engine.describe(a, state.players),
    });
  }, [engine, state, actingSeat, target, holding]);

  const act = (action: GressAction) => {
    if (!engine || !game) return;
    const next = engine.play(engine.truncate(game, at), action);
    setGame(next);
    setAt(next.actions.length);
    setLink(null);
    setExported(null);
  };

  const copyLink = () => {
    if (!engine || !game) return;
    const shown = engine.truncate(game, at);
    const hash = hashForLink(engine.shareLink(shown));
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

  const exportScenario = async () => {
    if (!game) return;
    const shown = engine ? engine.truncate(game, at) : game;
    try {
      const mod = await import('../../../engine/gress/export-scenario');
      const fromDeal = exportDeal && shown.start === frames[0]?.state;
      const result = mod.exportScenario(fromDeal ? exportDeal : shown.start, shown.actions);
      setExported(result.ok ? { ok: true, text: result.text } : { ok: false, text: result.error });
    } catch {
      setExported({ ok: false, text: 'The exporter could not be loaded; reload the page and try again.' });
    }
  };

  return (
    <div class="gs-playarea">
      <div class="gs-controls" role="group" aria-label="Your game">
        <p class="gs-counter" tabIndex={-1} ref={headRef}>
          {error ? 'No game' : game ? `Playing: ${at} ${at === 1 ? 'action' : 'actions'}` : 'Loading the rules engine…'}
        </p>
        <div class="gs-controls__buttons">
          {canLeave && (
            <button type="button" class="gs-button" onClick={onLeave}>
              Back to the example
            </button>
          )}
          <button type="button" class="gs-button" disabled={!game} onClick={copyLink}>
            Copy link
          </button>
          {exportDeal !== undefined && (
            <button type="button" class="gs-button" disabled={!game} onClick={exportScenario}>
              Export scenario
            </button>
          )}
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
      {exported && (
        <div class="gs-play__export">
          {exported.ok ? (
            <label>
              Scenario file (YAML):
              <textarea readOnly rows={12} value={exported.text} class="gs-play__yaml" />
            </label>
          ) : (
            <p class="gs-play__error" role="alert">
              {exported.text}
            </p>
          )}
        </div>
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
      {frame && view && (
        <>
          <p class="gs-sr" aria-live="polite" aria-atomic="true">
            {at === 0 ? 'Taken over: choose a player and an action.' : `${frame.action ?? ''}: ${frame.ruling?.classification ?? ''}. ${frame.ruling?.summary ?? ''}`}
          </p>
          {at === 0 ? (
            <div class="gs-ruling gs-ruling--start">
              <p class="gs-ruling__kicker">Your game</p>
              <p class="gs-ruling__summary">Choose a player below and act for them; the rules judge every action.</p>
            </div>
          ) : (
            <RulingPanel step={stepView(frame, at)} />
          )}
          {controls && (
            <PlayPanel
              view={controls}
              holding={holding}
              onSeat={setSeat}
              onTarget={setTarget}
              onHolding={setHolding}
              onAction={act}
              parse={(text) => (engine && state ? engine.parse(text, state.players) : { ok: false, error: 'The rules engine is not loaded yet.' })}
              describe={(a) => (engine && state ? engine.describe(a, state.players) : a.type)}
            />
          )}
          <Table view={view} showHands={showHands} onToggleHands={() => setShowHands((v) => !v)} />
          <StepList steps={steps} current={at} onSelect={setAt} />
          <p class="gs-hint">Click an earlier step to go back to it; the next action you take replaces the steps after it.</p>
        </>
      )}
    </div>
  );
}
