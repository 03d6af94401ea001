/**
 * The middle of the table: during the bidding the pack and the turned card
 * (after Rauben the trump Seven in its place, 6.1; with 4.3 the dealer's last
 * card), during play the trick as a cross, each card in front of its player,
 * the led card tagged and the winning one ringed (9.5).
 */
import { Card, CardBack } from './Card';
import type { Pack } from './card-face';
import type { PackView, TrickView, TurnedView } from './view-model';

export function TrickCross({ trick, pack }: { trick: TrickView; pack: Pack }) {
  return (
    <ul class="sens-cross" aria-label={`Trick ${trick.number}${trick.taken ? ', taken in' : ''}`}>
      {trick.slots.map((s) => (
        <li key={s.seat} class={`sens-cross__slot sens-cross__slot--${s.compass}`}>
          {s.card ? (
            <>
              <Card card={s.card} pack={pack} extra={`${s.winning ? ' sens-card--winning' : ''}`} />
              <span class="gs-sr">
                {s.name}
                {s.led ? ', led' : ''}
                {s.winning ? (trick.taken ? ', took the trick' : ', winning') : ''}
              </span>
              {s.led && (
                <span class="sens-cross__tag" aria-hidden="true">
                  led
                </span>
              )}
            </>
          ) : (
            <span class="sens-cross__empty">
              <span class="gs-sr">{s.name}: no card yet</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function PackAndTurned({ turned, packView, pack }: { turned: TurnedView | null; packView: PackView | null; pack: Pack }) {
  return (
    <div class="sens-turned">
      {packView && (
        <span class="sens-turned__pack">
          <CardBack label={packView.text} />
          <span class="sens-count" aria-hidden="true">
            {packView.count}
          </span>
        </span>
      )}
      {turned && <Card card={turned.card} pack={pack} size="md" extra=" sens-card--turned" />}
      {packView?.last && (
        <span class="sens-turned__last">
          <Card card={packView.last.card} pack={pack} />
          <span class="sens-count" aria-hidden="true">
            last
          </span>
        </span>
      )}
    </div>
  );
}
