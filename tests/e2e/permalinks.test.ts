import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { paragraphAnchor, paragraphHrefIn, paragraphNumbers } from '../../engine/core/paragraphs';
import { GAMES } from '../../engine/games';
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
 * Every paragraph of every written section page of every game: its permalink
 * page redirects (meta refresh, and a script for browsers that run one) to the
 * paragraph's heading on its section page, and that page has the heading,
 * numbered, with a table-of-contents link to it. Read from the served HTML:
 * a browser per permalink would cost half a second each for what the HTML
 * already shows.
 */
const all = GAMES.flatMap((game) =>
  writtenSections(game).flatMap((section) => section.paragraphs.map((paragraph) => ({ game: game.id, number: paragraph.number, page: section.page }))),
);

test.each(GAMES.map((game) => ({ id: game.id })))('every permalink of $id redirects to its numbered heading, which the table of contents links to', async ({ id }) => {
  const pages = new Map<string, string>();
  const faults: string[] = [];
  for (const { number, page } of all.filter((p) => p.game === id)) {
    const anchor = paragraphAnchor(number);
    const target = `/${id}/${page}/#${anchor}`;
    const redirect = await (await fetch(siteUrl(`/${id}/r/${number}`))).text();
    if (!redirect.includes(`content="0; url=${target}"`) || !redirect.includes(JSON.stringify(target))) faults.push(`${number}: /${id}/r/${number} does not send the reader to ${target}`);
    if (!pages.has(page)) pages.set(page, await (await fetch(siteUrl(`/${id}/${page}/`))).text());
    const html = pages.get(page)!;
    const heading = new RegExp(`<h2 id="${anchor}"[^>]*>${number.replace(/\./g, '\\.')}\\s`);
    if (!heading.test(html)) faults.push(`${number}: no <h2 id="${anchor}"> starting with its number on /${id}/${page}/`);
    if (!new RegExp(`<starlight-toc[\\s\\S]*href="#${anchor}"`).test(html)) faults.push(`${number}: no table-of-contents link to #${anchor} on /${id}/${page}/`);
  }
  expect(faults).toEqual([]);
});

/**
 * In a browser, a few: the first paragraph of each game, and Gress 4.11, the
 * example in the design (4.1, 4.10 and 4.11 share a prefix, which a careless
 * anchor or route would confuse), also with a trailing slash. Each check waits
 * for the document, not for every image and script of the page.
 */
const samples = [
  ...GAMES.map((game) => all.find((p) => p.game === game.id)).filter((p) => p !== undefined).map((p) => ({ ...p, path: `/${p.game}/r/${p.number}` })),
  ...all.filter((p) => p.game === 'gress' && p.number === '4.11').flatMap((p) => ['', '/'].map((slash) => ({ ...p, path: `/gress/r/4.11${slash}` }))),
];

describe.each(samples)('permalink $path', ({ game, number, page, path }) => {
  const anchor = paragraphAnchor(number);

  test(`ends on the paragraph's heading, which the table of contents links to`, async () => {
    await tab.goto(siteUrl(path), { waitUntil: 'commit' });
    await tab.waitForURL((url) => url.pathname === `/${game}/${page}/` && url.hash === `#${anchor}`, { timeout: 40_000, waitUntil: 'domcontentloaded' });
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
    await tab.waitForURL((url) => url.pathname === `/gress/${page}/` && url.hash === `#${paragraphAnchor(number)}`, { timeout: 40_000 });
  } finally {
    await context.close();
  }
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
  await tab.waitForURL((url) => url.pathname === page, { timeout: 40_000, waitUntil: 'domcontentloaded' });
});
