/**
 * The play-against-bots pages of The Game, Gin Rummy and SENS in a real
 * browser. On a phone (375 x 812, reduced motion, so the bots answer at
 * once) each game is played from a seeded deal to the end of a hand through
 * "What could I do?": the end screen gives the result with its paragraphs,
 * "Add to the score sheet" adds the hand (Gin Rummy) or the deal (SENS) to
 * that game's sheet, and the share link reopens the same game. On a desktop
 * (1280 x 900, dark theme, motion allowed) the layout checks: axe, sideways
 * overflow, controls of 44 px, a bad address read in words, and the bots'
 * moves shown one at a time.
 *
 * The games are played with the bots' first level ("random") so that the
 * test does not depend on how a stronger bot plays; whatever the bots do,
 * the loops below end at the end of a hand (a cap keeps a broken page from
 * looping for ever).
 *
 * PLAY_BOTS_DIST=/path serves that build instead of the shared dist/ (for a
 * build made with `astro build --outDir`); run with E2E_NO_BUILD=1 then.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { playOn, replay, type Played } from '../../engine/core/played';
import { encodeShareLink, formatPlayed } from '../../engine/core/share-link';
import { ginRummy } from '../../engine/gin-rummy/index';
import { sens } from '../../engine/sens/index';
import type { SensAction, SensState } from '../../engine/sens/types';
import type { GinAction, GinState } from '../../engine/gin-rummy/types';
import { answerBots, botMove } from '../../src/components/play/bot-answers';
import { hashForLink } from '../../src/components/sandbox/play-hash';
import { ginRummyPlay } from '../../src/games/gin-rummy/play/glue';
import { sensPlay } from '../../src/games/sens/play/glue';
import { launchBrowser, siteUrl } from './browser';
import { serveStatic, type StaticServer } from './static-server';
import { axeBlocking, overflow, smallTargets } from './tool-checks';

let browser: Browser;
let own: StaticServer | null = null;
beforeAll(async () => {
  browser = await launchBrowser();
  if (process.env.PLAY_BOTS_DIST) own = await serveStatic(process.env.PLAY_BOTS_DIST);
});
afterAll(async () => {
  await browser?.close();
  await own?.close();
});

const url = (path: string) => (own ? own.url + path : siteUrl(path));

const GAMES = [
  { id: 'the-game', seed: 23, end: ['over'], prefer: [] as string[] },
  // The reader knocks whenever the rules allow it, so hands end soon.
  { id: 'gin-rummy', seed: 1, end: ['hand-over', 'over'], prefer: [' knock '] },
  // The reader bids when asked (so a game is taken) and then plays lawful cards through the eight tricks.
  { id: 'sens', seed: 1, end: ['hand-over', 'over'], prefer: [' play ', ' bid ', ' pass'] },
] as const;

const root = (page: Page) => page.locator('.pv-root');
const status = (page: Page) => root(page).getAttribute('data-status');

async function open(page: Page, path: string) {
  await page.goto(url(path));
  await page.locator('.pv-root[data-ready="true"]').waitFor();
}

/** Plays through "What could I do?" (the preferred kinds of action first) until the status is one of `end`; returns the reader's actions. */
async function playUntil(page: Page, end: readonly string[], prefer: readonly string[], cap = 120): Promise<number> {
  const hints = page.locator('.pv-hints');
  for (let n = 0; n < cap; n++) {
    await page.locator('.pv-root[data-ready="true"]').waitFor();
    const now = await status(page);
    if (end.includes(now ?? '')) return n;
    if (now === 'option' && (await page.getByRole('button', { name: 'Let play go on' }).count()) > 0) {
      await page.getByRole('button', { name: 'Let play go on' }).click();
      continue;
    }
    expect(['turn', 'option'], `status ${now}`).toContain(now);
    if (!(await hints.evaluate((d) => (d as HTMLDetailsElement).open))) await hints.locator('summary').click();
    let choice = hints.locator('button[data-action]').first();
    for (const kind of prefer) {
      const found = hints.locator(`button[data-action*="${kind}"]`).first();
      if ((await found.count()) > 0) {
        choice = found;
        break;
      }
    }
    await choice.click();
  }
  throw new Error(`no end of the hand after ${cap} actions`);
}

