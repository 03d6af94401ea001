/**
 * Issue 24, item 1, for the lessons and the referee's desk: at 375 x 812 and
 * at 1280 x 800 each shows its controls, the table, the acting hand and the
 * latest ruling at once, measured as boxes inside the viewport.
 *
 * - A lesson, on the first screen without scrolling (the reader's hand was at
 *   860-950 px of 812 on a phone): the panel (the goal and what the others
 *   just did, later the ruling or the hint), the status and the middle of the
 *   table, the reader's seat with its cards, and the controls under it (the
 *   draw pile, the chips, "Hint"). Every lesson of the path at the start; the
 *   Queen lesson after a wrong try (the hint, "Try again") and at the goal
 *   (the stars, "Next"). "Start over", disabled until the reader acts, and
 *   the switch for the others' hands may wrap below the fold.
 * - The desk, a long builder before: its tabs and the lead's link to "A card
 *   just landed" on the first screen; then, with the tabs brought up under
 *   the site's header once, as a referee scrolls to the desk: the set-up's
 *   Cards step (the steps, where the cards go, what that place holds, the
 *   32 cards), and "What happened" before and after an action (the latest
 *   ruling, the table now, who acts, that player's cards and lawful actions).
 *
 * Worked out by hand (as in gress-desk.test.ts): three players, Ana holds
 * 7♠ 7♣, 7♥ on top, Ana to move. 7♠ is a move (4.5); the Seven skips Ben,
 * so Cem is to move (6.5), and Cem, holding only unknown cards, may draw.
 *
 * Also axe (the phone light, the desktop dark), 44 px targets and no
 * sideways scrolling on the phone.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { axeBlocking, overflow, smallTargets } from './tool-checks';

const LESSONS = [
  'first-move',
  'a-throw',
  'draw-and-throw-ban',
  'ace-king-and-debts',
  'the-queen',
  'the-eight',
  'sevens-and-the-chain',
  'the-jack-and-the-wish',
  'the-thrown-jack',
  'the-ten',
  'defend-the-swap',
  'the-black-nine',
  'last-but-one-and-the-marke',
  'going-out-and-the-count',
  'complain-about-a-wrong-card',
];

const VIEWPORTS = [
  { label: 'phone 375 x 812, light', width: 375, height: 812, colorScheme: 'light' as const },
  { label: 'desktop 1280 x 800, dark', width: 1280, height: 800, colorScheme: 'dark' as const },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The parts (name → locator) whose boxes lie outside the viewport, as "name: top..bottom"; the bottom of the site's header is the top edge. */
async function outside(page: Page, parts: Record<string, Locator>): Promise<string[]> {
  const { height } = page.viewportSize()!;
  const top = await page.evaluate(() => Math.max(0, document.querySelector('header.header')?.getBoundingClientRect().bottom ?? 0));
  const out: string[] = [];
  for (const [name, locator] of Object.entries(parts)) {
    expect(await locator.count(), `${name} is on the page`).toBeGreaterThan(0);
    for (const box of await locator.evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })))) {
      if (box.top < top - 0.5 || box.bottom > height + 0.5) out.push(`${name}: ${Math.round(box.top)}..${Math.round(box.bottom)}`);
    }
  }
  return out;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

