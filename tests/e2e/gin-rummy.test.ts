/**
 * Gin Rummy in a real browser, through the shared shell: the rulebook's
 * undercut steps to its ruling citing §10 with a link to the permalink; the
 * standalone sandbox is played on the table itself at phone and desktop
 * width (tap a card to discard, tap the stock to draw), undone, shared as a
 * #play= link and opened again identically; and axe finds nothing serious in
 * play mode after a few actions, in both themes.
 */
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { wakeExample } from './examples';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let browser: Browser;
const errors: string[] = [];
/** Play mode and the engine load on demand: allow for a slow, busy machine. */
const POLL = { timeout: 40_000 };

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openPage(width: number, height: number, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height }, colorScheme });
  page.on('pageerror', (e) => errors.push(e.message));
  return page;
}

/** The standalone sandbox from seed 1, once play mode is ready: Ana opens by discarding (§5). */
async function openSandbox(page: Page) {
  await page.goto(siteUrl('/gin-rummy/sandbox/?seed=1'));
  const sandbox = page.locator('.gs-sandbox');
  await expect.poll(() => sandbox.locator('.gs-counter').textContent(), POLL).toContain('Playing: 0 actions');
  await expect.poll(() => sandbox.locator('button.gr-card--pick[data-lawful="true"]').count(), POLL).toBe(11);
  return sandbox;
}

test('the undercut of 10: stepping to the lay-out shows the ruling, citing 10 with a link to its permalink', async () => {
  const page = await openPage(375, 812);
  try {
    await page.goto(siteUrl('/gin-rummy/10-the-opponent-wins/'));
    const sandbox = page.locator('#scenario-10-the-undercut .gs-sandbox');
    await wakeExample(page, 'scenario-10-the-undercut');
    const forward = sandbox.getByRole('button', { name: /forward/i }).first();
    await forward.click();
    await expect.poll(() => sandbox.locator('.gs-counter').textContent(), POLL).toContain('Step 1');
    await forward.click();
    const ruling = sandbox.locator('.gs-ruling');
    await expect.poll(() => ruling.textContent(), POLL).toMatch(/undercut/);
    expect(await ruling.getByRole('link', { name: '10' }).first().getAttribute('href')).toBe('/gin-rummy/r/10');
    // The table says who scores what and why, with the same citation.
    const result = sandbox.locator('.gr-result').first();
    await expect.poll(() => result.textContent(), POLL).toContain('Ben scores the difference 3 + 10 bonus = 13');
    expect(await result.getByRole('link', { name: '10' }).getAttribute('href')).toBe('/gin-rummy/r/10');
  } finally {
    await page.close();
  }
});

