/**
 * The end of a game on /gress/play/: who went out, the penalty count (9.4)
 * with where each player's points come from (breakdown.ts), and what to do
 * with the game (use-game-end.ts): the score sheet, the next game (the
 * dealer's left neighbour deals, 11.6), the replay, a link, a scenario file.
 */
import type { RealTimeTable } from '../../../../engine/gress/play/driver';
import { botLevelWords, GRESS_BOT_LEVELS } from '../../../../engine/gress/play/levels';
import { useLocale, useUiText } from '../../../i18n/ui-text';
import { PLAY_TEXT } from './play-text';
import { ScoreBreakdown } from '../../../components/play/ScoreBreakdown';
import { penaltyBreakdown } from './breakdown';
import type { PlaySettings } from './play-url';
import { READER_SEAT } from './play-url';
import { useGameEnd } from './use-game-end';

export interface GameEndProps {
  readonly table: RealTimeTable;
  readonly settings: PlaySettings;
  readonly onNext: () => void;
}

function headline(state: RealTimeTable['state'], t: (typeof PLAY_TEXT)['en']): string {
  if (state.winner === null) return t.noWinner;
  return state.winner === READER_SEAT ? t.youWin : t.wins(state.players[state.winner]);
}

export function GameEnd({ table, settings, onNext }: GameEndProps) {
  const state = table.state;
  const t = useUiText(PLAY_TEXT);
  const locale = useLocale();
  const breakdown = penaltyBreakdown(state, READER_SEAT, locale);
  const level = botLevelWords(GRESS_BOT_LEVELS.find((l) => l.id === settings.level)!, locale).label.toLowerCase();
  const end = useGameEnd(table, level, settings.seed);
  const nextDealer = state.players[(state.dealer + 1) % state.players.length];
  const { Replay } = end;
  return (
    <section class="gp-end" aria-labelledby="gp-end-title" tabIndex={-1}>
      <h2 id="gp-end-title" class="gp-end__title">
        {headline(state, t)}
      </h2>
      {breakdown && <ScoreBreakdown breakdown={breakdown} />}
      <div class="gp-end__actions">
        <button type="button" class="gs-button gp-end__sheet" onClick={end.toSheet}>
          {t.toSheet}
        </button>
        <button type="button" class="gs-button" onClick={onNext}>
          {t.nextGame(nextDealer)}
        </button>
        <button type="button" class="gs-button" aria-expanded={Replay ? 'true' : 'false'} onClick={end.toggleReplay}>
          {t.replay}
        </button>
        <button type="button" class="gs-button" onClick={end.share}>
          {t.copyLink}
        </button>
        <button type="button" class="gs-button" onClick={end.exportFile}>
          {t.saveScenario}
        </button>
      </div>
      <p class="gp-end__message" role="status">
        {end.message}
      </p>
      {end.link && (
        <label class="gp-field gp-end__link">
          <span>{t.linkToGame}</span>
          <input type="text" readOnly value={end.link} onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
        </label>
      )}
      {Replay && (
        <div class="gp-end__replay">
          <Replay table={table} />
        </div>
      )}
    </section>
  );
}
