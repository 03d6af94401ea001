/**
 * The two SENS tool pages in a real browser, on a phone (375 x 812) and on a
 * desktop (1280 x 900): the score sheet and the meld calculator. Every
 * expected value is worked out by hand.
 *
 * The match (Ana, Ben, Cem, Dia clockwise; Ana & Cem against Ben & Dia; Dia
 * deals first; misdeals strict):
 *   1. Dia deals, Ben takes Herz: card points 62 / 102, no melds; Ben & Dia
 *      need 83 of 164 and have 102: made.                          62 / 102
 *   2. Ana deals, Ana takes Eichel with a Dreiständer (20): the total is 184,
 *      Ana & Cem need 93 and count 70 + 20 = 90: Ziehen, Ben & Dia write 184.
 *                                                                  62 / 286
 *   3. Ben deals, Cem takes Gras, every trick and a Quart: 164 + 50 = 214,
 *      and 100 for Dackeln: 314.                                  376 / 286
 *   4. Cem deals and misdeals: Ben & Dia write 164.                376 / 450
 *   5. Dia deals, nobody plays: thrown in.                         376 / 450
 *   6. Ana deals, Dia takes Schellen: 40 / 124. Ben & Dia have 574 (10.1).
 *
 * Vorlauf (10.3): four deals entered as written points, 264 / 0, 0 / 264,
 * 184 / 0, 0 / 184, give 448 / 448. In deal 5 Ben takes Herz: 60 / 104 card
 * points and Ana & Cem's Dreiständer (20) counts, so Ana & Cem write 80 and
 * Ben & Dia 104 (528 / 552). Ana & Cem called Vorlauf with 40 card points
 * secured: 448 + 40 + 20 = 508, at least 500, so they win though their total
 * is lower.
 *
 * The calculator: Gras 10, U, O, K, Sau is a Fuss (100), Eichel 7, 8, 9 a
 * Dreiständer (20): 120; with Gras trumps the Ober and King make Bella (20).
 * Against Herz 9, 10, U, O (a Quart) the Fuss wins by its kind (8.3).
 *
 * SENS_TOOLS_DIST=/path serves that build instead of the shared dist/ (for a
 * build made with `astro build --outDir`); run with E2E_NO_BUILD=1 then.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { axeBlocking, downloadText, overflow, smallTargets as smallTargetsIn } from './tool-checks';
import { serveStatic, type StaticServer } from './static-server';

const KEY = 'sens-score-sheet:v1';

let browser: Browser;
let own: StaticServer | null = null;
beforeAll(async () => {
  browser = await launchBrowser();
  if (process.env.SENS_TOOLS_DIST) own = await serveStatic(process.env.SENS_TOOLS_DIST);
});
afterAll(async () => {
  await browser?.close();
  await own?.close();
});

const url = (path: string) => (own ? own.url + path : siteUrl(path));

/** The tool's controls under 44 px. */
const smallTargets = (page: Page) => smallTargetsIn(page, '.tk-root', 'button, select, input:not([type="radio"]):not([type="checkbox"]), .tk-choice, .sn-check, summary');

const VIEWPORTS = [
  { label: 'phone 375 x 812', width: 375, height: 812 },
  { label: 'desktop 1280 x 900', width: 1280, height: 900 },
] as const;

/**
 * Checks that do not depend on the width (the CSV's contents, axe on the
 * finished sheet, damaged storage) run on the phone only; the flows run at both.
 */
const PHONE_ONLY_WIDTH = 375;

