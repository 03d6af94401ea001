/**
 * How the rules took what just happened, and everything so far. The latest
 * ruling shows in full (a box at least as tall as a usual ruling, so the
 * table rarely moves), with its paragraphs as links; the log lists every
 * ruling, newest first, with the time it happened.
 */
import { CitationList } from '../../../components/sandbox/Citation';
import type { RulingEntry } from './reader-view';

function Entry({ entry }: { entry: RulingEntry }) {
  return (
    <>
      <p class="gp-ruling__head">
        <span class="gp-ruling__time">{entry.time}</span> <span class="gp-ruling__what">{entry.label}</span>{' '}
        <span class={`gs-tag gs-tag--${entry.lawful ? entry.classification : 'foul'}`}>
          {entry.classification}
          {entry.lawful ? '' : entry.classification === 'foul' ? '' : ', not lawful'}
        </span>
      </p>
      <p class="gp-ruling__summary">{entry.summary}</p>
      <p class="gp-ruling__cites">
        <CitationList citations={entry.citations} label="Paragraphs" />
      </p>
    </>
  );
}

/** `idle`: what the box says before anything has happened. */
export function LatestRuling({ entry, idle }: { entry: RulingEntry | null; idle: string }) {
  return (
    <div class={`gp-ruling${entry?.mine ? ' gp-ruling--mine' : ''}`} aria-live="polite" aria-atomic="true" role="region" aria-label="Latest ruling">
      {entry ? <Entry entry={entry} /> : <p>{idle} Each ruling shows here with its paragraphs.</p>}
    </div>
  );
}

export function RulingLog({ entries }: { entries: readonly RulingEntry[] }) {
  return (
    <details class="gp-log">
      <summary>All rulings so far ({entries.length})</summary>
      {entries.length === 0 ? (
        <p class="gs-muted">Nothing has happened yet.</p>
      ) : (
        <ol class="gp-log__list" reversed>
          {[...entries].reverse().map((e) => (
            <li key={e.index} class={e.mine ? 'gp-log__mine' : undefined}>
              <Entry entry={e} />
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
