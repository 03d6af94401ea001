/**
 * How fast examples wake on the phone profile (bench/phone-profile.ts), the
 * two budgets of issue 24:
 *
 * - tap to interactive: the page has loaded, the example's poster has been
 *   on screen for 2 s, the reader taps "Step through"; measured from the
 *   tap (the pointerdown's time stamp) to the first frame painted after the
 *   sandbox holds step 1 with its table and its step bar: the moment the
 *   reader sees it (WATCH_TAP). (Until 29 Nov the end was the change of the
 *   page, before the browser had laid it out and painted it, 150-250 ms
 *   earlier on a Gress example.)
 * - link to playable: a `#<example>/play=<link>` address is opened cold;
 *   measured from first contentful paint to the first frame painted after
 *   play mode runs ("Playing: N actions"), and, for the figures, to the
 *   frame that first paints the linked position (from the link, or by the
 *   engine, whichever comes first). (Until 29 Nov 22:00 both ended at the change
 *   of the page, before the frame that shows it.)
 *
 * Each run is a fresh browser context (cold cache). The link of each
 * example is made by the site itself, unthrottled: take over at the last
 * step, "Copy link", read the address.
 *
 * The code that runs in the page is kept as text (tsx would wrap inner
 * functions in __name(), which does not exist in the page), as in paint.ts.
 */
import type { Browser } from 'playwright-core';
import { phonePage, type CpuCalibration } from './phone-profile';

export interface WakeExample {
  readonly game: string;
  readonly path: string;
  readonly anchor: string;
}

/** One example of each game (the examples tests/e2e/one-screen-examples.test.ts measures). */
export const WAKE_EXAMPLES: readonly WakeExample[] = [
  { game: 'Gress', path: '/gress/4-moves-and-throws/', anchor: 'scenario-4-11-anyone-may-throw' },
  { game: 'The Game', path: '/the-game/3-own-piles/', anchor: 'scenario-3-3-the-backwards-trick' },
  { game: 'Gin Rummy', path: '/gin-rummy/10-the-opponent-wins/', anchor: 'scenario-10-the-undercut' },
  { game: 'SENS', path: '/sens/9-the-tricks/', anchor: 'scenario-9-4-void-must-trump' },
];

/** How long the poster is on screen before the tap, ms. */
export const ON_SCREEN_MS = 2000;

/**
 * Installed in the page before the tap: the tap's time, the moment step 1 is
 * in the page (`ready`) and the moment the frame that paints it reached the
 * screen (`painted`): the step counter is marked for Element Timing as soon
 * as it is in the page, before its first paint, and the browser reports that
 * paint's presentation time. (Until 30 Nov the end was a task queued from
 * the frame's animation callback, which ran after whatever other tasks were
 * queued by then (the press's mousedown, Preact's effects, idle callbacks):
 * 10-150 ms after the frame on the phone profile.) Where Element Timing is
 * missing, that task's time stands in.
 */
export const WATCH_TAP = (anchor: string) => `(() => {
  const section = document.getElementById(${JSON.stringify(anchor)});
  const data = { tap: 0, ready: 0, painted: 0 };
  window.__wake = data;
  const onTap = (e) => { if (!data.tap) data.tap = e.timeStamp || performance.now(); };
  section.addEventListener('pointerdown', onTap, { capture: true });
  section.addEventListener('touchstart', onTap, { capture: true, passive: true });
  const timed = typeof PerformanceElementTiming === 'function';
  if (timed) new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.identifier === 'gs-step-1' && !data.painted) data.painted = e.renderTime || e.loadTime;
  }).observe({ type: 'element', buffered: true });
  const ready = () => {
    const counter = section.querySelector('.gs-counter');
    return !!counter && /^Step 1 of/.test((counter.textContent || '').trim()) && !section.querySelector('.gs-table-loading') && !!section.querySelector('.gs-steplist');
  };
  new MutationObserver(() => {
    if (data.ready || !data.tap || !ready()) return;
    data.ready = performance.now();
    if (timed) section.querySelector('.gs-counter').setAttribute('elementtiming', 'gs-step-1');
    else requestAnimationFrame(() => setTimeout(() => (data.painted = performance.now()), 0));
  }).observe(section, { subtree: true, childList: true, characterData: true, attributes: true });
})()`;

