/**
 * The one place the e2e tests get a browser: Debian's Chromium driven by
 * playwright-core (no downloaded browser builds).
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `e2e tests need Chromium at ${CHROMIUM_PATH}, and there is none. ` +
        'Run `npm run browser:install` (installs Debian Chromium) or point CHROMIUM_PATH at a Chromium binary.',
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Absolute URL of a path on the site served by global-setup.ts. */
export function siteUrl(path: string): string {
  return inject('baseUrl') + path;
}
