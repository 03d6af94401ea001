/**
 * The stepping sandbox in a real browser: open paragraph 4.11 through its
 * permalink, step its example forward and check what the reader sees. The
 * expected texts come from the scenario file (content/gress/scenarios/
 * 4.11-anyone-may-throw.yaml): Cem throws Q♠ on K♥ while Ana is to move.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { wakeExample } from './examples';

let browser: Browser;
let page: Page;
let sandbox: Locator;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(siteUrl('/gress/r/4.11'));
  await page.waitForURL((url) => url.hash === '#4-11');
  sandbox = page.locator('#scenario-4-11-anyone-may-throw [role="region"], #scenario-4-11-anyone-may-throw .gs-sandbox').first();
  await sandbox.scrollIntoViewIfNeeded();
  // The example sleeps as a poster until the reader presses it (client:interact).
  await wakeExample(page, 'scenario-4-11-anyone-may-throw');
});
afterAll(async () => {
  await browser?.close();
});

test('the 4.11 example starts at the starting position', async () => {
  await expect.poll(() => sandbox.locator('.gs-counter').textContent()).toMatch(/Step 0 of 2/);
  expect(await sandbox.getByRole('button', { name: /Back/ }).isDisabled()).toBe(true);
  expect(await sandbox.textContent()).toContain('Throws allowed');
});

test('stepping forward shows the throw, its ruling and a link to 4.11', async () => {
  await sandbox.getByRole('button', { name: /Forward/ }).click();
  await expect.poll(() => sandbox.locator('.gs-counter').textContent()).toMatch(/Step 1 of 2/);
  const ruling = sandbox.locator('.gs-ruling');
  expect(await ruling.textContent()).toContain('Cem play QS');
  expect(await ruling.textContent()).toMatch(/throw/i);
  // The thrown Queen of spades is now the top card of the play pile (the engine works the position out on the first step).
  await expect.poll(() => sandbox.getByRole('img', { name: 'Queen of spades' }).count(), { timeout: 40_000 }).toBeGreaterThan(0);
  // Cem's hand went from three cards to two, the only hand of two at the table.
  expect(await sandbox.locator('[aria-label="Hand: 2 cards"]').count()).toBe(1);
  const cite = ruling.getByRole('link', { name: /4\.11/ }).first();
  expect(await cite.getAttribute('href')).toBe('/gress/r/4.11');
});

test('the keyboard steps too, and nothing logs an error', async () => {
  await sandbox.getByRole('button', { name: /Forward/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => sandbox.locator('.gs-counter').textContent()).toMatch(/Step 2 of 2/);
  expect(await sandbox.locator('.gs-ruling').textContent()).toContain('Ana play 9S');
  await page.keyboard.press('Home');
  await expect.poll(() => sandbox.locator('.gs-counter').textContent()).toMatch(/Step 0 of 2/);
  expect(errors).toEqual([]);
});
