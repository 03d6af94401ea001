/**
 * What a game gives the lesson platform (engine/core/lessons/): its engine
 * (the Game protocol of ../game.ts: apply, lawfulActions, parseAction and
 * formatAction), how a lesson's position is written and becomes a state, and
 * its goal predicates, a registry of named checks over its state (goals.ts).
 * Everything else (the file format, its limits, the judge, the hints, the
 * checks every lesson file must pass) is the platform's and knows no game.
 */
import type { z } from 'zod';
import type { Game, Parsed } from '../game';
import type { Ruling } from '../ruling';
import type { ClassificationWordsIn } from './hint';

/** One named goal check over a game's state and the ruling of the reader's last action. */
export interface GoalPredicate<S, C extends string = string> {
  /** What a lesson file may write for it, e.g. `toMove: Ana`. */
  readonly schema: z.ZodType;
  /** What is still missing, one sentence each; empty when it holds. */
  unmet(state: S, ruling: Ruling<C> | null, want: unknown): string[];
  /** Player names the value mentions, so a typo fails when the file is read. */
  names?(want: unknown): string[];
}

/** A game's goal vocabulary: each key a lesson's goal may check. */
export type GoalRegistry<S, C extends string = string> = Readonly<Record<string, GoalPredicate<S, C>>>;

export interface LessonGame<S, A extends { readonly seat: number }, C extends string = string> {
  readonly game: Game<S, A, C>;
  /** Players at a lesson's table, inclusive (within game.seats). */
  readonly players: { readonly min: number; readonly max: number };
  /** How a lesson file writes its position (the game's position notation or scenario position). */
  readonly position: z.ZodType;
  /** The state a (schema-valid) position describes, the players seated as the lesson lists them. */
  start(position: unknown, players: readonly string[]): Parsed<S>;
  readonly goals: GoalRegistry<S, C>;
  /** What a classification is called in a hint's sentence, where its name is no word ("layDown": "laying down"). */
  readonly classificationWords?: Readonly<Record<string, string>>;
  /** The same in other languages, for the hints' translations (messages/): `{ de: { trick: 'Rückwärts-Trick' } }`. */
  readonly classificationWordsIn?: ClassificationWordsIn;
}

/** Any game's lessons, for code that only passes them on. */
export type AnyLessonGame = LessonGame<any, any, any>;
