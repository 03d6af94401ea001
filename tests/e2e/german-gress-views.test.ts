/**
 * Issue 27: Gress's own views on German pages, at 375 x 812 (touch) and
 * 1280 x 800, axe on each. An example taken over on a German rules page and
 * its "Weitere Aktionen" palette; the German referee's desk: its forms (players
 * and packs, cards, turn, open windows), the table in words, an action entered
 * and ruled, and the quick checker; a game handed to the German score sheet;
 * the worked score sheet of 11.9.
 *
 * Expected words come from the German rules pages' terms and the words files
 * (play-model-words.ts, play-panel-text.ts, desk/*-words.ts, pending-words.ts,
 * sheet-example-words.ts); expected positions are worked out from the rules:
 * the desk's table is gress-desk.test.ts's (Ana with 7♠ 7♣, 7♥ on top laid by
 * Cem, Ana to move: 7♠ on 7♥ is a move by rank, 4.5, and a Seven skips Ben,
 * who owes two, 6.5); the sheets are pending-game-de.test.ts's and
 * sheet-example-de.test.ts's.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { SCREENS } from './one-screen';
import { axeBlocking } from './tool-checks';
import { textWithMarks } from './marks';

const POLL = { timeout: 20_000 };
/** English that must not show on these German views. */
const ENGLISH = /Act as|Type an action|Use the holding hand|At the same moment|Other lawful actions|Draw 1 card|Take the Marke/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const squash = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

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

  test('an example taken over: "Weitere Aktionen" speaks German', async () => {
    await page.goto(siteUrl('/de/gress/7-jacks/'));
    const section = page.locator('#scenario-7-1-jack-on-anything');
    await section.getByRole('button', { name: 'Schritt für Schritt (2 Schritte)' }).click();
    // Taken over at step 1: the poster's own "Ab hier spielen" (pressed while the example loads) would start at 0.
    await expect.poll(async () => squash(await section.locator('.gs-counter').first().textContent()), POLL).toBe('Schritt 1 von 2');
    await section.getByRole('button', { name: 'Ab hier spielen', exact: true }).click();
    await expect.poll(async () => squash(await section.locator('.gs-counter').first().textContent()), POLL).toBe('Gespielt: 1 Aktion');

    const more = section.locator('.gs-more');
    await more.locator('.gs-more__summary').click();
    const palette = more.locator('.gs-play');
    await palette.waitFor(POLL);
    expect(await palette.getAttribute('aria-label')).toMatch(/^Handeln als (Ana|Ben|Cem|Dia)$/);
    const words = squash(await palette.textContent());
    for (const expected of ['Handeln als', 'Haltehand benutzen (10.3)', 'Anderer Spieler (abgeben, tauschen, beschweren):', 'Aufziehen', 'Farbe wünschen (nach einem Buben)', 'Tausch', 'Aktion eintippen, in der Notation', 'Im selben Moment (10.9)']) {
      expect(words).toContain(expected);
    }
    expect(words).not.toMatch(ENGLISH);
    expect(await palette.getByRole('button', { name: 'Kreuz wünschen' }).count()).toBe(1);

    // Collect a typed action for "at the same moment": it joins the queue in German words.
    await palette.getByRole('checkbox', { name: /^Im selben Moment \(10\.9\)/ }).check();
    expect(squash(await palette.locator('.gs-play__together').textContent())).toContain('Die Warteschlange ist noch leer');
    await palette.locator('.gs-play__typed-input').fill('Ben draw 1');
    await palette.getByRole('button', { name: 'In die Warteschlange', exact: true }).click();
    await expect.poll(async () => squash(await palette.getByRole('list', { name: 'Aktionen in der Warteschlange' }).textContent()), POLL).toBe('Ben zieht eine Karte auf');
    expect(await palette.getByRole('button', { name: 'Warteschlange leeren' }).count()).toBe(1);
    expect(await axeBlocking(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("the referee's desk: its forms, the table in words and a ruling in German", async () => {
    await page.goto(siteUrl('/de/gress/desk/'));
    const desk = page.locator('.gd-desk');
    await page.locator('.gd-desk[data-ready="true"]').waitFor(POLL);
    const group = (name: string) => desk.getByRole('group', { name, exact: true });
    const tab = (name: string | RegExp) => desk.getByRole('tab', { name }).click();

    // The quick checker: 7♥ laid by the player to move on 8♥ follows suit, a move (4.5).
    expect(squash(await desk.locator('.gd-landed > .gd-hint').textContent())).toBe('Zug, Wurf, Abwehr oder Foul? Die Regel-Engine entscheidet das am kleinsten Tisch, der dazu passt.');
    expect(squash(await desk.locator('.gd-answer .gd-hint').textContent())).toBe('Wähle die gelandete Karte und die oberste Karte.');
    await group('Wert').nth(0).getByRole('button', { name: '7', exact: true }).click();
    await group('Farbe').nth(0).getByRole('button', { name: '♥ Herz' }).click();
    await group('Wert').nth(1).getByRole('button', { name: '8', exact: true }).click();
    await group('Farbe').nth(1).getByRole('button', { name: '♥ Herz' }).click();
    await expect.poll(() => desk.locator('.gd-answer__kind').textContent(), POLL).toBe('Zug');
    expect(squash(await textWithMarks(desk.locator('.gd-answer')))).toContain('✓ erlaubt');
    expect(await axeBlocking(page)).toEqual([]);

    await tab('Aufbauen');
    expect(await desk.getByRole('heading', { name: 'Spieler und Kartensätze' }).count()).toBe(1);
    await group('Spieler am Tisch').getByRole('button', { name: '3 Spieler' }).click();
    expect(await group('Kartensätze zu 32 Karten').getByRole('button', { name: '1 Kartensatz' }).getAttribute('aria-pressed')).toBe('true');
    await tab('Karten');
    await group('Wohin die Karten kommen').getByRole('button', { name: 'Ana (Blatt)' }).click();
    await desk.getByRole('button', { name: 'Pik-Sieben', exact: true }).click();
    await desk.getByRole('button', { name: 'Kreuz-Sieben', exact: true }).click();
    const fewer = desk.getByRole('button', { name: 'Eins weniger: unbekannte Karten im Blatt von Ana' });
    for (let i = 0; i < 3; i++) await fewer.click();
    expect(squash(await desk.locator('.gd-notice[id$="-contents"]').textContent())).toBe('Im Blatt von Ana: 7♠ 7♣');
    // One pack: 7♠ is Ana's, so Ben cannot have it too (1.4).
    await group('Wohin die Karten kommen').getByRole('button', { name: 'Ben (Blatt)' }).click();
    await desk.getByRole('button', { name: 'Pik-Sieben (liegt im Blatt von Ana)' }).click();
    expect(squash(await desk.getByRole('alert').textContent())).toBe(
      'Pik-Sieben liegt schon im Blatt von Ana: An diesem Tisch wird mit einem Kartensatz gespielt, jede Karte gibt es also nur einmal (1.4). Nimm sie erst dort heraus oder nimm einen Kartensatz dazu.',
    );
    await group('Wohin die Karten kommen').getByRole('button', { name: 'Oberste Karte' }).click();
    await desk.getByRole('button', { name: 'Herz-Sieben', exact: true }).click();
    await expect.poll(async () => squash(await desk.locator('.gd-ok').textContent()), POLL).toBe('Die Regel-Engine nimmt diesen Tisch an.');
    const setUp = squash(await group('Der Tisch, wie du ihn aufgebaut hast').textContent());
    for (const line of ['Ana (am Zug): 7♠ 7♣; Marke verdeckt', 'Ben: 3 unbekannte; Marke verdeckt', '7♥ oben auf dem Spielstapel (1 Karte)', 'Ana ist am Zug; Würfe erlaubt; im Uhrzeigersinn']) {
      expect(setUp).toContain(line);
    }
    expect(await axeBlocking(page)).toEqual([]);

    await tab('Zug');
    expect(await desk.getByRole('heading', { name: 'Zug und Würfe' }).count()).toBe(1);
    expect(await group('Würfe (4.2)').getByRole('button', { name: 'Erlaubt' }).getAttribute('aria-pressed')).toBe('true');
    await tab(/^Fristen/);
    expect(await desk.getByRole('heading', { name: 'Offene Fristen' }).count()).toBe(1);
    await desk.getByRole('button', { name: 'Diese Frist hinzufügen' }).click();
    expect(squash(await desk.getByRole('list', { name: 'Offene Fristen' }).textContent())).toContain('Ana muss noch „vorletzte“ ansagen (8.1)');
    expect(await axeBlocking(page)).toEqual([]);
    await desk.getByRole('button', { name: /^Entfernen/ }).click();

    await desk.getByRole('button', { name: /^Eintragen, was passiert ist/ }).click();
    await desk.getByRole('button', { name: 'Ana spielt Pik-Sieben (erlaubt)' }).click();
    const step = desk.locator('.gd-steps > li[data-step="1"]');
    await step.waitFor(POLL);
    expect(squash(await step.locator('[data-classification]').first().textContent())).toBe('Zug');
    expect(squash(await textWithMarks(step))).toContain('✓ erlaubt');
    expect(await step.getByRole('link', { name: '4.5', exact: true }).getAttribute('href')).toBe('/de/gress/r/4.5');
    const now = squash(await group('Der Tisch nach den Aktionen').textContent());
    expect(now).toContain('Ben: 3 unbekannte; Marke verdeckt; schuldet 2');
    expect(now).toContain('Cem (am Zug)');
    expect(await desk.getByRole('button', { name: 'Link kopieren' }).count()).toBe(1);
    expect(await desk.getByRole('link', { name: 'Im Sandkasten öffnen' }).getAttribute('href')).toMatch(/^\/de\/gress\/sandbox\/#play=/);
    expect(squash(await desk.textContent())).not.toMatch(/Enter what happened|The table now|lawful\)|Open windows/);
    expect(await axeBlocking(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a game handed to the German score sheet is entered in German', async () => {
    await page.goto(siteUrl('/de/gress/score-sheet/'));
    // Hydrated first: a sheet that wakes after the hand-over is written would take it before the reload.
    await page.locator('.ss-root[data-ready="true"]').waitFor(POLL);
    // As the German play page hands it over: Cem (seat 3) dealt, Ana went out.
    const pending = { version: 1, players: ['Du', 'Ana', 'Ben', 'Cem'], dealer: 3, points: [5, 0, 2, 9], noWinner: false, from: 'gegen Bots (gemütlich, Startwert 7)' };
    await page.evaluate((raw) => {
      localStorage.clear();
      localStorage.setItem('gress-score-sheet:pending-game:v1', raw);
    }, JSON.stringify(pending));
    await page.reload();
    await page.locator('.ss-root[data-ready="true"]').waitFor(POLL);
    // No sheet yet: Ben, Cem's right neighbour, writes, so Cem dealt game 1 and Du, his left neighbour, deals game 2 (11.6).
    await expect.poll(async () => squash(await page.locator('.ss-root').textContent()), POLL).toContain(
      'Das Spiel gegen Bots (gemütlich, Startwert 7) ist als Spiel 1 eingetragen. Du gibt Spiel 2 (11.6).',
    );
    expect(await page.evaluate(() => localStorage.getItem('gress-score-sheet:pending-game:v1'))).toBeNull();
    expect(await axeBlocking(page)).toEqual([]);
    await page.evaluate(() => localStorage.clear());
  });

  test('the worked sheet of 11.9 in German', async () => {
    await page.goto(siteUrl('/de/gress/11-score-sheets/'));
    const section = page.locator('#sheet-example-11-9-misdeal-tally');
    expect(squash(await section.locator('.sx-cites').textContent())).toBe('Zeigt 11.9, 11.6, 11.8');
    expect(await section.locator('.sx-cites a').first().getAttribute('href')).toBe('/de/gress/r/11.9');
    expect(squash(await section.locator('caption').textContent())).toBe('Zettel, geführt von Ben, nach Spiel 6: laufende Summen');
    expect(squash(await section.locator('.sx-status').textContent())).toBe('Ana gibt Spiel 7. Noch 6 von 12 Spielen; Runde 2 von 3.');
    expect(squash(await section.locator('tfoot th').textContent())).toBe('Summe');
    await section.getByRole('button', { name: 'Schritt für Schritt (10 Einträge)' }).click();
    await expect.poll(async () => squash(await section.locator('.gs-counter').first().textContent()), POLL).toBe('Eintrag 1 von 10');
    // The points in the sheet's column order, the dealing order from Cem (11.7).
    expect(squash(await section.locator('.sx-entry-text').textContent())).toBe('1. Spiel 1, Strafpunkte: Cem 0, Dia 4, Ana 2, Ben 3.');
    expect(await axeBlocking(page)).toEqual([]);
  });
});
