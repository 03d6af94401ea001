/**
 * The middle of the table: during the bidding the pack and the turned card
 * (after Rauben the trump Seven in its place, 6.1; with 4.3 the dealer's last
 * card), during play the trick as a cross, each card in front of its player,
 * the led card tagged and the winning one ringed (9.5).
 */
import { uiText, useUiText } from '../../i18n/ui-text';
import { Card, CardBack } from './Card';
import type { Pack } from './card-face';
import type { PackView, TrickView, TurnedView } from './view-model';

const TEXT = uiText({
  en: {
    trick: (n: number, taken: boolean) => `Trick ${n}${taken ? ', taken in' : ''}`,
    led: ', led',
    took: ', took the trick',
    winning: ', winning',
    noCard: (name: string) => `${name}: no card yet`,
    ledTag: 'led',
    last: 'last',
  },
  de: {
    trick: (n, taken) => `Stich ${n}${taken ? ', eingezogen' : ''}`,
    led: ', hat ausgespielt',
    took: ', hat den Stich gemacht',
    winning: ', liegt vorn',
    noCard: (name) => `${name}: noch keine Karte`,
    ledTag: 'aus',
    last: 'letzte',
  },
});

export function TrickCross({ trick, pack }: { trick: TrickView; pack: Pack }) {
  const t = useUiText(TEXT);
  return (
    <ul class="sens-cross" aria-label={t.trick(trick.number, trick.taken)}>
      {trick.slots.map((s) => (
        <li key={s.seat} class={`sens-cross__slot sens-cross__slot--${s.compass}`}>
          {s.card ? (
            <>
              <Card card={s.card} pack={pack} extra={`${s.winning ? ' sens-card--winning' : ''}`} />
              <span class="gs-sr">
                {s.name}
                {s.led ? t.led : ''}
                {s.winning ? (trick.taken ? t.took : t.winning) : ''}
              </span>
              {s.led && (
                <span class="sens-cross__tag" aria-hidden="true">
                  {t.ledTag}
                </span>
              )}
            </>
          ) : (
            <span class="sens-cross__empty">
              <span class="gs-sr">{t.noCard(s.name)}</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function PackAndTurned({ turned, packView, pack }: { turned: TurnedView | null; packView: PackView | null; pack: Pack }) {
  const t = useUiText(TEXT);
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
            {t.last}
          </span>
        </span>
      )}
    </div>
  );
}
