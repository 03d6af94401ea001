/**
 * The referee's desk (/gress/desk/) and the referee's questions
 * (/gress/referee-faq/) in a real browser, on a phone (375 x 812) and on a
 * desktop (1280 x 900). Every expected ruling is worked out by hand:
 *
 * - Three players, Ana holds 7♠ 7♣, 7♥ on top, Ana to move, throws allowed.
 *   Ana lays 7♠: the same rank as the top card, by the player to move who owes
 *   nothing, so a move (4.5). A Seven skips the next player clockwise, Ben,
 *   who owes two cards for it (6.5), and Cem, the player after next, is to move.
 * - A card just landed: Q♠ on K♥, laid by a player who is not to move while
 *   throws are allowed: one rank lower and black on red, a throw (4.11). The
 *   same card after someone has drawn: throws are forbidden for everyone
 *   (4.8), so it is a foul.
 *
 * The desk is in three tabs (a card just landed, open first; set up; what
 * happened), the set-up in steps (players, cards, turn, windows); the tests go through them
 * as a referee would. Also: the page address reopens the same table and
 * rulings, a damaged link gets a message and loses nothing, #card-just-landed
 * opens the quick question, axe (light and dark), no sideways overflow, no
 * control under 44 px; and every link of the FAQ reaches an existing page and
 * anchor of the build. tests/e2e/one-screen-lessons-desk.test.ts measures
 * that each tab fits one screen.
 *
 * GRESS_DESK_DIST=/path serves that build instead of the shared dist/ (for a
 * build made with `astro build --outDir`); run with E2E_NO_BUILD=1 then.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { serveStatic, type StaticServer } from './static-server';
import { axeBlocking, overflow, smallTargets } from './tool-checks';
import { textWithMarks } from './marks';

let browser: Browser;
let own: StaticServer | null = null;
beforeAll(async () => {
  browser = await launchBrowser();
  if (process.env.GRESS_DESK_DIST) own = await serveStatic(process.env.GRESS_DESK_DIST);
});
afterAll(async () => {
  await browser?.close();
  await own?.close();
});

const url = (path: string) => (own ? own.url + path : siteUrl(path));

const VIEWPORTS = [
  { label: 'phone 375 x 812', width: 375, height: 812 },
  { label: 'desktop 1280 x 900', width: 1280, height: 900 },
] as const;

/** Checks that do not depend on the width (links, the sandbox hand-over) run on the phone only. */
const PHONE = 375;

const CONTROLS = 'button, select, input:not([type="checkbox"]), textarea, summary, .gd-check';

