/**
 * Back, Forward and a reload bring back what an example showed (issue 24):
 * the step, and the game played from it with its actions; Back never puts a
 * woken example back to sleep. At 375 x 812 (touch) and at 1280 x 800. The
 * page address follows the example last used (a step link, or the game's
 * share link), and every example the reader used keeps its state in the
 * history entry, so a reload restores them all.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { SCREENS } from './one-screen';

const PAGE = '/gress/4-moves-and-throws/';
const A = 'scenario-4-11-anyone-may-throw';
const B = 'scenario-4-12-a-king-creates-take-debts';
const POLL = { timeout: 15_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const counter = (page: Page, id: string) => page.locator(`#${id} .gs-counter`).first();
const counterText = (page: Page, id: string) => counter(page, id).textContent({ timeout: POLL.timeout });
/** Whether the example shows its sandbox (not its poster). */
const awake = (page: Page, id: string) => page.locator(`#${id} .gs-shell`).count();

async function stepTo(page: Page, id: string, step: number): Promise<Locator> {
  const section = page.locator(`#${id}`);
  await section.getByRole('button', { name: /Step through/ }).click();
  await expect.poll(() => counterText(page, id), POLL).toMatch(/^Step 1 of/);
  for (let s = 1; s < step; s++) await section.locator('button[data-command="forward"]').first().click();
  await expect.poll(() => counterText(page, id), POLL).toMatch(new RegExp(`^Step ${step} of`));
  return section;
}

describe.each(SCREENS)('at $width x $height ($name)', (screen) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: screen.width, height: screen.height }, hasTouch: screen.touch, isMobile: screen.touch });
    page = await context.newPage();
    await page.goto(siteUrl(PAGE));
  });
  afterAll(async () => {
    await context?.close();
  });

  test('a step is in the address; leaving the page and coming Back shows that step, not the poster', async () => {
    await stepTo(page, A, 2);
    expect(await page.evaluate(() => location.hash)).toBe(`#${A}/step-2`);
    // An unload listener keeps the page out of the back/forward cache: coming Back loads it afresh.
    await page.evaluate(() => window.addEventListener('unload', () => undefined));
    await page.goto(siteUrl('/gress/glossary/'));
    await page.goBack();
    await expect.poll(() => counterText(page, A), POLL).toMatch(/^Step 2 of/);
    expect(await awake(page, A)).toBe(1);
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type), 'loaded afresh, not from the cache').toBe('back_forward');
  });

  test('taking over adds a history entry: Back returns to the step, Forward to the game with its actions', async () => {
    const section = page.locator(`#${A}`);
    await section.getByRole('button', { name: 'Play from here' }).first().click();
    await expect.poll(() => counterText(page, A), POLL).toBe('Playing: 2 actions');
    // Any lawful action on the table will do (a card, the draw pile).
    await section.locator('.gs-table button[data-lawful="true"]').first().click();
    await expect.poll(() => counterText(page, A), POLL).toBe('Playing: 3 actions');
    expect(await page.evaluate(() => location.hash)).toMatch(new RegExp(`^#${A}/play=gress\\.1\\.`));
    const table = await section.locator('.gs-table').innerText();

    await page.goBack();
    await expect.poll(() => counterText(page, A), POLL).toMatch(/^Step 2 of/);
    await page.goForward();
    await expect.poll(() => counterText(page, A), POLL).toBe('Playing: 3 actions');
    expect(await section.locator('.gs-table').innerText()).toBe(table);
  });

  test('a reload brings back every example used, each as it was; the own game is no "link someone shared"', async () => {
    await stepTo(page, B, 1);
    await page.reload();
    await expect.poll(() => counterText(page, A), POLL).toBe('Playing: 3 actions');
    await expect.poll(() => counterText(page, B), POLL).toMatch(/^Step 1 of/);
    expect(await page.locator(`#${A} .gs-restored`).count()).toBe(0);
    // Back from here is the example's own history (the step before taking over), not its poster.
    await page.goBack();
    await expect.poll(() => counterText(page, A), POLL).toMatch(/^Step 2 of/);
    expect(await awake(page, B)).toBe(1);
  });
});
