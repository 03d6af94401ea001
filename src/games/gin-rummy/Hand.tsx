/**
 * A seat's hand: face up (cards, and the best arrangement in words) or face
 * down (backs and a count). In play mode the acting hand's cards are buttons:
 * a tap discards the card, or knocks with it when Knock is armed. A card
 * button is two elements: the face, and its action in words for screen
 * readers ("7♥: Discard Seven of hearts as Ana"), so the name starts with
 * what is seen.
 */
import type { GinAction } from '../../../engine/gin-rummy/types';
import { CardBack, CardBox } from './Card';
import type { HandView } from './view-model';
import { useUiText } from '../../i18n/ui-text';
import { BOARD_WORDS } from './table-words';

export function Hand({ hand, onAct }: { hand: HandView; onAct?: (action: GinAction) => void }) {
  const t = useUiText(BOARD_WORDS);
  if (hand.count === 0) return <p class="gr-hand gr-hand--empty">{hand.label}</p>;
  if (!hand.faceUp) {
    return (
      <p class="gr-hand gr-hand--down">
        {Array.from({ length: hand.count }, (_, i) => (
          <CardBack key={i} extra=" gr-card--small" />
        ))}
        <span class="gs-sr">{hand.label}</span>
        <span class="gr-count" aria-hidden="true">
          {hand.count} {t.faceDown}
        </span>
      </p>
    );
  }
  return (
    <div class="gr-handwrap">
      <div class={`gr-hand${onAct && hand.cards.some((c) => c.play) ? ' gr-hand--play' : ''}`} role="group" aria-label={hand.label}>
        {hand.cards.map(({ face, play }) =>
          play && onAct ? (
            <button
              key={face.code}
              type="button"
              class={`gr-card gr-card--pick${face.red ? ' gr-card--red' : ''}${play.lawful ? ' gr-card--lawful' : ''}`}
              data-card={face.code}
              data-lawful={play.lawful ? 'true' : 'false'}
              onClick={() => onAct(play.action)}
            >
              {face.text}
              <span class="gs-sr">
                : {play.label}
                {play.lawful ? '' : t.notLawful}
              </span>
            </button>
          ) : (
            <CardBox key={face.code} face={face} />
          ),
        )}
      </div>
      {hand.arrangement && <p class="gr-arrangement">{hand.arrangement.text}</p>}
    </div>
  );
}
