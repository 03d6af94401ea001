/**
 * Playing Gress on the table itself, on a phone (375 x 812) and on a desktop
 * (1280 px), from rules-page examples: tap a card in a hand to play it and see
 * the ruling, take it back with Undo right under the table, play it again
 * with the keyboard (focus stays in the sandbox), wish a suit with a chip
 * after a Jack (7.4), draw by tapping the draw pile, type an action in "More
 * actions", and lay two red Nines as a packet by selecting them (6.2). Every
 * target is at least 44 px on the phone, nothing scrolls sideways, and axe
 * finds nothing serious or critical in play mode after a few actions.
 */
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { wakeExample } from './examples';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** The engine and the play kit load on demand: allow for a slow, busy machine. */
const POLL = { timeout: 40_000 };
const JACKS = { path: '/gress/7-jacks/', id: 'scenario-7-4-wished-suit' };
const PACKETS = { path: '/gress/6-packets/', id: 'scenario-6-2-two-red-nines-as-a-packet' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function runAxe(page: Page): Promise<Result[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const results = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } };
    // Colours read mid-transition (a theme switch on a loaded machine) are not the page's colours: let them finish.
    await Promise.all(document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime))).map((a) => a.finished.catch(() => undefined)));
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations;
}

function describeViolation(v: Result): string {
  return `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`;
}

/** Visible buttons, summaries and selects of `box` smaller than 44 x 44 px, by their text. */
function smallTargets(box: Locator): Promise<string[]> {
  return box.locator('button, summary, select').evaluateAll((els) =>
    els
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.height > 0 && (r.height < 43.5 || r.width < 43.5);
      })
      .map((el) => (el.textContent ?? '').trim().slice(0, 40)),
  );
}

