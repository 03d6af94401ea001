/**
 * The worked score sheets of sections 11-12 step entry by entry like every
 * other example, and print as their finished table. Expected cells come from
 * content/gress/sheets/11.1-a-round-is-one-deal-each.yaml, worked by hand:
 * game 1 Ana 3, Ben 5, Cem 0, Dia 2; game 2 Ana 0, Ben 4, Cem 6, Dia 1;
 * columns in dealing order Ben, Cem, Dia, Ana; a winner's cell is "-".
 * Stepping on a phone and on a desktop.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';

const POLL = { timeout: 40_000 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The marks as written: a plain total is the cell's text, a winner's dash is drawn by CSS, a misdeal's mark is its visible (aria-hidden) part. */
const cells = (row: Locator) =>
  row.locator('td').evaluateAll((tds) =>
    tds.map((td) => (td.classList.contains('sx-cell--drawn') ? (/^"([^"]*)"/.exec(getComputedStyle(td, '::before').content)?.[1] ?? '') : ((td.querySelector('[aria-hidden="true"]') ?? td).textContent ?? ''))),
  );

test.each([
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
])('at $width px: the finished sheet first; First goes to the blank sheet, Forward writes game 1, then game 2', async ({ width, height }) => {
  const page: Page = await browser.newPage({ viewport: { width, height } });
  await page.goto(siteUrl('/gress/11-score-sheets/'));
  const example = page.locator('#sheet-example-11-1-a-round-is-one-deal-each');
  await example.scrollIntoViewIfNeeded();
  // Asleep, the example is the finished sheet and one button; a touch on the sheet wakes it at the end.
  expect(await example.locator('tbody tr').count()).toBe(5);
  expect(await example.locator('.gs-controls').count()).toBe(0);
  await example.locator('.sx-sheet').click();
  await expect.poll(() => example.locator('.gs-counter').textContent(), POLL).toBe('Entry 5 of 5');
  await example.getByRole('button', { name: 'First' }).click();
  expect(await example.locator('.gs-counter').textContent()).toBe('Blank sheet (5 entries)');
  expect(await example.locator('.sx-empty').textContent()).toContain('No games yet');
  await example.getByRole('button', { name: 'Forward' }).click();
  await example.getByRole('button', { name: 'Forward' }).click();
  expect(await example.locator('.gs-counter').textContent()).toBe('Entry 2 of 5');
  expect(await example.locator('thead th').allTextContents()).toEqual(['Game', 'Ben', 'Cem', 'Dia', 'Ana (scribe)']);
  const rows = example.locator('tbody tr');
  expect(await rows.count()).toBe(2);
  expect(await cells(rows.nth(0))).toEqual(['5', '-', '2', '3']);
  expect(await cells(rows.nth(1))).toEqual(['9', '6', '3', '-']);
  expect(await example.locator('tfoot td').allTextContents()).toEqual(['9', '6', '3', '3']);
  expect(await example.locator('.sx-entry').textContent()).toContain('Ana wins it');
  await page.close();
});

test('"Step through" wakes the sheet at entry 1 with focus on Forward', async () => {
  const page: Page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await page.goto(siteUrl('/gress/11-score-sheets/'));
  const example = page.locator('#sheet-example-11-1-a-round-is-one-deal-each');
  await example.getByRole('button', { name: 'Step through (5 entries)' }).click();
  await expect.poll(() => example.locator('.gs-counter').textContent(), POLL).toBe('Entry 1 of 5');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-command'))).toBe('forward');
  expect(await example.locator('tbody tr').count()).toBe(1);
  await page.close();
});

test('in print the finished table shows and the step controls do not', async () => {
  const fresh = await browser.newPage();
  await fresh.goto(siteUrl('/gress/11-score-sheets/'));
  await fresh.emulateMedia({ media: 'print' });
  const printed = fresh.locator('#sheet-example-11-1-a-round-is-one-deal-each');
  expect(await printed.locator('table').isVisible()).toBe(true);
  expect(await printed.locator('tbody tr').count()).toBe(5);
  expect(await printed.locator('.gs-controls').count()).toBe(0);
  expect(await printed.getByRole('button', { name: /Step through/ }).isVisible()).toBe(false);
  await fresh.close();
});
