/**
 * First / Back / Forward / Last (and Link). Real buttons, disabled at the
 * ends; the word is the accessible name (aria-label, so a narrow screen may
 * show the icon alone), and aria-keyshortcuts advertises the keys the sandbox
 * listens to.
 */
import { uiText, useUiText } from '../../i18n/ui-text';
import type { StepCommand } from './stepper';

/** The controls' words: the step buttons (by command), the group and the Link button. */
export const CONTROLS_TEXT = uiText({
  en: { first: 'First', back: 'Back', forward: 'Forward', last: 'Last', group: 'Step through the example', link: 'Link', linkTitle: 'Copy a link to this example at this step' },
  de: { first: 'Anfang', back: 'Zurück', forward: 'Weiter', last: 'Ende', group: 'Das Beispiel Schritt für Schritt', link: 'Link', linkTitle: 'Einen Link zu diesem Beispiel bei diesem Schritt kopieren' },
});

export interface ControlsProps {
  index: number;
  frameCount: number;
  counter: string;
  onCommand: (command: StepCommand, event: Event) => void;
  /** Copies a link to the example at the step shown; no Link button without it. */
  onCopyLink?: () => void;
}

export interface ButtonSpec {
  command: StepCommand;
  text: string;
  /** Icon path in a 16 x 16 box; drawn, because ⏮ ⏭ are missing from many system fonts. */
  icon: string;
  keys: string;
}

export const BUTTONS: readonly ButtonSpec[] = [
  { command: 'first', text: 'First', icon: 'M3 3h2v10H3zM13 3v10L6 8z', keys: 'Home' },
  { command: 'back', text: 'Back', icon: 'M12 3v10L5 8z', keys: 'ArrowLeft' },
  { command: 'forward', text: 'Forward', icon: 'M4 3v10l7-5z', keys: 'ArrowRight' },
  { command: 'last', text: 'Last', icon: 'M3 3v10l7-5zM11 3h2v10h-2z', keys: 'End' },
];

/** Whether a control does nothing at this index (so it is shown disabled). */
export function isDisabled(command: StepCommand, index: number, frameCount: number): boolean {
  const last = Math.max(0, frameCount - 1);
  return command === 'first' || command === 'back' ? index <= 0 : index >= last;
}

export function Controls({ index, frameCount, counter, onCommand, onCopyLink }: ControlsProps) {
  const t = useUiText(CONTROLS_TEXT);
  return (
    <div class="gs-controls" role="group" aria-label={t.group}>
      <div class="gs-controls__buttons">
        {BUTTONS.map((b) => (
          <button
            key={b.command}
            type="button"
            class={`gs-button gs-button--${b.command}`}
            data-command={b.command}
            disabled={isDisabled(b.command, index, frameCount)}
            aria-keyshortcuts={b.keys}
            aria-label={t[b.command]}
            onClick={(e) => onCommand(b.command, e)}
          >
            <svg class="gs-button__icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
              <path d={b.icon} fill="currentColor" />
            </svg>
            <span>{t[b.command]}</span>
          </button>
        ))}
        {onCopyLink && (
          <button type="button" class="gs-button gs-button--link" onClick={onCopyLink} aria-label={t.link} title={t.linkTitle}>
            <svg class="gs-button__icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
              <path d="M6.5 9.5l3-3M7 4.5l1.2-1.2a2.5 2.5 0 013.5 3.5L10.5 8M9 11.5l-1.2 1.2a2.5 2.5 0 01-3.5-3.5L5.5 8" stroke="currentColor" stroke-width="1.6" fill="none" />
            </svg>
            <span>{t.link}</span>
          </button>
        )}
      </div>
      <p class="gs-counter">{counter}</p>
    </div>
  );
}
