/**
 * Lighthouse's performance audit with its default mobile profile (simulated
 * 4x slower CPU and a Fast 3G-like network), on Debian's Chromium started by
 * playwright-core with a debugging port. In `npm run bench` only: its
 * figures come from CPU timings and wobble when the machine is busy, as it is
 * while the test suite runs its files in parallel.
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

/** One Lighthouse run per URL, in order, in one browser. */
export async function runLighthouse(urls: readonly string[]): Promise<LighthouseResult[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', `--remote-debugging-port=${PORT}`],
  });
  try {
    const results: LighthouseResult[] = [];
    for (const url of urls) {
      const run = await lighthouse(url, { port: PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
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
