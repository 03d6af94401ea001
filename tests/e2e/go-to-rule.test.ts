/**
 * Issue 25, item 1: "go to a rule". On a phone (375 x 812, touch) and a
 * desktop (1280 x 800): the § button in the header opens the box by a tap or
 * a click and by the key G, without a row of its own on the phone; "7.3" on
 * a Gress page lands on Gress 7.3 (the heading #7-3 of the Jacks page), "§10"
 * on a Gin Rummy page on its section 10 (the heading #10 of its page); an
 * unknown number is answered in the box with its nearest paragraphs, and the
 * address /gress/r/4.99 gets the 404 page naming them, as working links.
 *
 * Worked out from the paragraph lists: Gress section 4 ends with 4.15 and
 * section 5 starts with 5.1; The Game's last section is 7 (7.1 to 7.3).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { blockingAxe, SCREENS } from './one-screen';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a page and waits until the box's script has woken it. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(siteUrl(path));
  await page.waitForFunction(() => customElements.get('go-to-rule') !== undefined);
}

const panelOpen = (page: Page) => page.locator('#goto-panel').evaluate((el) => el.matches(':popover-open'));
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Where the heading with this id sits: wholly below the fixed header (and the phone's "On this page" bar) and in the viewport. */
async function headingInView(page: Page, id: string): Promise<boolean> {
  return page.evaluate((id) => {
    const heading = document.getElementById(id);
    if (!heading) return false;
    const bars = [...document.querySelectorAll('header.header, mobile-starlight-toc nav')].map((el) => el.getBoundingClientRect()).filter((r) => r.height > 0);
    const top = Math.max(0, ...bars.map((r) => r.bottom));
    const box = heading.getBoundingClientRect();
    return box.top >= top - 1 && box.bottom <= window.innerHeight;
  }, id);
}

