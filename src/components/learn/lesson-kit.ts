/**
 * What a game plugs into the lesson pages (src/components/learn/): its
 * lesson binding (engine/core/lessons/lesson-game.ts: engine, position, goal
 * predicates), its paragraphs for citation links, and its lesson table. The
 * player, panel, controls, progress and path are written once against this
 * and never import a game; each game's island hands its kit to LessonPlayer.
 */
import type { ComponentChildren, ComponentType } from 'preact';
import type { LessonGame } from '../../../engine/core/lessons/lesson-game';
import type { Paragraphs } from '../sandbox/step-view';

/** What the lesson's table is given: the reader's seat to play, the rest to show. */
export interface LessonTableProps<S, A> {
  readonly state: S;
  /** The reader's seat. */
  readonly you: number;
  /** The reader's lawful actions to mark ✓ now: none while the marks wait for the hint. */
  readonly lawful: readonly A[];
  /** Null while the lesson is decided: nothing on the table is a button then. */
  readonly act: ((action: A) => void) | null;
  readonly showOthers: boolean;
  /** The lesson's controls (LessonControls), for the table to put right under the reader's hand. */
  readonly controls: ComponentChildren;
}

/** The reader's actions besides the table's own buttons (a wish, a call ...), as chips in the controls. */
export interface LessonChipsProps<S, A> {
  readonly state: S;
  readonly you: number;
  /** The reader's lawful actions now. */
  readonly lawful: readonly A[];
  /** The lesson's offered actions: shown even when unlawful, so a tempting mistake can be made. */
  readonly offers: readonly A[];
  readonly marks: boolean;
  readonly onAction: (action: A) => void;
}

export interface LessonKit<S, A extends { readonly seat: number }, C extends string = string> {
  readonly lessons: LessonGame<S, A, C>;
  /** Citations as links to the game's permalinks. */
  readonly paragraphs: Paragraphs;
  readonly Table: ComponentType<LessonTableProps<S, A>>;
  /** Chips for actions the table has no button for; absent: the table offers every action. */
  readonly Chips?: ComponentType<LessonChipsProps<S, A>>;
  /**
   * Whether the table can hide its ✓ marks until "Hint" (then every lesson
   * after the first hides them, lesson-path.ts marksOnHint); false: the marks
   * are always on show and there is no hint button.
   */
  readonly hidesMarks: boolean;
  /** What a tap on the table does, in one sentence for the controls' small print. */
  readonly tapWords: string;
}

export type AnyLessonKit = LessonKit<any, any, any>;
