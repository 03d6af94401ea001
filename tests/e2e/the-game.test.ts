/**
 * The Game: Face to Face in a real browser, through the shared shell: an
 * embedded example steps to a backwards trick citing 3.3; the standalone
 * sandbox is played on the table itself (tap a card, tap a pile), undone,
 * shared as a #play= link naming the game and opened again; a Gress link on
 * this game's sandbox says plainly which game it belongs to.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { encodeShareLink } from '../../engine/core/share-link';
import { launchBrowser, siteUrl } from './browser';
import { wakeExample } from './examples';

let browser: Browser;
let page: Page;
const errors: string[] = [];
/** Play mode and the engine load on demand: allow for a slow, busy machine. */
const POLL = { timeout: 40_000 };

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  page.on('pageerror', (e) => errors.push(e.message));
});
afterAll(async () => {
  await browser?.close();
});

test('an embedded example steps to a backwards trick, citing 3.3 with a link to its permalink', async () => {
  await page.goto(siteUrl('/the-game/3-own-piles/'));
  const sandbox = page.locator('#scenario-3-3-the-backwards-trick .gs-sandbox');
  await sandbox.scrollIntoViewIfNeeded();
  await wakeExample(page, 'scenario-3-3-the-backwards-trick');
  await sandbox.getByRole('button', { name: /forward/i }).first().click();
  const ruling = sandbox.locator('.gs-ruling');
  await expect.poll(() => ruling.textContent(), POLL).toMatch(/trick/);
  expect(await ruling.getByRole('link', { name: '3.3' }).first().getAttribute('href')).toBe('/the-game/r/3.3');
  await expect.poll(() => sandbox.locator('.tg-table').count(), POLL).toBe(1);
  // Steps read in plain words, the notation beside them.
  expect(await sandbox.locator('.gs-step').first().textContent()).toContain("Ben lays 27 on Ben's ascending pile Ben lay 27 on Ben up");
});

test('the standalone sandbox: tap a card, tap a pile that fits, undo, share and reopen', async () => {
  await page.goto(siteUrl('/the-game/sandbox/'));
  const sandbox = page.locator('.gs-sandbox');
  await expect.poll(() => sandbox.locator('.gs-counter').textContent(), POLL).toContain('Playing: 0 actions');
  const card = sandbox.locator('button.tg-card--pick').first();
  await card.click();
  expect(await card.getAttribute('aria-pressed')).toBe('true');
  const fitting = sandbox.locator('button.tg-lay--fits').first();
  expect(await fitting.count()).toBe(1);
  await fitting.click();
  const ruling = sandbox.locator('.gs-ruling');
  await expect.poll(() => ruling.textContent(), POLL).toMatch(/lawful/);
  expect(await ruling.textContent()).not.toMatch(/not lawful/);
  expect(await sandbox.locator('.gs-counter').textContent()).toContain('Playing: 1 action');

  await sandbox.getByRole('button', { name: 'Undo' }).click();
  expect(await sandbox.locator('.gs-counter').textContent()).toContain('Playing: 0 actions');

  // Lay it again, then share the game.
  await sandbox.locator('button.tg-card--pick').first().click();
  await sandbox.locator('button.tg-lay--fits').first().click();
  const table = await sandbox.locator('.tg-table').innerText();
  await sandbox.getByRole('button', { name: 'Copy link' }).click();
  await expect.poll(() => page.evaluate(() => location.hash), POLL).toMatch(/^#play=the-game\.1\./);
  const url = page.url();

  const other = await browser.newPage({ viewport: { width: 375, height: 812 } });
  try {
    await other.goto(url);
    const reopened = other.locator('.gs-sandbox');
    await expect.poll(() => reopened.locator('.gs-counter').textContent(), POLL).toContain('Playing: 1 action');
    expect(await reopened.locator('.tg-table').innerText()).toBe(table);
  } finally {
    await other.close();
  }
});

test('an unfitting try gets a ruling too, and nothing changes on the table', async () => {
  await page.goto(siteUrl('/the-game/sandbox/'));
  const sandbox = page.locator('.gs-sandbox');
  await expect.poll(() => sandbox.locator('.gs-counter').textContent(), POLL).toContain('Playing: 0 actions');
  await sandbox.getByRole('button', { name: /^End turn/ }).click();
  const ruling = sandbox.locator('.gs-ruling');
  await expect.poll(() => ruling.textContent(), POLL).toMatch(/not lawful/);
  expect(await ruling.getByRole('link', { name: '5.1' }).count()).toBeGreaterThan(0);
});

test('a Gress link on this game\u2019s sandbox says which game it is for', async () => {
  // A fresh tab: on the same page, a new hash alone would not reload it.
  const tab = await browser.newPage();
  try {
    await tab.goto(siteUrl(`/the-game/sandbox/#play=${encodeShareLink('gress', 'players=Ana,Ben,Cem')}`));
    const alert = tab.locator('.gs-sandbox [role="alert"]');
    await expect.poll(() => alert.textContent(), POLL).toMatch(/a game of gress, not of The Game: Face to Face/);
  } finally {
    await tab.close();
  }
  expect(errors).toEqual([]);
});
