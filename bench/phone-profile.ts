/**
 * The phone profile of issue 24, applied by Chromium through the DevTools
 * protocol: a 375 x 812 touch screen, the CPU of a mid-range phone and
 * DevTools' "Fast 3G" (562.5 ms added to every request, 1.47 Mbit/s down,
 * 675 kbit/s up), the figures Lighthouse uses for its mobile profile when it
 * applies the throttling itself (bench/lighthouse.ts, 'devtools').
 *
 * The CPU is a target speed, not a fixed slowdown: a fixed 4x is a quarter of
 * whatever the host is at that moment, and this host's speed swings two- to
 * fourfold with its load, so the same build passed and failed within an hour
 * (30 Nov). Each run first measures the host and picks the slowdown that
 * brings it to PHONE.cpuIndex, the way Chrome DevTools calibrates its CPU
 * presets (it bisects the throttling rate until Lighthouse's BenchmarkIndex
 * meets a device's score; see calibrateCpu).
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

export const PHONE = {
  viewport: { width: 375, height: 812 },
  /**
   * Lighthouse's BenchmarkIndex of the phone: Lighthouse's mobile default
   * slows the CPU 4x and is made for a high-end desktop (index 1,500 to
   * 2,000, its throttling docs), which puts the phone at 375 to 500; this is
   * the middle. (DevTools' presets: a Pixel 5 is 1,000, a Moto G4 Power 264.)
   */
  cpuIndex: 440,
  latencyMs: 562.5,
  downloadBytesPerSecond: (1474.56 * 1024) / 8,
  uploadBytesPerSecond: (675 * 1024) / 8,
} as const;

/** How the CPU of one run was brought to the phone's speed. */
export interface CpuCalibration {
  /** The host's BenchmarkIndex just before the run, unthrottled. */
  readonly hostIndex: number;
  /** The slowdown applied (at least 1: a host slower than the phone is not sped up). */
  readonly rate: number;
}

/** Chromium's CPU slowdown; it keeps two decimals. */
const throttle = (cdp: CDPSession, rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate: Math.round(rate * 100) / 100 });

/** Lighthouse's BenchmarkIndex (its own page function, about a second) in `page`, at the page's current slowdown. */
async function benchmarkIndex(page: Page): Promise<number> {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  return (await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)) as number;
}

/**
 * Sets the page's CPU slowdown so that its BenchmarkIndex is about
 * PHONE.cpuIndex: the host unthrottled, the proportional guess, then one
 * correction from the index measured at the guess (the index does not fall
 * exactly in proportion to the slowdown, which is why DevTools bisects;
 * here one secant step, as the host's own swings between runs are larger
 * than what more steps would refine). About two seconds a run.
 */
export async function calibrateCpu(page: Page, cdp: CDPSession): Promise<CpuCalibration> {
  await throttle(cdp, 1);
  const hostIndex = await benchmarkIndex(page);
  const guess = Math.max(1, hostIndex / PHONE.cpuIndex);
  let rate = guess;
  if (guess > 1) {
    await throttle(cdp, guess);
    const atGuess = await benchmarkIndex(page);
    rate = Math.min(20, Math.max(1, (guess * atGuess) / PHONE.cpuIndex));
  }
  await throttle(cdp, rate);
  return { hostIndex, rate };
}

/** A fresh context (cold cache) with a page on the phone profile, its CPU calibrated to the phone's. */
export async function phonePage(browser: Browser): Promise<{ context: BrowserContext; page: Page; cpu: CpuCalibration }> {
  // ignoreHTTPSErrors: the bench serves HTTP/2 with a throwaway certificate (bench/tls.ts).
  const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBytesPerSecond,
    uploadThroughput: PHONE.uploadBytesPerSecond,
  });
  const cpu = await calibrateCpu(page, cdp);
  return { context, page, cpu };
}

/**
 * The host's speed as Lighthouse's BenchmarkIndex (its own page function,
 * run in a fresh unthrottled page): 1,000 and more is desktop class, a
 * Pixel 5 about 1,000, a Moto G4 about 260. Each run calibrates its own
 * slowdown (calibrateCpu); this index, printed at the start and end of the
 * waking figures, says how busy the host was around them.
 */
export async function hostBenchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    return await benchmarkIndex(page);
  } finally {
    await page.close();
  }
}
