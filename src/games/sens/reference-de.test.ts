/**
 * The German quick reference against the English one: the same tables with
 * the same ids, columns, rows and paragraphs (only the words differ), and a
 * few cells checked by hand against the rules (2.3 trump order, 3.1 points,
 * 8.2 Vierständer values, 11.1 the 83 of 164).
 */
import { describe, expect, it } from 'vitest';
import { shapeProblems } from '../../../engine/core/reference';
import { sensReference } from '../../../engine/sens/reference';
import { sensReferenceDe } from './reference-de';

const de = sensReferenceDe();
const en = sensReference();

describe('the German SENS quick reference', () => {
  it('has the English page shape: table ids, column counts, row counts and every row\'s paragraphs', () => {
    expect(shapeProblems(de)).toEqual([]);
    const shape = (r: typeof en) => r.tables.map((t) => ({ id: t.id, columns: t.columns.length, rows: t.rows.map((row) => [row.cells.length, row.paragraphs.join()]) }));
    expect(shape(de)).toEqual(shape(en));
  });

  it('names the trumps low to high with the Unter on top and the Neuner second (2.3)', () => {
    const trumps = de.tables[0].rows[1].cells[1];
    expect(trumps).toBe('Sieben, Acht, Ober, König, Zehner, Sau, Neuner, Unter');
  });

  it('counts the Unter 2 plain and 22 in trumps, and the Vierständer of Unter 200 (3.1, 8.2)', () => {
    const points = de.tables[1].rows.map((r) => r.cells.join(' | '));
    expect(points).toContain('Unter | 2 | 22');
    const melds = de.tables[2].rows.map((r) => r.cells.join(' | '));
    expect(melds).toContain('Vierständer | alle vier Unter | 200');
  });

  it('needs 83 of 164 to make the game (11.1: half plus one)', () => {
    expect(de.tables[5].rows[0].cells[1]).toContain('83 von 164');
  });
});
