import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PARAGRAPH_NUMBERS, paragraphAnchor, paragraphHref } from '../../engine/gress/paragraphs';
import { launchBrowser, siteUrl } from './browser';
import { writtenSections } from './pages';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The first and the last paragraph of every section page written so far, plus
 * 4.11, the example in the design (4.1, 4.10 and 4.11 share a prefix, which a
 * careless anchor or route would confuse).
 */
const samples = writtenSections().flatMap((section) =>
  section.paragraphs
    .filter((paragraph, i, all) => i === 0 || i === all.length - 1 || paragraph.number === '4.11')
    .map((paragraph) => ({ number: paragraph.number, page: section.page })),
);

describe.each(samples)('permalink /gress/r/$number', ({ number, page }) => {
  const anchor = paragraphAnchor(number);

  test.each(['', '/'])(`/gress/r/${number}%s ends on the paragraph's heading, which the table of contents links to`, async (slash) => {
    const tab = await browser.newPage();
    try {
      await tab.goto(siteUrl(`/gress/r/${number}${slash}`));
      await tab.waitForURL((url) => url.pathname === `/gress/${page}/` && url.hash === `#${anchor}`, { timeout: 10_000 });
      const heading = tab.locator(`h2[id="${anchor}"]`);
      expect(await heading.count(), `<h2 id="${anchor}"> on /gress/${page}/`).toBe(1);
      expect(await heading.textContent()).toMatch(new RegExp(`^${number.replace(/\./g, '\\.')}\\s`));
      expect(await heading.isVisible()).toBe(true);
      expect(await tab.locator(`starlight-toc a[href="#${anchor}"]`).count(), `table of contents link to #${anchor}`).toBe(1);
    } finally {
      await tab.close();
    }
  });
});

test('without JavaScript the meta refresh of a permalink still gets there', async () => {
  expect(samples.length, 'section pages with paragraphs in content/gress').toBeGreaterThan(0);
  const { number, page } = samples[0]!;
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const tab = await context.newPage();
    await tab.goto(siteUrl(`/gress/r/${number}`));
    await tab.waitForURL((url) => url.pathname === `/gress/${page}/` && url.hash === `#${paragraphAnchor(number)}`, { timeout: 10_000 });
  } finally {
    await context.close();
  }
});

test('every paragraph of every written section page has its anchor', async () => {
  const missing: string[] = [];
  for (const section of writtenSections()) {
    const html = await (await fetch(siteUrl(`/gress/${section.page}/`))).text();
    for (const { number } of section.paragraphs) {
      if (!html.includes(`id="${paragraphAnchor(number)}"`)) missing.push(`${number} (no #${paragraphAnchor(number)} on /gress/${section.page}/)`);
    }
  }
  expect(missing, 'paragraphs whose permalink would lead nowhere').toEqual([]);
});

test('an unknown paragraph gets the 404 page', async () => {
  const tab = await browser.newPage();
  try {
    const response = await tab.goto(siteUrl('/gress/r/99.99'));
    expect(response?.status()).toBe(404);
    expect(await tab.title()).toContain('404');
  } finally {
    await tab.close();
  }
});

test('/gress/r/ lists every paragraph with a link to it', async () => {
  const tab = await browser.newPage();
  try {
    await tab.goto(siteUrl('/gress/r/'));
    const hrefs = await tab.locator('ul.paragraph-index a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(PARAGRAPH_NUMBERS.map((number) => paragraphHref(number)));
  } finally {
    await tab.close();
  }
});
