/**
 * Suit symbols drawn as plain SVG shapes, so cards look the same on every
 * system: no font glyphs (♥ ♠ differ wildly between fonts) and no downloads.
 * Each symbol is designed in a 100 x 100 box and placed with a transform.
 */
import type { Suit } from '../../../../engine/core/cards';

/** Ink colours with good contrast on the white card (>= 5.5:1). */
export const RED_INK = '#b8122a';
export const BLACK_INK = '#16181d';

export function isRed(suit: Suit): boolean {
  return suit === 'hearts' || suit === 'diamonds';
}

export function inkFor(suit: Suit): string {
  return isRed(suit) ? RED_INK : BLACK_INK;
}

const HEART =
  'M50 92C22 68 2 50 2 28 2 12 14 2 28 2c10 0 18 6 22 15C54 8 62 2 72 2c14 0 26 10 26 26 0 22-20 40-48 64z';
const DIAMOND = 'M50 0 88 50 50 100 12 50z';
const SPADE =
  'M50 2C36 24 2 40 2 63c0 15 11 25 24 25 9 0 17-4 21-11-1 10-6 17-15 23h36c-9-6-14-13-15-23 4 7 12 11 21 11 13 0 24-10 24-25C98 40 64 24 50 2z';
/** Club: three leaves (circles) and a stem. */
const CLUB_STEM = 'M46 56h8c0 18 4 30 14 42H32c10-12 14-24 14-42z';

/** The shapes of each suit in its 100 x 100 box: one path, or the club's three circles and stem. */
type Shape = { readonly circle: readonly [number, number, number] } | { readonly path: string };
const SHAPES: Record<Suit, readonly Shape[]> = {
  hearts: [{ path: HEART }],
  diamonds: [{ path: DIAMOND }],
  spades: [{ path: SPADE }],
  clubs: [{ circle: [50, 26, 22] }, { circle: [25, 58, 22] }, { circle: [75, 58, 22] }, { path: CLUB_STEM }],
};

export interface SuitSymbolProps {
  suit: Suit;
  /** Top-left corner of the symbol's box, in the parent's units. */
  x: number;
  y: number;
  /** Edge length of the symbol's square box, in the parent's units. */
  size: number;
  fill?: string;
}

const placeOf = ({ x, y, size }: SuitSymbolProps) => `translate(${x} ${y}) scale(${size / 100})`;

/** One suit symbol; decorative (the card's accessible name says the suit). */
export function SuitSymbol(props: SuitSymbolProps) {
  const colour = props.fill ?? inkFor(props.suit);
  const shapes = SHAPES[props.suit];
  const draw = (shape: Shape, i: number) => ('circle' in shape ? <circle key={i} cx={shape.circle[0]} cy={shape.circle[1]} r={shape.circle[2]} /> : <path key={i} d={shape.path} />);
  if (shapes.length === 1 && 'path' in shapes[0]) return <path transform={placeOf(props)} fill={colour} d={shapes[0].path} />;
  return (
    <g transform={placeOf(props)} fill={colour}>
      {shapes.map(draw)}
    </g>
  );
}

/** The same symbol as SVG markup, element for element, for faces drawn as one string (CardFace). */
export function suitMarkup(props: SuitSymbolProps): string {
  const colour = props.fill ?? inkFor(props.suit);
  const shapes = SHAPES[props.suit];
  if (shapes.length === 1 && 'path' in shapes[0]) return `<path transform="${placeOf(props)}" fill="${colour}" d="${shapes[0].path}"></path>`;
  const inner = shapes.map((shape) => ('circle' in shape ? `<circle cx="${shape.circle[0]}" cy="${shape.circle[1]}" r="${shape.circle[2]}"></circle>` : `<path d="${shape.path}"></path>`)).join('');
  return `<g transform="${placeOf(props)}" fill="${colour}">${inner}</g>`;
}
