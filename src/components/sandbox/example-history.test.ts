import { describe, expect, test } from 'vitest';
import { entryOf, HISTORY_KEY, hashOfEntry, linkedViewOf, sameEntry, withEntry, type ExampleEntry } from './example-history';
import { encodeView, readPageHash } from './play-hash';
import { restoreOf } from './WakingSandbox';

const A = 'scenario-4-11-anyone-may-throw';
const B = 'scenario-4-12-take-debts';
const step = (n: number): ExampleEntry => ({ kind: 'step', step: n });
const play = (link: string | null, extra: Partial<Extract<ExampleEntry, { kind: 'play' }>> = {}): ExampleEntry => ({ kind: 'play', from: 2, link, view: null, ...extra });

describe("an example's state in the browser's history", () => {
  test('each example keeps its own entry, and whatever else the page keeps there stays', () => {
    let state: unknown = { scroll: 120 };
    state = withEntry(state, A, step(2));
    state = withEntry(state, B, play('gress.1.a.b.c', { bots: [1] }));
    expect(entryOf(state, A)).toEqual(step(2));
    expect(entryOf(state, B)).toEqual(play('gress.1.a.b.c', { bots: [1] }));
    expect((state as { scroll: number }).scroll).toBe(120);
    state = withEntry(state, A, step(3));
    expect(entryOf(state, A)).toEqual(step(3));
    expect(entryOf(state, B)).toEqual(play('gress.1.a.b.c', { bots: [1] }));
  });

  test('what another version or anything else left there reads as nothing, never as a wrong step', () => {
    for (const state of [null, undefined, 7, 'x', {}, { [HISTORY_KEY]: 3 }, { [HISTORY_KEY]: { [A]: 'step' } }, { [HISTORY_KEY]: { [A]: { kind: 'step', step: -1 } } }, { [HISTORY_KEY]: { [A]: { kind: 'step', step: 1.5 } } }, { [HISTORY_KEY]: { [A]: { kind: 'play', from: 0, link: 5 } } }, { [HISTORY_KEY]: { [A]: { kind: 'fly' } } }]) {
      expect(entryOf(state, A), JSON.stringify(state)).toBeNull();
    }
    // A view that is no list of lines is dropped; the game stays.
    expect(entryOf({ [HISTORY_KEY]: { [A]: { kind: 'play', from: 1, link: 'g', view: 'oops' } } }, A)).toEqual({ kind: 'play', from: 1, link: 'g', view: null });
  });

  test('the address shows the step, or the game with its position in words', () => {
    expect(hashOfEntry(A, step(0))).toBe(`#${A}`);
    expect(hashOfEntry(A, step(2))).toBe(`#${A}/step-2`);
    expect(hashOfEntry(A, play('gress.1.a.b.c'))).toBe(`#${A}/play=gress.1.a.b.c`);
    const withView = hashOfEntry(A, play('gress.1.a.b.c', { view: ['Ana (to move): 9♠'] }));
    expect(readPageHash(withView!)).toEqual({ anchor: A, step: null, play: 'gress.1.a.b.c', view: ['Ana (to move): 9♠'] });
    // Taken over, the engine not loaded yet: the address shows the step it was taken over at.
    expect(hashOfEntry(A, play(null))).toBe(`#${A}/step-2`);
    // The standalone page: the bare form, or the address as it is.
    expect(hashOfEntry(null, play('gress.1.a.b.c'))).toBe('#play=gress.1.a.b.c');
    expect(hashOfEntry(null, play(null))).toBeNull();
  });

  test('two entries are the same when they show the same thing', () => {
    expect(sameEntry(step(2), step(2))).toBe(true);
    expect(sameEntry(step(2), step(3))).toBe(false);
    expect(sameEntry(step(2), play('g'))).toBe(false);
    expect(sameEntry(play('g', { view: ['x'] }), play('g'))).toBe(true);
    expect(sameEntry(play('g', { bots: [1] }), play('g'))).toBe(false);
    expect(sameEntry(null, step(0))).toBe(false);
    expect(sameEntry(null, null)).toBe(true);
  });
});

describe('what a woken example shows', () => {
  const saved = withEntry(withEntry({}, A, step(3)), B, play('gress.1.b', { view: ['Ben: K♥'] }));

  test('the address first when it points into the example; history for the others', () => {
    expect(restoreOf(`#${A}/step-1`, saved, A, true)).toEqual({ entry: step(1), fromLink: false });
    expect(restoreOf(`#${A}/step-1`, saved, B, false)).toEqual({ entry: play('gress.1.b', { view: ['Ben: K♥'] }), fromLink: false });
    expect(restoreOf('', saved, A, true)).toEqual({ entry: step(3), fromLink: false });
    expect(restoreOf('', {}, A, true)).toEqual({ entry: null, fromLink: false });
  });

  test('a shared link opens as a game from a link; the same link brought back by history is this reader\'s own game', () => {
    expect(restoreOf(`#${A}/play=gress.1.x`, saved, A, true)).toEqual({ entry: { kind: 'play', from: 0, link: 'gress.1.x', view: null }, fromLink: true });
    expect(restoreOf(`#${B}/play=gress.1.b`, saved, B, false)).toEqual({ entry: play('gress.1.b', { view: ['Ben: K♥'] }), fromLink: false });
    // A bare #play= link opens in the first example of the page only.
    expect(restoreOf('#play=gress.1.x', {}, A, true).entry).toEqual({ kind: 'play', from: 0, link: 'gress.1.x', view: null });
    expect(restoreOf('#play=gress.1.x', {}, B, false).entry).toBeNull();
  });

  test('the position drawn before waking: the link\'s own, or the one history kept', () => {
    expect(linkedViewOf(readPageHash(`#${A}/play=gress.1.x/view=${encodeView(['Ana: 9♠'])}`), saved, A)).toEqual(['Ana: 9♠']);
    expect(linkedViewOf(readPageHash(`#${A}/play=gress.1.x`), saved, A)).toBeNull();
    expect(linkedViewOf(readPageHash(`#${A}/step-2`), saved, B)).toEqual(['Ben: K♥']);
    expect(linkedViewOf(readPageHash(`#${B}/step-2`), saved, B)).toBeNull();
    expect(linkedViewOf(null, saved, A)).toBeNull();
  });
});
