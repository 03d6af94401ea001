/**
 * The worked score sheet of 11.9 (content/gress/sheets/11.9-misdeal-tally.yaml)
 * in German, as /de/gress/11-score-sheets/ shows it. Worked out by hand: Ben
 * writes, so Cem deals game 1 and the dealers go Cem, Dia, Ana, Ben (11.6);
 * 4 players play 12 games, 3 rounds of 4 (11.2); a misdeal is a "!" in the
 * dealer's cell of the next row, worth 4 points once that game is written (11.9).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseSheetExample, runSheetExample } from '../../../engine/gress/sheet-example';
import { sheetSteps } from './sheet-example-embed';

const file = 'content/gress/sheets/11.9-misdeal-tally.yaml';
const parsed = parseSheetExample(readFileSync(file, 'utf8'), file);
if (!parsed.ok) throw new Error(parsed.error);
const { frames } = runSheetExample(parsed.example);
const { rows, steps } = sheetSteps(frames, 'de');

describe('the 11.9 worked sheet in German', () => {
  test('Cem misdeals game 5: the entry, the caption and the status', () => {
    const step = steps[5];
    expect(step.entry?.text).toBe('Cem hat vor Spiel 5 falsch ausgeteilt.');
    expect(step.caption).toBe('Zettel, geführt von Ben, nach Spiel 4, mit Zählstrichen für Spiel 5: laufende Summen');
    expect(step.status).toEqual([
      'Cem gibt Spiel 5. Noch 8 von 12 Spielen; Runde 2 von 3.',
      'Falsch ausgeteilt vor Spiel 5: Cem. Jeder Zählstrich zählt 4 Punkte, sobald dieses Spiel eingetragen ist (11.9).',
    ]);
    const pending = rows[step.rowIds[step.rowIds.length - 1]];
    expect(pending.head).toBe('5 (nächstes)');
    expect(pending.note).toBe(', Zählstriche; Cem gibt Spiel 5 noch einmal');
    expect(pending.cells.map((c) => c.label)).toEqual(['Cem: 1-mal falsch ausgeteilt', 'Dia: noch nichts', 'Ana: noch nichts', 'Ben: noch nichts']);
    expect(step.columns.map((c) => c.note)).toEqual([null, null, null, 'Schreiber']);
  });

  test('the rows of round 1 and Dia\'s two marks', () => {
    const fourth = rows[steps[4].rowIds[3]];
    expect(fourth.note).toBe(', gegeben von Ben, Ende von Runde 1');
    // Game 2: Ben scored 0 and won; his total stays 3.
    expect(rows[steps[4].rowIds[1]].cells[3].label).toBe('Ben: gewonnen, Summe 3');
    expect(steps[9].status[1]).toBe('Falsch ausgeteilt vor Spiel 6: Dia (2-mal). Jeder Zählstrich zählt 4 Punkte, sobald dieses Spiel eingetragen ist (11.9).');
  });

  test('after game 6: Ana deals game 7, the last row has Dia\'s two marks in her total', () => {
    const last = steps[steps.length - 1];
    expect(last.entry?.text).toMatch(/^Spiel 6, Strafpunkte: .*Dia 1.*\.$/);
    expect(last.caption).toBe('Zettel, geführt von Ben, nach Spiel 6: laufende Summen');
    expect(last.status).toEqual(['Ana gibt Spiel 7. Noch 6 von 12 Spielen; Runde 2 von 3.']);
    expect(rows[last.rowIds[5]].cells[1].label).toBe('Dia: 2-mal falsch ausgeteilt, Summe 23');
  });
});
