/**
 * "Learn Gress" in a real browser, on a phone (375 x 812) and a desktop
 * (1280 x 900): a lesson solved by tapping, a wrong try and its hint, the
 * stars and the path's list after a reload, damaged storage, the page without
 * JavaScript, axe, sideways overflow and the size of the lesson's controls.
 *
 * Worked out by hand from the rulebook (the files' own comments say more):
 *   - Lesson 5, "The Queen turns the table": Ben is to move on 9♠. 9♦ fits
 *     (same rank, 4.5) but keeps the direction, so Cem would move next: the
 *     lesson lists it as a wrong try whose hint names 5.3. Q♠ fits by suit and
 *     reverses play (5.3), so Ana, on Ben's right, moves next: the goal. One
 *     wrong try, then the goal: 2 stars (3 = none, 2 = one or two, 1 = more).
 *   - Lesson 1, "Your first move": 9♠ on 9♣ (same rank) at once: 3 stars.
 *   - Lesson 2, "A throw, out of turn": Cem is to move; Ben's only lawful card
 *     is 8♠, black on the red 9♥ and one rank lower (4.11). The ✓ marks wait
 *     for "Hint" from lesson 2 on; with it, 8♠ alone is marked, and asking
 *     counts as one wrong try: the throw at once then earns 2 stars.
 *
 * GRESS_LESSONS_DIST=/path serves that build instead of the shared dist/ (for
 * a build made with `astro build --outDir`); run with E2E_NO_BUILD=1 then.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { serveStatic, type StaticServer } from './static-server';
import { axeBlocking, overflow, smallTargets as smallTargetsIn } from './tool-checks';

const KEY = 'gress-lessons:v1';
const QUEEN = '/gress/learn/the-queen/';
const FIRST = '/gress/learn/first-move/';
const THROW = '/gress/learn/a-throw/';
const LIST = '/gress/learn/';

let browser: Browser;
let own: StaticServer | null = null;
beforeAll(async () => {
  browser = await launchBrowser();
  if (process.env.GRESS_LESSONS_DIST) own = await serveStatic(process.env.GRESS_LESSONS_DIST);
});
afterAll(async () => {
  await browser?.close();
  await own?.close();
});

const url = (path: string) => (own ? own.url + path : siteUrl(path));

/** The lesson's and the path's controls under 44 px (links inside sentences are not controls). */
const smallTargets = (page: Page, root: string) => smallTargetsIn(page, root, 'button, select, a.lx-button, a.lx-path__link');

async function openLesson(page: Page, path: string) {
  await page.goto(url(path));
  await page.locator('.lx-lesson[data-ready="true"]').waitFor();
}

async function openList(page: Page) {
  await page.goto(url(LIST));
  await page.locator('.lx-path[data-ready="true"]').waitFor();
}

const PHONE = 375;
const VIEWPORTS = [
  { label: 'phone 375 x 812', width: 375, height: 812 },
  { label: 'desktop 1280 x 900', width: 1280, height: 900 },
] as const;

