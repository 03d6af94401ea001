/**
 * Issue 27: Gress's tools in German, at 375 x 812 (touch) and 1280 x 800.
 * Against bots: the page, the seat and a card laid, ruled in German. The
 * score sheet: four players, a scribe, one game entered, its row and the
 * next dealer in German. A lesson (the Queen): a wrong try's hint and the
 * success in the lesson's German words. The referee's desk: the German page
 * and its quick checker. axe on each page.
 *
 * The expectations are worked out from the rules and the German words the
 * pages use (src/games/gress/ *-text.ts, content/de/gress/lessons/05-the-queen.yaml),
 * not read from the build: the sheet of tests/e2e/score-sheet.test.ts in
 * German (scribe Ben: Cem, his left neighbour, deals game 1 and heads the
 * first column, 11.6, 11.7), and the Queen lesson of gress-lessons.test.ts.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { SCREENS } from './one-screen';
import { axeBlocking } from './tool-checks';

const POLL = { timeout: 20_000 };
/** A German card name as the engine's German catalogue writes it: suit, hyphen, rank. */
const GERMAN_CARD = /^(Kreuz|Pik|Herz|Karo)-(Sieben|Acht|Neun|Zehn|Bube|Dame|König|Ass)/;
/** What a ruling may count as, in the German catalogue's words (engine/gress/messages/de-rest.ts). */
const GERMAN_CLASSIFICATIONS = ['Zug', 'Wurf', 'Abwehr', 'Tilgung', 'Foul', 'abgelehnt', 'Marke', 'Beschwerde'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const heading = (page: Page) => page.locator('main h1').first().textContent();

describe.each(SCREENS)('at $width x $height ($name)', (screen) => {
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

  test('against bots: the page, the seat and the ruling of a laid card are German', async () => {
    await page.goto(siteUrl('/de/gress/play/'));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await heading(page)).toBe('Gegen Bots spielen');
    const play = page.locator('.gp-play[data-ready="true"]');
    await play.waitFor(POLL);
    // A first visit meets relaxed bots: "Gemütlich" in German (levels.ts).
    expect(await play.locator('.gp-start').textContent()).toBe('Start: Bots (gemütlich)');
    expect(await play.getByRole('button', { name: 'Was könnte ich tun?' }).count()).toBe(1);
    expect(await play.locator('.gp-me__name').textContent()).toBe('Du (Kim)');
    expect(await axeBlocking(page)).toEqual([]);

    // Lay a card the rules allow (or draw, when none fits): the ruling box names it in German.
    const lawful = play.locator('.gp-hand button[data-lawful="true"]');
    await play.locator('.gp-start').click();
    if ((await lawful.count()) > 0) {
      expect((await lawful.first().locator('.gs-sr').textContent())?.trim()).toMatch(GERMAN_CARD);
      await lawful.first().click();
    } else {
      await play.locator('.gp-draw__button').click();
    }
    const tag = play.locator('.gp-ruling .gs-tag').first();
    await expect.poll(() => tag.count(), POLL).toBe(1);
    expect(GERMAN_CLASSIFICATIONS).toContain((await tag.textContent())?.trim().split(',')[0]);
    expect(await play.locator('.gp-ruling .gp-ruling__cites').textContent()).toMatch(/^Absätze/);
    expect(errors).toEqual([]);
  });

  test('the score sheet: four players, Ben writes, one game entered, all in German', async () => {
    await page.goto(siteUrl('/de/gress/score-sheet/'));
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.locator('.ss-root[data-ready="true"]').waitFor(POLL);
    expect(await heading(page)).toBe('Spielzettel');
    expect(await page.getByRole('heading', { name: 'Zettel anlegen' }).isVisible()).toBe(true);
    for (const [i, name] of ['Ana', 'Ben', 'Cem', 'Dia'].entries()) await page.getByLabel(`Spieler ${i + 1}`, { exact: true }).fill(name);
    await page.getByLabel('Schreiber (führt den Zettel)').selectOption('Ben');
    expect(await page.locator('#ss-scribe-hint').textContent()).toBe('Cem sitzt links vom Schreiber, gibt darum das erste Spiel und bekommt die erste Spalte.');
    await page.getByRole('button', { name: 'Zettel anlegen' }).click();
    await page.locator('.ss-table').waitFor();
    expect(await page.locator('.ss-table thead th').allTextContents()).toEqual(['Spiel', 'Cem', 'Dia', 'Ana', 'Ben (Schreiber)']);
    expect(await page.locator('.ss-next-dealer').textContent()).toBe('Cem gibt Spiel 1.');

    // Ana goes out (0); Ben 5, Cem 3, Dia 7: Ana's cell gets the winner's dash, and Dia, Cem's left neighbour, deals next.
    for (const [name, points] of [['Ana', 0], ['Ben', 5], ['Cem', 3], ['Dia', 7]] as const) {
      await page.getByLabel(`${name} Strafpunkte`, { exact: true }).fill(String(points));
    }
    await page.getByRole('button', { name: 'Spiel 1 eintragen' }).click();
    await expect.poll(() => page.locator('.ss-next-dealer').textContent(), POLL).toBe('Dia gibt Spiel 2.');
    const marks = await page.locator('.ss-table tbody tr[data-game="1"] .ss-mark').allTextContents();
    expect(marks).toEqual(['3', '7', '-', '5']);
    expect(await page.locator('.ss-remaining').textContent()).toContain('Noch 11 von 12 Spielen.');
    expect(await page.getByRole('button', { name: 'Spiel 1 rückgängig machen' }).count()).toBe(1);
    expect(await axeBlocking(page)).toEqual([]);
  });

  test("a lesson: the Queen's goal, a wrong try's hint and the success in the lesson's German words", async () => {
    await page.goto(siteUrl('/de/gress/learn/the-queen/'));
    await page.locator('.lx-lesson[data-ready="true"]').waitFor(POLL);
    expect(await heading(page)).toContain('Die Dame dreht den Tisch');
    expect(await page.locator('.lx-panel__goal').textContent()).toContain('Sorge dafür, dass Ana, rechts von dir, als Nächste am Zug ist.');

    // 9♦ fits by rank but keeps the direction (5.3): the listed wrong try and its German hint.
    await page.getByRole('button', { name: /^Karo-Neun spielen \(Ben/ }).click();
    const wrong = page.locator('.lx-panel--wrong');
    await wrong.waitFor(POLL);
    expect(await wrong.locator('.lx-panel__hint').textContent()).toContain('Nur eine Dame dreht die Richtung um.');
    expect(await axeBlocking(page)).toEqual([]);

    await wrong.locator('.lx-button--main').click();
    await page.getByRole('button', { name: /^Pik-Dame spielen \(Ben/ }).click();
    const done = page.locator('.lx-panel--reached');
    await done.waitFor(POLL);
    expect(await done.locator('.lx-panel__success').textContent()).toContain('als Zug die Spielrichtung umgedreht');
    // The table itself speaks German: play now runs counter-clockwise, Ana to move.
    expect(await page.locator('.gs-status').textContent()).toContain('gegen den Uhrzeigersinn');
  });

  test("the referee's desk: the German page with its quick checker first", async () => {
    await page.goto(siteUrl('/de/gress/desk/'));
    await page.locator('.gd-desk[data-ready="true"]').waitFor(POLL);
    expect(await page.locator('.gd-lead a').textContent()).toBe('Gerade ist eine Karte gelandet');
    expect(await page.locator('main p', { hasText: '„Die Karte gilt nicht!“' }).count()).toBe(1);
    expect(await axeBlocking(page)).toEqual([]);
  });
});
