/**
 * The four one-page quick references (/<game>/reference/) in a real browser:
 * printed to PDF on A4 each is exactly one page, the print view shows the
 * tables and leaves the site's chrome out, and on screen the page fits a phone
 * (375 x 812: no sideways scrolling, paragraph links at least 44 px to tap)
 * and a desktop (1280 x 900), with no serious or critical axe findings in the
 * light or the dark theme.
 *
 * REFERENCE_DIST=/path serves that build instead of the shared dist/ (for a
 * build made with `astro build --outDir`); run with E2E_NO_BUILD=1 then.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { serveStatic, type StaticServer } from './static-server';
import { axeBlocking, overflow, smallTargets } from './tool-checks';

let browser: Browser;
let own: StaticServer | null = null;
beforeAll(async () => {
  browser = await launchBrowser();
  if (process.env.REFERENCE_DIST) own = await serveStatic(process.env.REFERENCE_DIST);
});
afterAll(async () => {
  await browser?.close();
  await own?.close();
});

const url = (path: string) => (own ? own.url + path : siteUrl(path));

/** Each game with the tables its reference has (engine/<game>/reference.ts). */
const GAMES = [
  { id: 'gress', tables: 5 },
  { id: 'the-game', tables: 4 },
  { id: 'gin-rummy', tables: 6 },
  { id: 'sens', tables: 6 },
] as const;

/** PDF page objects: "/Type /Page" but not "/Type /Pages". */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

async function open(width: number, height: number, path: string, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height }, colorScheme });
  const response = await page.goto(url(path));
  expect(response?.status(), path).toBe(200);
  return page;
}

describe.each(GAMES)('/$id/reference/', ({ id, tables }) => {
  const path = `/${id}/reference/`;

  test('prints on exactly one A4 page, and the print view shows the tables without the site\'s chrome', async () => {
    const page = await open(1280, 900, path);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.qr-table').count()).toBe(tables);
    for (const table of await page.locator('.qr-table').all()) expect(await table.isVisible()).toBe(true);
    // Every row links its paragraphs.
    const rowsWithoutLink = await page.locator('.qr-table tbody tr').evaluateAll((trs) => trs.filter((tr) => !tr.querySelector(`.qr-refs a[href^="/"]`)).length);
    expect(rowsWithoutLink).toBe(0);
    expect(await page.locator('header.header').isVisible()).toBe(false);
    expect(await page.locator('nav.sidebar').isVisible()).toBe(false);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdfPages(pdf)).toBe(1);
    await page.close();
  });

  test('fits a phone: no sideways scrolling, 44 px paragraph links, no blocking axe findings (light)', async () => {
    const page = await open(375, 812, path);
    expect(await overflow(page)).toBe(0);
    // The tables fit too: none needs its own sideways scroll at 375 px.
    const scrolling = await page.locator('.qr-scroll').evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).length);
    expect(scrolling).toBe(0);
    expect(await smallTargets(page, '.qr', '.qr-refs a')).toEqual([]);
    expect(await axeBlocking(page)).toEqual([]);
    await page.close();
  });

  test('no blocking axe findings in the dark theme, and no sideways scrolling at 1280 px', async () => {
    const page = await open(1280, 900, path, 'dark');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await overflow(page)).toBe(0);
    expect(await axeBlocking(page)).toEqual([]);
    await page.close();
  });
});
