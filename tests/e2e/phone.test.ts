/**
 * A referee on a phone (375 x 812): the step controls of an example sit on one
 * row, nothing in a sandbox is smaller than 44 px to tap (stepping and
 * playing), and the step list folds away. Prints the sandbox heights it saw.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { wakeExample } from './examples';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 375, height: 812 } });
});
afterAll(async () => {
  await browser?.close();
});

/** Visible buttons (and summaries) of the sandbox smaller than 44 x 44 px, by their text. */
function smallTargets(box: Locator): Promise<string[]> {
  return box.locator('button, summary').evaluateAll((els) =>
    els
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.height > 0 && (r.height < 43.5 || r.width < 43.5);
      })
      .map((el) => (el.textContent ?? '').trim().slice(0, 40)),
  );
}

describe.each([
  { path: '/gress/4-moves-and-throws/', id: 'scenario-4-11-anyone-may-throw' },
  { path: '/the-game/3-own-piles/', id: 'scenario-3-3-the-backwards-trick' },
])('$path', ({ path, id }) => {
  test('one row of step controls, every target at least 44 px, a step list that folds', async () => {
    await page.goto(siteUrl(path));
    const box = page.locator(`#${id} .gs-sandbox`);
    await box.scrollIntoViewIfNeeded();
    await wakeExample(page, id);
    expect((await box.locator('.gs-controls').first().boundingBox())!.height).toBeLessThan(50);
    expect(await smallTargets(box)).toEqual([]);
    const stepping = (await box.boundingBox())!.height;

    const steps = box.locator('.gs-steps');
    expect(await steps.isVisible()).toBe(true);
    await box.locator('.gs-steplist > summary').click();
    expect(await steps.isVisible()).toBe(false);
    await box.locator('.gs-steplist > summary').click();

    await box.getByRole('button', { name: 'Play from here' }).click();
    await expect.poll(() => box.locator('.gs-counter').first().textContent(), { timeout: 10_000 }).toContain('Playing: 0 actions');
    expect(await smallTargets(box)).toEqual([]);
    console.log(`${path}: sandbox ${Math.round(stepping)} px tall stepping, ${Math.round((await box.boundingBox())!.height)} px playing`);
  });
});