/**
 * Where the points come from, on the end screen: a row per kind of points,
 * each citing its paragraphs, a column per player (or side) with the total
 * the engine wrote; the parts add up to the total (The Game: cards in hand
 * and in the draw pile; SENS: every part of a side's points), and in Gin
 * Rummy the winner's total is the points the heading names (a hand without
 * a knock, §12, has nothing to break down).
 */
async function checkBreakdown(page: Page, id: string, heading: string) {
  const table = page.locator('.pv-end [data-testid="play-breakdown"]').first();
  // Gin Rummy's hand without a knock (§12) scores nothing, so there is nothing to break down.
  if (id === 'gin-rummy' && /^No game/.test(heading)) return expect(await table.count()).toBe(0);
  await table.waitFor();
  const rows = await table.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => ({
      part: tr.getAttribute('data-part') ?? '',
      cites: [...tr.querySelectorAll('th a.gs-cite')].map((a) => a.getAttribute('href') ?? ''),
      cells: [...tr.querySelectorAll('td')].map((td) => (td.querySelector('.pv-breakdown__points') ?? td).textContent?.trim() ?? ''),
    })),
  );
  const total = rows.find((r) => r.part === 'total')!;
  const parts = rows.filter((r) => r.part !== 'total');
  expect(parts.length).toBeGreaterThan(0);
  for (const r of rows) {
    expect(r.cites.length, `${r.part} cites its paragraphs`).toBeGreaterThan(0);
    for (const href of r.cites) expect(href).toMatch(new RegExp(`^/${id}/r/\\d`));
    expect(r.cells).toHaveLength(total.cells.length);
  }
  // A part that does not apply to a player shows a dash (read out as "none").
  const number = (text: string) => (/^-?\d+$/.test(text) ? Number(text) : 0);
  if (id === 'gin-rummy') {
    const won = /: (\d+) points?\.$/.exec(heading)?.[1];
    if (won) expect(Math.max(...total.cells.map(number))).toBe(Number(won));
    expect(parts.map((r) => r.part)).toContain('deadwood');
    return;
  }
  total.cells.forEach((t, col) => expect(parts.reduce((sum, r) => sum + number(r.cells[col]), 0), `column ${col + 1}`).toBe(number(t)));
}

/** Controls in the play area under 44 px. */
const small = (page: Page) => smallTargets(page, '.pv-root', 'button, select, input, summary');

