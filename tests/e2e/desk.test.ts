/**
 * The referee's desk on the shared shell (issue 25, item 5), for Gress and The
 * Game, on a phone with touch (375 x 812) and a desktop (1280 x 800): the quick
 * checker comes first and answers; a table built from scratch with the game's
 * form; an action ruled with its paragraphs; undo; the share link reopening
 * the same table; a damaged link refused in words, losing nothing; a table
 * that makes no sense answered with the engine's own sentence; axe clean.
 *
 * Worked out by hand from The Game's rulebook (seed 001):
 * - Quick check: 20 on one's own ascending pile showing 30 is exactly 10
 *   lower, the backwards trick (3.3). On the opponent's ascending pile it is
 *   lower, so it improves it and may go there (4.2, and it is the turn's one
 *   card for the opponent, 4.1). 40 there would be higher: refused (4.2).
 * - The table: Ben to move holds 20, 23, 40; his piles show 30 (ascending) and
 *   45 (descending). Ana holds 5, 50; her piles show 12 and 48. Ben lays 20 on
 *   his ascending pile: the backwards trick (3.3), lawful. Then 40 on Ana's
 *   ascending pile: a card for the opponent must improve the pile, lower than
 *   12 (4.2): refused. A hand of seven at the start of a turn cannot be: six
 *   cards are dealt and each turn draws back to six at most (2.3, 6.1, 6.2).
 * - Gress (seed 000), as in gress-desk.test.ts: Q♠ landing on K♥, laid by a
 *   player not to move while throws are allowed, is a throw (4.11). Three
 *   players, Ana to move with 7♠ 7♣ and 7♥ on top: 7♠ is a move (4.5), and
 *   the Seven has Ben, the next player, owe two cards (6.5).
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { blockingAxe, figures, measure, outOfView, SCREENS } from './one-screen';
import { overflow, smallTargets } from './tool-checks';
import { textWithMarks } from './marks';

const CONTROLS = 'button, select, input:not([type="checkbox"]), textarea, summary, .gd-check';

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
    await context.grantPermissions(['clipboard-read', 'clipboard-write']).catch(() => undefined);
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(async () => {
    await context?.close();
  });

  const desk = (p: Page = page) => p.locator('.gd-desk');
  const tab = (name: string | RegExp, p: Page = page) => desk(p).getByRole('tab', { name }).click();
  const step = (n: number, p: Page = page): Locator => desk(p).locator(`.gd-steps > li[data-step="${n}"]`);
  const selected = async (name: string | RegExp, p: Page = page) => desk(p).getByRole('tab', { name }).getAttribute('aria-selected');
  const tap = (l: Locator) => (screen.touch ? l.tap() : l.click());

  /** The link with one character of its payload changed (one in the middle, so all its bits count). */
  function damage(link: string): string {
    const [head, ...rest] = link.split('&');
    const at = head.lastIndexOf('.') + 5;
    return [head.slice(0, at) + (head[at] === 'A' ? 'B' : 'A') + head.slice(at + 1), ...rest].join('&');
  }

  async function open(path: string, p: Page = page) {
    await p.goto(siteUrl(path));
    await p.locator('.gd-desk[data-ready="true"]').waitFor();
  }

  describe('The Game', () => {
    test('the quick checker comes first and the engine answers with its paragraphs', async () => {
      await open('/the-game/desk/');
      expect(await selected('May this card go on this pile?')).toBe('true');
      const quick = desk().locator('[data-quick-check]');
      expect(await quick.getByRole('heading', { level: 2 }).getAttribute('id')).toBe('may-this-card-go-on-this-pile');
      await quick.getByLabel('The card', { exact: true }).fill('20');
      await quick.getByLabel('Showing on the pile').fill('30');
      const answer = quick.locator('[data-quick-answer]');
      expect(await answer.getAttribute('data-quick-answer')).toBe('yes');
      expect(await answer.textContent()).toContain('Yes, as the backwards trick.');
      expect(await answer.getByRole('link', { name: '3.3', exact: true }).getAttribute('href')).toBe('/the-game/r/3.3');
      await tap(quick.getByRole('group', { name: 'Whose pile' }).getByRole('button', { name: "Opponent's" }));
      expect(await answer.getAttribute('data-quick-answer')).toBe('yes');
      expect(await answer.getByRole('link', { name: '4.2', exact: true }).count()).toBe(1);
      await quick.getByLabel('The card', { exact: true }).fill('40');
      expect(await answer.getAttribute('data-quick-answer')).toBe('no');
      expect(await answer.textContent()).toContain('must be lower than 30');
      expect(await answer.getByRole('link', { name: '4.2', exact: true }).getAttribute('href')).toBe('/the-game/r/4.2');
      expect(await blockingAxe(page, '.gd-desk')).toEqual([]);
      if (screen.touch) expect(await overflow(page)).toBe(0);
      expect(await smallTargets(page, '.gd-desk', CONTROLS)).toEqual([]);
      // One screen: the question and its answer on the first screen of the page, the tabs to the rest above them.
      await page.evaluate(() => window.scrollTo(0, 0));
      const m = await measure(desk(), { tabs: '[role="tablist"]', card: '#tgq-card', 'whose pile': '[aria-labelledby="tgq-side-label"]', answer: '[data-quick-answer]' });
      console.log(`The Game desk, ${screen.name}: ${figures(m)}; page ${await page.evaluate(() => document.documentElement.scrollHeight)} px`);
      expect(outOfView(m)).toEqual([]);
    });

    test('a table from scratch: nonsense gets the engine\'s sentence, then an action ruled, undone', async () => {
      await tap(desk().getByRole('tab', { name: 'Set up' }));
      const seat = (n: number) => desk().locator(`fieldset[data-seat="${n}"]`);
      await seat(0).getByLabel('Hand', { exact: true }).fill('20, 23, 40, 41, 42, 43, 44');
      const error = desk().locator('[data-position-error]');
      expect(await error.textContent()).toBe('This table cannot be: hands: Ben holds 7 and has laid 0 this turn: a turn starts with at most 6 cards in hand (2.3, 6.1, 6.2)');
      await seat(0).getByLabel('Hand', { exact: true }).fill('20, 23, 40');
      await seat(0).getByLabel('Ascending pile ↑').fill('30');
      await seat(0).getByLabel('Descending pile ↓').fill('45');
      await seat(1).getByLabel('Hand', { exact: true }).fill('5, 50');
      await seat(1).getByLabel('Ascending pile ↑').fill('12');
      await seat(1).getByLabel('Descending pile ↓').fill('48');
      await desk().locator('[data-position-ok]').waitFor();
      expect(await blockingAxe(page, '.gd-desk')).toEqual([]);

      await tap(desk().getByRole('button', { name: 'Enter what happened' }));
      expect(await selected(/^What happened/)).toBe('true');
      // Ben's lawful actions as buttons: the backwards trick is among them.
      await tap(desk().locator('[data-action="Ben lay 20 on Ben up"]'));
      await step(1).waitFor();
      expect(await step(1).locator('code').textContent()).toBe('Ben lay 20 on Ben up');
      expect(await step(1).locator('[data-classification]').getAttribute('data-classification')).toBe('trick');
      expect(await textWithMarks(step(1))).toContain('✓ lawful');
      expect(await step(1).locator('[data-summary]').textContent()).toContain('backwards trick');
      expect(await step(1).getByRole('link', { name: '3.3', exact: true }).getAttribute('href')).toBe('/the-game/r/3.3');
      console.log(`The Game desk after a ruling, ${screen.name}: page ${await page.evaluate(() => document.documentElement.scrollHeight)} px`);

      await desk().getByLabel('An action in the notation').fill('Ben lay 40 on Ana up');
      await tap(desk().getByRole('button', { name: 'Rule on it', exact: true }));
      await step(2).waitFor();
      expect(await step(2).locator('[data-classification]').getAttribute('data-classification')).toBe('refused');
      expect(await textWithMarks(step(2))).toContain('✕ not lawful');
      expect(await step(2).locator('[data-summary]').textContent()).toContain('must be lower than 12');
      expect(await step(2).getByRole('link', { name: '4.2', exact: true }).getAttribute('href')).toBe('/the-game/r/4.2');
      expect(await blockingAxe(page, '.gd-desk')).toEqual([]);

      await tap(desk().getByRole('button', { name: 'Undo', exact: true }));
      expect(await step(2).count()).toBe(0);
      expect(await step(1).locator('code').textContent()).toBe('Ben lay 20 on Ben up');
      expect(await desk().getByRole('tab', { name: /^What happened/ }).textContent()).toBe('What happened (1)');
      if (screen.touch) expect(await overflow(page)).toBe(0);
    });

    test('the link reopens the same table; a damaged one is refused in words and loses nothing', async () => {
      await tap(desk().getByRole('button', { name: 'Copy link' }));
      const link = await desk().getByRole('textbox', { name: 'Link to this table' }).inputValue();
      expect(link).toBe(page.url());
      expect(new URL(link).hash).toMatch(/^#desk=the-game\.1\./);
      await tap(desk().getByRole('tab', { name: 'Set up' }));
      const position = await desk().locator('[data-notation] textarea').inputValue();
      expect(position).toMatch(/^players=Ben,Ana turn=Ben /);

      const again = await context.newPage();
      await open(link.slice(link.indexOf('/the-game/')), again);
      expect(await desk(again).locator('[data-link-note="info"]').textContent()).toContain('Opened from a link');
      expect(await selected(/^What happened/, again)).toBe('true');
      expect(await step(1, again).locator('code').textContent()).toBe('Ben lay 20 on Ben up');
      expect(await step(2, again).count()).toBe(0);
      const sandbox = await desk(again).getByRole('link', { name: 'Open in the sandbox' }).getAttribute('href');
      expect(sandbox).toBe(`/the-game/sandbox/#play=${new URL(link).hash.slice('#desk='.length)}`);
      await tab('Set up', again);
      expect(await desk(again).locator('[data-notation] textarea').inputValue()).toBe(position);
      if (screen.touch) {
        // The same table and action in the sandbox.
        const sandboxPage = await context.newPage();
        await sandboxPage.goto(siteUrl(sandbox!));
        await sandboxPage.getByText('Ben lay 20 on Ben up').first().waitFor();
        expect(await sandboxPage.locator('.gs-play__error').count()).toBe(0);
        await sandboxPage.close();
      }

      // One character of the link changed: refused in words, the table on screen stays.
      await again.goto(damage(link));
      const note = desk(again).locator('[data-link-note="error"]');
      await note.waitFor();
      expect(await note.getAttribute('role')).toBe('alert');
      expect(await note.textContent()).toBe('This link cannot be opened: checksum mismatch: the link was altered or mistyped.');
      expect(await desk(again).locator('[data-notation] textarea').inputValue()).toBe(position);
      await tab(/^What happened/, again);
      expect(await step(1, again).locator('code').textContent()).toBe('Ben lay 20 on Ben up');
      expect(await blockingAxe(again, '.gd-desk')).toEqual([]);
      await again.close();
    });

    test('a typed position that makes no sense gets the engine\'s sentence', async () => {
      await tap(desk().getByRole('tab', { name: 'Set up' }));
      await desk().locator('[data-notation] summary').click();
      const field = desk().locator('[data-notation] textarea');
      const position = await field.inputValue();
      // Ana's 12 on her ascending pile written as Ben's (12*): Ben's 12, under his own ascending pile, would lie there twice (1.1).
      await field.fill(position.replace(/ up=(\S+)\/(\S+?)12 /, ' up=$1/$212* '));
      await tap(desk().getByRole('button', { name: 'Use this position' }));
      const error = desk().locator('[data-typed-error]');
      expect(await error.textContent()).toMatch(/^The engine cannot read this position: /);
      expect(await error.textContent()).toContain('(1.1)');
      // Nothing lost: the table in use is still the one built above.
      expect(await desk().locator('[data-position-ok]').count()).toBe(1);
      expect(errors).toEqual([]);
    });
  });

  describe('Gress', () => {
    const group = (name: string) => desk().getByRole('group', { name });

    test('the quick checker first, then a table by taps, a ruling, undo, and the link', async () => {
      await open('/gress/desk/');
      expect(await selected('A card just landed')).toBe('true');
      const landed = desk().locator('.gd-landed');
      const pick = async (which: string, rank: string, suit: string) => {
        const g = landed.getByRole('group', { name: which });
        await tap(g.getByRole('group', { name: 'Rank' }).getByRole('button', { name: rank, exact: true }));
        await tap(g.getByRole('group', { name: 'Suit' }).getByRole('button', { name: suit }));
      };
      await pick('The card that landed', 'Q', 'spades');
      await pick('The top card it landed on', 'K', 'hearts');
      await tap(landed.getByRole('group', { name: 'Who laid it' }).getByRole('button', { name: 'Another player' }));
      expect(await landed.locator('[data-answer]').getAttribute('data-answer')).toBe('throw');
      expect(await landed.getByRole('link', { name: '4.11', exact: true }).first().getAttribute('href')).toBe('/gress/r/4.11');
      await page.evaluate(() => window.scrollTo(0, 0));
      console.log(`Gress desk, ${screen.name}: ${figures(await measure(desk(), { tabs: '[role="tablist"]', answer: '[data-answer]' }))}; page ${await page.evaluate(() => document.documentElement.scrollHeight)} px`);
      expect(await blockingAxe(page, '.gd-desk')).toEqual([]);

      await tap(desk().getByRole('tab', { name: 'Set up' }));
      await tap(group('Players at the table').getByRole('button', { name: '3 players' }));
      await tap(desk().getByRole('tab', { name: 'Cards' }));
      await tap(group('Put cards in').getByRole('button', { name: 'Ana hand' }));
      await tap(desk().getByRole('button', { name: 'Seven of spades', exact: true }));
      await tap(desk().getByRole('button', { name: 'Seven of clubs', exact: true }));
      const fewer = desk().getByRole('button', { name: "One fewer: unknown cards in Ana's hand" });
      for (let i = 0; i < 3; i++) await tap(fewer);
      await tap(group('Put cards in').getByRole('button', { name: 'Top card' }));
      await tap(desk().getByRole('button', { name: 'Seven of hearts', exact: true }));
      await desk().locator('[data-position="ok"]').waitFor();
      await tap(desk().getByRole('button', { name: /^Enter what happened/ }));
      await tap(desk().getByRole('button', { name: 'Ana plays Seven of spades (lawful)' }));
      await step(1).waitFor();
      expect(await step(1).locator('[data-classification]').first().getAttribute('data-classification')).toBe('move');
      expect(await step(1).getByRole('link', { name: '4.5', exact: true }).getAttribute('href')).toBe('/gress/r/4.5');
      expect(await step(1).getByRole('link', { name: '6.5', exact: true }).getAttribute('href')).toBe('/gress/r/6.5');
      await tap(desk().getByRole('button', { name: 'Copy link' }));
      const withMove = await desk().getByRole('textbox', { name: 'Link to this table' }).inputValue();
      expect(new URL(withMove).hash).toMatch(/^#desk=gress\.1\./);

      await tap(desk().getByRole('button', { name: 'Remove the last action' }));
      expect(await step(1).count()).toBe(0);
      expect(await blockingAxe(page, '.gd-desk')).toEqual([]);

      // The link made before the undo reopens that table with its ruling; a damaged one is refused and loses nothing.
      const again = await context.newPage();
      await open(withMove.slice(withMove.indexOf('/gress/')), again);
      expect(await selected(/^What happened/, again)).toBe('true');
      expect(await step(1, again).locator('code').first().textContent()).toBe('Ana play 7S');
      await again.goto(damage(withMove));
      await desk(again).locator('[data-link-note="error"]').waitFor();
      expect(await desk(again).locator('[data-link-note="error"]').textContent()).toMatch(/^This link cannot be opened: /);
      expect(await step(1, again).locator('code').first().textContent()).toBe('Ana play 7S');
      await again.close();
      if (screen.touch) expect(await overflow(page)).toBe(0);
      expect(errors).toEqual([]);
    });
  });
});
