/**
 * Stepping through an example's frames: the step shown, the four commands
 * and their keys (stepper.ts), for the buttons and the keyboard alike.
 */
import type { RefObject } from 'preact';
import { useState } from 'preact/hooks';
import { isDisabled } from './Controls';
import { applyCommand, clampStep, commandForKey, type StepCommand } from './stepper';

export interface Stepper {
  readonly index: number;
  /** Show step `next` (clamped to the frames). */
  readonly go: (next: number) => void;
  readonly command: (cmd: StepCommand) => void;
  /** ArrowLeft / ArrowRight step, Home / End jump, with focus anywhere in the sandbox. */
  readonly onKeyDown: (e: KeyboardEvent) => void;
}

/** `active`: false while the sandbox is in play mode, when the keys belong to the table. */
export function useStepper(frameCount: number, initial: number, rootRef: RefObject<HTMLElement>, active: boolean): Stepper {
  const [raw, setIndex] = useState(() => clampStep(initial, frameCount));
  const index = clampStep(raw, frameCount);
  const go = (next: number) => setIndex(clampStep(next, frameCount));

  /** A button that becomes disabled would drop focus to the page body (and the arrow keys with it), so focus moves to the sandbox. */
  const command = (cmd: StepCommand) => {
    const next = applyCommand(cmd, index, frameCount);
    go(next);
    const active = typeof document === 'undefined' ? null : document.activeElement;
    const root = rootRef.current;
    if (root && active instanceof HTMLButtonElement && root.contains(active)) {
      const cmdOfActive = active.dataset.command as StepCommand | undefined;
      if (cmdOfActive && isDisabled(cmdOfActive, next, frameCount)) root.focus({ preventScroll: true });
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.defaultPrevented || !active) return;
    const cmd = commandForKey(e.key);
    if (!cmd) return;
    e.preventDefault();
    command(cmd);
  };

  return { index, go, command, onKeyDown };
}