describe('phone 375 x 812: a hand played to its end', () => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 375, height: 812 }, reducedMotion: 'reduce' });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(async () => {
    await context?.close();
  });

  /** Plays game `id` from its seed to the end screen and checks it; the share link reopens the same end screen. */
  async function playAndShare({ id, seed, end, prefer }: (typeof GAMES)[number]): Promise<string> {
    await open(page, `/${id}/play/?seed=${seed}&seat=1&level=random`);
    // The reader's hand is face up and the bots' are not, until the learning toggle shows them.
    // The bot in seat 2: Ana in The Game, Ben in the others.
    expect(await root(page).textContent()).toMatch(new RegExp(`${id === 'the-game' ? 'Ana' : 'Ben'}'s hand: \\d+ cards?, face down`));
    // Both drawers open on a phone: nothing spills sideways, nothing is too small to tap.
    await page.locator('.pv-hints > summary').click();
    await page.locator('.pv-more > summary').click();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await small(page)).toEqual([]);
    await page.locator('.pv-more > summary').click();
    const actions = await playUntil(page, end, prefer);
    expect(actions).toBeGreaterThan(0);

    const screen = page.locator('.pv-end');
    const heading = (await screen.locator('.pv-end__heading').textContent()) ?? '';
    expect(heading.length).toBeGreaterThan(10);
    // The result cites the paragraphs that decided it, as links to their permalinks.
    const cites = await screen.locator('a.gs-cite').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(cites.length).toBeGreaterThan(0);
    for (const href of cites) expect(href).toMatch(new RegExp(`^/${id}/r/\\d`));
    await checkBreakdown(page, id, heading);
    expect(await axeBlocking(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await small(page)).toEqual([]);

    await screen.getByRole('button', { name: 'Share as a link' }).click();
    const link = await page.locator('.pv-link input').inputValue();
    expect(link).toContain(`/${id}/play/?seed=${seed}&seat=1&level=random#play=${id}.1.`);
    expect(await page.locator('.pv-link a').getAttribute('href')).toMatch(new RegExp(`^/${id}/sandbox/#play=${id}\\.1\\.`));
    const reopened = await context.newPage();
    await reopened.goto(link);
    await reopened.locator('.pv-root[data-ready="true"]').waitFor();
    expect(await status(reopened)).toBe(await status(page));
    expect(await reopened.locator('.pv-end__heading').textContent()).toBe(heading);
    expect(await reopened.locator('.pv-notice').textContent()).toContain('Opened from a share link');
    await reopened.close();
    return heading;
  }

  test('The Game: a game lost or won to its end (7.1, 7.2), counted in this browser; the link reopens it', async () => {
    const heading = await playAndShare(GAMES[0]);
    expect(heading).toMatch(/^(You win|You lose|Ben wins)/);
    expect(await page.locator('.pv-end').textContent()).toMatch(/In this browser you have won \d+ games? against the bots and lost \d+/);
    // The replay: the sandbox's step controls over the played actions, from the start of the game.
    await page.getByRole('button', { name: 'Replay step by step' }).click();
    expect(await page.locator('.pv-replay .gs-counter').textContent()).toMatch(/^Step 0 of \d+ \(starting position\)$/);
    await page.locator('.pv-replay').getByRole('button', { name: 'Forward' }).click();
    expect(await page.locator('.pv-replay .gs-ruling__kicker').textContent()).toBe('What just happened');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await small(page)).toEqual([]);
    await page.getByRole('button', { name: 'Back to the game' }).click();
    expect(await page.locator('.pv-end__heading').textContent()).toBe(heading);
    // The game as a scenario file from its seeded deal (engine/core/export-played.ts checks it replays).
    await page.getByRole('button', { name: 'Export as a scenario' }).click();
    const yaml = await page.locator('.gs-play__yaml').inputValue();
    expect(yaml).toMatch(new RegExp(`^game: the-game\nid: [\\d.]+-played-game-${GAMES[0].seed}\n`));
    expect(yaml).toContain(`deal:\n  seed: ${GAMES[0].seed}\n`);
    expect(errors).toEqual([]);
  });

  test('Gin Rummy: a hand to its end; on the score sheet; the next hand dealt by the right player (§3, §12)', async () => {
    await playAndShare(GAMES[1]);
    const text = (await page.locator('.pv-end').textContent()) ?? '';
    const dealer = /(You|Ben) deals? the next hand/.exec(text)?.[1];
    expect(dealer, text).toBeDefined();

    await page.getByRole('button', { name: 'Add to the score sheet' }).click();
    await page.waitForURL(/\/gin-rummy\/score-sheet\/$/);
    await page.locator('.tk-root[data-ready="true"]').waitFor();
    expect(await page.locator('[data-pending-notice]').textContent()).toContain('New sheet: added hand 1 from the game against the bot.');
    expect(await page.locator('.gt-sheet-table tbody tr[data-line]').count()).toBe(1);
    // Draw order: Ana led hand 1 (Ben dealt it, seed 1), so she is the sheet's first player.
    expect(await page.locator('.gt-sheet-table thead th').allTextContents()).toEqual(['Line', 'Ana', 'Ben']);

    // Back to the game (its address holds the share link): the next hand.
    await page.goBack();
    await page.locator('.pv-root[data-ready="true"]').waitFor();
    await page.getByRole('button', { name: 'Next hand' }).click();
    await page.locator('.pv-root[data-ready="true"]').waitFor();
    expect(await page.locator('.gr-dealline').textContent()).toContain(`Hand 2 · ${dealer === 'You' ? 'Ana' : 'Ben'} deals`);
    expect(errors).toEqual([]);
  });

  test('SENS: a deal through eight tricks; on the score sheet as the engine counted it', async () => {
    await playAndShare(GAMES[2]);
    // Eight tricks were played, shared between the two sides.
    const tricks = await page.locator('.sens-tricks__side').allTextContents();
    expect(tricks.map((t) => Number(/(\d+) tricks?/.exec(t)?.[1] ?? NaN)).reduce((a, b) => a + b, 0)).toBe(8);
    const scores = await page.locator('.sens-score__side strong').allTextContents();

    await page.getByRole('button', { name: 'Add to the score sheet' }).click();
    await page.waitForURL(/\/sens\/score-sheet\/$/);
    await page.locator('.tk-root[data-ready="true"]').waitFor();
    expect(await page.locator('[data-pending-notice]').textContent()).toContain('New sheet: added deal 1 from the game against the bots.');
    expect(await page.locator('.sn-sheet-table tbody tr[data-line]').count()).toBe(1);
    expect([await page.locator('[data-total="0"]').textContent(), await page.locator('[data-total="1"]').textContent()]).toEqual(scores);
    expect(errors).toEqual([]);
  });
});

