/**
 * The end of a hand (a deal, a game) against the bots, the same for every
 * game: who won and the points with the paragraphs behind them, where each
 * player's points come from (ScoreBreakdown.tsx), the match
 * so far or its end, the reader's record in this browser once a whole game
 * is over, and what to do next: the next hand (dealt by whoever deals it),
 * a new game, the replay step by step, a share link, a scenario file (when
 * the game can write one) and the hand-off to the game's score sheet.
 */
import { CitationList } from '../sandbox/Citation';
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

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function EndScreen(props: EndScreenProps) {
  const { outcome, over, unit, tallyUnit, record, nextBy } = props;
  return (
    <section class={`pv-end${over ? ' pv-end--over' : ''}`} aria-label={over ? `The ${tallyUnit} is over` : `The ${unit} is over`} tabIndex={-1}>
      <p class="gs-ruling__kicker">{over ? `${capital(tallyUnit)} over` : `${capital(unit)} over`}</p>
      <p class="pv-end__heading" data-testid="play-result">
        {outcome.heading}
      </p>
      {outcome.result && (
        <p class="pv-end__text">
          {outcome.result.text} <CitationList citations={outcome.result.citations} label="Rules" />
        </p>
      )}
      {outcome.breakdowns.map((b) => (
        <ScoreBreakdown key={b.caption} breakdown={b} />
      ))}
      {outcome.match && (
        <p class={`pv-end__text pv-end__match${outcome.match.over ? ' pv-end__match--over' : ''}`} data-testid="play-match">
          {outcome.match.text} <CitationList citations={outcome.match.citations} label="Rules" />
        </p>
      )}
      {nextBy && <p class="pv-end__text">{nextBy}</p>}
      {record && <p class="pv-end__text gs-muted">{record}</p>}
      <div class="pv-end__buttons">
        {props.onNext && !over && (
          <button type="button" class="gs-button pv-primary" onClick={props.onNext}>
            Next {unit}
          </button>
        )}
        {(over || !props.onNext) && (
          <button type="button" class="gs-button pv-primary" onClick={props.onNewGame}>
            New {tallyUnit}
          </button>
        )}
        <button type="button" class="gs-button" onClick={props.onReplay}>
          Replay step by step
        </button>
        <button type="button" class="gs-button" onClick={props.onCopyLink}>
          Share as a link
        </button>
        {props.onExport && (
          <button type="button" class="gs-button" onClick={props.onExport}>
            Export as a scenario
          </button>
        )}
        {props.onScoreSheet && (
          <button type="button" class="gs-button" onClick={props.onScoreSheet}>
            Add to the score sheet
          </button>
        )}
      </div>
    </section>
  );
}
