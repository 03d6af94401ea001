/**
 * Search that answers (issue 25): forty plain questions (search-questions.ts),
 * each typed into the site's search dialog on a phone (375 x 812, touch) as a
 * reader types it, once as asked and once with the game's name in front. The
 * paragraph that answers must be among the first three results the dialog
 * lists: its section (/gress/7-jacks/#7-3), or a referee's question whose
 * answer cites that paragraph first, since that answers it in the referee's
 * words. Driven through the dialog, not Pagefind's API, so what is checked is
 * what the reader sees: the name taken off and the game filter on
 * (src/search/pagefind-ui.ts), small words dropped, the relaxed search
 * (src/search/relaxed-search.ts) and the ranking astro.config.mjs gives.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { paragraphHrefIn } from '../../engine/core/paragraphs';
import { gameById } from '../../engine/games';
import { launchBrowser, siteUrl } from './browser';
import { firstResults, openSearch, questionsCiting } from './search-dialog';
import { QUESTIONS, SPOKEN_NAME } from './search-questions';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  await page.goto(siteUrl('/gress/0-overview/'));
  await openSearch(page);
});
afterAll(async () => {
  await browser?.close();
});

/** Where an answer may be: the paragraph's section, or a referee's question citing it first. */
async function answers(game: string, paragraph: string): Promise<string[]> {
  const section = paragraphHrefIn(gameById(game)!, paragraph);
  if (!section) throw new Error(`search-questions.ts: ${game} has no paragraph ${paragraph}`);
  return [section, ...(await questionsCiting(page, siteUrl(''), game, paragraph))];
}

describe.each(QUESTIONS)('$game $paragraph', ({ query, game, paragraph }) => {
  test.each([
    { typed: query, how: 'as asked' },
    { typed: `${SPOKEN_NAME[game]} ${query}`, how: "with the game's name" },
  ])('"$typed" ($how) lists the answer among the first three results', async ({ typed }) => {
    const accepted = await answers(game, paragraph);
    const results = await firstResults(page, typed, 3);
    expect(results.length, `no results for "${typed}"`).toBeGreaterThan(0);
    const hit = results.some((links) => links.some((link) => accepted.includes(link)));
    expect(hit, `wanted one of ${accepted.join(', ')}; the first three results link to ${JSON.stringify(results)}`).toBe(true);
  });
});

test("the game's name narrows to that game: every result of \"gin rummy undercut\" is Gin Rummy's, titled with its paragraph number", async () => {
  const results = await firstResults(page, 'gin rummy undercut', 5);
  expect(results.flat().every((link) => link.startsWith('/gin-rummy/')), JSON.stringify(results)).toBe(true);
  const title = await page.locator('dialog[open] .pagefind-ui__result-link').first().textContent();
  expect(title?.trim()).toBe('10 The undercut');
});

test('a referee\'s question is a result of its own, linking to its place on the questions page', async () => {
  const results = await firstResults(page, 'gress thrown jack owing a card', 3);
  expect(results.flat()).toContain('/gress/referee-faq/#someone-threw-a-jack-while-owing-a-card');
});

test('the players\' words reach the index but not the page', async () => {
  // "renege" is in content/gress/search-words.yaml for 10.5 and on no page of the site.
  const results = await firstResults(page, 'gress renege', 3);
  expect(results.flat()).toContain('/gress/10-exceptions/#10-5');
  const html = await (await fetch(siteUrl('/gress/10-exceptions/'))).text();
  expect(html).not.toMatch(/renege|data-search-words/i);
  // The index-only pages are gone from the built site.
  expect((await fetch(siteUrl('/_search/gress--10-exceptions--10-5.html'))).status).toBe(404);
});
