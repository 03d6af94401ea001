/**
 * Issue 27, the shells' own notices and errors in German, at 375 x 812
 * (touch) and 1280 x 800, axe on each page: what a play page says about its
 * address and a share link, what "Keep on this device" says when the list
 * cannot be had, an example's poster in the German table's words, and the
 * hint on a citation (its title) from the German page's heading.
 *
 * Worked out by hand:
 *   Share link: The Game's desk table DISPUTE (two seats, no actions) is a
 *   game for two, and the play page seats two: it opens, with the notice
 *   "Aus einem geteilten Link geöffnet: …". A link cut short does not open:
 *   "Das geteilte Spiel in der Adresse lässt sich nicht öffnen (…);
 *   stattdessen wird neu gegeben.", and since the address names a seed, "Gegeben
 *   wird mit dem Rest der Adresse." ?seed=x is no whole number: "Die Adresse
 *   verlangt etwas, das diese Seite nicht geben kann (seed: erwartet wird …,
 *   angegeben ist "x")."
 *   Keep: the list /offline/de/the-game.json answering 500 gives "The Game:
 *   Face to Face ließ sich nicht behalten: die Liste der Dateien von the-game
 *   ließ sich nicht laden (der Server antwortete 500). …".
 *   Poster, content/gress/scenarios/4.11-anyone-may-throw.yaml on
 *   /de/gress/4-moves-and-throws/: Ana is to move with 9♠ 10♦ 7♥, Dia deals
 *   with K♠ 7♦ A♥; the play pile holds 9♣, A♣, K♥ (K♥ on top, 3 cards);
 *   throws allowed, play runs clockwise (the engine's default).
 *   Citations: 20 on an ascending pile showing 30 is the backwards trick,
 *   3.3, whose German heading (content/de/the-game/3-own-piles.mdx) is
 *   "Der Rückwärts-Trick"; the English desk keeps "The backwards trick".
 *   The example 3.3-the-backwards-trick's first step cites 3.3 too, and so
 *   does lesson 2's hint for 31 laid on the ascending pile showing 38.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { encodeShareLink } from '../../engine/core/share-link';
import { buildPosition } from '../../src/games/the-game/desk/build-position';
import { DISPUTE } from '../../src/games/the-game/desk/test-table';
import { launchBrowser, siteUrl } from './browser';
import { SCREENS } from './one-screen';
import { axeBlocking } from './tool-checks';

const POLL = { timeout: 20_000 };
const notices = (page: Page) => page.locator('.pv-root .pv-notice').allTextContents();

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

  test('a German play page opened from a share link says so in German', async () => {
    const link = encodeShareLink('the-game', buildPosition(DISPUTE).text);
    await page.goto(siteUrl(`/de/the-game/play/?seed=23&seat=1#play=${link}`));
    await expect.poll(() => notices(page), POLL).toEqual(['Aus einem geteilten Link geöffnet: das Spiel so, wie es geteilt wurde; du spielst den Platz, den die Adresse nennt.']);
    expect(await axeBlocking(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a cut-off share link and a seed that is no number are said in German, and a game is dealt all the same', async () => {
    // Another query, so the browser loads the page afresh rather than only changing its hash.
    await page.goto(siteUrl('/de/the-game/play/?seed=24&seat=1#play=the-game.1.zz'));
    // The seed and seat of the address are dealt, and the page says so.
    await expect.poll(() => notices(page), POLL).toHaveLength(2);
    const [cut, rest] = await notices(page);
    expect(cut).toMatch(/^Das geteilte Spiel in der Adresse lässt sich nicht öffnen \(.+\); stattdessen wird neu gegeben\.$/);
    expect(rest).toBe('Gegeben wird mit dem Rest der Adresse.');
    await page.locator('.pv-root[data-ready="true"]').waitFor();

    await page.goto(siteUrl('/de/the-game/play/?seed=x'));
    await expect.poll(() => notices(page), POLL).toHaveLength(1);
    expect((await notices(page))[0]).toMatch(/^Die Adresse verlangt etwas, das diese Seite nicht geben kann \(seed: erwartet wird eine ganze Zahl von 0 bis \d+, angegeben ist "x"\)\.$/);
    await page.locator('.pv-root[data-ready="true"]').waitFor();
    expect(await axeBlocking(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('"Keep on this device" says in German why a game could not be kept', async () => {
    // Without a service worker, so that the page's own request for the list meets the route.
    const blocked = await browser.newContext({ viewport: { width: screen.width, height: screen.height }, hasTouch: screen.touch, isMobile: screen.touch, serviceWorkers: 'block' });
    const page = await blocked.newPage();
    await page.route('**/offline/de/the-game.json', (route) => route.fulfill({ status: 500, body: 'no' }));
    try {
      await page.goto(siteUrl('/de/the-game/0-overview/'));
      const keep = page.locator('.ko-keep');
      await keep.scrollIntoViewIfNeeded();
      const alert = keep.getByRole('alert');
      await expect.poll(() => alert.count(), POLL).toBe(1);
      expect(await alert.textContent()).toBe(
        'The Game: Face to Face ließ sich nicht behalten: die Liste der Dateien von the-game ließ sich nicht laden (der Server antwortete 500). Prüf die Verbindung und versuch es noch einmal.',
      );
      expect(await keep.getByRole('button', { name: 'The Game: Face to Face auf diesem Gerät behalten' }).count()).toBe(1);
      expect(await axeBlocking(page)).toEqual([]);
    } finally {
      await blocked.close();
    }
  });

  test("a German example's poster gives the position in the German table's words", async () => {
    await page.goto(siteUrl('/de/gress/4-moves-and-throws/'));
    const poster = page.locator('#scenario-4-11-anyone-may-throw .gs-poster__position');
    const lines = (await poster.locator('li').allTextContents()).map((l) => l.trim());
    expect(lines.find((l) => l.startsWith('Ana'))).toMatch(/^Ana \(am Zug\): 9♠ 10♦ 7♥/);
    expect(lines.find((l) => l.startsWith('Dia'))).toMatch(/^Dia \(Geber\): K♠ 7♦ A♥/);
    const table = lines.at(-1) ?? '';
    expect(table).toContain('Spielstapel K♥ oben (3 Karten)');
    expect(table).toContain('Würfe erlaubt');
    expect(table).toContain('im Uhrzeigersinn');
    expect(lines.join('\n')).not.toMatch(/to move|dealer|play pile|draw pile|face down|throws allowed|clockwise/);
    // The English page keeps its words.
    await page.goto(siteUrl('/gress/4-moves-and-throws/'));
    const english = (await page.locator('#scenario-4-11-anyone-may-throw .gs-poster__position li').allTextContents()).map((l) => l.trim());
    expect(english.find((l) => l.startsWith('Ana'))).toMatch(/^Ana \(to move\): 9♠ 10♦ 7♥/);
    expect(english.at(-1)).toContain('play pile K♥ on top (3 cards)');
  });

  test("citation hints on German pages name the German page's heading", async () => {
    await page.goto(siteUrl('/de/the-game/desk/'));
    await page.locator('.gd-desk[data-ready="true"]').waitFor();
    await page.locator('#tgq-card').fill('20');
    await page.locator('#tgq-top').fill('30');
    const cite = page.locator('[data-quick-answer] a[data-cite="3.3"]');
    await expect.poll(() => cite.getAttribute('title'), POLL).toBe('3.3 Der Rückwärts-Trick');
    expect(await axeBlocking(page)).toEqual([]);

    await page.goto(siteUrl('/de/the-game/3-own-piles/'));
    const section = page.locator('#scenario-3-3-the-backwards-trick');
    await section.getByRole('button', { name: /^Schritt für Schritt/ }).click();
    const stepCite = section.getByRole('group', { name: 'Was gerade passiert ist' }).locator('a.gs-cite', { hasText: '3.3' });
    await expect.poll(() => stepCite.first().getAttribute('title'), POLL).toBe('3.3 Der Rückwärts-Trick');
    expect(await axeBlocking(page)).toEqual([]);

    // A German lesson's wrong try: the hint cites 3.3 in the German edition, with its German heading
    // (content/the-game/lessons/02-the-backwards-trick.yaml: 31 on the ascending pile showing 38).
    await page.goto(siteUrl('/de/the-game/learn/the-backwards-trick/'));
    await page.locator('.lx-lesson[data-ready="true"]').waitFor();
    await page.locator('.lx-lesson button.tg-card--pick[data-card="31"]').click();
    await page.locator('.lx-lesson button.tg-lay[data-target="0-up"]').click();
    const hintCite = page.locator('.lx-panel--wrong a.gs-cite', { hasText: '3.3' });
    await hintCite.first().waitFor();
    expect(await hintCite.first().getAttribute('href')).toBe('/de/the-game/r/3.3');
    await expect.poll(() => hintCite.first().getAttribute('title'), POLL).toBe('3.3 Der Rückwärts-Trick');
    expect(await axeBlocking(page)).toEqual([]);

    await page.goto(siteUrl('/the-game/desk/'));
    await page.locator('.gd-desk[data-ready="true"]').waitFor();
    await page.locator('#tgq-card').fill('20');
    await page.locator('#tgq-top').fill('30');
    await expect.poll(() => cite.getAttribute('title'), POLL).toMatch(/^3\.3 The backwards trick: /);
    expect(errors).toEqual([]);
  });
});
