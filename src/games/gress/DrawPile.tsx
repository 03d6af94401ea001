/**
 * The draw pile in play mode: one button that draws for the chosen player
 * (the player to move unless the reader picks someone else beside it), or
 * picks up what that player owes (table-play.ts), marked ✓ when lawful. The
 * count stays beside it as on the table when stepping through.
 */
import { CardBack } from './cards/CardBack';
import { STACK_CARD_SIZE } from './PlayPile';
import type { Seat } from '../../../engine/gress/types';
import type { DrawPileView } from './table-play';
import { useUiText } from '../../i18n/ui-text';
import { TABLE_TEXT } from './table-text';
import { Mark } from '../../components/marks/Mark';

export interface DrawPilePlay {
  readonly view: DrawPileView;
  readonly onDraw: () => void;
  readonly onSeat: (seat: Seat) => void;
}

export function DrawPileButton({ play, drawCount }: { play: DrawPilePlay; drawCount: number }) {
  const t = useUiText(TABLE_TEXT);
  const { view } = play;
  return (
    <div class="gs-stack gs-drawpile">
      <span class="gs-sr">{t.drawPileIs(drawCount === 0 ? t.empty : t.cards(drawCount))}</span>
      <button
        type="button"
        class={`gs-drawpile__button gs-play__action${view.lawful ? ' gs-drawpile__button--lawful' : ''}`}
        data-lawful={view.lawful ? 'true' : 'false'}
        onClick={play.onDraw}
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
      <label class="gs-drawpile__who">
        <span class="gs-sr">{t.whoDraws}</span>
        <select value={String(view.seat)} onChange={(e) => play.onSeat(Number((e.currentTarget as HTMLSelectElement).value))}>
          {view.choices.map((c) => (
            <option key={c.seat} value={String(c.seat)}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
