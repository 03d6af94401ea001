/**
 * Play mode for any game on the protocol: after "Play from here" (or from a
 * #play= link) the reader acts for any player, on the game's own table view
 * and in the game's palette if it brings one (PlayKit); each action goes
 * through the game's apply() and its ruling shows as in step-through. Undo,
 * right under the table, steps back one action, the step list goes back to
 * any earlier point (the next action replaces what followed), "Copy link" puts the game into the
 * page URL as a share link that names the game (engine/core/share-link.ts),
 * in two-player games a bot may take one seat and answer each action, and
 * where the game allows it (GameUi.bots 'others': SENS) the reader takes one
 * seat and bots play the rest (answerFor in engine/core/played.ts; their
 * moves are ordinary actions, so they undo, link and replay like the reader's),
 * and "Export scenario" (when the page offers it and the game can) shows the
 * game as a scenario file. The engine and the kit are loaded with import()
 * only now, so stepping through an example stays light.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Game, Parsed } from '../../../engine/core/game';
import { answerFor, fromFrames, playOn, replay, truncate, type Played } from '../../../engine/core/played';
import { decodeShareLink, encodeShareLink, formatPlayed, parsePlayed, plain, type PlayedText } from '../../../engine/core/share-link';
import type { PlayKit, PlayProps } from './game-ui';
import { copyPageLink } from './copy-link';
import { hashForLink, linkFromHash } from './play-hash';
import { RulingPanel } from './RulingPanel';
import { stepView, stepViews, type Paragraphs } from './step-view';
import { StepList } from './StepList';

/** A share link as the platform writes it, for a game with no reader of its own. */
function readPlatformLink<S, A extends { readonly seat: number }>(game: Game<S, A, string>, gameId: string, link: string): Parsed<PlayedText<S, A>> {
  const decoded = decodeShareLink(link);
  if (!decoded.ok) return decoded;
  if (decoded.gameId !== gameId) return { ok: false, error: `share link: this link is a game of ${decoded.gameId}, not of ${game.title}; open it on that game's pages.` };
  const played = parsePlayed(game, decoded.text);
  return played.ok ? played : { ok: false, error: `share link: the game in it does not read: ${plain(played.error)}` };
}

interface Loaded<S, A extends { readonly seat: number }> {
  readonly game: Game<S, A, string>;
  readonly kit: PlayKit<S, A>;
}

/** Which bots play mode offers: GameUi.bots, or one opponent in any two-player game. */
function botMode(ui: { readonly bots?: 'opponent' | 'others' }, game: { readonly seats: { readonly max: number } }): 'opponent' | 'others' | null {
  return ui.bots ?? (game.seats.max === 2 ? 'opponent' : null);
}

