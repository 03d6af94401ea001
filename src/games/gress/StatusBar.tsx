/**
 * The state of play in one line of facts (phase, direction, who is to move,
 * throws allowed or forbidden) plus banners: a halted game (4.15), a swap
 * announced or binding (5.5, 6.3), and the end of the game (9.1-9.4).
 */
import { Citation, CitationList } from '../../components/sandbox/Citation';
import type { StatusView } from './view-model';

export function StatusBar({ status }: { status: StatusView }) {
  return (
    <div class="gs-statusbar">
      <dl class="gs-status">
        <div class="gs-status__item">
          <dt>Phase</dt>
          <dd>{status.phaseLabel}</dd>
        </div>
        <div class="gs-status__item">
          <dt>Direction</dt>
          <dd>
            <span class="gs-arrow" aria-hidden="true">
              {status.directionArrow}
            </span>{' '}
            {status.directionLabel}
          </dd>
        </div>
        <div class="gs-status__item">
          <dt>To move</dt>
          <dd>{status.toMoveName}</dd>
        </div>
        <div class="gs-status__item">
          <dt class="gs-sr">Throws</dt>
          <dd class={`gs-throws gs-throws--${status.throwsAllowed ? 'allowed' : 'forbidden'}`}>
            <span aria-hidden="true">{status.throwsAllowed ? '✓ ' : '✕ '}</span>
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
            <strong>Game halted.</strong> {status.halt.text} (
            <CitationList citations={status.halt.citations} label="Paragraphs" />)
          </p>
          <p class="gs-banner__detail">{status.halt.detail}</p>
        </div>
      )}
      {status.swap && (
        <p class={`gs-banner gs-banner--swap gs-banner--swap-${status.swap.stage}`}>
          <strong>{status.swap.heading}:</strong> {status.swap.partnerNames[0]}{' '}
          <span aria-hidden="true">↔</span>
          <span class="gs-sr">and</span> {status.swap.partnerNames[1]}
          {status.swap.detail} (<Citation citation={status.swap.paragraph} />)
        </p>
      )}
      {status.end ? (
        <p class="gs-banner gs-banner--winner">
          <strong>Winner: {status.end.winnerName}.</strong> {status.end.text} (
          <CitationList citations={status.end.citations} label="Paragraphs" />)
        </p>
      ) : (
        status.winnerName !== null && (
          <p class="gs-banner gs-banner--winner">
            <strong>Winner:</strong> {status.winnerName} has gone out.
          </p>
        )
      )}
    </div>
  );
}
