/**
 * Taking over in a real browser: on the 4.11 example, act on the table for a
 * player who is not to move (tap Cem's Q♠: a throw on K♥), try a foul (tap
 * Dia's 7♦ on Q♠), share the
 * game through the URL (#play=...) and open it again; a corrupted link shows a
 * plain message; two actions typed as one (10.9); the standalone sandbox
 * exports a scenario file that runs clean through the scenario runner.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { parseScenario, runScenario } from '../../engine/gress/scenario';
import { launchBrowser, siteUrl } from './browser';
import { wakeExample } from './examples';

let browser: Browser;
let page: Page;
let sandbox: Locator;
const errors: string[] = [];

function watch(p: Page) {
  p.on('pageerror', (e) => errors.push(e.message));
  p.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
}

/** What identifies a table: every seat's label and hand label, and the top card of the play pile. */
async function tableFingerprint(root: Locator): Promise<string> {
  const seats = await root.locator('.gs-seat').evaluateAll((els) =>
    els.map((el) => `${el.getAttribute('aria-label')} | ${el.querySelector('.gs-hand')?.getAttribute('aria-label') ?? 'no hand'}`),
  );
  const top = await root.locator('.gs-pile__item--top [data-card]').first().getAttribute('data-card');
  return [...seats, `top ${top}`].join('\n');
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 360, height: 800 } });
  watch(page);
  await page.goto(siteUrl('/gress/4-moves-and-throws/'));
  sandbox = page.locator('#scenario-4-11-anyone-may-throw .gs-sandbox');
  await sandbox.scrollIntoViewIfNeeded();
  await wakeExample(page, 'scenario-4-11-anyone-may-throw');
});
afterAll(async () => {
  await browser?.close();
});

test('take over, act for a player who is not to move: a throw citing 4.11', async () => {
  await sandbox.getByRole('button', { name: 'Play from here' }).click();
  // Every hand's cards are buttons on the table: a tap plays the card as its player.
  const queen = sandbox.getByRole('button', { name: /^Play Queen of spades as Cem/ });
  // Q♠ on K♥ is a lawful throw for Cem, so it is marked (once the engine has loaded).
  await expect.poll(() => queen.getAttribute('data-lawful'), { timeout: 40_000 }).toBe('true');
  await queen.click();
  const ruling = sandbox.locator('.gs-ruling');
  await expect.poll(() => ruling.textContent()).toContain('Cem play QS');
  expect(await ruling.textContent()).toMatch(/throw/);
  expect(await ruling.getByRole('link', { name: /4\.11/ }).first().getAttribute('href')).toBe('/gress/r/4.11');
  expect(await sandbox.locator('.gs-pile__item--top [data-card]').first().getAttribute('data-card')).toBe('QS');
});

test('an unlawful card is still played, and classified as a foul', async () => {
  const seven = sandbox.getByRole('button', { name: /^Play Seven of diamonds as Dia/ });
  expect(await seven.getAttribute('data-lawful')).toBe('false');
  await seven.click();
  const ruling = sandbox.locator('.gs-ruling');
  await expect.poll(() => ruling.textContent()).toContain('Dia play 7D');
  expect(await ruling.textContent()).toMatch(/foul/);
  expect(await ruling.textContent()).toMatch(/not lawful/);
  // Undo: back to the throw, then forward by acting differently.
  await sandbox.getByRole('button', { name: /Step 1:/ }).click();
  await expect.poll(() => sandbox.locator('.gs-ruling').textContent()).toContain('Cem play QS');
  await sandbox.getByRole('button', { name: /Step 2:/ }).click();
});

test('copy link: the game goes into the URL and opens identically elsewhere', async () => {
  const before = await tableFingerprint(sandbox);
  await sandbox.getByRole('button', { name: 'Copy link' }).click();
  // The link names the example it was made in (play-hash.ts), so it opens there.
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#scenario-4-11-anyone-may-throw\/play=gress\.1\./);
  const url = await page.evaluate(() => location.href);
  expect(await sandbox.locator('.gs-play__link input').inputValue()).toBe(url);

  const other = await browser.newPage({ viewport: { width: 360, height: 800 } });
  watch(other);
  await other.goto(url);
  // The example it was made in restores the game, scrolled into view, and says it came from a link.
  const first = other.locator('#scenario-4-11-anyone-may-throw .gs-sandbox');
  await expect.poll(() => first.locator('.gs-playarea').count(), { timeout: 40_000 }).toBe(1);
  expect(await first.locator('.gs-restored').textContent()).toContain('Restored from a link');
  expect(await other.locator('.gs-sandbox').first().locator('.gs-playarea').count()).toBe(0);
  await expect.poll(() => first.locator('.gs-ruling').textContent(), { timeout: 40_000 }).toContain('Dia play 7D');
  expect(await tableFingerprint(first)).toBe(before);
  await other.close();
});