describe.each(VIEWPORTS)('$label', ({ width, height }) => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width, height } });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(async () => {
    await context?.close();
  });

  test('a wrong try gets a hint naming its paragraph; tapping the Queen reaches the goal with 2 stars', async () => {
    await openLesson(page, QUEEN);
    expect(await page.locator('.lx-panel').getAttribute('aria-live')).toBe('polite');
    expect(await smallTargets(page, '.lx-lesson')).toEqual([]);

    await page.getByRole('button', { name: /^Play Nine of diamonds as Ben/ }).click();
    const panel = page.locator('.lx-panel--wrong');
    await panel.waitFor();
    expect(await panel.locator('.lx-panel__hint').textContent()).toContain('Only a Queen turns play around.');
    const cite = panel.locator('.lx-panel__see a');
    expect(await cite.textContent()).toBe('5.3');
    expect(await cite.getAttribute('href')).toBe('/gress/r/5.3');
    // axe on the hint at one width; colours and markup do not change with it.
    if (width === PHONE) expect(await axeBlocking(page)).toEqual([]);
    expect(await smallTargets(page, '.lx-lesson')).toEqual([]);

    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: /^Play Queen of spades as Ben/ }).click();
    const done = page.locator('.lx-panel--reached');
    await done.waitFor();
    expect(await done.locator('.lx-stars .gs-sr').textContent()).toBe('2 of 3 stars');
    expect(await done.locator('.lx-panel__success').textContent()).toContain('reversed the direction');
    // The ruling is shown with its paragraphs: 5.3 among them.
    expect(await done.locator('.lx-panel__cites a').allTextContents()).toContain('5.3');
    expect(await page.locator('.gs-status').textContent()).toContain('Ana');
    expect(await overflow(page)).toBe(0);
    expect(await axeBlocking(page)).toEqual([]);
    expect(await smallTargets(page, '.lx-lesson')).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('lesson 2 hides the ✓ marks until "Hint"; the hint marks 8♠ alone and costs a star', async () => {
    await openLesson(page, THROW);
    const lesson = page.locator('.lx-lesson');
    expect(await lesson.getAttribute('data-marks')).toBe('hidden');
    expect(await lesson.locator('[data-lawful="true"]').count()).toBe(0);
    expect(await lesson.locator('.gs-play__mark').count()).toBe(0);
    const hint = page.getByRole('button', { name: /^Hint/ });
    expect(await hint.getAttribute('aria-pressed')).toBe('false');
    await hint.click();
    expect(await hint.getAttribute('aria-pressed')).toBe('true');
    expect(await lesson.getAttribute('data-marks')).toBe('shown');
    const marked = lesson.locator('.gs-play__card[data-lawful="true"]');
    expect(await marked.count()).toBe(1);
    expect(await marked.textContent()).toContain('Play Eight of spades as Ben (lawful)');
    if (width === PHONE) expect(await axeBlocking(page)).toEqual([]);
    expect(await smallTargets(page, '.lx-lesson')).toEqual([]);
    // Hidden again, the hint still counts: the throw at once earns 2 stars, not 3.
    await hint.click();
    expect(await lesson.locator('[data-lawful="true"]').count()).toBe(0);
    await page.getByRole('button', { name: /^Play Eight of spades as Ben/ }).click();
    await page.locator('.lx-panel--reached').waitFor();
    expect(await page.locator('.lx-stars .gs-sr').textContent()).toBe('2 of 3 stars');
    expect(errors).toEqual([]);
  });

  test('the path keeps the lesson done after a reload, with its stars', async () => {
    await openList(page);
    const item = page.locator('.lx-path__item[data-lesson="the-queen"]');
    expect(await item.locator('.lx-path__status .gs-sr').textContent()).toBe('done, 2 of 3 stars');
    await page.reload();
    await page.locator('.lx-path[data-ready="true"]').waitFor();
    expect(await item.locator('.lx-path__status .gs-sr').textContent()).toBe('done, 2 of 3 stars');
    expect(await page.locator('.lx-path__count').textContent()).toMatch(/^2 of 1[2-5] done$/);
    expect(await page.locator('.lx-path__start').textContent()).toBe('Continue with lesson 1: Your first move');
    expect(await overflow(page)).toBe(0);
    expect(await smallTargets(page, '.lx-path')).toEqual([]);
    if (width === PHONE) expect(await axeBlocking(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('phone only', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 375, height: 812 }, colorScheme: 'dark' });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  test('dark theme: the first lesson shows its ✓ marks without a hint; solved at once it earns 3 stars; axe finds nothing blocking', async () => {
    await openLesson(page, FIRST);
    expect(await page.locator('.lx-lesson').getAttribute('data-marks')).toBe('shown');
    expect(await page.getByRole('button', { name: /^Hint/ }).count()).toBe(0);
    // Ben may lay 9♠ (same rank, 4.5) or draw (4.7): two marks.
    expect(await page.locator('.lx-lesson [data-lawful="true"]').count()).toBe(2);
    expect(await axeBlocking(page)).toEqual([]);
    await page.getByRole('button', { name: /^Play Nine of spades as Ben/ }).click();
    await page.locator('.lx-panel--reached').waitFor();
    expect(await page.locator('.lx-stars .gs-sr').textContent()).toBe('3 of 3 stars');
    expect(await axeBlocking(page)).toEqual([]);
    await openList(page);
    expect(await page.locator('.lx-path__item[data-lesson="first-move"] .lx-path__status .gs-sr').textContent()).toBe('done, 3 of 3 stars');
  });

  test('damaged progress in storage: a message and a fresh start, nothing thrown', async () => {
    const thrown: string[] = [];
    page.on('pageerror', (e) => thrown.push(e.message));
    await page.evaluate((key) => localStorage.setItem(key, '{"version":1,"done":'), KEY);
    await openList(page);
    expect(await page.locator('.lx-notice').textContent()).toContain('could not be read (it is not valid JSON), so it starts afresh');
    expect(await page.locator('.lx-path__count').textContent()).toMatch(/^0 of \d+ done$/);
    expect(thrown).toEqual([]);
  });

  test('with JavaScript the introduction is folded under the table; without, it is open', async () => {
    await openLesson(page, QUEEN);
    expect(await page.locator('details.lx-about').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    const [island, about] = await Promise.all([page.locator('.lx-island').boundingBox(), page.locator('details.lx-about').boundingBox()]);
    expect(island!.y).toBeLessThan(about!.y);
  });

  test('without JavaScript: intro, goal, the start in words and a one-line notice; the table is hidden', async () => {
    const noJs = await browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });
    const quiet = await noJs.newPage();
    await quiet.goto(url(QUEEN));
    const text = (await quiet.locator('main').textContent()) ?? '';
    expect(text).toContain('A Queen laid as a move turns the direction around');
    expect(text).toContain('Goal: Make Ana, on your right, the next player to move.');
    expect(text).toContain('This lesson is played on the table, which needs JavaScript');
    // The start in words (src/games/gress/position-lines.ts): Ben's line lists his hand.
    expect(text).toMatch(/Ben \(to move\): Q♠ 9♦ 8♥ 7♣ K♦, Marke face down/);
    expect(await quiet.locator('.lx-island').isVisible()).toBe(false);
    expect(await quiet.locator('details.lx-about').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await quiet.getByText('A Queen laid as a move turns the direction around').isVisible()).toBe(true);
    await noJs.close();
  });
});
