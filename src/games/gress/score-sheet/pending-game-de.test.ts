/**
 * The hand-over of a finished game to the German score sheet (issue 27): the
 * same cases as pending-game.test.ts, said in German. 11.6: the scribe's left
 * neighbour deals game 1, each next dealer is the left neighbour of the last.
 */
import { describe, expect, test } from 'vitest';
import { createSheet } from '../../../../engine/gress/rules/11-sheets';
import { newSession } from './view-model';
import { pendingFromGame, readPending, receivePending, serialisePending } from './pending-game';

const players = ['You', 'Ana', 'Ben', 'Cem'];
/** Cem (seat 3) dealt; Ana went out. */
const finished = { players, dealer: 3, penalties: [5, 0, 2, 9], winner: 1 };
const raw = () => {
  const r = pendingFromGame(finished, 'gegen Bots (Startwert 7)');
  if (!r.ok) throw new Error(r.error);
  return serialisePending(r.pending);
};

describe('a game handed to the German score sheet', () => {
  test('no sheet yet: started with Ben as scribe so that Cem dealt game 1; You deals game 2', () => {
    const r = receivePending({ kind: 'empty' }, raw(), 'de');
    expect(r.said).toBe('Das Spiel gegen Bots (Startwert 7) ist als Spiel 1 eingetragen. You gibt Spiel 2 (11.6).');
  });

  test('Ana writes, so Ben should have dealt game 1: the sheet notes that Cem dealt it', () => {
    const started = createSheet({ players, scribe: 'Ana' });
    if (!started.ok) throw new Error('setup');
    const r = receivePending({ kind: 'ok', session: newSession(started.value) }, raw(), 'de');
    expect(r.said).toBe('Das Spiel gegen Bots (Startwert 7) ist als Spiel 1 eingetragen. Gegeben hat Cem, laut Zettel wäre Ben dran gewesen (11.6). Cem gibt Spiel 2 (11.6).');
  });

  test('a sheet for other players: the game waits, saying why in German', () => {
    const started = createSheet({ players: ['Ana', 'Ben', 'Cem'], scribe: 'Ana' });
    if (!started.ok) throw new Error('setup');
    const r = receivePending({ kind: 'ok', session: newSession(started.value) }, raw(), 'de');
    expect(r.clear).toBe(false);
    expect(r.waiting).toBe(
      'Ein Spiel gegen Bots (Startwert 7) wartet darauf, eingetragen zu werden: Seine Spieler (You, Ana, Ben, Cem) sind nicht die dieses Zettels (Ana, Ben, Cem). Beginne einen neuen Zettel oder verwirf das Spiel.',
    );
  });

  test('damaged storage is refused in German', () => {
    expect(readPending('{', 'de')).toEqual({ kind: 'bad', message: 'Ein Spiel, das eine andere Seite übergeben hat, lässt sich nicht lesen: Es ist kein gültiges JSON.' });
    expect(receivePending({ kind: 'corrupt', message: 'x' }, raw(), 'de').waiting).toBe(
      'Ein Spiel gegen Bots (Startwert 7) wartet darauf, eingetragen zu werden: Der gespeicherte Zettel ist beschädigt; setze ihn zuerst zurück.',
    );
  });
});
