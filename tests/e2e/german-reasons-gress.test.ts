/**
 * Issue 27: why a Gress game text does not read, said in German on a German
 * rules page (the notation's faults are messages, engine/gress/messages/
 * notation*.ts), at 375 x 812 (touch) and 1280 x 800, axe on the page; the
 * English page unchanged.
 *
 * Worked out by hand (notation-de.ts inside engine/core/reasons/de.ts's frame):
 * a link whose game is a good position line and then "Ana jump" stops at line
 * 2, column 5, where "jump" stands instead of an action: "Link zum Teilen: das
 * Spiel darin lässt sich nicht lesen: Zeile 2, Spalte 5: erwartet wird eine
 * Aktion (<the verbs as written>), da steht „jump“ in „Ana jump“".
 * On the German desk, a position typed as "players=Ana,Ben,Cem" ends before
 * its second required field: "Die Stellung lässt sich nicht lesen: Spalte 20:
 * erwartet wird das Pflichtfeld „dealer=“" (the line is 19 characters long).
 */
import { describe, expect, test } from 'vitest';
import { encodeShareLink } from '../../engine/core/share-link';
import { siteUrl } from './browser';
import { SCREENS } from './one-screen';
import { browserPerFile, pageAtScreen } from './screen-page';
import { axeBlocking } from './tool-checks';

const POLL = { timeout: 40_000 };
const POSITION = 'players=Ana,Ben,Cem dealer=Cem phase=running hands=7C,8C/9C/TC markes=-/-/- pile=QS@Cem:o1 turn=Ana dir=cw throws=yes next=2';
const LINK = encodeShareLink('gress', `${POSITION}\nAna jump`);
const VERBS = 'shuffle, deal hands, deal markes, build draw pile, ready, peek, open, play, draw, halt, reshuffle, give, swap, accept swap, complete swap, wish, call, take marke, complain, lay down, withdraw';

const chrome = browserPerFile();

describe.each(SCREENS)('$name $width x $height', (screen) => {
  const at = pageAtScreen(chrome, screen);

  test('a German rules page says in German where the linked game stops reading and why', async () => {
    await at.page.goto(siteUrl(`/de/gress/4-moves-and-throws/#play=${LINK}`));
    await expect.poll(() => at.page.locator('.gs-play__error').count(), POLL).toBe(1);
    expect(await at.page.locator('.gs-play__error').textContent()).toBe(
      `Link zum Teilen: das Spiel darin lässt sich nicht lesen: Zeile 2, Spalte 5: erwartet wird eine Aktion (${VERBS}), da steht „jump“ in „Ana jump“`,
    );
    expect(await axeBlocking(at.page)).toEqual([]);
    expect(at.errors).toEqual([]);
  });

  test('the German desk says in German why a typed position does not read', async () => {
    await at.page.goto(siteUrl('/de/gress/desk/'));
    const desk = at.page.locator('.gd-desk');
    await at.page.locator('.gd-desk[data-ready="true"]').waitFor();
    await desk.getByRole('tab', { name: 'Aufbauen' }).click();
    await desk.getByText('Die Stellung in der Notation (für Fachleute)').click();
    await desk.locator('.gd-details textarea').fill('players=Ana,Ben,Cem');
    await desk.getByRole('button', { name: 'Diese Stellung übernehmen' }).click();
    expect(await desk.locator('.gd-error[role="alert"]').textContent()).toBe('Die Stellung lässt sich nicht lesen: Spalte 20: erwartet wird das Pflichtfeld „dealer=“');
    expect(await axeBlocking(at.page)).toEqual([]);
    expect(at.errors).toEqual([]);
  });

  test('the English page says it as it always did', async () => {
    await at.page.goto(siteUrl(`/gress/4-moves-and-throws/#play=${LINK}`));
    await expect.poll(() => at.page.locator('.gs-play__error').count(), POLL).toBe(1);
    expect(await at.page.locator('.gs-play__error').textContent()).toBe(
      `share link: the game in it does not read: line 2, column 5: expected an action (${VERBS}), got "jump" in "Ana jump"`,
    );
  });
});
