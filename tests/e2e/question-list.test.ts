/**
 * Issue 25, item 4: every referee's questions page opens with a compact list
 * of its questions. For each game's content/<game>/referee-faq.mdx, on a phone
 * (375 x 812, touch) and a desktop (1280 x 800): the list is the first thing
 * of the page's content and starts on the first screen; it names every
 * `### question` of the source, in order, under its `## group`; a tap (a
 * click, Enter on the desktop) on a question brings that question's heading
 * to the top of the screen; the list can be folded away; axe finds nothing
 * serious in it.
 *
 * The expected questions are read from the MDX source, not from the built
 * list, so a list that drops, reorders or renames a question fails.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { blockingAxe, SCREENS } from './one-screen';

const CONTENT = fileURLToPath(new URL('../../content/', import.meta.url));
const GAMES_WITH_QUESTIONS = readdirSync(CONTENT).filter((dir) => existsSync(join(CONTENT, dir, 'referee-faq.mdx')));

interface Group {
  readonly title: string;
  readonly questions: string[];
}

/** Straight quotes for the curly ones the build's typography makes of them. */
const straight = (text: string) => text.replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"');

/** The page's `##` groups and `###` questions as written, inline code and emphasis marks dropped. */
function groupsInSource(gameId: string): Group[] {
  const plain = (heading: string) => heading.replace(/[`*_]/g, '').trim();
  const groups: Group[] = [];
  for (const line of readFileSync(join(CONTENT, gameId, 'referee-faq.mdx'), 'utf8').split('\n')) {
    if (line.startsWith('## ')) groups.push({ title: plain(line.slice(3)), questions: [] });
    else if (line.startsWith('### ')) groups.at(-1)!.questions.push(plain(line.slice(4)));
  }
  return groups.filter((g) => g.questions.length > 0);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('the questions pages of issue 25 are all here', () => {
  expect(GAMES_WITH_QUESTIONS).toEqual(expect.arrayContaining(['gress', 'the-game', 'gin-rummy']));
});

describe.each(SCREENS)('$name $width x $height', (screen) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: screen.width, height: screen.height }, hasTouch: screen.touch, isMobile: screen.touch });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  describe.each(GAMES_WITH_QUESTIONS)('%s', (gameId) => {
    const groups = groupsInSource(gameId);
    const list = () => page.locator('.sl-markdown-content nav.question-list');

    test('the list opens the page and starts on the first screen', async () => {
      await page.goto(siteUrl(`/${gameId}/referee-faq/`));
      expect(await list().count()).toBe(1);
      const first = await page.evaluate(() => {
        const content = document.querySelector('.sl-markdown-content')!;
        return content.firstElementChild?.matches('nav.question-list') ?? false;
      });
      expect(first, 'the list is the first element of the content').toBe(true);
      const summary = await list().locator('summary').boundingBox();
      expect(summary!.y + summary!.height).toBeLessThanOrEqual(screen.height);
      expect(await list().locator('details').getAttribute('open')).not.toBeNull();
    });

    test('it lists every question of the page, in order, under its group', async () => {
      const built = await list().evaluate((nav) =>
        [...nav.querySelectorAll('.ql-groups > li')].map((li) => ({
          title: li.querySelector('.ql-group')?.textContent?.trim() ?? '',
          questions: [...li.querySelectorAll('ul a')].map((a) => a.textContent!.trim()),
        })),
      );
      expect(built.map((g) => ({ title: straight(g.title), questions: g.questions.map(straight) }))).toEqual(groups);
      const count = groups.reduce((n, g) => n + g.questions.length, 0);
      expect(await list().locator('summary').textContent()).toBe(`${count} questions on this page`);
      // Each link names the id of the heading with the same text.
      const mismatched = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('nav.question-list .ql-groups ul a')]
          .filter((a) => document.getElementById(decodeURIComponent(a.hash.slice(1)))?.textContent?.trim() !== a.textContent!.trim())
          .map((a) => a.textContent),
      );
      expect(mismatched).toEqual([]);
    });

    test('a tap on a question brings its heading to the top of the screen', async () => {
      const link = list().locator('.ql-groups ul a').last();
      expect(straight((await link.textContent())!)).toBe(groups.at(-1)!.questions.at(-1));
      if (screen.touch) await link.tap();
      else {
        await link.focus();
        await page.keyboard.press('Enter');
      }
      const id = (await link.getAttribute('href'))!.slice(1);
      await expect.poll(() => page.evaluate(() => decodeURIComponent(location.hash.slice(1)))).toBe(id);
      const headerBottom = await page.evaluate(() => document.querySelector('header.header')?.getBoundingClientRect().bottom ?? 0);
      await expect
        .poll(async () => {
          const top = await page.locator(`h3[id="${id}"]`).evaluate((h) => h.getBoundingClientRect().top);
          return top >= headerBottom - 1 && top < screen.height / 2;
        })
        .toBe(true);
    });

    test('the list folds away, its questions are easy to hit, and axe finds nothing serious', async () => {
      await page.goto(siteUrl(`/${gameId}/referee-faq/`));
      expect(await blockingAxe(page, 'nav.question-list')).toEqual([]);
      const heights = await list().locator('.ql-groups ul a').evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height));
      expect(heights.filter((h) => h < 24)).toEqual([]);
      const overflow = await list().evaluate((nav) => nav.scrollWidth - nav.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const summary = list().locator('summary');
      if (screen.touch) await summary.tap();
      else await summary.click();
      expect(await list().locator('details').getAttribute('open')).toBeNull();
      expect(await list().locator('.ql-groups').isVisible()).toBe(false);
    });
  });
});
