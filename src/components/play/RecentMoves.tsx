/**
 * "What just happened" against the bots: the ruling on the reader's last
 * action (or on a try the rules refused, which changes nothing and is not
 * kept), then the bots' moves since, one line each with the paragraphs that
 * decided them, so the reader can follow what the bots did and why it was
 * allowed.
 */
import { uiText, useUiText } from '../../i18n/ui-text';
import { CitationList } from '../sandbox/Citation';
import { RulingPanel } from '../sandbox/RulingPanel';
import type { StepView } from '../sandbox/step-view';

export interface RecentMovesProps {
  /** The reader's last action as a step (null before the reader's first action). */
  readonly mine: StepView | null;
  /** A refused try of the reader's, shown instead of `mine`. */
  readonly refused: StepView | null;
  /** The bots' moves after it, in order. */
  readonly bots: readonly StepView[];
  /** Shown when there is nothing else to show. */
  readonly intro: string;
}

const TEXT = uiText({
  en: { yourGame: 'Your game', before: 'Before that', then: 'Then the bots', paragraphs: 'Paragraphs' },
  de: { yourGame: 'Dein Spiel', before: 'Davor', then: 'Dann die Bots', paragraphs: 'Absätze' },
});

export function RecentMoves({ mine, refused, bots, intro }: RecentMovesProps) {
  const t = useUiText(TEXT);
  const shown = refused ?? mine;
  return (
    <div class="pv-recent">
      {shown ? (
        <RulingPanel step={shown} />
      ) : (
        <div class="gs-ruling gs-ruling--start">
          <p class="gs-ruling__kicker">{t.yourGame}</p>
          <p class="gs-ruling__summary">{intro}</p>
        </div>
      )}
      {bots.length > 0 && (
        <div class="pv-bots">
          <p class="gs-subhead">{refused ? t.before : t.then}</p>
          {/* Scrolled to its end from the start (column-reverse), so the latest move shows when the list is cut short. */}
          <div class="pv-bots__scroll">
            <ol class="pv-bots__list">
              {bots.map((s) => (
                <li key={s.index} class={s.lawful === false ? 'pv-bots__move pv-bots__move--foul' : 'pv-bots__move'}>
                  <span class="pv-bots__what">{s.label ?? s.action}</span>
                  {s.lawful === false && <span class="gs-class gs-class--foul"> {s.classification}</span>}{' '}
                  <CitationList citations={s.citations} label={t.paragraphs} />
                </li>
              ))}
            </ol>
          </div>
        </div>
      )}
    </div>
  );
}
