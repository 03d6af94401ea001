/**
 * A card as the preview draws it: a paper tile with the rank and, under it,
 * the suit's symbol or word in the suit's ink; a card lying face down as a
 * blue back, with a count on it when it stands for a pile. Colour is never
 * the only sign of a suit: the symbol or the word says it too.
 */
import { box, suitSymbol, textLine, type SatoriElement } from './nodes';
import type { PreviewCard } from './preview-data';
import type { TileSize } from './sizes';
import { PALETTE } from './palette';

/** Room under a tile for its caption, in pixels. */
export const CAPTION_HEIGHT = 22;

function face(card: PreviewCard, size: TileSize): SatoriElement {
  const { width: w, height: h } = size;
  const rankSize = Math.round(Math.min(h * 0.4, (w * 0.95) / Math.max(1.2, card.rank.length * 0.62)));
  const mark = card.suit
    ? suitSymbol(card.suit, Math.round(h * 0.34), card.ink)
    : card.word
      ? box({ fontSize: Math.round(Math.min(h * 0.2, (w * 1.5) / Math.max(3, card.word.length))), fontWeight: 700, color: card.ink }, card.word)
      : null;
  return box(
    {
      width: w,
      height: h,
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: Math.round(h * 0.04),
      background: card.paper ?? PALETTE.paper,
      border: `${Math.max(1, Math.round(w / 30))}px solid ${PALETTE.edge}`,
      borderRadius: Math.round(w * 0.14),
      boxShadow: card.strong ? `0 0 0 ${Math.max(3, Math.round(w / 14))}px ${PALETTE.accent}` : '0 2px 4px rgba(0,0,0,0.35)',
      flexShrink: 0,
    },
    box({ fontSize: rankSize, fontWeight: 700, color: card.ink, lineHeight: 1, letterSpacing: -1 }, card.rank),
    mark,
  );
}

/** A face-up card, with its caption underneath when it has one (cut to the tile's width: captions are a name or two). */
export function cardTile(card: PreviewCard, size: TileSize): SatoriElement {
  if (card.caption === undefined) return face(card, size);
  return box(
    { width: size.width, flexDirection: 'column', alignItems: 'center', gap: 4, flexShrink: 0 },
    face(card, size),
    textLine(card.caption, { fontSize: 16, color: PALETTE.onFelt, maxWidth: size.width }),
  );
}

/** A face-down card; `count` written on it when it stands for a pile. */
export function cardBack(size: TileSize, count?: number): SatoriElement {
  const { width: w, height: h } = size;
  return box(
    {
      width: w,
      height: h,
      alignItems: 'center',
      justifyContent: 'center',
      background: PALETTE.back,
      border: `${Math.max(2, Math.round(w / 16))}px solid ${PALETTE.paper}`,
      borderRadius: Math.round(w * 0.14),
      boxShadow: '0 2px 4px rgba(0,0,0,0.35)',
      color: PALETTE.paper,
      fontSize: Math.round(Math.min(h * 0.34, w * 0.5)),
      fontWeight: 700,
      flexShrink: 0,
    },
    count === undefined ? '' : String(count),
  );
}
