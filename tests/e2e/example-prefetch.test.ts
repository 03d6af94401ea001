/**
 * Examples that wake at once (issue 24): a poster fetches its frames and what
 * its game's sandbox needs before the reader taps it: when it comes near the
 * screen (once the browser is idle), or when the pointer or a touch reaches
 * it. Checked by the requests the page makes (intercepted), not by their
 * timing (bench/wake.ts measures that). Nothing hydrates on the way: the
 * example wakes only when the reader acts. A page carries the lists of what
 * to fetch (src/plugins/example-preloads.ts); play mode's files follow
 * stepping's.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';

const PAGE = '/gress/10-exceptions/';
const FAR = 'scenario-10-9-draw-before-settlement';
const FAR_FRAMES = '/gress/examples/10.9-draw-before-settlement.json';
const POLL = { timeout: 15_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Lists {
  step: { js: string[]; css: string[] };
  play: { js: string[]; css: string[] };
}

/** Stands in for IntersectionObserver, never reporting anything: only the pointer or a touch can then start a fetch. */
const BLIND = `window.IntersectionObserver = class { observe() {} unobserve() {} disconnect() {} takeRecords() { return []; } };`;

/** A page of `PAGE` whose requests are recorded (paths only); `blind`: posters never learn they are near the screen. */
async function openPage(context: BrowserContext, blind = false): Promise<{ page: Page; requested: Set<string>; lists: Lists }> {
  const page = await context.newPage();
  if (blind) await page.addInitScript({ content: BLIND });
  const requested = new Set<string>();
  page.on('request', (r) => requested.add(new URL(r.url()).pathname));
  await page.goto(siteUrl(PAGE), { waitUntil: 'load' });
  const lists = JSON.parse((await page.locator('#gs-preload').textContent()) ?? 'null') as Lists;
  return { page, requested, lists };
}

/** Whether the far example's island is still asleep (not hydrated). */
const asleep = (page: Page) => page.locator(`#${FAR} astro-island`).evaluate((el) => el.hasAttribute('ssr'));

describe('a poster that nears the screen', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await context?.close();
  });

  test('the page lists what its examples need: the island, the sandbox with its styles, then play mode', async () => {
    const { page, lists } = await openPage(context);
    expect(lists.step.js.some((f) => /\/Example\.[^/]+\.js$/.test(f)), 'the example island').toBe(true);
    expect(lists.step.js.length).toBeGreaterThan(3);
    expect(lists.step.css.length, "the shell's and the table's styles").toBeGreaterThanOrEqual(2);
    expect(lists.play.js.length).toBeGreaterThan(0);
    await page.close();
  });

  test('a far poster fetches nothing; brought near the screen it fetches its frames and the sandbox, then play mode, and stays asleep', async () => {
    const { page, requested, lists } = await openPage(context);
    // Idle a while at the top of the page: the far example is not near the screen.
    await page.waitForTimeout(1500);
    expect(requested.has(FAR_FRAMES), 'the far example is not near the screen yet').toBe(false);

    // Near, not on screen: its top 300 px below the screen's bottom (within the 600 px margin).
    await page.locator(`#${FAR}`).evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - window.innerHeight - 300));
    await expect.poll(() => requested.has(FAR_FRAMES), POLL).toBe(true);
    await expect.poll(() => [...lists.step.js, ...lists.step.css, ...lists.play.js].filter((f) => !requested.has(f)), POLL).toEqual([]);
    expect(await asleep(page), 'fetching in advance hydrates nothing').toBe(true);
    await page.close();
  });

  test('woken once fetched, it draws its step at once: no "Loading" between the poster and the sandbox', async () => {
    const { page, lists } = await openPage(context);
    const section = page.locator(`#${FAR}`);
    await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    // Every file has arrived (a resource entry is written when its response ends) ...
    const arrived = () => page.evaluate((files) => files.filter((f) => !performance.getEntriesByType('resource').some((e) => e.name.endsWith(f))), [FAR_FRAMES, ...lists.step.js]);
    await expect.poll(arrived, POLL).toEqual([]);
    // ... and has run, with the sandbox's module (the gs:prefetch hand-off), once the page is idle again, twice.
    for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 30_000 })));
    await page.waitForTimeout(500);
    await section.evaluate((el) => {
      const seen: string[] = [];
      (window as unknown as { __statuses: string[] }).__statuses = seen;
      new MutationObserver(() => {
        const status = el.querySelector('.gs-poster__status');
        if (status?.textContent?.trim()) seen.push(status.textContent.trim());
      }).observe(el, { subtree: true, childList: true, characterData: true });
    });
    await section.getByRole('button', { name: /Step through/ }).click();
    await expect.poll(() => section.locator('.gs-counter').textContent(), POLL).toMatch(/^Step 1 of/);
    expect(await page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses)).toEqual([]);
    // The press drew the sandbox before the browser moved focus to the pressed button: focus still ends in the example
    // (on the sandbox itself: this example has one step, so Forward is disabled).
    await expect.poll(() => section.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== document.body), POLL).toBe(true);
    await page.close();
  });

  test("the files a wake runs start with the compile hint, play mode's do not", async () => {
    const { page, lists } = await openPage(context);
    const starts = (files: string[]) => page.evaluate((fs) => Promise.all(fs.map((f) => fetch(f).then((r) => r.text()).then((t) => t.startsWith('//# allFunctionsCalledOnLoad\n')))), files);
    expect(await starts(lists.step.js)).toEqual(lists.step.js.map(() => true));
    expect(await starts(lists.play.js)).toEqual(lists.play.js.map(() => false));
    await page.close();
  });
});

describe.each([
  { name: 'the pointer', width: 1280, touch: false },
  { name: 'a touch', width: 375, touch: true },
])('$name on a poster the page has not seen near the screen', ({ width, touch }) => {
  test('fetches its frames and the sandbox at once', async () => {
    const context = await browser.newContext({ viewport: { width, height: 800 }, hasTouch: touch, isMobile: touch });
    try {
      const { page, requested, lists } = await openPage(context, true);
      const poster = page.locator(`#${FAR} .gs-poster__position`);
      await poster.scrollIntoViewIfNeeded();
      // On screen, but nothing told it: nothing fetched.
      await page.waitForTimeout(500);
      expect(requested.has(FAR_FRAMES)).toBe(false);
      if (touch) {
        // A touch wakes the example too (a press); the fetch starts with it.
        await poster.tap();
      } else {
        await poster.hover();
      }
      await expect.poll(() => requested.has(FAR_FRAMES), POLL).toBe(true);
      await expect.poll(() => lists.step.js.filter((f) => !requested.has(f)), POLL).toEqual([]);
      // The pointer only fetches; a touch is a press, which wakes the example.
      if (!touch) expect(await asleep(page)).toBe(true);
      await page.close();
    } finally {
      await context.close();
    }
  });
});
