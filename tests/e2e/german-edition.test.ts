/**
 * Issue 27: the German edition's frame. On a phone (375 x 812, touch) and a
 * desktop (1280 x 800): html lang and the hreflang links of an English and a
 * German page, a German permalink landing on its paragraph, the language
 * switch keeping the paragraph both ways and an example's step (with the
 * examples' history state), and axe on the German pages. Written to pass
 * whether /de/gress/7-jacks/ is a German page or Starlight's fallback (the
 * English text under /de/, marked <main lang="en">): the expectations for
 * each are worked out from the site's rules (src/i18n/alternates.ts), not
 * read from the build.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { SCREENS } from './one-screen';
import { axeBlocking } from './tool-checks';

const EN = '/gress/7-jacks/';
const DE = '/de/gress/7-jacks/';
const A = 'scenario-7-1-jack-on-anything';
const B = 'scenario-7-1-jack-move-after-a-draw';
const POLL = { timeout: 20_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The page's hreflang links as "lang path". */
async function alternates(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((l) => `${l.hreflang} ${new URL(l.href).pathname}`).sort(),
  );
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
/** Starlight's fallback: a German address showing the English text, its <main> marked lang="en". */
const isFallback = (page: Page) => page.evaluate(() => document.documentElement.lang === 'de' && document.querySelector('main')?.lang === 'en');

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

  /** Picks a language in the switch: on a phone it lives in the menu. */
  async function switchTo(label: 'English' | 'Deutsch', inMenu = true): Promise<void> {
    if (screen.touch && inMenu) await page.locator('button.sl-menu-button').click();
    const select = page.locator('edition-switch select').locator('visible=true');
    await expect.poll(() => select.count(), POLL).toBe(1);
    await select.selectOption({ label });
  }

  test('html lang and hreflang: both editions linked where both have the page, none where one has only a fallback', async () => {
    await page.goto(siteUrl(DE));
    expect(await htmlLang(page)).toBe('de');
    const fallback = await isFallback(page);
    const german = await alternates(page);
    const canonical = await page.evaluate(() => new URL(document.querySelector<HTMLLinkElement>('link[rel="canonical"]')!.href).pathname);
    await page.goto(siteUrl(EN));
    expect(await htmlLang(page)).toBe('en');
    const english = await alternates(page);
    const both = [`de ${DE}`, `en ${EN}`, `x-default ${EN}`];
    if (fallback) {
      expect(german).toEqual([]);
      expect(english).toEqual([]);
      expect(canonical).toBe(EN);
    } else {
      expect(german).toEqual(both);
      expect(english).toEqual(both);
      expect(canonical).toBe(DE);
    }
    // The lists of paragraphs exist in both editions whatever is translated.
    await page.goto(siteUrl('/de/gress/r/'));
    expect(await htmlLang(page)).toBe('de');
    expect(await alternates(page)).toEqual(['de /de/gress/r/', 'en /gress/r/', 'x-default /gress/r/']);
    // A tool page with no German edition yet has no German alternate.
    await page.goto(siteUrl('/gress/sandbox/'));
    expect(await alternates(page)).toEqual([]);
  });

  test('the German permalink /de/gress/r/7.3 lands on #7-3 of the German page', async () => {
    await page.goto(siteUrl('/de/gress/r/7.3'), { waitUntil: 'commit' });
    await page.waitForURL((url) => url.pathname === DE && url.hash === '#7-3', { timeout: 40_000, waitUntil: 'domcontentloaded' });
    const heading = page.locator('h2[id="7-3"]');
    expect(await heading.textContent()).toMatch(/^7\.3\s/);
    expect(await heading.isVisible()).toBe(true);
    expect(await htmlLang(page)).toBe('de');
  });

  test('the switch keeps the paragraph, English to German and back', async () => {
    await page.goto(siteUrl(`${EN}#7-3`));
    await switchTo('Deutsch');
    await page.waitForURL((url) => url.pathname === DE && url.hash === '#7-3', POLL);
    expect(await htmlLang(page)).toBe('de');
    await expect.poll(() => page.locator('h2[id="7-3"]').isVisible(), POLL).toBe(true);
    await switchTo('English');
    await page.waitForURL((url) => url.pathname === EN && url.hash === '#7-3', POLL);
    expect(await htmlLang(page)).toBe('en');
  });

  test("the switch keeps an example's step, and every example's state in history", async () => {
    await page.goto(siteUrl(EN));
    for (const [id, step] of [[A, 2], [B, 3]] as const) {
      const section = page.locator(`#${id}`);
      await section.getByRole('button', { name: /Step through/ }).click();
      await expect.poll(() => section.locator('.gs-counter').first().textContent(), POLL).toMatch(/^Step 1 of/);
      for (let s = 1; s < step; s++) await section.locator('button[data-command="forward"]').first().click();
      await expect.poll(() => section.locator('.gs-counter').first().textContent(), POLL).toMatch(new RegExp(`^Step ${step} of`));
    }
    expect(await page.evaluate(() => location.hash)).toBe(`#${B}/step-3`);
    await switchTo('Deutsch');
    await page.waitForURL((url) => url.pathname === DE && url.hash === `#${B}/step-3`, POLL);
    // The example the address names shows its step (its words may be German once the examples speak it).
    await expect.poll(() => page.locator(`#${B} .gs-counter`).first().textContent(), POLL).toMatch(/^(Step|Schritt) 3 (of|von)/);
    // The other example's step came along in history.state, as a reload or Back would find it.
    const kept = await page.evaluate((id) => (history.state as { gsExamples?: Record<string, unknown> } | null)?.gsExamples?.[id], A);
    expect(kept).toEqual({ kind: 'step', step: 2 });
  });

  test('the home page, which has no menu on a phone, has the switch too and leads to the German home', async () => {
    await page.goto(siteUrl('/'));
    await switchTo('Deutsch', false);
    await page.waitForURL((url) => url.pathname === '/de/', POLL);
    expect(await htmlLang(page)).toBe('de');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });

  test('a page with no German twin offers the German home, not a 404', async () => {
    await page.goto(siteUrl('/gress/sandbox/'));
    const options = await page.locator('edition-switch select').first().evaluate((s: HTMLSelectElement) => [...s.options].map((o) => `${o.label} ${o.value}`));
    expect(options.sort()).toEqual(['Deutsch /de/', 'English /gress/sandbox/']);
  });

  test('axe finds nothing serious on the German pages, the switch and the German go-to box', async () => {
    for (const path of [DE, '/de/gress/r/']) {
      await page.goto(siteUrl(path));
      expect(await axeBlocking(page), path).toEqual([]);
    }
  });
});

