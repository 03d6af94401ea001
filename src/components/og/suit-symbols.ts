/**
 * The four French suit symbols as SVG paths (viewBox 0 0 20 20), for the
 * preview pictures: the latin subset of the font they are drawn with has no
 * ♠♥♦♣, and a missing glyph would be drawn as nothing. The same shapes as
 * the site's own card faces (src/games/sens/card.css, French pack).
 */
import type { PreviewSuit } from './preview-data';

export const SUIT_PATHS: Readonly<Record<PreviewSuit, readonly string[]>> = {
  clubs: [
    'M10 1.9a3.7 3.7 0 1 1 0 7.4a3.7 3.7 0 1 1 0-7.4Z',
    'M5.6 7.5a3.7 3.7 0 1 1 0 7.4a3.7 3.7 0 1 1 0-7.4Z',
    'M14.4 7.5a3.7 3.7 0 1 1 0 7.4a3.7 3.7 0 1 1 0-7.4Z',
    'M9 8h2v3H9zM10 10.5 12.6 18.6H7.4Z',
  ],
  spades: ['M10 1.6C13 5.8 17.9 8.3 17.3 12.4 16.9 15.1 13.6 15.9 11.3 13.7L12.7 18.6H7.3L8.7 13.7C6.4 15.9 3.1 15.1 2.7 12.4 2.1 8.3 7 5.8 10 1.6Z'],
  hearts: ['M10 17.6C5 14.2 1.9 11 2.2 7.3 2.5 4.4 5.5 3 7.7 4.3 8.7 4.9 9.5 5.9 10 7 10.5 5.9 11.3 4.9 12.3 4.3 14.5 3 17.5 4.4 17.8 7.3 18.1 11 15 14.2 10 17.6Z'],
  diamonds: ['M10 1.6 16.4 10 10 18.4 3.6 10Z'],
};

/** The symbols as they stand in text ("7♥"), for lines that name cards. */
export const SUIT_CHARS: Readonly<Record<string, PreviewSuit>> = { '♠': 'spades', '♥': 'hearts', '♦': 'diamonds', '♣': 'clubs' };
