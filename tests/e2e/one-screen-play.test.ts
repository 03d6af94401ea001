/**
 * Play against bots on one screen (issue 24), for all four games, on a phone
 * (375 x 812, touch, light theme) and a desktop (1280 x 800, dark theme).
 * Once the game is in view (its top just under the site's header, where
 * the first action or Start brings it), the controls, the table, the
 * reader's hand and the latest ruling are all inside the window at once,
 * and the hand covers neither the ruling nor the table. On a phone the
 * reader's hand is pinned to the bottom of the screen already when the page
 * opens, and scrolling on past the game reaches the page's text below it
 * (the hand goes with the game). On a desktop the reader's cards are large
 * enough to read across the table. Each check is made before and after the
 * first moves, so a real ruling (and the bots' answers) is measured too.
 * Axe (serious and critical) and 44 px targets on the game with its new
 * controls (the pace, the pinned hand). Prints the heights it saw.
 *
 * The turn-by-turn games are dealt from a seed where the reader is to act,
 * with reduced motion (the bots' moves at once); Gress runs its test-only
 * fast clock (play-url.ts).
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { axeBlocking, overflow, smallTargets } from './tool-checks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface PlayPage {
  readonly id: string;
  readonly path: string;
  readonly root: string;
  readonly controls: string;
  /** The shared table: the piles the reader plays to (and the bot's, for The Game). */
  readonly table: string;
  readonly hand: string;
  readonly ruling: string;
  /** One card of the reader's hand, for its size on a desktop. */
  readonly card: string;
  /** Plays the first moves (the reader's, then the bots' answers). */
  readonly firstMoves: (page: Page) => Promise<void>;
}

/** The reader's first lawful action from "What could I do?" (the list folds away again). */
async function firstLawful(page: Page) {
  await page.locator('.pv-hints > summary').click();
  await page.locator('.pv-hints button[data-action]').first().click();
  await page.locator('.pv-root[data-ready="true"]').waitFor();
  if (await page.locator('.pv-hints').evaluate((d) => (d as HTMLDetailsElement).open)) await page.locator('.pv-hints > summary').click();
}

const SHELL = { root: '.pv-root', controls: '.pv-bar', ruling: '.pv-top', firstMoves: firstLawful };

const PAGES: readonly PlayPage[] = [
  {
    id: 'gress', path: '/gress/play/?clock=fast', root: '.gp-play', controls: '.gp-clockbar', table: '.gp-middle', hand: '.gp-hand', ruling: '.gp-ruling', card: '.gp-hand .gs-card',
    firstMoves: async (page) => {
      await page.getByRole('button', { name: /^Start/ }).click();
      await expect.poll(() => page.locator('.gp-play').getAttribute('data-clock'), { timeout: 10_000 }).toMatch(/^(waiting|over)$/);
    },
  },
  { id: 'the-game', path: '/the-game/play/?seed=1&seat=1&level=club', table: '.tg-seat--top .tg-piles', hand: '.tg-seat--bottom .tg-hand', card: '.tg-seat--bottom .tg-hand .tg-card', ...SHELL },
  { id: 'gin-rummy', path: '/gin-rummy/play/?seed=1&seat=1&level=club', table: '.gr-piles', hand: '.gr-seat--bottom .gr-hand', card: '.gr-seat--bottom .gr-hand .gr-card', ...SHELL },
  { id: 'sens', path: '/sens/play/?seed=1&seat=1&level=club', table: '.sens-felt', hand: '.sens-playhand', card: '.sens-playhand .sens-card', ...SHELL },
];

