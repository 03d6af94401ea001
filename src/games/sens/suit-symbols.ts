/**
 * 2.1: the suit symbols of both packs, our own drawings in a 20 x 20 box:
 * acorn, leaf, heart and bell (Bavarian); clubs, spades, hearts and diamonds
 * (French). Drawn inline in each card (Card.tsx SuitSymbol) rather than as CSS
 * background images: a background SVG is a separate SVG document the browser
 * builds on first use, about 60 ms on the phone profile when an example wakes,
 * while inline shapes are laid out with the card. Markup strings, set as the
 * <svg>'s content, so a hand of cards costs the parser one string each.
 */
import type { Suit } from '../../../engine/sens/cards';
import type { Pack } from './card-face';

const HEART = 'M10 17.6C5 14.2 1.9 11 2.2 7.3 2.5 4.4 5.5 3 7.7 4.3 8.7 4.9 9.5 5.9 10 7 10.5 5.9 11.3 4.9 12.3 4.3 14.5 3 17.5 4.4 17.8 7.3 18.1 11 15 14.2 10 17.6Z';

export const SUIT_SYMBOLS: Record<Pack, Record<Suit, string>> = {
  bavarian: {
    E:
      '<path d="M10.2 4.6C10.2 3.2 10.9 2.1 12.2 1.5" fill="none" stroke="#4a2c0e" stroke-width="1.3" stroke-linecap="round"/>' +
      '<path d="M5.9 9.2C5.9 14 7.7 17.9 10 18.6 12.3 17.9 14.1 14 14.1 9.2Z" fill="#9a8a2a" stroke="#3d300a" stroke-width="0.8"/>' +
      '<path d="M4.4 9.8C4.4 6.2 6.9 4.4 10 4.4S15.6 6.2 15.6 9.8Z" fill="#6b4318" stroke="#3a230a" stroke-width="0.8"/>' +
      '<path d="M6.2 8.8 8.7 5.2M9 9.3 11.6 4.9M12 9.3 14.4 6M7.2 5.6 10.6 9.3M10.3 4.8 14.3 9.2" stroke="#c9a46a" stroke-width="0.6"/>',
    G:
      '<path d="M10 1.6C15.6 5.3 17.2 10 14 13.9 12.8 15.3 11.4 15.9 10.6 16V18.7H9.4V16C8.6 15.9 7.2 15.3 6 13.9 2.8 10 4.4 5.3 10 1.6Z" fill="#2f8a34" stroke="#14501a" stroke-width="0.8" stroke-linejoin="round"/>' +
      '<path d="M10 4.2V15M10 8.2 7.4 6.6M10 8.2 12.6 6.6M10 11.4 6.9 9.6M10 11.4 13.1 9.6" fill="none" stroke="#d5f0cf" stroke-width="0.7" stroke-linecap="round"/>',
    H: `<path d="${HEART}" fill="#d0142c" stroke="#7a0615" stroke-width="0.8" stroke-linejoin="round"/>`,
    S:
      '<circle cx="10" cy="3" r="1.4" fill="none" stroke="#5a3300" stroke-width="0.9"/>' +
      '<circle cx="10" cy="11" r="7" fill="#f3b31b" stroke="#5a3300" stroke-width="1.1"/>' +
      '<path d="M3.3 9.6H16.7" stroke="#c2261b" stroke-width="1.5"/>' +
      '<circle cx="10" cy="13.2" r="1.3" fill="#5a3300"/>' +
      '<path d="M10 13.6V17.8" stroke="#5a3300" stroke-width="1"/>',
  },
  french: {
    E:
      '<g fill="#14161b"><circle cx="10" cy="5.6" r="3.7"/><circle cx="5.6" cy="11.2" r="3.7"/><circle cx="14.4" cy="11.2" r="3.7"/>' +
      '<path d="M9 8h2v3H9zM10 10.5 12.6 18.6H7.4Z"/></g>',
    G: '<path d="M10 1.6C13 5.8 17.9 8.3 17.3 12.4 16.9 15.1 13.6 15.9 11.3 13.7L12.7 18.6H7.3L8.7 13.7C6.4 15.9 3.1 15.1 2.7 12.4 2.1 8.3 7 5.8 10 1.6Z" fill="#14161b"/>',
    H: `<path d="${HEART}" fill="#d0142c" stroke="#d0142c" stroke-width="0.8" stroke-linejoin="round"/>`,
    S: '<path d="M10 1.6 16.4 10 10 18.4 3.6 10Z" fill="#d0142c"/>',
  },
};
