/**
 * How the rules took what just happened, and everything so far. The latest
 * ruling shows in full (a box at least as tall as a usual ruling, so the
 * table rarely moves), with its paragraphs as links; the log lists every
 * ruling, newest first, with the time it happened.
 */
import { CitationList } from '../../../components/sandbox/Citation';
import type { RulingEntry } from './reader-view';
import { useLocale, useUiText } from '../../../i18n/ui-text';
import { classificationWord } from '../say-in';
import { PLAY_TEXT } from './play-text';

function Entry({ entry }: { entry: RulingEntry }) {
  const t = useUiText(PLAY_TEXT);
  const locale = useLocale();
  return (
    <>
      <p class="gp-ruling__head">
        <span class="gp-ruling__time">{entry.time}</span> <span class="gp-ruling__what">{entry.label}</span>{' '}
        <span class={`gs-tag gs-tag--${entry.lawful ? entry.classification : 'foul'}`}>
          {classificationWord(entry.classification, locale)}
          {entry.lawful ? '' : entry.classification === 'foul' ? '' : t.notLawful}
        </span>
      </p>
      <p class="gp-ruling__summary">{entry.summary}</p>
      <p class="gp-ruling__cites">
        <CitationList citations={entry.citations} label={t.paragraphs} />
      </p>
    </>
  );
}

/** `idle`: what the box says before anything has happened. */
export function LatestRuling({ entry, idle }: { entry: RulingEntry | null; idle: string }) {
  const t = useUiText(PLAY_TEXT);
  return (
    <div class={`gp-ruling${entry?.mine ? ' gp-ruling--mine' : ''}`} aria-live="polite" aria-atomic="true" role="region" aria-label={t.latestRuling}>
      {entry ? <Entry entry={entry} /> : <p>
          {idle} {t.eachRuling}
        </p>}
    </div>
  );
}

export function RulingLog({ entries }: { entries: readonly RulingEntry[] }) {
  const t = useUiText(PLAY_TEXT);
  return (
    <details class="gp-log">
      <summary>{t.allRulings(entries.length)}</summary>
      {entries.length === 0 ? (
        <p class="gs-muted">{t.nothingYet}</p>
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
