/**
 * A newcomer on the play pages (issue 24): a first visit (nothing kept in
 * this browser) deals against the gentle bots (Gress: relaxed, its clock at
 * half speed; the turn-by-turn games: the Club bots, their moves one at a
 * time, slowly, or all at once when the system asks for reduced motion),
 * with the pace in sight beside the status. The level and the pace the
 * reader picks come back on the next visit, and an address that names a
 * level still wins over what was kept.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function fresh(reducedMotion: 'reduce' | 'no-preference' = 'no-preference'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, reducedMotion });
  return { context, page: await context.newPage() };
}

/** The bots' level in the deal's form (its name is the label and the chosen level). */
const bots = (page: Page) => page.getByRole('combobox', { name: /^Bots\b/ });

const SHELL_GAMES = ['the-game', 'gin-rummy', 'sens'] as const;

describe('the turn-by-turn games', () => {
  test.each(SHELL_GAMES)('%s: a first visit deals the Club bots at a slow pace; the reader\u2019s choice comes back', async (id) => {
    const { context, page } = await fresh();
    try {
      await page.goto(siteUrl(`/${id}/play/`));
      await page.locator('.pv-root[data-status="turn"], .pv-root[data-status="bots"], .pv-root[data-status="option"]').first().waitFor();
      const pace = page.getByLabel('Bot moves');
      expect(await pace.isVisible()).toBe(true);
      expect(await pace.inputValue()).toBe('unhurried');
      expect(await bots(page).inputValue()).toBe('club');
      expect(page.url()).toMatch(/&level=club$/);

      // The reader picks the strong bots and the bots' moves at once.
      await bots(page).selectOption('strong');
      await page.getByRole('button', { name: 'Deal', exact: true }).click();
      await pace.selectOption('all');
      await expect.poll(() => page.locator('.pv-root').getAttribute('data-pace')).toBe('all');

      // The next visit, from an address without a level: the same choices.
      await page.goto(siteUrl(`/${id}/play/`));
      await page.locator('.pv-root[data-ready="true"]').waitFor();
      expect(await bots(page).inputValue()).toBe('strong');
      expect(await page.getByLabel('Bot moves').inputValue()).toBe('all');
      expect(page.url()).toMatch(/&level=strong$/);
      // An address that names a level deals that one.
      await page.goto(siteUrl(`/${id}/play/?seed=3&seat=1&level=random`));
      await page.locator('.pv-root[data-ready="true"]').waitFor();
      expect(await bots(page).inputValue()).toBe('random');
    } finally {
      await context.close();
    }
  });

  test('with reduced motion a first visit shows the bots\u2019 moves at once', async () => {
    const { context, page } = await fresh('reduce');
    try {
      await page.goto(siteUrl('/gin-rummy/play/'));
      await page.locator('.pv-root[data-ready="true"]').waitFor();
      expect(await page.getByLabel('Bot moves').inputValue()).toBe('all');
    } finally {
      await context.close();
    }
  });
});

describe('Gress, in real time', () => {
  test('a first visit deals relaxed bots with the clock at half speed; the reader\u2019s choice comes back', async () => {
    const { context, page } = await fresh();
    try {
      await page.goto(siteUrl('/gress/play/'));
      await page.locator('.gp-play[data-ready="true"]').waitFor();
      const root = page.locator('.gp-play');
      expect(await root.getAttribute('data-level')).toBe('relaxed');
      expect(await page.getByRole('button', { name: /^Start/ }).textContent()).toBe('Start: relaxed bots');
      const speed = page.getByLabel('Speed');
      expect(await speed.isVisible()).toBe(true);
      expect(await speed.inputValue()).toBe('gentle');

      // The reader picks club bots (the game's settings) and real time.
      await page.locator('.gp-settings > summary').click();
      await bots(page).selectOption('club');
      await page.getByRole('button', { name: 'Deal', exact: true }).click();
      await expect.poll(() => root.getAttribute('data-level')).toBe('club');
      await speed.selectOption('real');
      await expect.poll(() => root.getAttribute('data-pace')).toBe('real');

      await page.goto(siteUrl('/gress/play/'));
      await page.locator('.gp-play[data-ready="true"]').waitFor();
      await expect.poll(() => root.getAttribute('data-level')).toBe('club');
      expect(await page.getByLabel('Speed').inputValue()).toBe('real');
      expect(await page.getByRole('button', { name: /^Start/ }).textContent()).toBe('Start: club bots');
      // The address's level wins over the one kept.
      await page.goto(siteUrl('/gress/play/?level=tournament'));
      await page.locator('.gp-play[data-ready="true"]').waitFor();
      await expect.poll(() => root.getAttribute('data-level')).toBe('tournament');
    } finally {
      await context.close();
    }
  });
});
