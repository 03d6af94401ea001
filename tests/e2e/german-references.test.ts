/**
 * Issue 27: what was still English on German pages, on a phone (375 x 812,
 * touch) and a desktop (1280 x 800): the quick references of Gress and Gin
 * Rummy (and the German paragraph titles behind the numbers of all four
 * references), the Gin Rummy tournament tool, a Gin Rummy format example, German
 * search by a players' word the pages never use, and the SENS overview's
 * results table; axe at zero serious or critical findings on each page.
 *
 * Worked out by hand from the rulebooks:
 *   Gress 5.2: after a King every other player owes 1 card; 9.4: a King, the
 *   Nines of clubs and spades and an unused Marke count 3 + 2 + 4 = 9.
 *   Gin Rummy §2: Ace 1, Two to Nine their pips, Ten and pictures 10; §11:
 *   gin against 23 scores 20 + 23 = 43.
 *   Tournament §17: five entrants in a Swiss tournament play three rounds,
 *   two matches and a bye each round.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { SCREENS } from './one-screen';
import { axeBlocking, overflow } from './tool-checks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The reference's tables: heading, column heads and each row's first cell. */
const tables = (page: Page) =>
  page.locator('.qr-section').evaluateAll((sections) =>
    sections.map((s) => ({
      title: s.querySelector('h2')?.textContent?.trim(),
      columns: [...s.querySelectorAll('thead th')].map((th) => th.textContent?.trim()),
      rows: [...s.querySelectorAll('tbody tr')].map((tr) => tr.querySelector('th')?.textContent?.trim()),
    })),
  );

/** Every paragraph link of the reference as path and title. */
const refLinks = (page: Page) =>
  page.locator('.qr-refs a').evaluateAll((links) => links.map((a) => ({ path: new URL((a as HTMLAnchorElement).href).pathname, title: a.getAttribute('title') ?? '' })));

