/**
 * Without JavaScript: an example shows its starting position (its poster,
 * the position in words) and says in words that stepping needs JavaScript, its buttons look inert and take no
 * clicks, the score sheet says it needs JavaScript, and the theme follows the
 * system (light here) instead of falling back to dark. On a phone and a desktop.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
])('$name ($width px)', ({ width, height }) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'light', viewport: { width, height } });
  });
  afterAll(async () => {
    await context?.close();
  });

  test('an example shows its start, says stepping needs JavaScript, and its buttons look inert', async () => {
    const page = await context.newPage();
    await page.goto(siteUrl('/the-game/3-own-piles/'));
    const example = page.locator('section.scenario').first();
    // The poster: each player's line of the starting position, then the turn.
    const start = await example.locator('.gs-poster__position li').allTextContents();
    expect(start.length).toBe(3);
    expect(start[0]).toMatch(/^Ben.*: hand [\d ]+; piles ascending .*, descending .*; draw pile/);
    expect(await example.locator('.scenario-nojs').textContent()).toContain('need JavaScript');
    const forward = example.getByRole('button', { name: /Step through/ });
    expect(await forward.evaluate((b) => getComputedStyle(b).pointerEvents)).toBe('none');
    expect(Number(await forward.evaluate((b) => getComputedStyle(b).opacity))).toBeLessThan(1);
    await page.close();
  });

  test('the theme follows a light system', async () => {
    const page = await context.newPage();
    await page.goto(siteUrl('/gress/credits/'));
    const [r, g, b] = (await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).match(/\d+/g)!.map(Number);
    expect(r + g + b, 'a light background').toBeGreaterThan(600);
    await page.close();
  });

  test('the score sheet says it needs JavaScript', async () => {
    const page = await context.newPage();
    await page.goto(siteUrl('/gress/score-sheet/'));
    expect(await page.locator('main').innerText()).toContain('needs JavaScript');
    await page.close();
  });
});
