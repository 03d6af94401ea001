/**
 * Play mode's game: the engine and the game's play kit (loaded on demand,
 * loaded-modules.ts), the game as played from where the reader took over
 * (an example's step, a share link, a fresh deal), the action shown (Undo
 * and the step list go back), and the bots that answer the reader's
 * actions. Each action goes through the game's apply(); what followed the
 * action shown is dropped.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { LeanFrame } from '../../../engine/core/frame';
import type { Game, Parsed } from '../../../engine/core/game';
import { answerFor, fromFrames, playOn, replay, truncate, type Played } from '../../../engine/core/played';
import { failure, failWith, gameSayOf, reason, sayReason, type Failure } from '../../../engine/core/reasons';
import { decodeShareLink, parsePlayed, plain, type PlayedText } from '../../../engine/core/share-link';
import type { GameUi, PlayKit, PlayStart } from './game-ui';
import { uiText, useLocale, useUiText } from '../../i18n/ui-text';
import { loadGame, loadPlayKit } from './loaded-modules';
import { sayDealFailed } from './deal-failed';

const TEXT = uiText({
  en: { offline: 'The rules engine could not be loaded; check the connection and reload the page.' },
  de: { offline: 'Die Regel-Engine ließ sich nicht laden; prüfe die Verbindung und lade die Seite neu.' },
});
import { linkFromHash } from './play-hash';

/** A share link as the platform writes it, for a game with no reader of its own. */
function readPlatformLink<S, A extends { readonly seat: number }>(game: Game<S, A, string>, gameId: string, link: string): Parsed<PlayedText<S, A>> {
  const decoded = decodeShareLink(link);
  if (!decoded.ok) return decoded;
  if (decoded.gameId !== gameId) return failWith(reason('link', { why: reason('link.otherGame', { game: decoded.gameId, title: game.title, where: 'pages' }) }));
  const played = parsePlayed(game, decoded.text);
  if (played.ok) return played;
  const why = reason('link.unreadable', { why: played.reason ?? reason('plain', { text: played.error }) });
  return failure(`share link: the game in it does not read: ${plain(played.error)}`, reason('link', { why }));
}

/** The game play mode starts with; a deal that fails is said by `dealFailed` (the page's words around the engine's reason). */
function startGame<S, A extends { readonly seat: number }>(
  game: Game<S, A, string>, kit: PlayKit<S, A>, gameId: string, frames: readonly LeanFrame<S>[], start: PlayStart, dealFailed: (dealt: Failure) => string,
): Parsed<Played<S, A>> {
  if (start.kind === 'hash') {
    const link = linkFromHash(start.hash) ?? '';
    const text = kit.readShareLink ? kit.readShareLink(link) : readPlatformLink(game, gameId, link);
    return text.ok ? { ok: true, value: replay(game, text.value.start, text.value.actions) } : text;
  }
  if (start.kind === 'deal') {
    const dealt = game.deal(start.players, start.seed, { packs: start.packs, table: start.table });
    return dealt.ok ? { ok: true, value: replay(game, dealt.value, []) } : { ok: false, error: dealFailed(dealt) };
  }
  return fromFrames(game, frames, start.upTo);
}

export interface PlayedGame<S, A extends { readonly seat: number }> {
  readonly game: Game<S, A, string> | null;
  readonly kit: PlayKit<S, A> | null;
  readonly played: Played<S, A> | null;
  /** Actions shown (Undo and the step list lower it; the next action drops what followed). */
  readonly at: number;
  readonly setAt: (at: number) => void;
  readonly error: string | null;
  /** The seats bots play; empty: the reader acts for everyone. */
  readonly bots: readonly number[];
  readonly act: (action: A) => void;
  /** Bots take these seats (or none); one of them to act now acts at once. */
  readonly chooseBots: (seats: readonly number[]) => void;
}

export function usePlayedGame<S, A extends { readonly seat: number }>(ui: GameUi<S, A>, frames: readonly LeanFrame<S>[], start: PlayStart, initialBots: readonly number[] = []): PlayedGame<S, A> {
  const [loaded, setLoaded] = useState<{ game: Game<S, A, string>; kit: PlayKit<S, A> } | null>(null);
  const [played, setPlayed] = useState<Played<S, A> | null>(null);
  const [at, setAt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [bots, setBots] = useState<readonly number[]>(initialBots);
  const t = useUiText(TEXT);
  const locale = useLocale();

  useEffect(() => {
    let live = true;
    Promise.all([loadGame(ui), loadPlayKit(ui)]).then(
      ([game, kit]) => {
        if (!live) return;
        setLoaded({ game, kit });
        const result = startGame(game, kit, ui.id, frames, start, (dealt) => sayDealFailed(dealt, locale, game, 'sandbox'));
        if (!result.ok) return setError(sayReason(result, locale, gameSayOf(game)));
        setPlayed(result.value);
        setAt(result.value.actions.length);
      },
      () => live && setError(t.offline),
    );
    return () => {
      live = false;
    };
  }, []);

  const game = loaded?.game ?? null;
  const show = (next: Played<S, A>) => {
    setPlayed(next);
    setAt(next.actions.length);
  };
  const act = (action: A) => {
    if (!game || !played) return;
    const acted = playOn(game, played, at, action);
    show(bots.length === 0 ? acted : answerFor(game, acted, bots));
  };
  const chooseBots = (seats: readonly number[]) => {
    setBots(seats);
    if (!game || !played || seats.length === 0) return;
    const next = answerFor(game, truncate(played, at), seats);
    if (next.actions.length !== at) show(next);
  };
  return { game, kit: loaded?.kit ?? null, played, at, setAt, error, bots, act, chooseBots };
}

/** Lawful actions per seat in `state`, each seat's worked out only when the table or palette asks (a Gress query can take tens of ms). */
export function useLawfulOf<S, A extends { readonly seat: number }>(game: Game<S, A, string> | null, state: S | undefined): (seat: number) => readonly A[] {
  return useMemo(() => {
    const bySeat = new Map<number, readonly A[]>();
    return (seat: number): readonly A[] => {
      if (!game || state === undefined || game.isOver(state)) return [];
      let found = bySeat.get(seat);
      if (!found) bySeat.set(seat, (found = game.lawfulActions(state, seat)));
      return found;
    };
  }, [game, state]);
}
