/**
 * SENS in a real browser, through the shared shell. Every expectation is
 * worked out by hand from the scenario file, the sheet and this site's
 * readings (/tmp/sens/READINGS.md), never copied from output.
 *
 * The rulebook: 9.4-void-must-trump (Schellen trumps). Ana leads the
 * Eichel-Sau, Ben follows with the Eichel-Seven; Cem has no Eichel but holds
 * two trumps, so his Gras-Eight is a foul (9.4, 1.3); he takes it back (1.3)
 * and trumps with the Schellen-Seven; Dia follows with the Eichel-Unter.
 * Cem's Seven, the only trump, takes the trick: 11 + 0 + 0 + 2 = 13 for
 * Ana & Cem.
 *
 * The sandbox, seed 1 (the deal the seed gives; what follows is worked out from it):
 *   Dia deals and turns the Schellen-Sau. Ana: Schellen 10 7, Herz 8, Gras 7,
 *   Eichel O. Round 1 starts with the dealer (5.1): Dia passes, Ana takes
 *   the game with Schellen; Ana holds the trump Seven, so she may rob (6.1, R8).
 *   Dia deals the rest (5.4); Ana, Vorhand, leads (9.1). After the rest:
 *     Ana: TS 7S 8S AE OE 9E 7G 8H     Ben: OS KE AG KG OG UG AH KH
 *     Cem: KS 9S TE 8E 9G 8G TH UH     Dia: US AS UE 7E TG OH 9H 7H
 *   Trick 1: Ana leads the Schellen-Eight: any card may lead (9.1).
 *     Ben, before his first card, announces his Quart Gras U-O-K-Sau (7.1, 8.1: 50);
 *     his only trump, the Ober, beats the Eight: it is his one lawful card (9.2).
 *     Cem: King and Nine both beat the Ober (trump order 7 8 O K 10 Sau 9 U): two lawful cards.
 *     Cem plays the Nine. Dia: only the Unter beats the Nine (the Sau does not): one lawful card.
 *     Dia's Unter takes the trick: 0 + 3 + 14 + 22 = 39 (3.1: the trump Unter 20 + 2)
 *     for Ben & Dia, and Ben's Quart, unopposed, counts 50 for them (7.2). Dia leads trick 2.
 *   Table options of a seeded deal: the dealer may not see his last card (4.3), misdeals mild (4.5).
 */
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { encodeShareLink } from '../../engine/core/share-link';
import { launchBrowser, siteUrl } from './browser';
import { wakeExample } from './examples';
import { textWithMarks } from './marks';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let browser: Browser;
/** The phone sandbox after its whole trick, kept open for the axe test. */
let phone: Page | null = null;
const errors: string[] = [];
/** Play mode and the engine load on demand: allow for a slow, busy machine. */
const POLL = { timeout: 40_000 };

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await phone?.close();
  await browser?.close();
});

/** A page in a context of its own (its own storage: the pack choice does not leak between tests). */
async function openPage(width: number, height: number, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height }, colorScheme });
  page.on('pageerror', (e) => errors.push(e.message));
  return page;
}

/** The standalone sandbox (at `path`, or as loaded already) once play mode is ready. */
async function openSandbox(page: Page, path: string | null = '/sens/sandbox/?seed=1') {
  if (path !== null) await page.goto(siteUrl(path));
  const sandbox = page.locator('.gs-sandbox');
  await expect.poll(() => sandbox.locator('.gs-counter').textContent(), POLL).toMatch(/Playing: \d+ actions?/);
  await expect.poll(() => sandbox.locator('.sens-play [data-lawful="true"]').count(), POLL).toBeGreaterThan(0);
  return sandbox;
}

/** The codes of the acting hand's cards marked lawful, sorted. */
function lawfulCards(sandbox: Locator): Promise<string[]> {
  return sandbox.locator('.sens-play button.sens-card--pick[data-lawful="true"]').evaluateAll((bs) => bs.map((b) => (b as HTMLElement).dataset.card ?? '').sort());
}

/** After the page has settled (two frames), whether the play bar is at least partly in the viewport. */
/** Whether a card button shows the lawful check: drawn with two borders of its ::after (sens.css), not a character. */
function checkDrawn(button: Element): boolean {
  const after = getComputedStyle(button, '::after');
  return after.content !== 'none' && after.borderRightStyle === 'solid' && parseFloat(after.borderRightWidth) > 0 && parseFloat(after.borderBottomWidth) > 0;
}

