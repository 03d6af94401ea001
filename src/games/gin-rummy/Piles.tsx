/**
 * The middle of the table: the stock (face down, its count; an exposed top
 * card face up, §14.3) and the discard pile (only its top card shows, §5).
 * In play mode each pile is one button: tap the stock to draw, the discard
 * pile to take its top card.
 */
import type { GinAction } from '../../../engine/gin-rummy/types';
import { CardBack, CardBox } from './Card';
import type { DiscardPileView, StockView } from './view-model';
import { useUiText } from '../../i18n/ui-text';
import { BOARD_WORDS } from './table-words';

type Act = (action: GinAction) => void;

export function Stock({ stock, onAct }: { stock: StockView; onAct?: Act }) {
  const t = useUiText(BOARD_WORDS);
  const shown = stock.exposed ? (
    <CardBox face={stock.exposed} extra=" gr-card--big gr-card--exposed" />
  ) : stock.count > 0 ? (
    <CardBack extra=" gr-card--big" />
  ) : (
    <span class="gr-card gr-card--big gr-card--gone" aria-hidden="true" />
  );
  const body = (
    <span class="gr-pile__face" aria-hidden="true">
      <span class="gr-pile__label">{t.stock}</span>
      {shown}
      <span class="gr-count">{stock.count === 0 ? t.empty : t.cards(stock.count)}</span>
    </span>
  );
  return (
    <div class="gr-pile" data-pile="stock">
      {stock.draw && onAct ? (
        <button
          type="button"
          class={`gr-pile__button${stock.draw.lawful ? ' gr-pile__button--lawful' : ''}`}
          data-lawful={stock.draw.lawful ? 'true' : 'false'}
          onClick={() => onAct(stock.draw!.action)}
        >
          {body}
          <span class="gs-sr">
            {stock.draw.label}
            {stock.draw.lawful ? '' : t.notLawful}. {stock.label}
          </span>
        </button>
      ) : (
        <div class="gr-pile__still">
          {body}
          <span class="gs-sr">{stock.label}</span>
        </div>
      )}
    </div>
  );
}

export function DiscardPile({ pile, onAct }: { pile: DiscardPileView; onAct?: Act }) {
  const t = useUiText(BOARD_WORDS);
  const shown = pile.top ? <CardBox face={pile.top} extra=" gr-card--big" /> : <span class="gr-card gr-card--big gr-card--gone" aria-hidden="true" />;
  const body = (
    <span class="gr-pile__face" aria-hidden="true">
      <span class="gr-pile__label">{t.discardPile}</span>
      {shown}
      <span class="gr-count">{pile.count === 0 ? t.empty : t.cards(pile.count)}</span>
    </span>
  );
  return (
    <div class="gr-pile" data-pile="discards">
      {pile.take && onAct ? (
        <button
          type="button"
          class={`gr-pile__button${pile.take.lawful ? ' gr-pile__button--lawful' : ''}`}
          data-lawful={pile.take.lawful ? 'true' : 'false'}
          onClick={() => onAct(pile.take!.action)}
        >
          {body}
          <span class="gs-sr">
            {pile.take.label}
            {pile.take.lawful ? '' : t.notLawful}. {pile.label}
          </span>
        </button>
      ) : (
        <div class="gr-pile__still">
          {body}
          <span class="gs-sr">{pile.label}</span>
        </div>
      )}
    </div>
  );
}
