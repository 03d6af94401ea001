/**
 * The referee's desk on the shared shell (issue 25, item 5) for Gin Rummy and
 * SENS, on a phone with touch (375 x 812) and a desktop (1280 x 800), as
 * desk.test.ts does for Gress and The Game: the quick checker first, with its
 * answer and paragraphs; a table built from scratch with the game's form, a
 * table that cannot be answered with the engine's own sentence; an action
 * ruled lawful and one refused, with their paragraphs; undo; the link
 * reopening the same table (and the form filled from it); a damaged link
 * refused in words, losing nothing; the sandbox opening the same table; axe
 * clean, nothing sideways on the phone, 44 px targets, no page errors.
 *
 * Worked out by hand from the Gin Rummy rulebook (seed 002; §2 values, Ace 1,
 * court cards 10):
 * - Knock: 5♥6♥7♥, Q♣Q♦Q♠, 2♣3♣4♣ and A♦ alone: deadwood 1, at most ten, a
 *   lawful knock (§7). The opponent melds 9♠9♦9♣ and lays off 8♥ (onto the
 *   hearts), Q♥ (onto the queens) and 5♣ (onto the clubs) (§8); left 2♥ 2♠
 *   J♦ 6♠ = 2 + 2 + 10 + 6 = 20. The knocker has less and writes the
 *   difference, 20 − 1 = 19 (§9).
 * - Gin: 5♥6♥7♥8♥, Q♣Q♦Q♠, 2♣3♣4♣, all ten melded (§11). The opponent's 9♥
 *   would fit the hearts but nothing is laid off onto gin (§11); he melds
 *   K♠K♦K♥, left 9♥ A♠ A♦ 5♠ 7♣ 10♠ J♠ = 9 + 1 + 1 + 5 + 7 + 10 + 10 = 43;
 *   the knocker writes the gin bonus of 20 and that: 63 (§11).
 * - The table: Ana has drawn from the stock and holds eleven, A♠2♠3♠ 8♥8♦8♣
 *   9♦10♦J♦ 7♠ K♣; Ben holds K♥ K♠ Q♣ Q♥ Q♠ 4♠ 5♠ 2♦ 3♥ 6♣; 4♥ on the
 *   discard pile. With 7♠ also written into Ben's hand the table cannot be:
 *   one pack holds each card once (§1). Ana knocks, K♣ face down, deadwood 7♠
 *   = 7: lawful (§7). Ben lays out Q♣Q♥Q♠ and would lay 6♣ off onto 8♥8♦8♣:
 *   a six is no eight, so it does not fit: refused (§8).
 *
 * Worked out by hand from the SENS rulebook (seed 003; the site numbers its
 * paragraphs: 9.3 a plain suit led, 9.4 void in it):
 * - Eichel trumps, the Gras-King led. A hand of Eichel-Unter, Eichel-Eight,
 *   Schellen-Seven, Herz-Sau has no Gras: it must trump, so the Herz-Sau is
 *   not lawful and the Eichel-Eight is (9.4). A hand of Gras-Sau,
 *   Gras-Eight, Eichel-Unter must follow Gras but need not beat the King: the
 *   Gras-Eight is lawful, the Eichel-Unter is not (9.3).
 * - The table: Dia dealt, Ana took the game in Herz and led the Schellen-Sau.
 *   Ben holds Herz-Unter, Herz-Seven, Eichel-King, -Ober, -Seven, -Nine,
 *   Gras-Eight, Gras-Ten; Cem holds Schellen-Eight, -Nine, Herz-Nine,
 *   Herz-King, Gras-Ober, Gras-Sau, Eichel-Sau, Eichel-Ten. Written with a
 *   ninth card for Ben, the table cannot be: eight cards each, none played yet
 *   by Ben. Ben, void in Schellen, trumps with the Herz-Seven: lawful (9.4).
 *   Cem holds Schellen and trumps with the Herz-Nine: he must follow suit,
 *   not lawful (9.3).
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parsePosition as ginPosition } from '../../engine/gin-rummy/notation';
import { parsePosition as sensPosition } from '../../engine/sens/notation';
import { launchBrowser, siteUrl } from './browser';
import { blockingAxe, figures, measure, outOfView, SCREENS } from './one-screen';
import { overflow, smallTargets } from './tool-checks';
import { textWithMarks } from './marks';

const CONTROLS = 'button, select, input:not([type="checkbox"]), textarea, summary';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The link with one character of its payload changed (one in the middle, so all its bits count). */
function damage(link: string): string {
  const [head, ...rest] = link.split('&');
  const at = head.lastIndexOf('.') + 5;
  return [head.slice(0, at) + (head[at] === 'A' ? 'B' : 'A') + head.slice(at + 1), ...rest].join('&');
}

