/**
 * Issue 27: the worked examples on the German rules pages speak German. On a
 * phone (375 x 812, touch) and a desktop (1280 x 800), one example of each
 * game: its poster and step bar in German, the step's text from the German
 * overlay (content/de/<game>/scenarios/), the ruling in the game's German
 * words, the classification by the rulebook's term; then "Ab hier spielen":
 * play mode counts and rules in German. axe on the page, stepping and
 * playing. The rulings expected are worked out by hand from each game's
 * German catalogue (engine/<game>/messages/de*.ts) and the example's
 * position, the step texts are the overlays' own sentences.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { SCREENS } from './one-screen';
import { axeBlocking } from './tool-checks';
import { textWithMarks } from './marks';

const POLL = { timeout: 20_000 };

interface GermanExample {
  readonly page: string;
  readonly id: string;
  /** Steps of the example: the poster's "Schritt für Schritt (N Schritte)". */
  readonly steps: number;
  /** The step looked at. */
  readonly step: number;
  /** The overlay's text for that step. */
  readonly says: string;
  /** Parts of the German ruling, from the catalogue. */
  readonly ruling: readonly string[];
  /** The classification's German word and the verdict. */
  readonly status: readonly [string, string];
  /** The action described in German (the step list's label), when checked. */
  readonly label?: string;
}

