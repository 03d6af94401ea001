/**
 * Issue 27: SENS's tools in German, at 375 x 812 (touch) and 1280 x 800:
 * the play page against the bots, the referee's desk, the score sheet and a
 * lesson, each at its /de/sens/ address with <html lang="de">, SENS's own
 * words in German (the table, the quick check, the sheet, the lesson's
 * texts from its overlay), and axe on each piece.
 *
 * Worked out by hand:
 *   Desk: Eichel trumps, Gras-König led, the hand UE 8E 7S AH holds no Gras
 *   but two trumps (9.4): the Herz-Sau is not lawful; the lawful cards are the
 *   Eichel-Unter and the Eichel-Acht.
 *   Lesson 1 (content/sens/lessons/01-the-plain-order.yaml, German words in
 *   content/de/...): Ana holds AE 9E 8E after KE UE TE; the Neuner loses to
 *   the Zehner (2.2), so playing it draws the first wrong try's hint.
 *   Score sheet: the set-up form comes first; the table options of 4.5.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { blockingAxe, SCREENS } from './one-screen';
import { overflow } from './tool-checks';

const POLL = { timeout: 20_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

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

  test('play against the bots: the table speaks German, the levels are German, axe finds nothing blocking', async () => {
    await page.goto(siteUrl('/de/sens/play/?seed=1&seat=0&level=club'));
    expect(await htmlLang(page)).toBe('de');
    expect(await page.locator('h1').textContent()).toBe('Gegen Bots spielen');
    const table = page.locator('.sens-table').first();
    await table.waitFor();
    // 4.2, 9.1: "<dealer> gibt, <cutter> hebt ab, <Vorhand> ist Vorhand", whoever deals.
    await expect.poll(() => table.locator('.sens-info .sens-line').first().textContent(), POLL).toMatch(/^\S+ gibt, \S+ hebt ab, \S+ ist Vorhand\.$/);
    expect(await table.getByRole('button', { name: 'Hände zeigen' }).count()).toBe(1);
    expect(await table.getByRole('group', { name: 'Kartenbild' }).count()).toBe(1);
    // The reader sits south, marked as "du".
    expect(await table.locator('.sens-seat--south .sens-seat__name').textContent()).toBe('Ana (du)');
    expect(await page.locator('option', { hasText: 'Verein' }).count()).toBe(1);
    expect(await blockingAxe(page, '.sens-table')).toEqual([]);
    expect(await overflow(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  test('the desk: the quick check answers in German (9.4)', async () => {
    await page.goto(siteUrl('/de/sens/desk/'));
    expect(await htmlLang(page)).toBe('de');
    await page.locator('.gd-desk[data-ready="true"]').waitFor();
    const quick = page.locator('[data-quick-check]');
    const choose = (group: string, button: string) => quick.getByRole('group', { name: group, exact: true }).getByRole('button', { name: button, exact: true }).click();
    await choose('Trumpf', 'Eichel');
    await quick.getByLabel('Karten schon im Stich, ab dem Ausspieler (keine beim Ausspiel)').fill('KG');
    await quick.getByLabel('Die Hand des Spielers').fill('UE 8E 7S AH');
    await choose('Die fragliche Karte', 'Herz-Sau');
    const verdict = quick.locator('[data-answer]');
    await expect.poll(() => verdict.getAttribute('data-answer'), POLL).toBe('not-lawful');
    expect(await verdict.textContent()).toContain('Nicht erlaubt: Die Herz-Sau verstößt gegen 9.4');
    expect(await quick.locator('.sdk-answer').textContent()).toContain('Diese Hand darf spielen: Eichel-Unter, Eichel-Acht.');
    expect(await verdict.getByRole('link', { name: '9.4', exact: true }).count()).toBe(1);
    expect(await blockingAxe(page, '[data-quick-check]')).toEqual([]);
    expect(await overflow(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  test('the score sheet: the set-up form in German, links to the German rules', async () => {
    await page.goto(siteUrl('/de/sens/score-sheet/'));
    expect(await htmlLang(page)).toBe('de');
    const sheet = page.locator('.sn-sheet[data-ready="true"]');
    await sheet.waitFor();
    expect(await sheet.getByRole('heading', { name: 'Einen Zettel beginnen' }).count()).toBe(1);
    expect(await sheet.getByLabel('1. Platz').count()).toBe(1);
    expect(await sheet.getByText('Streng: Die andere Partei schreibt 164').count()).toBe(1);
    expect(await sheet.getByRole('button', { name: 'Zettel beginnen' }).count()).toBe(1);
    expect(await sheet.locator('a', { hasText: '4.5' }).first().getAttribute('href')).toBe('/de/sens/r/4.5');
    expect(await blockingAxe(page, '.sn-sheet')).toEqual([]);
    expect(await overflow(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a lesson: its German goal and table, and the German hint for the Neuner', async () => {
    await page.goto(siteUrl('/de/sens/learn/the-plain-order/'));
    expect(await htmlLang(page)).toBe('de');
    await page.locator('.lx-lesson[data-ready="true"]').waitFor();
    expect(await page.locator('.lx-panel__goal').textContent()).toContain('Mach den Stich für deine Partei.');
    expect(await page.locator('.lx-lesson .sens-hint__who').textContent()).toBe('Du spielst für Ana.');
    await page.locator('.lx-lesson button.sens-card--pick[data-card="9E"]').click();
    const wrong = page.locator('.lx-panel--wrong');
    await wrong.waitFor();
    expect(await wrong.locator('.lx-panel__hint').textContent()).toContain('In einer Fehlfarbe ist der Neuner eine kleine Karte');
    expect(await blockingAxe(page, '.lx-lesson')).toEqual([]);
    expect(await overflow(page)).toBe(0);
    expect(errors).toEqual([]);
  });
});
