/**
 * The rule coverage page as built: one row per paragraph of the rules (1.1 to
 * 12), in order, with links that lead somewhere. The expected numbers come from
 * the same report the page is built from (engine/gress/coverage.ts), read here
 * from disk.
 */
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildCoverage, readCoverageSources, summarize } from '../../engine/gress/coverage';
import { PARAGRAPH_NUMBERS, SECTIONS } from '../../engine/gress/paragraphs';
import { launchBrowser, siteUrl } from './browser';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const report = buildCoverage(readCoverageSources(ROOT));

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const response = await page.goto(siteUrl('/gress/coverage/'));
  expect(response?.status()).toBe(200);
});
afterAll(async () => {
  await browser?.close();
});

const row = (number: string): Locator => page.locator(`tr[data-paragraph="${number}"]`);
const cells = (number: string) => row(number).locator('td');

test('the page is "Rule coverage", inside the site layout, listed in the sidebar', async () => {
  expect(await page.title()).toContain('Rule coverage');
  expect(await page.getByRole('heading', { level: 1, name: 'Rule coverage' }).count()).toBe(1);
  const link = page.locator('nav.sidebar a[href="/gress/coverage/"]');
  expect(await link.count()).toBe(1);
  expect(await link.getAttribute('aria-current')).toBe('page');
});

test('every paragraph from 1.1 to 12 has a row, in rulebook order, one table per section', async () => {
  const listed = await page.locator('tr[data-paragraph]').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-paragraph')));
  expect(listed.length).toBe(PARAGRAPH_NUMBERS.length);
  expect(listed).toEqual(PARAGRAPH_NUMBERS);
  expect(listed[0]).toBe('1.1');
  expect(listed.at(-1)).toBe('12');
  expect(await page.getByRole('table').count()).toBe(SECTIONS.filter((s) => s.paragraphs.length > 0).length);
  expect(await page.getByRole('columnheader', { name: 'Status' }).count()).toBe(SECTIONS.filter((s) => s.paragraphs.length > 0).length);
});

test('4.11: permalink, classifyPlay, its examples linked to their sandboxes, all pass', async () => {
  expect(await row('4.11').getByRole('rowheader').getByRole('link', { name: '4.11' }).getAttribute('href')).toBe('/gress/r/4.11');
  expect(await cells('4.11').nth(0).textContent()).toBe('Throws');
  expect(await cells('4.11').nth(1).textContent()).toContain('4-moves-and-throws.ts:classifyPlay');
  const example = cells('4.11').nth(2).getByRole('link', { name: '4.11-anyone-may-throw' });
  expect(await example.getAttribute('href')).toBe('/gress/4-moves-and-throws/#scenario-4-11-anyone-may-throw');
  expect(await cells('4.11').nth(3).textContent()).toBe('all pass');
});

test('a range in a doc comment counts for the paragraphs inside it: drawCards (4.12-4.14) on 4.13', async () => {
  expect(await cells('4.13').nth(1).textContent()).toContain('4-moves-and-throws.ts:drawCards');
});

test('11.4 has no behaviour; 12 links to its permalink', async () => {
  expect(await cells('11.4').nth(3).textContent()).toBe('no behaviour');
  expect(await row('12').getByRole('link', { name: '12', exact: true }).getAttribute('href')).toBe('/gress/r/12');
});

test('the summary shows the numbers of the report', async () => {
  const totals = summarize(report);
  const summary = (await page.locator('.coverage-summary').textContent())!.replace(/\s+/g, ' ');
  expect(summary).toContain(`${totals.paragraphs} paragraphs, ${totals.behavioural} of them with behaviour`);
  expect(summary).toContain(`${totals.withExamples} of ${totals.behavioural} illustrated`);
  expect(summary).toContain(`${totals.examples} examples`);
  expect(summary).toContain(`${totals.withFunctions} of ${totals.behavioural} cited by at least one engine function`);
});

test('every example link leads to an element on its page', async () => {
  const hrefs = await page.locator('tr[data-paragraph] td a').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
  expect(hrefs.length).toBeGreaterThanOrEqual(report.examples.length);
  const byPage = new Map<string, string[]>();
  for (const href of hrefs) {
    const [path, anchor] = href.split('#');
    byPage.set(path, [...(byPage.get(path) ?? []), anchor]);
  }
  const broken: string[] = [];
  for (const [path, anchors] of byPage) {
    const response = await fetch(siteUrl(path));
    const html = await response.text();
    for (const anchor of anchors) if (response.status !== 200 || !html.includes(`id="${anchor}"`)) broken.push(`${path}#${anchor}`);
  }
  expect(broken).toEqual([]);
});
