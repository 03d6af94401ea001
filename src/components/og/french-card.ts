/** A card of a French pack as a preview tile: hearts and diamonds in red, clubs and spades in black. */
import { PALETTE } from './palette';
import type { PreviewCard, PreviewSuit } from './preview-data';

export function frenchCard(rank: string, suit: PreviewSuit, extra: Pick<PreviewCard, 'strong' | 'caption'> = {}): PreviewCard {
  return { rank, suit, ink: suit === 'hearts' || suit === 'diamonds' ? PALETTE.red : PALETTE.ink, ...extra };
}