test('an unknown German permalink gets the German 404 answer, with German links, at the asked address', async () => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // The server answers with the English 404 page, which hands over to the German one; that one shows the asked address again.
    await page.goto(siteUrl('/de/gress/r/4.99'));
    await expect.poll(() => htmlLang(page).catch(() => ''), POLL).toBe('de');
    const box = page.locator('.goto-404');
    await expect.poll(() => box.isVisible(), POLL).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/de/gress/r/4.99');
    expect(await box.textContent()).toContain('Gress hat keinen Absatz 4.99.');
    const links = await box.locator('a').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(links).toContain('/de/gress/4-moves-and-throws/');
    expect(links).toContain('/de/gress/r/');
    expect(links.every((l) => l.startsWith('/de/'))).toBe(true);
  } finally {
    await context.close();
  }
});

/** The first results' addresses for `query`, searched the way the search dialog does, in the index of the page's language. */
async function searchFrom(page: Page, query: string): Promise<string[]> {
  // A string, so that vitest's transform leaves the browser's own import() alone.
  return page.evaluate(`(async () => {
    const pagefind = await import(new URL('/pagefind/answers/pagefind.js', location.href).href);
    const found = await pagefind.search(${JSON.stringify(query)});
    const data = await Promise.all(found.results.slice(0, 5).map((r) => r.data()));
    // A section's own address is its meta url (src/search/index-units.ts); the raw url is the index-only page's.
    return data.map((d) => new URL((d.meta && d.meta.url) || d.url, location.href).pathname);
  })()`);
}

test("search per language: a German page searches the German index, an English page never finds German pages", async () => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const languages = Object.keys((await (await fetch(siteUrl('/pagefind/pagefind-entry.json'))).json()).languages);
    await page.goto(siteUrl(EN));
    const english = await searchFrom(page, 'Jack');
    expect(english.length).toBeGreaterThan(0);
    expect(english).toContain(EN);
    expect(english.filter((url) => url.startsWith('/de/'))).toEqual([]);
    await page.goto(siteUrl(DE));
    const german = await searchFrom(page, languages.includes('de') ? 'Bube' : 'Jack');
    expect(german.length).toBeGreaterThan(0);
    // With German pages written, the German index answers with German pages only; with none, Pagefind answers from the English one.
    if (languages.includes('de')) {
      expect(german.filter((url) => !url.startsWith('/de/'))).toEqual([]);
      expect(german).toContain(DE);
    }
    else expect(german.filter((url) => url.startsWith('/de/'))).toEqual([]);
  } finally {
    await context.close();
  }
});
