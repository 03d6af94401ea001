/**
 * The end of a hand (a deal, a game) against the bots, the same for every
 * game: who won and the points with the paragraphs behind them, where each
 * player's points come from (ScoreBreakdown.tsx), the match
 * so far or its end, the reader's record in this browser once a whole game
 * is over, and what to do next: the next hand (dealt by whoever deals it),
 * a new game, the replay step by step, a share link, a scenario file (when
 * the game can write one) and the hand-off to the game's score sheet.
 */
import { uiText, useLocale, useUiText } from '../../i18n/ui-text';
import { CitationList } from '../sandbox/Citation';
import { unitWords } from './play-words';
import type { PlayOutcome } from './play-ui';
import { ScoreBreakdown } from './ScoreBreakdown';

export interface EndScreenProps {
  readonly outcome: PlayOutcome;
  /** The whole game (or match) is over. */
  readonly over: boolean;
  /** "hand", "deal", "game". */
  readonly unit: string;
  /** "game", "match". */
  readonly tallyUnit: string;
  /** The reader's record, in words (once over), or why it cannot be kept. */
  readonly record: string | null;
  /** Who deals the next one, in words ("Ben deals the next hand"), when the match goes on, or the next match when the rules say. */
  readonly nextBy: string | null;
  readonly onNext: (() => void) | null;
  readonly onNewGame: () => void;
  readonly onReplay: () => void;
  readonly onCopyLink: () => void;
  readonly onExport: (() => void) | null;
  readonly onScoreSheet: (() => void) | null;
}

const TEXT = uiText({
  en: {
    isOver: (theUnit: string) => `${theUnit} is over`,
    over: (unit: string) => `${unit} over`,
    rules: 'Rules',
    replay: 'Replay step by step',
    share: 'Share as a link',
    exportIt: 'Export as a scenario',
    sheet: 'Add to the score sheet',
  },
  de: {
    isOver: (theUnit) => `${theUnit} ist vorbei`,
    over: (unit) => `${unit} vorbei`,
    rules: 'Regeln',
    replay: 'Schritt für Schritt nachspielen',
    share: 'Als Link teilen',
    exportIt: 'Als Szenario exportieren',
    sheet: 'Auf den Spielzettel',
  },
});

export function EndScreen(props: EndScreenProps) {
  const { outcome, over, record, nextBy } = props;
  const t = useUiText(TEXT);
  const locale = useLocale();
  const unit = unitWords(props.unit, locale);
  const tallyUnit = unitWords(props.tallyUnit, locale);
  return (
    <section class={`pv-end${over ? ' pv-end--over' : ''}`} aria-label={t.isOver(over ? tallyUnit.The : unit.The)} tabIndex={-1}>
      <p class="gs-ruling__kicker">{t.over(over ? tallyUnit.Noun : unit.Noun)}</p>
      <p class="pv-end__heading" data-testid="play-result">
        {outcome.heading}
      </p>
      {outcome.result && (
        <p class="pv-end__text">
          {outcome.result.text} <CitationList citations={outcome.result.citations} label={t.rules} />
        </p>
      )}
      {outcome.breakdowns.map((b) => (
        <ScoreBreakdown key={b.caption} breakdown={b} />
      ))}
      {outcome.match && (
        <p class={`pv-end__text pv-end__match${outcome.match.over ? ' pv-end__match--over' : ''}`} data-testid="play-match">
          {outcome.match.text} <CitationList citations={outcome.match.citations} label={t.rules} />
        </p>
      )}
      {nextBy && <p class="pv-end__text">{nextBy}</p>}
      {record && <p class="pv-end__text gs-muted">{record}</p>}
      <div class="pv-end__buttons">
        {props.onNext && !over && (
          <button type="button" class="gs-button pv-primary" onClick={props.onNext}>
            {unit.Next}
          </button>
        )}
        {(over || !props.onNext) && (
          <button type="button" class="gs-button pv-primary" onClick={props.onNewGame}>
            {tallyUnit.New}
          </button>
        )}
        <button type="button" class="gs-button" onClick={props.onReplay}>
          {t.replay}
        </button>
        <button type="button" class="gs-button" onClick={props.onCopyLink}>
          {t.share}
        </button>
        {props.onExport && (
          <button type="button" class="gs-button" onClick={props.onExport}>
            {t.exportIt}
          </button>
        )}
        {props.onScoreSheet && (
          <button type="button" class="gs-button" onClick={props.onScoreSheet}>
            {t.sheet}
          </button>
        )}
      </div>
    </section>
  );
}
