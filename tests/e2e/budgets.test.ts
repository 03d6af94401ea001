/**
 * Performance budgets on the built site (global-setup.ts has built dist/), for
 * every game in English and in German: its heaviest rules page ships at most 60 KB of gzipped JavaScript
 * more than a text-only page, and before the reader touches anything it is at
 * most 40 KB of gzipped HTML and 1,500 DOM elements with no island hydrated
 * (examples sleep as posters, client:interact). The figures come from
 * bench/js-weight.ts and bench/page-weight.ts, the same code `npm run bench`
 * prints them with. Lighthouse's figures (time to interactive, LCP, score)
 * are in `npm run bench` only: they wobble on a machine busy with the suite.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { editionGames } from '../../bench/editions';
import { DOM_ELEMENTS_BUDGET, HTML_GZIP_BUDGET_BYTES, JS_BUDGET_BYTES } from '../../bench/budgets';
import { heaviestHtml, loadedPage, mostElements } from '../../bench/page-weight';
import { launchBrowser, siteUrl } from './browser';
import { pageReferences, siteWeights } from '../../bench/js-weight';
import { fmt } from '../../bench/stats';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Each game in both editions: the German pages (/de/<game>/) keep the same budgets.
describe.each(editionGames().map((game) => ({ game, name: game.title })))('$name', ({ game }) => {
  test('the heaviest rules page ships at most 60 KB of gzipped JS more than the text-only page', () => {
    const w = siteWeights(DIST, game, 'credits');
    const files = w.heaviest.fileSizes.map((f) => `${f.file} ${fmt(f.gzip)}`).join(', ');
    console.log(
      `JS weight: ${w.heaviest.path} ${fmt(w.heaviest.total)} B gzip, ${w.textOnly.path} ${fmt(w.textOnly.total)} B, extra ${fmt(w.extra)} B (budget ${fmt(JS_BUDGET_BYTES)} B)`,
    );
    // The comparison means something only if the heaviest page has islands and the text-only page none.
    expect(w.heaviest.islands, `${w.heaviest.path} has no islands: is it really the heaviest rules page?`).toBeGreaterThan(0);
    expect(w.textOnly.islands).toBe(0);
    expect(w.extra, `${w.heaviest.path} ships ${fmt(w.extra)} B of gzipped JS more than ${w.textOnly.path} (${files})`).toBeLessThanOrEqual(JS_BUDGET_BYTES);
  });

  test('every page only references JS that exists in dist/ and follows static imports', () => {
    // siteWeights throws on a script, preload or island URL (or an import inside one) that is not in dist/.
    const w = siteWeights(DIST, game, 'credits');
    for (const page of w.pages) expect(page.files, page.path).toBeGreaterThan(0);
    // Some of what the heaviest page loads is reached only through imports inside its scripts (its islands' framework code).
    const html = readFileSync(`${DIST}${w.heaviest.path.slice(1)}index.html`, 'utf8');
    const direct = new Set(pageReferences(html).urls.map((url) => url.replace(/^\//, '')));
    expect(w.heaviest.fileSizes.filter((f) => !direct.has(f.file)).length, 'files reached through imports').toBeGreaterThan(0);
  });

  test('the heaviest rules page is at most 40 KB of gzipped HTML and 1,500 DOM elements, with nothing hydrated before the reader acts', async () => {
    const html = heaviestHtml(DIST, game);
    const loaded = await loadedPage(browser, siteUrl(html.path));
    console.log(`page weight: ${html.path} ${fmt(html.gzip)} B gzip HTML, ${loaded.elements} DOM elements, ${loaded.hydrated}/${loaded.islands} islands hydrated`);
    expect(loaded.islands, `${html.path} has no examples: is it really a rules page with examples?`).toBeGreaterThan(0);
    expect(html.gzip).toBeLessThanOrEqual(HTML_GZIP_BUDGET_BYTES);
    expect(loaded.elements).toBeLessThanOrEqual(DOM_ELEMENTS_BUDGET);
    expect(loaded.hydrated, 'islands hydrated before any interaction').toBe(0);
  }, 120_000);

  test('the rules page with the most elements (counted in its HTML) has at most 1,500 DOM elements in the browser before the reader acts', async () => {
    const most = mostElements(DIST, game);
    const loaded = await loadedPage(browser, siteUrl(most.path));
    console.log(`most elements: ${most.path} ${most.elements} in its HTML, ${loaded.elements} DOM elements loaded`);
    expect(loaded.elements).toBeLessThanOrEqual(DOM_ELEMENTS_BUDGET);
    expect(loaded.hydrated, 'islands hydrated before any interaction').toBe(0);
  }, 120_000);
});
