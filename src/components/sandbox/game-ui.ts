/**
 * What a game plugs into the sandbox shell (src/components/sandbox/): its
 * table view and, for play mode, its engine. The shell (stepper, ruling
 * panel, step list, play mode with undo and share links) is written once
 * against this interface and never imports a game; each game's island
 * (src/games/<game>/Sandbox.tsx) hands its GameUi to the shell.
 */
import type { ComponentType } from 'preact';
import type { LeanFrame } from '../../../engine/core/frame';
import type { Game, Parsed } from '../../../engine/core/game';
import type { Locale } from '../../../engine/core/messages';
import type { PlayedText } from '../../../engine/core/share-link';

/** Play mode on the table: the reader acts for any player; the rules judge every action. */
export interface TablePlay<A> {
  /** The lawful actions of one seat now (for marking what may be done; anything else may still be tried); worked out on first ask. */
  readonly lawfulOf: (seat: number) => readonly A[];
  /** Try an action: the engine rules on it and the shell shows the ruling. */
  readonly act: (action: A) => void;
}

export interface TableProps<S, A> {
  readonly state: S;
  /** Demo: every hand face up. Off: hands the reader should not see are face down. */
  readonly showHands: boolean;
  readonly onToggleHands: () => void;
  /** Present in play mode only. */
  readonly play?: TablePlay<A>;
}

/** Where play mode starts: the example's position after step `upTo`, a #play= link, or a fresh deal (the standalone sandbox). */
export type PlayStart =
  | { kind: 'frames'; upTo: number }
  | { kind: 'hash'; hash: string }
  | { kind: 'deal'; players: readonly string[]; seed: number; packs?: number; table?: Readonly<Record<string, string>> };

export interface PlayProps<S, A extends { readonly seat: number }> {
  readonly ui: GameUi<S, A>;
  /** The example's frames; only the first carries its position for sure (LeanFrame). */
  readonly frames: readonly LeanFrame<S>[];
  readonly start: PlayStart;
  readonly onLeave: () => void;
  /** False on the standalone sandbox page with nothing to go back to. */
  readonly canLeave: boolean;
  /** Offer "Export scenario" (SandboxProps.exportStart): the start as the page describes it, e.g. Gress's seeded deal. */
  readonly exportStart?: unknown;
  /** The example's anchor: a copied link opens the game inside this example; null on standalone pages. */
  readonly anchor?: string | null;
  /** A linked game's position in words, drawn until the engine has replayed the link. */
  readonly view?: readonly string[] | null;
  /** The seats bots play from the start (a game brought back by Back, Forward or a reload). */
  readonly initialBots?: readonly number[];
  /** Told the game shown whenever it changes (its share link, its position in words, the bots' seats): the shell keeps it in the browser's history. */
  readonly onGame?: (game: { readonly link: string; readonly view: readonly string[] | null; readonly bots: readonly number[] }) => void;
}

/** Controls of play mode beside the table: what a game needs besides tapping its table (Gress: act as, targets, typed actions). */
export interface PaletteProps<S, A extends { readonly seat: number }> {
  readonly state: S;
  readonly game: Game<S, A, string>;
  /** The lawful actions of one seat now, worked out on first ask. */
  readonly lawfulOf: (seat: number) => readonly A[];
  readonly act: (action: A) => void;
}

/** What a game adds to the shell's play mode; loaded with import() on taking over. */
export interface PlayKit<S, A extends { readonly seat: number }> {
  readonly Palette?: ComponentType<PaletteProps<S, A>>;
  /** Reads a share link of this game, when it has more than the platform's format (Gress: links made before, "g1..."). */
  readonly readShareLink?: (link: string) => Parsed<PlayedText<S, A>>;
  /** The game shown as a scenario file; `fromStart` is true when it starts where the page's example does (then `exportStart` describes that start). */
  readonly exportScenario?: (played: PlayedText<S, A>, fromStart: boolean, exportStart: unknown) => Promise<Parsed<string>>;
}

export interface GameUi<S, A extends { readonly seat: number }> {
  /** The game's id: URL segment (/<id>/r/4.11) and share-link prefix. */
  readonly id: string;
  /** "4.11 Throws" for a paragraph number, or null when the number is unknown. */
  readonly paragraphTitle: (number: string) => string | null;
  readonly Table: ComponentType<TableProps<S, A>>;
  /** The rules engine, loaded with import() only when the reader first steps (lean frames) or takes over, so pages stay light. */
  readonly loadGame: () => Promise<Game<S, A, string>>;
  /** What the game adds to play mode (palette, older links, export), loaded on taking over. */
  readonly loadPlayKit?: () => Promise<PlayKit<S, A>>;
  /**
   * A position in a few lines of the game's words (one per seat, one for the
   * table), as an example's poster shows its start: a link to a played game
   * carries it (play-hash.ts view), so a page draws the position before the
   * engine has loaded. In the words of the page's language (`locale`: the
   * German tables' words on a German page).
   */
  readonly positionLines?: (state: S, locale: Locale) => readonly string[];
  /**
   * Bots in play mode: 'opponent' (two-player games, the default there): a bot
   * may take one seat; 'others': the reader takes one seat and bots play all
   * the others (SENS); absent for more than two seats: no bots (Gress is
   * played in real time, which turn-by-turn bots cannot play).
   */
  readonly bots?: 'opponent' | 'others';
}