/**
 * A SENS match played to 500 by bots in Node (seed 2), opened from a share
 * link that starts at its last deal: the end screen names who deals the next
 * match, and "New match" has that player deal it (4.1).
 */
function sensMatchEndLink(): { link: string; winners: readonly string[]; dealer: string } {
  const dealt = sens.deal(['Ana', 'Ben', 'Cem', 'Dia'], 2);
  if (!dealt.ok) throw new Error(dealt.error);
  const toDealEnd = (p: Played<SensState, SensAction>) => answerBots(sens, p, { reader: -1, stop: sensPlay.handOver });
  let played = toDealEnd(replay(sens, dealt.value, []));
  for (let deal = 1; deal <= 30 && !sens.isOver(played.frames[played.frames.length - 1].state); deal++) played = toDealEnd(botMove(sens, played, -1)!);
  const final = played.frames[played.frames.length - 1].state;
  if (final.phase !== 'match-over' || final.winner === null) throw new Error('the bots did not finish the match');
  const lastDeal = played.actions.map((a) => a.type).lastIndexOf('deal');
  const text = formatPlayed(sens, { start: played.frames[lastDeal].state, actions: played.actions.slice(lastDeal) });
  // 4.1 as the site reads it: the first player of the losing side left of the last dealer.
  const left = (final.deal.dealer + 1) % 4;
  const dealer = left % 2 !== final.winner ? left : (final.deal.dealer + 2) % 4;
  return { link: encodeShareLink('sens', text), winners: final.players.filter((_, seat) => seat % 2 === final.winner), dealer: final.players[dealer] };
}

/**
 * A Gin Rummy hand that ends in a knock (seed 2, Ana knocking as soon as the
 * rules allow, the bot at random), played in Node and opened from its share
 * link: the end screen breaks the points down (deadwood, the difference).
 */
function ginKnockLink(): string {
  const dealt = ginRummy.deal(['Ana', 'Ben'], 2);
  if (!dealt.ok) throw new Error(dealt.error);
  const bots = (p: Played<GinState, GinAction>) => answerBots(ginRummy, p, { reader: 0, level: 'random', stop: ginRummyPlay.handOver });
  let played = bots(replay(ginRummy, dealt.value, []));
  for (let n = 0; n < 200 && !ginRummyPlay.handOver(played.frames[played.frames.length - 1].state); n++) {
    const state = played.frames[played.frames.length - 1].state;
    const lawful = ginRummy.lawfulActions(state, 0);
    const knock = lawful.find((a) => a.type === 'knock') ?? lawful[0];
    played = bots(playOn(ginRummy, played, played.actions.length, knock));
  }
  const end = played.frames[played.frames.length - 1].state.hand.end;
  if (end?.kind !== 'score') throw new Error('seed 2 no longer ends in a knock');
  return encodeShareLink('gin-rummy', formatPlayed(ginRummy, played));
}

