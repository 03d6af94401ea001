/**
 * "Learn SENS" in a real browser, at 375 x 812 and 1280 x 800: a wrong try
 * and its hint, the lesson solved by tapping a card, the stars and the path's
 * list after a reload, the page without JavaScript, and axe.
 *
 * Worked out by hand from the rulebook (the lesson file's comments say more):
 *   Lesson 1, "The Sau, then the Ten": Schellen is trumps; Ben leads the
 *   Eichel-King, Cem adds the Eichel-Unter, Dia the Eichel-Ten. Ana holds
 *   AE 9E 8E and must follow Eichel (9.3). In a plain suit the order is
 *   7 8 9 U O K T A (2.2): the Nine loses to the Ten, so playing it is lawful
 *   but wrong, and the lesson's hint names 2.2. The Sau takes the trick:
 *   4 + 2 + 10 + 11 = 27. One wrong try: 2 stars.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { blockingAxe, SCREENS } from './one-screen';
import { overflow } from './tool-checks';

const LESSON = '/sens/learn/the-plain-order/';
const LIST = '/sens/learn/';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Ana plays `card` from her hand. */
async function play(page: Page, card: string) {
  await page.locator(`.lx-lesson button.sens-card--pick[data-card="${card}"]`).click();
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

  test('the Nine gets the lesson\'s hint naming 2.2; the Sau takes the trick with 2 stars', async () => {
    await page.goto(siteUrl(LESSON));
    await page.locator('.lx-lesson[data-ready="true"]').waitFor();
    expect(await page.locator('.lx-panel__goal').textContent()).toContain('Take the trick for your side.');

    // The goal, the trick and Ana's hand on the first screen.
    for (const part of ['.lx-panel__goal', '.sens-middle', '.sens-playhand']) {
      const box = await page.locator(`.lx-lesson ${part}`).boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= height, `${part}: ${JSON.stringify(box)} of ${height}`).toBe(true);
    }

    await play(page, '9E');
    const wrong = page.locator('.lx-panel--wrong');
    await wrong.waitFor();
    expect(await wrong.locator('.lx-panel__hint').textContent()).toContain('A Nine is a low card in a plain suit');
    const cite = wrong.locator('.lx-panel__see a');
    expect(await cite.textContent()).toBe('2.2');
    expect(await cite.getAttribute('href')).toBe('/sens/r/2.2');
    expect(await blockingAxe(page, '.lx-lesson')).toEqual([]);

    await page.getByRole('button', { name: 'Try again' }).click();
    await play(page, 'AE');
    const done = page.locator('.lx-panel--reached');
    await done.waitFor();
    expect(await done.locator('.lx-stars .gs-sr').textContent()).toBe('2 of 3 stars');
    expect(await done.locator('.lx-panel__success').textContent()).toContain('27 in');
    expect(await blockingAxe(page, '.lx-lesson')).toEqual([]);
    expect(await overflow(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  test('the path keeps the lesson done after a reload, with its stars', async () => {
    await page.goto(siteUrl(LIST));
    await page.locator('.lx-path[data-ready="true"]').waitFor();
    const item = page.locator('.lx-path__item[data-lesson="the-plain-order"]');
    expect(await item.locator('.lx-path__status .gs-sr').textContent()).toBe('done, 2 of 3 stars');
    await page.reload();
    await page.locator('.lx-path[data-ready="true"]').waitFor();
    expect(await item.locator('.lx-path__status .gs-sr').textContent()).toBe('done, 2 of 3 stars');
    expect(await page.locator('.lx-path__count').textContent()).toBe('1 of 9 done');
    expect(await blockingAxe(page, '.lx-path')).toEqual([]);
    expect(await overflow(page)).toBe(0);
    expect(errors).toEqual([]);
  });
});

test('dark theme on a phone: axe finds nothing blocking on a lesson with chips (the bidding)', async () => {
  const dark = await browser.newContext({ viewport: { width: 375, height: 812 }, colorScheme: 'dark' });
  const page = await dark.newPage();
  await page.goto(siteUrl('/sens/learn/the-bidding/'));
  await page.locator('.lx-lesson[data-ready="true"]').waitFor();
  expect(await blockingAxe(page, '.lx-lesson')).toEqual([]);
  await dark.close();
});

test('without JavaScript: intro, goal, the start in words and a notice; the table is hidden', async () => {
  const noJs = await browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });
  const quiet = await noJs.newPage();
  await quiet.goto(siteUrl(LESSON));
  const text = (await quiet.locator('main').textContent()) ?? '';
  expect(text).toContain('The Ten sits just below the Sau');
  expect(text).toContain('Goal: Take the trick for your side.');
  expect(text).toContain('This lesson is played on the table, which needs JavaScript');
  // Ana's hand in words (src/games/sens/position-lines.ts): the Sau, Nine and Eight of Eichel, and so on.
  expect(text).toContain('Ana (south, Ana & Cem), dealer, to act: Eichel S 9 8 · Gras 8 7 · Herz S 8 7');
  expect(await quiet.locator('.lx-island').isVisible()).toBe(false);
  await noJs.close();
});
