/**
 * The game protocol: what `engine/core` and the site's shell need from a game
 * to run its scenarios, its CLI, its coverage, its share links and its
 * sandbox without knowing its rules. A game is one object implementing
 * `Game`; its rules, statechart and notation live in its own folder
 * (engine/<game>/), and nothing here imports a game.
 *
 * S is the game's state (plain data, JSON round-trips), A its action type
 * (plain data, each action names the seat that performs it), C its ruling
 * classifications.
 */
import type { Locale, Message } from './messages';
import type { Ruling } from './ruling';
import type { ScenarioSupport } from './scenario';

/** A numbered rule paragraph: the public anchor people cite ("4.11", "3.2"). */
export interface GameParagraph {
  readonly number: string;
  readonly title: string;
  /** Whether the engine models behaviour for it (and so it needs an embedded scenario). */
  readonly behaviour: boolean;
  /** Why a paragraph has no behaviour, when it has none. */
  readonly why?: string;
}

/** A section of the rulebook: one page of the site. */
export interface GameSection {
  readonly number: string;
  readonly title: string;
  /** The page's slug under /<game id>/. */
  readonly page: string;
  readonly paragraphs: readonly GameParagraph[];
}

/** A bot strength offered to readers; `id` is what botChoice takes. */
export interface BotLevel {
  readonly id: string;
  readonly label: string;
  /** One line for the reader: how this level plays. */
  readonly description: string;
}

/**
 * A custom the players agree on before play (SENS 4.3, 4.5), offered when a
 * new deal is made. Plain data, so a page can hand it to an island; `key`
 * and each `value` are what a page address and Game.deal's `table` carry.
 */
export interface TableOption {
  readonly key: string;
  readonly label: string;
  /** The paragraph that makes it a custom to agree on. */
  readonly paragraph: string;
  /** The first is the engine's default. */
  readonly values: readonly { readonly value: string; readonly label: string }[];
  /** The label and each value's label in the site's other languages, by value; English (above) where absent. */
  readonly words?: Readonly<Partial<Record<Locale, { readonly label: string; readonly values: Readonly<Record<string, string>> }>>>;
}

/**
 * Never throws: a value, or a plain-text error saying what was expected and where. `reason`, when given, is
 * the same as a message (engine/core/reasons), so a page in another language can say it (sayReason).
 */
/** A refusal: the English `error`, and the message to say it in any language when the engine gave one (core/reasons). */
export type Failed = { readonly ok: false; readonly error: string; readonly reason?: Message };

export type Parsed<T> = { readonly ok: true; readonly value: T } | Failed;

/** One applied action: the next state and the ruling (state unchanged when refused). */
export interface Applied<S, C extends string = string> {
  readonly state: S;
  readonly ruling: Ruling<C>;
}

export interface Game<S, A extends { readonly seat: number }, C extends string = string> {
  /** URL segment and scenario folder: "gress", "the-game". */
  readonly id: string;
  readonly title: string;
  /** Seats at one table, inclusive. */
  readonly seats: { readonly min: number; readonly max: number };
  /** The rulebook, in order; every citation in a ruling is one of these numbers. */
  readonly sections: readonly GameSection[];

  /** How many packs a table may use, for games played with one pack or more (Gress 1.4); absent: one fixed set of cards. */
  readonly packs?: { readonly min: number; readonly max: number };
  /** Customs agreed before play that change the rules (absent: none). */
  readonly tableOptions?: readonly TableOption[];
  /**
   * A game dealt from `seed` up to the first decision of play; `packs` within the range above (default the minimum);
   * `table` the value chosen for some of `tableOptions` by key (the others take their first value).
   */
  deal(players: readonly string[], seed: number, options?: { readonly packs?: number; readonly table?: Readonly<Record<string, string>> }): Parsed<S>;
  /** Names in seating order. */
  playersOf(state: S): readonly string[];
  /** True once nothing more can happen (scored, won, lost). */
  isOver(state: S): boolean;

  /** Any physically possible action, ruled: lawful or not, with the paragraphs that decided it. */
  apply(state: S, action: A): Applied<S, C>;
  /** Every lawful action of `seat` now (up to what the rules ignore, documented by the game). */
  lawfulActions(state: S, seat: number): A[];
  /**
   * A lawful action chosen by a bot from what the acting seat may see (never hidden cards); null if nobody can act.
   * `level` is one of `botLevels`; without it the game's default level plays (each game names it), so a
   * replay or share link made before levels existed answers as it did.
   */
  botChoice(state: S, random: () => number, level?: string): A | null;
  /** The bot strengths a reader may choose, weakest first (e.g. random-lawful, club, tournament); absent: one level. */
  readonly botLevels?: readonly BotLevel[];
  /** The id in `botLevels` that botChoice plays without a level, and that play pages offer first; absent: the first level. */
  readonly defaultBotLevel?: string;

  /** Action notation with an exact round trip: parseAction(formatAction(a)) equals a. */
  parseAction(text: string, players: readonly string[]): Parsed<A>;
  formatAction(action: A, players: readonly string[]): string;
  /** The action in plain words for newcomers ("Dia shuffles (seed 7)"), shown beside the notation. */
  describeAction?(action: A, players: readonly string[]): string;
  /** The same as a message, for other languages' words through `say` (the sandbox's play mode on a German page). */
  describeMessage?(action: A, players: readonly string[]): Message;
  /**
   * A message of this game (a ruling's `says`, a described action) in `locale`'s words (engine/core/messages.ts).
   * English renders exactly the ruling's `summary`. Absent while a game still writes its sentences in English only.
   */
  say?(message: Message, locale: Locale): string;
  /** Position notation on one line, with an exact round trip; parsing checks the position makes sense. */
  parsePosition(text: string): Parsed<S>;
  formatPosition(state: S): string;

  /** What the game adds to the scenario format: its starts and its expectation keys. */
  readonly scenarios: ScenarioSupport<S, C>;
}
