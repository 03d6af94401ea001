/** SVG playing cards drawn by the project (no images, no web fonts). */
export { CardFace, CARD_RATIO } from './CardFace';
export type { CardFaceProps } from './CardFace';
export { CardBack } from './CardBack';
export type { CardBackProps } from './CardBack';
export { SuitSymbol, isRed, inkFor, RED_INK, BLACK_INK } from './suits';
