/**
 * The state of play in one line of facts (phase, direction, who is to move,
 * throws allowed or forbidden) plus banners: a halted game (4.15), a swap
 * announced or binding (5.5, 6.3), and the end of the game (9.1-9.4).
 */
import { Citation, CitationList } from '../../components/sandbox/Citation';
import type { StatusView } from './view-model';
import { useUiText } from '../../i18n/ui-text';
import { TABLE_TEXT } from './table-text';
import { Mark } from '../../components/marks/Mark';

export function StatusBar({ status }: { status: StatusView }) {
  const t = useUiText(TABLE_TEXT);
  return (
    <div class="gs-statusbar">
      <dl class="gs-status">
        <div class="gs-status__item">
          <dt>{t.phase}</dt>
          <dd>{status.phaseLabel}</dd>
        </div>
        <div class="gs-status__item">
          <dt>{t.direction}</dt>
          <dd>
            <span class="gs-arrow" aria-hidden="true">
              <Mark kind={status.direction === 'clockwise' ? 'clockwise' : 'anticlockwise'} space={false} />
            </span>{' '}
            {status.directionLabel}
          </dd>
        </div>
        <div class="gs-status__item">
          <dt>{t.toMoveHead}</dt>
          <dd>{status.toMoveName}</dd>
        </div>
        <div class="gs-status__item">
          <dt class="gs-sr">{t.throws}</dt>
          <dd class={`gs-throws gs-throws--${status.throwsAllowed ? 'allowed' : 'forbidden'}`}>
            <Mark kind={status.throwsAllowed ? 'check' : 'cross'} />
            {status.throwsLabel}
          </dd>
        </div>
      </dl>
      {status.halt && (
        <div class="gs-banner gs-banner--halt">
          <p class="gs-banner__title">
            <svg class="gs-banner__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <rect x="3" y="2" width="3.5" height="12" rx="1" fill="currentColor" />
              <rect x="9.5" y="2" width="3.5" height="12" rx="1" fill="currentColor" />
            </svg>
            <strong>{t.gameHalted}</strong> {status.halt.text} (
            <CitationList citations={status.halt.citations} label={t.paragraphs} />)
          </p>
          <p class="gs-banner__detail">{status.halt.detail}</p>
        </div>
      )}
      {status.swap && (
        <p class={`gs-banner gs-banner--swap gs-banner--swap-${status.swap.stage}`}>
          <strong>{status.swap.heading}:</strong> {status.swap.partnerNames[0]}{' '}
          <span aria-hidden="true">↔</span>
          <span class="gs-sr">{t.and}</span> {status.swap.partnerNames[1]}
          {status.swap.detail} (<Citation citation={status.swap.paragraph} />)
        </p>
      )}
      {status.end ? (
        <p class="gs-banner gs-banner--winner">
          <strong>{t.winnerIs(status.end.winnerName)}</strong> {status.end.text} (
          <CitationList citations={status.end.citations} label={t.paragraphs} />)
        </p>
      ) : (
        status.winnerName !== null && (
          <p class="gs-banner gs-banner--winner">
            <strong>{t.winnerHead}</strong>
            {t.hasGoneOut(status.winnerName)}
          </p>
        )
      )}
    </div>
  );
}
