/**
 * What a game gives the referee's desk (issue 25, "a desk for every game, on
 * one shell"): the shell in src/components/desk/ knows no game; each game
 * adds, in src/games/<game>/desk/index.ts (`export const deskParts`), a form
 * that builds the disputed table and a quick checker for the question its
 * tables ask most. The table itself is drawn by the game's sandbox ui
 * (GameUi.Table), and every position goes through the engine's own
 * Game.parsePosition, so a table that makes no sense gets the engine's
 * sentence, never one of the form's.
 */
import type { ComponentType } from 'preact';

export interface SetupFormProps {
  /** The position being edited, in the game's position notation (Game.formatPosition), or null for a fresh table. */
  readonly initial: string | null;
  /** Called with the position the form now describes, in the game's position notation; the shell parses it with the engine. */
  readonly onPosition: (text: string) => void;
}

export interface DeskParts {
  /** Build the disputed table from scratch: hands (or only the cards that matter), piles, whose turn, scores where they matter. */
  readonly SetupForm: ComponentType<SetupFormProps>;
  /** A self-contained quick answer shown at the top of the desk, ruled by the engine with citations. */
  readonly QuickCheck: ComponentType<Record<string, never>>;
  /** The quick checker's heading, also its anchor on the desk page ("A card just landed"). */
  readonly quickCheckTitle: string;
  /** Optional: the quick checker's anchor when it must keep an older address (Gress: "card-just-landed"); default: the title as a slug. */
  readonly quickCheckAnchor?: string;
}

/** The quick checker's anchor on the desk page: the given one, or the title in lower case with dashes ("May this card go on this pile?" -> "may-this-card-go-on-this-pile"). */
export function quickCheckAnchor(parts: Pick<DeskParts, 'quickCheckTitle' | 'quickCheckAnchor'>): string {
  return parts.quickCheckAnchor ?? parts.quickCheckTitle.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