describe.each([
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
])('on a $name ($width px)', ({ width, height }) => {
  let page: Page;
  let sandbox: Locator;
  const errors: string[] = [];

  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width, height } });
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  });
  afterAll(async () => {
    await page?.close();
  });

  /** Opens an example, takes over at its start and waits for the actions beside the table. */
  async function takeOver({ path, id }: { path: string; id: string }): Promise<Locator> {
    await page.goto(siteUrl(path));
    await wakeExample(page, id);
    const box = page.locator(`#${id} .gs-sandbox`);
    await box.getByRole('button', { name: 'Play from here' }).click();
    await expect.poll(() => box.locator('.gs-counter').first().textContent(), POLL).toContain('Playing: 0 actions');
    await box.locator('.gs-more').waitFor(POLL);
    return box;
  }

  const counter = () => sandbox.locator('.gs-counter').first().textContent();
  const ruling = () => sandbox.locator('.gs-ruling').textContent();
  const seat = (name: string) => sandbox.getByRole('group', { name: new RegExp(`^Seat \\d: ${name},`) });

  test('tap a card in a hand: it is played and ruled on; Undo, right under the table, takes it back', async () => {
    sandbox = await takeOver(JACKS);
    const jack = sandbox.getByRole('button', { name: /^Play Jack of clubs as Ana/ });
    // J♣ fits anything but a Jack (7.1): marked lawful, in words and with the mark.
    expect(await jack.getAttribute('data-lawful')).toBe('true');
    expect(await jack.textContent()).toContain('(lawful)');
    await jack.click();
    await expect.poll(ruling, POLL).toContain('Ana play JC');
    expect(await ruling()).toMatch(/move/);
    expect(await sandbox.locator('.gs-ruling').getByRole('link', { name: '7.1' }).first().getAttribute('href')).toBe('/gress/r/7.1');
    expect(await counter()).toContain('Playing: 1 action');
    expect(await sandbox.locator('.gs-pile__item--top [data-card]').first().getAttribute('data-card')).toBe('JC');
    expect(await seat('Ana').getByRole('button', { name: /Jack of clubs/ }).count()).toBe(0);

    const undo = sandbox.getByRole('button', { name: 'Undo' });
    // Next to the table: just below its last seat, inside the sandbox.
    const ring = (await sandbox.locator('.gs-ring').boundingBox())!;
    const at = (await undo.boundingBox())!;
    expect(at.y - (ring.y + ring.height)).toBeGreaterThanOrEqual(0);
    expect(at.y - (ring.y + ring.height)).toBeLessThan(24);
    await undo.click();
    await expect.poll(counter, POLL).toContain('Playing: 0 actions');
    expect(await seat('Ana').getByRole('button', { name: /^Play Jack of clubs as Ana/ }).count()).toBe(1);
    expect(await sandbox.locator('.gs-pile__item--top [data-card]').first().getAttribute('data-card')).toBe('8D');
  });

  test('Enter on a card plays it too, and focus stays in the sandbox when the card is gone', async () => {
    await sandbox.getByRole('button', { name: /^Play Jack of clubs as Ana/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(counter, POLL).toContain('Playing: 1 action');
    await expect.poll(() => sandbox.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== document.body)).toBe(true);
  });

  test('after the Jack, a chip wishes a suit in one tap (7.4)', async () => {
    const chips = sandbox.getByRole('group', { name: 'Lawful actions now' });
    expect(await chips.getByRole('button').allTextContents()).toEqual(['Ana wishes clubs', 'Ana wishes spades', 'Ana wishes hearts', 'Ana wishes diamonds']);
    await chips.getByRole('button', { name: 'Ana wishes hearts' }).click();
    await expect.poll(ruling, POLL).toContain('Ana wish hearts');
    expect(await ruling()).toMatch(/announcement/);
    expect(await sandbox.locator('.gs-pile__item--top .gs-wish').getAttribute('data-suit')).toBe('hearts');
    // The wish is made: nothing is left to offer as a chip.
    await expect.poll(() => chips.count(), POLL).toBe(0);
  });

  test('tap the draw pile: the player to move draws (4.7)', async () => {
    const pile = sandbox.getByRole('button', { name: /^Draw a card as Ben/ });
    expect(await pile.getAttribute('data-lawful')).toBe('true');
    const before = await seat('Ben').getAttribute('aria-label');
    expect(before).toContain('4 cards');
    await pile.click();
    await expect.poll(ruling, POLL).toContain('Ben draws a card');
    expect(await ruling()).toMatch(/move/);
    expect(await seat('Ben').getAttribute('aria-label')).toContain('5 cards');
    expect(await counter()).toContain('Playing: 3 actions');
  });

  test('"More actions" opens from the keyboard; its typed field takes any action', async () => {
    const drawer = sandbox.locator('details.gs-more');
    expect(await drawer.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await drawer.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => drawer.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    const typed = sandbox.getByRole('textbox', { name: /Type an action/ });
    await typed.fill('Cem draw 1');
    await typed.press('Enter');
    await expect.poll(ruling, POLL).toContain('Cem draws a card');
    expect(await counter()).toContain('Playing: 4 actions');
    // The drawer stays open for the next action.
    expect(await drawer.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
  });

  test('on the phone every target is at least 44 px; nothing scrolls sideways', async () => {
    if (width <= 400) expect(await smallTargets(sandbox)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });

  test('select two red Nines and play them as one packet (6.2)', async () => {
    sandbox = await takeOver(PACKETS);
    const ana = seat('Ana');
    const select = ana.getByRole('button', { name: /^Select several/ });
    await select.click();
    expect(await select.getAttribute('aria-pressed')).toBe('true');
    const hearts = ana.getByRole('button', { name: /^Nine of hearts for Ana's packet/ });
    const diamonds = ana.getByRole('button', { name: /^Nine of diamonds for Ana's packet/ });
    await hearts.click();
    await diamonds.click();
    expect(await hearts.getAttribute('aria-pressed')).toBe('true');
    expect(await diamonds.getAttribute('aria-pressed')).toBe('true');
    const play = ana.getByRole('button', { name: /^Play 2 cards as Ana: Nine of hearts, then Nine of diamonds/ });
    // 9♥ at the bottom fits 8♥: the packet is lawful and marked so.
    expect(await play.getAttribute('data-lawful')).toBe('true');
    await play.click();
    await expect.poll(ruling, POLL).toContain('Ana play 9H+9D');
    expect(await ruling()).toMatch(/move/);
    expect(await sandbox.locator('.gs-ruling').getByRole('link', { name: '6.2' }).first().getAttribute('href')).toBe('/gress/r/6.2');
    expect(await ana.getAttribute('aria-label')).toContain('3 cards');
    expect(await sandbox.locator('.gs-pile__item--top [data-card]').first().getAttribute('data-card')).toBe('9D');
    // The selection ended with the play.
    expect(await ana.getByRole('button', { name: /^Select several/ }).getAttribute('aria-pressed')).toBe('false');
  });

  test('axe in play mode after a few actions, with the drawer open: nothing serious or critical', async () => {
    // Ana may now name two players to swap (6.3): a chip (or a folded chip) beside the table.
    expect(await sandbox.getByRole('group', { name: 'Lawful actions now' }).count()).toBe(1);
    await sandbox.locator('details.gs-more summary').click();
    const violations = await runAxe(page);
    if (violations.length > 0) console.log(`axe in play mode (${width} px):\n${violations.map(describeViolation).join('\n')}`);
    const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map(describeViolation)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }, 240_000);

  test('nothing logged an error', () => {
    expect(errors).toEqual([]);
  });
});
