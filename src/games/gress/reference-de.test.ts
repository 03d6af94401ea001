/**
 * The German Gress quick reference against the English one: the same tables
 * with the same ids, column counts, rows and paragraphs (only the words
 * differ), every engine kind with German words, and a few cells checked by
 * hand against the rulebook (5.2 one card each, 6.5 two per Seven, 9.4 the
 * count: King, two black Nines, an unused Marke = 3 + 2 + 4 = 9).
 */
import { describe, expect, it } from 'vitest';
import { keyDrift, shapeProblems } from '../../../engine/core/reference';
import { CLOSING_KINDS } from '../../../engine/core/windows';
import { PENALTY_POINTS, TAKE_DEBTS } from '../../../engine/gress/penalties';
import { engineMoveKeys, gressReference } from '../../../engine/gress/reference';
import { WINDOW_KINDS } from '../../../engine/gress/window-kinds';
import { CLOSING_WORDS_DE, DEBT_WORDS_DE, EFFECT_WORDS_DE, gressReferenceDe, POINT_WORDS_DE, WINDOW_WORDS_DE } from './reference-de';

const de = gressReferenceDe();
const en = gressReference();
const rows = (id: string) => de.tables.find((t) => t.id === id)!.rows.map((r) => r.cells.join(' | '));

describe('the German Gress quick reference', () => {
  it('has the English page shape: table ids, column counts, notes, row counts and every row\'s paragraphs', () => {
    expect(shapeProblems(de)).toEqual([]);
    const shape = (r: typeof en) => r.tables.map((t) => ({ id: t.id, columns: t.columns.length, note: !!t.note, rows: t.rows.map((row) => [row.cells.length, row.paragraphs.join()]) }));
    expect(shape(de)).toEqual(shape(en));
  });

  it('has German words for every kind the engine has, and none for a kind it lacks', () => {
    expect(keyDrift(engineMoveKeys(), Object.keys(EFFECT_WORDS_DE))).toEqual({ missing: [], unknown: [] });
    expect(keyDrift(WINDOW_KINDS, Object.keys(WINDOW_WORDS_DE))).toEqual({ missing: [], unknown: [] });
    expect(keyDrift(CLOSING_KINDS, Object.keys(CLOSING_WORDS_DE))).toEqual({ missing: [], unknown: [] });
    expect(keyDrift(Object.keys(TAKE_DEBTS), Object.keys(DEBT_WORDS_DE))).toEqual({ missing: [], unknown: [] });
    expect(keyDrift(Object.keys(PENALTY_POINTS), Object.keys(POINT_WORDS_DE))).toEqual({ missing: [], unknown: [] });
  });

  it('is German: headings and the first column in the German pages\' terms', () => {
    expect(de.title).toBe('Kurzübersicht zu Gress');
    expect(de.tables.map((t) => t.title)).toEqual(['Was ein Zug bewirkt', 'Fristen', 'Nimmschulden (Karten zum Aufnehmen)', 'Strafpunkte', 'Ende eines Spiels']);
    expect(de.tables[0].rows.map((r) => r.cells[0])).toEqual([
      'Ass', 'König', 'Dame', 'Bube', 'Zehn', 'rote Neun', 'zwei rote Neunen (Paket)', 'schwarze Neun', 'Acht', 'Sieben (einzeln oder als Paket)',
    ]);
  });

  it('the numbers by hand from the rulebook: 5.2, 6.5, 8.2, 9.4, 11.9', () => {
    expect(rows('card-effects').find((r) => r.startsWith('König'))).toContain('Nimmschuld von 1 Karte');
    expect(rows('take-debts')).toContain('Ein Zug mit Siebenen | der übergangene Spieler | 2 Karten je Sieben');
    expect(rows('take-debts')).toContain('„Vorletzte“ vergessen, Beschwerde rechtzeitig | wer die Ansage vergessen hat | 2 Karten');
    expect(rows('penalty-points')).toContain('Eine Marke, die noch auf dem Tisch liegt (nie aufgedeckt) | 4 Punkte');
    expect(rows('penalty-points')).toContain('Falsches Austeilen: Der Geber gibt noch einmal (kein Spiel) | 4 Punkte');
    expect(rows('end-of-game').find((r) => r.startsWith('Zählen'))).toContain('König, Kreuz-Neun, Pik-Neun, Marke unbenutzt = 9.');
  });

  it('names the window\'s owner in the closing where the closing depends on them (8.1, 8.2)', () => {
    expect(rows('deadlines')).toContain('Sich über ein vergessenes „vorletzte“ beschweren | jeder andere Spieler | zum nächsten Zug von jemand anderem als dem Beklagten');
    expect(rows('deadlines').find((r) => r.startsWith('„Vorletzte“ ansagen'))).toContain('die Kartenzahl des Ansagenden ändert, spätestens zum nächsten Zug');
  });
});
