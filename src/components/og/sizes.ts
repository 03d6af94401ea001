/**
 * How big the card tiles and the lines of text of a preview are: as large as
 * the space allows, so that a picture shrunk to a chat's thumbnail still
 * shows ranks and suits. Pure arithmetic, unit-tested.
 */

/** Tiles are a card's shape: 5 wide to 7 high. */
export const TILE_RATIO = 1.4;

export interface TileSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The largest tile for `count` tiles in a row `width` wide with `gap` between
 * them, no higher than `height` nor than `maxHeight`; whole pixels. A row of
 * none gets the height-bound tile (it draws nothing, but a caller may still
 * size an empty slot with it).
 */
export function tileFor(count: number, width: number, height: number, gap: number, maxHeight: number): TileSize {
  const byHeight = Math.min(height, maxHeight) / TILE_RATIO;
  const byWidth = count > 0 ? (width - gap * (count - 1)) / count : byHeight;
  const w = Math.max(1, Math.floor(Math.min(byHeight, byWidth)));
  return { width: w, height: Math.floor(w * TILE_RATIO) };
}

/** The height each of `rows` rows gets from `height`, with `gap` between them. */
export function rowHeight(rows: number, height: number, gap: number): number {
  return rows > 0 ? Math.floor((height - gap * (rows - 1)) / rows) : height;
}

/** Inter's average advance over English text, in em (bold is a little wider than regular). */
const ADVANCE = { 400: 0.5, 700: 0.56 } as const;

/**
 * The font size, from `max` down to `min`, at which `text` fits `width` on one
 * line (estimated from Inter's average advance: the picture is made at build
 * time, where text cannot be measured before layout). Below `min` the line is
 * cut at the edge instead.
 */
export function fitFont(text: string, width: number, max: number, min: number, weight: 400 | 700 = 400): number {
  const fits = Math.floor(width / (ADVANCE[weight] * Math.max(1, text.length)));
  return Math.max(min, Math.min(max, fits));
}

export interface HandLayout {
  readonly tile: TileSize;
  /** Tiles on one line of the hand; a longer hand wraps onto a second line. */
  readonly perLine: number;
}

/**
 * The tiles of hands of up to `count` cards in a box `width` x `height`: on
 * one line, or on two when that makes the tiles clearly larger (ten cards in a
 * tall row of a two-player game).
 */
export function handLayout(count: number, width: number, height: number, gap: number, maxHeight: number): HandLayout {
  const one = tileFor(count, width, height, gap, maxHeight);
  const perLine = Math.ceil(count / 2);
  const two = tileFor(perLine, width, (height - gap) / 2, gap, maxHeight);
  return count > 1 && two.width >= one.width * 1.15 ? { tile: two, perLine } : { tile: one, perLine: Math.max(1, count) };
}
