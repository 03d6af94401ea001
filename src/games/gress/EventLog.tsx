/**
 * The latest events in the rulebook's sense (4.3): many deadlines end at "the
 * next event", so the reader needs to see which events have happened.
 */
import type { EventView } from './view-model';
import { useLocale, useUiText } from '../../i18n/ui-text';
import { classificationWord } from './say-in';
import { TABLE_TEXT } from './table-text';

export function EventLog({ events, older }: { events: readonly EventView[]; older: number }) {
  const t = useUiText(TABLE_TEXT);
  const locale = useLocale();
  return (
    <div class="gs-panel gs-events" role="group" aria-label={t.latestEvents}>
      <p class="gs-subhead" aria-hidden="true">
        {t.latestEvents}
      </p>
      {events.length === 0 ? (
        <p class="gs-muted">{t.noEvents}</p>
      ) : (
        <ul class="gs-list">
          {older > 0 && <li class="gs-muted">{t.earlierEvents(older)}</li>}
          {events.map((e) => (
            <li key={e.id} class={`gs-event gs-event--${e.kind}`}>
              <span class="gs-event__id">#{e.id}</span> <span class={`gs-tag gs-tag--${e.kind}`}>{classificationWord(e.kind, locale)}</span>{' '}
              <span class="gs-event__who">{e.playerName}</span>: {e.summary}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
