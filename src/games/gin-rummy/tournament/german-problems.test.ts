/**
 * The tournament tool's refusals on a German page (issue 27): a saved tournament that cannot be
 * read, and the pairing engine's reasons (engine/gin-rummy/tournament.ts, tournament.* messages),
 * in German, worked out by hand; the English words stay as the page always wrote them.
 */
import { describe, expect, test } from 'vitest';
import { say } from '../../../../engine/gin-rummy/messages';
import { checkMatchResult, pairSwiss } from '../../../../engine/gin-rummy/tournament';
import { loadTournament } from './model';

const saved = (tournament: unknown) => JSON.stringify({ version: 1, tournament });
const six = ['Ana', 'Ben', 'Cem', 'Dia', 'Eli', 'Fay'];

describe('a German tournament page says why a saved tournament cannot be read', () => {
  test('not JSON, not a tournament, another format, a field too many', () => {
    expect(loadTournament('[', 'de')).toEqual({ kind: 'corrupt', message: 'Das gespeicherte Turnier lässt sich nicht lesen: das ist kein gültiges JSON.' });
    expect(loadTournament('[]', 'de')).toEqual({ kind: 'corrupt', message: 'Das gespeicherte Turnier lässt sich nicht lesen: das ist kein gespeichertes Turnier.' });
    expect(loadTournament(JSON.stringify({ version: 2, tournament: {} }), 'de')).toEqual({
      kind: 'corrupt', message: 'Das gespeicherte Turnier lässt sich nicht lesen: gespeichert ist es im Format 2, diese Seite liest aber Format 1.',
    });
    expect(loadTournament(saved({ names: six, system: 'swiss', seed: 1, results: [], x: 1 }), 'de')).toEqual({
      kind: 'corrupt', message: 'Das gespeicherte Turnier lässt sich nicht lesen: darin steht ein unbekanntes Feld „x“.',
    });
  });

  test("the engine's reason, passed on: six entrants play three pairs a round", () => {
    const record = saved({ names: six, system: 'swiss', seed: 1, results: [[]] });
    expect(loadTournament(record, 'de')).toEqual({
      kind: 'corrupt', message: 'Das gespeicherte Turnier lässt sich nicht lesen: Runde 1: hierher gehören 3 Ergebnisse, eins je Paarung.',
    });
    expect(loadTournament(record)).toEqual({ kind: 'corrupt', message: 'The saved tournament cannot be read: round 1: expected 3 results, one per pair.' });
    expect(loadTournament(saved({ names: six, system: 'knockout', seed: 1, results: [] }), 'de')).toEqual({
      kind: 'corrupt', message: 'Das gespeicherte Turnier lässt sich nicht lesen: als System gibt es nur „swiss“ oder „round-robin“.',
    });
  });
});

describe("the pairing engine's refusals as messages", () => {
  test('a winner with margin 0: where it is, and why, in both languages', () => {
    const r = checkMatchResult({ a: 0, b: 1, winner: 0, margin: 0 }, { round: 2, result: 1 });
    if (r.ok) throw new Error('a winner with margin 0 was accepted');
    expect(r.error).toBe('round 2, result 1: margin must be between 1 and 10000, not 0 (a winner has the higher total)');
    expect(say(r.says, 'de')).toBe('Runde 2, Ergebnis 1: Differenz muss zwischen 1 und 10000 liegen, nicht 0 (wer gewinnt, hat die höhere Summe)');
  });

  test('an entrant listed twice, a seat that is not a number', () => {
    const twice = pairSwiss([0, 0, 1], []);
    expect(!twice.ok && [twice.error, say(twice.says, 'de')]).toEqual(['entrant 0 is listed twice in the standings', 'Teilnehmer 0 steht zweimal in der Tabelle']);
    const odd = checkMatchResult({ a: 'x', b: 1, winner: null, margin: 0 }, { result: 3 });
    expect(!odd.ok && [odd.error, say(odd.says, 'de')]).toEqual(['result 3: a must be a whole number, not "x"', 'Ergebnis 3: a muss eine ganze Zahl sein, nicht "x"']);
  });
});