async function barInView(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const r = document.querySelector('.sens-play')?.getBoundingClientRect();
    return !!r && r.bottom > 0 && r.top < window.innerHeight;
  });
}

async function axeBlocking(page: Page) {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } };
    // Colours read mid-transition (a theme switch on a loaded machine) are not the page's colours: let them finish.
    await Promise.all(document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime))).map((a) => a.finished.catch(() => undefined)));
    return (await axe.run(document, { resultTypes: ['violations'] })).violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

test('the rulebook\u2019s void-must-trump: the foul cites 9.4, the take-back 1.3, and Cem\u2019s Seven takes 13', async () => {
  const page = await openPage(375, 812);
  try {
    const id = 'scenario-9-4-void-must-trump';
    await page.goto(siteUrl('/sens/9-the-tricks/'));
    await wakeExample(page, id);
    const sandbox = page.locator(`#${id} .gs-sandbox`);
    const counter = sandbox.locator('.gs-counter');
    const ruling = sandbox.locator('.gs-ruling');
    const forward = sandbox.getByRole('button', { name: 'Forward' });
    for (let i = 0; i < 3; i++) await forward.click();
    await expect.poll(() => counter.textContent(), POLL).toContain('Step 3 of 6');

    // Step 3: Cem's Gras-Eight, void in Eichel with two trumps in hand, breaks 9.4 and stands (1.3).
    await expect.poll(() => ruling.textContent(), POLL).toContain('Cem play 8G');
    expect(await ruling.textContent()).toMatch(/foul.*not lawful/);
    expect(await ruling.getByRole('link', { name: '9.4' }).getAttribute('href')).toBe('/sens/r/9.4');
    expect(await ruling.getByRole('link', { name: '1.3' }).getAttribute('href')).toBe('/sens/r/1.3');
    const cross = sandbox.locator('.sens-cross');
    await expect.poll(() => cross.getByRole('img', { name: 'Gras-Eight' }).count(), POLL).toBe(1);
    expect(await sandbox.locator('.sens-latest').textContent()).toContain('against the duty');

    // Step 4: he takes it back at once, lawful by 1.3; his place in the trick is empty again.
    await forward.click();
    await expect.poll(() => counter.textContent(), POLL).toContain('Step 4 of 6');
    await expect.poll(() => ruling.textContent(), POLL).toContain('Cem take back');
    expect(await textWithMarks(ruling)).toMatch(/✓ lawful/);
    expect(await ruling.getByRole('link', { name: '1.3' }).getAttribute('href')).toBe('/sens/r/1.3');
    await expect.poll(() => cross.getByRole('img', { name: 'Gras-Eight' }).count(), POLL).toBe(0);
    expect(await cross.textContent()).toContain('Cem: no card yet');

    // The last step: Dia follows with the Eichel-Unter; Cem's Schellen-Seven, the only trump, takes 11 + 0 + 0 + 2 = 13.
    await sandbox.getByRole('button', { name: 'Last' }).click();
    await expect.poll(() => counter.textContent(), POLL).toContain('Step 6 of 6');
    await expect.poll(() => ruling.textContent(), POLL).toContain('Dia play UE');
    await expect.poll(() => sandbox.locator('.sens-tricks').textContent(), POLL).toContain('Ana & Cem: 1 trick, 13 points');
    expect(await sandbox.locator('.sens-tricks').textContent()).toContain('Ben & Dia: 0 tricks, 0 points');
    expect(await sandbox.locator('.sens-latest').textContent()).toContain("Cem's Schellen-Seven took it");
    const winner = sandbox.locator('.sens-cross li', { has: page.getByRole('img', { name: 'Schellen-Seven' }) });
    expect(await winner.textContent()).toContain('Cem, took the trick');
  } finally {
    await page.close();
  }
});

