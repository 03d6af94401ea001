import { describe, expect, test } from 'vitest';
import { ENGLISH_BADGE, englishOnlyLinks, toEnglish } from './edition-links';
import type { FocusEntry } from './focus-sidebar';

const link = (label: string, href: string, attrs: Record<string, unknown> = {}): FocusEntry => ({ type: 'link', label, href, isCurrent: false, badge: undefined, attrs });
const group = (label: string, entries: FocusEntry[]): FocusEntry => ({ type: 'group', label, entries, collapsed: false, badge: undefined });

describe("the German sidebar's links to English-only pages", () => {
  test('a tool marked hreflang="en" leads to the English page, badged EN and marked lang="en"', () => {
    const [out] = englishOnlyLinks([group('Gress', [link('7 Buben', '/de/gress/7-jacks/'), link('Sandkasten', '/de/gress/sandbox/', { hreflang: 'en' })])]);
    expect(out.type === 'group' && out.entries).toEqual([
      link('7 Buben', '/de/gress/7-jacks/'),
      { ...link('Sandkasten', '/gress/sandbox/', { hreflang: 'en', lang: 'en' }), badge: ENGLISH_BADGE },
    ]);
  });

  test('the English sidebar is left as it is, marked or not', () => {
    const english = [link('Sandbox', '/gress/sandbox/', { hreflang: 'en' }), link('7 Jacks', '/gress/7-jacks/')];
    expect(englishOnlyLinks(english)).toEqual(english);
  });

  test('under a sub-path base the base stays and only /de goes', () => {
    const [out] = englishOnlyLinks([link('Regelabdeckung', '/rulebook/de/gress/coverage/', { hreflang: 'en' })], '/rulebook/');
    expect(out).toMatchObject({ href: '/rulebook/gress/coverage/', badge: ENGLISH_BADGE });
  });
});

describe("a page's Previous and Next links", () => {
  test('a German page next to a tool links the English tool, as the sidebar does', () => {
    const next = { type: 'link', label: 'Lektionen', href: '/de/gress/learn/', isCurrent: false, badge: undefined, attrs: { hreflang: 'en' } } as const;
    expect(toEnglish(next)).toMatchObject({ href: '/gress/learn/', attrs: { hreflang: 'en', lang: 'en' } });
    const page = { ...next, href: '/de/gress/1-cards/', attrs: {} };
    expect(toEnglish(page)).toBe(page);
  });
});
