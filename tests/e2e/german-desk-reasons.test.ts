/**
 * Issue 27: the shared desk (Gin Rummy, SENS, The Game) says why a typed
 * position does not read in the page's language, at 375 x 812 (touch) and
 * 1280 x 800, axe on the German page; the English desk unchanged.
 *
 * Worked out by hand from the desk's frame (src/components/desk/TablePanel.tsx)
 * and the position line's field fault (engine/core/notation-text.ts, German in
 * engine/core/reasons/de.ts): the line "nonsense" has no key=value in column 1.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { siteUrl } from './browser';
import { SCREENS } from './one-screen';
import { browserPerFile, pageAtScreen } from './screen-page';
import { axeBlocking } from './tool-checks';

const GERMAN = 'Die Engine kann diese Lage nicht lesen: Spalte 1: erwartet wird Schlüssel=Wert, da steht „nonsense“';
const SET_UP_DE = 'Aufbauen';
const ENGLISH = 'column 1: expected key=value, got "nonsense"';

const chrome = browserPerFile();

async function typePosition(page: Page, path: string, setUp: string, use: RegExp): Promise<string> {
  await page.goto(siteUrl(path));
  await page.locator('.gd-desk[data-ready="true"]').waitFor();
  await page.locator('.gd-desk').getByRole('tab', { name: setUp }).click();
  const details = page.locator('.gd-desk details[data-notation]');
  await details.locator('summary').click();
  await details.locator('textarea').fill('nonsense');
  await details.getByRole('button', { name: use }).click();
  const error = page.locator('[data-typed-error]');
  await error.waitFor({ timeout: 40_000 });
  return (await error.textContent()) ?? '';
}

describe.each(SCREENS)('$name $width x $height', (screen) => {
  const at = pageAtScreen(chrome, screen);

  test.each(['gin-rummy', 'sens', 'the-game'])('the German %s desk says in German why a typed position does not read', async (game) => {
    expect(await typePosition(at.page, `/de/${game}/desk/`, SET_UP_DE, /^Diese Lage übernehmen$/)).toBe(GERMAN);
    expect(await axeBlocking(at.page)).toEqual([]);
  });

  test('the English desk still says it in English', async () => {
    expect(await typePosition(at.page, '/gin-rummy/desk/', 'Set up', /^Use this position$/)).toContain(ENGLISH);
  });
});
