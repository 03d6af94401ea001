/**
 * Issue 27, the last English words on German pages: at 375 x 812 (touch) and 1280 x 800.
 * - Every German tool page links only into the German edition: its rules, sandbox and score-sheet
 *   links (a[href] in the page's main part) after it has drawn, and the Gin Rummy desk's after a
 *   table with two actions has been ruled on (its paragraph numbers, "open in the sandbox").
 * - The desk names the actions in German; a linked game's poster is labelled in German before any
 *   code runs; the lesson lists and the tournament's unreadable-save notice are German.
 * axe: no serious or critical finding on any of these pages.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ginRummy } from '../../engine/gin-rummy/index';
import type { GinAction, GinState } from '../../engine/gin-rummy/types';
import { deskHash } from '../../src/components/desk/desk-link';
import { encodeView } from '../../src/components/sandbox/play-hash';
import { siteUrl } from './browser';
import { SCREENS } from './one-screen';
import { browserPerFile, pageAtScreen, screenOptions } from './screen-page';
import { axeBlocking } from './tool-checks';

const POLL = { timeout: 20_000 };
const TOOLS: Readonly<Record<string, readonly string[]>> = {
  'gin-rummy': ['calculator', 'desk', 'learn', 'play', 'reference', 'sandbox', 'score-sheet', 'tournament'],
  gress: ['desk', 'learn', 'play', 'reference', 'sandbox', 'score-sheet'],
  sens: ['calculator', 'desk', 'learn', 'play', 'reference', 'sandbox', 'score-sheet'],
  'the-game': ['desk', 'learn', 'play', 'reference', 'sandbox'],
};
const PAGES = Object.entries(TOOLS).flatMap(([game, tools]) => tools.map((tool) => `/de/${game}/${tool}/`));

/** A page of the English edition: a site path that is neither German nor a file (assets, JSON, the search index). */
const english = (href: string) => href.startsWith('/') && !href.startsWith('/de/') && href !== '/de' && !/^\/(_astro|pagefind)\/|\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0]);

/** Every link in the page's main part that leads into the English edition. */
const englishLinks = (page: Page, root = 'main') =>
  page.locator(root).evaluate((el) => [...el.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? '')).then((all) => all.filter(english));

/** A Gin Rummy table dealt with seed 7 and its first two lawful actions, as the desk's link carries them. */
function ginTable(): string {
  const dealt = ginRummy.deal(['Ana', 'Ben'], 7);
  if (!dealt.ok) throw new Error(dealt.error);
  let state: GinState = dealt.value;
  const actions: GinAction[] = [];
  for (let i = 0; i < 2; i++) {
    const action = [0, 1].map((seat) => ginRummy.lawfulActions(state, seat)[0]).find((a) => a !== undefined);
    if (!action) throw new Error('nobody may act on the dealt table');
    actions.push(action);
    state = ginRummy.apply(state, action).state;
  }
  return deskHash(ginRummy, { start: dealt.value, actions });
}

const chrome = browserPerFile();

test('the links test itself tells a German page from an English one', () => {
  expect(['/de/gin-rummy/r/7', '/de/sens/sandbox/#play=x', '/_astro/a.js', '/de/gin-rummy/paragraphs.json'].filter(english)).toEqual([]);
  expect(['/gin-rummy/r/7', '/gin-rummy/sandbox/#play=x', '/sens/score-sheet/'].filter(english)).toHaveLength(3);
});

describe.each(SCREENS)('at $width x $height ($name)', (screen) => {
  const at = pageAtScreen(chrome, screen);

  test.each(PAGES)('%s links only into the German edition once drawn', async (path) => {
    await at.page.goto(siteUrl(path), { waitUntil: 'networkidle' });
    expect(await at.page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await englishLinks(at.page)).toEqual([]);
  });

  test("Gin Rummy's desk: rulings, actions and the sandbox link of a German page", async () => {
    await at.page.goto(siteUrl(`/de/gin-rummy/desk/${ginTable()}`));
    const desk = at.page.locator('.gd-desk[data-ready="true"]');
    await desk.waitFor(POLL);
    await expect.poll(() => desk.locator('a[href*="/sandbox/"]').count(), POLL).toBeGreaterThan(0);
    const hrefs = await desk.evaluate((el) => [...el.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((h) => h.includes('/sandbox/'))[0]).toMatch(/^\/de\/gin-rummy\/sandbox\/#play=gin-rummy\.1\./);
    expect(hrefs.filter(english)).toEqual([]);
    const words = await desk.innerText();
    expect(words).not.toMatch(/\b(draws from the stock|takes the top card|discards the|shuffles \(seed)/);
    expect(await axeBlocking(at.page)).toEqual([]);
  });

  test("a linked game's poster is labelled in German before any code has run", async () => {
    const anchor = 'scenario-4-11-anyone-may-throw';
    const lines = ['Ana: 3♥ 5♣', 'Ben: 9♠', 'Stapel: K♦'];
    // A context of its own: the other pages' service worker would serve the scripts this page refuses.
    const own = await chrome.browser.newContext({ ...screenOptions(screen), serviceWorkers: 'block' });
    const p = await own.newPage();
    try {
      await p.route('**/_astro/**/*.js', (route) => route.abort());
      await p.goto(siteUrl(`/de/gress/4-moves-and-throws/#${anchor}/play=gress.1.x/view=${encodeView(lines)}`));
      const list = p.locator(`#${anchor} .gs-poster__position`);
      await expect.poll(() => list.locator('li').allTextContents(), POLL).toEqual(lines);
      expect(await list.getAttribute('aria-label')).toBe('Die Stellung des verlinkten Spiels');
    } finally {
      await own.close();
    }
  });

  test.each(['gin-rummy', 'gress'])('the %s lesson list speaks German', async (game) => {
    await at.page.goto(siteUrl(`/de/${game}/learn/`), { waitUntil: 'networkidle' });
    const text = await at.page.locator('main').innerText();
    expect(text).toContain('Lektion 1');
    expect(text).not.toMatch(/\bLesson \d|\bStart with lesson|\bdone\b/);
    expect(await axeBlocking(at.page)).toEqual([]);
  });

  test("the tournament's unreadable save is explained in German, and kept", async () => {
    // The save is in place before the page's first script (a page of its own): written after a first load, it
    // raced the tool, which stores its empty set-up once it has hydrated, late on a busy machine.
    const p = await at.context.newPage();
    try {
      await p.addInitScript(() => {
        if (location.pathname.endsWith('/tournament/') && !sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem('gin-rummy-tournament:v1', '{"version":1,"tournament":{"names":["Ana","Ben"],"system":"swiss","seed":1,"results":[[]]}}');
        }
      });
      await p.goto(siteUrl('/de/gin-rummy/tournament/'));
      const notice = p.locator('main [role="alert"]').first();
      await notice.waitFor(POLL);
      // Two entrants play one pair a round: the engine's reason, in German.
      expect(await notice.innerText()).toContain('Das gespeicherte Turnier lässt sich nicht lesen: Runde 1: hierher gehört 1 Ergebnis, eins je Paarung.');
      expect(await p.evaluate(() => localStorage.getItem('gin-rummy-tournament:v1'))).toContain('"names"');
      expect(await axeBlocking(p)).toEqual([]);
      await p.evaluate(() => localStorage.removeItem('gin-rummy-tournament:v1'));
    } finally {
      await p.close();
    }
  });
});
