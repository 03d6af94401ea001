/**
 * The standalone sandboxes: a new deal for a chosen number of players and
 * packs (and SENS's table options), the deal in the address (so a seed can be shared and reopened), a
 * wrong address deal explained in words, and no layout shift as the page comes
 * alive (CLS below 0.05, at 1280 px and on a phone).
 */
import type { Browser, Page } from 'playwright-core';
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

/** Cumulative layout shift of the page so far (shifts right after input excluded, as the metric does). */
function cls(page: Page): Promise<number> {
  return page.evaluate(
    `new Promise((resolve) => { let v = 0; new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) v += e.value; }).observe({ type: 'layout-shift', buffered: true }); setTimeout(() => resolve(v), 100); })`,
  ) as Promise<number>;
}

test('Gress: six players on two packs, dealt again from the address', async () => {
  const page = await browser.newPage();
  await page.goto(siteUrl('/gress/sandbox/'));
  const box = page.locator('.gs-sandbox');
  await expect.poll(() => box.locator('.gs-counter').first().textContent(), POLL).toContain('Playing: 0 actions');
  await box.getByLabel('Players').selectOption('6');
  await box.getByLabel('Packs').selectOption('2');
  await box.getByLabel('Seed').fill('4242');
  await box.getByRole('button', { name: 'Deal', exact: true }).click();
  await expect.poll(() => page.evaluate(() => location.search), POLL).toBe('?players=6&packs=2&seed=4242');
  await expect.poll(() => box.locator('.gs-seat').count(), POLL).toBe(6);
  const table = await box.locator('.gs-table').innerText();

  const again = await browser.newPage();
  await again.goto(siteUrl('/gress/sandbox/?players=6&packs=2&seed=4242'));
  const other = again.locator('.gs-sandbox');
  await expect.poll(() => other.locator('.gs-seat').count(), POLL).toBe(6);
  await expect.poll(() => other.locator('.gs-table').innerText(), POLL).toBe(table);
  await again.close();
  await page.close();
});

test('The Game: New deal changes the seed in the address; a bad address deal is explained', async () => {
  const page = await browser.newPage();
  await page.goto(siteUrl('/the-game/sandbox/'));
  const box = page.locator('.gs-sandbox');
  await expect.poll(() => box.locator('.gs-counter').first().textContent(), POLL).toContain('Playing: 0 actions');
  await box.getByRole('button', { name: 'New deal' }).click();
  await expect.poll(() => page.evaluate(() => location.search), POLL).toMatch(/^\?players=2&seed=\d+$/);
  await page.goto(siteUrl('/the-game/sandbox/?players=5'));
  await expect.poll(() => page.locator('.gs-sandbox [role="alert"]').first().textContent(), POLL).toContain('players: expected 2 to 2');
  await page.close();
});

test('SENS: the table options (4.3, 4.5) chosen with the deal, kept in the address and reopened from it', async () => {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await page.goto(siteUrl('/sens/sandbox/'));
  const box = page.locator('.gs-sandbox');
  await expect.poll(() => box.locator('.gs-counter').first().textContent(), POLL).toContain('Playing: 0 actions');
  expect(await box.locator('.sens-muted', { hasText: 'Table options' }).textContent()).toContain('may not look at his last card (4.3); a misdeal is mild');
  await box.getByLabel('Dealer sees the last card (4.3)').selectOption('yes');
  await box.getByLabel('Misdeal (4.5)').selectOption('strict');
  await box.getByLabel('Seed').fill('77');
  await box.getByRole('button', { name: 'Deal', exact: true }).click();
  await expect.poll(() => page.evaluate(() => location.search), POLL).toBe('?players=4&dealer-sees-last=yes&misdeal=strict&seed=77');
  const says = 'Table options: the dealer may look at his last card (4.3); a misdeal is strict: 164 to the other side (4.5).';
  await expect.poll(() => box.locator('.sens-muted', { hasText: 'Table options' }).textContent(), POLL).toBe(says);
  const table = await box.locator('.sens-table').innerText();

  const again = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await again.goto(siteUrl('/sens/sandbox/?players=4&dealer-sees-last=yes&misdeal=strict&seed=77'));
  const other = again.locator('.gs-sandbox');
  await expect.poll(() => other.locator('.sens-muted', { hasText: 'Table options' }).textContent(), POLL).toBe(says);
  await expect.poll(() => other.locator('.sens-table').innerText(), POLL).toBe(table);
  expect(await other.getByLabel('Misdeal (4.5)').inputValue()).toBe('strict');
  await again.goto(siteUrl('/sens/sandbox/?misdeal=lenient'));
  await expect.poll(() => again.locator('.gs-sandbox [role="alert"]').first().textContent(), POLL).toContain('misdeal: expected mild or strict, got "lenient"');
  await again.close();
  await page.close();
});

describe.each([
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
])('no layout shift on a $name', ({ width, height }) => {
  test.each(['/gress/sandbox/', '/the-game/sandbox/', '/gin-rummy/sandbox/', '/sens/sandbox/'])('%s: CLS below 0.05', async (path) => {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.goto(siteUrl(path));
    await expect.poll(() => page.locator('.gs-sandbox .gs-counter').first().textContent(), POLL).toContain('Playing: 0 actions');
    await page.waitForTimeout(500);
    const shift = await cls(page);
    console.log(`${path} at ${width} px: CLS ${shift.toFixed(3)}`);
    expect(shift).toBeLessThan(0.05);
    await page.close();
  });
});
