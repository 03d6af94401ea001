/**
 * Checks the games' tool pages (score sheets, tournament, calculators) share
 * in the browser: axe's serious and critical findings, sideways overflow,
 * targets under 44 px, and a download's text.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const BLOCKING = new Set(['serious', 'critical']);

/** axe's serious and critical violations on the page, one line each. */
export async function axeBlocking(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const results = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } };
    // Colours read mid-transition (a theme switch on a loaded machine) are not the page's colours: let them finish.
    await Promise.all(document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime))).map((a) => a.finished.catch(() => undefined)));
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations
    .filter((v: Result) => BLOCKING.has(v.impact ?? ''))
    .map((v: Result) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** How many pixels the page scrolls sideways (0 when nothing spills out). */
export async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Visible controls under `root` narrower or lower than 44 px; `controls` is the selector of what counts as a control. */
export async function smallTargets(page: Page, root: string, controls: string): Promise<string[]> {
  return page.locator(root).evaluate(
    (el, selector) =>
      [...el.querySelectorAll(selector)]
        .map((c) => ({ c, r: c.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0 && r.height > 0 && (r.height < 43.5 || r.width < 43.5))
        .map(({ c, r }) => `${c.tagName.toLowerCase()} "${(c.textContent ?? '').trim().slice(0, 30)}" ${Math.round(r.width)}x${Math.round(r.height)}`),
    controls,
  );
}

/** Presses the button and returns the downloaded file's name and text (a UTF-8 BOM dropped). */
export async function downloadText(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const text = (await readFile(await download.path())).toString('utf8').replace(/^\ufeff/, '');
  return { name: download.suggestedFilename(), text };
}
