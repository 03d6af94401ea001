/**
 * "Learn The Game" in a real browser, at 375 x 812 and 1280 x 800: a wrong
 * try and its hint, the lesson solved by tapping, the stars and the path's
 * list after a reload, every lesson's goal, table and hand on the first
 * screen, the page without JavaScript, and axe in light and dark.
 *
 * Worked out by hand from the rulebook (the lesson file's comments say more):
 *   Lesson 2, "Ten steps back": Ben's ascending pile shows 38, his descending
 *   pile 21; he holds 28 31 44 56 15 9. 31 on the ascending pile is seven below
 *   38, not ten: refused, and the lesson's hint names 3.3. Then 28 on the
 *   ascending pile (38 - 10) and 31 on the descending pile (21 + 10) are two
 *   backwards tricks; ending the turn reaches the goal. One wrong try: 2 stars
 *   (3 = none, 2 = one or two, 1 = more).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { blockingAxe, SCREENS } from './one-screen';
import { overflow, smallTargets as smallTargetsIn } from './tool-checks';

const TRICK = '/the-game/learn/the-backwards-trick/';
const LIST = '/the-game/learn/';
const LESSONS = ['up-and-down', 'the-backwards-trick', 'a-card-for-your-opponent', 'the-refill', 'two-cards-at-least', 'plan-your-turn', 'the-last-cards'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const smallTargets = (page: Page, root: string) => smallTargetsIn(page, root, 'button, select, a.lx-button, a.lx-path__link');

/** Ben lays `card` on his own pile `row` (Ben is seat 0): tap the card, then the pile. */
async function lay(page: Page, card: number, row: 'up' | 'down') {
  await page.locator(`.lx-lesson button.tg-card--pick[data-card="${card}"]`).click();
  await page.locator(`.lx-lesson button.tg-lay[data-target="0-${row}"]`).click();
}

describe.each(SCREENS)('$name $width x $height', ({ width, height }) => {
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

  test('a wrong try gets the lesson\'s hint naming 3.3; two tricks and the end of the turn reach the goal with 2 stars', async () => {
    await page.goto(siteUrl(TRICK));
    await page.locator('.lx-lesson[data-ready="true"]').waitFor();
    expect(await page.locator('.lx-panel__goal').textContent()).toContain('Use the backwards trick on both of your piles');

    await lay(page, 31, 'up');
    const wrong = page.locator('.lx-panel--wrong');
    await wrong.waitFor();
    expect(await wrong.locator('.lx-panel__hint').textContent()).toContain('only 28 will do');
    const cite = wrong.locator('.lx-panel__see a');
    expect(await cite.textContent()).toBe('3.3');
    expect(await cite.getAttribute('href')).toBe('/the-game/r/3.3');
    expect(await blockingAxe(page, '.lx-lesson')).toEqual([]);

    await page.getByRole('button', { name: 'Try again' }).click();
    await lay(page, 28, 'up');
    await page.locator('.lx-panel--progress').waitFor();
    await lay(page, 31, 'down');
    await page.locator('.lx-lesson button.tg-end').click();
    const done = page.locator('.lx-panel--reached');
    await done.waitFor();
    expect(await done.locator('.lx-stars .gs-sr').textContent()).toBe('2 of 3 stars');
    expect(await done.locator('.lx-panel__success').textContent()).toContain('twenty numbers of room');
    expect(await done.locator('.lx-panel__cites a').allTextContents()).toContain('3.3');
    expect(await blockingAxe(page, '.lx-lesson')).toEqual([]);
    expect(await overflow(page)).toBe(0);
    expect(await smallTargets(page, '.lx-panel')).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('every lesson at the start: the goal, the table and the reader\'s hand on the first screen', async () => {
    const out: string[] = [];
    for (const id of LESSONS) {
      await page.goto(siteUrl(`/the-game/learn/${id}/`));
      await page.locator('.lx-lesson[data-ready="true"]').waitFor();
      for (const part of ['.lx-panel__goal', '.tg-middle', '.tg-seat--bottom .tg-hand']) {
        const box = await page.locator(part).boundingBox();
        if (!box || box.y < 0 || box.y + box.height > height) out.push(`${id} ${part}: ${box ? `${Math.round(box.y)}-${Math.round(box.y + box.height)}` : 'missing'} of ${height}`);
      }
    }
    expect(out).toEqual([]);
  });

  test('the path keeps the lesson done after a reload, with its stars', async () => {
    await page.goto(siteUrl(LIST));
    await page.locator('.lx-path[data-ready="true"]').waitFor();
    const item = page.locator('.lx-path__item[data-lesson="the-backwards-trick"]');
    expect(await item.locator('.lx-path__status .gs-sr').textContent()).toBe('done, 2 of 3 stars');
    await page.reload();
    await page.locator('.lx-path[data-ready="true"]').waitFor();
    expect(await item.locator('.lx-path__status .gs-sr').textContent()).toBe('done, 2 of 3 stars');
    expect(await page.locator('.lx-path__count').textContent()).toBe('1 of 7 done');
    expect(await page.locator('.lx-path__start').textContent()).toBe('Continue with lesson 1: Up on one pile, down on the other');
    expect(await blockingAxe(page, '.lx-path')).toEqual([]);
    expect(await overflow(page)).toBe(0);
    expect(errors).toEqual([]);
  });
});

test('dark theme on a phone: lesson 1 solved at once earns 3 stars, and axe finds nothing blocking', async () => {
  // Lesson 1: 24 on the ascending 23 and 40 on the descending 41 (3.1, 3.2), then the end of the turn.
  const dark = await browser.newContext({ viewport: { width: 375, height: 812 }, colorScheme: 'dark' });
  const page = await dark.newPage();
  await page.goto(siteUrl('/the-game/learn/up-and-down/'));
  await page.locator('.lx-lesson[data-ready="true"]').waitFor();
  expect(await blockingAxe(page, '.lx-lesson')).toEqual([]);
  await lay(page, 24, 'up');
  await lay(page, 40, 'down');
  await page.locator('.lx-lesson button.tg-end').click();
  await page.locator('.lx-panel--reached').waitFor();
  expect(await page.locator('.lx-stars .gs-sr').textContent()).toBe('3 of 3 stars');
  expect(await blockingAxe(page, '.lx-lesson')).toEqual([]);
  await dark.close();
});

test('without JavaScript: intro, goal, the start in words and a notice; the table is hidden', async () => {
  const noJs = await browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });
  const quiet = await noJs.newPage();
  await quiet.goto(siteUrl(TRICK));
  const text = (await quiet.locator('main').textContent()) ?? '';
  expect(text).toContain('Nine or eleven will not do.');
  expect(text).toContain('Goal: Use the backwards trick on both of your piles, then end your turn.');
  expect(text).toContain('This lesson is played on the table, which needs JavaScript');
  // Ben's hand in words (src/games/the-game/position-lines.ts).
  expect(text).toContain("hand 9 15 28 31 44 56");
  expect(await quiet.locator('.lx-island').isVisible()).toBe(false);
  await noJs.close();
});
