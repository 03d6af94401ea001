/**
 * The bots' answers on a made-up game (no real game may be imported here):
 * three seats take turns tapping a counter; the game is over at 9 taps. Its
 * bot taps for whoever is to move, or does nothing at level "asleep".
 */
import { describe, expect, test } from 'vitest';
import type { Game } from '../../../engine/core/game';
import { replay } from '../../../engine/core/played';
import { rulingOf } from '../../../engine/core/ruling';
import { answerBots, beforeReadersLast, botMove, changedNothing } from './bot-answers';

interface Tap {
  readonly players: readonly string[];
  readonly turn: number;
  readonly taps: number;
}
type TapAction = { readonly seat: number; readonly type: 'tap' };

const LIMIT = 9;
const tapGame = {
  id: 'tap',
  title: 'Tap',
  playersOf: (s: Tap) => s.players,
  isOver: (s: Tap) => s.taps >= LIMIT,
  apply: (s: Tap, a: TapAction) =>
    a.seat !== s.turn
      ? { state: s, ruling: rulingOf(`${s.players[a.seat]} tap`, { classification: 'refused', lawful: false, citations: ['1'], summary: 'Not your turn.' }) }
      : { state: { ...s, turn: (s.turn + 1) % 3, taps: s.taps + 1 }, ruling: rulingOf(`${s.players[a.seat]} tap`, { classification: 'tap', lawful: true, citations: ['1'], summary: 'Tapped.' }) },
  botChoice: (s: Tap, _random: () => number, level?: string) => (s.taps >= LIMIT || level === 'asleep' ? null : { seat: s.turn, type: 'tap' as const }),
} as unknown as Game<Tap, TapAction, string>;

const start = (turn = 0, taps = 0) => replay(tapGame, { players: ['Ana', 'Ben', 'Cem'], turn, taps }, []);
const last = (p: { frames: readonly { state: Tap }[] }) => p.frames[p.frames.length - 1].state;

describe("the bots' answers", () => {
  test('the bots play every seat but the reader’s, then stop where the game waits for the reader', () => {
    // Ana (the reader) is to move: nothing to answer.
    expect(answerBots(tapGame, start(0), { reader: 0 }).actions).toHaveLength(0);
    // Ben is to move: Ben and Cem tap, then it is Ana's turn again.
    const answered = answerBots(tapGame, start(1), { reader: 0 });
    expect(answered.actions.map((a) => a.seat)).toEqual([1, 2]);
    expect(last(answered).turn).toBe(0);
  });

  test('they stop where told (the end of a hand), and at the end of the game', () => {
    const stopped = answerBots(tapGame, start(1), { reader: 0, stop: (s) => s.taps === 1 });
    expect(stopped.actions.map((a) => a.seat)).toEqual([1]);
    // Seven taps done, Ben to move, the reader Ana: Ben and Cem tap (8, 9) and the game is over at 9.
    const end = answerBots(tapGame, start(1, 7), { reader: 0 });
    expect(end.actions).toHaveLength(2);
    expect(tapGame.isOver(last(end))).toBe(true);
  });

  test('the level goes to the bot', () => {
    expect(answerBots(tapGame, start(1), { reader: 0, level: 'asleep' }).actions).toHaveLength(0);
  });

  test("one bot move across a stop (a bot dealer's deal), none for the reader's seat", () => {
    expect(botMove(tapGame, start(1), 0)?.actions.map((a) => a.seat)).toEqual([1]);
    expect(botMove(tapGame, start(0), 0)).toBeNull();
  });

  test("taking back goes to just before the reader's last action, with the bots' answers", () => {
    // Ana, Ben, Cem, Ana, Ben tap: taking back Ana's second tap (and Ben's answer) leaves the first three.
    const played = replay(tapGame, { players: ['Ana', 'Ben', 'Cem'], turn: 0, taps: 0 }, [0, 1, 2, 0, 1].map((seat) => ({ seat, type: 'tap' as const })));
    expect(beforeReadersLast(played, 0)?.actions).toHaveLength(3);
    expect(beforeReadersLast(start(1), 0)).toBeNull();
  });

  test('a refused try changes nothing; an accepted one does', () => {
    const s: Tap = { players: ['Ana', 'Ben', 'Cem'], turn: 0, taps: 0 };
    expect(changedNothing(s, tapGame.apply(s, { seat: 1, type: 'tap' }).state)).toBe(true);
    expect(changedNothing(s, { ...s })).toBe(true);
    expect(changedNothing(s, tapGame.apply(s, { seat: 0, type: 'tap' }).state)).toBe(false);
  });
});