export function PlayShell<S, A extends { readonly seat: number }>(props: PlayProps<S, A>) {
  const { ui, frames, start, onLeave, canLeave, exportStart, anchor = null } = props;
  const [loaded, setLoaded] = useState<Loaded<S, A> | null>(null);
  const [played, setPlayed] = useState<Played<S, A> | null>(null);
  const [at, setAt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<{ url: string; copied: boolean } | null>(null);
  const [exported, setExported] = useState<{ ok: boolean; text: string } | null>(null);
  const [showHands, setShowHands] = useState(true);
  /** The seats bots play (they answer after each of the reader's actions); empty: the reader acts for everyone. */
  const [bots, setBots] = useState<readonly number[]>([]);
  const headRef = useRef<HTMLParagraphElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const paragraphs: Paragraphs = useMemo(() => ({ gameId: ui.id, title: ui.paragraphTitle }), [ui]);

  useEffect(() => {
    let live = true;
    Promise.all([ui.loadGame(), ui.loadPlayKit ? ui.loadPlayKit() : Promise.resolve({} as PlayKit<S, A>)]).then(
      ([game, kit]) => {
        if (!live) return;
        setLoaded({ game, kit });
        let result: Parsed<Played<S, A>>;
        if (start.kind === 'hash') {
          const link = linkFromHash(start.hash) ?? '';
          const text = kit.readShareLink ? kit.readShareLink(link) : readPlatformLink(game, ui.id, link);
          result = text.ok ? { ok: true, value: replay(game, text.value.start, text.value.actions) } : text;
        } else if (start.kind === 'deal') {
          const dealt = game.deal(start.players, start.seed, { packs: start.packs, table: start.table });
          result = dealt.ok ? { ok: true, value: replay(game, dealt.value, []) } : { ok: false, error: `The deal failed: ${dealt.error}` };
        } else {
          result = fromFrames(game, frames, start.upTo);
        }
        if (result.ok) {
          setPlayed(result.value);
          setAt(result.value.actions.length);
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
    // Without scrolling: on a phone the counter sits far above the hand being played.
    if (!active || active === document.body || !active.isConnected) headRef.current?.focus({ preventScroll: true });
  }, [at, played]);

  const game = loaded?.game ?? null;
  // Until the engine has loaded, an example's position is already known: show it (no jump when the engine arrives).
  const preview = !played && !error && start.kind === 'frames' ? (frames[Math.min(start.upTo, frames.length - 1)] ?? null) : null;
  const frame = played?.frames[at] ?? preview;
  const state = frame?.state;
  const steps = useMemo(() => (played ? stepViews(played.frames, paragraphs) : []), [played, paragraphs]);
  /** Lawful actions per seat, each seat's worked out only when the table or palette asks (a Gress query can take tens of ms). */
  const lawfulOf = useMemo(() => {
    const bySeat = new Map<number, readonly A[]>();
    return (seat: number): readonly A[] => {
      if (!game || state === undefined || game.isOver(state)) return [];
      let found = bySeat.get(seat);
      if (!found) bySeat.set(seat, (found = game.lawfulActions(state, seat)));
      return found;
    };
  }, [game, state]);

  const act = (action: A) => {
    if (!game || !played) return;
    const acted = playOn(game, played, at, action);
    const next = bots.length === 0 ? acted : answerFor(game, acted, bots);
    setPlayed(next);
    setAt(next.actions.length);
    setLink(null);
    setExported(null);
  };

  /** Bots take these seats (or leave them all); if one of them is to act now, it acts at once. */
  const chooseBots = (seats: readonly number[]) => {
    setBots(seats);
    // Against bots their hands are hidden, as at a real table; the reader can still show them.
    setShowHands(seats.length === 0);
    if (!game || !played || seats.length === 0) return;
    const next = answerFor(game, truncate(played, at), seats);
    if (next.actions.length === at) return;
    setPlayed(next);
    setAt(next.actions.length);
    setLink(null);
    setExported(null);
  };

  const copyLink = () => {
    if (!game || !played) return;
    const shown = truncate(played, at);
    const { url, copied } = copyPageLink(hashForLink(encodeShareLink(ui.id, formatPlayed(game, shown)), anchor));
    setLink({ url, copied: false });
    copied.then((ok) => (ok ? setLink({ url, copied: true }) : linkRef.current?.select()));
  };

  const exportScenario = loaded?.kit.exportScenario;
  const canExport = exportStart !== undefined && exportScenario !== undefined;
  const doExport = async () => {
    if (!played || !exportScenario) return;
    const shown = truncate(played, at);
    try {
      const result = await exportScenario(shown, shown.start === frames[0]?.state, exportStart);
      setExported(result.ok ? { ok: true, text: result.value } : { ok: false, text: result.error });
    } catch {
      setExported({ ok: false, text: 'The exporter could not be loaded; reload the page and try again.' });
    }
  };

  const Table = ui.Table;
  const Palette = loaded?.kit.Palette;
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
          <button type="button" class="gs-button" disabled={!played} onClick={copyLink}>
            Copy link
          </button>
          {canExport && (
            <button type="button" class="gs-button" disabled={!played} onClick={doExport}>
              Export scenario
            </button>
          )}
          {game && state !== undefined && botMode(ui, game) === 'opponent' && (
            <label class="gs-play__bot">
              Bot plays{' '}
              <select value={bots.length === 0 ? '' : String(bots[0])} onChange={(e) => chooseBots(e.currentTarget.value === '' ? [] : [Number(e.currentTarget.value)])}>
                <option value="">nobody (you act for both)</option>
                {game.playersOf(state).map((name, seat) => (
                  <option value={String(seat)}>{name}</option>
                ))}
              </select>
            </label>
          )}
          {game && state !== undefined && botMode(ui, game) === 'others' && (
            <label class="gs-play__bot">
              You play{' '}
              <select
                value={bots.length === 0 ? '' : String(game.playersOf(state).findIndex((_, seat) => !bots.includes(seat)))}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  chooseBots(value === '' ? [] : game.playersOf(state).map((_, seat) => seat).filter((seat) => seat !== Number(value)));
                }}
              >
                <option value="">every seat (no bots)</option>
                {game.playersOf(state).map((name, seat) => (
                  <option value={String(seat)}>{name}, bots the others</option>
                ))}
              </select>
            </label>
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
      {frame && state !== undefined && (
        <>
          <p class="gs-sr" aria-live="polite" aria-atomic="true">
            {at === 0 ? 'Taken over: act for any player.' : `${frame.action ?? ''}: ${frame.ruling?.classification ?? ''}. ${frame.ruling?.summary ?? ''}`}
          </p>
          {at === 0 || !played ? (
            <div class="gs-ruling gs-ruling--start">
              <p class="gs-ruling__kicker">Your game</p>
              <p class="gs-ruling__summary">Act for any player; the rules judge every action, lawful or not.</p>
            </div>
          ) : (
            <RulingPanel step={stepView(frame, at, paragraphs)} />
          )}
          <Table state={state} showHands={showHands} onToggleHands={() => setShowHands((v) => !v)} play={{ lawfulOf, act }} />
          {/* Undo right under the table, where the reader just acted; the game's palette beside it arrives with its kit, below the table so the table never jumps. */}
          <div class="gs-play__beside">
            <button type="button" class="gs-button gs-play__undo" disabled={!played || at === 0} onClick={() => setAt(at - 1)}>
              <span aria-hidden="true">↶ </span>Undo
            </button>
            {Palette && game && <Palette state={state} game={game} lawfulOf={lawfulOf} act={act} />}
          </div>
          <StepList steps={steps} current={at} onSelect={setAt} />
          <p class="gs-hint">Undo, or click an earlier step to go back to it; the next action you take replaces the steps after it.</p>
        </>
      )}
    </div>
  );
}
