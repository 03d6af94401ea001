/**
 * A referee on a phone (375 x 812): the step bar of an example takes two
 * rows at most (the step buttons and the counter; the status, the link and
 * "Play from here"), nothing in a sandbox is smaller than 44 px to tap
 * (stepping and playing), the step list starts folded and unfolds, and the controls, the latest ruling,
 * the middle of the table and the hand to move fit one screen at every step
 * and in play. Prints the sandbox heights it saw.
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

/** Visible buttons (and summaries) of the sandbox smaller than 44 x 44 px, by their text (a folded list's buttons are not visible). */
function smallTargets(box: Locator): Promise<string[]> {
  return box.locator('button, summary').evaluateAll((els) =>
    els
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return el.checkVisibility() && r.height > 0 && (r.height < 43.5 || r.width < 43.5);
      })
      .map((el) => (el.textContent ?? '').trim().slice(0, 40)),
  );
}

/** Pixels from the top of the step controls to the bottom of the lowest of: controls, ruling, middle of the table, seat to move. */
function screenSpan(box: Locator): Promise<number> {
  return box.evaluate((el) => {
    const parts = ['.gs-controls', '.gs-ruling', '.gs-centre', '.gs-seat--to-move']
      .map((q) => el.querySelector(q)?.getBoundingClientRect())
      .filter((r): r is DOMRect => r !== undefined);
    return parts.length < 4 ? Number.NaN : Math.max(...parts.map((r) => r.bottom)) - Math.min(...parts.map((r) => r.top));
  });
}

test('Gress: controls, ruling, piles and the hand to move fit one 812 px screen at every step and in play', async () => {
  const id = 'scenario-4-11-anyone-may-throw';
  await page.goto(siteUrl('/gress/4-moves-and-throws/'));
  await wakeExample(page, id);
  const box = page.locator(`#${id} .gs-sandbox`);
  const spans: number[] = [];
  const forward = box.locator('.gs-controls button[data-command=forward]');
  // A stepped-to position may take a moment to be worked out (lean frames): wait until every part is there.
  const span = async () => {
    await expect.poll(() => screenSpan(box), { timeout: 40_000 }).not.toBeNaN();
    return screenSpan(box);
  };
  for (;;) {
    spans.push(await span());
    if (await forward.isDisabled()) break;
    const counter = await box.locator('.gs-counter').first().textContent();
    await forward.click();
    await expect.poll(() => box.locator('.gs-counter').first().textContent()).not.toBe(counter);
  }
  await box.getByRole('button', { name: 'Play from here' }).click();
  await box.locator('.gs-table--play').waitFor();
  spans.push(await span());
  console.log(`Gress 4.11 on a phone: ${spans.map(Math.round).join(', ')} px from the controls to the hand to move`);
  for (const span of spans) expect(span).toBeLessThanOrEqual(812);
});

describe.each([
  { path: '/gress/4-moves-and-throws/', id: 'scenario-4-11-anyone-may-throw' },
  { path: '/the-game/3-own-piles/', id: 'scenario-3-3-the-backwards-trick' },
])('$path', ({ path, id }) => {
  test('a step bar of two rows at most, every target at least 44 px, a step list that unfolds', async () => {
    await page.goto(siteUrl(path));
    const box = page.locator(`#${id} .gs-sandbox`);
    await box.scrollIntoViewIfNeeded();
    await wakeExample(page, id);
    // Two rows of 44 px buttons, a little padding: well under three rows.
    expect((await box.locator('.gs-controls').first().boundingBox())!.height).toBeLessThan(115);
    expect(await smallTargets(box)).toEqual([]);
    const stepping = (await box.boundingBox())!.height;

    const steps = box.locator('.gs-steps');
    expect(await steps.isVisible()).toBe(false);
    await box.locator('.gs-steplist > summary').click();
    expect(await steps.isVisible()).toBe(true);
    expect(await smallTargets(box)).toEqual([]);

    await box.getByRole('button', { name: 'Play from here' }).click();
    await expect.poll(() => box.locator('.gs-counter').first().textContent(), { timeout: 40_000 }).toContain('Playing: 0 actions');
    expect(await smallTargets(box)).toEqual([]);
    console.log(`${path}: sandbox ${Math.round(stepping)} px tall stepping, ${Math.round((await box.boundingBox())!.height)} px playing`);
  });
});
