/**
 * The desk's state for any game: the disputed table as a line of the game's
 * position notation (from the game's form, typed, or from a link), the
 * actions entered as lines of its action notation, and what the engine
 * makes of both: the position (Game.parsePosition, whose sentence is shown
 * when the table makes no sense), the rulings (desk-replay.ts) and the link
 * that carries them. `generation` counts tables opened from outside (a link,
 * typed notation) so the form starts afresh from them.
 */
import { useMemo, useState } from 'preact/hooks';
import type { Game, Parsed } from '../../../engine/core/game';
import { gameSayOf, sayReason } from '../../../engine/core/reasons';
import type { PlayedText } from '../../../engine/core/share-link';
import { useLocale } from '../../i18n/ui-text';
import { deskHash, MAX_DESK_ACTIONS } from './desk-link';
import { replayDesk, type Replayed } from './desk-replay';

export interface DeskShellState<S, A> {
  /** The table in the game's position notation; null before the referee has said anything. */
  readonly positionText: string | null;
  readonly position: Parsed<S> | null;
  readonly lines: readonly string[];
  readonly replayed: Replayed<S, A> | null;
  /** The table and the actions that read: what a link and the sandbox get. */
  readonly played: PlayedText<S, A> | null;
  readonly hash: string | null;
  readonly dirty: boolean;
  readonly generation: number;
  readonly full: boolean;
  /** The form's table (the form keeps its own fields, so it is not started afresh). */
  readonly fromForm: (text: string) => void;
  /** A typed position: taken when the engine reads it (the form then shows it); returns the engine's sentence in the page's language, or null. */
  readonly typed: (text: string) => string | null;
  readonly add: (line: string) => void;
  readonly undo: () => void;
  readonly clearActions: () => void;
  /** A table from a link: shown as it came, the address left alone. */
  readonly open: (positionText: string, lines: readonly string[]) => void;
}

export function useDeskShell<S, A extends { readonly seat: number }>(game: Game<S, A, string>): DeskShellState<S, A> {
  const locale = useLocale();
  const [positionText, setPositionText] = useState<string | null>(null);
  const [lines, setLinesNow] = useState<readonly string[]>([]);
  const [dirty, setDirty] = useState(false);
  const [generation, setGeneration] = useState(0);

  const position = useMemo(() => (positionText === null ? null : game.parsePosition(positionText)), [positionText]);
  const replayed = useMemo(() => (position?.ok ? replayDesk(game, position.value, lines) : null), [position, lines]);
  const played = useMemo(() => (position?.ok && replayed ? { start: position.value, actions: replayed.actions } : null), [position, replayed]);
  const hash = useMemo(() => (played ? deskHash(game, played) : null), [played]);

  const setLines = (next: readonly string[]) => {
    setLinesNow(next);
    setDirty(true);
  };
  return {
    positionText,
    position,
    lines,
    replayed,
    played,
    hash,
    dirty,
    generation,
    full: lines.length >= MAX_DESK_ACTIONS,
    fromForm: (text) => {
      // Kept in the engine's own spelling when it reads, so the notation field and a link agree.
      const parsed = game.parsePosition(text);
      setPositionText(parsed.ok ? game.formatPosition(parsed.value) : text);
      setDirty(true);
    },
    typed: (text) => {
      const parsed = game.parsePosition(text.trim());
      if (!parsed.ok) return sayReason(parsed, locale, gameSayOf(game));
      setPositionText(game.formatPosition(parsed.value));
      setDirty(true);
      setGeneration((g) => g + 1);
      return null;
    },
    add: (line) => lines.length < MAX_DESK_ACTIONS && setLines([...lines, line]),
    undo: () => setLines(lines.slice(0, -1)),
    clearActions: () => setLines([]),
    open: (text, opened) => {
      setPositionText(text);
      setLinesNow(opened);
      setGeneration((g) => g + 1);
    },
  };
}
