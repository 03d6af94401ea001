/**
 * Where the desk's table comes from, and what the engine makes of it: the
 * referee's taps (a DeskSetup, turned into a position by build-position.ts)
 * or a line of position notation (typed, or from a link the taps cannot
 * show). Pure: the island's hook (use-desk.ts) keeps the source in state.
 */
import { sayNotationFailure } from '../../../../engine/gress/messages/notation';
import { formatAction } from '../../../../engine/gress/notation';
import { formatPosition, parsePosition } from '../../../../engine/gress/position-notation';
import type { GressAction, GressState } from '../../../../engine/gress/types';
import { buildPosition, type DeskNotes } from './build-position';
import type { DeskSetup } from './desk-setup';
import { setupFromGame } from './read-setup';
import type { Locale } from '../../../i18n/ui-text';
import { POSITION_WORDS } from './position-words';

export type Source = { readonly kind: 'taps'; readonly setup: DeskSetup } | { readonly kind: 'notation'; readonly line: string };

export type DeskPosition =
  | {
      readonly ok: true;
      readonly line: string;
      readonly state: GressState;
      /** Actions the position itself asks for: laying a card that has only just landed. */
      readonly prefix: readonly GressAction[];
      readonly unknownCards: ReadonlySet<string>;
      readonly notes: DeskNotes | null;
    }
  | { readonly ok: false; readonly error: string };

/** What the engine makes of the source; what is wrong with it said in `locale`. */
export function positionOf(source: Source, locale: Locale = 'en'): DeskPosition {
  if (source.kind === 'taps') {
    const b = buildPosition(source.setup, locale);
    return b.ok ? { ...b, unknownCards: new Set(b.unknownCards.flat()) } : b;
  }
  const parsed = parsePosition(source.line.trim());
  if (!parsed.ok) return { ok: false, error: POSITION_WORDS[locale].notation(sayNotationFailure(parsed, locale)) };
  return { ok: true, line: source.line.trim(), state: parsed.state, prefix: [], unknownCards: new Set(), notes: null };
}

/** A typed or linked position as taps when the taps can say it exactly, else as notation; the actions as notation lines. */
export function sourceOf(start: GressState, actions: readonly GressAction[], notes: DeskNotes | null): { source: Source; lines: string[]; asTaps: boolean } {
  const players = start.players;
  const tried = setupFromGame(start, actions, notes ?? { unknown: players.map(() => 0), drawTop: 0, just: false });
  if (tried) return { source: { kind: 'taps', setup: tried.setup }, lines: tried.actions.map((a) => formatAction(a, players)), asTaps: true };
  return { source: { kind: 'notation', line: formatPosition(start) }, lines: actions.map((a) => formatAction(a, players)), asTaps: false };
}
