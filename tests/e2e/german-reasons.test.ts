/**
 * Issue 27: why a share link does not open, said in German on German pages,
 * at 375 x 812 (touch) and 1280 x 800, axe on each page.
 *
 * Worked out by hand (engine/core/reasons/de.ts):
 *   "the-game.1.zz" has three parts where a link has five: the play page
 *   says "Das geteilte Spiel in der Adresse lässt sich nicht öffnen (Link zum
 *   Teilen: beschädigt: Ein Link hat 5 durch „.“ getrennte Teile, dieser hat 3
 *   (abgeschnitten oder mit anderem Text zusammengeklebt?)); stattdessen wird
 *   neu gegeben." and deals the address's seed.
 *   A Gress link whose checksum does not fit its text, opened on the German
 *   rules page /de/gress/4-moves-and-throws/: the first example's sandbox
 *   says "Link zum Teilen: Prüfsumme falsch: Jemand hat den Link verändert
 *   oder sich vertippt" and shows no table.
 *   A Gress link of another version ("g2."): "Link zum Teilen: aus einer
 *   anderen Version (g2); diese Version liest Links mit g1 und gress.1".
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { encodeShareLink } from '../../engine/core/share-link';
import { siteUrl } from './browser';
import { SCREENS } from './one-screen';
import { browserPerFile, pageAtScreen } from './screen-page';
import { axeBlocking } from './tool-checks';

const POLL = { timeout: 40_000 };
const notices = (page: Page) => page.locator('.pv-root .pv-notice').allTextContents();

/** A Gress link with its checksum changed: it decodes as far as the checksum, which no longer fits. */
function tampered(): string {
  const [game, version, length, sum, payload] = encodeShareLink('gress', 'any text').split('.');
  return [game, version, length, sum === '1' ? '2' : '1', payload].join('.');
}

const chrome = browserPerFile();

describe.each(SCREENS)('$name $width x $height', (screen) => {
  const at = pageAtScreen(chrome, screen);

  test('a German play page says in German why a cut-off link does not open, and deals all the same', async () => {
    await at.page.goto(siteUrl('/de/the-game/play/?seed=31&seat=1#play=the-game.1.zz'));
    await expect.poll(() => notices(at.page), POLL).toHaveLength(2);
    expect(await notices(at.page)).toEqual([
      'Das geteilte Spiel in der Adresse lässt sich nicht öffnen (Link zum Teilen: beschädigt: Ein Link hat 5 durch „.“ getrennte Teile, dieser hat 3 (abgeschnitten oder mit anderem Text zusammengeklebt?)); stattdessen wird neu gegeben.',
      'Gegeben wird mit dem Rest der Adresse.',
    ]);
    await at.page.locator('.pv-root[data-ready="true"]').waitFor();
    expect(await axeBlocking(at.page)).toEqual([]);
    expect(at.errors).toEqual([]);
  });

  test('a German rules page says in German why an altered link does not open', async () => {
    await at.page.goto(siteUrl(`/de/gress/4-moves-and-throws/#play=${tampered()}`));
    const message = at.page.locator('.gs-play__error').first();
    await expect.poll(() => at.page.locator('.gs-play__error').count(), POLL).toBe(1);
    expect(await message.textContent()).toBe('Link zum Teilen: Prüfsumme falsch: Jemand hat den Link verändert oder sich vertippt');
    expect(await at.page.locator('html').getAttribute('lang')).toBe('de');
    expect(await axeBlocking(at.page)).toEqual([]);
    expect(at.errors).toEqual([]);
  });

  test("a Gress link of another version, on the German rules page", async () => {
    await at.page.goto(siteUrl('/de/gress/3-start/#play=g2.4.abc.QUJD'));
    await expect.poll(() => at.page.locator('.gs-play__error').count(), POLL).toBe(1);
    expect(await at.page.locator('.gs-play__error').textContent()).toBe('Link zum Teilen: aus einer anderen Version (g2); diese Version liest Links mit g1 und gress.1');
    expect(at.errors).toEqual([]);
  });

  test('the English pages still say it in English', async () => {
    await at.page.goto(siteUrl(`/gress/4-moves-and-throws/#play=${tampered()}`));
    await expect.poll(() => at.page.locator('.gs-play__error').count(), POLL).toBe(1);
    expect(await at.page.locator('.gs-play__error').textContent()).toBe('share link: checksum mismatch: the link was altered or mistyped');
  });
});
