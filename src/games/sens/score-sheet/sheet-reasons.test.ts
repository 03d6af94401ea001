/**
 * Why the SENS score sheet will not take a match: the English as the sheet
 * always wrote it, and the German a German play page shows after "Der
 * Spielzettel nimmt diese Partie nicht an:". German worked out by hand.
 */
import { describe, expect, test } from 'vitest';
import { build } from './model';
import type { SheetRecord } from './model';
import { saySheetProblem, sheetWordsFor } from './sheet-reasons';

const PLAYERS = ['Ana', 'Ben', 'Cem', 'Dia'];
const record = (over: Partial<Record<keyof SheetRecord, unknown>>): SheetRecord => ({ players: PLAYERS, firstDealer: 0, misdeal: 'mild', deals: [], ...over }) as SheetRecord;

describe('a match the sheet will not take, in English and in German', () => {
  test.each([
    { what: 'three names', r: record({ players: PLAYERS.slice(0, 3) }), en: 'a SENS sheet needs four player names', de: 'ein SENS-Spielzettel braucht vier Spielernamen' },
    { what: 'a name twice', r: record({ players: ['Ana', 'Ana', 'Cem', 'Dia'] }), en: 'the player names are missing, too long or repeated', de: 'die Spielernamen fehlen, sind zu lang oder kommen doppelt vor' },
    { what: 'a first dealer off the table', r: record({ firstDealer: 4 }), en: 'the first dealer is not a seat 0-3', de: 'der erste Geber ist kein Platz von 0 bis 3' },
    { what: 'a misdeal rule of its own', r: record({ misdeal: 'lax' }), en: 'the misdeal rule is neither strict nor mild', de: 'die Regel fürs Vergeben ist weder strict noch mild' },
    { what: 'deals that are no list', r: record({ deals: 3 }), en: 'the deals are not a list', de: 'die Spiele stehen nicht als Liste da' },
    { what: 'a deal that is no entry', r: record({ deals: [7] }), en: 'deal 1: it is not an entry', de: 'Spiel 1: das ist kein Eintrag' },
    { what: 'a kind the sheet does not know', r: record({ deals: [{ kind: 'odd', dealer: 0 }] }), en: 'deal 1: it has an unknown kind "odd"', de: 'Spiel 1: die Art "odd" kennt der Spielzettel nicht' },
    { what: 'a field too many', r: record({ deals: [{ kind: 'misdeal', dealer: 0, mood: 1 }] }), en: 'deal 1: it has an unknown field "mood"', de: 'Spiel 1: das Feld „mood“ kennt der Spielzettel nicht' },
    { what: 'a field missing', r: record({ deals: [{ kind: 'misdeal' }] }), en: 'deal 1: its field "dealer" is missing', de: 'Spiel 1: das Feld „dealer“ fehlt' },
    { what: 'a dealer off the table', r: record({ deals: [{ kind: 'misdeal', dealer: 9 }] }), en: 'deal 1: its dealer is not a seat 0-3', de: 'Spiel 1: der Geber ist kein Platz von 0 bis 3' },
  ])('$what', ({ r, en, de }) => {
    const built = build(r);
    if (built.ok) throw new Error('taken');
    expect(built.error).toBe(en);
    expect(saySheetProblem(built, 'en')).toBe(en);
    expect(saySheetProblem(built, 'de')).toBe(de);
  });

  test('every sheet message has German words', () => {
    expect(sheetWordsFor('de')).toEqual(sheetWordsFor('en'));
  });
});
