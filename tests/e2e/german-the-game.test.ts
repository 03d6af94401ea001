/**
 * Issue 27: The Game's tool pages in German, at 375 x 812 (touch) and
 * 1280 x 800: playing against the bot, the referee's desk, a lesson, the
 * lesson list, the quick reference and the sandbox, each in the German rulebook's
 * words and axe finding nothing serious on the whole page.
 *
 * Worked out by hand:
 *   Play, ?seed=23&seat=1: the reader takes seat 1, Ben; the bot is Ana,
 *   whose six cards lie face down ("Anas Hand: 6 Karten, verdeckt", 2.3).
 *   Desk: 20 on one's own ascending pile showing 30 is exactly ten lower,
 *   the backwards trick (3.3): "Ja, als Rückwärts-Trick."
 *   Lesson 2 (content/the-game/lessons/02-the-backwards-trick.yaml): Ben's
 *   ascending pile shows 38, his descending 21. 31 on the ascending pile is
 *   seven below, not ten: refused with the German hint naming the 28. Then
 *   28 up (38 - 10), 31 down (21 + 10), end of turn: the goal.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { SCREENS } from './one-screen';
import { axeBlocking, overflow } from './tool-checks';

const POLL = { timeout: 20_000 };
/** The table's own English words: none may show on a German page's table. */
const ENGLISH_TABLE = /Draw pile|End turn|face down|Row card|Show hands|Hide hands|to move|\(you\)/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

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

  test('play against the bot: the table, the hint and the levels in German', async () => {
    await page.goto(siteUrl('/de/the-game/play/?seed=23&seat=1&level=random'));
    await page.locator('.pv-root[data-ready="true"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await page.locator('h1').textContent()).toBe('Gegen Bots spielen');
    const table = page.locator('.pv-root .tg-table');
    expect(await table.getAttribute('aria-label')).toBe('Tisch');
    const words = (await table.textContent()) ?? '';
    expect(words).toContain('Anas Hand: 6 Karten, verdeckt');
    expect(words).toContain('Ben (du)');
    expect(words).toContain('Zugstapel');
    expect(words).not.toMatch(ENGLISH_TABLE);
    expect(await page.locator('.pv-root select option').allTextContents()).toEqual(expect.arrayContaining(['Zufall', 'Klub', 'Stark']));

    // On the reader's turn: a card tapped names where it fits, in German.
    await expect.poll(() => page.locator('.pv-root').getAttribute('data-status'), POLL).toBe('turn');
    await page.locator('.tg-seat--bottom button.tg-card--pick').first().click();
    expect(await page.locator('.pv-root .tg-hint').textContent()).toMatch(/^Die \d+ ist gewählt/);
    expect(await page.locator('.pv-root button.tg-end').textContent()).toContain('Zug beenden');
    expect(await axeBlocking(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });

  test('the referee’s desk: the quick check rules in German, the form is labelled in German', async () => {
    await page.goto(siteUrl('/de/the-game/desk/'));
    await page.locator('.gd-desk[data-ready="true"]').waitFor();
    expect(await page.locator('[data-quick-check] h2').textContent()).toBe('Darf diese Karte auf diesen Stapel?');
    // The English anchor stays, so a link to the quick check works in both editions.
    expect(await page.locator('[data-quick-check] h2').getAttribute('id')).toBe('may-this-card-go-on-this-pile');
    const quick = page.locator('[data-quick="the-game"]');
    await page.getByLabel('Die Karte', { exact: true }).fill('20');
    await page.getByLabel('Oben auf dem Stapel').fill('30');
    const answer = quick.locator('[data-quick-answer]');
    await expect.poll(() => answer.getAttribute('data-quick-answer'), POLL).toBe('yes');
    const said = (await answer.textContent()) ?? '';
    expect(said).toContain('Ja, als Rückwärts-Trick.');
    expect(said).toContain('Spieler legt die 20');
    // The second tab holds the form that sets up a disputed table.
    const setUp = page.locator('.gd-desk [role="tab"]').nth(1);
    await (screen.touch ? setUp.tap() : setUp.click());
    expect(await page.getByLabel('Erster Spieler').inputValue()).toBe('Ben');
    expect(await page.locator('[data-setup-form="the-game"]').textContent()).toContain('Wer ist dran');
    expect(await axeBlocking(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });

  test('a lesson in German: the goal, a wrong try’s hint, the table’s words, the goal reached', async () => {
    await page.goto(siteUrl('/de/the-game/learn/the-backwards-trick/'));
    await page.locator('.lx-lesson[data-ready="true"]').waitFor();
    expect(await page.locator('.lx-panel__goal').textContent()).toContain('Setz auf beiden deiner Stapel den Rückwärts-Trick ein');
    const lay = async (card: number, row: 'up' | 'down') => {
      await page.locator(`.lx-lesson button.tg-card--pick[data-card="${card}"]`).click();
      await page.locator(`.lx-lesson button.tg-lay[data-target="0-${row}"]`).click();
    };
    await page.locator('.lx-lesson button.tg-card--pick[data-card="31"]').click();
    expect(await page.locator('.lx-lesson button.tg-lay[data-target="0-up"]').textContent()).toContain('31 ablegen');
    await page.locator('.lx-lesson button.tg-lay[data-target="0-up"]').click();
    const wrong = page.locator('.lx-panel--wrong');
    await wrong.waitFor();
    expect(await wrong.locator('.lx-panel__hint').textContent()).toContain('also kommt nur die 28 infrage');
    expect(await axeBlocking(page)).toEqual([]);

    await wrong.locator('button').first().click();
    await lay(28, 'up');
    await page.locator('.lx-panel--progress').waitFor();
    await lay(31, 'down');
    const end = page.locator('.lx-lesson button.tg-end');
    expect(await end.textContent()).toContain('Zug beenden');
    await end.click();
    const done = page.locator('.lx-panel--reached');
    await done.waitFor();
    expect(await done.locator('.lx-panel__success').textContent()).toContain('zwanzig Zahlen Platz');
    expect(await page.locator('.lx-lesson .tg-table').textContent()).not.toMatch(ENGLISH_TABLE);
    expect(await axeBlocking(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });

  test('the lesson list: German titles, linked under /de/', async () => {
    await page.goto(siteUrl('/de/the-game/learn/'));
    const link = page.locator('.lx-path a', { hasText: 'Zehn Schritte zurück' }).first();
    expect(new URL((await link.getAttribute('href'))!, 'http://x').pathname).toMatch(/\/de\/the-game\/learn\/the-backwards-trick\/$/);
    expect(await axeBlocking(page)).toEqual([]);
  });

  test('the quick reference: German tables, every row linked to its paragraph', async () => {
    await page.goto(siteUrl('/de/the-game/reference/'));
    expect(await page.locator('h1').textContent()).toBe('Kurzübersicht zu The Game: Face to Face');
    expect(await page.locator('.qr h2').allTextContents()).toEqual(['Vorbereitung', 'Wohin eine Karte darf', 'Nachziehen am Ende des Zuges', 'Spielende']);
    expect(await page.locator('.qr').textContent()).toContain('Rückwärts-Trick (nur eigene Stapel)');
    // Rows: set-up 6 (1.1 twice, 1.2, 2.2, 2.3, 2.4), where 5 (two own piles, the trick, the opponent, ending), drawing 3, end 2.
    expect(await page.locator('.qr-table tbody tr').count()).toBe(16);
    expect(await page.locator('.qr-table tbody tr:not(:has(a))').count()).toBe(0);
    expect(await axeBlocking(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  test('the sandbox: a fresh deal on a German table', async () => {
    await page.goto(siteUrl('/de/the-game/sandbox/'));
    await page.locator('.tg-table').first().waitFor();
    expect(await page.locator('h1').textContent()).toBe('Sandkasten');
    const words = (await page.locator('.tg-table').first().textContent()) ?? '';
    expect(words).toContain('Zugstapel');
    expect(words).toMatch(/hat in diesem Zug noch keine Karte abgelegt/);
    expect(words).not.toMatch(ENGLISH_TABLE);
    expect(await axeBlocking(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
