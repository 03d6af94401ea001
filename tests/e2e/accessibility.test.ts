/**
 * axe-core over every kind of page the site has, in Chromium, in the light and
 * the dark theme: no violation of impact "serious" or "critical" is allowed.
 * Every violation found, of any impact, is printed with its rule, impact and
 * the elements it concerns, so a failure says what to fix and where.
 *
 * Examples sleep as posters until pressed (client:interact) and other islands
 * hydrate when visible, so the page is checked with its first examples woken,
 * the rest asleep and every other island hydrated: what is tested is what a
 * reader gets, asleep and awake.
 */
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { wakeExample } from './examples';
import { writtenSections } from './pages';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** One page of each kind, and the section pages that embed the different kinds of example. */
const PAGES: readonly { readonly kind: string; readonly path: string; readonly status?: number }[] = [
  { kind: 'home (splash)', path: '/' },
  { kind: 'rules section with scenarios', path: '/gress/4-moves-and-throws/' },
  { kind: 'rules section 9 (end of game)', path: '/gress/9-end-of-game/' },
  ...writtenSections()
    .filter((section) => section.number === '11')
    .map((section) => ({ kind: 'rules section with sheet examples', path: `/gress/${section.page}/` })),
  { kind: 'score sheet (island)', path: '/gress/score-sheet/' },
  { kind: 'glossary', path: '/gress/glossary/' },
  { kind: 'credits', path: '/gress/credits/' },
  { kind: 'permalink index', path: '/gress/r/' },
  { kind: 'rule coverage', path: '/gress/coverage/' },
  { kind: 'not found', path: '/gress/no-such-page/', status: 404 },
  { kind: 'The Game: rules section with scenarios', path: '/the-game/4-opponent/' },
  { kind: 'The Game: sandbox in play mode', path: '/the-game/sandbox/' },
  { kind: 'Gin Rummy: rules section with scenarios', path: '/gin-rummy/10-the-opponent-wins/' },
  { kind: 'Gin Rummy: rules section with worked formats', path: '/gin-rummy/16-four-players/' },
  { kind: 'SENS: rules section with scenarios', path: '/sens/9-the-tricks/' },
];

/** The dark theme is checked on one page of each kind of component (its colours are shared by the rest). */
const DARK_KINDS = new Set([
  'home (splash)',
  'rules section with scenarios',
  'rules section with sheet examples',
  'score sheet (island)',
  'rule coverage',
  'The Game: sandbox in play mode',
  'Gin Rummy: rules section with worked formats',
]);

const BLOCKING = new Set(['serious', 'critical']);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Examples woken on a page: every one renders the same shell and the same game's table, so a few stand for all. */
const WOKEN = 3;

/**
 * Wakes the first few examples of the page and leaves the others asleep (so
 * one axe run sees woken sandboxes and sleeping posters), scrolls every other
 * island into view, and waits until only the sleeping examples are left
 * unhydrated.
 */
async function hydrateIslands(page: Page): Promise<void> {
  const ids = await page.locator('section.scenario, section.sx-example').evaluateAll((sections) => sections.map((s) => s.id));
  const woken = ids.slice(0, Math.min(WOKEN, ids.length - 1));
  for (const id of woken) await wakeExample(page, id);
  for (const island of await page.locator('astro-island:not(section.scenario astro-island, section.sx-example astro-island)').all()) await island.scrollIntoViewIfNeeded();
  await page.waitForFunction((asleep) => document.querySelectorAll('astro-island[ssr]').length <= asleep, ids.length - woken.length, { timeout: 80_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function runAxe(page: Page): Promise<Result[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const results = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } };
    // Colours read mid-transition (a theme switch on a loaded machine) are not the page's colours: let them finish.
    await Promise.all(document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime))).map((a) => a.finished.catch(() => undefined)));
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations;
}

/** "color-contrast (serious): Elements must meet ... \n    .gs-seat > span: Element has insufficient ..." */
function describeViolation(violation: Result): string {
  const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}${node.failureSummary ? `: ${node.failureSummary.replace(/\s*\n\s*/g, ' ')}` : ''}`);
  return `  ${violation.id} (${violation.impact}): ${violation.help} [${violation.nodes.length} element(s)] ${violation.helpUrl}\n${nodes.join('\n')}`;
}

describe.each(['light', 'dark'] as const)('%s theme', (colorScheme) => {
  // One tab per theme: opening a tab costs more than loading a page in it.
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 }, colorScheme });
  });
  afterAll(async () => {
    await page?.close();
  });

  test.each(PAGES.filter((p) => colorScheme === 'light' || DARK_KINDS.has(p.kind)))('$kind $path: no serious or critical axe violation', async ({ path, status }) => {
    const response = await page.goto(siteUrl(path));
    expect(response?.status()).toBe(status ?? 200);
    await hydrateIslands(page);
    const violations = await runAxe(page);
    if (violations.length > 0) {
      console.log(`axe on ${path} (${colorScheme}): ${violations.length} violation(s)\n${violations.map(describeViolation).join('\n')}`);
    }
    const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ''));
    expect(blocking.map(describeViolation), `serious or critical axe violations on ${path} (${colorScheme} theme)`).toEqual([]);
  }, 240_000);
});

describe('play mode after a few actions', () => {
  test.each(['light', 'dark'] as const)('The Game and Gress sandboxes, %s theme: no serious or critical axe violation', async (colorScheme) => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 }, colorScheme });
    try {
      await page.goto(siteUrl('/the-game/sandbox/'));
      const box = page.locator('.gs-sandbox');
      // Taps before the engine has loaded go nowhere: wait until the game is on.
      await box.locator('.gs-counter', { hasText: 'Playing' }).waitFor({ timeout: 60_000 });
      for (let i = 0; i < 2; i++) {
        await box.locator('button.tg-card--pick').first().click();
        const fits = box.locator('button.tg-lay--fits');
        await (await fits.count() > 0 ? fits.first() : box.locator('button.tg-lay').first()).click();
      }
      await box.locator('button.tg-card--pick').first().click();
      let blocking = (await runAxe(page)).filter((v) => BLOCKING.has(v.impact ?? ''));
      expect(blocking.map(describeViolation), 'The Game sandbox after two cards, a third selected').toEqual([]);

      await page.goto(siteUrl('/gress/sandbox/'));
      const gress = page.locator('.gs-sandbox');
      const lawful = gress.locator('.gs-play__card[data-lawful="true"], .gs-play__action[data-lawful="true"]');
      for (let i = 0; i < 3; i++) {
        await lawful.first().waitFor({ timeout: 40_000 });
        await lawful.first().click();
      }
      blocking = (await runAxe(page)).filter((v) => BLOCKING.has(v.impact ?? ''));
      expect(blocking.map(describeViolation), 'Gress sandbox after three lawful actions').toEqual([]);
    } finally {
      await page.close();
    }
  }, 240_000);
});
