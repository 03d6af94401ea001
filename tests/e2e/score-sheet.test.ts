/**
 * The score-sheet page in a real browser: a group of four keeps a sheet of
 * twelve games. Every expected value is worked out by hand from section 11.
 *
 * Ana, Ben, Cem, Dia sit clockwise and Ben writes, so the columns are Cem, Dia,
 * Ana, Ben (11.7) and Cem deals game 1 (11.6). Cem misdeals before game 5
 * (11.9: a "!" in game 5's row, 4 points added after it). Points per game as
 * Ana, Ben, Cem, Dia, and the running totals:
 *
 *   game  points        totals (A, B, C, D)   row as written (Cem, Dia, Ana, Ben)
 *    1    0, 5, 3, 7    0,  5,  3,  7         3, 7, -, 5
 *    2    4, 0, 6, 2    4,  5,  9,  9         9, 9, 4, -
 *    3    3, 8, 0, 1    7, 13,  9, 10         -, 10, 7, 13
 *    4    2, 3, 5, 0    9, 16, 14, 10         14, -, 9, 16        (round line)
 *    5    6, 0, 2, 4   15, 16, 20, 14         ! 20, 14, 15, -     (14 + 2 + 4)
 *    6    0, 7, 1, 3   15, 23, 21, 17         21, 17, -, 23
 *    7    5, 2, 0, 6   20, 25, 21, 23         -, 23, 20, 25
 *    8    1, 4, 3, 0   21, 29, 24, 23         24, -, 21, 29       (round line)
 *    9    0, 2, 5, 4   21, 31, 29, 27         29, 27, -, 31
 *   10    6, 0, 1, 3   27, 31, 30, 30         30, 30, 27, -
 *   11    4, 5, 0, 2   31, 36, 30, 32         -, 32, 31, 36
 *   12    3, 1, 4, 0   34, 37, 34, 32         34, -, 34, 37       (round line)
 *
 * After game 12 Dia alone has the lowest total, 32: the sheet ends and Dia wins.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';

const GAMES: readonly (readonly [number, number, number, number])[] = [
  [0, 5, 3, 7], [4, 0, 6, 2], [3, 8, 0, 1], [2, 3, 5, 0],
  [6, 0, 2, 4], [0, 7, 1, 3], [5, 2, 0, 6], [1, 4, 3, 0],
  [0, 2, 5, 4], [6, 0, 1, 3], [4, 5, 0, 2], [3, 1, 4, 0],
];
const ROWS = [
  ['3', '7', '-', '5'], ['9', '9', '4', '-'], ['-', '10', '7', '13'], ['14', '-', '9', '16'],
  ['! 20', '14', '15', '-'], ['21', '17', '-', '23'], ['-', '23', '20', '25'], ['24', '-', '21', '29'],
  ['29', '27', '-', '31'], ['30', '30', '27', '-'], ['-', '32', '31', '36'], ['34', '-', '34', '37'],
];
const PLAYERS = ['Ana', 'Ben', 'Cem', 'Dia'];

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

async function open(p: Page) {
  await p.goto(siteUrl('/gress/score-sheet/'));
  await p.locator('.ss-root[data-ready="true"]').waitFor();
}

/** The sheet as written: one array of cell marks per row. */
async function rows(): Promise<string[][]> {
  return page.locator('.ss-table tbody tr[data-game]').evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('.ss-mark')].map((m) => m.textContent ?? '')),
  );
}

async function roundLines(): Promise<string[]> {
  return page.locator('.ss-table tbody tr.ss-row--round-end').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-game') ?? ''));
}

const field = (name: string) => page.getByLabel(`${name} penalty points`, { exact: true });

/** Types one game's points; by keyboard (Enter in the last field) or by clicking the button. */
async function enterGame(points: readonly number[], how: 'enter' | 'click' = 'click') {
  const before = await page.locator('.ss-table tbody tr[data-game]:not(.ss-row--pending)').count();
  for (const [i, name] of PLAYERS.entries()) await field(name).fill(String(points[i]));
  if (how === 'enter') await field('Dia').press('Enter');
  else await page.getByRole('button', { name: /^Enter game \d+$/ }).click();
  await expect.poll(() => page.locator('.ss-table tbody tr[data-game]:not(.ss-row--pending)').count()).toBe(before + 1);
}

