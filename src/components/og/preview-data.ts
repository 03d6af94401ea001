/**
 * What a link preview draws (issue 24, item 6): a game's position as plain
 * data, made by each game's preview function (src/games/<game>/preview.ts)
 * from its state, and drawn by the one shared renderer (preview-image.ts).
 * Plain data so that a preview can be unit-tested without drawing it, and so
 * that the renderer knows no game.
 */

/** The four French suits the renderer draws as symbols (the latin font has no ♠♥♦♣). */
export type PreviewSuit = 'spades' | 'hearts' | 'diamonds' | 'clubs';

/** One face-up card as a small tile: a rank, and a suit symbol or a word under it. */
export interface PreviewCard {
  /** "10", "Q", "U", "47". */
  readonly rank: string;
  /** A French suit, drawn as its symbol. */
  readonly suit?: PreviewSuit;
  /** A word under the rank instead of a symbol ("Herz" on a SENS card). */
  readonly word?: string;
  /** Ink of the rank and the suit, as a CSS colour. */
  readonly ink: string;
  /** The tile's colour, when the suit tints it (SENS); white paper otherwise. */
  readonly paper?: string;
  /** A word under the tile, cut to its width: who played it ("Cem"). */
  readonly caption?: string;
  /** Marks the card that matters most (the top of a pile, the card winning a trick). */
  readonly strong?: boolean;
}

export interface PreviewSeat {
  readonly name: string;
  /** Short facts under the name ("dealer", "owes 2"); an acting seat's first badge says so ("to move"). */
  readonly badges: readonly string[];
  /** Whether this seat is to act: the renderer highlights it and its first badge. */
  readonly acting: boolean;
  /** The hand, face up, in display order. */
  readonly cards: readonly PreviewCard[];
  /** Cards lying face down in front of the seat (a Marke), drawn as backs after the hand. */
  readonly hidden: number;
}

export interface PreviewPile {
  /** "Play pile", "Stock", "Ana ascending". */
  readonly label: string;
  /** Face-up cards, bottom to top (the top card last). */
  readonly cards: readonly PreviewCard[];
  /** Face-down cards (a draw pile), drawn as one back with the number on it. */
  readonly faceDown: number;
  /** A line under the pile: "12 cards", "wished: hearts". */
  readonly note?: string;
}

/** A position, ready to draw. */
export interface PreviewTable {
  readonly seats: readonly PreviewSeat[];
  readonly piles: readonly PreviewPile[];
  /** One or two short lines: who is to act, what is going on. */
  readonly status: readonly string[];
}

/** The band at the top: what the link is about. */
export interface PreviewHeading {
  /** The game's name, shown in the band's corner. */
  readonly game: string;
  /** The paragraph or section number ("7.3"); empty for none. */
  readonly number: string;
  /** The paragraph's title, or the example's. */
  readonly title: string;
  /** A second line: the example shown ("Example: ..."). */
  readonly subtitle?: string;
}

/** What one image shows: the band, and the position; without one, the text on the baize. */
export interface PreviewPicture {
  readonly heading: PreviewHeading;
  readonly table: PreviewTable | null;
  /** What the link says (the paragraph's first sentence), drawn when there is no position. */
  readonly text?: string;
}

/** The picture's size in pixels: what Open Graph and Twitter cards expect (1.91:1). */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
