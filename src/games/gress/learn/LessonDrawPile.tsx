/**
 * The draw pile on the lesson's table: one button that draws a card for the
 * reader, or picks up what the reader owes (../table-play.ts drawPileView),
 * marked ✓ when that is lawful now. Unlike the sandbox's pile it has no
 * "who draws" choice: in a lesson the reader acts for one seat only.
 */
import { CardBack } from '../cards/CardBack';
import { STACK_CARD_SIZE } from '../PlayPile';
import type { DrawPileView } from '../table-play';
import { useUiText } from '../../../i18n/ui-text';
import { TABLE_TEXT } from '../table-text';
import { Mark } from '../../../components/marks/Mark';

export function LessonDrawPile({ view, drawCount, onDraw }: { view: DrawPileView; drawCount: number; onDraw: () => void }) {
  const t = useUiText(TABLE_TEXT);
  return (
    <div class="gs-stack gs-drawpile">
      <span class="gs-sr">{t.drawPileIs(drawCount === 0 ? t.empty : t.cards(drawCount))}</span>
      <button
        type="button"
        class={`gs-drawpile__button gs-play__action${view.lawful ? ' gs-drawpile__button--lawful' : ''}`}
        data-lawful={view.lawful ? 'true' : 'false'}
        onClick={onDraw}
      >
        <span class={`gs-stack__cards${drawCount === 0 ? ' gs-stack__cards--empty' : ''}`} aria-hidden="true">
          {drawCount > 1 && <CardBack size={STACK_CARD_SIZE} decorative class="gs-stack__under" />}
          {drawCount > 0 && <CardBack size={STACK_CARD_SIZE} decorative />}
        </span>
        <span class="gs-drawpile__verb">{view.verb}</span>
        <span class="gs-sr">
          {view.rest}
          {view.lawful ? t.lawful : ''}
        </span>
        {view.lawful && (
          <span class="gs-play__mark">
            <Mark kind="check" space={false} />
          </span>
        )}
      </button>
      <p class="gs-stack__label" aria-hidden="true">
        {t.drawPile} <span class="gs-count">{drawCount === 0 ? t.empty : drawCount}</span>
      </p>
    </div>
  );
}
