/**
 * The refusal lines of the worked score sheets on German pages: the sheet
 * model's own messages (engine/gress/messages/de-sheets.ts), not its English
 * sentences. Worked out by hand from the files:
 * - 11.9: Ben writes, so Cem deals games 1 and 5 (11.6); after Cem's misdeal
 *   before game 5, entry 6 says Dia misdealt, but Cem still deals game 5.
 * - 11.8: game 4 gives Cem and Dia both 0; a game has one winner (9.1).
 * The other refusals (11.2, 12) are checked only for not being the English line.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseSheetExample, runSheetExample, summarizeSheetExample } from '../../../engine/gress/sheet-example';
import { embedSheetExample } from './sheet-example-embed';
import { sheetEngineIn } from './sheet-example-language';

const engine = { parseSheetExample, runSheetExample, summarizeSheetExample };

/** The refusal lines of a sheet example, in file order of its entries, on a page of `locale`. */
function refusals(id: string, locale: 'en' | 'de') {
  const files = { [`/content/gress/sheets/${id}.yaml`]: readFileSync(`content/gress/sheets/${id}.yaml`, 'utf8') };
  const overlays = { [`/content/de/gress/sheets/${id}.yaml`]: readFileSync(`content/de/gress/sheets/${id}.yaml`, 'utf8') };
  const { frames } = embedSheetExample(id, files, sheetEngineIn(engine, locale, overlays), '/de/gress/11-score-sheets/');
  return frames.flatMap((f) => (f.entry?.refused ? [f.entry.refused] : []));
}

describe('worked score sheets refuse in German on German pages', () => {
  test('11.9: only the dealer can misdeal', () => {
    expect(refusals('11.9-misdeal-tally', 'de')).toEqual(['Falsch austeilen kann nur der Geber, und Spiel 5 gibt Cem (11.6, 11.9).']);
    expect(refusals('11.9-misdeal-tally', 'en')).toEqual(['Only the dealer can misdeal, and Cem deals game 5 (11.6, 11.9).']);
  });

  test('11.8: two players with 0 in one game', () => {
    expect(refusals('11.8-running-totals-and-dashes', 'de')).toEqual(['Cem und Dia haben beide 0, aber ein Spiel hat nur einen Sieger (9.1).']);
  });

  test('every refusal of every German sheet is German: none is the English line', () => {
    for (const id of ['11.2-twelve-games-or-more', '11.8-running-totals-and-dashes', '11.9-misdeal-tally', '12-large-sheet-draws-seats']) {
      const de = refusals(id, 'de');
      const en = refusals(id, 'en');
      expect(de.length, id).toBe(en.length);
      expect(de.length, id).toBeGreaterThan(0);
      de.forEach((line, i) => expect(line, id).not.toBe(en[i]));
    }
  });

  test('run directly, the engine gives German refusals for "de" and keeps its failures English', () => {
    const file = 'content/gress/sheets/11.9-misdeal-tally.yaml';
    const parsed = parseSheetExample(readFileSync(file, 'utf8'), file);
    if (!parsed.ok) throw new Error(parsed.error);
    const run = runSheetExample(parsed.example, 'de');
    expect(run.failures).toEqual([]);
    expect(run.frames.filter((f) => f.entry?.refused).map((f) => f.entry!.refused)).toEqual(['Falsch austeilen kann nur der Geber, und Spiel 5 gibt Cem (11.6, 11.9).']);
  });
});
