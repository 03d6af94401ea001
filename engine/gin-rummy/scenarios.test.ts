/**
 * Every scenario file of content/gin-rummy/scenarios, run through the core
 * runner with the `ginRummy` Game object directly (the game is not on the
 * shelf of engine/games.ts yet): each must parse and every expectation hold.
 * Also: every paragraph of §1-§14 has a scenario named after it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { gameOfScenarioFile, parseScenario, runScenario } from '../core/scenario';
import { ginRummy } from './index';
import { ENGINE_PARAGRAPHS } from './paragraphs';

const DIR = join(import.meta.dirname, '..', '..', 'content', 'gin-rummy', 'scenarios');
const files = readdirSync(DIR).filter((f) => /\.(ya?ml|json)$/.test(f)).sort();

describe(`Gin Rummy scenario files (${files.length})`, () => {
  test.each(files)('%s', (file) => {
    const path = `content/gin-rummy/scenarios/${file}`;
    const text = readFileSync(join(DIR, file), 'utf8');
    const which = gameOfScenarioFile(text, path, [ginRummy]);
    expect(which.ok).toBe(true);
    const parsed = parseScenario(ginRummy, text, path);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(runScenario(ginRummy, parsed.scenario).failures).toEqual([]);
  });

  test('every paragraph of §1-§14 has a scenario named after it', () => {
    const first = new Set(files.map((f) => f.split('-')[0]));
    expect(ENGINE_PARAGRAPHS.filter((n) => !first.has(n))).toEqual([]);
  });
});