const nextDealer = () => page.locator('.ss-next-dealer').textContent();

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1000, height: 900 }, acceptDownloads: true });
  page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await open(page);
});
afterAll(async () => {
  await browser?.close();
});

describe('a session of twelve games', () => {
  test('the sidebar links to the page, and the empty sheet asks for the players', async () => {
    expect(await page.locator('nav.sidebar a[href="/gress/score-sheet/"]').count()).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'Start a sheet' }).isVisible()).toBe(true);
  });

  test('four players in seating order, Ben writes: Cem deals first', async () => {
    for (const [i, name] of PLAYERS.entries()) await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(name);
    await page.getByLabel('Scribe (writes the sheet)').selectOption('Ben');
    expect(await page.locator('#ss-scribe-hint').textContent()).toContain('Cem');
    await page.getByRole('button', { name: 'Start the sheet' }).click();
    await page.locator('.ss-table').waitFor();
    const headers = await page.locator('.ss-table thead th').allTextContents();
    expect(headers).toEqual(['Game', 'Cem', 'Dia', 'Ana', 'Ben (scribe)']);
    expect(await nextDealer()).toBe('Cem deals game 1.');
    expect(await page.locator('.ss-remaining').textContent()).toContain('12 of 12 games left.');
    // The keyboard carries on in the first column's field.
    await expect.poll(() => field('Cem').evaluate((el) => el === document.activeElement)).toBe(true);
  });

  test('games 1-4: running totals, dashes, the first round line; the dealer moves left', async () => {
    await enterGame(GAMES[0], 'enter');
    expect(await nextDealer()).toBe('Dia deals game 2.');
    await enterGame(GAMES[1]);
    await enterGame(GAMES[2], 'enter');
    expect(await nextDealer()).toBe('Ben deals game 4.');
    // The field of the dealer is marked.
    expect(await page.locator('.ss-point--dealer .ss-label').textContent()).toContain('Ben');
    await enterGame(GAMES[3]);
    expect(await rows()).toEqual(ROWS.slice(0, 4));
    expect(await roundLines()).toEqual(['4']);
    expect(await nextDealer()).toBe('Cem deals game 5.');
  });

  test('Cem misdeals: a pending tally mark, Cem deals again, +4 after game 5', async () => {
    await page.getByRole('button', { name: 'Misdeal by Cem (+4)' }).click();
    await expect.poll(() => page.locator('.ss-row--pending .ss-mark').first().textContent()).toBe('!');
    expect(await nextDealer()).toBe('Cem deals game 5.');
    expect(await page.locator('.ss-misdeals').textContent()).toContain('Cem misdealt');
    await enterGame(GAMES[4]);
    await enterGame(GAMES[5]);
    expect(await nextDealer()).toBe('Ana deals game 7.');
    expect(await rows()).toEqual(ROWS.slice(0, 6));
  });

  test('bad input is refused next to the field, and nothing typed is lost', async () => {
    await field('Ana').fill('-2');
    await field('Ben').fill('2');
    await field('Cem').fill('0');
    await field('Dia').fill('6');
    await page.getByRole('button', { name: 'Enter game 7' }).click();
    const message = page.locator('#ss-points-Ana-error');
    await expect.poll(() => message.textContent()).toBe("Ana's penalty points cannot be negative (9.4).");
    expect(await field('Ana').getAttribute('aria-invalid')).toBe('true');
    expect(await field('Ana').getAttribute('aria-describedby')).toContain('ss-points-Ana-error');
    // Focus went to the field at fault; the other fields keep their values; no game was added.
    expect(await field('Ana').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await field('Dia').inputValue()).toBe('6');
    expect(await rows()).toHaveLength(6);

    // Two winners in one game.
    await field('Ana').fill('0');
    expect(await message.count()).toBe(0);
    await page.getByRole('button', { name: 'Enter game 7' }).click();
    await expect.poll(() => page.locator('#ss-game-error').textContent()).toBe('Ana and Cem both scored 0, but a game has one winner (9.1).');
    expect(await field('Cem').getAttribute('aria-invalid')).toBe('true');
    expect(await rows()).toHaveLength(6);

    await enterGame(GAMES[6]);
    expect(await page.locator('#ss-game-error').textContent()).toBe('');
    await enterGame(GAMES[7]);
    expect(await rows()).toEqual(ROWS.slice(0, 8));
    expect(await roundLines()).toEqual(['4', '8']);
  });

  test('a reload loses nothing', async () => {
    await page.reload();
    await page.locator('.ss-root[data-ready="true"]').waitFor();
    await page.locator('.ss-table').waitFor();
    expect(await rows()).toEqual(ROWS.slice(0, 8));
    expect(await roundLines()).toEqual(['4', '8']);
    expect(await nextDealer()).toBe('Cem deals game 9.');
    expect(await page.locator('.ss-remaining').textContent()).toContain('4 of 12 games left.');
  });

  test('undo takes back the last game only', async () => {
    await enterGame(GAMES[8]);
    expect(await nextDealer()).toBe('Dia deals game 10.');
    await page.getByRole('button', { name: 'Undo game 9' }).click();
    await expect.poll(() => rows()).toEqual(ROWS.slice(0, 8));
    expect(await nextDealer()).toBe('Cem deals game 9.');
  });

  test('games 9-12: the sheet ends and Dia wins with 32', async () => {
    await enterGame(GAMES[8]);
    await enterGame(GAMES[9], 'enter');
    await enterGame(GAMES[10]);
    expect(await nextDealer()).toBe('Ben deals game 12.');
    expect(await page.locator('.ss-remaining').textContent()).toContain('1 of 12 games left.');
    await enterGame(GAMES[11]);
    expect(await rows()).toEqual(ROWS);
    expect(await roundLines()).toEqual(['4', '8', '12']);
    expect(await page.locator('.ss-result').textContent()).toBe('The sheet has ended after 12 games. Dia wins with 32 penalty points (11.2).');
    expect(await page.locator('.ss-totals td').allTextContents()).toEqual(['34', '32', '34', '37']);
    // No more games can be entered; the next sheet is offered.
    expect(await page.getByRole('button', { name: /^Enter game/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Start the next sheet (Cem writes)' }).isVisible()).toBe(true);
  });

  test('the CSV: seating, then per player points, misdeal points and running total in labelled columns, RFC 4180 line ends', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('gress-sheet-1-scribe-Ben.csv');
    const text = (await readFile(await download.path())).toString('utf8').replace(/^\ufeff/, '');
    const lines = text.split('\r\n');
    // Worked by hand from GAMES: columns Cem, Dia, Ana, Ben; Cem's misdeal costs 4 with game 5; Ben deals game 12, Dia wins it.
    expect(lines[0]).toBe('Seating order (clockwise),Ana,Ben,Cem,Dia');
    expect(lines[1]).toBe(`Game,Round,Dealer,Winner,${['Cem', 'Dia', 'Ana', 'Ben'].map((n) => `${n}: points,${n}: misdeal points,${n}: total`).join(',')}`);
    expect(lines[6]).toBe('5,2,Cem,Ben,2,4,20,4,0,14,6,0,15,0,0,16');
    expect(lines[13]).toBe('12,3,Ben,Dia,4,0,34,0,0,32,3,0,34,1,0,37');
    expect(lines[14]).toBe('Total,,,,30,4,34,32,0,32,34,0,34,37,0,37');
  });

  test('printed, the sheet says the date (shown in print only)', async () => {
    const date = page.locator('.ss-print-date');
    expect(await date.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'print' });
    expect(await date.isVisible()).toBe(true);
    expect(await date.textContent()).toMatch(/^Printed on .*\d{4}/);
    await page.emulateMedia({ media: 'screen' });
  });

  test('the next sheet: Cem writes, Dia deals first, everyone at zero', async () => {
    await page.getByRole('button', { name: 'Start the next sheet (Cem writes)' }).click();
    await expect.poll(() => page.locator('.ss-table thead th').allTextContents()).toEqual(['Game', 'Dia', 'Ana', 'Ben', 'Cem (scribe)']);
    expect(await nextDealer()).toBe('Dia deals game 1.');
    expect(await rows()).toEqual([]);
    expect(await page.locator('.ss-history').textContent()).toContain('Sheet 1 (written by Ben): The sheet has ended after 12 games. Dia wins');
    expect(errors).toEqual([]);
  });
});

