/**
 * The German Gin Rummy quick reference against the English one: the same
 * tables with the same ids, column counts, rows and paragraphs (only the
 * words differ), and the figures worked out by hand from the rulebook:
 * §2 values, §3 eleven and ten cards, §9 5 against 17 = 12, §10 1 + 10 = 11,
 * §11 20 + 23 = 43, §13 104 + 4 x 20 + 100 = 284 against 42 + 2 x 20 = 82.
 */
import { describe, expect, it } from 'vitest';
import { keyDrift, shapeProblems } from '../../../engine/core/reference';
import { MELD_KINDS } from '../../../engine/gin-rummy/melds';
import { engineBonuses, ginRummyReference } from '../../../engine/gin-rummy/reference';
import { BONUS_WORDS_DE, ginRummyReferenceDe, MELD_WORDS_DE } from './reference-de';

const de = ginRummyReferenceDe();
const en = ginRummyReference();
const rows = (id: string) => de.tables.find((t) => t.id === id)!.rows.map((r) => r.cells.join(' | '));

describe('the German Gin Rummy quick reference', () => {
  it('has the English page shape: table ids, column counts, row counts and every row\'s paragraphs', () => {
    expect(shapeProblems(de)).toEqual([]);
    const shape = (r: typeof en) => r.tables.map((t) => ({ id: t.id, columns: t.columns.length, rows: t.rows.map((row) => [row.cells.length, row.paragraphs.join()]) }));
    expect(shape(de)).toEqual(shape(en));
  });

  it('has German words for every bonus and meld kind the engine has', () => {
    expect(keyDrift(engineBonuses().map((b) => b.name), Object.keys(BONUS_WORDS_DE))).toEqual({ missing: [], unknown: [] });
    expect(keyDrift(MELD_KINDS, Object.keys(MELD_WORDS_DE))).toEqual({ missing: [], unknown: [] });
  });

  it('is German: headings in the German pages\' terms', () => {
    expect(de.title).toBe('Kurzübersicht zu Gin Rummy');
    expect(de.tables.map((t) => t.title)).toEqual(['Kartenwerte', 'Figuren', 'Ein Spiel', 'Wertung eines Spiels', 'Prämien', 'Die Partie']);
  });

  it('the figures by hand from the rulebook', () => {
    expect(rows('card-values')).toEqual(['Ass | 1 Punkt', 'Zwei bis Neun | ihre Zahl (2 bis 9)', 'Zehn, Bube, Dame, König | 10 Punkte']);
    expect(rows('hand')[0]).toContain('11 an Vorhand (wer nicht teilt), 10 an den Teiler');
    expect(rows('hand').find((r) => r.startsWith('Klopfen'))).toContain('Höchstens 10 Schlechtpunkte');
    expect(rows('scoring').map((r) => r.split(' | ')[2])).toEqual(['5 gegen 17: 12 Punkte', '5 gegen 4 nach dem Anlegen: 11 Punkte', 'Gin gegen 23: 43 Punkte', 'ein unentschiedenes Spiel: 0 Punkte']);
    expect(rows('bonuses').map((r) => r.split(' | ').slice(0, 2).join(' '))).toEqual([
      'Undercut-Prämie 10 Punkte', 'Gin-Prämie 20 Punkte', 'Box-Prämie 20 Punkte', 'Partieprämie 100 Punkte', 'Schneider-Prämie 100 Punkte',
    ]);
    expect(rows('match').find((r) => r.startsWith('Abrechnung'))).toContain('104 Punkte und 4 gewonnene Spiele gegen 42 und 2: 284 zu 82, eine Differenz von 202.');
    expect(rows('match')).toContain('Partnerschaften | Zu viert spielt man bis 125, zu sechst bis 150.');
  });
});
