/**
 * What a game plugs into the sandbox shell (src/components/sandbox/): its
 * table view and, for play mode, its engine. The shell (stepper, ruling
 * panel, step list, play mode with undo and share links) is written once
 * against this interface and never imports a game; each game's island
 * (src/games/<game>/Sandbox.tsx) hands its GameUi to the shell.
 */
import type { ComponentType } from 'preact';
import type { Frame } from '../../../engine/core/frame';
import type { Game } from '../../../engine/core/game';

/** Play mode on the table: the reader acts for any player; the rules judge every action. */
export interface TablePlay<A> {
  /** Every lawful action of every seat now (for marking what may be done; anything else may still be tried). */
  readonly lawful: readonly A[];
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

/** Where play mode starts: the example's position after step `upTo`, or a #play= link. */
export type PlayStart = { kind: 'frames'; upTo: number } | { kind: 'hash'; hash: string };

export interface PlayProps<S, A extends { readonly seat: number }> {
  readonly ui: GameUi<S, A>;
  readonly frames: readonly Frame<S>[];
  readonly start: PlayStart;
  readonly onLeave: () => void;
  /** False on the standalone sandbox page with nothing to go back to. */
  readonly canLeave: boolean;
  /** Whatever the page hands the game's play mode (SandboxProps.playOptions). */
  readonly options?: Readonly<Record<string, unknown>>;
}

export interface GameUi<S, A extends { readonly seat: number }> {
  /** The game's id: URL segment (/<id>/r/4.11) and share-link prefix. */
  readonly id: string;
  /** "4.11 Throws" for a paragraph number, or null when the number is unknown. */
  readonly paragraphTitle: (number: string) => string | null;
  readonly Table: ComponentType<TableProps<S, A>>;
  /** The rules engine, loaded with import() when the reader takes over, so stepping stays light. */
  readonly loadGame: () => Promise<Game<S, A, string>>;
  /** The game's own play mode, if it needs more than the shell's PlayShell (Gress: simultaneous actions, typed notation, export); loaded on taking over. */
  readonly loadPlay?: () => Promise<ComponentType<PlayProps<S, A>>>;
}
