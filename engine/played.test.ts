/**
 * Played games and their links for every game on the protocol
 * (engine/core/played.ts, engine/core/share-link.ts): bot games replay to the
 * same states, undo-and-act drops what followed, and the text of a game
 * survives its share link exactly.
 */
import { describe, expect, test } from 'vitest';
import { prng } from './core/prng';
import { answerFor, fromFrames, MAX_BOT_ANSWERS, playOn, replay, truncate } from './core/played';
import { decodeShareLink, encodeShareLink, formatPlayed, parsePlayed } from './core/share-link';
import { GAMES } from './games';

const NAMES = ['Ana', 'Ben', 'Cem', 'Dia', 'Eli', 'Fay'];
/** Four players where the game allows them, else as many as it needs. */
const playersOf = (game: (typeof GAMES)[number]) => NAMES.slice(0, Math.min(Math.max(4, game.seats.min), game.seats.max));

describe.each(GAMES.map((game) => ({ game, id: game.id })))('$id', ({ game }) => {
  /** A bot game from a seeded deal: `n` lawful actions chosen by the game's bot. */
  function botGame(seed: number, n: number) {
    const dealt = game.deal(playersOf(game), seed);
    if (!dealt.ok) throw new Error(dealt.error);
    const random = prng(seed);
    const actions = [];
    let state = dealt.value;
    for (let i = 0; i < n && !game.isOver(state); i++) {
      const action = game.botChoice(state, random);
      if (!action) break;
      actions.push(action);
      state = game.apply(state, action).state;
    }
    return { start: dealt.value, actions, end: state };
  }

  test('replay reaches the same state as applying the actions one by one, with a ruling per step', () => {
    for (const seed of [1, 2, 3]) {
      const g = botGame(seed, 40);
      const played = replay(game, g.start, g.actions);
      expect(played.frames).toHaveLength(g.actions.length + 1);
      expect(played.frames.at(-1)!.state).toEqual(g.end);
      expect(played.frames.slice(1).every((f) => f.ruling !== null && f.action === f.ruling.action)).toBe(true);
    }
  });

  test('acting after going back drops what followed; truncate keeps a prefix', () => {
    const g = botGame(4, 12);
    const played = replay(game, g.start, g.actions);
    const back = 5;
    const again = playOn(game, played, back, g.actions[back]);
    expect(again.actions).toHaveLength(back + 1);
    expect(again.frames.at(-1)!.state).toEqual(played.frames[back + 1].state);
    expect(truncate(played, 3).frames).toHaveLength(4);
  });

  test('fromFrames rebuilds an example from the notation of its steps', () => {
    const g = botGame(5, 8);
    const played = replay(game, g.start, g.actions);
    const rebuilt = fromFrames(game, played.frames, 6);
    if (!rebuilt.ok) throw new Error(rebuilt.error);
    expect(rebuilt.value.actions).toEqual(g.actions.slice(0, 6));
  });

  test('a game survives its share link: same start, same actions, same text', () => {
    for (const seed of [6, 7]) {
      const g = botGame(seed, 30);
      const text = formatPlayed(game, g);
      const decoded = decodeShareLink(encodeShareLink(game.id, text));
      if (!decoded.ok) throw new Error(decoded.error);
      expect(decoded.gameId).toBe(game.id);
      const back = parsePlayed(game, decoded.text);
      if (!back.ok) throw new Error(back.error);
      expect(back.value.actions).toEqual(g.actions);
      expect(formatPlayed(game, back.value)).toBe(text);
      // The position notation keeps what the rules need (Gress drops the old event texts): compare as written.
      const end = (start: unknown, actions: readonly unknown[]) => game.formatPosition(replay(game, start, actions as never).frames.at(-1)!.state);
      expect(end(back.value.start, back.value.actions)).toBe(end(g.start, g.actions));
    }
  });

  test('a bad line in a linked game names the line', () => {
    const g = botGame(8, 3);
    const text = `${formatPlayed(game, g)}\nnobody does anything`;
    const back = parsePlayed(game, text);
    expect(back.ok).toBe(false);
    if (!back.ok) expect(back.error).toMatch(new RegExp(`^line ${g.actions.length + 2}: `));
  });

  // Two-player games take turns, so a bot can answer for one seat (the sandbox offers it there; in Gress anyone may act at any moment).
  if (game.seats.max === 2)
  test('a bot answers for one seat: only that seat acts, and it stops when another seat (or nobody) is to act', () => {
    const dealt = game.deal(playersOf(game), 5);
    if (!dealt.ok) throw new Error(dealt.error);
    let played = replay(game, dealt.value, []);
    for (let round = 0; round < 6 && !game.isOver(played.frames.at(-1)!.state); round++) {
      const next = game.botChoice(played.frames.at(-1)!.state, prng(round));
      if (!next) break;
      const answered = answerFor(game, played, next.seat);
      const added = answered.actions.slice(played.actions.length);
      expect(added.length).toBeGreaterThan(0);
      expect(added.length).toBeLessThanOrEqual(MAX_BOT_ANSWERS);
      expect(added.every((a) => a.seat === next.seat)).toBe(true);
      const after = answered.frames.at(-1)!.state;
      if (added.length < MAX_BOT_ANSWERS && !game.isOver(after)) expect(game.botChoice(after, prng(round))?.seat).not.toBe(next.seat);
      expect(replay(game, answered.start, answered.actions).frames.at(-1)!.state).toEqual(after);
      played = answered;
    }
  });

  // Games of four fixed seats that take turns (SENS): the reader keeps one seat and bots play the other three.
  if (game.seats.min === 4 && game.seats.max === 4)
  test('bots answer for three seats: only they act, every action lawful, and they stop when the fourth seat is to act', () => {
    const dealt = game.deal(playersOf(game), 9);
    if (!dealt.ok) throw new Error(dealt.error);
    const bots = [1, 2, 3];
    let played = replay(game, dealt.value, []);
    for (let turn = 0; turn < 40 && !game.isOver(played.frames.at(-1)!.state); turn++) {
      const state = played.frames.at(-1)!.state;
      const next = game.botChoice(state, prng(turn));
      if (!next) break;
      // Seat 0 acts as a bot would for it; then the three bots answer.
      played = next.seat === 0 ? playOn(game, played, played.actions.length, next) : played;
      const answered = answerFor(game, played, bots);
      const added = answered.actions.slice(played.actions.length);
      expect(added.length).toBeLessThanOrEqual(MAX_BOT_ANSWERS);
      expect(added.every((a) => bots.includes(a.seat))).toBe(true);
      expect(answered.frames.slice(played.frames.length).every((f) => f.ruling?.lawful)).toBe(true);
      const after = answered.frames.at(-1)!.state;
      if (added.length < MAX_BOT_ANSWERS && !game.isOver(after)) expect(game.botChoice(after, prng(turn))?.seat).toBe(0);
      played = answered;
    }
  });
});
