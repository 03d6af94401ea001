/**
 * One SENS card, drawn for either pack: <Card card="UE" pack={pack} size="md" />.
 * The box is role="img" named by the card ("Eichel-Unter"), so a screen reader
 * hears one name, not its parts; inside, the rank as text and the suit as a
 * small inline SVG of our own (suit-symbols.ts), which shows with styles off
 * too. Paper in both themes, so the contrast
 * does not depend on the theme. Sizes: sm (hands, tricks), md (44 px wide:
 * tappable), lg (the rank's word). Get `pack` from usePack() (pack-choice.ts)
 * once per island and pass it down.
 */
import type { Card as CardCode } from '../../../engine/sens/cards';
import { cardClass, cardFace, type CardFace, type CardSize, type Pack } from './card-face';
import { usePack } from './pack-choice';
import { SUIT_SYMBOLS } from './suit-symbols';
import type { Suit } from '../../../engine/sens/cards';
import { useLocale } from '../../i18n/ui-text';
import './card.css';

export interface CardProps {
  readonly card: CardCode;
  readonly pack: Pack;
  readonly size?: CardSize;
  /** More classes, each with its leading space (" sens-card--won"). */
  readonly extra?: string;
}

export function Card({ card, pack, size = 'sm', extra = '' }: CardProps) {
  const face = cardFace(card, pack, useLocale());
  return (
    <span class={`${cardClass(face, size)}${extra}`} role="img" aria-label={face.name} data-card={face.code}>
      <CardInside face={face} size={size} />
    </span>
  );
}

/** The inside of a card, for a card that is a button (the button carries the name). */
export function CardInside({ face, size = 'sm' }: { face: CardFace; size?: CardSize }) {
  return (
    <>
      <span class="sens-card__rank" aria-hidden="true">
        {size === 'lg' ? face.word : face.rank}
      </span>
      <SuitSymbol pack={face.pack} suit={face.suit} />
    </>
  );
}

/** A suit's symbol (suit-symbols.ts), decoration beside a name or inside a named card. */
export function SuitSymbol({ pack, suit }: { pack: Pack; suit: Suit }) {
  return <svg class="sens-card__suit" viewBox="0 0 20 20" aria-hidden="true" focusable="false" dangerouslySetInnerHTML={{ __html: SUIT_SYMBOLS[pack][suit] }} />;
}

/** A face-down card; without a label it is decoration (a count beside it says how many). */
export function CardBack({ size = 'sm', label, extra = '' }: { size?: CardSize; label?: string; extra?: string }) {
  const cls = `sens-card sens-card--${size} sens-card--back${extra}`;
  return label ? <span class={cls} role="img" aria-label={label} /> : <span class={cls} aria-hidden="true" />;
}

/** A card in the pack the reader chose (pack-choice.ts), for a card on its own in a page (an island: <PackCard client:visible card="UE" />). */
export function PackCard({ card, size = 'sm', extra = '' }: Omit<CardProps, 'pack'>) {
  return <Card card={card} pack={usePack()} size={size} extra={extra} />;
}

export default Card;
