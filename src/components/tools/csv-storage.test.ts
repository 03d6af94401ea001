/** The storage helpers say in the page's language what the browser refused (the browser's reason kept as it gave it). */
import { afterEach, describe, expect, test } from 'vitest';
import { readStorage, writeStorage } from './csv';

const refusing = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('quota');
  },
  removeItem: () => {},
};

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('a browser that refuses storage', () => {
  test('reading: said in English by default and in German on a German page', () => {
    (globalThis as { window?: unknown }).window = { localStorage: refusing };
    expect(readStorage('k')).toEqual({ raw: null, error: 'This browser does not let the page read its saved data (denied).' });
    expect(readStorage('k', 'de')).toEqual({ raw: null, error: 'Dieser Browser lässt die Seite ihre gespeicherten Daten nicht lesen (denied).' });
  });
  test('writing: the page keeps everything while open, in either language', () => {
    (globalThis as { window?: unknown }).window = { localStorage: refusing };
    expect(writeStorage('k', 'v')).toBe('Could not save in this browser (quota); everything is kept while this page stays open.');
    expect(writeStorage('k', 'v', 'de')).toBe('Speichern in diesem Browser ging nicht (quota); solange die Seite offen bleibt, geht nichts verloren.');
    expect(writeStorage('k', null, 'de')).toBeNull();
  });
});
