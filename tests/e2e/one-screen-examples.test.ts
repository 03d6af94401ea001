/**
 * One screen (issue 24): a rules-page example of each game, at 375 x 812 (a
 * phone, with touch) and at 1280 x 800, shows its controls, the middle of
 * its table, the acting hand and the latest ruling in the viewport at once,
 * at every step and in play mode (taken over at the start, and after one action), once
 * the example has been brought into view and without scrolling again: the
 * step bar stays in view (sticky) while the rest of the example stays put.
 * No label of the step bar is cut off, the ruling panel clips no line, and
 * axe finds nothing serious or critical in the example, stepping or playing.
 * Prints the boxes it measured (the before/after figures of the issue note).
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { blockingAxe, bringIntoView, figures, measure, outOfView, SCREENS, truncatedLabels, type Measured } from './one-screen';

/** The engine and play mode load on demand: allow for a slow, busy machine. */
const POLL = { timeout: 15_000 };

interface Example {
  readonly game: string;
  readonly path: string;
  readonly id: string;
  /** The middle of the table: piles, trick, stock. */
  readonly table: string;
  /** The hand (seat) of whoever acts now. */
  readonly hand: string;
  /** ... in play mode, where it differs (SENS draws the acting hand apart, large). */
  readonly playHand?: string;
  /** One action in play mode, the way a reader takes it on the table. */
  readonly act: (box: Locator) => Promise<void>;
}

const EXAMPLES: readonly Example[] = [
  {
    game: 'Gress',
    path: '/gress/4-moves-and-throws/',
    id: 'scenario-4-11-anyone-may-throw',
    table: '.gs-centre',
    hand: '.gs-seat--to-move',
    act: (box) => box.locator('.gs-seat--to-move button[data-lawful="true"]').first().click(),
  },
  {
    game: 'The Game',
    path: '/the-game/3-own-piles/',
    id: 'scenario-3-3-the-backwards-trick',
    table: '.tg-piles',
    hand: '.tg-seat--to-move',
    act: async (box) => {
      await box.locator('button.tg-card--pick').first().click();
      await box.locator('button.tg-lay--fits').first().click();
    },
  },
  {
    game: 'Gin Rummy',
    path: '/gin-rummy/10-the-opponent-wins/',
    id: 'scenario-10-the-undercut',
    table: '.gr-piles',
    hand: '.gr-seat--to-act',
    act: (box) => box.locator('button.gr-card--pick[data-lawful="true"]').first().click(),
  },
  {
    game: 'SENS',
    path: '/sens/9-the-tricks/',
    id: 'scenario-9-4-void-must-trump',
    table: '.sens-middle',
    hand: '.sens-seat--acting',
    playHand: '.sens-playhand',
    act: (box) => box.locator('.sens-play button.sens-card--pick[data-lawful="true"]').first().click(),
  },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const parts = (ex: Example, playing = false) => ({ controls: '.gs-controls', table: ex.table, hand: (playing && ex.playHand) || ex.hand, ruling: '.gs-ruling' });

describe.each(SCREENS)('at $width x $height ($name)', (screen) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: screen.width, height: screen.height }, hasTouch: screen.touch, isMobile: screen.touch });
  });
  afterAll(async () => {
    await context?.close();
  });

  test.each(EXAMPLES)('$game: controls, table, acting hand and ruling in view at every step and in play', async (ex) => {
    page = await context.newPage();
    try {
      await page.goto(siteUrl(ex.path));
      const section = page.locator(`#${ex.id}`);
      await bringIntoView(page, section);
      await section.getByRole('button', { name: /Step through/ }).click();
      const box = section.locator('.gs-sandbox');
      const counter = box.locator('.gs-counter').first();
      await expect.poll(() => counter.textContent(), POLL).toMatch(/^Step 1 of/);
      await bringIntoView(page, box);

      const seen: { label: string; m: Measured; out: string[] }[] = [];
      const cut: string[] = [];
      const look = async (label: string, playing = false) => {
        // A stepped-to position may take a moment to be worked out (lean frames): wait until every part is there.
        await expect.poll(async () => Object.values((await measure(box, parts(ex, playing))).parts).every((b) => b !== null), POLL).toBe(true);
        const m = await measure(box, parts(ex, playing));
        seen.push({ label, m, out: outOfView(m) });
        cut.push(...(await truncatedLabels(box, '.gs-controls *, .gs-ruling, .gs-ruling *')).map((text) => `${label}: "${text}"`));
      };

      const axe: string[] = (await blockingAxe(page, `#${ex.id}`)).map((v) => `stepping: ${v}`);
      const forward = box.locator('button[data-command="forward"]').first();
      for (let step = 1; ; step++) {
        await look(`step ${step}`);
        if (await forward.isDisabled()) break;
        await forward.click();
        await expect.poll(() => counter.textContent(), POLL).toMatch(new RegExp(`^Step ${step + 1} of`));
      }
      // Take over at the start, where each example's act() is known to have a lawful action.
      await box.locator('button[data-command="first"]').first().click();
      await expect.poll(() => counter.textContent(), POLL).toMatch(/^Step 0 of/);
      await box.getByRole('button', { name: 'Play from here' }).first().click();
      await expect.poll(() => counter.textContent(), POLL).toContain('Playing: 0 actions');
      await look('play', true);
      await ex.act(box);
      await expect.poll(() => counter.textContent(), POLL).toContain('Playing: 1 action');
      await look('play, 1 action', true);
      axe.push(...(await blockingAxe(page, `#${ex.id}`)).map((v) => `playing: ${v}`));

      console.log(`${ex.game} ${ex.id} at ${screen.width} x ${screen.height}:\n${seen.map((s) => `  ${s.label}: ${figures(s.m)}`).join('\n')}${cut.length ? `\n  cut off: ${cut.join(', ')}` : ''}`);
      expect(cut, 'labels cut off').toEqual([]);
      expect(axe, 'axe: serious or critical').toEqual([]);
      expect(seen.filter((s) => s.out.length > 0).map((s) => `${s.label}: ${s.out.join('; ')}`)).toEqual([]);
    } finally {
      await page.close();
    }
  }, 90_000);
});
