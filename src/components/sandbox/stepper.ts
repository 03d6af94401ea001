/**
 * Stepping through frames, as pure functions so keyboard and buttons share one
 * rule set and it can be tested without a DOM.
 */

export function clampStep(index: number, frameCount: number): number {
  const last = Math.max(0, frameCount - 1);
  if (!Number.isFinite(index)) return 0;
  return Math.min(last, Math.max(0, Math.trunc(index)));
}

export type StepCommand = 'first' | 'back' | 'forward' | 'last';

export function applyCommand(command: StepCommand, index: number, frameCount: number): number {
  switch (command) {
    case 'first':
      return 0;
    case 'back':
      return clampStep(index - 1, frameCount);
    case 'forward':
      return clampStep(index + 1, frameCount);
    case 'last':
      return clampStep(frameCount - 1, frameCount);
  }
}

/** The sandbox's keyboard shortcuts; null for keys it leaves alone. */
export function commandForKey(key: string): StepCommand | null {
  switch (key) {
    case 'ArrowLeft':
      return 'back';
    case 'ArrowRight':
      return 'forward';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}
