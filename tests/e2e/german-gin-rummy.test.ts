/**
 * Issue 27: Gin Rummy's tool pages in German, on a phone (375 x 812, touch)
 * and a desktop (1280 x 800): the play page against the bot, the referee's
 * desk with its knock check, the score sheet and a lesson, each with axe.
 *
 * Worked out by hand from the rulebook:
 *   Desk: the knocker holds A♠2♠3♠ 7♥7♦7♣ 9♦10♦J♦ K♣ — three melds (§4), deadwood
 *   K♣ = 10 (§2), exactly the limit, so a lawful knock (§7). The opponent holds
 *   4♠ 9♣9♠9♥ Q♥Q♦Q♣ 8♠ 6♦ 5♣: sets of nines and Queens, 4♠ laid off onto
 *   A♠2♠3♠ (§8); 8♠ 6♦ 5♣ stay, 8 + 6 + 5 = 19. The knocker scores 19 − 10 = 9 (§9).
 *   Score sheet, two players: the higher draw (A) leads the first hand and the
 *   lower (B) deals it (§3); A wins it with 25, so the loser B deals the next (§3).
 *   Lesson 1: taking J♠ from the discard pile makes J♠ Q♠ K♠ (the lesson's
 *   solution, as the English lessons test takes it); its German words come from
 *   content/de/gin-rummy/lessons/01-runs-and-sets.yaml.
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

  test('play page: the table and the bot levels speak German', async () => {
    await page.goto(siteUrl('/de/gin-rummy/play/'));
    await page.locator('.pv-root[data-ready="true"]').waitFor();
    expect(await htmlLang(page)).toBe('de');
    expect(await page.locator('h1').textContent()).toBe('Gegen Bots spielen');
    expect(await page.locator('.pv-root .gr-pile__label').allTextContents()).toEqual(['Stoß', 'Abwurfstapel']);
    expect(await page.locator('.pv-root .gr-dealline').textContent()).toMatch(/^Spiel 1 · (Ana|Ben) teilt aus dem (roten|blauen) Paket$/);
    expect(await page.locator('.pv-root .gr-seat--bottom .gr-seat__name').textContent()).toBe('Ana (du)');
    expect(await page.locator('.pv-root select option').evaluateAll((os) => os.filter((o) => ['random', 'club', 'strong'].includes((o as HTMLOptionElement).value)).map((o) => o.textContent))).toEqual([
      'Zufall',
      'Klub',
      'Stark',
    ]);
    // The hand's best arrangement is the table's own German line.
    expect(await page.locator('.pv-root .gr-seat--bottom .gr-arrangement').textContent()).toMatch(/^Beste Aufteilung/);
    expect(await axeBlocking(page)).toEqual([]);
    expect(await overflow(page)).toBe(0);
  });

  test('desk: the knock check answers in German', async () => {
    await page.goto(siteUrl('/de/gin-rummy/desk/'));
    await page.locator('.gd-desk[data-ready="true"]').waitFor();
    expect(await htmlLang(page)).toBe('de');
    await page.getByLabel('Karten des Klopfers (10, oder 11 vor der verdeckten Karte)').fill('AS 2S 3S 7H 7D 7C 9D TD JD KC');
    await page.getByLabel('Karten des Gegners (10)').fill('4S 9C 9S 9H QH QD QC 8S 6D 5C');
    const verdict = page.locator('.gdk-verdict');
    await verdict.waitFor();
    expect(await verdict.getAttribute('data-answer')).toBe('lawful');
    expect(await verdict.textContent()).toContain('Regelgerecht geklopft: 10 Schlechtpunkte, innerhalb der Grenze von 10.');
    const score = page.locator('[data-score]');
    expect(await score.getAttribute('data-score')).toBe('9');
    expect(await score.textContent()).toContain('19 − 10 = 9');
    expect(await page.locator('.gdk-answer').textContent()).toContain('legt an: 4♠ an A♠2♠3♠');
    expect(await axeBlocking(page)).toEqual([]);
    expect(await overflow(page)).toBe(0);
  });

  test('score sheet: started, a hand entered, the next dealer named, in German', async () => {
    await page.goto(siteUrl('/de/gin-rummy/score-sheet/'));
    await page.locator('.tk-root[data-ready="true"]').waitFor();
    expect(await page.getByRole('heading', { name: 'Einen Zettel anlegen' }).isVisible()).toBe(true);
    await page.getByLabel('Höchste gezogene Karte', { exact: true }).fill('A');
    await page.getByLabel('Niedrigste gezogene Karte', { exact: true }).fill('B');
    await page.getByRole('button', { name: 'Zettel anlegen' }).click();
    await page.getByRole('heading', { name: 'Spiel 1' }).waitFor();
    expect(await page.locator('.tk-status .tk-strong').textContent()).toBe('B teilt Spiel 1; A spielt aus.');
    await page.getByLabel('A hat gewonnen', { exact: true }).check();
    await page.getByLabel('Geschriebene Punkte', { exact: true }).fill('25');
    await page.getByRole('button', { name: 'Spiel 1 eintragen' }).click();
    await page.getByRole('heading', { name: 'Spiel 2' }).waitFor();
    expect(await page.locator('.tk-status .tk-strong').textContent()).toBe('B teilt Spiel 2; A spielt aus.');
    expect(await page.locator('tr[data-line="1"] .gt-points').textContent()).toBe('+25');
    expect(await axeBlocking(page)).toEqual([]);
    expect(await overflow(page)).toBe(0);
  });

  test('a lesson: German goal, solved by taking the Jack of spades', async () => {
    await page.goto(siteUrl('/de/gin-rummy/learn/runs-and-sets/'));
    await page.locator('.lx-lesson[data-ready="true"]').waitFor();
    expect(await htmlLang(page)).toBe('de');
    expect(await page.locator('.lx-panel__goal').textContent()).toContain('Nimm die Karte vom Abwurfstapel');
    expect(await page.locator('.lx-lesson .gr-pile__label').allTextContents()).toEqual(['Stoß', 'Abwurfstapel']);
    expect(await axeBlocking(page)).toEqual([]);
    await page.locator('.lx-lesson .gr-pile[data-pile="discards"] button').click();
    const done = page.locator('.lx-panel--reached');
    await done.waitFor();
    expect(await done.locator('.lx-panel__success').textContent()).toContain('J♠ Q♠ K♠ ist eine Folge');
    expect(await axeBlocking(page)).toEqual([]);
    expect(await overflow(page)).toBe(0);
    expect(errors).toEqual([]);
  });
});
