/**
 * Printing a rules page gives its text, not live sandboxes: in print media the
 * examples keep their captions and a line with their final position, their
 * sandboxes are not shown, and the page
 * prints on far fewer sheets than with the sandboxes.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test.each([375, 1280])('the Jacks page, opened at %i px, prints as text: captions kept, sandboxes left out', async (width) => {
  const page = await browser.newPage({ viewport: { width, height: 812 } });
  await page.goto(siteUrl('/gress/7-jacks/'));
  await page.emulateMedia({ media: 'print' });
  const examples = page.locator('section.scenario');
  expect(await examples.count()).toBeGreaterThan(3);
  expect(await examples.first().locator('.scenario-caption').isVisible()).toBe(true);
  expect(await page.locator('.gs-sandbox:visible').count()).toBe(0);
  // Each example prints its final position in a line instead of the sandbox.
  const finals = await examples.locator('.gs-final').evaluateAll((els) => els.map((el) => (getComputedStyle(el).display === 'none' ? '' : (el.textContent ?? ''))));
  expect(finals.length).toBe(await examples.count());
  for (const text of finals) expect(text).toMatch(/^(After step \d+|Position): \S.*play pile/i);
  const pdf = await page.pdf({ format: 'A4' });
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  console.log(`/gress/7-jacks/ (opened at ${width} px) prints on ${pages} A4 pages`);
  expect(pages).toBeLessThanOrEqual(8);
  await page.close();
});