describe.each(VIEWPORTS)('$label', ({ width, height, colorScheme }) => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width, height }, colorScheme });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(async () => {
    await context?.close();
  });

  const lesson = () => page.locator('.lx-lesson');
  const you = () => lesson().locator('.gs-ring--play > .gs-centre + .gs-seat');
  async function openLesson(id: string) {
    await page.goto(siteUrl(`/gress/learn/${id}/`));
    await lesson().and(page.locator('[data-ready="true"]')).waitFor();
  }

  test('every lesson: the panel, the table, the reader\'s hand and its controls on the first screen', async () => {
    const failed: string[] = [];
    for (const id of LESSONS) {
      await openLesson(id);
      const parts: Record<string, Locator> = {
        panel: lesson().locator('.lx-panel'),
        status: lesson().locator('.gs-statusbar'),
        'middle of the table': lesson().locator('.gs-centre'),
        "reader's seat": you(),
        "reader's cards": you().locator('.gs-play__card'),
      };
      if ((await lesson().locator('.gs-drawpile__button').count()) > 0) parts['draw pile'] = lesson().locator('.gs-drawpile__button');
      if ((await lesson().locator('.lx-chips').count()) > 0) parts.chips = lesson().locator('.lx-chip, .gs-chip');
      if (id !== 'first-move') parts.Hint = lesson().getByRole('button', { name: /^Hint/ });
      expect(await scrollY(page)).toBe(0);
      failed.push(...(await outside(page, parts)).map((o) => `${id}: ${o}`));
    }
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a lesson after a wrong try and at the goal: the hint or the stars with their buttons, the table and the hand in view', async () => {
    await openLesson('the-queen');
    await page.getByRole('button', { name: /^Play Nine of diamonds as Ben/ }).click();
    await lesson().locator('.lx-panel--wrong').waitFor();
    const decided = {
      panel: lesson().locator('.lx-panel'),
      'Try again': page.getByRole('button', { name: 'Try again' }),
      'middle of the table': lesson().locator('.gs-centre'),
      "reader's seat": you(),
    };
    expect(await outside(page, decided)).toEqual([]);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: /^Play Queen of spades as Ben/ }).click();
    await lesson().locator('.lx-panel--reached').waitFor();
    const { 'Try again': _, ...reached } = decided;
    expect(await outside(page, { ...reached, Next: page.getByRole('link', { name: /^Next: Lesson 6/ }) })).toEqual([]);
    if (width === 375) expect(await overflow(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  test('the new lesson controls: axe clean and 44 px', async () => {
    await openLesson('a-throw');
    await page.getByRole('button', { name: /^Hint/ }).click();
    await page.locator('.lx-lesson[data-marks="shown"]').waitFor();
    expect(await axeBlocking(page)).toEqual([]);
    expect(await smallTargets(page, '.lx-lesson', 'button, a.lx-button, summary')).toEqual([]);
    if (width === 375) expect(await overflow(page)).toBe(0);
  });

  const desk = () => page.locator('.gd-desk');
  const group = (name: string) => desk().getByRole('group', { name });
  /** The desk's tabs right under the site's header: the referee has scrolled to the desk once. */
  async function tabsToTop() {
    await page.evaluate(() => {
      const header = document.querySelector('header.header')?.getBoundingClientRect().bottom ?? 0;
      window.scrollBy(0, document.querySelector('.gd-desk [role="tablist"]')!.getBoundingClientRect().top - header);
    });
  }

  test('the desk: its tabs and the way to "A card just landed" on the first screen', async () => {
    await page.goto(siteUrl('/gress/desk/'));
    await desk().and(page.locator('[data-ready="true"]')).waitFor();
    expect(await scrollY(page)).toBe(0);
    expect(
      await outside(page, {
        tabs: desk().getByRole('tablist', { name: "The referee's desk" }),
        'the lead\'s link': page.locator('main p a[href="#card-just-landed"]'),
        'the quick question\'s tab': desk().getByRole('tab', { name: 'A card just landed' }),
      }),
    ).toEqual([]);
  });

  test('the desk: the Cards step, then what happened before and after an action, each on one screen', async () => {
    await desk().getByRole('tab', { name: 'Set up' }).click();
    await group('Players at the table').getByRole('button', { name: '3 players' }).click();
    await desk().getByRole('tab', { name: 'Cards' }).click();
    await group('Put cards in').getByRole('button', { name: 'Ana hand' }).click();
    await desk().getByRole('button', { name: 'Seven of spades', exact: true }).click();
    await desk().getByRole('button', { name: 'Seven of clubs', exact: true }).click();
    const fewer = desk().getByRole('button', { name: "One fewer: unknown cards in Ana's hand" });
    for (let i = 0; i < 3; i++) await fewer.click();
    await group('Put cards in').getByRole('button', { name: 'Top card' }).click();
    await desk().getByRole('button', { name: 'Seven of hearts', exact: true }).click();
    await group('Put cards in').getByRole('button', { name: 'Ana hand' }).click();
    await desk().locator('[data-position="ok"]').waitFor();
    await tabsToTop();
    expect(
      await outside(page, {
        tabs: desk().getByRole('tablist', { name: "The referee's desk" }),
        steps: desk().getByRole('tablist', { name: 'Set-up steps' }),
        'where the cards go': group('Put cards in'),
        "what Ana's hand holds": desk().locator('.gd-notice[id$="-contents"]'),
        'the 32 cards': group("Cards for Ana's hand"),
      }),
    ).toEqual([]);

    await desk().getByRole('tab', { name: /^What happened/ }).click();
    await tabsToTop();
    const rule = (actor: string) => ({
      tabs: desk().getByRole('tablist', { name: "The referee's desk" }),
      'latest ruling': desk().locator('.gd-latest'),
      'the table now': desk().locator('.gd-now'),
      'who acts': group('Who acts'),
      [`${actor}'s cards`]: desk().getByRole('group', { name: `${actor} lays a card` }),
    });
    expect(await desk().getByRole('button', { name: 'Ana plays Seven of spades (lawful)' }).count()).toBe(1);
    expect(await outside(page, { ...rule('Ana'), "Ana's 7♠": desk().getByRole('button', { name: 'Ana plays Seven of spades (lawful)' }) })).toEqual([]);

    await desk().getByRole('button', { name: 'Ana plays Seven of spades (lawful)' }).click();
    await desk().locator('.gd-latest [data-classification="move"]').waitFor();
    await tabsToTop();
    const draw = desk().getByRole('button', { name: /^Draw 1 card.*\(lawful\)$/ });
    expect(await draw.count()).toBe(1);
    expect(await outside(page, { ...rule('Cem'), "Cem's lawful draw": draw })).toEqual([]);
    expect(await desk().locator('.gd-latest').textContent()).toContain('Cem is to move');

    expect(await axeBlocking(page)).toEqual([]);
    expect(await smallTargets(page, '.gd-desk', 'button, select, input:not([type="checkbox"]), textarea, summary, .gd-check')).toEqual([]);
    if (width === 375) expect(await overflow(page)).toBe(0);
    expect(errors).toEqual([]);
  });
});
