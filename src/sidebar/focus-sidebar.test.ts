import { describe, expect, test } from 'vitest';
import { focusSidebar, type FocusEntry } from './focus-sidebar';

const link = (label: string, href: string, isCurrent = false): FocusEntry => ({ type: 'link', label, href, isCurrent, badge: undefined, attrs: {} });
const group = (label: string, entries: FocusEntry[]): FocusEntry => ({ type: 'group', label, entries, collapsed: false, badge: undefined });

const SIDEBAR: FocusEntry[] = [
  group('Gress', [link('0 The game at a glance', '/gress/0-overview/'), link('4 Moves and throws', '/gress/4-moves-and-throws/'), link('Sandbox', '/gress/sandbox/')]),
  group('Gin Rummy', [link('0 Overview', '/gin-rummy/0-overview/'), link('Score sheet', '/gin-rummy/score-sheet/')]),
];

describe('the sidebar of a page', () => {
  test("on a Gress page: Gress in full, Gin Rummy as one link to its first page", () => {
    const out = focusSidebar(SIDEBAR, '/gress/4-moves-and-throws/');
    expect(out[0]).toBe(SIDEBAR[0]);
    expect(out[1]).toEqual(link('Gin Rummy', '/gin-rummy/0-overview/'));
  });

  test("a game's own tool pages and permalinks keep its group", () => {
    expect(focusSidebar(SIDEBAR, '/gin-rummy/score-sheet/')[1]).toBe(SIDEBAR[1]);
    expect(focusSidebar(SIDEBAR, '/gin-rummy/r/')[0]).toEqual(link('Gress', '/gress/0-overview/'));
  });

  test('outside any game (the home page) every game is one link', () => {
    expect(focusSidebar(SIDEBAR, '/')).toEqual([link('Gress', '/gress/0-overview/'), link('Gin Rummy', '/gin-rummy/0-overview/')]);
  });

  test('a top-level link and an empty group are left as they are', () => {
    const top = link('Home', '/');
    const empty = group('Nothing yet', []);
    expect(focusSidebar([top, empty], '/gress/')).toEqual([top, empty]);
  });

  test('under a sub-path base, the game is read after the base (pages and links both carry it)', () => {
    const under = (entries: FocusEntry[]): FocusEntry[] =>
      entries.map((e) => (e.type === 'link' ? { ...e, href: `/rulebook${e.href}` } : { ...e, entries: under(e.entries) }));
    const sidebar = under(SIDEBAR);
    const out = focusSidebar(sidebar, '/rulebook/gress/4-moves-and-throws/', '/rulebook/');
    expect(out[0]).toBe(sidebar[0]);
    expect(out[1]).toEqual(link('Gin Rummy', '/rulebook/gin-rummy/0-overview/'));
    expect(focusSidebar(sidebar, '/rulebook/', '/rulebook/')).toEqual([link('Gress', '/rulebook/gress/0-overview/'), link('Gin Rummy', '/rulebook/gin-rummy/0-overview/')]);
  });
});

describe('the sidebar of a German page (issue 27)', () => {
  const GERMAN: FocusEntry[] = [
    group('Gress', [link('0 Das Spiel auf einen Blick', '/de/gress/0-overview/'), link('Sandkasten', '/gress/sandbox/')]),
    group('Gin Rummy', [link('0 Überblick', '/de/gin-rummy/0-overview/')]),
  ];

  test('a page under /de/<game>/ keeps its game in full, the others one link each', () => {
    const out = focusSidebar(GERMAN, '/de/gress/7-jacks/');
    expect(out[0]).toBe(GERMAN[0]);
    expect(out[1]).toEqual(link('Gin Rummy', '/de/gin-rummy/0-overview/'));
  });

  test('the German home page lists every game as one link', () => {
    expect(focusSidebar(GERMAN, '/de/').every((e) => e.type === 'link')).toBe(true);
  });
});