describe.each(SCREENS)('$name $width x $height', (screen) => {
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

  test('Gress quick reference in German, every row linked to its German paragraph', async () => {
    await page.goto(siteUrl('/de/gress/reference/'));
    expect(await htmlLang(page)).toBe('de');
    expect(await page.locator('h1').textContent()).toBe('Kurzübersicht zu Gress');
    const shown = await tables(page);
    expect(shown.map((t) => t.title)).toEqual(['Was ein Zug bewirkt', 'Fristen', 'Nimmschulden (Karten zum Aufnehmen)', 'Strafpunkte', 'Ende eines Spiels']);
    expect(shown[0].columns).toEqual(['Zug mit', 'Wirkung', '§']);
    expect(shown[0].rows.slice(0, 5)).toEqual(['Ass', 'König', 'Dame', 'Bube', 'Zehn']);
    expect(await page.locator('.qr-section tbody tr', { hasText: 'König' }).first().textContent()).toContain('Nimmschuld von 1 Karte');
    expect(await page.locator('#qr-end-of-game ~ .qr-scroll').textContent()).toContain('König, Kreuz-Neun, Pik-Neun, Marke unbenutzt = 9.');
    const links = await refLinks(page);
    expect(links.length).toBeGreaterThan(30);
    expect(links.filter((l) => !/\/de\/gress\/r\/\d+(\.\d+)?$/.test(l.path))).toEqual([]);
    // The titles behind the numbers are the German pages' headings.
    expect(links.find((l) => l.path.endsWith('/de/gress/r/7.3'))?.title).toBe('7.3 Ein geworfener Bube ist ein Zug');
    expect(links.find((l) => l.path.endsWith('/de/gress/r/5.2'))?.title).toBe('5.2 König');
    expect(await axeBlocking(page)).toEqual([]);
    expect(await overflow(page)).toBe(0);
  });

  test('a German reference link lands on the German paragraph', async () => {
    await page.goto(siteUrl('/de/gress/reference/'));
    // A click opens the site's paragraph preview first (as on the English page); the address itself leads on.
    const href = await page.locator('.qr-refs a[href$="/de/gress/r/7.3"]').first().getAttribute('href');
    await page.goto(new URL(href ?? '', page.url()).href, { waitUntil: 'commit' });
    await page.waitForURL((url) => url.pathname.endsWith('/de/gress/7-jacks/') && url.hash === '#7-3', { timeout: 40_000, waitUntil: 'domcontentloaded' });
    expect(await htmlLang(page)).toBe('de');
  });

  test('Gin Rummy quick reference in German, every row linked to its German section', async () => {
    await page.goto(siteUrl('/de/gin-rummy/reference/'));
    expect(await htmlLang(page)).toBe('de');
    expect(await page.locator('h1').textContent()).toBe('Kurzübersicht zu Gin Rummy');
    const shown = await tables(page);
    expect(shown.map((t) => t.title)).toEqual(['Kartenwerte', 'Figuren', 'Ein Spiel', 'Wertung eines Spiels', 'Prämien', 'Die Partie']);
    expect(shown[0].rows).toEqual(['Ass', 'Zwei bis Neun', 'Zehn, Bube, Dame, König']);
    expect(shown[1].rows).toEqual(['Satz', 'Folge']);
    expect(shown[4].rows).toEqual(['Undercut-Prämie', 'Gin-Prämie', 'Box-Prämie', 'Partieprämie', 'Schneider-Prämie']);
    expect(await page.locator('#qr-scoring ~ .qr-scroll').textContent()).toContain('Gin gegen 23: 43 Punkte');
    const links = await refLinks(page);
    expect(links.filter((l) => !/\/de\/gin-rummy\/r\/\d+(\.\d+)?$/.test(l.path))).toEqual([]);
    expect(links.find((l) => l.path.endsWith('/de/gin-rummy/r/13.2'))?.title).toBe('13.2 Schneider-Prämie');
    expect(await axeBlocking(page)).toEqual([]);
    expect(await overflow(page)).toBe(0);
  });

  test('the German references of The Game and SENS name the paragraphs behind their numbers as the German pages do', async () => {
    for (const [path, number, title] of [
      ['/de/the-game/reference/', '3.3', '3.3 Der Rückwärts-Trick'],
      ['/de/sens/reference/', '11.2', '11.2 Dackeln: jeder Stich'],
    ] as const) {
      await page.goto(siteUrl(path));
      const links = await refLinks(page);
      expect(links.find((l) => l.path.endsWith(`/r/${number}`))?.title).toBe(title);
    }
  });

  test('the tournament tool speaks German: setup, pairings, standings', async () => {
    await page.goto(siteUrl('/de/gin-rummy/tournament/'));
    await page.locator('.gt-tournament[data-ready="true"]').waitFor();
    expect(await htmlLang(page)).toBe('de');
    expect(await page.getByText('vorerst englisch').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Ein Turnier beginnen' }).isVisible()).toBe(true);
    await page.getByLabel('Teilnehmer, ein Name pro Zeile (2 bis 64)').fill(['Ann', 'Ben', 'Cat', 'Dan', 'Eve'].join('\n'));
    expect(await page.locator('#grt-count').textContent()).toBe('5 Teilnehmer: 3 Runden.');
    await page.getByLabel('Seed der Auslosung (freiwillig)').fill('17');
    await page.getByRole('button', { name: 'Erste Runde auslosen' }).click();
    await page.getByRole('heading', { name: 'Runde 1 von 3: Paarungen' }).waitFor();
    expect(await page.locator('[data-bye]').textContent()).toMatch(/^\w+ ist in dieser Runde spielfrei \(zählt 0\)\.$/);
    const legends = await page.locator('fieldset[data-match] legend').allTextContents();
    expect(legends.map((l) => /^Partie \d: \w+ gegen \w+$/.test(l))).toEqual([true, true]);
    await page.getByRole('button', { name: 'Runde 1 eintragen' }).click();
    expect(await page.locator('.tk-error').first().textContent()).toBe('Wähl, wer die Partie gewonnen hat, oder „Gleiche Summen“.');
    for (const i of [0, 1]) {
      await page.locator(`#grt-m${i}-a`).check();
      await page.locator(`#grt-m${i}-margin`).fill(String(40 * (i + 1)));
    }
    await page.getByRole('button', { name: 'Runde 1 eintragen' }).click();
    await page.getByRole('heading', { name: 'Tabelle nach Runde 1' }).waitFor();
    expect(await page.locator('.gt-standings thead th').allTextContents()).toEqual(['Platz', 'Teilnehmer', 'Punkte', 'Gespielt', 'Spielfrei', 'Kartenziehen']);
    expect(await page.getByRole('button', { name: 'Letzte Runde zurücknehmen' }).isEnabled()).toBe(true);
    expect(await page.locator('.gt-tournament').textContent()).not.toMatch(/Round|Standings|entrants|against/);
    expect(await axeBlocking(page)).toEqual([]);
    expect(await overflow(page)).toBe(0);
    // Leave no tournament behind for the next screen.
    await page.evaluate(() => localStorage.clear());
  });

  test('a format example has its German title', async () => {
    await page.goto(siteUrl('/de/gin-rummy/15-three-players/'));
    const caption = page.locator('#format-example-15-2-chouette .fx-caption strong');
    expect(await caption.textContent()).toBe('Chouette: einer gegen zwei, und wer danach allein spielt');
  });

  test('the SENS overview: the results table scrolls in a labelled, focusable region, in both editions', async () => {
    for (const [path, label] of [['/de/sens/0-overview/', 'Wer was schreibt'], ['/sens/0-overview/', 'Who scores']] as const) {
      await page.goto(siteUrl(path));
      const region = page.getByRole('region', { name: label });
      expect(await region.getAttribute('tabindex')).toBe('0');
      expect(await region.locator('table').count()).toBe(1);
      expect(await axeBlocking(page)).toEqual([]);
    }
  });

  test('German search finds a page by a players\u2019 word the page itself never uses', async () => {
    await page.goto(siteUrl('/de/gress/'));
    const dialog = page.locator('dialog[open]');
    for (let tries = 0; (await dialog.count()) === 0 && tries < 100; tries++) {
      await page.getByRole('button', { name: 'Suchen' }).first().click();
      await page.waitForTimeout(200);
    }
    // "Zug klauen" is in content/de/gress/search-words.yaml (7.3) and on no page.
    const query = 'Zug klauen';
    await dialog.locator('.pagefind-ui__search-input').fill(query);
    // The dialog's count line in the site's German (src/content/i18n/de.json), not Pagefind's English defaults.
    await dialog.locator('.pagefind-ui__message', { hasText: new RegExp(`^\\d+ Treffer für ${query}$`) }).waitFor({ timeout: 40_000 });
    const first = dialog.locator('.pagefind-ui__result').first().locator('a.pagefind-ui__result-link').first();
    await first.waitFor({ timeout: 40_000 });
    const url = new URL((await first.getAttribute('href')) ?? '', siteUrl('/'));
    expect(url.pathname + url.hash).toMatch(/\/de\/gress\/7-jacks\/#7-3$/);
  });

  test('no script errors', () => {
    expect(errors).toEqual([]);
  });
});
