/**
 * "Learn Gin Rummy" in a real browser, at 375 x 812 and 1280 x 800: a wrong
 * try and its hint, the lesson solved by tapping, the stars and the path's
 * list after a reload, the page without JavaScript, and axe in light and dark.
 *
 * Worked out by hand from the rulebook (the lesson file's comments say more):
 *   Lesson 4, "The discard, and the card you just took": Ana has taken K♠ from
 *   the discard pile and holds Q♠ K♠ 4♦ 5♦ 6♦ 8♣ 8♥ 8♠ J♣ 2♥ 3♣. K♠ may not
 *   go straight back (§5, the site's reading): refused, and the lesson's hint
 *   names 5. Discarding J♣ keeps Q♠ K♠ together and reaches the goal. One
 *   wrong try: 2 stars (3 = none, 2 = one or two, 1 = more).
 *   Lesson 1, "Runs, sets, and why Q-K-A is none": taking J♠ from the pile is
 *   the whole solution; done at once, 3 stars.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { blockingAxe, SCREENS } from './one-screen';
import { overflow, smallTargets as smallTargetsIn } from './tool-checks';

const DISCARD = '/gin-rummy/learn/the-discard/';
const LIST = '/gin-rummy/learn/';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const smallTargets = (page: Page, root: string) => smallTargetsIn(page, root, 'button, select, a.lx-button, a.lx-path__link');

/** Ana (the reader, at the bottom) taps a card of her hand: in the discard phase that discards it. */
const tapCard = (page: Page, card: string) => page.locator(`.lx-lesson .gr-seat--bottom button[data-card="${card}"]`).click();

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

  test('the King just taken cannot go back: the lesson\'s hint names 5; the Jack of clubs reaches the goal with 2 stars', async () => {
    await page.goto(siteUrl(DISCARD));
    await page.locator('.lx-lesson[data-ready="true"]').waitFor();
    expect(await page.locator('.lx-panel__goal').textContent()).toContain('keep your Queen and King of spades together');

    await tapCard(page, 'KS');
    const wrong = page.locator('.lx-panel--wrong');
    await wrong.waitFor();
    expect(await wrong.locator('.lx-panel__hint').textContent()).toContain('cannot go straight back');
    const cite = wrong.locator('.lx-panel__see a');
    expect(await cite.textContent()).toBe('5');
    expect(await cite.getAttribute('href')).toBe('/gin-rummy/r/5');
    expect(await blockingAxe(page, '.lx-lesson')).toEqual([]);

    await page.getByRole('button', { name: 'Try again' }).click();
    await tapCard(page, 'JC');
    const done = page.locator('.lx-panel--reached');
    await done.waitFor();
    expect(await done.locator('.lx-stars .gs-sr').textContent()).toBe('2 of 3 stars');
    expect(await done.locator('.lx-panel__success').textContent()).toContain('Q♠ K♠ stay together');
    expect(await done.locator('.lx-panel__cites a').allTextContents()).toContain('5');
    expect(await blockingAxe(page, '.lx-lesson')).toEqual([]);
    expect(await overflow(page)).toBe(0);
    expect(await smallTargets(page, '.lx-panel')).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the path keeps the lesson done after a reload, with its stars', async () => {
    await page.goto(siteUrl(LIST));
    await page.locator('.lx-path[data-ready="true"]').waitFor();
    const item = page.locator('.lx-path__item[data-lesson="the-discard"]');
    expect(await item.locator('.lx-path__status .gs-sr').textContent()).toBe('done, 2 of 3 stars');
    await page.reload();
    await page.locator('.lx-path[data-ready="true"]').waitFor();
    expect(await item.locator('.lx-path__status .gs-sr').textContent()).toBe('done, 2 of 3 stars');
    expect(await page.locator('.lx-path__count').textContent()).toBe('1 of 9 done');
    expect(await page.locator('.lx-path__start').textContent()).toBe('Continue with lesson 1: Runs, sets, and why Q-K-A is none');
    expect(await blockingAxe(page, '.lx-path')).toEqual([]);
    expect(await overflow(page)).toBe(0);
    expect(errors).toEqual([]);
  });
});

