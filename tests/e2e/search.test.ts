/**
 * The site's search (Starlight's Pagefind) finds every game's rules: a
 * referee typing a rule's words gets the page of that game among the results.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
});

test.each([
  { query: 'backwards trick', expected: '/the-game/3-own-piles/' },
  { query: 'Marke', expected: '/gress/8-marke/' },
])('searching "$query" finds $expected', async ({ query, expected }) => {
  await page.goto(siteUrl('/the-game/0-overview/'));
  await page.getByRole('button', { name: 'Search' }).first().click();
  const input = page.locator('dialog[open] input[type="search"], dialog[open] .pagefind-ui__search-input').first();
  await input.fill(query);
  const links = page.locator('dialog[open] .pagefind-ui__result-link');
  await expect.poll(() => links.count(), { timeout: 10_000 }).toBeGreaterThan(0);
  const hrefs = await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(hrefs).toContain(expected);
});
