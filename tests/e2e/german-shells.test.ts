/**
 * Issue 27, the game-agnostic shells in German as built. The German rule
 * coverage page (/de/<game>/coverage/, src/components/coverage/CoveragePage.astro)
 * and the "Keep on this device" control on a German overview are the shells a
 * German page reaches in this branch; the play, desk and lesson shells are
 * checked in German by unit tests (src/components/shells-de.test.tsx,
 * src/components/learn/learn-de.test.tsx) until the games' German pages exist.
 * At 375 x 812 (touch) and 1280 x 800, with axe on each page. Expected words
 * worked out by hand: titles from content/de/gress/ (## 7.3 "Ein geworfener
 * Bube ist ein Zug", ## 4.11 "Würfe"), the coverage words from coverage-text.ts.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { SCREENS } from './one-screen';
import { axeBlocking } from './tool-checks';

const POLL = { timeout: 20_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(SCREENS)('at $width x $height ($name)', (screen) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: screen.width, height: screen.height }, hasTouch: screen.touch, isMobile: screen.touch });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  const row = (number: string) => page.locator(`tr[data-paragraph="${number}"]`);

  test('the German coverage page: German title, headings and columns, German paragraph titles, links in the German edition', async () => {
    const response = await page.goto(siteUrl('/de/gress/coverage/'));
    expect(response?.status()).toBe(200);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await page.evaluate(() => document.querySelector('main')?.lang)).toBe('de');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Regelabdeckung: Gress');
    expect(await page.locator('h2#summary').textContent()).toBe('Überblick');
    expect(await page.locator('table.coverage-table').first().locator('thead th').allTextContents()).toEqual(['Absatz', 'Titel', 'Funktionen der Engine', 'Beispiele', 'Stand']);
    expect(await row('7.3').locator('td').nth(0).textContent()).toBe('Ein geworfener Bube ist ein Zug');
    expect(await row('7.3').getByRole('rowheader').getByRole('link', { name: '7.3' }).getAttribute('href')).toBe('/de/gress/r/7.3');
    expect(await row('4.11').locator('td').nth(0).textContent()).toBe('Würfe');
    expect(await row('4.11').locator('td').nth(3).textContent()).toBe('alle bestanden');
    const example = row('4.11').locator('td').nth(2).getByRole('link', { name: '4.11-anyone-may-throw' });
    expect(await example.getAttribute('href')).toBe('/de/gress/4-moves-and-throws/#scenario-4-11-anyone-may-throw');
    // The summary counts in German, not in English.
    const summary = await page.locator('.coverage-summary').textContent();
    expect(summary).toMatch(/\d+ Absätze, davon \d+ mit Verhalten/);
    expect(summary).toMatch(/\d+ Szenarien/);
    expect(summary).not.toMatch(/paragraphs|examples|failing/);
  });

  test('the German coverage page is listed in the German sidebar and the English one is unchanged', async () => {
    await page.goto(siteUrl('/de/sens/coverage/'));
    if (screen.touch) await page.locator('button.sl-menu-button').click();
    const link = page.locator('nav.sidebar a[href="/de/sens/coverage/"]');
    expect(await link.count()).toBe(1);
    expect(await link.getAttribute('aria-current')).toBe('page');
    expect(await link.getAttribute('hreflang')).toBeNull();
    await page.goto(siteUrl('/sens/coverage/'));
    expect(await page.locator('h2#summary').textContent()).toBe('Summary');
    expect(await page.getByRole('columnheader', { name: 'Status' }).count()).toBeGreaterThan(0);
  });

  test('the German coverage page passes axe', async () => {
    await page.goto(siteUrl('/de/gin-rummy/coverage/'));
    expect(await axeBlocking(page)).toEqual([]);
  });

  test('"Keep on this device" on a German overview speaks German and offers the German list', async () => {
    await page.goto(siteUrl('/de/the-game/0-overview/'));
    const keep = page.locator('.ko-keep');
    await keep.scrollIntoViewIfNeeded();
    await expect.poll(() => keep.getByRole('button', { name: 'The Game: Face to Face auf diesem Gerät behalten' }).count(), POLL).toBe(1);
    expect(await keep.getAttribute('aria-label')).toBe('The Game: Face to Face auf diesem Gerät');
    expect(await keep.textContent()).not.toMatch(/Keep|device/);
    const list = (await (await page.request.get(siteUrl('/offline/de/the-game.json'))).json()) as { game: string; urls: string[] };
    expect(list.game).toBe('the-game');
    for (const url of ['/de/the-game/0-overview/', '/de/the-game/r/5.1/', '/the-game/0-overview/', '/the-game/play/']) expect(list.urls, url).toContain(url);
    expect(await axeBlocking(page)).toEqual([]);
  });
});