/** A hand field's cards as a sorted list, so the test does not depend on the order the engine keeps them in. */
const sorted = (text: string) => text.trim().split(/\s+/).sort().join(' ');

describe.each(SCREENS)('$name $width x $height', (screen) => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: screen.width, height: screen.height }, hasTouch: screen.touch, isMobile: screen.touch });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']).catch(() => undefined);
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(async () => {
    await context?.close();
  });

  const desk = (p: Page = page) => p.locator('.gd-desk');
  const step = (n: number, p: Page = page): Locator => desk(p).locator(`.gd-steps > li[data-step="${n}"]`);
  const selected = async (name: string | RegExp, p: Page = page) => desk(p).getByRole('tab', { name }).getAttribute('aria-selected');
  const tap = (l: Locator) => (screen.touch ? l.tap() : l.click());
  const choose = (root: Locator, group: string, button: string) => tap(root.getByRole('group', { name: group, exact: true }).getByRole('button', { name: button, exact: true }));
  const pageHeight = (p: Page = page) => p.evaluate(() => document.documentElement.scrollHeight);
  const notation = (p: Page = page) => desk(p).locator('[data-notation] textarea');

  async function open(path: string, p: Page = page) {
    await p.goto(siteUrl(path));
    await p.locator('.gd-desk[data-ready="true"]').waitFor();
  }

  /** Waits until the notation field shows the form's latest table (the shell takes it, and the field follows, a frame or two after the edit). */
  async function written(part: string) {
    await expect.poll(() => notation().inputValue()).toContain(part);
  }

  /**
   * Types into several fields one after another within one frame, as a paste or a quick typist does: each change is
   * rendered (Preact renders on a microtask) but the form hands its tables to the shell only after the frame, so the
   * shell's answer to an earlier edit reaches the form after a later one. Returns the fields' values a frame later.
   */
  async function burst(fields: readonly (readonly [string, string])[]): Promise<string[]> {
    return page.evaluate(async (fields) => {
      const ticks = async () => {
        for (let i = 0; i < 20; i++) await Promise.resolve();
      };
      for (const [selector, value] of fields) {
        const input = document.querySelector<HTMLInputElement>(selector)!;
        input.value = value;
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await ticks();
      }
      for (let i = 0; i < 3; i++) await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
      return fields.map(([selector]) => document.querySelector<HTMLInputElement>(selector)!.value);
    }, fields);
  }

  async function rule(line: string) {
    await desk().getByLabel('An action in the notation').fill(line);
    await tap(desk().getByRole('button', { name: 'Rule on it', exact: true }));
  }

  /** Axe, the phone's width and the size of every control of the desk as it stands. */
  async function clean(p: Page = page) {
    expect(await blockingAxe(p, '.gd-desk')).toEqual([]);
    if (screen.touch) expect(await overflow(p)).toBe(0);
    expect(await smallTargets(p, '.gd-desk', CONTROLS)).toEqual([]);
  }

  /** The link made by "Copy link", checked for the game; then opened in a new tab, and the sandbox link it offers. */
  async function reopen(game: string): Promise<{ link: string; again: Page; sandbox: string }> {
    await tap(desk().getByRole('button', { name: 'Copy link' }));
    const link = await desk().getByRole('textbox', { name: 'Link to this table' }).inputValue();
    expect(link).toBe(page.url());
    expect(new URL(link).hash.startsWith(`#desk=${game}.1.`)).toBe(true);
    const again = await context.newPage();
    again.on('pageerror', (e) => errors.push(e.message));
    await open(link.slice(link.indexOf(`/${game}/`)), again);
    expect(await desk(again).locator('[data-link-note="info"]').textContent()).toContain('Opened from a link');
    expect(await selected(/^What happened/, again)).toBe('true');
    const sandbox = (await desk(again).getByRole('link', { name: 'Open in the sandbox' }).getAttribute('href'))!;
    expect(sandbox).toBe(`/${game}/sandbox/#play=${new URL(link).hash.slice('#desk='.length)}`);
    return { link, again, sandbox };
  }

  /** The damaged link: refused in words, the table and the actions on screen stay. */
  async function refusedDamaged(again: Page, link: string, position: string, first: string) {
    await again.goto(damage(link));
    const note = desk(again).locator('[data-link-note="error"]');
    await note.waitFor();
    expect(await note.getAttribute('role')).toBe('alert');
    expect(await note.textContent()).toBe('This link cannot be opened: checksum mismatch: the link was altered or mistyped.');
    await tap(desk(again).getByRole('tab', { name: 'Set up' }));
    expect(await notation(again).inputValue()).toBe(position);
    await tap(desk(again).getByRole('tab', { name: /^What happened/ }));
    expect(await step(1, again).locator('code').textContent()).toBe(first);
    expect(await blockingAxe(again, '.gd-desk')).toEqual([]);
  }

  describe('Gin Rummy', () => {
    const quick = () => desk().locator('[data-quick-check]');
    const answer = () => quick().locator('.gdk-answer');

    test('the quick checker comes first: a lawful knock scored after lay-offs, and gin with its bonus', async () => {
      await open('/gin-rummy/desk/');
      expect(await selected('Is this knock lawful, and what does it score?')).toBe('true');
      expect(await quick().getByRole('heading', { level: 2 }).getAttribute('id')).toBe('is-this-knock-lawful-and-what-does-it-score');
      const opened = await measure(desk(), { tabs: '[role="tablist"]', answer: '.gdk-answer', knocker: '#gdk-knock-knocker', opponent: '#gdk-knock-opponent' });
      console.log(`Gin Rummy desk, opened, ${screen.name}: ${figures(opened)}; page ${await pageHeight()} px`);
      // The first field to type into is on the first screen, under the tabs and the (still empty) answer.
      expect(outOfView({ ...opened, parts: { tabs: opened.parts.tabs, answer: opened.parts.answer, knocker: opened.parts.knocker } })).toEqual([]);
      await quick().getByLabel("Knocker's cards (10, or 11 before the face-down card)").fill('5H 6H 7H QC QD QS 2C 3C 4C AD');
      await quick().getByLabel("Opponent's cards (10)").fill('8H QH 5C 9S 9D 9C 2H 2S JD 6S');
      const verdict = answer().locator('[data-answer]');
      expect(await verdict.getAttribute('data-answer')).toBe('lawful');
      expect(await verdict.textContent()).toContain('A lawful knock: deadwood 1, within the limit of 10.');
      expect(await verdict.getByRole('link', { name: '§7', exact: true }).getAttribute('href')).toBe('/gin-rummy/r/7');
      const score = answer().locator('[data-score]');
      expect(await score.getAttribute('data-score')).toBe('19');
      expect(await score.textContent()).toContain('The knocker has less deadwood and scores the difference: 20 − 1 = 19.');
      expect(await score.getByRole('link', { name: '§9', exact: true }).getAttribute('href')).toBe('/gin-rummy/r/9');
      const answerText = (await answer().textContent())!;
      for (const laid of ['8♥ onto', 'Q♥ onto', '5♣ onto']) expect(answerText).toContain(laid);
      expect(answerText).toContain('= 20');
      expect(await answer().getByRole('link', { name: '§8', exact: true }).getAttribute('href')).toBe('/gin-rummy/r/8');
      await clean();
      // One screen: the question's tabs, its answer and the score on the first screen; the fields follow the answer.
      await page.evaluate(() => window.scrollTo(0, 0));
      const m = await measure(desk(), { tabs: '[role="tablist"]', verdict: '[data-answer]', score: '[data-score]', knocker: '#gdk-knock-knocker', opponent: '#gdk-knock-opponent' });
      console.log(`Gin Rummy desk, knock answered, ${screen.name}: ${figures(m)}; page ${await pageHeight()} px`);
      expect(outOfView({ ...m, parts: { tabs: m.parts.tabs, verdict: m.parts.verdict, score: m.parts.score } })).toEqual([]);

      await tap(quick().getByRole('button', { name: 'Clear both hands' }));
      expect(await answer().textContent()).toContain('Enter both hands.');
      await quick().getByLabel("Knocker's cards (10, or 11 before the face-down card)").fill('5H 6H 7H 8H QC QD QS 2C 3C 4C');
      await quick().getByLabel("Opponent's cards (10)").fill('9H KS KD KH AS AD 5S 7C TS JS');
      expect(await verdict.getAttribute('data-answer')).toBe('gin');
      expect(await score.getAttribute('data-score')).toBe('63');
      expect(await score.textContent()).toContain("The knocker scores the gin bonus and the opponent's deadwood: 20 + 43 = 63.");
      expect(await score.getByRole('link', { name: '§11', exact: true }).getAttribute('href')).toBe('/gin-rummy/r/11');
      expect(await answer().textContent()).toContain('nothing may be laid off onto gin');
      await clean();
    });

    test('fields changed within one frame are all kept (the shell\'s answer to an earlier edit does not undo a later one)', async () => {
      await tap(desk().getByRole('tab', { name: 'Set up' }));
      const fields = [['#gdk-setup-discards', '4H'], ['#gdk-setup-hand1', 'KH KS QC'], ['#gdk-setup-hand0', 'AS 2S 3S']] as const;
      expect(await burst(fields)).toEqual(fields.map(([, v]) => v));
      await written(' discards=');
      expect(await notation().inputValue()).toContain('hands=AS,2S,3S/KH,KS,QC ');
    });

    test('a table from scratch: nonsense gets the engine\'s sentence, then a knock ruled lawful, a lay-off refused, undone', async () => {
      await tap(desk().getByRole('tab', { name: 'Set up' }));
      const form = desk().locator('form.gdk-form');
      await form.getByLabel("Ana's hand").fill('AS 2S 3S 8H 8D 8C 9D TD JD 7S KC');
      await choose(form, 'Phase', 'Discard (has drawn)');
      await choose(form, 'Player to act', 'Ana');
      await choose(form, 'Drew from', 'The stock');
      await form.getByLabel('Discard pile, bottom first').fill('4H');
      await form.getByLabel("Ben's hand").fill('KH KS QC QH QS 4S 5S 2D 3H 7S');
      // 7♠ in both hands: the table cannot be (§1), and the desk says what the engine says of the form's line.
      const error = desk().locator('[data-position-error]');
      await written('/KH,KS,QC,QH,QS,4S,5S,2D,3H,7S ');
      const wrong = ginPosition(await notation().inputValue());
      expect(wrong.ok).toBe(false);
      if (wrong.ok) return;
      expect(wrong.error).toContain('7S');
      expect(wrong.error).toContain('(§1)');
      expect(await error.textContent()).toBe(`This table cannot be: ${wrong.error}`);
      expect(await blockingAxe(page, '.gd-desk')).toEqual([]);

      await form.getByLabel("Ben's hand").fill('KH KS QC QH QS 4S 5S 2D 3H 6C');
      await written('/KH,KS,QC,QH,QS,4S,5S,2D,3H,6C ');
      await desk().locator('[data-position-ok]').waitFor();
      const position = await notation().inputValue();
      for (const field of [' phase=discard ', ' turn=Ana ']) expect(position).toContain(field);
      expect(position).toContain(' drawn=stock');
      expect(ginPosition(position).ok).toBe(true);
      await clean();

      await tap(desk().getByRole('button', { name: 'Enter what happened' }));
      expect(await selected(/^What happened/)).toBe('true');
      await rule('Ana knock KC melds AS2S3S 8H8D8C 9DTDJD');
      await step(1).waitFor();
      expect(await step(1).locator('code').textContent()).toBe('Ana knock KC melds AS2S3S 8H8D8C 9DTDJD');
      expect(await textWithMarks(step(1))).toContain('✓ lawful');
      expect(await step(1).locator('[data-summary]').textContent()).toContain('knocks with 7');
      expect(await step(1).getByRole('link', { name: '7', exact: true }).getAttribute('href')).toBe('/gin-rummy/r/7');
      console.log(`Gin Rummy desk after a ruling, ${screen.name}: page ${await pageHeight()} px`);

      await rule('Ben layout melds QCQHQS off 6C>2');
      await step(2).waitFor();
      expect(await step(2).locator('[data-classification]').getAttribute('data-classification')).toBe('refused');
      expect(await textWithMarks(step(2))).toContain('✕ not lawful');
      expect(await step(2).locator('[data-summary]').textContent()).toMatch(/6C.*does not fit/);
      expect(await step(2).getByRole('link', { name: '8', exact: true }).getAttribute('href')).toBe('/gin-rummy/r/8');
      await clean();

      await tap(desk().getByRole('button', { name: 'Undo', exact: true }));
      expect(await step(2).count()).toBe(0);
      expect(await step(1).locator('code').textContent()).toBe('Ana knock KC melds AS2S3S 8H8D8C 9DTDJD');
      expect(await desk().getByRole('tab', { name: /^What happened/ }).textContent()).toBe('What happened (1)');
    });

    test('the link reopens the same table in the form; a damaged one is refused and loses nothing; the sandbox', async () => {
      await tap(desk().getByRole('tab', { name: 'Set up' }));
      const position = await notation().inputValue();
      const { link, again, sandbox } = await reopen('gin-rummy');
      expect(await step(1, again).locator('code').textContent()).toBe('Ana knock KC melds AS2S3S 8H8D8C 9DTDJD');
      expect(await step(2, again).count()).toBe(0);
      await tap(desk(again).getByRole('tab', { name: 'Set up' }));
      expect(await notation(again).inputValue()).toBe(position);
      // The form filled from the link: the hands, the pile and whose turn.
      const form = desk(again).locator('form.gdk-form');
      expect(sorted(await form.getByLabel("Ana's hand").inputValue())).toBe(sorted('AS 2S 3S 8H 8D 8C 9D TD JD 7S KC'));
      expect(sorted(await form.getByLabel("Ben's hand").inputValue())).toBe(sorted('KH KS QC QH QS 4S 5S 2D 3H 6C'));
      expect((await form.getByLabel('Discard pile, bottom first').inputValue()).trim().split(/\s+/).at(-1)).toBe('4H');
      expect(await form.getByRole('group', { name: 'Phase', exact: true }).getByRole('button', { name: 'Discard (has drawn)' }).getAttribute('aria-pressed')).toBe('true');
      expect(await form.getByRole('group', { name: 'Player to act', exact: true }).getByRole('button', { name: 'Ana' }).getAttribute('aria-pressed')).toBe('true');
      await clean(again);
      if (screen.touch) {
        const sandboxPage = await context.newPage();
        sandboxPage.on('pageerror', (e) => errors.push(e.message));
        await sandboxPage.goto(siteUrl(sandbox));
        await sandboxPage.getByText('Ana knock KC', { exact: false }).first().waitFor();
        expect(await sandboxPage.locator('.gs-play__error').count()).toBe(0);
        await sandboxPage.close();
      }
      await refusedDamaged(again, link, position, 'Ana knock KC melds AS2S3S 8H8D8C 9DTDJD');
      await again.close();
    });

    test('a typed position that makes no sense gets the engine\'s sentence and loses nothing', async () => {
      await tap(desk().getByRole('tab', { name: 'Set up' }));
      await desk().locator('[data-notation] summary').click();
      const position = await notation().inputValue();
      // K♣, in Ana's hand, written on top of the discard pile as well: one pack holds each card once (§1).
      const typed = position.replace(/discards=(\S+)/, 'discards=$1,KC');
      expect(typed).not.toBe(position);
      const engine = ginPosition(typed);
      expect(engine.ok).toBe(false);
      if (engine.ok) return;
      await notation().fill(typed);
      await tap(desk().getByRole('button', { name: 'Use this position' }));
      expect(await desk().locator('[data-typed-error]').textContent()).toBe(`The engine cannot read this position: ${engine.error}`);
      expect(await desk().locator('[data-position-ok]').count()).toBe(1);
      expect(errors).toEqual([]);
    });
  });

  describe('SENS', () => {
    const quick = () => desk().locator('[data-quick-check]');
    const verdict = () => quick().locator('[data-answer]');

    test('the quick checker comes first: void must trump (9.4), a plain suit followed as one likes (9.3)', async () => {
      await open('/sens/desk/');
      expect(await selected('May this card be played to this trick?')).toBe('true');
      expect(await quick().getByRole('heading', { level: 2 }).getAttribute('id')).toBe('may-this-card-be-played-to-this-trick');
      const opened = await measure(desk(), { tabs: '[role="tablist"]', answer: '.sdk-answer', trumps: '[aria-labelledby="sdk-card-trump-label"]', trick: '#sdk-card-trick', hand: '#sdk-card-hand' });
      console.log(`SENS desk, opened, ${screen.name}: ${figures(opened)}; page ${await pageHeight()} px`);
      expect(outOfView({ ...opened, parts: { tabs: opened.parts.tabs, answer: opened.parts.answer, trumps: opened.parts.trumps, trick: opened.parts.trick } })).toEqual([]);
      await choose(quick(), 'Trumps', 'Eichel');
      await quick().getByLabel('Cards already in the trick, from its leader (none when leading)').fill('KG');
      await quick().getByLabel("The player's hand").fill('UE 8E 7S AH');
      await choose(quick(), 'The card in question', 'Herz-Sau');
      expect(await verdict().getAttribute('data-answer')).toBe('not-lawful');
      expect(await verdict().textContent()).toContain('Not lawful: the Herz-Sau breaks 9.4');
      expect(await verdict().getByRole('link', { name: '9.4', exact: true }).getAttribute('href')).toBe('/sens/r/9.4');
      expect(await quick().locator('.sdk-answer').textContent()).toContain('This hand may play: Eichel-Unter, Eichel-Eight.');
      await clean();
      await page.evaluate(() => window.scrollTo(0, 0));
      const m = await measure(desk(), { tabs: '[role="tablist"]', verdict: '[data-answer]', trumps: '[aria-labelledby="sdk-card-trump-label"]', trick: '#sdk-card-trick', hand: '#sdk-card-hand', card: '[aria-labelledby="sdk-card-card-label"]' });
      console.log(`SENS desk, card answered, ${screen.name}: ${figures(m)}; page ${await pageHeight()} px`);
      expect(outOfView({ ...m, parts: { tabs: m.parts.tabs, verdict: m.parts.verdict } })).toEqual([]);

      await choose(quick(), 'The card in question', 'Eichel-Eight');
      expect(await verdict().getAttribute('data-answer')).toBe('lawful');
      expect(await verdict().getByRole('link', { name: '9.4', exact: true }).getAttribute('href')).toBe('/sens/r/9.4');

      await quick().getByLabel("The player's hand").fill('AG 8G UE');
      await choose(quick(), 'The card in question', 'Gras-Eight');
      expect(await verdict().getAttribute('data-answer')).toBe('lawful');
      expect(await verdict().getByRole('link', { name: '9.3', exact: true }).getAttribute('href')).toBe('/sens/r/9.3');
      await choose(quick(), 'The card in question', 'Eichel-Unter');
      expect(await verdict().getAttribute('data-answer')).toBe('not-lawful');
      expect(await verdict().textContent()).toContain('Not lawful: the Eichel-Unter breaks 9.3');
      expect(await verdict().getByRole('link', { name: '9.3', exact: true }).getAttribute('href')).toBe('/sens/r/9.3');
      await clean();
    });

    test('fields changed within one frame are all kept (the shell\'s answer to an earlier edit does not undo a later one)', async () => {
      await tap(desk().getByRole('tab', { name: 'Set up' }));
      const fields = [['#sdk-setup-trick', 'AS'], ['#sdk-setup-hand2', '8S 9S'], ['#sdk-setup-hand1', 'UH 7H']] as const;
      expect(await burst(fields)).toEqual(fields.map(([, v]) => v));
      await written(' trick=AS');
      expect(await notation().inputValue()).toContain('/UH,7H,');
    });

    test('a table from scratch: nonsense gets the engine\'s sentence, then a trump ruled lawful, a trump refused, undone', async () => {
      await tap(desk().getByRole('tab', { name: 'Set up' }));
      const form = desk().locator('form.sdk-form');
      await choose(form, 'Dealer (4.1)', 'Dia');
      await choose(form, 'Phase', 'Play (9)');
      await choose(form, 'Took the game', 'Ana');
      await choose(form, 'Trumps', 'Herz');
      await form.getByLabel('The trick on the table, from its leader').fill('AS');
      await form.getByLabel("Cem's hand").fill('8S 9S 9H KH OG AG AE TE');
      await form.getByLabel("Ben's hand").fill('UH 7H KE OE 7E 9E 8G TG AH');
      // Nine cards for Ben, who has played none: the table cannot be, in the engine's words for the form's line.
      const error = desk().locator('[data-position-error]');
      await written('/UH,7H,KE,OE,7E,9E,8G,TG,AH/');
      const wrong = sensPosition(await notation().inputValue());
      expect(wrong.ok).toBe(false);
      if (wrong.ok) return;
      expect(wrong.error).toContain('Ben 9');
      expect(await error.textContent()).toBe(`This table cannot be: ${wrong.error}`);
      expect(await blockingAxe(page, '.gd-desk')).toEqual([]);

      await form.getByLabel("Ben's hand").fill('UH 7H KE OE 7E 9E 8G TG');
      await written('/UH,7H,KE,OE,7E,9E,8G,TG/');
      await desk().locator('[data-position-ok]').waitFor();
      const position = await notation().inputValue();
      for (const field of [' dealer=Dia ', ' phase=play ', ' turn=Ben ']) expect(position).toContain(field);
      expect(position).toContain(' game=Ana,H');
      expect(position).toContain(' trick=AS');
      expect(sensPosition(position).ok).toBe(true);
      await clean();

      await tap(desk().getByRole('button', { name: 'Enter what happened' }));
      await rule('Ben play 7H');
      await step(1).waitFor();
      expect(await step(1).locator('code').textContent()).toBe('Ben play 7H');
      expect(await textWithMarks(step(1))).toContain('✓ lawful');
      expect(await step(1).getByRole('link', { name: '9.4', exact: true }).getAttribute('href')).toBe('/sens/r/9.4');
      console.log(`SENS desk after a ruling, ${screen.name}: page ${await pageHeight()} px`);

      await rule('Cem play 9H');
      await step(2).waitFor();
      expect(await step(2).locator('code').textContent()).toBe('Cem play 9H');
      expect(await textWithMarks(step(2))).toContain('✕ not lawful');
      expect(await step(2).locator('[data-summary]').textContent()).toContain('Schellen-Eight');
      expect(await step(2).getByRole('link', { name: '9.3', exact: true }).getAttribute('href')).toBe('/sens/r/9.3');
      await clean();

      await tap(desk().getByRole('button', { name: 'Undo', exact: true }));
      expect(await step(2).count()).toBe(0);
      expect(await step(1).locator('code').textContent()).toBe('Ben play 7H');
      expect(await desk().getByRole('tab', { name: /^What happened/ }).textContent()).toBe('What happened (1)');
    });

    test('the link reopens the same table in the form; a damaged one is refused and loses nothing; the sandbox', async () => {
      await tap(desk().getByRole('tab', { name: 'Set up' }));
      const position = await notation().inputValue();
      const { link, again, sandbox } = await reopen('sens');
      expect(await step(1, again).locator('code').textContent()).toBe('Ben play 7H');
      expect(await step(2, again).count()).toBe(0);
      await tap(desk(again).getByRole('tab', { name: 'Set up' }));
      expect(await notation(again).inputValue()).toBe(position);
      const form = desk(again).locator('form.sdk-form');
      expect(sorted(await form.getByLabel("Ben's hand").inputValue())).toBe(sorted('UH 7H KE OE 7E 9E 8G TG'));
      expect(sorted(await form.getByLabel("Cem's hand").inputValue())).toBe(sorted('8S 9S 9H KH OG AG AE TE'));
      expect((await form.getByLabel('The trick on the table, from its leader').inputValue()).trim()).toBe('AS');
      expect(await form.getByRole('group', { name: 'Trumps', exact: true }).getByRole('button', { name: 'Herz' }).getAttribute('aria-pressed')).toBe('true');
      await clean(again);
      if (!screen.touch) {
        const sandboxPage = await context.newPage();
        sandboxPage.on('pageerror', (e) => errors.push(e.message));
        await sandboxPage.goto(siteUrl(sandbox));
        await sandboxPage.getByText('Ben play 7H', { exact: false }).first().waitFor();
        expect(await sandboxPage.locator('.gs-play__error').count()).toBe(0);
        await sandboxPage.close();
      }
      await refusedDamaged(again, link, position, 'Ben play 7H');
      await again.close();
    });

    test('a typed position that makes no sense gets the engine\'s sentence and loses nothing', async () => {
      await tap(desk().getByRole('tab', { name: 'Set up' }));
      await desk().locator('[data-notation] summary').click();
      const position = await notation().inputValue();
      // The Schellen-Sau led by Ana written into Ben's hand as well: one card in two places (2.1).
      const typed = position.replace(/hands=([^/]+)\/([^/ ]+)/, 'hands=$1/$2,AS');
      expect(typed).not.toBe(position);
      const engine = sensPosition(typed);
      expect(engine.ok).toBe(false);
      if (engine.ok) return;
      await notation().fill(typed);
      await tap(desk().getByRole('button', { name: 'Use this position' }));
      expect(await desk().locator('[data-typed-error]').textContent()).toBe(`The engine cannot read this position: ${engine.error}`);
      expect(await desk().locator('[data-position-ok]').count()).toBe(1);
      expect(errors).toEqual([]);
    });
  });
});
