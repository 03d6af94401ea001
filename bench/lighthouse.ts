/**
 * Lighthouse's performance audit with its default mobile profile (4x slower
 * CPU, a Fast 3G-like network: 150 ms round trips, 1.6 Mbit/s), on Debian's
 * Chromium started by playwright-core with a debugging port. In `npm run
 * bench` only: its figures come from CPU timings and wobble when the machine
 * is busy, as it is while the test suite runs its files in parallel.
 *
 * Two ways to apply the profile (Lighthouse's `throttlingMethod`):
 * - 'simulate', Lighthouse's default: the page loads at full speed and Lantern
 *   estimates the throttled timings from the trace. Its model lets the HTML
 *   parser start only once the whole document has arrived, and sends about
 *   14.6 KB (a TCP initial window of 10 packets) in the first round trip, so
 *   any page over that size pays a whole extra round trip, 150 ms, which a
 *   browser parsing the stream as it arrives mostly hides.
 * - 'devtools': Chromium itself slows the CPU 4x and delays every request by
 *   the profile's 562.5 ms at 1.47 Mbit/s (DevTools' "Fast 3G"), and the
 *   timings are measured. Slower to run: Lighthouse waits 5 s for quiet
 *   after load.
 */
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../tests/e2e/browser';

export interface LighthouseResult {
  /** 0-100 */
  readonly score: number;
  readonly tti: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
}

const PORT = 9333;

export type ThrottlingMethod = 'simulate' | 'devtools';

/** One Lighthouse run per URL, in order, in one browser. */
export async function runLighthouse(urls: readonly string[], method: ThrottlingMethod = 'simulate'): Promise<LighthouseResult[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', `--remote-debugging-port=${PORT}`],
  });
  try {
    const results: LighthouseResult[] = [];
    for (const url of urls) {
      const run = await lighthouse(
        url,
        { port: PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        { extends: 'lighthouse:default', settings: { throttlingMethod: method } },
      );
      const lhr = run?.lhr;
      const score = lhr?.categories.performance?.score;
      if (!lhr || typeof score !== 'number') throw new Error(`Lighthouse gave no performance score for ${url}${lhr?.runtimeError ? `: ${lhr.runtimeError.message}` : ''}`);
      const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({ score: Math.round(score * 100), tti: value('interactive'), lcp: value('largest-contentful-paint'), tbt: value('total-blocking-time'), cls: value('cumulative-layout-shift') });
    }
    return results;
  } finally {
    await browser.close();
  }
}
