/**
 * SENS's link preview data, worked out by hand from the fixture `trickOne`
 * (test-fixtures.ts): Ben deals, so Cleo is Vorhand (9.1); Cleo took the game
 * with Herz in round 1; she led the Eichel-Sau and Dan followed with the
 * Eichel-Ober; Ana is to play. The Sau is the highest plain card (2.2), so it
 * wins the trick so far (9.5).
 */
import { describe, expect, test } from 'vitest';
import { sensPreview } from './preview';
import { trickOne } from './test-fixtures';

const E = { word: 'Eichel', ink: '#5b3712', paper: '#f4ead8' };
const G = { word: 'Gras', ink: '#1b6321', paper: '#e4f2df' };
const H = { word: 'Herz', ink: '#b0102a', paper: '#fbe4e7' };
const S = { word: 'Schelle', ink: '#8a4400', paper: '#fcefcf' };

describe('sensPreview', () => {
  const preview = sensPreview(trickOne);

  test("Ana's hand as the table shows it: trumps first, then each suit from its highest (2.2: Ten above Unter)", () => {
    // 9E TE UE AG 7G 8H 7S 8S with Herz trumps.
    expect(preview.seats[0].cards).toEqual([
      { rank: '8', ...H },
      { rank: '10', ...E },
      { rank: 'U', ...E },
      { rank: '9', ...E },
      { rank: 'S', ...G },
      { rank: '7', ...G },
      { rank: '8', ...S },
      { rank: '7', ...S },
    ]);
  });

  test('badges: the player to act first; the dealer; Vorhand who took the game', () => {
    expect(preview.seats.map((s) => [s.name, s.acting, s.badges])).toEqual([
      ['Ana', true, ['to act']],
      ['Ben', false, ['dealer']],
      ['Cleo', false, ['Vorhand', 'took the game']],
      ['Dan', false, []],
    ]);
  });

  test('the trick in the order played, each card with its player, the winning one marked, and the trumps', () => {
    expect(preview.piles).toEqual([
      { label: 'Trick 1', cards: [{ rank: 'S', ...E, caption: 'Cleo', strong: true }, { rank: 'O', ...E, caption: 'Dan' }], faceDown: 0, note: 'Trumps: Herz' },
    ]);
  });

  test('the status: whose turn, then the trumps and who took the game', () => {
    expect(preview.status).toEqual(['Trick 1: Ana to play; Cleo led.', 'Trumps: Herz (Cleo, round 1)']);
  });
});
