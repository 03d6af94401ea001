/**
 * The middle of the table: the play pile's top cards fanned (top card first in
 * reading order and largest on screen, each marked by how it was played and by
 * whom, and the wished suit on a Jack: 7.4), the draw pile as a face-down stack with its count, and, while
 * dealing, the dealer's pack and the card the dealer peeked at (3.6).
 */
import { CardBack } from './cards/CardBack';
import { CardFace } from './cards/CardFace';
import { SuitSymbol } from './cards/suits';
import { formatCard } from '../../../engine/core/cards';
import type { Card } from '../../../engine/core/cards';
import type { ComponentChildren } from 'preact';
import { Citation } from '../../components/sandbox/Citation';
import type { PileView, WishView } from './view-model';
import { useLocale, useUiText } from '../../i18n/ui-text';
import { TABLE_TEXT } from './table-text';
import { VIEW_WORDS } from './view-words';

export const TOP_CARD_SIZE = 80;
export const PILE_CARD_SIZE = 48;
export const STACK_CARD_SIZE = 50;

/**
 * 7.4: "wished: ♥ hearts". The suit is said in words; the symbol, drawn like
 * the card faces' (no font glyphs) on a white chip so its ink keeps its
 * contrast in dark mode, is decorative.
 */
export function WishBadge({ wish }: { wish: WishView }) {
  const t = useUiText(TABLE_TEXT);
  return (
    <span class={`gs-wish gs-wish--${wish.red ? 'red' : 'black'}`} data-suit={wish.suit}>
      <span class="gs-wish__text">{t.wished}</span>
      <span class="gs-wish__pip" aria-hidden="true">
        <svg class="gs-wish__symbol" viewBox="0 0 100 100" width="12" height="12" focusable="false" aria-hidden="true">
          <SuitSymbol suit={wish.suit} x={0} y={0} size={100} />
        </svg>
      </span>
      <span class="gs-wish__suit">{t.suit(wish.suit)} </span>
      <span class="gs-wish__cite">
        (<Citation citation={wish.paragraph} />)
      </span>
    </span>
  );
}

export function PlayPile({ pile }: { pile: PileView }) {
  const t = useUiText(TABLE_TEXT);
  const as = VIEW_WORDS[useLocale()].playedAs;
  const cards = t.cards;
  return (
    <div class="gs-pile">
      <p class="gs-label">
        {t.playPile} <span class="gs-count">({cards(pile.total)})</span>
      </p>
      {pile.total === 0 ? (
        <p class="gs-pile__empty">{t.empty}</p>
      ) : (
        <ol class="gs-pile__cards" aria-label={t.pileOrder}>
          {pile.shown.map((p, i) => (
            <li
              key={`${p.event}-${formatCard(p.card)}`}
              class={`gs-pile__item gs-pile__item--${p.as}${p.isTop ? ' gs-pile__item--top' : ''}`}
              data-depth={i}
            >
              <CardFace card={p.card} size={p.isTop ? TOP_CARD_SIZE : PILE_CARD_SIZE} />
              <span class="gs-pile__caption">
                <span class={`gs-tag gs-tag--${p.as}`}>
                  {p.isTop && <span class="gs-sr">{t.topCard}</span>}
                  {p.as === 'laid' ? t.laid : as[p.as]}
                </span>
                <span class="gs-pile__by">{p.byName}</span>
              </span>
              {p.wish && <WishBadge wish={p.wish} />}
            </li>
          ))}
        </ol>
      )}
      {pile.hidden > 0 && <p class="gs-pile__more">{t.below(cards(pile.hidden))}</p>}
    </div>
  );
}

export interface StacksProps {
  drawCount: number;
  packCount: number | null;
  dealerName: string;
  peeked: Card | null;
  /** Play mode: the draw pile as a button (DrawPile.tsx) instead of the picture. */
  drawPile?: ComponentChildren;
}

/** Face-down piles: drawn as a small stack so the count reads at a glance. */
export function Stacks({ drawCount, packCount, dealerName, peeked, drawPile }: StacksProps) {
  const t = useUiText(TABLE_TEXT);
  const cards = t.cards;
  return (
    <div class="gs-stacks">
      {drawPile ?? <div class="gs-stack">
        <span class="gs-sr">{t.drawPileIs(drawCount === 0 ? t.empty : cards(drawCount))}</span>
        <div class={`gs-stack__cards${drawCount === 0 ? ' gs-stack__cards--empty' : ''}`} aria-hidden="true">
          {drawCount > 1 && <CardBack size={STACK_CARD_SIZE} decorative class="gs-stack__under" />}
          {drawCount > 0 && <CardBack size={STACK_CARD_SIZE} decorative />}
        </div>
        <p class="gs-stack__label" aria-hidden="true">
          {t.drawPile} <span class="gs-count">{drawCount === 0 ? t.empty : drawCount}</span>
        </p>
      </div>}
      {packCount !== null && (
        <div class="gs-stack">
          <span class="gs-sr">
            {t.packOf(dealerName, cards(packCount))}
          </span>
          <div class={`gs-stack__cards${packCount === 0 ? ' gs-stack__cards--empty' : ''}`} aria-hidden="true">
            {packCount > 1 && <CardBack size={STACK_CARD_SIZE} decorative class="gs-stack__under" />}
            {packCount > 0 && <CardBack size={STACK_CARD_SIZE} decorative />}
          </div>
          <p class="gs-stack__label" aria-hidden="true">
            {t.dealersPack} <span class="gs-count">{packCount}</span>
          </p>
        </div>
      )}
      {peeked && (
        <div class="gs-stack gs-stack--peeked">
          <div class="gs-stack__cards">
            <CardBack size={STACK_CARD_SIZE} label={t.peeked(dealerName)} />
          </div>
          <p class="gs-stack__label" aria-hidden="true">
            {t.peekedBy(dealerName)}
          </p>
        </div>
      )}
    </div>
  );
}