test('a corrupted link shows a plain message, not a blank page', async () => {
  // The share link, without the position in words that follows it (/view=...), with its end altered.
  const hash = (await page.evaluate(() => location.hash)).split('/view=')[0];
  const broken = `${hash.slice(0, -3)}${hash.endsWith('A') ? 'B' : 'A'}xx`;
  const other = await browser.newPage({ viewport: { width: 360, height: 800 } });
  watch(other);
  await other.goto(siteUrl(`/gress/4-moves-and-throws/${broken}`));
  const first = other.locator('#scenario-4-11-anyone-may-throw .gs-sandbox');
  const message = first.locator('.gs-play__error');
  await expect.poll(() => message.count(), { timeout: 40_000 }).toBe(1);
  expect(await message.textContent()).toMatch(/^share link: /);
  expect(await first.locator('.gs-seat').count()).toBe(0);
  expect(await other.locator('h1').textContent()).toBeTruthy();
  await other.close();
});

test('two actions typed as one happen at the same moment, ruled by 10.9', async () => {
  // Back to just after Cem's Q♠ throw: Ana is to move on Q♠.
  await sandbox.getByRole('button', { name: /Step 1:/ }).click();
  await expect.poll(() => sandbox.locator('.gs-ruling').textContent()).toContain('Cem play QS');
  // Ana's 9♠ is a move on Q♠ (same suit); Ben's 8♥ on 9♠ is one rank lower, red on black: a throw.
  // Typed actions are in the "More actions" drawer beside the table.
  await sandbox.locator('details.gs-more summary').click();
  const typed = sandbox.getByRole('textbox', { name: /Type an action/ });
  await typed.fill('Ana play 9S & Ben play 8H');
  await sandbox.getByRole('button', { name: 'Do it' }).click();
  const ruling = sandbox.locator('.gs-ruling');
  await expect.poll(() => ruling.textContent()).toContain('Ana play 9S & Ben play 8H');
  const text = (await ruling.textContent()) ?? '';
  expect(text).toMatch(/simultaneous/);
  expect(text).toMatch(/1\. Ana play 9S: move; 2\. Ben play 8H: throw/);
  expect(await ruling.getByRole('link', { name: /10\.9/ }).first().getAttribute('href')).toBe('/gress/r/10.9');
  expect(await sandbox.locator('.gs-pile__item--top [data-card]').first().getAttribute('data-card')).toBe('8H');
});

test('the standalone sandbox exports a scenario file', async () => {
  const other = await browser.newPage({ viewport: { width: 360, height: 800 } });
  watch(other);
  await other.goto(siteUrl('/gress/sandbox/'));
  const box = other.locator('.gs-sandbox');
  await expect.poll(() => box.locator('.gs-more').count(), { timeout: 40_000 }).toBe(1);
  // Act once, lawfully: a marked card on the table, the draw pile or a chip beside the table (a fresh deal starts with picking up hands).
  await box.locator('.gs-play__card[data-lawful="true"], .gs-play__action[data-lawful="true"]').first().click();
  await expect.poll(() => box.locator('.gs-steps li').count()).toBe(1);
  await box.getByRole('button', { name: 'Export scenario' }).click();
  const yaml = box.locator('.gs-play__yaml');
  await expect.poll(() => yaml.count()).toBe(1);
  expect(await yaml.inputValue()).toMatch(/^id:/);
  // Readable at 360 px: nothing scrolls sideways.
  expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await other.close();
});

test('an exported game of two lawful actions runs clean as a scenario file', async () => {
  const other = await browser.newPage({ viewport: { width: 360, height: 800 } });
  watch(other);
  await other.goto(siteUrl('/gress/sandbox/'));
  const box = other.locator('.gs-sandbox');
  await expect.poll(() => box.locator('.gs-more').count(), { timeout: 40_000 }).toBe(1);
  const lawful = box.locator('.gs-play__card[data-lawful="true"], .gs-play__action[data-lawful="true"]');
  for (const n of [1, 2]) {
    expect(await lawful.count()).toBeGreaterThan(0);
    await lawful.first().click();
    await expect.poll(() => box.locator('.gs-steps li').count()).toBe(n);
  }
  await box.getByRole('button', { name: 'Export scenario' }).click();
  const yaml = box.locator('.gs-play__yaml');
  await expect.poll(() => yaml.count()).toBe(1);
  const text = await yaml.inputValue();
  const id = /^id: (.+)$/m.exec(text)?.[1]?.trim().replace(/^["']|["']$/g, '');
  expect(id).toBeTruthy();
  const file = join(tmpdir(), `${id}.yaml`);
  writeFileSync(file, text);
  const parsed = parseScenario(text, file);
  if (!parsed.ok) throw new Error(parsed.error);
  expect(parsed.scenario.actions).toHaveLength(2);
  expect(runScenario(parsed.scenario).failures).toEqual([]);
  await other.close();
});

test('nothing logged an error', () => {
  expect(errors).toEqual([]);
});
