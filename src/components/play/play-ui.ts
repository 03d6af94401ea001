/**
 * What a game plugs into the play-against-bots shell (BotPlayShell.tsx),
 * besides the GameUi it already gives the sandbox shell (its id, citation
 * titles, engine and play kit): a table that shows one reader's view, how to
 * tell whose turn it is and when a hand is over, the end screen's words, and
 * optionally the hand-off to its score sheet. The shell never imports a
 * game; each game's island (src/games/<game>/play/) hands it its PlayGlue.
 */
import type { ComponentType } from 'preact';
import type { Parsed } from '../../../engine/core/game';
import type { Locale } from '../../../engine/core/messages';
import type { Played } from '../../../engine/core/played';
import type { GameUi, TablePlay } from '../sandbox/game-ui';
import type { CitationView } from '../sandbox/step-view';
import type { MarkKind } from '../marks/Mark';

export interface BotTableProps<S, A> {
  readonly state: S;
  /** The reader's seat: that hand is always face up, and the table is turned so it sits nearest the reader. */
  readonly reader: number;
  /** The learning toggle: the bots' hands face up too (off by default). */
  readonly showHands: boolean;
  readonly onToggleHands: () => void;
  /** Present only while the game waits for the reader: the reader acts on the table as in the sandbox. */
  readonly play?: TablePlay<A>;
}

/** A result in words with the paragraphs that decide it. */
export interface Worded {
  readonly text: string;
  readonly citations: readonly CitationView[];
}

/** One kind of points in a breakdown ("Deadwood", "Black Nines"), with the paragraphs that count it. */
export interface ScorePart {
  /** Stable id for tests: "deadwood", "black-nines". */
  readonly key: string;
  readonly label: string;
  readonly citations: readonly CitationView[];
}

/** One player's (or side's) share of a part: the points, and what they are made of in words ("3 cards"). */
export interface ScoreCell {
  readonly points: number;
  readonly detail?: string;
}

/** A player or a side in a breakdown: a cell for each part that applies to them, and their total. */
export interface ScoreColumn {
  readonly who: string;
  /** The reader, or the reader's side. */
  readonly reader: boolean;
  readonly cells: Readonly<Record<string, ScoreCell>>;
  readonly total: number;
}

/**
 * Where the points of a finished hand (or match) come from, as the engine
 * counted them: a row per kind of points, a column per player or side, and
 * the total the engine wrote. The numbers are the engine's (its state and
 * its scoring's parts); the view only lays them out.
 */
export interface Breakdown {
  /** "Where the points come from" */
  readonly caption: string;
  readonly parts: readonly ScorePart[];
  /** The last row: "Penalty points", "Written for the deal". */
  readonly total: { readonly label: string; readonly citations: readonly CitationView[] };
  readonly columns: readonly ScoreColumn[];
  /** A sentence under the table: how the total follows from the parts (Ziehen, an undercut); `mark` drawn before it (a star for who went out). */
  readonly note: (Worded & { readonly mark?: MarkKind }) | null;
}

/** What the end screen says about a finished hand (or game) and the match around it. */
export interface PlayOutcome {
  /** "You win the hand: 25 points", "Ben & Dia take the deal". */
  readonly heading: string;
  readonly result: Worded | null;
  /** The match so far or its end (Gin Rummy to 100, SENS to 500); null for a game without a match. */
  readonly match: (Worded & { readonly over: boolean }) | null;
  /** Once the whole game (or match) is over: whether the reader (or the reader's side) won; null while it goes on or when drawn. */
  readonly readerWon: boolean | null;
  /** Each player's points broken down: the hand, then (once a match is over) its settlement; empty when nothing was counted. */
  readonly breakdowns: readonly Breakdown[];
}

/** One entry of the "More actions" drawer: the reader's tries beyond the table's taps. */
export interface MoreItem<A> {
  readonly key: string;
  readonly action: A;
  readonly label: string;
  readonly lawful: boolean;
}

export interface PlayGlue<S, A extends { readonly seat: number }> {
  readonly ui: GameUi<S, A>;
  readonly Table: ComponentType<BotTableProps<S, A>>;
  /** The seat the game waits for (the player to move, the dealer of the next hand). */
  readonly toAct: (state: S) => number;
  /** The current hand (deal, game) is over: the end screen shows; false again once the next one is dealt. */
  readonly handOver: (state: S) => boolean;
  readonly outcome: (state: S, reader: number) => PlayOutcome;
  /** Words: "hand" (Gin Rummy), "deal" (SENS), "game" (The Game). */
  readonly unit: string;
  /** Words for a whole game in the reader's record: "game", "match". */
  readonly tallyUnit: string;
  /** The reader deals the next hand: an action among the reader's lawful ones; absent for a single game. */
  readonly dealNext?: (state: S, lawful: readonly A[]) => A | null;
  /**
   * After a match, who deals the next one when the rules say (SENS 4.1: a
   * player of the losing side), why in words with the paragraph, and that
   * deal shuffled with a seed; absent, or null: "New match" deals afresh
   * with a new draw for the dealer.
   */
  readonly nextMatch?: (state: S) => { readonly seat: number; readonly why: string; readonly deal: (seed: number) => A } | null;
  /**
   * The game waits for a bot, but the reader may first use a right out of
   * turn (SENS 6.1: robbing before the dealer deals the rest): the bot's move
   * that lets the moment pass, or null.
   */
  readonly passOn?: (state: S, reader: number) => A | null;
  /** The reader's irregular tries beyond the table's taps (the game's "More actions", the reader's seat only). */
  readonly moreActions?: (state: S, reader: number, lawfulOf: (seat: number) => readonly A[], describe: (a: A) => string, format: (a: A) => string) => readonly MoreItem<A>[];
  /** "Add to the score sheet": stores the match so far for the sheet page (loaded with import() when asked); a line for the reader, or why not. */
  readonly scoreSheet?: {
    readonly href: string;
    /** `locale`: the language of the line (a German play page's reasons in German). */
    readonly handOff: (played: Played<S, A>, locale: Locale) => Promise<Parsed<string>>;
  };
}
