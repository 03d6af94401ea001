/**
 * Linking into examples (play-hash.ts), on a phone and on a desktop: the Link
 * control copies the example's own address at the step shown (copy-link.ts:
 * /gress/examples/<id>/#step-1, a page that carries the example's link
 * preview), which opens scrolled to that example at that step on its rules
 * page; a game played on from the 7th example of a
 * page and shared opens inside that example, in view, saying it was restored
 * from a link.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { wakeExample } from './examples';

const PAGE = '/gress/4-moves-and-throws/';
const POLL = { timeout: 40_000 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The 7th example of the page, hydrated, and its section id. */
async function seventh(page: Page): Promise<{ section: Locator; id: string; sandbox: Locator }> {
  const section = page.locator('section.scenario').nth(6);
  await section.scrollIntoViewIfNeeded();
  const id = (await section.getAttribute('id'))!;
  await wakeExample(page, id);
  return { section, id, sandbox: section.locator('.gs-sandbox') };
}

/** Whether the element's top edge is within the viewport. */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const height = page.viewportSize()!.height;
  return box !== null && box.y >= -2 && box.y < height;
}

describe.each([
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
])('on a $name ($width px)', ({ width, height }) => {
  let page: Page;
  beforeAll(async () => {
    const context = await browser.newContext({ viewport: { width, height } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']).catch(() => undefined);
    page = await context.newPage();
  });
  afterAll(async () => {
    await page.context().close();
  });

  test('Link copies the example\u2019s own address at the step shown, which opens there', async () => {
    await page.goto(siteUrl(PAGE));
    const { section, id, sandbox } = await seventh(page);
    await sandbox.getByRole('button', { name: 'Forward' }).click();
    await sandbox.getByRole('button', { name: 'Link' }).click();
    const input = sandbox.locator('.gs-play__link input');
    await expect.poll(() => input.count(), POLL).toBe(1);
    const url = await input.inputValue();
    const link = await section.getAttribute('data-link');
    expect(link).toMatch(/^\/gress\/examples\/[^/]+\/$/);
    expect(url).toBe(`${siteUrl(link!)}#step-1`);
    // The page's own address names the step too, for a reload.
    expect(page.url()).toBe(`${siteUrl(PAGE)}#${id}/step-1`);

    const other = await page.context().newPage();
    try {
      await other.goto(url);
      await other.waitForURL(`${siteUrl(PAGE)}#${id}/step-1`, POLL);
      const opened = other.locator(`#${id} .gs-sandbox`);
      await expect.poll(() => opened.locator('.gs-counter').first().textContent(), POLL).toMatch(/^Step 1 of/);
      expect(await inView(other, other.locator(`#${id}`))).toBe(true);
    } finally {
      await other.close();
    }
  });

  test('a link to the example itself opens scrolled to it, at the start', async () => {
    const { id } = await seventh(page);
    const other = await page.context().newPage();
    try {
      await other.goto(siteUrl(`${PAGE}#${id}`));
      await expect.poll(() => inView(other, other.locator(`#${id}`)), POLL).toBe(true);
    } finally {
      await other.close();
    }
  });

  test('a game played on from the 7th example opens inside it, in view, restored from a link', async () => {
    await page.goto(siteUrl(PAGE));
    const { id, sandbox } = await seventh(page);
    await sandbox.getByRole('button', { name: 'Play from here' }).click();
    const lawful = sandbox.locator('.gs-play__card[data-lawful="true"], .gs-play__action[data-lawful="true"]');
    await expect.poll(() => lawful.count(), POLL).toBeGreaterThan(0);
    await lawful.first().click();
    await expect.poll(() => sandbox.locator('.gs-counter').first().textContent(), POLL).toContain('Playing: 1 action');
    await sandbox.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => page.evaluate(() => location.hash), POLL).toMatch(new RegExp(`^#${id}/play=gress\\.1\\.`));
    const url = page.url();

    const other = await page.context().newPage();
    try {
      await other.goto(url);
      const opened = other.locator(`#${id} .gs-sandbox`);
      await expect.poll(() => opened.locator('.gs-restored').count(), POLL).toBe(1);
      await expect.poll(() => opened.locator('.gs-counter').first().textContent(), POLL).toContain('Playing: 1 action');
      expect(await inView(other, other.locator(`#${id}`))).toBe(true);
      expect(await other.locator('.gs-sandbox').first().locator('.gs-playarea').count()).toBe(0);
    } finally {
      await other.close();
    }
  });
});
