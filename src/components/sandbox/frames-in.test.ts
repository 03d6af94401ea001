/**
 * A played game's words on a page in another language, on a made-up game (no
 * real game may be imported here): three seats tap in turn; the game records
 * "Ben taps" in English and has a catalogue that says "Ben tippt" in German.
 */
import { describe, expect, test } from 'vitest';
import type { Game } from '../../../engine/core/game';
import { replay } from '../../../engine/core/played';
import { rulingOf } from '../../../engine/core/ruling';
import { framesIn, playedIn } from './frames-in';

interface Tap {
  readonly players: readonly string[];
  readonly turn: number;
}
type TapAction = { readonly seat: number; readonly type: 'tap' };

const base = {
  id: 'tap',
  title: 'Tap',
  playersOf: (s: Tap) => s.players,
  isOver: () => false,
  apply: (s: Tap, a: TapAction) => ({ state: { ...s, turn: (s.turn + 1) % 3 }, ruling: rulingOf(`${s.players[a.seat]} tap`, { classification: 'tap', lawful: true, citations: ['1'], summary: 'Tapped.' }) }),
  describeAction: (a: TapAction, players: readonly string[]) => `${players[a.seat]} taps`,
};
const withCatalogue = {
  ...base,
  describeMessage: (a: TapAction, players: readonly string[]) => ({ id: 'tap', params: { who: players[a.seat] } }),
  say: (m: { params: { who: string } }, locale: string) => (locale === 'de' ? `${m.params.who} tippt` : `${m.params.who} taps`),
} as unknown as Game<Tap, TapAction, string>;
const english = base as unknown as Game<Tap, TapAction, string>;
const tap = (seat: number): TapAction => ({ seat, type: 'tap' });
const played = (game: Game<Tap, TapAction, string>) => replay(game, { players: ['Ana', 'Ben', 'Cem'], turn: 0 }, [tap(0), tap(1), tap(2)]);

describe("a played game's words in the page's language", () => {
  test('German: every action said again through the catalogue; the start and the rulings untouched', () => {
    const p = played(withCatalogue);
    const frames = framesIn(p, withCatalogue, 'de')!;
    expect(frames.map((f) => f.label)).toEqual([p.frames[0].label, 'Ana tippt', 'Ben tippt', 'Cem tippt']);
    expect(frames.map((f) => f.ruling)).toEqual(p.frames.map((f) => f.ruling));
    expect(playedIn(p, withCatalogue, 'de')?.frames[2].label).toBe('Ben tippt');
  });

  test('English, or a game without a catalogue: the recorded frames themselves', () => {
    const p = played(withCatalogue);
    expect(framesIn(p, withCatalogue, 'en')).toBe(p.frames);
    expect(playedIn(p, withCatalogue, 'en')).toBe(p);
    const q = played(english);
    expect(playedIn(q, english, 'de')).toBe(q);
    expect(q.frames[1].label).toBe('Ana taps');
    expect(framesIn(null, english, 'de')).toBeNull();
  });
});