describe('Gin Rummy: a knocked hand broken down', () => {
  test.each([
    { label: 'phone, light', width: 375, height: 812, colorScheme: 'light' },
    { label: 'desktop, dark', width: 1280, height: 800, colorScheme: 'dark' },
  ] as const)('$label: deadwood for both, the difference for the winner, the total the ledger wrote', async ({ width, height, colorScheme }) => {
    const context = await browser.newContext({ viewport: { width, height }, colorScheme, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      await open(page, `/gin-rummy/play/?seat=1&level=random${hashForLink(ginKnockLink())}`);
      expect(await status(page)).toBe('hand-over');
      const heading = (await page.locator('.pv-end__heading').textContent()) ?? '';
      expect(heading).toMatch(/: \d+ points?\.$/);
      await checkBreakdown(page, 'gin-rummy', heading);
      expect(await page.locator('.pv-end tr[data-part="deadwood"] td').count()).toBe(2);
      expect(await page.locator('.pv-end tr[data-part="difference"]').count()).toBe(1);
      expect(await axeBlocking(page)).toEqual([]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await small(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('SENS: after a match, the losing side deals the next (4.1)', () => {
  test('the end screen names the dealer; New match has them deal at 0 to 0', async () => {
    const { link, winners, dealer } = sensMatchEndLink();
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, reducedMotion: 'reduce' });
    const errors: string[] = [];
    try {
      const page = await context.newPage();
      page.on('pageerror', (e) => errors.push(e.message));
      await open(page, `/sens/play/?seat=0&level=random${hashForLink(link)}`);
      expect(await status(page)).toBe('over');
      const screen = page.locator('.pv-end');
      expect(await screen.locator('[data-testid="play-match"]').textContent()).toContain(`${winners.join(' & ')} win the match`);
      const reader = 'Ana';
      const says = dealer === reader ? 'You deal the next match' : `${dealer} deals the next match`;
      expect(await screen.textContent()).toContain(`${says}: a player of the losing side deals it (4.1).`);
      await screen.getByRole('button', { name: 'New match' }).click();
      await page.locator('.pv-root[data-ready="true"]').waitFor();
      expect(await status(page)).not.toBe('over');
      expect(await page.locator('.sens-line').first().textContent()).toMatch(new RegExp(`^${dealer} deals, `));
      expect(await page.locator('.sens-score__side strong').allTextContents()).toEqual(['0', '0']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('desktop 1280 x 900, dark theme: layout and the address', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'dark' });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  test.each(GAMES)('$id: axe, overflow and 44 px with both drawers open', async ({ id, seed }) => {
    await open(page, `/${id}/play/?seed=${seed}&seat=2`);
    await page.locator('.pv-hints > summary').click();
    await page.locator('.pv-more > summary').click();
    expect(await axeBlocking(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await small(page)).toEqual([]);
  });

  test('a bad address is read in words and a fresh deal is dealt', async () => {
    await open(page, '/gin-rummy/play/?seed=banana&seat=7&level=wizard');
    const notices = (await page.locator('.pv-notice').allTextContents()).join(' ');
    expect(notices).toContain('seed: expected a whole number from 0 to 4294967295, got "banana"');
    expect(notices).toContain('seat: expected a number from 1 to 2');
    expect(notices).toContain('level: expected one of');
    // The fresh deal is written into the address, so it can be dealt again.
    await expect.poll(() => page.url()).toMatch(/\/gin-rummy\/play\/\?seed=\d+&seat=1&level=[a-z]+$/);
    expect(['turn', 'option', 'bots']).toContain(await status(page));
  });

  test("The Game: the bot's moves one at a time, or all at once", async () => {
    await open(page, '/the-game/play/?seed=23&seat=1&level=random');
    // A first visit without reduced motion: the bots' moves one at a time, unhurried.
    expect(await page.getByLabel('Bot moves').inputValue()).toBe('unhurried');
    // Ben lays two cards and ends the turn; then Ana's moves come one by one.
    for (let n = 0; n < 40 && (await status(page)) === 'turn'; n++) {
      const hints = page.locator('.pv-hints');
      if (!(await hints.evaluate((d) => (d as HTMLDetailsElement).open))) await hints.locator('summary').click();
      const end = hints.locator('button[data-action$=" end turn"]');
      await ((await end.count()) > 0 ? end : hints.locator('button[data-action]').first()).click();
    }
    expect(['bots', 'over']).toContain(await status(page));
    if ((await status(page)) === 'bots') {
      expect(await page.locator('.pv-headline').textContent()).toBe('Ana is playing…');
      await page.getByRole('button', { name: 'Show all moves' }).click();
      expect(['turn', 'over']).toContain(await status(page));
    }
  });
});
