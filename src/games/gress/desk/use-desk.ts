/**
 * The desk's state as a hook: where the table comes from (taps or notation,
 * desk-position.ts), the actions entered (kept as notation lines, so a
 * renamed or removed player never loses one), and what the engine makes of
 * both: the position, the replayed rulings, the game a link carries and that
 * link's fragment. `dirty` says the referee has changed something, so the
 * page address follows; `generation` counts tables opened from outside (a
 * link, typed notation), so parts with drafts of their own start afresh.
 */
import { useMemo, useState } from 'preact/hooks';
import { formatAction } from '../../../../engine/gress/notation';
import { parsePosition, type GressGame } from '../../../../engine/gress/position-notation';
import { sayNotationFailure } from '../../../../engine/gress/messages/notation';
import type { GressAction } from '../../../../engine/gress/types';
import { deskHash } from './desk-link';
import { positionOf, sourceOf, type DeskPosition, type Source } from './desk-position';
import { initialSetup, MAX_DESK_ACTIONS, type DeskSetup } from './desk-setup';
import { replay, type Replayed } from './replay';
import { useLocale } from '../../../i18n/ui-text';
import { POSITION_WORDS } from './position-words';

export interface DeskState {
  readonly source: Source;
  readonly lines: readonly string[];
  readonly position: DeskPosition;
  readonly replayed: Replayed | null;
  /** The start and the actions that read: what a link and the sandbox get. */
  readonly game: GressGame | null;
  /** The page address's fragment for this table and its actions. */
  readonly hash: string | null;
  readonly dirty: boolean;
  readonly generation: number;
  /** No more actions can be entered. */
  readonly full: boolean;
  readonly edit: (setup: DeskSetup) => void;
  readonly setLines: (lines: readonly string[]) => void;
  readonly add: (action: GressAction) => void;
  /** A table from outside (a link): shown as it came, the address left alone. */
  readonly open: (source: Source, lines: readonly string[]) => void;
  /** A typed position: taken as taps when they can say it; returns what is wrong, or null. */
  readonly applyTyped: (text: string) => string | null;
  /** Back to an empty table of taps, without actions. */
  readonly restart: () => void;
}

export function useDesk(): DeskState {
  const [source, setSource] = useState<Source>({ kind: 'taps', setup: initialSetup() });
  const [lines, setLinesNow] = useState<readonly string[]>([]);
  const [dirty, setDirty] = useState(false);
  const [generation, setGeneration] = useState(0);

  const locale = useLocale();
  const position = useMemo(() => positionOf(source, locale), [source, locale]);
  const replayed = useMemo(() => (position.ok ? replay(position.state, position.prefix, lines) : null), [position, lines]);
  const game = useMemo(() => (position.ok && replayed ? { start: position.state, actions: replayed.actions } : null), [position, replayed]);
  const hash = useMemo(() => (game && position.ok ? deskHash(game, source.kind === 'taps' ? position.notes : null) : null), [game, position, source]);

  const edit = (setup: DeskSetup) => {
    setSource({ kind: 'taps', setup });
    setDirty(true);
  };
  const setLines = (next: readonly string[]) => {
    setLinesNow(next);
    setDirty(true);
  };
  const players = position.ok ? position.state.players : [];
  return {
    source,
    lines,
    position,
    replayed,
    game,
    hash,
    dirty,
    generation,
    full: lines.length >= MAX_DESK_ACTIONS,
    edit,
    setLines,
    add: (action) => setLines([...lines, formatAction(action, players)]),
    open: (opened, openedLines) => {
      setSource(opened);
      setLinesNow(openedLines);
      setGeneration((g) => g + 1);
    },
    applyTyped: (text) => {
      const parsed = parsePosition(text.trim());
      if (!parsed.ok) return POSITION_WORDS[locale].notation(sayNotationFailure(parsed, locale));
      setSource(sourceOf(parsed.state, [], null).source);
      setDirty(true);
      setGeneration((g) => g + 1);
      return null;
    },
    restart: () => {
      edit(initialSetup());
      setLinesNow([]);
    },
  };
}
