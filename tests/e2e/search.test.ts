/**
 * The site's search (Starlight's Pagefind) finds the rules, not the sandbox:
 * the search dialog finds any game's pages, and a referee's questions in
 * plain words find the right paragraph among the first three results the
 * dialog lists. A result is one section of a page (src/search/index-units.ts);
 * the forty questions of issue 25 are in search-answers.test.ts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { paragraphHrefIn } from '../../engine/core/paragraphs';
import { gameById } from '../../engine/games';
import { firstResults, openSearch, questionsCiting } from './search-dialog';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
});

test.each([
  { query: 'backwards trick', expected: '/the-game/3-own-piles/', width: 375, height: 812 },
  { query: 'Marke', expected: '/gress/8-marke/', width: 375, height: 812 },
  { query: 'backwards trick', expected: '/the-game/3-own-piles/', width: 1280, height: 800 },
  { query: 'Marke', expected: '/gress/8-marke/', width: 1280, height: 800 },
])('at $width px the search dialog: "$query" finds $expected', async ({ query, expected, width, height }) => {
  // A fresh tab each time: the dialog of the previous search must not be what the next one types into.
  await page.close();
  page = await browser.newPage({ viewport: { width, height } });
  await page.goto(siteUrl('/the-game/0-overview/'));
  // The dialog opens once Starlight's search script has loaded: on a busy machine a click can come first, so press until it opens.
  const dialog = page.locator('dialog[open]');
  await expect
    .poll(async () => {
      if ((await dialog.count()) === 0) await page.getByRole('button', { name: 'Search' }).first().click();
      return dialog.count();
    }, { timeout: 80_000 })
    .toBeGreaterThan(0);
  const input = page.locator('dialog[open] input[type="search"], dialog[open] .pagefind-ui__search-input').first();
  await input.fill(query);
  const links = page.locator('dialog[open] .pagefind-ui__result-link');
  await expect.poll(() => links.count(), { timeout: 40_000 }).toBeGreaterThan(0);
  // Results are sections: a link to the page or to one of its anchors.
  const hrefs = await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(hrefs).toContain(expected);
}, 180_000);

const QUESTIONS: readonly { question: string; game: string; paragraph: string }[] = [
  { question: 'two players play at the same time', game: 'gress', paragraph: '10.9' },
  { question: 'thrown jack while owing a card', game: 'gress', paragraph: '7.3' },
  { question: 'draw pile empty', game: 'gress', paragraph: '10.1' },
  { question: 'forgot to call last but one', game: 'gress', paragraph: '8.2' },
  { question: 'wrong card stays on the pile', game: 'gress', paragraph: '10.5' },
  { question: 'who deals the next game', game: 'gress', paragraph: '11.6' },
  { question: 'jack wish a suit', game: 'gress', paragraph: '7.4' },
  { question: 'laying down the hand at the end', game: 'gress', paragraph: '9.3' },
  { question: 'backwards trick ten lower', game: 'the-game', paragraph: '3.3' },
  { question: 'one card on the opponent pile', game: 'the-game', paragraph: '4.1' },
  { question: 'cannot play two cards lose', game: 'the-game', paragraph: '7.2' },
  { question: 'undercut bonus', game: 'gin-rummy', paragraph: '10' },
  { question: 'lay off cards on the knocker melds', game: 'gin-rummy', paragraph: '8' },
  { question: 'rob the turned card with the trump seven', game: 'sens', paragraph: '6.1' },
  { question: 'both sides past 500', game: 'sens', paragraph: '10.2' },
  { question: 'void in the suit led must trump', game: 'sens', paragraph: '9.4' },
];

test.each(QUESTIONS)('"$question" finds $game $paragraph among the first three results', async ({ question, game, paragraph }) => {
  await page.goto(siteUrl('/'));
  await openSearch(page);
  // The paragraph's section, or a referee's question whose answer cites it first (as in search-answers.test.ts).
  const accepted = [paragraphHrefIn(gameById(game)!, paragraph)!, ...(await questionsCiting(page, siteUrl(''), game, paragraph))];
  const results = await firstResults(page, question, 3);
  const hit = results.some((links) => links.some((url) => accepted.includes(url)));
  expect(hit, JSON.stringify(results, null, 1)).toBe(true);
});
