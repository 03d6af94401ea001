/**
 * The hand-over of a finished game to the score sheet. Expected sheets are
 * worked out from section 11: 11.6 has the scribe's left neighbour deal game
 * 1 and each next dealer be the left neighbour of the last; 11.8 writes the
 * winner's 0 and running totals.
 */
import { describe, expect, test } from 'vitest';
import { addGame, createSheet } from '../../../../engine/gress/rules/11-sheets';
import { newSession } from './view-model';
import { MAX_PENDING_CHARS, pendingFromGame, readPending, receivePending, serialisePending } from './pending-game';

const players = ['You', 'Ana', 'Ben', 'Cem'];
/** Cem (seat 3) dealt; Ana went out; You 5, Ben 2, Cem 9 points. */
const finished = { players, dealer: 3, penalties: [5, 0, 2, 9], winner: 1 };
const raw = () => {
  const r = pendingFromGame(finished, 'against bots (seed 7)');
  if (!r.ok) throw new Error(r.error);
  return serialisePending(r.pending);
};

describe('a game handed to the score sheet', () => {
  test('a game not yet counted cannot be handed over', () => {
    expect(pendingFromGame({ ...finished, penalties: null }, 'x').ok).toBe(false);
  });

  test('no sheet yet: one is started so that the game\'s dealer dealt game 1, and the game is entered', () => {
    // Cem dealt, so the scribe is Cem's right neighbour, Ben (11.6: the scribe's left neighbour deals first).
    // Game 2 is dealt by Cem's left neighbour, You (seat 0).
    const r = receivePending({ kind: 'empty' }, raw());
    expect(r.clear).toBe(true);
    expect(r.loaded.kind).toBe('ok');
    if (r.loaded.kind !== 'ok') return;
    const sheet = r.loaded.session.sheet;
    expect(sheet.players).toEqual(players);
    expect(sheet.players[sheet.scribe]).toBe('Ben');
    expect(sheet.entries).toEqual([{ kind: 'game', points: [5, 0, 2, 9], winner: 1 }]);
    expect(r.said).toBe('The game played against bots (seed 7) is entered as game 1. You deals game 2 (11.6).');
  });

  test('a sheet for the same seats: the game is added, and a dealer other than the expected one is noted', () => {
    // Ana writes, so Ben deals game 1 (11.6); the handed-over game was dealt by Cem.
    const started = createSheet({ players, scribe: 'Ana' });
    if (!started.ok) throw new Error('setup');
    const r = receivePending({ kind: 'ok', session: newSession(started.value) }, raw());
    expect(r.loaded.kind === 'ok' && r.loaded.session.sheet.entries).toHaveLength(1);
    expect(r.said).toBe('The game played against bots (seed 7) is entered as game 1. It was dealt by Cem, though the sheet had Ben to deal it (11.6). Cem deals game 2 (11.6).');
  });

  test('a sheet for other players: the game waits and nothing changes', () => {
    const started = createSheet({ players: ['Ana', 'Ben', 'Cem'], scribe: 'Ana' });
    if (!started.ok) throw new Error('setup');
    const loaded = { kind: 'ok' as const, session: newSession(started.value) };
    const r = receivePending(loaded, raw());
    expect(r.clear).toBe(false);
    expect(r.loaded).toBe(loaded);
    expect(r.waiting).toContain('are not this sheet\'s');
  });

  test('an ended sheet: the game waits with the sheet\'s own reason', () => {
    // 4 players: 12 games (11.2); Ana wins every game, so the sheet ends after 12 with her alone lowest.
    const started = createSheet({ players, scribe: 'Cem' });
    if (!started.ok) throw new Error('setup');
    let sheet = started.value;
    for (let g = 0; g < 12; g++) {
      const next = addGame(sheet, { points: { You: 3, Ana: 0, Ben: 4, Cem: 5 } });
      if (!next.ok) throw new Error('setup');
      sheet = next.value;
    }
    const r = receivePending({ kind: 'ok', session: newSession(sheet) }, raw());
    expect(r.clear).toBe(false);
    expect(r.waiting).toContain('The sheet ended after game 12');
  });

  test('damaged saved sheet: the game waits', () => {
    expect(receivePending({ kind: 'corrupt', message: 'x' }, raw()).waiting).toContain('damaged');
  });

  test.each([
    ['not JSON', '{', 'not valid JSON'],
    ['another format', JSON.stringify({ version: 2 }), 'format 2'],
    ['two players', JSON.stringify({ version: 1, players: ['A', 'B'], dealer: 0, points: [0, 1], noWinner: false }), 'players'],
    ['points missing', JSON.stringify({ version: 1, players: ['A', 'B', 'C'], dealer: 0, points: [0, 1], noWinner: false }), 'points'],
    ['negative points', JSON.stringify({ version: 1, players: ['A', 'B', 'C'], dealer: 0, points: [0, 1, -2], noWinner: false }), 'points'],
    ['a dealer off the table', JSON.stringify({ version: 1, players: ['A', 'B', 'C'], dealer: 3, points: [0, 1, 2], noWinner: false }), 'dealer'],
    ['too long', 'x'.repeat(MAX_PENDING_CHARS + 1), 'characters long'],
  ])('%s is reported and dropped', (_, text, words) => {
    const read = readPending(text);
    expect(read.kind).toBe('bad');
    if (read.kind === 'bad') expect(read.message).toContain(words);
    const r = receivePending({ kind: 'empty' }, text);
    expect(r.clear).toBe(true);
    expect(r.loaded).toEqual({ kind: 'empty' });
  });

  test('nothing stored: nothing happens', () => {
    expect(receivePending({ kind: 'empty' }, null)).toEqual({ loaded: { kind: 'empty' }, clear: false, said: null, waiting: null });
  });
});
