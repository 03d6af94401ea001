/**
 * The end of a game on /gress/play/: the penalty count (9.4), and what to do
 * with the game: put it on the score sheet (the sheet enters it and says who
 * deals next, 11.6), deal the next game (the dealer's left neighbour deals,
 * 11.6), replay it step by step, share it as a link, or save it as a scenario.
 */
import type { ComponentType } from 'preact';
import { useState } from 'preact/hooks';
import type { RealTimeTable } from '../../../../engine/gress/play/driver';
import { GRESS_BOT_LEVELS } from '../../../../engine/gress/play/levels';
import { PENDING_KEY, pendingFromGame, serialisePending } from '../score-sheet/pending-game';
import { ScoreTable } from '../Table';
import { scoreView } from '../view-model';
import type { PlaySettings } from './play-url';
import { withBase } from '../../../base-path';

export interface GameEndProps {
  readonly table: RealTimeTable;
  readonly settings: PlaySettings;
  readonly onNext: () => void;
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/yaml;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function GameEnd({ table, settings, onNext }: GameEndProps) {
  const state = table.state;
  const scores = scoreView(state);
  const [message, setMessage] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [Replay, setReplay] = useState<ComponentType<{ table: RealTimeTable }> | null>(null);
  const level = GRESS_BOT_LEVELS.find((l) => l.id === settings.level)!.label.toLowerCase();
  const nextDealer = state.players[(state.dealer + 1) % state.players.length];

  const toSheet = () => {
    const pending = pendingFromGame(state, `against ${level} bots (seed ${settings.seed})`);
    if (!pending.ok) return setMessage(pending.error);
    try {
      window.localStorage.setItem(PENDING_KEY, serialisePending(pending.pending));
    } catch (e) {
      return setMessage(`This browser does not let the page hand the game to the score sheet (${(e as Error).message}).`);
    }
    window.location.assign(withBase('/gress/score-sheet/'));
  };

  const share = async () => {
    try {
      const { sandboxLink } = await import('./game-files');
      const url = new URL(sandboxLink(table), window.location.href).href;
      setLink(url);
      const copied = await navigator.clipboard?.writeText(url).then(() => true, () => false);
      setMessage(copied ? 'The link is copied: it opens this game in the sandbox, step by step.' : 'Copy the link below: it opens this game in the sandbox, step by step.');
    } catch {
      setMessage('The link could not be made; check the connection and try again.');
    }
  };

  const exportFile = async () => {
    try {
      const { scenarioFile } = await import('./game-files');
      const made = scenarioFile(table, level);
      if (!made.ok) return setMessage(`The game cannot be written as a scenario: ${made.error}`);
      download(made.file, made.text);
      setMessage(`Saved as ${made.file}.`);
    } catch {
      setMessage('The scenario could not be made; check the connection and try again.');
    }
  };

  const replay = async () => {
    if (Replay) return setReplay(null);
    try {
      const m = await import('./Replay');
      setReplay(() => m.Replay);
    } catch {
      setMessage('The replay could not be loaded; check the connection and try again.');
    }
  };

  return (
    <section class="gp-end" aria-labelledby="gp-end-title">
      <h2 id="gp-end-title" class="gp-end__title">
        {state.winner === null ? 'The game is over, without a winner' : state.winner === 0 ? 'You went out: you win' : `${state.players[state.winner]} went out and wins`}
      </h2>
      {scores && <ScoreTable scores={scores} />}
      <div class="gp-end__actions">
        <button type="button" class="gs-button gp-end__sheet" onClick={toSheet}>
          Add to the score sheet
        </button>
        <button type="button" class="gs-button" onClick={onNext}>
          Next game ({nextDealer} deals)
        </button>
        <button type="button" class="gs-button" aria-expanded={Replay ? 'true' : 'false'} onClick={replay}>
          Replay step by step
        </button>
        <button type="button" class="gs-button" onClick={share}>
          Copy a link to this game
        </button>
        <button type="button" class="gs-button" onClick={exportFile}>
          Save as a scenario
        </button>
      </div>
      <p class="gp-end__message" role="status">
        {message}
      </p>
      {link && (
        <label class="gp-field gp-end__link">
          <span>Link to this game</span>
          <input type="text" readOnly value={link} onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
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
