/**
 * The set-up the German browser tests share: one browser per test file and,
 * for each screen of SCREENS (375 x 812 with touch, 1280 x 800), a context of
 * that size with one page whose uncaught errors are collected. The hooks are
 * registered where the functions are called, so the values are read through
 * getters once the tests run:
 *
 *     const chrome = browserPerFile();
 *     describe.each(SCREENS)('$name $width x $height', (screen) => {
 *       const at = pageAtScreen(chrome, screen);
 *       test('...', async () => { await at.page.goto(...); expect(at.errors).toEqual([]); });
 *     });
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import type { Screen } from './one-screen';

/** The file's browser, launched before its tests and closed after them. */
export interface FileBrowser {
  readonly browser: Browser;
}

/** Launches the browser before the file's tests (call at the file's top level). */
export function browserPerFile(): FileBrowser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get browser() {
      if (!browser) throw new Error('the browser is read before the tests have started');
      return browser;
    },
  };
}

/** A context's size and touch for `screen` (a phone reports itself as one). */
export const screenOptions = (screen: Screen): BrowserContextOptions => ({
  viewport: { width: screen.width, height: screen.height },
  hasTouch: screen.touch,
  isMobile: screen.touch,
});

/** One screen's context and page, and the page's uncaught errors so far. */
export interface ScreenPage {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
}

/** A context at `screen`'s size and its page, opened before the describe block's tests and closed after them. */
export function pageAtScreen(file: FileBrowser, screen: Screen): ScreenPage {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const errors: string[] = [];
  beforeAll(async () => {
    context = await file.browser.newContext(screenOptions(screen));
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(async () => {
    await context?.close();
  });
  return {
    get context() {
      if (!context) throw new Error('the context is read before the tests have started');
      return context;
    },
    get page() {
      if (!page) throw new Error('the page is read before the tests have started');
      return page;
    },
    errors,
  };
}
