/**
 * A card face drawn by the project in SVG: corner indices (rank over suit, top
 * left and, rotated, bottom right), a centre pip for number cards and Aces, a
 * framed letter for court cards, and a small deck mark for cards of deck 2+
 * (1.4: identical cards from different decks must stay distinguishable).
 * Everything is in a 100 x 140 viewBox, so any `size` stays crisp; the corner
 * index is large enough to read in an overlapping hand at 40 px. Letters and
 * figures are outlines (glyphs.ts), not text: no font to look up at each size
 * a card is drawn at, and the same face on every system.
 */
import type { Card, Rank } from '../../../../engine/core/cards';
import { cardName, formatCard } from '../../../../engine/core/cards';
import { inkFor, suitMarkup } from './suits';
import { GLYPH_SIZE, GLYPHS } from './glyphs';

export const CARD_RATIO = 1.4;

/** The rank as printed in the corner; "10" is kept (readers know it better than "T"). */
const RANK_LABEL: Record<Rank, string> = {
  '7': '7', '8': '8', '9': '9', '10': '10', J: 'J', Q: 'Q', K: 'K', A: 'A',
};

export interface CardFaceProps {
  card: Card;
  /** Width in CSS pixels; the height follows the 5:7 card ratio. */
  size?: number;
  /** Overrides the accessible name (defaults to e.g. "Queen of hearts"); "" for a card inside a control that names it, which hides the picture from assistive technology. */
  label?: string;
  class?: string;
}

/** Text for markup: the card's name may be any label a view passes. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `text` (a rank's label or a deck number: scripts/gress-glyphs.ts draws every one the faces print) centred on `x` with its baseline at `y`, `size` units tall as type. */
function lettering(text: string, x: number, y: number, size: number, fill: string): string {
  const glyph = GLYPHS[text];
  return `<path d="${glyph.d}" transform="translate(${x} ${y}) scale(${size / GLYPH_SIZE})" fill="${fill}"></path>`;
}

function cornerIndex(card: Card): string {
  const ink = inkFor(card.suit);
  const label = lettering(RANK_LABEL[card.rank], 13, 29, card.rank === '10' ? 21 : 26, ink);
  return `<g>${label}${suitMarkup({ suit: card.suit, x: 4, y: 34, size: 18 })}</g>`;
}

function centre(card: Card): string {
  const ink = inkFor(card.suit);
  if (card.rank === 'J' || card.rank === 'Q' || card.rank === 'K') {
    const frame = `<rect x="27" y="28" width="46" height="84" rx="4" fill="none" stroke="${ink}" stroke-width="2"></rect>`;
    const letter = lettering(card.rank, 50, 77, 42, ink);
    return `<g>${frame}${letter}${suitMarkup({ suit: card.suit, x: 41, y: 87, size: 18 })}</g>`;
  }
  const size = card.rank === 'A' ? 52 : 40;
  return suitMarkup({ suit: card.suit, x: 50 - size / 2, y: 70 - size / 2, size });
}

const deckMark = (deck: number) =>
  `<g><circle cx="84" cy="16" r="10" fill="#ffffff" stroke="#44474f" stroke-width="1.5"></circle>${lettering(String(deck), 84, 21, 14, '#2b2e35')}</g>`;

/** Faces drawn so far, by card and name: a table redraws the same cards at every step. */
const drawn = new Map<string, string>();
const DRAWN_MAX = 512;

/**
 * The inside of a face as one string of markup, set as the <svg>'s content:
 * the browser's parser builds a table's two hundred-odd SVG elements far
 * faster than a virtual DOM creating and diffing them one by one, and a step
 * that keeps a card compares one string (the wake of an example, issue 24).
 */
function faceMarkup(card: Card, name: string): string {
  const key = `${formatCard(card)}|${name}`;
  const known = drawn.get(key);
  if (known !== undefined) return known;
  const markup =
    `<title>${escapeText(name)}</title>` +
    '<rect x="1" y="1" width="98" height="138" rx="8" fill="#ffffff" stroke="#6b7079" stroke-width="2"></rect>' +
    cornerIndex(card) +
    `<g transform="rotate(180 50 70)">${cornerIndex(card)}</g>` +
    centre(card) +
    (card.deck > 1 ? deckMark(card.deck) : '');
  if (drawn.size >= DRAWN_MAX) drawn.clear();
  drawn.set(key, markup);
  return markup;
}

/** A face-up card, named for screen readers by cardName ("Queen of hearts"). */
export function CardFace({ card, size = 60, label, class: className }: CardFaceProps) {
  const name = label ?? cardName(card);
  return (
    <svg
      class={className ? `gs-card ${className}` : 'gs-card'}
      {...(name === '' ? { 'aria-hidden': 'true' as const } : { role: 'img', 'aria-label': name })}
      viewBox="0 0 100 140"
      width={size}
      height={Math.round(size * CARD_RATIO)}
      data-card={formatCard(card)}
      dangerouslySetInnerHTML={{ __html: faceMarkup(card, name) }}
    />
  );
}

export default CardFace;