describe.each([
  [375, 812],
  [1280, 900],
] as const)('the standalone sandbox at %i px', (width, height) => {
  test('discard by tapping a card, draw by tapping the stock, undo, share and reopen identically', async () => {
    const page = await openPage(width, height);
    try {
      const sandbox = await openSandbox(page);
      const counter = sandbox.locator('.gs-counter');
      // Ana (Vorhand) opens: a tap on a card of her hand discards it.
      const first = sandbox.locator('button.gr-card--pick').first();
      expect(await first.evaluate((b) => b.textContent)).toMatch(/^\S+: Discard \w+ of \w+ as Ana$/);
      const box = await first.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);
      await first.click();
      await expect.poll(() => counter.textContent(), POLL).toContain('Playing: 1 action');
      const ruling = sandbox.locator('.gs-ruling');
      expect(await ruling.textContent()).toMatch(/lawful/);
      expect(await sandbox.locator('[data-pile="discards"]').textContent()).toContain('1 card');

      // Ben draws by tapping the stock.
      const stock = sandbox.locator('[data-pile="stock"] button');
      expect(await stock.textContent()).toMatch(/Draw from the stock as Ben\. Stock: 31 cards, face down$/);
      await stock.click();
      await expect.poll(() => counter.textContent(), POLL).toContain('Playing: 2 actions');
      expect(await sandbox.locator('[data-pile="stock"]').textContent()).toContain('30 cards');
      await expect.poll(() => sandbox.locator('button.gr-card--pick').count(), POLL).toBe(11);

      await sandbox.getByRole('button', { name: 'Undo' }).click();
      expect(await counter.textContent()).toContain('Playing: 1 action');
      expect(await sandbox.locator('[data-pile="stock"]').textContent()).toContain('31 cards');

      // Draw again, discard, and share the game.
      await sandbox.locator('[data-pile="stock"] button').click();
      await expect.poll(() => counter.textContent(), POLL).toContain('Playing: 2 actions');
      await sandbox.locator('button.gr-card--pick').last().click();
      await expect.poll(() => counter.textContent(), POLL).toContain('Playing: 3 actions');
      const table = await sandbox.locator('.gr-table').innerText();
      await sandbox.getByRole('button', { name: 'Copy link' }).click();
      await expect.poll(() => page.evaluate(() => location.hash), POLL).toMatch(/^#play=gin-rummy\./);
      const url = page.url();

      const other = await openPage(width, height);
      try {
        await other.goto(url);
        const reopened = other.locator('.gs-sandbox');
        await expect.poll(() => reopened.locator('.gs-counter').textContent(), POLL).toContain('Playing: 3 actions');
        expect(await reopened.locator('.gr-table').innerText()).toBe(table);
      } finally {
        await other.close();
      }
    } finally {
      await page.close();
    }
  });
});

describe('accessibility in play mode', () => {
  test('a bot plays Ben: after Ana\u2019s opening discard, Ben draws and discards by himself, and Ana is to draw again', async () => {
    const page = await openPage(375, 812);
    try {
      const sandbox = await openSandbox(page);
      await sandbox.getByLabel('Bot plays').selectOption({ label: 'Ben' });
      await sandbox.locator('button.gr-card--pick').first().click();
      // Ana's discard, then Ben's draw and Ben's discard (§5): three actions, and Ana has ten cards and is to draw.
      await expect.poll(() => sandbox.locator('.gs-counter').textContent(), POLL).toContain('Playing: 3 actions');
      const steps = await sandbox.locator('.gs-step__label').allTextContents();
      expect(steps.slice(-2).every((label) => label.startsWith('Ben '))).toBe(true);
      expect(await sandbox.locator('[data-pile="stock"] button').getAttribute('data-lawful')).toBe('true');
    } finally {
      await page.close();
    }
  });

  test.each(['light', 'dark'] as const)('%s theme: no serious or critical axe violation after a few actions', async (colorScheme) => {
    const page = await openPage(375, 812, colorScheme);
    try {
      const sandbox = await openSandbox(page);
      await sandbox.locator('button.gr-card--pick').first().click();
      await sandbox.locator('[data-pile="discards"] button').click();
      await expect.poll(() => sandbox.locator('.gs-counter').textContent(), POLL).toContain('Playing: 2 actions');
      await sandbox.locator('button.gr-card--pick').first().click();
      await expect.poll(() => sandbox.locator('.gs-counter').textContent(), POLL).toContain('Playing: 3 actions');
      await sandbox.locator('.gr-more summary').click();
      await page.addScriptTag({ path: AXE_PATH });
      const violations = await page.evaluate(async () => {
        const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } };
        // Colours read mid-transition (a theme switch on a loaded machine) are not the page's colours: let them finish.
        await Promise.all(document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime))).map((a) => a.finished.catch(() => undefined)));
        return (await axe.run(document, { resultTypes: ['violations'] })).violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
        }));
      });
      const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(blocking).toEqual([]);
    } finally {
      await page.close();
    }
  }, 240_000);

  test('no page errors along the way', () => {
    expect(errors).toEqual([]);
  });
});
