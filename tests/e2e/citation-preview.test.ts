/**
 * Citation previews (issue 25, item 2) on the built site, on a phone (375 x
 * 812, touch: tap) and a desktop (1280 x 800: click and keyboard): a
 * citation in a referee's question (10.9 in content/gress/referee-faq.mdx)
 * and one in an example's ruling (the 4.11 example, stepped once: its
 * ruling cites 4.11). The preview must show the paragraph's number, heading
 * and first sentence as its rules page has them (read from that page in the
 * test), leave the address alone, navigate only by "Open", close on Escape
 * (or a press outside it) with focus back on the citation, fit the screen
 * and pass axe in the light and the dark theme.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { wakeExample } from './examples';
import { blockingAxe, SCREENS, type Screen } from './one-screen';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PREVIEW = 'dialog.cite-preview';

/** A paragraph as its rules page shows it: the heading's text and its first paragraph's opening sentence. */
async function sectionOnPage(page: Page, anchor: string): Promise<{ heading: string; opening: string }> {
  return page.evaluate((id) => {
    const h = document.getElementById(id);
    if (!h) throw new Error(`no #${id} on ${location.pathname}`);
    let el = (h.closest('.sl-heading-wrapper') ?? h).nextElementSibling;
    while (el && el.tagName !== 'P') el = el.nextElementSibling;
    const first = (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const stop = /[.!?]["'’”)]*(?=\s|$)/.exec(first);
    return { heading: (h.textContent ?? '').trim(), opening: stop ? first.slice(0, stop.index + stop[0].length) : first };
  }, anchor);
}

/** What the open preview shows, and where it sits. */
async function previewShown(page: Page) {
  const dialog = page.locator(PREVIEW);
  await dialog.waitFor({ state: 'visible' });
  await expect.poll(() => dialog.getAttribute('aria-busy')).toBe('false');
  return dialog.evaluate((d) => {
    const text = (selector: string) => (d.querySelector(selector)?.textContent ?? '').trim();
    const r = d.getBoundingClientRect();
    const focused = document.activeElement;
    return {
      number: text('.cite-preview__number'),
      heading: text('.cite-preview__heading'),
      text: text('.cite-preview__text'),
      game: text('.cite-preview__game'),
      open: (d.querySelector('.cite-preview__open') as HTMLAnchorElement).href,
      focusInside: focused !== null && d.contains(focused),
      box: { left: r.left, right: r.right, top: r.top, bottom: r.bottom },
      viewport: { width: innerWidth, height: innerHeight },
    };
  });
}

function isFocused(link: Locator): Promise<boolean> {
  return link.evaluate((el) => el === document.activeElement);
}

async function press(screen: Screen, link: Locator): Promise<void> {
  await link.scrollIntoViewIfNeeded();
  if (screen.touch) await link.tap();
  else await link.click();
}

/** The checks every preview gets: contents, address unchanged, focus inside, on screen, axe clean in both themes. */
async function checkPreview(page: Page, before: string, expected: { number: string; game: string }) {
  const shown = await previewShown(page);
  expect(page.url(), 'a citation does not navigate by itself').toBe(before);
  expect(shown.number).toBe(expected.number);
  expect(shown.game).toBe(`${expected.game}, paragraph`);
  expect(shown.heading.length).toBeGreaterThan(0);
  // First sentences, cut at a sentence end, 300 characters at most.
  expect(shown.text).toMatch(/[.!?]["'’”)]*$/);
  expect(shown.text.length).toBeLessThanOrEqual(300);
  expect(shown.focusInside, 'focus moves into the preview').toBe(true);
  expect(shown.box.left).toBeGreaterThanOrEqual(0);
  expect(shown.box.top).toBeGreaterThanOrEqual(0);
  expect(shown.box.right).toBeLessThanOrEqual(shown.viewport.width);
  expect(shown.box.bottom).toBeLessThanOrEqual(shown.viewport.height);
  expect(await blockingAxe(page, PREVIEW)).toEqual([]);
  const theme = await page.evaluate(() => document.documentElement.dataset.theme);
  await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme === 'dark' ? 'light' : 'dark');
  expect(await blockingAxe(page, PREVIEW), 'the other theme').toEqual([]);
  await page.evaluate((t) => (document.documentElement.dataset.theme = t ?? 'light'), theme);
  return shown;
}

describe.each(SCREENS)('$name ($width x $height)', (screen) => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: screen.width, height: screen.height }, hasTouch: screen.touch, isMobile: screen.touch });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(async () => {
    await context?.close();
  });

  test("a citation in a referee's question previews its paragraph; Escape closes it, Open navigates", async () => {
    await page.goto(siteUrl('/gress/referee-faq/'));
    const cite = page.locator('main .sl-markdown-content a[href="/gress/r/10.9"]').first();
    const before = page.url();
    await press(screen, cite);
    const shown = await checkPreview(page, before, { number: '10.9', game: 'Gress' });

    await page.keyboard.press('Escape');
    await page.locator(PREVIEW).waitFor({ state: 'hidden' });
    expect(page.url()).toBe(before);
    expect(await isFocused(cite), 'focus back on the citation').toBe(true);

    await press(screen, cite);
    await previewShown(page);
    const open = page.locator(PREVIEW).getByRole('link', { name: 'Open 10.9' });
    if (screen.touch) await open.tap();
    else await open.click();
    await page.waitForURL((url) => url.pathname === '/gress/10-exceptions/' && url.hash === '#10-9');
    const section = await sectionOnPage(page, '10-9');
    expect(`${shown.number} ${shown.heading}`).toBe(section.heading);
    expect(shown.text.startsWith(section.opening), `"${shown.text}" starts with the page's "${section.opening}"`).toBe(true);
    expect(await page.locator(PREVIEW).isVisible()).toBe(false);
  });

  test("a citation in an example's ruling previews its paragraph", async () => {
    await page.goto(siteUrl('/gress/4-moves-and-throws/'));
    await wakeExample(page, 'scenario-4-11-anyone-may-throw');
    const example = page.locator('#scenario-4-11-anyone-may-throw');
    await example.getByRole('button', { name: /Forward/ }).first().click();
    const cite = example.locator('.gs-ruling a.gs-cite', { hasText: /^4\.11$/ }).first();
    await cite.waitFor();
    const before = page.url();
    await press(screen, cite);
    const shown = await checkPreview(page, before, { number: '4.11', game: 'Gress' });
    const section = await sectionOnPage(page, '4-11');
    expect(`${shown.number} ${shown.heading}`).toBe(section.heading);
    expect(shown.text.startsWith(section.opening), `"${shown.text}" starts with the page's "${section.opening}"`).toBe(true);
    expect(new URL(shown.open).pathname + new URL(shown.open).hash).toBe('/gress/4-moves-and-throws/#4-11');

    // A tap or click outside the preview closes it too (the corner is outside: the preview keeps 8 px from every edge).
    if (screen.touch) await page.touchscreen.tap(3, 3);
    else await page.mouse.click(3, 3);
    await page.locator(PREVIEW).waitFor({ state: 'hidden' });
    expect(await isFocused(cite)).toBe(true);
    // The example is still where it was: the same step, nothing reloaded.
    expect(await example.locator('.gs-counter').textContent()).toMatch(/Step 1 of/);
    expect(page.url()).toBe(before);

    // "Open" on the paragraph's own page goes to its heading, and the preview does not stay behind.
    await press(screen, cite);
    const open = page.locator(PREVIEW).getByRole('link', { name: 'Open 4.11' });
    await open.waitFor();
    if (screen.touch) await open.tap();
    else await open.click();
    await page.waitForURL((url) => url.pathname === '/gress/4-moves-and-throws/' && url.hash === '#4-11');
    expect(await page.locator(PREVIEW).isVisible()).toBe(false);
    await expect.poll(() => page.locator('[id="4-11"]').evaluate((h) => h.getBoundingClientRect().top)).toBeLessThan(200);
  });

  if (!screen.touch) {
    test('by keyboard: Enter opens, focus on Open, Tab to Close and back, Escape returns to the citation', async () => {
      await page.goto(siteUrl('/gress/referee-faq/'));
      const cite = page.locator('main .sl-markdown-content a[href="/gress/r/10.9"]').first();
      const before = page.url();
      await cite.focus();
      await page.keyboard.press('Enter');
      await previewShown(page);
      expect(page.url()).toBe(before);
      const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.textContent?.trim());
      expect(await focused()).toBe('Open 10.9');
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('Close');
      await page.keyboard.press('Shift+Tab');
      expect(await focused()).toBe('Open 10.9');
      await page.keyboard.press('Escape');
      await page.locator(PREVIEW).waitFor({ state: 'hidden' });
      expect(await isFocused(cite)).toBe(true);
      // Close by its button, too.
      await page.keyboard.press('Enter');
      await previewShown(page);
      await page.locator(PREVIEW).getByRole('button', { name: 'Close' }).click();
      await page.locator(PREVIEW).waitFor({ state: 'hidden' });
      expect(await isFocused(cite)).toBe(true);
      expect(page.url()).toBe(before);
    });

    test('a modified click keeps its normal behaviour: a new tab, no preview', async () => {
      await page.goto(siteUrl('/gress/referee-faq/'));
      const cite = page.locator('main .sl-markdown-content a[href="/gress/r/10.9"]').first();
      const [tab] = await Promise.all([context.waitForEvent('page'), cite.click({ modifiers: ['ControlOrMeta'] })]);
      await tab.waitForURL((url) => url.pathname === '/gress/10-exceptions/');
      await tab.close();
      expect(await page.locator(PREVIEW).count()).toBe(0);
    });
  }

  test('nothing logs an error', () => {
    expect(errors).toEqual([]);
  });
});

test("the paragraphs file is on the site and in Gress's keep-on-this-device list", async () => {
  const file = (await (await fetch(siteUrl('/gress/paragraphs.json'))).json()) as { game: string; paragraphs: Record<string, { heading: string; href: string }> };
  expect(file.game).toBe('gress');
  expect(file.paragraphs['10.9'].href).toBe('/gress/10-exceptions/#10-9');
  const list = (await (await fetch(siteUrl('/offline/gress.json'))).json()) as { urls: string[] };
  expect(list.urls).toContain('/gress/paragraphs.json');
});