describe.each(SCREENS)('$name ($width x $height)', ({ name, width, height, touch }) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width, height }, hasTouch: touch, isMobile: touch });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  /** A tap on the phone, a click on the desktop. */
  const press = async (selector: string) => (touch ? page.locator(selector).tap() : page.locator(selector).click());

  test('the § button sits in the header: no row of its own, no sideways scrolling, a target of 44 px on the phone', async () => {
    await open(page, '/gress/4-moves-and-throws/');
    const { button, header, scrollWidth } = await page.evaluate(() => {
      const rect = (el: Element | null) => {
        const r = el!.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height };
      };
      return { button: rect(document.querySelector('.goto-open')), header: rect(document.querySelector('header.header')), scrollWidth: document.documentElement.scrollWidth };
    });
    expect(button.top).toBeGreaterThanOrEqual(header.top);
    expect(button.bottom).toBeLessThanOrEqual(header.bottom);
    expect(button.right).toBeLessThanOrEqual(width);
    expect(scrollWidth).toBeLessThanOrEqual(width);
    if (name === 'phone') expect(Math.min(button.width, button.height)).toBeGreaterThanOrEqual(44);
    // The button's name is its words, on a phone too, where only the § shows.
    expect(await page.getByRole('button', { name: /^Go to rule/ }).count()).toBe(1);
  });

  test(`the box opens by ${touch ? 'a tap' : 'a click'} with its field focused, closes with Escape, and opens by the key G, which the search's field keeps`, async () => {
    await open(page, '/gress/4-moves-and-throws/');
    await press('.goto-open');
    await expect.poll(() => panelOpen(page)).toBe(true);
    await expect.poll(() => focusedId(page)).toBe('goto-input');
    await page.keyboard.press('Escape');
    await expect.poll(() => panelOpen(page)).toBe(false);

    await page.locator('main h1').click();
    await page.keyboard.press('g');
    await expect.poll(() => panelOpen(page)).toBe(true);
    await expect.poll(() => focusedId(page)).toBe('goto-input');
    // The key opened the box; it typed nothing into it.
    expect(await page.locator('#goto-input').inputValue()).toBe('');
    expect(await blockingAxe(page, '#goto-panel')).toEqual([]);
    expect(await blockingAxe(page, 'header.header')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => panelOpen(page)).toBe(false);

    // Starlight's search keeps Ctrl+K, and a G typed into its field is a letter, not the shortcut.
    await page.keyboard.press('Control+k');
    await expect.poll(() => page.locator('site-search dialog[open]').count()).toBe(1);
    await page.keyboard.type('g');
    expect(await panelOpen(page)).toBe(false);
    await page.keyboard.press('Escape');
  });

  test('"7.3" on a Gress page lands on Gress 7.3, the heading #7-3 of the Jacks page', async () => {
    await open(page, '/gress/4-moves-and-throws/');
    await press('.goto-open');
    await page.keyboard.type('7.3');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/gress/7-jacks/' && url.hash === '#7-3');
    expect(await page.locator('h2[id="7-3"]').textContent()).toMatch(/^7\.3\s/);
    await expect.poll(() => headingInView(page, '7-3')).toBe(true);
  });

  test('"§10" on a Gin Rummy page lands on its section 10, the heading #10 of its page', async () => {
    await open(page, '/gin-rummy/3-dealing/');
    await press('.goto-open');
    await page.keyboard.type('§10');
    await press('.goto-go');
    await page.waitForURL((url) => url.pathname === '/gin-rummy/10-the-opponent-wins/' && url.hash === '#10');
    expect(await page.locator('h2[id="10"]').textContent()).toMatch(/^10\s/);
    await expect.poll(() => headingInView(page, '10')).toBe(true);
  });

  test('an unknown number typed is answered in the box with its nearest paragraphs, each a link that works', async () => {
    await open(page, '/gress/7-jacks/');
    await press('.goto-open');
    await page.keyboard.type('4.99');
    await page.keyboard.press('Enter');
    const answer = page.locator('.goto-answer');
    await expect.poll(() => answer.textContent()).toContain('Gress has no paragraph 4.99');
    expect(page.url()).toContain('/gress/7-jacks/');
    const links = await answer.locator('a').evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href'), text: a.textContent })));
    expect(links.map((l) => l.href)).toEqual(['/gress/4-moves-and-throws/#4-15', '/gress/5-move-effects/#5-1', '/gress/r/']);
    expect(links[0]!.text).toMatch(/^4\.15 /);
    expect(await answer.textContent()).toContain('last of section 4');
    expect(await answer.textContent()).toContain('first of section 5');
    expect(await blockingAxe(page, '#goto-panel')).toEqual([]);

    await press('.goto-answer a[href$="#5-1"]');
    await page.waitForURL((url) => url.pathname === '/gress/5-move-effects/' && url.hash === '#5-1');
    await expect.poll(() => headingInView(page, '5-1')).toBe(true);
  });

  test('text that is no number gets an example of one, and the page stays', async () => {
    await open(page, '/the-game/3-own-piles/');
    await press('.goto-open');
    await page.keyboard.type('jack');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.goto-answer').textContent()).toContain('“jack” is not a rule number');
    expect(new URL(page.url()).pathname).toBe('/the-game/3-own-piles/');
  });

  test('the address /gress/r/4.99 gets the 404 page naming 4.15 and 5.1, as links that work', async () => {
    const response = await page.goto(siteUrl('/gress/r/4.99'));
    expect(response?.status()).toBe(404);
    const box = page.locator('.goto-404');
    await expect.poll(() => box.textContent()).toContain('Gress has no paragraph 4.99');
    const hrefs = await box.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/gress/4-moves-and-throws/#4-15', '/gress/5-move-effects/#5-1', '/gress/r/']);
    expect(await blockingAxe(page, 'main')).toEqual([]);
    await press('.goto-404 a[href$="#4-15"]');
    await page.waitForURL((url) => url.pathname === '/gress/4-moves-and-throws/' && url.hash === '#4-15');
    await expect.poll(() => headingInView(page, '4-15')).toBe(true);
  });

  test('the address /the-game/r/14.5 names the last section of The Game, 7, and its last paragraph, 7.3', async () => {
    await page.goto(siteUrl('/the-game/r/14.5'));
    const box = page.locator('.goto-404');
    await expect.poll(() => box.textContent()).toContain('The Game: Face to Face has no paragraph 14.5');
    const hrefs = await box.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/the-game/7-end/', '/the-game/7-end/#7-3', '/the-game/r/']);
  });
});

test('without JavaScript the 404 page of /gress/r/4.99 still leads to every game\'s paragraphs', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(siteUrl('/gress/r/4.99'));
    expect(response?.status()).toBe(404);
    expect(await page.locator('.goto-404').isVisible()).toBe(false);
    const hrefs = await page.locator('main a[href$="/r/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/gress/r/', '/the-game/r/', '/gin-rummy/r/', '/sens/r/']);
  } finally {
    await context.close();
  }
});