describe.each(VIEWPORTS)('$label', ({ width, height }) => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width, height }, acceptDownloads: true });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(async () => {
    await context?.close();
  });

  async function open(path: string) {
    await page.goto(url(path));
    await page.locator('.tk-root[data-ready="true"]').waitFor();
  }

  const lineCount = () => page.locator('.sn-sheet-table tbody tr[data-line]').count();
  const status = () => page.locator('#sss-status').textContent();

  async function running(): Promise<string[][]> {
    return page.locator('.sn-sheet-table tbody tr[data-line]').evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('[data-running]')].map((el) => el.getAttribute('data-running') ?? '')),
    );
  }

  async function enter(n: number) {
    await page.getByRole('button', { name: `Enter deal ${n}` }).click();
    await expect.poll(lineCount).toBe(n);
  }

  /** A deal played out: who took it, the trump, card points and melds per side. */
  async function counted(n: number, taker: string, trump: string, cards: [number, number], melds: [string, string] = ['', '']) {
    await page.getByLabel('Game taken by').selectOption({ label: taker });
    await page.getByLabel('Trump').selectOption({ label: trump });
    await page.locator('#sss-cards-0').fill(String(cards[0]));
    await page.locator('#sss-cards-1').fill(String(cards[1]));
    await page.locator('#sss-melds-0').fill(melds[0]);
    await page.locator('#sss-melds-1').fill(melds[1]);
  }

  async function startSheet(names: string[], firstDealer: string) {
    for (const [i, name] of names.entries()) await page.getByLabel(['1st seat', '2nd seat', '3rd seat', '4th seat'][i], { exact: true }).fill(name);
    await page.getByLabel('Deals first').selectOption({ label: firstDealer });
    await page.getByRole('button', { name: 'Start the sheet' }).click();
    await page.getByRole('heading', { name: 'Deal 1' }).waitFor();
  }

  describe('score sheet', () => {
    test('the empty page asks for the four players', async () => {
      await open('/sens/score-sheet/');
      expect(await page.getByRole('heading', { name: 'Start a sheet' }).isVisible()).toBe(true);
      expect((await page.locator('noscript').allTextContents()).join(' ')).toContain('The score sheet runs in the browser: it needs JavaScript.');
      expect(await page.getByRole('link', { name: '4.5' }).first().getAttribute('href')).toBe('/sens/r/4.5');
    });

    test('a match to 500: Ziehen, Dackeln, a misdeal, a thrown-in deal; Ben & Dia win 574 to 416', async () => {
      await startSheet(['Ana', 'Ben', 'Cem', 'Dia'], 'Dia (4th seat)');
      expect(await status()).toBe('Deal 1: Dia deals, Ana leads.');
      expect(await page.locator('#sss-dealer').inputValue()).toBe('3');

      // Deal 1, first with card points that do not make 164.
      await counted(1, 'Ben', 'Herz (hearts)', [60, 102]);
      expect(await page.locator('#sss-sum').textContent()).toBe('Card points together: 162 of 164: recount.');
      await page.getByRole('button', { name: 'Enter deal 1' }).click();
      expect(await page.locator('#sss-cards-1-error').textContent()).toContain('add up to 162, not 164');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('sss-cards-1');
      await page.locator('#sss-cards-0').fill('62');
      expect(await page.locator('#sss-preview').textContent()).toBe('Ben took the game in Herz; Ben & Dia count 102 of 164 and need 83: made (11.1); Ana & Cem write 62, Ben & Dia 102.');
      await enter(1);

      expect(await status()).toBe('Deal 2: Ana deals, Ben leads.');
      await counted(2, 'Ana', 'Eichel (clubs)', [70, 94], ['20', '']);
      expect(await page.locator('#sss-preview').textContent()).toContain('short, so Ben & Dia write all 184 and Ana & Cem nothing (Ziehen, 11.1)');
      await enter(2);

      await counted(3, 'Cem', 'Gras (spades)', [164, 0], ['50', '']);
      await page.getByLabel('The taking side took every trick (Dackeln, 100 more)').check();
      await enter(3);

      expect(await page.locator('#sss-dealer').inputValue()).toBe('2');
      await page.getByLabel('Misdeal', { exact: true }).check();
      await enter(4);

      await page.getByLabel('Thrown in: nobody played').check();
      await enter(5);

      expect(await status()).toBe('Deal 6: Ana deals, Ben leads.');
      await counted(6, 'Dia', 'Schellen (diamonds)', [40, 124]);
      await enter(6);

      expect(await running()).toEqual([['62', '102'], ['62', '286'], ['376', '286'], ['376', '450'], ['376', '450'], ['416', '574']]);
      const marks = await page.locator('.sn-sheet-table tbody tr[data-line]').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('.sn-mark')].map((m) => m.textContent)));
      expect(marks).toEqual([[], ['Ziehen'], ['Dackeln +100'], ['Misdeal'], ['Thrown in'], []]);
      expect(await page.locator('.sn-sheet-table tbody th[scope="row"] .tk-small').allTextContents()).toEqual(['Dia dealt', 'Ana dealt', 'Ben dealt', 'Cem dealt', 'Dia dealt', 'Ana dealt']);
      expect(await status()).toBe('Ben & Dia reach 574: they win the match, 574 to 416 (10.1).');
      expect(await page.locator('#sss-result .tk-strong').textContent()).toBe('Ben & Dia reach 574: they win the match, 574 to 416 (10.1).');
      expect(await page.getByRole('button', { name: /^Enter deal/ }).count()).toBe(0);
      // A rule link on every column header.
      const headers = await page.locator('.sn-sheet-table thead th').evaluateAll((ths) => ths.map((th) => [...th.querySelectorAll('a')].map((a) => a.getAttribute('href'))));
      expect(headers).toEqual([['/sens/r/4.6'], ['/sens/r/5.1', '/sens/r/5.2'], ['/sens/r/12.1', '/sens/r/1.1'], ['/sens/r/12.1', '/sens/r/1.1'],
        ['/sens/r/11.1', '/sens/r/11.2', '/sens/r/10.3', '/sens/r/1.4', '/sens/r/4.5', '/sens/r/5.3']]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await smallTargets(page)).toEqual([]);
    });

    if (width === PHONE_ONLY_WIDTH)
    test('the CSV: seating, points and running totals in labelled columns, the marks, the result', async () => {
      const { name, text } = await downloadText(page, 'Download CSV');
      expect(name).toMatch(/^sens-score-sheet-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = text.split('\r\n');
      expect(lines.slice(0, 5)).toEqual([
        'SENS score sheet,played to 500 (1.1)', 'Seating (clockwise),Ana,Ben,Cem,Dia', 'Partners (across),Ana & Cem against Ben & Dia', 'First dealer,Dia', 'Misdeal rule (4.5),strict',
      ]);
      expect(lines[6].split(',').slice(9, 20)).toEqual([
        'Ana & Cem: points written', 'Ben & Dia: points written', 'Ana & Cem: running total', 'Ben & Dia: running total',
        'Ziehen (11.1)', 'Dackeln bonus (11.2)', 'Vorlauf called by (10.3)', 'Vorlauf secured card points', 'Misdeal (4.5)', 'Wrong card by (1.4)', 'Thrown in (5.3)',
      ]);
      expect(lines.slice(7, 13)).toEqual([
        '1,Dia,Ben,Herz (hearts),card points and melds,62,0,102,0,62,102,62,102,,,,,,,',
        '2,Ana,Ana,Eichel (clubs),card points and melds,70,20,94,0,0,184,62,286,yes,,,,,,',
        '3,Ben,Cem,Gras (spades),card points and melds,164,50,0,0,314,0,376,286,,100,,,,,',
        '4,Cem,,,misdeal,,,,,0,164,376,450,,,,,strict,,',
        '5,Dia,,,thrown in,,,,,0,0,376,450,,,,,,,yes',
        '6,Ana,Dia,Schellen (diamonds),card points and melds,40,0,124,0,40,124,416,574,,,,,,,',
      ]);
      expect(lines.slice(14, 16)).toEqual(['Totals,,,,,,,,,,,416,574', 'Result,"Ben & Dia reach 574: they win the match, 574 to 416 (10.1)."']);
    });

    test('kept over a reload; undo reopens the match; printed with the date', async () => {
      await page.reload();
      await page.locator('.tk-root[data-ready="true"]').waitFor();
      expect(await page.locator('[data-total-col]').allTextContents()).toEqual(['416', '574']);
      await page.getByRole('button', { name: 'Undo the last deal' }).click();
      await page.getByRole('heading', { name: 'Deal 6' }).waitFor();
      expect(await lineCount()).toBe(5);
      const printed = page.locator('.tk-print .tk-print-only', { hasText: 'Printed on' });
      expect(await printed.isVisible()).toBe(false);
      await page.emulateMedia({ media: 'print' });
      expect(await printed.isVisible()).toBe(true);
      expect(await printed.textContent()).toMatch(/^Printed on .*\d{4}\.$/);
      expect(await page.getByRole('heading', { name: 'Deal 6' }).isVisible()).toBe(false);
      expect(await page.locator('.sn-sheet-table').isVisible()).toBe(true);
      await page.emulateMedia({ media: 'screen' });
    });

    test('Vorlauf: points entered directly to 448 / 448, then a call with 40 secured wins at 508', async () => {
      await page.getByRole('button', { name: 'New sheet…' }).click();
      await page.getByRole('button', { name: 'Yes, delete it' }).click();
      await startSheet(['Ana', 'Ben', 'Cem', 'Dia'], 'Dia (4th seat)');
      const direct: [string, [number, number]][] = [['Ana', [264, 0]], ['Ben', [0, 264]], ['Cem', [184, 0]], ['Dia', [0, 184]]];
      for (const [i, [taker, points]] of direct.entries()) {
        await page.getByLabel('Played out: enter the points written').check();
        await page.getByLabel('Game taken by').selectOption({ label: taker });
        await page.getByLabel('Trump').selectOption({ label: 'Eichel (clubs)' });
        await page.getByLabel('Ana & Cem: points written').fill(String(points[0]));
        await page.getByLabel('Ben & Dia: points written').fill(String(points[1]));
        await enter(i + 1);
      }
      expect(await page.locator('[data-total-col]').allTextContents()).toEqual(['448', '448']);
      expect(await page.locator('.sn-sheet-table .sn-mark').allTextContents()).toEqual(['Entered directly', 'Entered directly', 'Entered directly', 'Entered directly']);
      await counted(5, 'Ben', 'Herz (hearts)', [60, 104], ['20', '']);
      await page.getByLabel('Called by').selectOption({ label: 'Ana & Cem' });
      await page.getByLabel('Card points secured at the call').fill('70');
      await page.getByRole('button', { name: 'Enter deal 5' }).click();
      expect(await page.locator('#sss-secured-error').textContent()).toContain("the calling side's card points (60)");
      await page.getByLabel('Card points secured at the call').fill('40');
      await enter(5);
      expect(await running()).toEqual([['264', '0'], ['264', '264'], ['448', '264'], ['448', '448'], ['528', '552']]);
      expect(await page.locator('#sss-result .tk-strong').textContent()).toBe(
        'Ana & Cem called Vorlauf: 448 before the deal, 40 in secured tricks and 20 in melds make 508, at least 500. Ana & Cem win the match (10.3).',
      );
      expect(await page.locator('.sn-sheet-table tr[data-line="5"] .sn-mark').allTextContents()).toEqual(['Vorlauf: Ana & Cem, 40 secured']);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    });

    if (width === PHONE_ONLY_WIDTH)
    test('axe: no serious or critical violation on the finished sheet', async () => {
      expect(await axeBlocking(page)).toEqual([]);
    });

    if (width === PHONE_ONLY_WIDTH)
    test('damaged saved data: a clear message, a download, a fresh start', async () => {
      await page.evaluate((key) => localStorage.setItem(key, '{"version":1,"sheet":{"players"'), KEY);
      await page.reload();
      await page.locator('.tk-root[data-ready="true"]').waitFor();
      expect(await page.getByRole('alert').textContent()).toContain('The saved score sheet cannot be read: it is not valid JSON.');
      expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toContain('"players"');
      const { text } = await downloadText(page, 'Download the damaged data');
      expect(text).toBe('{"version":1,"sheet":{"players"');
      await page.getByRole('button', { name: 'Delete it and start afresh' }).click();
      await page.getByRole('heading', { name: 'Start a sheet' }).waitFor();
      expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
    });
  });

  describe('meld calculator', () => {
    const mineResult = () => page.locator('#smc-mine-result').textContent();
    const HAND = ['Gras-Ten', 'Gras-Unter', 'Gras-Ober', 'Gras-King', 'Gras-Sau', 'Eichel-Seven', 'Eichel-Eight'];

    test('tapped and keyboard-pressed cards: a Fuss, a Dreiständer and Bella; a ninth card refused', async () => {
      await open('/sens/calculator/');
      await page.getByRole('radio', { name: 'Gras' }).check();
      const mine = page.getByRole('region', { name: 'Your hand', exact: true });
      for (const c of HAND) await mine.getByRole('button', { name: c, exact: true }).click();
      // The eighth card by keyboard.
      await mine.getByRole('button', { name: 'Eichel-Nine', exact: true }).focus();
      await page.keyboard.press('Space');
      await expect.poll(() => mine.getByRole('button', { name: 'Eichel-Nine', exact: true }).getAttribute('aria-pressed')).toBe('true');
      expect(await page.locator('#smc-mine-count').textContent()).toBe('8 of 8 cards chosen.');
      expect(await page.getByRole('list', { name: 'Melds in your hand: each meld' }).locator('li').allTextContents()).toEqual([
        'Dreiständer: Eichel 7, 8, 9 (20)', 'Fuss: Gras 10, U, O, K, S (100)',
      ]);
      const text = await mineResult();
      expect(text).toContain('2 melds: 120 points.');
      expect(text).toContain('Bella: the Gras Ober and King, 20 more with the run that holds them');
      expect(text).toContain('Put forward in a comparison: the Fuss Gras 10, U, O, K, S (8.3).');
      expect(text).toContain("In all: 140 points with Bella (the melds' 120 only if they win the comparison, 7.2).");
      await mine.getByRole('button', { name: 'Herz-Seven', exact: true }).click();
      expect(await mine.getByRole('button', { name: 'Herz-Seven', exact: true }).getAttribute('aria-pressed')).toBe('false');
      expect(await mine.locator('.tk-error').textContent()).toBe('A hand holds 8 cards: take one out before adding another.');
      // Every card is a button at least 44 px square.
      const sizes = await mine.locator('button[data-card]').evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect()).filter((r) => r.width < 43.5 || r.height < 43.5).length);
      expect(sizes).toBe(0);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await smallTargets(page)).toEqual([]);
    });

    test('the same hand in Herz trumps: no Bella', async () => {
      await page.getByRole('radio', { name: 'Herz' }).check();
      await expect.poll(mineResult).not.toContain('Bella');
      await page.getByRole('radio', { name: 'Gras' }).check();
      await expect.poll(mineResult).toContain('Bella');
    });

    test('against the opponents\' Quart the Fuss wins by its kind (8.3); the link shows both hands again', async () => {
      await page.getByLabel("Compare with the opponents' best meld").check();
      const theirs = page.getByRole('region', { name: "The opponents' hand", exact: true });
      expect(await theirs.getByRole('button', { name: 'Gras-Ten (in your hand)' }).isDisabled()).toBe(true);
      for (const c of ['Herz-Nine', 'Herz-Ten', 'Herz-Unter', 'Herz-Ober']) await theirs.getByRole('button', { name: c, exact: true }).click();
      const expected = 'Yours: a Fuss beats a Quart, whatever the points; the kinds rank Vierständer, Fuss, Quart, Dreiständer (8.3). '
        + 'Your side scores every meld of both partners, 120 from this hand; the opponents score none (7.2).';
      await expect.poll(() => page.locator('#smc-verdict').textContent()).toBe(expected);
      expect(await page.locator('#smc-verdict').getAttribute('data-winner')).toBe('yours');
      // The address follows a moment after the render (replaceState): wait for the opponents' fourth card.
      await expect.poll(() => new URL(page.url()).searchParams.get('vs')).toBe('9HTHUHOH');
      const link = new URL(page.url());
      expect(link.searchParams.get('hand')).toBe('7E8E9ETGUGOGKGAG');
      expect(link.searchParams.get('trump')).toBe('G');
      expect(link.searchParams.get('vs')).toBe('9HTHUHOH');
      expect(await axeBlocking(page)).toEqual([]);
      await page.goto(link.href);
      await page.locator('.tk-root[data-ready="true"]').waitFor();
      await expect.poll(() => page.locator('#smc-verdict').textContent()).toBe(expected);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    });

    if (width === PHONE_ONLY_WIDTH)
    test('French faces: the names and the melds follow the pack', async () => {
      await page.getByRole('button', { name: 'French' }).click();
      await expect.poll(() => page.getByRole('list', { name: 'Melds in your hand: each meld' }).locator('li').allTextContents()).toEqual([
        'Dreiständer: clubs 7, 8, 9 (20)', 'Fuss: spades 10, J, Q, K, A (100)',
      ]);
      expect(await page.getByRole('region', { name: 'Your hand', exact: true }).getByRole('button', { name: 'Queen of spades', exact: true }).getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('button', { name: 'Bavarian' }).click();
      expect(errors).toEqual([]);
    });
  });
});

describe('dark theme', () => {
  test.each(['/sens/score-sheet/', '/sens/calculator/?hand=7E8E9ETGUGOGKGAG&trump=G&vs=9HTHUHOH'])('%s: no serious or critical axe violation', async (path) => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 }, colorScheme: 'dark' });
    try {
      await page.goto(url(path));
      await page.locator('.tk-root[data-ready="true"]').waitFor();
      expect(await axeBlocking(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
