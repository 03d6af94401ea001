/**
 * The format examples in German: the build-time embedding with the German
 * overlays (content/de/gin-rummy/formats/, as FormatExample.astro reads them
 * on a /de/ page) shows German titles, descriptions and step texts over the
 * English file's data, and the match runs to the same end.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { parseFormatExample, runFormatExample, summarizeFormatExample } from '../../../../engine/gin-rummy/formats/runner';
import { FORMAT_DIR, embedFormatExample } from './embed';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const read = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.yaml')).map((f) => [f.replace(/\.yaml$/, ''), readFileSync(join(dir, f), 'utf8')] as const);
const files = Object.fromEntries(read(join(ROOT, 'content', 'gin-rummy', 'formats')).map(([id, text]) => [`${FORMAT_DIR}${id}.yaml`, text]));
const overlays = Object.fromEntries(read(join(ROOT, 'content', 'de', 'gin-rummy', 'formats')).map(([id, text]) => [id, parse(text) as unknown]));
const engine = { parseFormatExample, runFormatExample, summarizeFormatExample };
const german = (id: string) => embedFormatExample(id, files, engine, '/de/gin-rummy/15-three-players/', 'de', overlays);
const english = (id: string) => embedFormatExample(id, files, engine, '/gin-rummy/15-three-players/');

describe('the format examples in German', () => {
  test.each(Object.keys(overlays))('%s: German title and texts, the same frames as the English one', (id) => {
    const de = german(id);
    const en = english(id);
    expect(de.summary.title).not.toBe(en.summary.title);
    expect(de.summary.paragraphs).toEqual(en.summary.paragraphs);
    expect(de.frames.length).toBe(en.frames.length);
    expect(de.final).toMatch(/^Am Ende: /);
  });

  test('the chouette and the Swiss tournament, by their German words', () => {
    expect(german('15.2-chouette').summary.title).toBe('Chouette: einer gegen zwei, und wer danach allein spielt');
    expect(german('17-swiss-no-rematch').summary.title).toBe('Ein Schweizer Turnier zu acht: drei Runden, keine Wiederholung');
    expect(german('17-round-robin').says).toContain('Ann ist spielfrei. Ben gewinnt mit 80, Dan mit 40.');
  });
});