describe('on a phone (375 x 812)', () => {
  test('two games, then the CSV: the same labelled columns, worked by hand', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, acceptDownloads: true });
    try {
      const p = await phone.newPage();
      await open(p);
      for (const [i, name] of PLAYERS.entries()) await p.getByLabel(`Player ${i + 1}`, { exact: true }).fill(name);
      await p.getByLabel('Scribe (writes the sheet)').selectOption('Ben');
      await p.getByRole('button', { name: 'Start the sheet' }).click();
      await p.locator('.ss-table').waitFor();
      for (const points of GAMES.slice(0, 2)) {
        const before = await p.locator('.ss-table tbody tr[data-game]').count();
        for (const [i, name] of PLAYERS.entries()) await p.getByLabel(`${name} penalty points`, { exact: true }).fill(String(points[i]));
        await p.getByRole('button', { name: /^Enter game \d+$/ }).click();
        await expect.poll(() => p.locator('.ss-table tbody tr[data-game]').count()).toBe(before + 1);
      }
      const [download] = await Promise.all([p.waitForEvent('download'), p.getByRole('button', { name: 'Download CSV' }).click()]);
      const lines = (await readFile(await download.path())).toString('utf8').replace(/^\ufeff/, '').split('\r\n');
      // Columns Cem, Dia, Ana, Ben (Ben writes, Cem deals first). Game 1: Ana wins, Cem 3, Dia 7, Ben 5; game 2, dealt by Dia: Ben wins, Cem 6, Dia 2, Ana 4.
      expect(lines[0]).toBe('Seating order (clockwise),Ana,Ben,Cem,Dia');
      expect(lines[1]).toBe(`Game,Round,Dealer,Winner,${['Cem', 'Dia', 'Ana', 'Ben'].map((n) => `${n}: points,${n}: misdeal points,${n}: total`).join(',')}`);
      expect(lines[2]).toBe('1,1,Cem,Ana,3,0,3,7,0,7,0,0,0,5,0,5');
      expect(lines[3]).toBe('2,1,Dia,Ben,6,0,9,2,0,9,4,0,4,0,0,5');
      expect(lines[4]).toBe('Total,,,,9,0,9,9,0,9,4,0,4,5,0,5');
    } finally {
      await phone.close();
    }
  });
});

describe('robustness', () => {
  test('at 360 px wide nothing spills out of the page', async () => {
    const narrow = await context.newPage();
    await narrow.setViewportSize({ width: 360, height: 740 });
    await open(narrow);
    await narrow.locator('.ss-table').waitFor();
    const overflow = await narrow.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await narrow.close();
  });

  test('damaged saved data: a clear message and a reset, never a blank page', async () => {
    await page.evaluate(() => localStorage.setItem('gress-score-sheet:v1', '{"version":1,"sheet":{"players":["Ana"]'));
    await page.reload();
    await page.locator('.ss-root[data-ready="true"]').waitFor();
    expect(await page.locator('.ss-corrupt').textContent()).toContain('The saved score sheet cannot be read: it is not valid JSON.');
    // Still there until the reader chooses.
    expect(await page.evaluate(() => localStorage.getItem('gress-score-sheet:v1'))).toContain('"players"');
    await page.getByRole('button', { name: 'Reset the saved sheet' }).click();
    await page.getByRole('heading', { name: 'Start a sheet' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('gress-score-sheet:v1'))).toBeNull();
  });
});
