/**
 * The middle of the table: who is to move and whether throws are allowed (4.1,
 * 4.2), a halt or a swap under way (4.15, 5.5), the play pile (its top cards,
 * each marked by how it was played) and the draw pile, which the reader taps
 * to draw or to pick up what they owe.
 */
import { Citation } from '../../../components/sandbox/Citation';
import { CardBack } from '../cards/CardBack';
import { PlayPile, STACK_CARD_SIZE } from '../PlayPile';
import type { DrawPileView } from '../table-play';
import type { PileView, StatusView } from '../view-model';
import { useUiText } from '../../../i18n/ui-text';
import { PLAY_TEXT } from './play-text';
import { PLAY_WORDS } from '../play-words';
import { Mark } from '../../../components/marks/Mark';

export function StatusLine({ status, readerName }: { status: StatusView; readerName: string }) {
  const t = useUiText(PLAY_TEXT);
  const mine = status.toMoveName === readerName;
  return (
    <div class="gp-status">
      <p class="gp-status__line">
        {status.end ? (
          <strong>{t.hasGoneOut(status.end.winnerName)}</strong>
        ) : (
          <span class={`gp-status__move${mine ? ' gp-status__move--mine' : ''}`}>
            <Mark kind="turn" />
            {mine ? t.yourMove : t.toMove(status.toMoveName)}
          </span>
        )}{' '}
        <span class={`gs-throws gs-throws--${status.throwsAllowed ? 'allowed' : 'forbidden'}`}>
          <Mark kind={status.throwsAllowed ? 'check' : 'cross'} />
          {status.throwsLabel}
        </span>{' '}
        <span class="gp-status__direction">
          <Mark kind={status.direction === 'clockwise' ? 'clockwise' : 'anticlockwise'} />
          {status.directionLabel}
        </span>
      </p>
      {status.halt && (
        <p class="gp-banner">
          <strong>{t.halted}</strong> {status.halt.text} (<Citation citation={status.halt.paragraph} />)
        </p>
      )}
      {status.swap && (
        <p class="gp-banner">
          <strong>{status.swap.heading}:</strong> {t.swapPair(status.swap.partnerNames[0], status.swap.partnerNames[1])}
          {status.swap.detail} (<Citation citation={status.swap.paragraph} />)
        </p>
      )}
    </div>
  );
}

export function DrawButton({ draw, count, onDraw }: { draw: DrawPileView | null; count: number; onDraw: () => void }) {
  const t = useUiText(PLAY_TEXT);
  const words = useUiText(PLAY_WORDS);
  const label = count === 0 ? t.empty : t.cards(count);
  return (
    <div class="gp-draw">
      <button
        type="button"
        class={`gp-draw__button${draw?.lawful ? ' gp-draw__button--lawful' : ''}`}
        data-lawful={draw?.lawful ? 'true' : 'false'}
        disabled={!draw}
        onClick={onDraw}
        aria-keyshortcuts="D"
      >
        <span class={`gs-stack__cards${count === 0 ? ' gs-stack__cards--empty' : ''}`} aria-hidden="true">
          {count > 1 && <CardBack size={STACK_CARD_SIZE} decorative class="gs-stack__under" />}
          {count > 0 && <CardBack size={STACK_CARD_SIZE} decorative />}
        </span>
        <span class="gp-draw__verb">{draw ? draw.verb : words.draw}</span>
        <span class="gs-sr">
          {draw ? draw.rest : ''}; {t.drawPile(label)}
          {draw?.lawful ? t.lawful : ''}
        </span>
        {draw?.lawful && (
          <span class="gs-play__mark" aria-hidden="true">
            <Mark kind="check" space={false} />
          </span>
        )}
      </button>
      <p class="gp-draw__count" aria-hidden="true">
        {t.drawPileShown(label)}
      </p>
    </div>
  );
}

export interface TableMiddleProps {
  readonly status: StatusView;
  readonly readerName: string;
  readonly pile: PileView;
  readonly draw: DrawPileView | null;
  readonly drawCount: number;
  readonly onDraw: () => void;
}

export function TableMiddle({ status, readerName, pile, draw, drawCount, onDraw }: TableMiddleProps) {
  const t = useUiText(PLAY_TEXT);
  return (
    <div class="gp-middle" role="group" aria-label={t.middle}>
      <StatusLine status={status} readerName={readerName} />
      <div class="gp-middle__piles">
        <PlayPile pile={pile} />
        <DrawButton draw={draw} count={drawCount} onDraw={onDraw} />
      </div>
    </div>
  );
}
