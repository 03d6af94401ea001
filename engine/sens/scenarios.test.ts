/**
 * Every scenario file of content/sens/scenarios, run through the core runner
 * with the `sens` Game object directly (the game is not on the shelf of
 * engine/games.ts yet): each must parse and every expectation hold. Also:
 * every paragraph with behaviour has a scenario named after it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { gameOfScenarioFile, parseScenario, runScenario } from '../core/scenario';
import { sens } from './index';
import { SECTIONS } from './paragraphs';

const DIR = join(import.meta.dirname, '..', '..', 'content', 'sens', 'scenarios');
const files = readdirSync(DIR).filter((f) => /\.(ya?ml|json)$/.test(f)).sort();

describe(`SENS scenario files (${files.length})`, () => {
  test.each(files)('%s', (file) => {
    const path = `content/sens/scenarios/${file}`;
    const text = readFileSync(join(DIR, file), 'utf8');
    const which = gameOfScenarioFile(text, path, [sens]);
    expect(which.ok).toBe(true);
    const parsed = parseScenario(sens, text, path);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.scenario.data.id).toBe(file.replace(/\.(ya?ml|json)$/, ''));
    expect(parsed.scenario.data.paragraphs[0]).toBe(file.split('-')[0]);
    expect(runScenario(sens, parsed.scenario).failures).toEqual([]);
  });

  test('every behaviour paragraph has a scenario named after it', () => {
    const first = new Set(files.map((f) => f.split('-')[0]));
    const behavioural = SECTIONS.flatMap((s) => s.paragraphs).filter((p) => p.behaviour).map((p) => p.number);
    expect(behavioural.filter((n) => !first.has(n))).toEqual([]);
  });
});
