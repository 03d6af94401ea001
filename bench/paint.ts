/**
 * Largest contentful paint and total blocking time of a page in headless
 * Chromium (Debian's, driven by playwright-core as in the e2e tests).
 *
 * Each load gets a fresh browser context (cold cache). Observers for paint,
 * largest-contentful-paint and longtask are installed before any page script
 * runs. LCP is read once the page has loaded and painted, before any
 * scrolling: the scroll that follows would otherwise let an element far down
 * the page become the "largest" one. Then the page is scrolled through a
 * viewport at a time so every client:visible island hydrates; when no
 * astro-island is left waiting (its `ssr` attribute goes on hydration) and
 * the main thread has been free of long tasks for a while, the page is settled.
 * TBT is the sum over long tasks starting after first contentful paint and
 * before that settle time of (duration - 50 ms), the same definition as
 * Lighthouse's, but over the whole read-through rather than until
 * time-to-interactive: hydrating the sandboxes is the work we want to see.
 */
import type { Browser } from 'playwright-core';

export interface PaintResult {
  /** Largest contentful paint, ms after navigation start. */
  readonly lcp: number;
  /** First contentful paint, ms after navigation start. */
  readonly fcp: number;
  /** Total blocking time from FCP to the settle time, ms. */
  readonly tbt: number;
  /** Long tasks counted. */
  readonly longTasks: number;
  /** Islands on the page, and how many had hydrated at the end. */
  readonly islands: number;
  readonly hydrated: number;
  /** When the page had settled, ms after navigation start. */
  readonly settled: number;
}

/*
 * The code that runs in the page is kept as text: tsx (esbuild with keepNames)
 * would wrap inner functions of a TypeScript function in __name(), which does
 * not exist in the page.
 */

/** Installed before the page's own scripts: collects FCP, LCP candidates and long tasks in window.__bench. */
const INSTALL_OBSERVERS = `(() => {
  const data = { lcp: 0, fcp: 0, longTasks: [] };
  window.__bench = data;
  const observe = (type, each) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true });
    } catch (e) {
      // An entry type this browser does not know: its figure stays 0.
    }
  };
  observe('largest-contentful-paint', (entry) => { data.lcp = Math.max(data.lcp, entry.startTime); });
  observe('paint', (entry) => { if (entry.name === 'first-contentful-paint') data.fcp = entry.startTime; });
  observe('longtask', (entry) => { data.longTasks.push({ start: entry.startTime, duration: entry.duration }); });
})();`;

/** Two animation frames, then the paint figures so far. */
const EARLY = `new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() =>
  done({ lcp: window.__bench.lcp, fcp: window.__bench.fcp }))))`;

/** Scrolls down a viewport (80%) at a time, pausing so islands coming into view start hydrating. */
const READ_THROUGH = `(async () => {
  const pause = (ms) => new Promise((done) => setTimeout(done, ms));
  for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight * 0.8) {
    window.scrollTo(0, y);
    await pause(50);
  }
  window.scrollTo(0, document.documentElement.scrollHeight);
  await pause(50);
})()`;

const ALL_HYDRATED = `document.querySelectorAll('astro-island[ssr]').length === 0`;

/** Waits until no long task has ended for QUIET ms (at most 20 s); returns that moment. */
const SETTLE = (quietMs: number) => `(async () => {
  const lastEnd = () => Math.max(0, ...window.__bench.longTasks.map((t) => t.start + t.duration));
  for (let waited = 0; waited < 20000; waited += 100) {
    if (performance.now() - lastEnd() >= ${quietMs}) break;
    await new Promise((done) => setTimeout(done, 100));
  }
  return performance.now();
})()`;

const END = `({
  longTasks: window.__bench.longTasks,
  islands: document.querySelectorAll('astro-island').length,
  waiting: document.querySelectorAll('astro-island[ssr]').length,
})`;

export interface PaintOptions {
  /** Quiet time without long tasks that counts as settled, ms. */
  readonly quietMs?: number;
  /** Give up waiting for hydration after this long, ms. */
  readonly hydrationTimeoutMs?: number;
  readonly viewport?: { readonly width: number; readonly height: number };
}

/** One cold load of `url` in `browser`. */
export async function measurePaint(browser: Browser, url: string, options: PaintOptions = {}): Promise<PaintResult> {
  const quietMs = options.quietMs ?? 1000;
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: INSTALL_OBSERVERS });
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response || response.status() !== 200) throw new Error(`${url}: status ${response?.status()}`);
    const early = (await page.evaluate(EARLY)) as { lcp: number; fcp: number };
    await page.evaluate(READ_THROUGH);
    await page.waitForFunction(ALL_HYDRATED, undefined, { timeout: options.hydrationTimeoutMs ?? 20_000 }).catch(() => undefined);
    const settled = (await page.evaluate(SETTLE(quietMs))) as number;
    const end = (await page.evaluate(END)) as { longTasks: { start: number; duration: number }[]; islands: number; waiting: number };
    const counted = end.longTasks.filter((t) => t.start >= early.fcp && t.start <= settled);
    return {
      lcp: early.lcp,
      fcp: early.fcp,
      tbt: counted.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      longTasks: counted.length,
      islands: end.islands,
      hydrated: end.islands - end.waiting,
      settled,
    };
  } finally {
    await context.close();
  }
}
