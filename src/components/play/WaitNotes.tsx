/**
 * Below the ruling when the table waits for the reader's decision rather
 * than a move: after an irregular action that stands (let the bots go on, or
 * undo it), when the reader may act out of turn first (SENS 6.1: let play go
 * on), or when nobody can act at all.
 */
import { uiText, useUiText } from '../../i18n/ui-text';
import type { Status } from './use-bot-game';

export interface WaitNotesProps {
  readonly status: Status;
  /** Whom the game waits for, when the reader may act first. */
  readonly waitingFor: string;
  readonly canPass: boolean;
  readonly onGoOn: () => void;
  readonly onUndo: () => void;
}

const TEXT = uiText({
  en: {
    paused: 'Read the ruling above: the rules say what follows from it. Then let the bots go on, use what the rules allow now (What could I do?), or undo it.',
    goOn: 'Let the bots go on',
    undo: 'Undo it',
    option: (who: string) => `The game waits for ${who}, but you may act first (see What could I do?).`,
    playOn: 'Let play go on',
    stuck: 'The bots have no move in this position and neither have you: undo your last move or start a new deal.',
  },
  de: {
    paused:
      'Lies die Entscheidung oben: Die Regeln sagen, was daraus folgt. Dann lass die Bots weitermachen, nutze, was die Regeln jetzt erlauben (Was kann ich tun?), oder nimm es zurück.',
    goOn: 'Bots weitermachen lassen',
    undo: 'Zurücknehmen',
    option: (who) => `Das Spiel wartet auf ${who}, aber du darfst zuerst handeln (siehe Was kann ich tun?).`,
    playOn: 'Weiterspielen lassen',
    stuck: 'Weder die Bots noch du haben in dieser Lage einen Zug: Nimm deinen letzten Zug zurück oder gib neu.',
  },
});

export function WaitNotes({ status, waitingFor, canPass, onGoOn, onUndo }: WaitNotesProps) {
  const t = useUiText(TEXT);
  if (status === 'paused') {
    return (
      <p class="pv-wait">
        <span>{t.paused}</span>{' '}
        <button type="button" class="gs-button pv-primary" onClick={onGoOn}>
          {t.goOn}
        </button>{' '}
        <button type="button" class="gs-button" onClick={onUndo}>
          {t.undo}
        </button>
      </p>
    );
  }
  if (status === 'option') {
    return (
      <p class="pv-wait">
        <span>{t.option(waitingFor)}</span>{' '}
        {canPass && (
          <button type="button" class="gs-button pv-primary" onClick={onGoOn}>
            {t.playOn}
          </button>
        )}
      </p>
    );
  }
  if (status === 'stuck') return <p class="gs-play__error">{t.stuck}</p>;
  return null;
}
