import { describe, expect, it } from 'vitest';
import { isDisabled } from './Controls';
import { applyCommand, clampStep, commandForKey } from './stepper';

describe('stepper', () => {
  it('clamps to the frames', () => {
    expect(clampStep(-1, 4)).toBe(0);
    expect(clampStep(7, 4)).toBe(3);
    expect(clampStep(2.7, 4)).toBe(2);
    expect(clampStep(Number.NaN, 4)).toBe(0);
    expect(clampStep(3, 0)).toBe(0);
  });

  it('steps and jumps without leaving the range', () => {
    expect(applyCommand('forward', 0, 4)).toBe(1);
    expect(applyCommand('forward', 3, 4)).toBe(3);
    expect(applyCommand('back', 0, 4)).toBe(0);
    expect(applyCommand('back', 2, 4)).toBe(1);
    expect(applyCommand('first', 2, 4)).toBe(0);
    expect(applyCommand('last', 0, 4)).toBe(3);
  });

  it('maps the keyboard shortcuts', () => {
    expect(commandForKey('ArrowLeft')).toBe('back');
    expect(commandForKey('ArrowRight')).toBe('forward');
    expect(commandForKey('Home')).toBe('first');
    expect(commandForKey('End')).toBe('last');
    expect(commandForKey('ArrowUp')).toBeNull();
    expect(commandForKey('a')).toBeNull();
  });

  it('disables the controls that would do nothing', () => {
    expect(isDisabled('first', 0, 4)).toBe(true);
    expect(isDisabled('back', 0, 4)).toBe(true);
    expect(isDisabled('forward', 0, 4)).toBe(false);
    expect(isDisabled('last', 3, 4)).toBe(true);
    expect(isDisabled('forward', 0, 1)).toBe(true);
  });
});