describe.each([
  [375, 812],
  [1280, 900],
] as const)('the standalone sandbox at %i px', (width, height) => {
  test('bidding by chips, a whole trick by tapping lawful cards, undo, share and reopen identically', async () => {
    const page = await openPage(width, height);
    try {
      const sandbox = await openSandbox(page);
      const counter = sandbox.locator('.gs-counter');
      const bar = sandbox.locator('.sens-play');
      expect(await counter.textContent()).toContain('Playing: 0 actions');
      expect(await bar.textContent()).toContain('Acting for Dia.');
      expect(await sandbox.locator('.sens-turned').getByRole('img', { name: 'Schellen-Sau' }).count()).toBe(1);

      // The bidding: round 1 allows only the turned suit (5.1). Dia passes, Ana takes the game with Schellen.
      await bar.getByRole('button', { name: /^Pass/ }).click();
      await expect.poll(() => counter.textContent(), POLL).toContain('Playing: 1 action');
      expect(await bar.textContent()).toContain('Acting for Ana.');
      await bar.getByRole('button', { name: /^Take the game: Schellen trumps/ }).click();
      await expect.poll(() => counter.textContent(), POLL).toContain('Playing: 2 actions');
      expect(await sandbox.locator('.sens-trumps').textContent()).toContain('Trumps: Schellen (Ana, round 1)');
      // Ana holds the Schellen-Seven: she may rob before the rest is dealt (6.1); the dealer deals the rest (5.4).
      expect(await bar.getByRole('button', { name: /^Ana: rob/ }).getAttribute('data-lawful')).toBe('true');
      await bar.getByRole('button', { name: /^Deal the rest/ }).click();
      await expect.poll(() => counter.textContent(), POLL).toContain('Playing: 3 actions');

      // Ana leads trick 1: any card (9.1), so all eight are lawful, each a button of at least 44 x 44 px, marked ✓.
      const cards = bar.locator('button.sens-card--pick');
      await expect.poll(() => cards.count(), POLL).toBe(8);
      expect(await lawfulCards(sandbox)).toEqual(['7G', '7S', '8H', '8S', '9E', 'AE', 'OE', 'TS']);
      for (const box of await cards.evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      expect(await bar.getByRole('button', { name: 'Play the Schellen-Eight' }).evaluate(checkDrawn)).toBe(true);
      await bar.locator('button[data-card="8S"]').click();
      await expect.poll(() => counter.textContent(), POLL).toContain('Playing: 4 actions');
      // A phone keeps the hand in view after a tap (the page does not jump to the top of the sandbox).
      expect(await barInView(page)).toBe(true);

      // Ben: before his first card he announces his Quart (7.1), by its chip.
      expect(await bar.textContent()).toContain('Acting for Ben.');
      await bar.getByRole('button', { name: /^Announce Quart up to the Gras-Sau \(50\)/ }).click();
      await expect.poll(() => counter.textContent(), POLL).toContain('Playing: 5 actions');
      expect(await textWithMarks(sandbox.locator('.gs-ruling'))).toMatch(/✓ lawful/);
      // 9.2: the Ober is his only trump and beats the Eight; every other card is marked a wrong card.
      expect(await lawfulCards(sandbox)).toEqual(['OS']);
      expect(await bar.getByRole('button', { name: 'Play the Gras-Sau (against the duty: a wrong card)' }).evaluate(checkDrawn)).toBe(false);
      await bar.locator('button[data-card="OS"]').click();
      await expect.poll(() => counter.textContent(), POLL).toContain('Playing: 6 actions');
      expect(await barInView(page)).toBe(true);

      // Cem: King and Nine both beat the Ober (9.2); he plays the Nine.
      expect(await lawfulCards(sandbox)).toEqual(['9S', 'KS']);
      await bar.locator('button[data-card="9S"]').click();
      await expect.poll(() => counter.textContent(), POLL).toContain('Playing: 7 actions');
      // Dia: only the Unter beats the Nine; her Sau does not (2.3).
      expect(await lawfulCards(sandbox)).toEqual(['US']);
      const beforeLast = await sandbox.locator('.sens-table').innerText();
      await bar.locator('button[data-card="US"]').click();
      await expect.poll(() => counter.textContent(), POLL).toContain('Playing: 8 actions');

      // Dia's Unter took the trick: 0 + 3 + 14 + 22 = 39 for Ben & Dia; Ben's Quart, unopposed, counts 50 for them (7.2).
      expect(await sandbox.locator('.sens-tricks').textContent()).toContain('Ben & Dia: 1 trick, 39 points');
      expect(await sandbox.locator('.sens-tricks').textContent()).toContain('Ana & Cem: 0 tricks, 0 points');
      expect(await sandbox.locator('.sens-latest').textContent()).toContain("Dia's Schellen-Unter took it");
      expect(await sandbox.locator('.sens-melds').textContent()).toContain('Melds count for Ben & Dia: 50');
      // Dia leads trick 2 (9.1, R9): her seven cards, all lawful.
      expect(await bar.textContent()).toContain('Acting for Dia.');
      expect(await lawfulCards(sandbox)).toEqual(['7E', '7H', '9H', 'AS', 'OH', 'TG', 'UE']);

      // Undo takes the Unter back: three cards on the table, Dia to play it again.
      await sandbox.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(() => counter.textContent(), POLL).toContain('Playing: 7 actions');
      expect(await lawfulCards(sandbox)).toEqual(['US']);
      expect(await sandbox.locator('.sens-table').innerText()).toBe(beforeLast);
      expect(await sandbox.locator('.sens-tricks').textContent()).toContain('Ben & Dia: 0 tricks, 0 points');

      // Play it again and share the game.
      await bar.locator('button[data-card="US"]').click();
      await expect.poll(() => counter.textContent(), POLL).toContain('Playing: 8 actions');
      const table = await sandbox.locator('.sens-table').innerText();
      await sandbox.getByRole('button', { name: 'Copy link' }).click();
      await expect.poll(() => page.evaluate(() => location.hash), POLL).toMatch(/^#play=sens\./);
      const url = page.url();
      if (width <= 400) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      const other = await openPage(width, height);
      try {
        await other.goto(url);
        const reopened = other.locator('.gs-sandbox');
        await expect.poll(() => reopened.locator('.gs-counter').textContent(), POLL).toContain('Playing: 8 actions');
        await expect.poll(() => reopened.locator('.sens-table').innerText(), POLL).toBe(table);
      } finally {
        await other.close();
      }
      if (width === 375) phone = page;
    } finally {
      if (page !== phone) await page.close();
    }
  });
});

test('the table options are shown, and the French pack renames the cards on the page and survives a reload', async () => {
  const page = await openPage(375, 812);
  try {
    const sandbox = await openSandbox(page);
    const info = sandbox.locator('.sens-info');
    expect(await info.textContent()).toContain('Table options: the dealer may not look at his last card (4.3); a misdeal is mild: dealt again (4.5).');
    // No last card shown while the option is off.
    expect(await sandbox.locator('.sens-turned__last').count()).toBe(0);

    // The same cards with the other options, written by hand: the dealer sees her last card (4.3), misdeals
    // are strict (4.5). The pack's last card, the Herz-Nine, is the one Dia gets last.
    const position = [
      'players=Ana,Ben,Cem,Dia options=strict,sees-last scores=0,0 dealer=Dia phase=bidding turn=Dia',
      'hands=TS,7G,8H,7S,OE/OG,UG,AH,OS,KH/KS,9G,TE,UH,8E/US,UE,7H,TG,7E pack=AE,9E,8S,KE,KG,AG,TH,8G,9S,OH,9H turned=AS',
    ].join(' ');
    await openSandbox(page, `/sens/sandbox/#play=${encodeShareLink('sens', position)}`);
    await expect.poll(() => info.textContent(), POLL).toContain('Table options: the dealer may look at his last card (4.3); a misdeal is strict: 164 to the other side (4.5).');
    expect(await info.textContent()).toContain("Dia's last card, which he may see (4.3)");
    expect(await sandbox.locator('.sens-turned__last').getByRole('img', { name: 'Herz-Nine' }).count()).toBe(1);

    // 2.1, the French pack: Herz reads as hearts, Schellen as diamonds, Unter as Jack, Sau as Ace, Nine as Nine.
    const img = (name: string) => page.getByRole('img', { name, exact: true });
    // Cem holds the Herz-Unter; the Schellen-Sau lies turned.
    expect(await img('Herz-Unter').count()).toBe(1);
    expect(await img('Schellen-Sau').count()).toBe(1);
    const french = page.getByRole('button', { name: 'French' });
    await french.click();
    await expect.poll(() => img('Jack of hearts').count(), POLL).toBe(1);
    expect(await french.getAttribute('aria-pressed')).toBe('true');
    expect(await img('Ace of diamonds').count()).toBe(1);
    expect(await img('Nine of hearts').count()).toBe(1);
    expect(await img('Herz-Unter').count()).toBe(0);
    const bavarianNames = () =>
      page.locator('[role="img"][aria-label]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')).filter((n) => /^(Eichel|Gras|Herz|Schellen)-/.test(n ?? '')));
    expect(await bavarianNames()).toEqual([]);
    expect(await sandbox.locator('.sens-play').getByRole('button', { name: /^Take the game: diamonds trumps/ }).count()).toBe(1);
    expect(await sandbox.locator('.sens-phase').textContent()).toContain('with diamonds');

    await page.reload();
    await openSandbox(page, null);
    await expect.poll(() => img('Jack of hearts').count(), POLL).toBe(1);
    expect(await page.getByRole('button', { name: 'French' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Bavarian' }).getAttribute('aria-pressed')).toBe('false');
    expect(await bavarianNames()).toEqual([]);
  } finally {
    await page.close();
  }
});

test('axe: no serious or critical violation in play mode after a few actions, light and dark, at 375 px', async () => {
  // The phone sandbox from above, eight actions in, with More actions open.
  const page = phone;
  expect(page, 'the 375 px sandbox test ran first').not.toBeNull();
  const sandbox = page!.locator('.gs-sandbox');
  expect(await sandbox.locator('.gs-counter').textContent()).toContain('Playing: 8 actions');
  await sandbox.locator('.sens-palette summary').click();
  expect(await page!.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
  expect(await axeBlocking(page!)).toEqual([]);

  await page!.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => page!.evaluate(() => document.documentElement.dataset.theme), POLL).toBe('dark');
  expect(await axeBlocking(page!)).toEqual([]);
}, 240_000);

test('with three bots: the reader takes Ana\u2019s seat, the bots bid and play the others by the duties, and the deal is counted', async () => {
  const page = await openPage(375, 812);
  try {
    const sandbox = await openSandbox(page);
    await sandbox.getByLabel('You play').selectOption({ label: 'Ana, bots the others' });
    // On a phone the choice keeps its words on one line and nothing spills sideways.
    expect((await sandbox.locator('.gs-play__bot').boundingBox())!.height).toBeLessThan(50);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const bar = sandbox.locator('.sens-play');
    // Dia, a bot, deals and speaks first (5.1); the game waits for Ana, the only seat the reader plays.
    await expect.poll(() => bar.textContent(), POLL).toContain('Acting for Ana.');
    // The bots' hands lie face down, as at a real table (the reader may still show them).
    const cardFaces = /-(Seven|Eight|Nine|Ten|Unter|Ober|King|Sau)$/;
    for (const name of ['Ben', 'Cem', 'Dia']) expect(await sandbox.getByRole('group', { name: new RegExp(`^${name} \\(`) }).getByRole('img', { name: cardFaces }).count(), name).toBe(0);
    expect(await sandbox.locator(`[aria-label="Ana's hand"]`).getByRole('img', { name: cardFaces }).count()).toBe(5);
    // Ana acts whenever it is her turn: a lawful card if she holds one to play, else the first lawful chip (bid or pass).
    for (let turn = 0; turn < 16 && (await sandbox.locator('.sens-result').count()) === 0; turn++) {
      const counter = await sandbox.locator('.gs-counter').textContent();
      const card = bar.locator('button.sens-card--pick[data-lawful="true"]').first();
      await ((await card.count()) > 0 ? card : bar.locator('.sens-chips button[data-lawful="true"]').first()).click();
      await expect.poll(() => sandbox.locator('.gs-counter').textContent(), POLL).not.toBe(counter);
      const ruling = await sandbox.locator('.gs-ruling').textContent();
      expect(ruling, 'every action of the reader and the bots is lawful').not.toMatch(/not lawful|refused/);
    }
    // Eight tricks (or a thrown-in deal) later the deal is counted and its result shown.
    await expect.poll(() => sandbox.locator('.sens-result').count(), POLL).toBeGreaterThan(0);
  } finally {
    await page.close();
  }
}, 360_000);

test('no page errors along the way', () => {
  expect(errors).toEqual([]);
});
