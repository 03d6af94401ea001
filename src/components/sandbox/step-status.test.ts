import { describe, expect, test } from 'vitest';
import { shownClassification } from './StepBar';
import type { StepView } from './step-view';

const step = (classification: string | null, lawful: boolean | null): StepView => ({
  index: 1,
  action: 'Ana play AE',
  label: null,
  says: null,
  classification,
  lawful,
  summary: null,
  citations: [],
  pending: [],
});

describe('the classification beside the verdict', () => {
  test('is left out when it only repeats a lawful verdict ("lawful ✓ lawful")', () => {
    expect(shownClassification(step('lawful', true), 'lawful')).toBeNull();
    expect(shownClassification(step('regelgerecht', true), 'regelgerecht')).toBeNull();
  });

  test('is shown when it says what kind of play it was, or the play was not lawful', () => {
    expect(shownClassification(step('throw', true), 'lawful')).toBe('throw');
    expect(shownClassification(step('foul', false), 'lawful')).toBe('foul');
    // A game that classified a refused play "lawful" would still show it beside "✕ not lawful".
    expect(shownClassification(step('lawful', false), 'lawful')).toBe('lawful');
    expect(shownClassification(step(null, true), 'lawful')).toBeNull();
  });
});
