/**
 * The latest events in the rulebook's sense (4.3): many deadlines end at "the
 * next event", so the reader needs to see which events have happened.
 */
import type { EventView } from './view-model';

export function EventLog({ events, older }: { events: readonly EventView[]; older: number }) {
  return (
    <div class="gs-panel gs-events" role="group" aria-label="Latest events">
      <p class="gs-subhead" aria-hidden="true">
        Latest events
      </p>
      {events.length === 0 ? (
        <p class="gs-muted">No events yet.</p>
      ) : (
        <ul class="gs-list">
          {older > 0 && <li class="gs-muted">{older} earlier {older === 1 ? 'event' : 'events'}</li>}
          {events.map((e) => (
            <li key={e.id} class={`gs-event gs-event--${e.kind}`}>
              <span class="gs-event__id">#{e.id}</span> <span class={`gs-tag gs-tag--${e.kind}`}>{e.kind}</span>{' '}
              <span class="gs-event__who">{e.playerName}</span>: {e.summary}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
