import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { paragraphAnchor, paragraphHrefIn, paragraphNumbers } from '../../engine/core/paragraphs';
import { GAMES } from '../../engine/games';
import { ginRummy } from '../../engine/gin-rummy/index';
import { theGame } from '../../engine/the-game/index';
import { launchBrowser, siteUrl } from './browser';
import { writtenSections } from './pages';

let browser: Browser;
/** One tab for all the permalinks: a new tab costs more than the navigation itself. */
let tab: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  tab = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Gress: the first and the last paragraph of every section page written so
 * far, plus 4.11, the example in the design (4.1, 4.10 and 4.11 share a prefix,
 * which a careless anchor or route would confuse); the first paragraph and
 * 4.11 also with a trailing slash. The Game: Face to Face: every paragraph
 * (its numbers are the site's own, so each must lead somewhere). Gin Rummy:
 * the last paragraph of every section (the numbered items of §13-§16 and the
 * sections that are one paragraph; /gin-rummy/r/ lists and links every one,
 * tested below). Each check
 * waits for the document, not for every image and script of the page.
 */
const samples = [
  ...writtenSections().flatMap((section) =>
    section.paragraphs
      .filter((paragraph, i, all) => i === 0 || i === all.length - 1 || paragraph.number === '4.11')
      .flatMap((paragraph) =>
        (paragraph.number === '1.1' || paragraph.number === '4.11' ? ['', '/'] : ['']).map((slash) => ({ game: 'gress', number: paragraph.number, page: section.page, slash, path: `/gress/r/${paragraph.number}${slash}` })),
      ),
  ),
  ...writtenSections(theGame).flatMap((section) => section.paragraphs.map((paragraph) => ({ game: 'the-game', number: paragraph.number, page: section.page, slash: '', path: `/the-game/r/${paragraph.number}` }))),
  ...writtenSections(ginRummy).flatMap((section) =>
    section.paragraphs
      .filter((_, i, all) => i === all.length - 1)
      .map((paragraph) => ({ game: 'gin-rummy', number: paragraph.number, page: section.page, slash: '', path: `/gin-rummy/r/${paragraph.number}` })),
  ),
];

describe.each(samples)('permalink $path', ({ game, number, page, path }) => {
  const anchor = paragraphAnchor(number);

  test(`ends on the paragraph's heading, which the table of contents links to`, async () => {
    await tab.goto(siteUrl(path), { waitUntil: 'commit' });
    await tab.waitForURL((url) => url.pathname === `/${game}/${page}/` && url.hash === `#${anchor}`, { timeout: 10_000, waitUntil: 'domcontentloaded' });
    const heading = tab.locator(`h2[id="${anchor}"]`);
    expect(await heading.count(), `<h2 id="${anchor}"> on /${game}/${page}/`).toBe(1);
    expect(await heading.textContent()).toMatch(new RegExp(`^${number.replace(/\./g, '\\.')}\\s`));
    expect(await heading.isVisible()).toBe(true);
    expect(await tab.locator(`starlight-toc a[href="#${anchor}"]`).count(), `table of contents link to #${anchor}`).toBe(1);
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

test.each(GAMES.map((game) => ({ game, id: game.id })))('every paragraph of every written section page of $id has its anchor', async ({ game }) => {
  const missing: string[] = [];
  for (const section of writtenSections(game)) {
    const html = await (await fetch(siteUrl(`/${game.id}/${section.page}/`))).text();
    for (const { number } of section.paragraphs) {
      if (!html.includes(`id="${paragraphAnchor(number)}"`)) missing.push(`${number} (no #${paragraphAnchor(number)} on /${game.id}/${section.page}/)`);
    }
  }
  expect(missing, 'paragraphs whose permalink would lead nowhere').toEqual([]);
});

test.each(['/gress/r/99.99', '/the-game/r/8.1', '/no-such-game/r/1.1'])('an unknown paragraph (%s) gets the 404 page', async (path) => {
  const tab = await browser.newPage();
  try {
    const response = await tab.goto(siteUrl(path));
    expect(response?.status()).toBe(404);
    expect(await tab.title()).toContain('404');
  } finally {
    await tab.close();
  }
});

test.each(GAMES.map((game) => ({ game, id: game.id })))('/$id/r/ lists every paragraph with a link to it', async ({ game }) => {
  const tab = await browser.newPage();
  try {
    await tab.goto(siteUrl(`/${game.id}/r/`));
    const hrefs = await tab.locator('ul.paragraph-index a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(paragraphNumbers(game).map((number) => paragraphHrefIn(game, number)));
  } finally {
    await tab.close();
  }
});

test.each([
  { path: '/gress/r/7', page: '/gress/7-jacks/' },
  { path: '/gress/r/0', page: '/gress/0-overview/' },
  { path: '/the-game/r/3', page: '/the-game/3-own-piles/' },
])('a section number ($path) leads to the whole section', async ({ path, page }) => {
  await tab.goto(siteUrl(path), { waitUntil: 'commit' });
  await tab.waitForURL((url) => url.pathname === page, { timeout: 10_000, waitUntil: 'domcontentloaded' });
});
