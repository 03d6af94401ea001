/**
 * Examples sleep as posters (their position in words) until the reader acts
 * on them (client:interact): the first tap or key wakes the example and is
 * carried out, focus stays in the example, and a frames file that cannot be
 * loaded is said in words on the poster.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';

const ID = 'scenario-4-11-anyone-may-throw';
const POLL = { timeout: 40_000 };
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** `before` runs before the page loads (examples fetch their frames in advance, as soon as their posters near the screen). */
async function open(width: number, before?: (p: Page) => Promise<void>): Promise<void> {
  await page?.close();
  // No service worker: page.route() does not see requests a worker answers (the offline one registers once the page is idle).
  page = await browser.newPage({ viewport: { width, height: 812 }, serviceWorkers: 'block' });
  await before?.(page);
  await page.goto(siteUrl('/gress/4-moves-and-throws/'));
}

test.each([375, 1280])('at %i px a tap on "Step through" wakes the example at step 1, focus on Forward', async (width) => {
  await open(width);
  const section = page.locator(`#${ID}`);
  expect(await section.locator('astro-island[ssr]').count(), 'asleep before the tap').toBe(1);
  expect(await section.locator('.gs-poster__position li').count()).toBeGreaterThanOrEqual(4);
  await section.getByRole('button', { name: /Step through/ }).click();
  await expect.poll(() => section.locator('.gs-counter').first().textContent(), POLL).toMatch(/^Step 1 of \d+/);
  // Focus moves once the woken sandbox has drawn, which on a loaded machine can come a little after the counter.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-command')), POLL).toBe('forward');
});

test('Enter on the poster from the keyboard wakes it and steps; the arrow keys go on from there', async () => {
  await open(1280);
  const section = page.locator(`#${ID}`);
  await section.getByRole('button', { name: /Step through/ }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => section.locator('.gs-counter').first().textContent(), POLL).toMatch(/^Step 1 of/);
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-command')), POLL).toBe('forward');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => section.locator('.gs-counter').first().textContent(), POLL).toMatch(/^Step 2 of/);
});

test('"Play from here" on the poster opens play mode', async () => {
  await open(375);
  const section = page.locator(`#${ID}`);
  await section.getByRole('button', { name: 'Play from here' }).click();
  await expect.poll(() => section.locator('.gs-counter').first().textContent(), POLL).toMatch(/Playing: 0 actions/);
});

test('a frames file that cannot be loaded is said on the poster', async () => {
  await open(375, async (p) => {
    await p.route('**/examples/*.json', (route) => route.fulfill({ status: 200, body: '[1, 2' }));
  });
  const section = page.locator(`#${ID}`);
  await section.getByRole('button', { name: /Step through/ }).click();
  await expect.poll(() => section.locator('.gs-poster__status').textContent(), POLL).toMatch(/could not be loaded \(the file is not JSON\)/);
});

test.each([375, 1280])('at %i px a second press while the example loads counts: "Step through", then "Play from here", opens play mode', async (width) => {
  // The frames arrive only when the test lets them, so both presses land while the example loads (as on a slow phone).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await open(width, async (p) => {
    await p.route('**/examples/*.json', async (route) => {
      await held;
      await route.continue();
    });
  });
  const section = page.locator(`#${ID}`);
  await section.getByRole('button', { name: /Step through/ }).click();
  await section.getByRole('button', { name: 'Play from here' }).click();
  release();
  await expect.poll(() => section.locator('.gs-counter').first().textContent(), POLL).toMatch(/Playing: 0 actions/);
});
