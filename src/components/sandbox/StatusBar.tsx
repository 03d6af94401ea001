/**
 * The state of play in one line of facts (phase, direction, who is to move,
 * throws allowed or forbidden) plus banners for a halted game and a winner.
 */
import { Citation } from './Citation';
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
        <p class="gs-banner gs-banner--halt">
          <strong>Game halted.</strong> {status.halt.text} (<Citation citation={status.halt.paragraph} />)
        </p>
      )}
      {status.winnerName !== null && (
        <p class="gs-banner gs-banner--winner">
          <strong>Winner:</strong> {status.winnerName} has gone out.
        </p>
      )}
    </div>
  );
}
