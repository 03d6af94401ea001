/**
 * Hands at the table. A seat's hand is a fan of small cards overlapping (face
 * up) or one back with the count (face down), so four hands fit a phone. The
 * acting hand in play mode is drawn apart, large: each card a button at least
 * 44 px wide, named by what the tap does ("Play the Eichel-Ten").
 */
import type { SensAction } from '../../../engine/sens/types';
import { uiText, useUiText } from '../../i18n/ui-text';
import { CardBack, CardInside, Card } from './Card';
import { cardClass, type Pack } from './card-face';
import type { HandCardView, HandView } from './view-model';

const TEXT = uiText({
  en: { cards: 'cards', below: 'in play below', none: 'no cards' },
  de: { cards: 'Karten', below: 'unten im Spiel', none: 'keine Karten' },
});

export function SeatHand({ hand, pack }: { hand: HandView; pack: Pack }) {
  const t = useUiText(TEXT);
  if (hand.below) {
    return (
      <p class="sens-hand sens-hand--below">
        {hand.count} {t.cards} <span aria-hidden="true">↓</span> {t.below}
      </p>
    );
  }
  if (hand.count === 0) {
    return (
      <p class="sens-hand sens-hand--empty">
        <span class="gs-sr">{hand.label}</span>
        <span aria-hidden="true">{t.none}</span>
      </p>
    );
  }
  if (!hand.faceUp) {
    return (
      <p class="sens-hand sens-hand--down">
        <CardBack />
        <span class="sens-count">
          <span class="gs-sr">{hand.label}</span>
          <span aria-hidden="true">×{hand.count}</span>
        </span>
      </p>
    );
  }
  return (
    <div class="sens-hand sens-fan" role="group" aria-label={hand.label}>
      {hand.cards.map((c) => (
        <Card key={c.card} card={c.card} pack={pack} extra=" sens-card--fan" />
      ))}
    </div>
  );
}

/** The acting hand: in the play phase each card is a large button that plays it; before that small cards to look at. */
export function PlayHand({ cards, pack, label, onAct }: { cards: readonly HandCardView[]; pack: Pack; label: string; onAct: (action: SensAction) => void }) {
  return (
    <div class="sens-playhand" role="group" aria-label={label}>
      {cards.map(({ card, face, play }) =>
        play ? (
          <button
            key={card}
            type="button"
            class={`${cardClass({ ...face, pack }, 'md')} sens-card--pick${play.lawful ? ' sens-card--lawful' : ''}`}
            data-card={card}
            data-lawful={play.lawful ? 'true' : 'false'}
            onClick={() => onAct(play.action)}
          >
            <CardInside face={face} size="md" />
            <span class="gs-sr">{play.text}</span>
          </button>
        ) : (
          <Card key={card} card={card} pack={pack} />
        ),
      )}
    </div>
  );
}
