import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { GAMES } from '../../engine/games';
import { writtenSections } from './pages';

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
  { name: 'Gress', players: '3 or more players', start: '/gress/0-overview/' },
  { name: 'The Game', players: '2 players', start: '/the-game/0-overview/' },
  { name: 'Gin Rummy', players: '52-card pack', start: '/gin-rummy/0-overview/' },
  { name: 'SENS', players: 'Bavarian 32-card pack', start: '/sens/0-overview/' },
])('the home page is a shelf of games: $name with its player count and a "start here" that works', async ({ name, players, start }) => {
  const response = await page.goto(siteUrl('/'));
  expect(response?.status()).toBe(200);
  expect(await page.title()).toContain('The interactive rulebook');
  expect(await page.locator('main').innerText()).toContain(players);
  await page.getByRole('link', { name: `Start here: ${name}` }).click();
  await page.waitForURL((url) => url.pathname === start);
  expect(await page.title()).not.toContain('404');
});

test.each(GAMES.map((game) => ({ game, id: game.id })))('on its own pages the sidebar has a group for $id with its written sections in rulebook order (10 after 9), and each other game as one link', async ({ game }) => {
  // The splash home page has no sidebar; a rulebook page does.
  await page.goto(siteUrl(`/${game.id}/0-overview/`));
  const hrefs = await page.locator('nav.sidebar a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const listed = hrefs.filter((href): href is string => new RegExp(`^/${game.id}/\\d+-`).test(href ?? ''));
  const sections = writtenSections(game).map((section) => `/${game.id}/${section.page}/`);
  expect(listed.filter((href) => sections.includes(href))).toEqual(sections);
  expect(hrefs).toContain(`/${game.id}/coverage/`);
  expect(hrefs).toContain(`/${game.id}/sandbox/`);
  // The other games: one link each, to their start page (src/sidebar/focus-sidebar.ts).
  for (const other of GAMES.filter((g) => g.id !== game.id)) {
    expect(hrefs.filter((href) => href?.startsWith(`/${other.id}/`))).toEqual([`/${other.id}/0-overview/`]);
  }
});