describe.each(VIEWPORTS)('$label', ({ width, height }) => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width, height }, colorScheme: 'light' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']).catch(() => undefined);
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(async () => {
    await context?.close();
  });

  const desk = () => page.locator('.gd-desk');
  const group = (name: string) => desk().getByRole('group', { name });
  const tab = (name: string | RegExp) => desk().getByRole('tab', { name }).click();

  async function open(hash = '') {
    await page.goto(url(`/gress/desk/${hash}`));
    await page.locator('.gd-desk[data-ready="true"]').waitFor();
  }

  /** Three players, Ana with 7♠ 7♣ and nothing else, 7♥ on top; Ana to move by default. */
  async function setUpThreePlayers() {
    await group('Players at the table').getByRole('button', { name: '3 players' }).click();
    await tab('Cards');
    await group('Put cards in').getByRole('button', { name: 'Ana hand' }).click();
    await desk().getByRole('button', { name: 'Seven of spades', exact: true }).click();
    await desk().getByRole('button', { name: 'Seven of clubs', exact: true }).click();
    const fewer = desk().getByRole('button', { name: "One fewer: unknown cards in Ana's hand" });
    for (let i = 0; i < 3; i++) await fewer.click();
    await group('Put cards in').getByRole('button', { name: 'Top card' }).click();
    await desk().getByRole('button', { name: 'Seven of hearts', exact: true }).click();
  }

  const step = (n: number): Locator => desk().locator(`.gd-steps > li[data-step="${n}"]`);

  test('a position built by taps, an action entered, the ruling with its paragraphs', async () => {
    await open();
    // The quick question comes first; the table is set up under "Set up".
    expect(await desk().getByRole('tab', { name: 'A card just landed' }).getAttribute('aria-selected')).toBe('true');
    await tab('Set up');
    expect(await desk().locator('[data-position]').getAttribute('data-position')).toBe('error');
    await setUpThreePlayers();
    await desk().locator('[data-position="ok"]').waitFor();
    await tab('Turn');
    expect(await group('To move (4.1)').getByRole('button', { name: 'Ana' }).getAttribute('aria-pressed')).toBe('true');
    const setUp = await group('The table as set up').textContent();
    expect(setUp).toContain('Ana (to move): 7♠ 7♣; Marke face down');
    expect(setUp).toContain('Ben: 3 unknown; Marke face down');
    expect(setUp).toContain('7♥ on top of the play pile (1 card)');

    // 7♠ is lawful for Ana (marked ✓ in words for screen readers): a tap enters it.
    await desk().getByRole('button', { name: /^Enter what happened/ }).click();
    expect(await desk().getByRole('tab', { name: /^What happened/ }).getAttribute('aria-selected')).toBe('true');
    await desk().getByRole('button', { name: 'Ana plays Seven of spades (lawful)' }).click();
    await step(1).waitFor();
    expect(await step(1).locator('code').first().textContent()).toBe('Ana play 7S');
    expect(await step(1).locator('[data-classification]').first().getAttribute('data-classification')).toBe('move');
    expect(await textWithMarks(step(1))).toContain('✓ lawful');
    expect(await step(1).getByRole('link', { name: '4.5', exact: true }).getAttribute('href')).toBe('/gress/r/4.5');
    expect(await step(1).getByRole('link', { name: '6.5', exact: true }).getAttribute('href')).toBe('/gress/r/6.5');
    const now = await group('The table after the actions').textContent();
    expect(now).toContain('Ben: 3 unknown; Marke face down; owes 2');
    expect(now).toContain('Cem (to move)');
    expect(now).toContain('Ben may defend against the skip and the debt');

    expect(await overflow(page)).toBe(0);
    expect(await smallTargets(page, '.gd-desk', CONTROLS)).toEqual([]);
    expect(await axeBlocking(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the link reopens the same table and rulings, and opens in the sandbox', async () => {
    await tab('Set up');
    const position = await desk().locator('textarea').inputValue();
    await desk().getByRole('button', { name: 'Copy link' }).click();
    const link = await desk().getByRole('textbox', { name: 'Link to this table' }).inputValue();
    expect(link).toBe(page.url());
    expect(new URL(link).hash).toMatch(/^#desk=gress\.1\.[^&]+&unknown=0,3,3$/);

    // A fresh page in the dark theme: the same taps, position and ruling, and axe clean there too.
    const dark = await browser.newContext({ viewport: { width, height }, colorScheme: 'dark' });
    const again = await dark.newPage();
    await again.goto(link);
    const reopened = again.locator('.gd-desk[data-ready="true"]');
    await reopened.waitFor();
    expect(await reopened.locator('[data-link-note="info"]').textContent()).toContain('Opened from a link');
    // A link with actions opens on its rulings; the table is under "Set up".
    expect(await reopened.getByRole('tab', { name: /^What happened/ }).getAttribute('aria-selected')).toBe('true');
    expect(await reopened.locator('.gd-steps > li[data-step="1"] [data-classification]').first().getAttribute('data-classification')).toBe('move');
    expect(await axeBlocking(again)).toEqual([]);
    await reopened.getByRole('tab', { name: 'Set up' }).click();
    expect(await reopened.getByRole('group', { name: 'Players at the table' }).getByRole('button', { name: '3 players' }).getAttribute('aria-pressed')).toBe('true');
    expect(await reopened.locator('textarea').inputValue()).toBe(position);
    expect(await axeBlocking(again)).toEqual([]);

    const sandbox = await reopened.getByRole('link', { name: 'Open in the sandbox' }).getAttribute('href');
    expect(sandbox).toMatch(/^\/gress\/sandbox\/#play=gress\.1\./);
    if (width === PHONE) {
      // The same game in the sandbox: it opens from the link and shows Ana's move as the last step.
      await again.goto(url(sandbox!));
      await again.getByText('Ana play 7S').first().waitFor();
      expect(await again.locator('.gs-play__error').count()).toBe(0);
    }
    await dark.close();
  });

  test('a damaged link gets a message and loses nothing', async () => {
    // Pasted into the address bar over the table entered above: the message, and the table stays.
    await page.goto(url('/gress/desk/#desk=gress.1.zz.zz.AAAAAA'));
    const note = desk().locator('[data-link-note="error"]');
    await note.waitFor();
    expect(await note.getAttribute('role')).toBe('alert');
    expect(await note.textContent()).toMatch(/^This link cannot be opened: /);
    await tab(/^What happened/);
    expect(await step(1).locator('code').first().textContent()).toBe('Ana play 7S');
    await tab('Set up');
    expect(await desk().locator('[data-position="ok"]').count()).toBe(1);

    // Opened afresh: the message, and an empty desk ready to use.
    await page.goto('about:blank');
    await open('#desk=gress.1.3.1x.QUJD');
    expect(await desk().locator('[data-link-note="error"]').textContent()).toMatch(/^This link cannot be opened: checksum mismatch/);
    await tab('Set up');
    await group('Players at the table').getByRole('button', { name: '5 players' }).click();
    expect(await group('Players at the table').getByRole('button', { name: '5 players' }).getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
  });

  test('a card just landed: a throw, and the same card after a draw a foul', async () => {
    await open();
    await tab('A card just landed');
    const landed = page.locator('.gd-landed');
    const pick = async (which: string, rank: string, suit: string) => {
      const g = landed.getByRole('group', { name: which });
      await g.getByRole('group', { name: 'Rank' }).getByRole('button', { name: rank, exact: true }).click();
      await g.getByRole('group', { name: 'Suit' }).getByRole('button', { name: suit }).click();
    };
    await pick('The card that landed', 'Q', 'spades');
    await pick('The top card it landed on', 'K', 'hearts');
    await landed.getByRole('group', { name: 'Who laid it' }).getByRole('button', { name: 'Another player' }).click();
    const answer = landed.locator('[data-answer]');
    expect(await answer.getAttribute('data-answer')).toBe('throw');
    expect(await answer.textContent()).toBe('Throw');
    const ruling = landed.getByRole('region', { name: 'The ruling' });
    expect(await ruling.getByRole('link', { name: '4.11', exact: true }).getAttribute('href')).toBe('/gress/r/4.11');

    await landed.getByRole('group', { name: 'Throws (4.2)' }).getByRole('button', { name: 'Forbidden: someone just drew (4.8)' }).click();
    expect(await answer.getAttribute('data-answer')).toBe('foul');
    expect(await ruling.textContent()).toContain('not lawful');
    expect(await ruling.getByRole('link', { name: '4.8', exact: true }).getAttribute('href')).toBe('/gress/r/4.8');

    expect(await overflow(page)).toBe(0);
    expect(await smallTargets(page, '.gd-landed', CONTROLS)).toEqual([]);
    expect(await axeBlocking(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the quick question has an address of its own', () => {
  test('#card-just-landed opens the desk on "A card just landed", and the lead links it', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(url('/gress/desk/'));
    await page.locator('.gd-desk[data-ready="true"]').waitFor();
    // The quick question is the desk's first tab, open at first; after a look at the set-up the lead's link brings it back.
    expect(await page.getByRole('tab', { name: 'A card just landed' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('.gd-desk h2#card-just-landed').textContent()).toBe('A card just landed');
    await page.getByRole('tab', { name: 'Set up' }).click();
    expect(await page.getByRole('tab', { name: 'Set up' }).getAttribute('aria-selected')).toBe('true');
    // The lead's link, above the desk: one tap to the quick question.
    await page.locator('main p a[href="#card-just-landed"]').first().click();
    await page.locator('.gd-landed').waitFor();
    expect(await page.getByRole('tab', { name: 'A card just landed' }).getAttribute('aria-selected')).toBe('true');
    await page.goto(url('/gress/desk/#card-just-landed'));
    await page.reload();
    await page.locator('.gd-desk[data-ready="true"] .gd-landed').waitFor();
    await context.close();
  });
});

describe("the referee's questions", () => {
  /** Every link of the FAQ: a permalink /gress/r/<n>, a worked example /gress/<page>/#scenario-..., or a page. */
  const FAQ = fileURLToPath(new URL('../../content/gress/referee-faq.mdx', import.meta.url));

  const html = async (path: string) => {
    const res = await fetch(url(path));
    return { status: res.status, text: await res.text() };
  };

  test('15 to 25 questions, each with a paragraph and an example, and every link resolves in the build', async () => {
    const source = await readFile(FAQ, 'utf8');
    const questions = source.split(/^### /m).slice(1);
    expect(questions.length).toBeGreaterThanOrEqual(15);
    expect(questions.length).toBeLessThanOrEqual(25);
    for (const q of questions) {
      const title = q.split('\n')[0];
      expect(q, `"${title}" links a paragraph`).toMatch(/\]\(\/gress\/r\/\d+\.\d+\)/);
      expect(q, `"${title}" links a worked example`).toMatch(/\]\(\/gress\/[a-z0-9-]+\/#scenario-[a-z0-9-]+\)/);
    }

    const links = [...new Set([...source.matchAll(/\]\((\/[^)\s]+)\)/g)].map((m) => m[1]))];
    const pages = new Map<string, string>();
    const pageText = async (path: string) => {
      if (!pages.has(path)) {
        const r = await html(path);
        expect(r.status, `${path} exists`).toBe(200);
        pages.set(path, r.text);
      }
      return pages.get(path)!;
    };
    const anchorExists = async (path: string, anchor: string) => {
      expect(await pageText(path), `${path}#${anchor} exists`).toContain(`id="${anchor}"`);
    };
    for (const link of links) {
      const [path, anchor] = link.split('#');
      if (/^\/gress\/r\/\d+\.\d+$/.test(path)) {
        // A permalink redirects to its paragraph: follow it and find the paragraph's anchor.
        const target = /http-equiv="refresh" content="0; url=([^"]+)"/.exec(await pageText(path))?.[1];
        expect(target, `${path} redirects`).toMatch(/^\/gress\/[a-z0-9-]+\/#\d+(-\d+)*$/);
        const [to, id] = target!.split('#');
        await anchorExists(to, id);
      } else if (anchor) {
        await anchorExists(path, anchor);
      } else {
        await pageText(path);
      }
    }
    expect(links.length).toBeGreaterThan(40);
  });

  test('the page is built, links the desk, and the desk links back', async () => {
    const faq = await html('/gress/referee-faq/');
    expect(faq.status).toBe(200);
    expect(faq.text).toContain('href="/gress/desk/"');
    const deskPage = await html('/gress/desk/');
    expect(deskPage.text).toContain('href="/gress/referee-faq/"');
  });
});
