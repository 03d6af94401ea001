/**
 * Worked score sheets on German pages: the English file's points with the
 * German overlay's words (content/de/gress/sheets/), and a clear build error
 * naming file, path and fault when an overlay is missing or does not fit.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseSheetExample, runSheetExample, summarizeSheetExample } from '../../../engine/gress/sheet-example';
import { embedSheetExample } from './sheet-example-embed';
import { sheetEngineIn } from './sheet-example-language';

const engine = { parseSheetExample, runSheetExample, summarizeSheetExample };
const id = '11.9-misdeal-tally';
const files = { [`/content/gress/sheets/${id}.yaml`]: readFileSync(`content/gress/sheets/${id}.yaml`, 'utf8') };
const german = readFileSync(`content/de/gress/sheets/${id}.yaml`, 'utf8');
const embed = (locale: 'en' | 'de', overlays: Record<string, string>) =>
  embedSheetExample(id, files, sheetEngineIn(engine, locale, overlays), '/de/gress/11-score-sheets/');

describe('sheet examples in German', () => {
  test('the title, description and entry lines come from the overlay; the sheet stays the English file\'s', () => {
    const de = embed('de', { [`/content/de/gress/sheets/${id}.yaml`]: german });
    const en = embed('en', {});
    expect(de.summary.title).toBe('Falsches Austeilen ist ein Zählstrich, keine Zeile');
    expect(en.summary.title).toBe('A misdeal is a tally mark, not a row');
    // Entry 5 is Cem's misdeal before game 5; entry 1 has no line of its own.
    expect(de.frames[5].says).toMatch(/^Cem vergisst die Marken/);
    expect(de.frames[1].says).toBeNull();
    // Same points: Cem 8 + 2 + 4 for the mark = 14 after game 5 (11.9).
    expect(de.frames.map((f) => f.table.totals)).toEqual(en.frames.map((f) => f.table.totals));
    expect(de.frames.length).toBe(en.frames.length);
  });

  test('a missing overlay fails the build and names the file', () => {
    expect(() => embed('de', {})).toThrow(`there is no de text for this sheet example: content/de/gress/sheets/${id}.yaml is missing`);
  });

  test('an overlay of the wrong shape fails the build and names path and fault', () => {
    const short = german.replace(/\n {2}- \{\}\n/, '\n');
    expect(() => embed('de', { [`/content/de/gress/sheets/${id}.yaml`]: short })).toThrow(
      `content/de/gress/sheets/${id}.yaml does not fit its English file: entries: 9 items, the English file has 10`,
    );
    const untitled = german.replace(/^title: .*$/m, 'title: ""');
    expect(() => embed('de', { [`/content/de/gress/sheets/${id}.yaml`]: untitled })).toThrow('title: missing text');
  });
});
