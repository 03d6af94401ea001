/**
 * The three Gin Rummy tool pages in a real browser, on a phone (375 x 812)
 * and on a desktop (1280 x 900): the score sheet, the tournament and the
 * deadwood calculator. Every expected value is worked out by hand.
 *
 * §13's example sheet (two players): A writes 23, 27, B 32, A 35, B 10, A 19.
 * Running totals A 23, 50, 50, 85, 85, 104; B 0, 0, 32, 32, 42, 42. A has
 * four hands (80 in boxes), B two (40); A reached 100 first (game bonus 100);
 * B wrote something, so no shutout. Totals 104 + 80 + 100 = 284 and
 * 42 + 40 = 82: A wins by 202. Hand 3 goes through the knock helper: B
 * knocks with 3 against A's 35, and writes the difference, 32 (§9).
 *
 * §15.1's example (three players, rotation): A ends with three hands and 102
 * points, B one hand and 17, C nothing. A hand order that fits: the draw is
 * C highest, B second, A lowest, so A sits out hand 1, B deals to C.
 *   1. B beats C 17: C sits out, A (who sat out) deals, B leads.
 *   2. A beats B 30: B sits out, C deals to A.
 *   3. A beats C 40: C sits out, B deals to A.
 *   4. A beats B 32: A has 102, the match is over.
 * A 102 + 3 x 20 + 100 = 262, B 17 + 20 = 37, C 0. B pays A 225; C pays A
 * 262 plus the 100 shutout bonus = 362 (only to the first to 100); C pays B 37.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { axeBlocking, downloadText, overflow, smallTargets as smallTargetsIn } from './tool-checks';


let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The tool's controls under 44 px. */
const smallTargets = (page: Page) => smallTargetsIn(page, '.tk-root', 'button, select, input:not([type="radio"]), .tk-choice, summary');

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
    await page.goto(siteUrl(path));
    await page.locator('.tk-root[data-ready="true"]').waitFor();
  }

  const lineCount = () => page.locator('.gt-sheet-table tbody tr[data-line]').count();

  /** One hand: the winner's radio, the points, the Enter button. */
  async function enterHand(winner: string, points: number) {
    const before = await lineCount();
    await page.getByLabel(`${winner} won`, { exact: true }).check();
    await page.getByLabel('Points written', { exact: true }).fill(String(points));
    await page.getByRole('button', { name: /^Enter hand \d+$/ }).click();
    await expect.poll(lineCount).toBe(before + 1);
  }

  async function running(): Promise<string[][]> {
    return page.locator('.gt-sheet-table tbody tr[data-line]').evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('[data-running]')].map((el) => el.getAttribute('data-running') ?? '')),
    );
  }

  async function footRow(label: string): Promise<string[]> {
    return page.locator(`.gt-sheet-table tfoot tr[data-bonus="${label}"] td`).allTextContents();
  }

  describe('score sheet', () => {
    test('the sidebar links to the three tools; the empty page asks for the players', async () => {
      await open('/gin-rummy/score-sheet/');
      if (width >= 1000) {
        for (const tool of ['score-sheet', 'tournament', 'calculator']) {
          expect(await page.locator(`nav.sidebar a[href="/gin-rummy/${tool}/"]`).count(), tool).toBeGreaterThan(0);
        }
      }
      expect(await page.getByRole('heading', { name: 'Start a sheet' }).isVisible()).toBe(true);
      expect((await page.locator('noscript').allTextContents()).join(' ')).toContain('The score sheet runs in the browser: it needs JavaScript.');
    });

    test('§13\'s example: running totals, boxes 80/40, game 100, totals 284/82, A by 202', async () => {
      await page.getByLabel('Highest draw', { exact: true }).fill('A');
      await page.getByLabel('Lowest draw', { exact: true }).fill('B');
      await page.getByRole('button', { name: 'Start the sheet' }).click();
      await page.getByRole('heading', { name: 'Hand 1' }).waitFor();
      expect(await page.locator('.tk-status .tk-strong').first().textContent()).toBe('B deals hand 1; A leads.');
      await enterHand('A', 23);
      await enterHand('A', 27);
      // Hand 3 through the knock helper: B knocks with 3, A has 35 after lay-offs.
      await page.getByText('Work out the points from the knock').click();
      await page.getByLabel('Who knocked').selectOption({ label: 'B' });
      await page.getByLabel("Knocker's deadwood").fill('3');
      await page.getByLabel("Opponent's deadwood after lay-offs").fill('35');
      await page.getByRole('button', { name: 'Work out and fill in' }).click();
      await expect.poll(() => page.getByLabel('B won', { exact: true }).isChecked()).toBe(true);
      expect(await page.getByLabel('Points written', { exact: true }).inputValue()).toBe('32');
      await page.getByRole('button', { name: 'Enter hand 3' }).click();
      await expect.poll(lineCount).toBe(3);
      await enterHand('A', 35);
      await enterHand('B', 10);
      await enterHand('A', 19);
      expect(await running()).toEqual([['23', '0'], ['50', '0'], ['50', '32'], ['85', '32'], ['85', '42'], ['104', '42']]);
      expect(await footRow('Boxes, 20 per hand won (§13.3)')).toEqual(['80', '40']);
      expect(await footRow('Game bonus (§13.1)')).toEqual(['100', '0']);
      expect(await footRow('Shutout bonus (§13.2)')).toEqual(['0', '0']);
      expect(await footRow('Total')).toEqual(['284', '82']);
      expect(await page.locator('.tk-print .tk-status .tk-strong').textContent()).toBe('A wins by 202 (284 to 82).');
      expect(await page.getByRole('list', { name: 'Payments' }).textContent()).toBe('B pays A 202.');
      expect(await page.getByRole('button', { name: /^Enter hand/ }).count()).toBe(0);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await smallTargets(page)).toEqual([]);
    });

    if (width === PHONE_ONLY_WIDTH)
    test('the CSV: seating, labelled columns, each hand, the bonus rows', async () => {
      const { name, text } = await downloadText(page, 'Download CSV');
      expect(name).toMatch(/^gin-rummy-sheet-two-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = text.split('\r\n');
      expect(lines[0]).toBe('Format,Two players (§13)');
      expect(lines[2]).toBe('Seating,"Draw order, highest first: A, B."');
      expect(lines[4]).toBe('Hand,Played,A: points,B: points,A: running total,B: running total,Winner,No game');
      expect(lines.slice(5, 11)).toEqual([
        '1,B dealt,23,,23,0,A,', '2,B dealt,27,,50,0,A,', '3,B dealt,,32,50,32,B,',
        '4,A dealt,35,,85,32,A,', '5,B dealt,,10,85,42,B,', '6,A dealt,19,,104,42,A,',
      ]);
      expect(lines.slice(11, 18)).toEqual([
        'Hand points,,104,42', '"Boxes, 20 per hand won (§13.3)",,80,40', 'Game bonus (§13.1),,100,0', 'Shutout bonus (§13.2),,0,0',
        'Total,,284,82', 'Result,A wins by 202 (284 to 82).', 'Payment,B pays A 202.',
      ]);
    });

    test('kept over a reload; undo reopens the match; printed with the date', async () => {
      await page.reload();
      await page.locator('.tk-root[data-ready="true"]').waitFor();
      expect(await footRow('Total')).toEqual(['284', '82']);
      await page.getByRole('button', { name: 'Undo the last line' }).click();
      await page.getByRole('heading', { name: 'Hand 6' }).waitFor();
      expect(await lineCount()).toBe(5);
      const printed = page.locator('.tk-print .tk-print-only', { hasText: 'Printed on' });
      expect(await printed.isVisible()).toBe(false);
      await page.emulateMedia({ media: 'print' });
      expect(await printed.isVisible()).toBe(true);
      expect(await printed.textContent()).toMatch(/^Printed on .*\d{4}\.$/);
      await page.emulateMedia({ media: 'screen' });
    });

    test('§15.1 rotation: the table rotates, A 262, B 37, C 0 and the payments', async () => {
      await page.getByRole('button', { name: 'New sheet…' }).click();
      await page.getByRole('button', { name: 'Yes, delete it' }).click();
      await page.getByLabel('How many play, and how').selectOption('rotation');
      await page.getByLabel('Highest draw', { exact: true }).fill('C');
      await page.getByLabel('2nd draw', { exact: true }).fill('B');
      await page.getByLabel('Lowest draw', { exact: true }).fill('A');
      await page.getByRole('button', { name: 'Start the sheet' }).click();
      const status = () => page.locator('.tk-status .tk-strong').first().textContent();
      await expect.poll(status).toBe('B deals hand 1; C leads; A sits out.');
      await enterHand('B', 17);
      expect(await status()).toBe('A deals hand 2; B leads; C sits out.');
      await enterHand('A', 30);
      expect(await status()).toBe('C deals hand 3; A leads; B sits out.');
      await enterHand('A', 40);
      expect(await status()).toBe('B deals hand 4; A leads; C sits out.');
      await enterHand('A', 32);
      expect(await page.locator('.gt-sheet-table thead th').allTextContents()).toEqual(['Line', 'C', 'B', 'A']);
      expect(await footRow('Total')).toEqual(['0', '37', '262']);
      expect(await page.getByRole('list', { name: 'Payments' }).locator('li').allTextContents()).toEqual([
        'B pays A 225.', 'C pays A 362 (262 plus the 100 shutout bonus).', 'C pays B 37.',
      ]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    });

    if (width === PHONE_ONLY_WIDTH)
    test('axe: no serious or critical violation on the finished sheet', async () => {
      expect(await axeBlocking(page)).toEqual([]);
    });

    if (width === PHONE_ONLY_WIDTH)
    test('damaged saved data: a clear message, a download, a fresh start', async () => {
      await page.evaluate(() => localStorage.setItem('gin-rummy-score-sheet:v1', '{"version":1,"sheet":{"format":"two"'));
      await page.reload();
      await page.locator('.tk-root[data-ready="true"]').waitFor();
      expect(await page.getByRole('alert').textContent()).toContain('The saved score sheet cannot be read: it is not valid JSON.');
      expect(await page.evaluate(() => localStorage.getItem('gin-rummy-score-sheet:v1'))).toContain('"format"');
      const { text } = await downloadText(page, 'Download the damaged data');
      expect(text).toBe('{"version":1,"sheet":{"format":"two"');
      await page.getByRole('button', { name: 'Delete it and start afresh' }).click();
      await page.getByRole('heading', { name: 'Start a sheet' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('gin-rummy-score-sheet:v1'))).toBeNull();
    });
  });

  describe('tournament', () => {
    const NAMES = ['Ana', 'Ben', 'Cem', 'Dia', 'Eli', 'Fay', 'Gus'];

    test('Swiss, seven entrants: three rounds, a bye each round, no rematch', async () => {
      await open('/gin-rummy/tournament/');
      expect(await page.getByRole('heading', { name: 'Start a tournament' }).isVisible()).toBe(true);
      await page.getByLabel('Entrants, one name a line (2 to 64)').fill(NAMES.join('\n'));
      expect(await page.locator('#grt-count').textContent()).toBe('7 entrants: 3 rounds.');
      await page.getByLabel('Seed of the draw (optional)').fill('2024');
      await page.getByRole('button', { name: 'Draw the first round' }).click();
      await page.getByRole('heading', { name: 'Round 1 of 3: pairings' }).waitFor();
      expect(await page.locator('[data-seed]').textContent()).toBe('2024');
      const met = new Set<string>();
      const byes: string[] = [];
      for (let round = 1; round <= 3; round++) {
        await page.getByRole('heading', { name: `Round ${round} of 3: pairings` }).waitFor();
        const bye = (await page.locator('[data-bye]').textContent()) ?? '';
        byes.push(bye.replace(/ has the bye.*/, ''));
        const legends = await page.locator('fieldset[data-match] legend').allTextContents();
        expect(legends).toHaveLength(3);
        for (const [i, legend] of legends.entries()) {
          const [, a, b] = /^Match \d+: (\w+) against (\w+)$/.exec(legend) ?? [];
          const pair = [a, b].sort().join('-');
          expect(met.has(pair), `rematch ${pair} in round ${round}`).toBe(false);
          met.add(pair);
          // The first named wins, by 10, 20 or 30.
          await page.locator(`#grt-m${i}-a`).check();
          await page.locator(`#grt-m${i}-margin`).fill(String(10 * (i + 1)));
        }
        await page.getByRole('button', { name: `Record round ${round}` }).click();
        if (round < 3) await page.getByRole('heading', { name: `Standings after round ${round}` }).waitFor();
      }
      await page.getByRole('heading', { name: 'Final standings' }).waitFor();
      expect(new Set(byes).size).toBe(3);
      expect(met.size).toBe(9);
      const points = await page.locator('.gt-standings tbody tr td:nth-child(3)').allTextContents();
      expect(points).toHaveLength(7);
      expect(points.reduce((s, p) => s + Number(p), 0)).toBe(0);
      const places = await page.locator('.gt-standings tbody tr td:nth-child(1)').allTextContents();
      expect(places).toEqual(['1', '2', '3', '4', '5', '6', '7']);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await smallTargets(page)).toEqual([]);
    });

    test('standings as CSV; axe clean', async () => {
      const { name, text } = await downloadText(page, 'Download standings (CSV)');
      expect(name).toBe('gin-rummy-tournament-2024.csv');
      const lines = text.split('\r\n');
      expect(lines.slice(0, 5)).toEqual(['System,Swiss system', 'Seed,2024', 'Rounds played,3 of 3', '', 'Place,Entrant,Points,Played,Byes,Tie broken by draw']);
      expect(lines.slice(5, 12).map((l) => l.split(',')[0])).toEqual(['1', '2', '3', '4', '5', '6', '7']);
      expect(await axeBlocking(page)).toEqual([]);
    });
  });

  describe('deadwood calculator', () => {
    const summary = () => page.locator('.gt-calc-summary').textContent();

    test('a typed hand: three melds and K♣, may knock; the hand goes into the address', async () => {
      await open('/gin-rummy/calculator/');
      await page.getByLabel('Your hand (10 or 11 cards)').fill('AS 2S 3S 7H 7D 7C 9D TD JD KC');
      await expect.poll(summary).toBe('Best: A♠2♠3♠ · 7♣7♦7♥ · 9♦10♦J♦ — deadwood K♣ = 10: you may knock (§7).');
      await expect.poll(() => new URL(page.url()).searchParams.get('hand')).toBe('7CKC7D9DTDJD7HAS2S3S');
      expect(await page.getByRole('button', { name: 'King of clubs' }).getAttribute('aria-pressed')).toBe('true');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await smallTargets(page)).toEqual([]);
    });

    test('errors in plain words: a duplicate, an unknown card, a wrong count', async () => {
      const field = page.getByLabel('Your hand (10 or 11 cards)');
      await field.fill('AS AS 2S');
      await expect.poll(() => page.locator('#grc-errors').textContent()).toContain('AS is entered twice');
      await field.fill('AS 2S 3S 7H 7D 7C 9D TD JD 1C');
      await expect.poll(() => page.locator('#grc-errors').textContent()).toContain('"1C" is not a card');
      await field.fill('AS 2S 3S');
      await expect.poll(() => page.locator('#grc-errors').textContent()).toContain('this one has 3. Add 7.');
    });

    test('tapped: eleven cards, the best discard and gin; the link opens the same hand', async () => {
      await page.getByRole('button', { name: 'Clear the hand' }).click();
      const cards = ['Ace of spades', 'Two of spades', 'Three of spades', 'Seven of hearts', 'Seven of diamonds', 'Seven of clubs',
        'Nine of diamonds', 'Ten of diamonds', 'Jack of diamonds', 'Queen of diamonds', 'King of clubs'];
      for (const c of cards) await page.getByRole('button', { name: c, exact: true }).click();
      const expected = 'Discard K♣. Best: A♠2♠3♠ · 7♣7♦7♥ · 9♦10♦J♦Q♦ — no deadwood: gin (§11): 20 bonus plus the opponent\'s deadwood.';
      await expect.poll(async () => (await page.locator('#grc-result').textContent()) ?? '').toContain(expected);
      expect(await page.getByRole('button', { name: 'Queen of diamonds' }).getAttribute('aria-pressed')).toBe('true');
      // The address follows the hand a moment later (replaceState after the render): wait for the eleventh card.
      await expect.poll(() => new URL(page.url()).searchParams.get('hand')).toBe('7CKC7D9DTDJDQD7HAS2S3S');
      const url = page.url();
      expect(await axeBlocking(page)).toEqual([]);
      await page.goto(url);
      await page.locator('.tk-root[data-ready="true"]').waitFor();
      await expect.poll(summary).toBe(expected);
      expect(await page.getByLabel('Your hand (10 or 11 cards)').inputValue()).toBe('7C KC 7D 9D TD JD QD 7H AS 2S 3S');
      expect(errors).toEqual([]);
    });
  });
});

describe('dark theme', () => {
  test.each(['/gin-rummy/score-sheet/', '/gin-rummy/tournament/', '/gin-rummy/calculator/?hand=AS2S3S7H7D7C9DTDJDKC'])('%s: no serious or critical axe violation', async (path) => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 }, colorScheme: 'dark' });
    try {
      await page.goto(siteUrl(path));
      await page.locator('.tk-root[data-ready="true"]').waitFor();
      expect(await axeBlocking(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
