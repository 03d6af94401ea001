/**
 * The phone profile of issue 24, applied by Chromium through the DevTools
 * protocol: a 375 x 812 touch screen, a CPU four times slower and DevTools'
 * "Fast 3G" (562.5 ms added to every request, 1.47 Mbit/s down, 675 kbit/s
 * up), the figures Lighthouse uses for its mobile profile when it applies
 * the throttling itself (bench/lighthouse.ts, 'devtools').
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const PHONE = {
  viewport: { width: 375, height: 812 },
  cpuSlowdown: 4,
  latencyMs: 562.5,
  downloadBytesPerSecond: (1474.56 * 1024) / 8,
  uploadBytesPerSecond: (675 * 1024) / 8,
} as const;

/** A fresh context (cold cache) with a page on the phone profile. */
export async function phonePage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
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
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  return { context, page };
}

/**
 * The host's speed as Lighthouse's BenchmarkIndex (its own page function,
 * run in a fresh unthrottled page): 1,000 and more is desktop class, a
 * Pixel 5 about 1,000, a Moto G4 about 260. The profile slows the host down
 * fourfold, so its figures hold for a phone of about a quarter of this
 * index: the same build measures slower on a busy or slower host, and the
 * index printed beside the figures says which host they come from.
 */
export async function hostBenchmarkIndex(browser: Browser): Promise<number> {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const page = await browser.newPage();
  try {
    return (await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)) as number;
  } finally {
    await page.close();
  }
}
