/**
 * A link to a game played from an example shows the position it has reached
 * at once, from the link itself (issue 24): the link carries the position in
 * words (play-hash.ts view) and the page draws it into the example's poster
 * as it is read, with no engine, no sandbox, not even the island's code
 * (checked with every script chunk of the site refused). Then the example
 * wakes and plays on from exactly that position.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readPageHash } from '../../src/components/sandbox/play-hash';
import { launchBrowser, siteUrl } from './browser';

const PAGE = '/gress/4-moves-and-throws/';
const A = 'scenario-4-11-anyone-may-throw';
const POLL = { timeout: 15_000 };

let browser: Browser;
let link = '';
beforeAll(async () => {
  browser = await launchBrowser();
  // A link made the way a reader makes one: take over, act, Copy link.
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(siteUrl(PAGE));
  const section = page.locator(`#${A}`);
  await section.getByRole('button', { name: 'Play from here' }).click();
  const counter = section.locator('.gs-counter').first();
  await counter.filter({ hasText: 'Playing: 0 actions' }).waitFor(POLL);
  await section.locator('.gs-table button[data-lawful="true"]').first().click();
  await counter.filter({ hasText: 'Playing: 1 action' }).waitFor(POLL);
  await section.getByRole('button', { name: 'Copy link' }).click();
  const url = new URL(page.url());
  link = url.pathname + url.hash;
  await page.close();
});
afterAll(async () => {
  await browser?.close();
});

const posterLines = (page: Page) => page.locator(`#${A} .gs-poster__position li`).allTextContents();

test('the link carries the position reached, in words', () => {
  const hash = readPageHash(link.slice(link.indexOf('#')));
  expect(hash?.anchor).toBe(A);
  expect(hash?.play).toMatch(/^gress\.1\./);
  expect(hash?.view?.length).toBeGreaterThanOrEqual(5);
});

test('without any of the site\'s scripts, the poster draws the linked position from the link', async () => {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  try {
    await page.route('**/_astro/**/*.js', (route) => route.abort());
    await page.goto(siteUrl(PAGE));
    const plain = await posterLines(page);
    // Another document (a fragment change alone would not load the page again).
    await page.goto('about:blank');
    await page.goto(siteUrl(link));
    const view = readPageHash(link.slice(link.indexOf('#')))!.view!;
    await expect.poll(() => posterLines(page), POLL).toEqual([...view]);
    expect(view).not.toEqual(plain);
    expect(await page.locator(`#${A} .gs-poster__position`).getAttribute('aria-label')).toBe("The linked game's position");
    expect(await page.locator(`#${A} astro-island`).evaluate((el) => el.hasAttribute('ssr')), 'no code ran to draw it').toBe(true);
  } finally {
    await page.close();
  }
});

test('with them, the example wakes at that position and plays on', async () => {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  try {
    await page.goto(siteUrl(link));
    const section = page.locator(`#${A}`);
    await expect.poll(() => section.locator('.gs-counter').first().textContent(), POLL).toBe('Playing: 1 action');
    expect(await section.locator('.gs-restored').textContent()).toContain('Restored from a link');
    await section.locator('.gs-table button[data-lawful="true"]').first().click();
    await expect.poll(() => section.locator('.gs-counter').first().textContent(), POLL).toBe('Playing: 2 actions');
  } finally {
    await page.close();
  }
});
