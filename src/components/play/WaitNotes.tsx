/**
 * Below the ruling when the table waits for the reader's decision rather
 * than a move: after an irregular action that stands (let the bots go on, or
 * undo it), when the reader may act out of turn first (SENS 6.1: let play go
 * on), or when nobody can act at all.
 */
import type { Status } from './use-bot-game';

export interface WaitNotesProps {
  readonly status: Status;
  /** Whom the game waits for, when the reader may act first. */
  readonly waitingFor: string;
  readonly canPass: boolean;
  readonly onGoOn: () => void;
  readonly onUndo: () => void;
}

export function WaitNotes({ status, waitingFor, canPass, onGoOn, onUndo }: WaitNotesProps) {
  if (status === 'paused') {
    return (
      <p class="pv-wait">
        <span>Read the ruling above: the rules say what follows from it. Then let the bots go on, use what the rules allow now (What could I do?), or undo it.</span>{' '}
        <button type="button" class="gs-button pv-primary" onClick={onGoOn}>
          Let the bots go on
        </button>{' '}
        <button type="button" class="gs-button" onClick={onUndo}>
          Undo it
        </button>
      </p>
    );
  }
  if (status === 'option') {
    return (
      <p class="pv-wait">
        <span>The game waits for {waitingFor}, but you may act first (see What could I do?).</span>{' '}
        {canPass && (
          <button type="button" class="gs-button pv-primary" onClick={onGoOn}>
            Let play go on
          </button>
        )}
      </p>
    );
  }
  if (status === 'stuck') return <p class="gs-play__error">The bots have no move in this position and neither have you: undo your last move or start a new deal.</p>;
  return null;
}
