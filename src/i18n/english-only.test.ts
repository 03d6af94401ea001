import { describe, expect, it } from 'vitest';
import { englishOnlyPages } from './english-only';

describe('game pages with no German edition yet', () => {
  it('lists each tool page and coverage page until a German file takes its place', () => {
    const english = ['../pages/gress/sandbox.astro', '../pages/gress/learn/index.astro', '../pages/offline.astro', '../pages/og/x.astro', '../pages/sens/play.astro'];
    const german = ['../pages/de/gress/sandbox.astro', '../pages/de/[game]/r/index.astro'];
    expect(englishOnlyPages(english, german, ['gress', 'sens'])).toEqual([
      ['gress', 'learn'],
      ['sens', 'play'],
      ['gress', 'coverage'],
      ['sens', 'coverage'],
    ]);
  });

  it('a German page for every game ([game]) takes every game out', () => {
    expect(englishOnlyPages([], ['../pages/de/[game]/coverage.astro'], ['gress'])).toEqual([]);
  });
});
