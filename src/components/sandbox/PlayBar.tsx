/**
 * Play mode's bar, sticky like the step bar (shell.css): how many actions
 * the game has, the status of the latest one, "Back to the example" and
 * "Copy link". Also drawn, disabled, while play mode loads (PlayLoading),
 * so nothing moves when it arrives.
 */
import type { Ref } from 'preact';
import { pluralForm, type Locale } from '../../../engine/core/messages';
import { uiText, useUiText } from '../../i18n/ui-text';
import { StepStatus } from './StepBar';
import type { StepView } from './step-view';

/** Play mode's words (PlayBar, PlayLoading, PlayShell). */
export const PLAY_TEXT = uiText({
  en: {
    group: 'Your game',
    actFor: 'Act for any player',
    leave: 'Back to the example',
    copy: 'Copy link',
    loading: 'Loading the rules engine…',
    noGame: 'No game',
    yourGame: 'Your game: act for any player',
    judged: '; the rules judge every action, lawful or not',
    undo: 'Undo',
    hint: 'Undo, or click an earlier step to go back to it; the next action you take replaces the steps after it.',
    restored: 'Restored from a link: the game as it was shared.',
    shellFailed: 'Play mode could not be loaded; check the connection and reload the page.',
    takenOver: 'Taken over: act for any player.',
    noTable: 'No table to show.',
    copied: 'Link copied to the clipboard: ',
    copyThis: 'Copy this link: ',
    yaml: 'Scenario file (YAML):',
  },
  de: {
    group: 'Dein Spiel',
    actFor: 'Handle für jeden Spieler',
    leave: 'Zurück zum Beispiel',
    copy: 'Link kopieren',
    loading: 'Die Regel-Engine wird geladen …',
    noGame: 'Kein Spiel',
    yourGame: 'Dein Spiel: Du handelst für jeden Spieler',
    judged: '; die Regeln beurteilen jede Aktion, ob regelgerecht oder nicht',
    undo: 'Rückgängig',
    hint: 'Nimm mit „Rückgängig“ zurück oder klick auf einen früheren Schritt, um dorthin zurückzugehen; deine nächste Aktion ersetzt die Schritte danach.',
    restored: 'Aus einem Link wiederhergestellt: das Spiel, wie es geteilt wurde.',
    shellFailed: 'Der Spielmodus ließ sich nicht laden; prüfe die Verbindung und lade die Seite neu.',
    takenOver: 'Übernommen: Du handelst für jeden Spieler.',
    noTable: 'Kein Tisch zum Zeigen.',
    copied: 'Link in die Zwischenablage kopiert: ',
    copyThis: 'Kopiere diesen Link: ',
    yaml: 'Szenario-Datei (YAML):',
  },
});

export interface PlayBarProps {
  /** "Playing: 3 actions", "Loading the rules engine…", "No game". */
  readonly counter: string;
  /** The step shown (null before the game has loaded). */
  readonly step: StepView | null;
  /** Present where there is an example to go back to. */
  readonly onLeave?: () => void;
  /** Absent while there is no game to link to. */
  readonly onCopyLink?: () => void;
  readonly counterRef?: Ref<HTMLParagraphElement>;
}

/** "Playing: 1 action". */
export function playingCount(at: number, locale: Locale = 'en'): string {
  if (locale === 'de') return `Gespielt: ${at} ${pluralForm(locale, at, { one: 'Aktion', other: 'Aktionen' })}`;
  return `Playing: ${at} ${at === 1 ? 'action' : 'actions'}`;
}

export function PlayBar({ counter, step, onLeave, onCopyLink, counterRef }: PlayBarProps) {
  const t = useUiText(PLAY_TEXT);
  return (
    <div class="gs-controls gs-stepbar gs-playbar" role="group" aria-label={t.group}>
      <div class="gs-stepbar__where">
        <p class="gs-counter" tabIndex={-1} ref={counterRef}>
          {counter}
        </p>
        <StepStatus step={step} start={t.actFor} />
      </div>
      <div class="gs-stepbar__end">
        {onLeave && (
          <button type="button" class="gs-button" onClick={onLeave}>
            {t.leave}
          </button>
        )}
        <button type="button" class="gs-button" disabled={!onCopyLink} onClick={onCopyLink}>
          {t.copy}
        </button>
      </div>
    </div>
  );
}

/** The ruling panel before the first action of the reader's game. */
export function StartRuling() {
  const t = useUiText(PLAY_TEXT);
  return (
    <div class="gs-ruling gs-ruling--start gs-ruling--compact">
      <p class="gs-ruling__summary">
        {t.yourGame}
        <span class="gs-ruling__more">{t.judged}</span>.
      </p>
    </div>
  );
}