const SIZES = [
  { label: 'phone 375 x 812, light', width: 375, height: 812, phone: true, colorScheme: 'light' },
  { label: 'desktop 1280 x 800, dark', width: 1280, height: 800, phone: false, colorScheme: 'dark' },
] as const;

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator, what: string): Promise<Box> {
  const b = await locator.first().boundingBox();
  if (!b) throw new Error(`${what} is not on the page`);
  return b;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The window below Starlight's fixed header. */
async function visibleArea(page: Page, size: { width: number; height: number }) {
  const header = await box(page.locator('header.header'), 'the site header');
  return { top: header.y + header.height, bottom: size.height, width: size.width };
}

/** Each part inside the window under the header, and the hand clear of the ruling and the table; the boxes, for the log. */
async function oneScreen(page: Page, p: PlayPage, size: { width: number; height: number }) {
  const area = await visibleArea(page, size);
  const parts = {
    controls: await box(page.locator(p.controls), 'the controls'),
    table: await box(page.locator(p.table), 'the table'),
    hand: await box(page.locator(p.hand), "the reader's hand"),
    ruling: await box(page.locator(p.ruling), 'the latest ruling'),
  };
  for (const [name, b] of Object.entries(parts)) {
    const where = `${name} at y ${Math.round(b.y)}-${Math.round(b.y + b.height)}, x ${Math.round(b.x)}-${Math.round(b.x + b.width)}`;
    expect(b.y, `${where}: below the header (${area.top})`).toBeGreaterThanOrEqual(area.top - 0.5);
    expect(b.y + b.height, `${where}: above the bottom of the window`).toBeLessThanOrEqual(area.bottom + 0.5);
    expect(b.x, where).toBeGreaterThanOrEqual(-0.5);
    expect(b.x + b.width, where).toBeLessThanOrEqual(area.width + 0.5);
  }
  expect(overlaps(parts.hand, parts.ruling), 'the hand covers the latest ruling').toBe(false);
  expect(overlaps(parts.hand, parts.table), 'the hand covers the table').toBe(false);
  return parts;
}

const line = (parts: Record<string, Box>) => Object.entries(parts).map(([k, b]) => `${k} ${Math.round(b.y)}-${Math.round(b.y + b.height)}`).join(', ');

describe.each(SIZES)('$label', (size) => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  beforeAll(async () => {
    context = await browser.newContext({
      viewport: { width: size.width, height: size.height }, hasTouch: size.phone, isMobile: size.phone, colorScheme: size.colorScheme, reducedMotion: 'reduce',
    });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(async () => {
    await context?.close();
  });

  test.each(PAGES)('$id: controls, table, hand and latest ruling on one screen, before and after the first moves', async (p) => {
    await page.goto(siteUrl(p.path));
    if (p.id === 'gress') {
      await page.locator('.gp-play[data-ready="true"]').waitFor();
      await expect.poll(() => page.locator('.gp-play').getAttribute('data-clock')).toBe('ready');
    }
    else {
      await page.locator('.pv-root[data-ready="true"]').waitFor();
      expect(await page.locator('.pv-root').getAttribute('data-status')).toBe('turn');
    }
    const root = page.locator(p.root);
    if (size.phone) {
      // Pinned: the reader's hand is on the first screen, without scrolling, and clear of the ruling.
      const hand = await box(page.locator(p.hand), "the reader's hand");
      expect(hand.y + hand.height).toBeLessThanOrEqual(size.height + 0.5);
      expect(overlaps(hand, await box(page.locator(p.ruling), 'the ruling'))).toBe(false);
    }
    await root.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const before = await oneScreen(page, p, size);
    const height = Math.round((await box(root, 'the game')).height);
    await p.firstMoves(page);
    await root.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const after = await oneScreen(page, p, size);
    console.log(`${p.id} at ${size.width} x ${size.height}: game ${height} px tall; before ${line(before)}; after ${line(after)}`);
    if (!size.phone) {
      // Cards readable across the table: at least 3 rem wide and 4.5 rem tall (48 x 72 px).
      const card = await box(page.locator(p.card), 'a card of the hand');
      expect(card.width, 'card width').toBeGreaterThanOrEqual(47.5);
      expect(card.height, 'card height').toBeGreaterThanOrEqual(71.5);
    }
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await smallTargets(page, p.root, 'button, select, input, summary')).toEqual([]);
    expect(await axeBlocking(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  // A phone only: on a desktop nothing is pinned.
  if (size.phone) test.each(PAGES)('$id: past the game the page scrolls on to its text, and the hand goes with the game', async (p) => {
    await page.goto(siteUrl(p.path));
    await page.locator(p.hand).first().waitFor();
    const heading = page.locator('#how-this-table-works');
    await heading.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const h = await box(heading, 'the heading below the game');
    expect(h.y).toBeGreaterThanOrEqual(0);
    expect(h.y + h.height).toBeLessThanOrEqual(size.height);
    const hand = await box(page.locator(p.hand), "the reader's hand");
    expect(hand.y + hand.height, 'the hand is above the text, not pinned over it').toBeLessThanOrEqual(h.y);
  });
});

describe('phone, the bots at their slow pace', () => {
  test("while the bots' moves come one at a time the bar keeps its size: Show all moves takes Undo's place", async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
    try {
      const page = await context.newPage();
      await page.goto(siteUrl('/gin-rummy/play/?seed=1&seat=1&level=club'));
      await page.locator('.pv-root[data-ready="true"]').waitFor();
      expect(await page.getByLabel('Bot moves').inputValue()).toBe('unhurried');
      const bar = page.locator('.pv-bar');
      const before = await box(bar, 'the bar');
      // Ana opens by discarding (§5); Ben's draw and discard then come one at a time.
      await page.locator('.pv-hints > summary').click();
      await page.locator('.pv-hints button[data-action]').first().click();
      await expect.poll(() => page.locator('.pv-root').getAttribute('data-status')).toBe('bots');
      expect((await box(bar, 'the bar')).height).toBe(before.height);
      await page.getByRole('button', { name: 'Show all moves' }).click();
      await expect.poll(() => page.locator('.pv-root').getAttribute('data-status')).toMatch(/^(turn|option|hand-over)$/);
      expect((await box(bar, 'the bar')).height).toBe(before.height);
      expect(await page.getByRole('button', { name: 'Undo my move' }).isEnabled()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