const EXAMPLES: readonly GermanExample[] = [
  {
    // lay.own with describe.lay (engine/the-game/messages/de.ts): Ben's ascending pile is empty, its row card 1 on top.
    page: '/de/the-game/3-own-piles/',
    id: '3.1-higher-every-time',
    steps: 5,
    step: 1,
    says: 'Die 5 liegt über der Reihenkarte 1.',
    ruling: ['Ben legt die 5 auf Bens aufsteigenden Stapel (oben lag die 1).'],
    status: ['Ablegen', '✓ regelgerecht'],
    label: 'Ben legt die 5 auf Bens aufsteigenden Stapel',
  },
  {
    // play.move, reason.jack, effect.jack (engine/gress/messages/de-play.ts): J♣ on 8♥, the Jack in the accusative.
    page: '/de/gress/7-jacks/',
    id: '7.1-jack-on-anything',
    steps: 2,
    step: 1,
    says: 'J♣ passt weder im Wert noch in der Farbe zu 8♥, doch ein Bube darf auf alles außer einen Buben gespielt werden: ein Zug. Ben ist am Zug, und Ana darf eine Wunschfarbe nennen.',
    ruling: [
      'Ana spielt Kreuz-Buben auf Herz-Acht: ein Zug (ein Bube passt auf alles außer auf einen Buben). Würfe sind erlaubt. Ein Bube: Bis jemand zieht oder wirft, kann Ana eine Wunschfarbe nennen. Ben ist am Zug.',
    ],
    status: ['Zug', '✓ regelgerecht'],
  },
  {
    // layout's verdict and totals (engine/gin-rummy/messages/de-knock.ts): Ben undercuts Ana's 7 with 4, 3 + 10 bonus; Ana deals next.
    page: '/de/gin-rummy/10-the-opponent-wins/',
    id: '10-the-undercut',
    steps: 2,
    step: 2,
    says: '20 - 6 - 10 = 4 gegen 7: Ben steht drei Punkte besser da und schreibt 3 + 10 Prämie = 13.',
    ruling: ['Ben schreibt 13 (Unterbieten: die Differenz + 10 Prämie).', 'Stand: Ana 0, Ben 13. Als Nächstes teilt Ana.'],
    // The classification "regelgerecht" would only repeat the verdict: not shown (StepBar.tsx shownClassification).
    status: ['', '✓ regelgerecht'],
  },
  {
    // play.foul (a card given, not led) then play.next (engine/sens/messages/de-play.ts): Cem breaks the trump duty of 9.2; Dia follows.
    page: '/de/sens/1-general/',
    id: '1.3-a-wrong-card-taken-back',
    steps: 6,
    step: 3,
    says: 'Trumpf ist ausgespielt, und Cem hält den Herz-Neuner und den Herz-Zehner: Er muss Trumpf legen. Mit der Gras-Sieben verletzt er diese Pflicht; sie liegt als falsche Karte auf dem Tisch.',
    ruling: ['verstößt damit gegen die Pflicht aus 9.2', 'Die Karte bleibt als Falschspiel liegen: Cem darf sie sofort zurücknehmen', 'Dia ist dran.'],
    status: ['Falschspiel', '✕ regelwidrig'],
  },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The step bar's classification and verdict. */
const status = async (section: Locator) => {
  const kind = section.locator('.gs-stepbar__status .gs-class');
  return [(await kind.count()) ? await text(kind) : '', await text(section.locator('.gs-stepbar__status .gs-verdict'))];
};

const text = async (locator: Locator) => (await textWithMarks(locator)).replace(/\s+/g, ' ').trim();

describe.each(SCREENS)('at $width x $height ($name)', (screen) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: screen.width, height: screen.height }, hasTouch: screen.touch, isMobile: screen.touch });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  test.each(EXAMPLES)('$page: stepping through $id and playing from it, in German', async (example) => {
    const fetched: string[] = [];
    const listen = (r: { url(): string }) => void (r.url().includes('/examples/') && fetched.push(new URL(r.url()).pathname));
    page.on('request', listen);
    await page.goto(siteUrl(example.page));
    const anchor = `scenario-${example.id.replace(/\./g, '-')}`;
    const game = example.page.split('/')[2];
    const section = page.locator(`#${anchor}`);
    // The caption and poster before waking: German words, the German frames file.
    expect(await text(section.locator('.scenario-caption span'))).toMatch(/^Zeigt die Regeln \d/);
    const frames = `/de/${game}/examples/${example.id}.json`;
    expect(await section.locator('[data-frames]').getAttribute('data-frames')).toBe(frames);
    const preload = JSON.parse((await page.locator('#gs-preload').textContent()) ?? '{}') as { frames: Record<string, string> };
    expect(preload.frames[anchor]).toBe(frames);

    await section.getByRole('button', { name: `Schritt für Schritt (${example.steps} Schritte)` }).click();
    await expect.poll(() => text(section.locator('.gs-counter')), POLL).toBe(`Schritt 1 von ${example.steps}`);
    expect(fetched).toContain(frames);
    expect(fetched.filter((p) => p.endsWith('.json') && !p.startsWith('/de/'))).toEqual([]);
    for (let s = 1; s < example.step; s++) await section.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect.poll(() => text(section.locator('.gs-counter')), POLL).toBe(`Schritt ${example.step} von ${example.steps}`);
    for (const name of ['Anfang', 'Zurück', 'Weiter', 'Ende', 'Ab hier spielen']) expect(await section.getByRole('button', { name, exact: true }).count(), name).toBe(1);

    const ruling = section.getByRole('group', { name: 'Was gerade passiert ist' });
    expect(await text(ruling.locator('.gs-ruling__says'))).toBe(example.says);
    const summary = await text(ruling.locator('.gs-ruling__summary'));
    for (const part of example.ruling) expect(summary).toContain(part);
    expect(await status(section)).toEqual(example.status);
    if (example.label) expect(await text(section.locator('.gs-step__label').nth(example.step - 1))).toBe(example.label);
    expect(await axeBlocking(page), 'stepping').toEqual([]);

    // Play from here: the engine rules again, in German.
    await section.getByRole('button', { name: 'Ab hier spielen', exact: true }).click();
    const count = example.step === 1 ? 'Gespielt: 1 Aktion' : `Gespielt: ${example.step} Aktionen`;
    await expect.poll(() => text(section.locator('.gs-counter')), POLL).toBe(count);
    const played = await text(section.getByRole('group', { name: 'Was gerade passiert ist' }).locator('.gs-ruling__summary'));
    for (const part of example.ruling) expect(played).toContain(part);
    expect(await status(section)).toEqual(example.status);
    for (const name of ['Zurück zum Beispiel', 'Link kopieren', 'Rückgängig']) expect(await section.getByRole('button', { name, exact: true }).count(), name).toBe(1);
    if (example.label) expect(await text(section.locator('.gs-step__label').nth(example.step - 1))).toBe(example.label);
    expect(await axeBlocking(page), 'playing').toEqual([]);
    page.off('request', listen);
  });
});