/**
 * Each lesson's model solution as taps on the table (the lesson files say why each is right):
 * a pile to draw from, a card to discard, Knock then the card laid face down, or Lay out (best).
 */
const SOLVED_BY_TAPS: Readonly<Record<string, readonly string[]>> = {
  'runs-and-sets': ['take'],
  deadwood: ['KD'],
  'take-or-draw': ['draw', 'KD'],
  'the-discard': ['JC'],
  'when-to-knock': ['knock', 'KC'],
  'laying-off': ['layout'],
  gin: ['knock', 'KH'],
  'the-undercut': ['layout'],
  'the-match': ['knock', 'KC'],
};

test('every lesson can be solved on the table, by taps alone, at 375 x 812', async () => {
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await phone.newPage();
  const unsolved: string[] = [];
  for (const [id, taps] of Object.entries(SOLVED_BY_TAPS)) {
    await page.goto(siteUrl(`/gin-rummy/learn/${id}/`));
    await page.locator('.lx-lesson[data-ready="true"]').waitFor();
    for (const tap of taps) {
      if (tap === 'take' || tap === 'draw') await page.locator(`.lx-lesson .gr-pile[data-pile="${tap === 'take' ? 'discards' : 'stock'}"] button`).click();
      else if (tap === 'knock') await page.locator('.lx-lesson .gr-chip--knock').click();
      else if (tap === 'layout') await page.locator('.lx-lesson .gr-chip--layout').click();
      else await tapCard(page, tap);
    }
    // The best arrangement under a hand would give the answer away; lessons do not show it (lesson.css).
    if (await page.locator('.lx-lesson .gr-arrangement').first().isVisible()) unsolved.push(`${id}: the best arrangement is on show`);
    const verdict = await page.locator('.lx-panel').getAttribute('data-verdict');
    if (verdict !== 'reached') unsolved.push(`${id}: ${verdict}`);
  }
  expect(unsolved).toEqual([]);
  await phone.close();
});

test('dark theme on a phone: lesson 1 solved at once earns 3 stars, and axe finds nothing blocking', async () => {
  const dark = await browser.newContext({ viewport: { width: 375, height: 812 }, colorScheme: 'dark' });
  const page = await dark.newPage();
  await page.goto(siteUrl('/gin-rummy/learn/runs-and-sets/'));
  await page.locator('.lx-lesson[data-ready="true"]').waitFor();
  expect(await blockingAxe(page, '.lx-lesson')).toEqual([]);
  await page.locator('.lx-lesson .gr-pile[data-pile="discards"] button').click();
  await page.locator('.lx-panel--reached').waitFor();
  expect(await page.locator('.lx-stars .gs-sr').textContent()).toBe('3 of 3 stars');
  expect(await blockingAxe(page, '.lx-lesson')).toEqual([]);
  await dark.close();
});

test('without JavaScript: intro, goal, the start in words and a notice; the table is hidden', async () => {
  const noJs = await browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });
  const quiet = await noJs.newPage();
  await quiet.goto(siteUrl(DISCARD));
  const text = (await quiet.locator('main').textContent()) ?? '';
  expect(text).toContain('A turn ends with one card face up on the discard pile.');
  expect(text).toContain('Goal: Discard a ten-point card that fits nothing, and keep your Queen and King of spades together.');
  expect(text).toContain('This lesson is played on the table, which needs JavaScript');
  // Ana's hand in words (src/games/gin-rummy/position-lines.ts): her eleven cards, the King of spades among them.
  expect(text).toMatch(/Ana[^:]*: [^\n]*K♠/);
  // ... but not her best arrangement, which would name the card to throw (lesson-path.ts); the hidden table has it.
  expect(await quiet.locator('main').innerText()).not.toMatch(/best arrangement/i);
  expect(await quiet.locator('.lx-island').isVisible()).toBe(false);
  await noJs.close();
});