/** Installed before any page script: the frames that first paint the linked position and play mode (as WATCH_TAP's `painted`). */
const WATCH_LINK = (anchor: string) => `(() => {
  const data = { drawn: 0, playable: 0 };
  const seen = { drawn: false, playable: false };
  window.__link = data;
  const paintedAs = (key) => requestAnimationFrame(() => setTimeout(() => (data[key] = performance.now()), 0));
  const check = () => {
    const section = document.getElementById(${JSON.stringify(anchor)});
    if (!section) return;
    const counter = section.querySelector('.gs-counter');
    const playing = !!counter && /^Playing: \\d+ actions?/.test((counter.textContent || '').trim());
    if (!seen.drawn && (playing || section.querySelector('[data-linked]'))) { seen.drawn = true; paintedAs('drawn'); }
    if (!seen.playable && playing) { seen.playable = true; paintedAs('playable'); }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})()`;

const FCP = `(performance.getEntriesByName('first-contentful-paint')[0] || { startTime: 0 }).startTime`;

/** One cold run's tap to step 1, ms: in the page (`ready`) and on screen (`painted`, the budget's figure). */
export interface TapFigures {
  readonly ready: number;
  readonly painted: number;
  /** How the run's CPU was brought to the phone's. */
  readonly cpu: CpuCalibration;
}

/** Tap to interactive of one example (one cold run). */
export async function measureTap(browser: Browser, base: string, example: WakeExample): Promise<TapFigures> {
  const { context, page, cpu } = await phonePage(browser);
  try {
    await page.goto(base + example.path, { waitUntil: 'load', timeout: 120_000 });
    const section = page.locator(`#${example.anchor}`);
    await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.evaluate(WATCH_TAP(example.anchor));
    await page.waitForTimeout(ON_SCREEN_MS);
    await section.getByRole('button', { name: /Step through/ }).tap();
    await page.waitForFunction('window.__wake.painted > 0', undefined, { timeout: 60_000, polling: 50 });
    const { tap, ready, painted } = (await page.evaluate('window.__wake')) as { tap: number; ready: number; painted: number };
    return { ready: ready - tap, painted: painted - tap, cpu };
  } finally {
    await context.close();
  }
}

/** A link to the example played to its last step, made by the site (unthrottled). */
export async function makeLink(browser: Browser, base: string, example: WakeExample): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    await page.goto(base + example.path);
    const section = page.locator(`#${example.anchor}`);
    await section.getByRole('button', { name: /Step through/ }).click();
    await section.locator('button[data-command="last"]').first().click();
    await section.getByRole('button', { name: 'Play from here' }).first().click();
    await section.locator('.gs-counter', { hasText: /^Playing: \d+ action/ }).first().waitFor({ timeout: 30_000 });
    await section.getByRole('button', { name: 'Copy link' }).first().click();
    await page.waitForFunction(`location.hash.includes('/play=')`, undefined, { timeout: 10_000 });
    const url = new URL(page.url());
    return url.pathname + url.hash;
  } finally {
    await context.close();
  }
}

export interface LinkTiming {
  /** First contentful paint to the frame that first paints the linked position, ms. */
  readonly drawn: number;
  /** First contentful paint to the frame that paints play mode running, ms. */
  readonly playable: number;
  /** How the run's CPU was brought to the phone's. */
  readonly cpu: CpuCalibration;
}

/** Link to playable of one link (one cold run). */
export async function measureLink(browser: Browser, base: string, example: WakeExample, link: string): Promise<LinkTiming> {
  const { context, page, cpu } = await phonePage(browser);
  try {
    await page.addInitScript({ content: WATCH_LINK(example.anchor) });
    await page.goto(base + link, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction('window.__link.playable > 0', undefined, { timeout: 60_000, polling: 100 });
    const fcp = (await page.evaluate(FCP)) as number;
    const { drawn, playable } = (await page.evaluate('window.__link')) as { drawn: number; playable: number };
    return { drawn: drawn - fcp, playable: playable - fcp, cpu };
  } finally {
    await context.close();
  }
}
