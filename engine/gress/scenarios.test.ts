/**
 * Every scenario file is a test: it must parse and every expectation must hold.
 * And every paragraph with behaviour must have a scenario that its page embeds,
 * so the rulebook pages cannot drift from the engine.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { withoutCode } from './mdx-text';
import { SECTIONS } from './paragraphs';
import { parseScenario, runScenario } from './scenario';

const ROOT = join(import.meta.dirname, '..', '..');
const SCENARIOS = join(ROOT, 'content', 'gress', 'scenarios');
const PAGES = join(ROOT, 'content', 'gress');
const files = readdirSync(SCENARIOS).filter((f) => /\.(ya?ml|json)$/.test(f)).sort();

/** Sections whose paragraphs are complete in the engine and must all be illustrated. */
const DONE_SECTIONS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];

describe(`scenario files (${files.length})`, () => {
  test.each(files)('%s', (file) => {
    const parsed = parseScenario(readFileSync(join(SCENARIOS, file), 'utf8'), `content/gress/scenarios/${file}`);
    if (!parsed.ok) throw new Error(parsed.error);
    const { failures } = runScenario(parsed.scenario);
    expect(failures).toEqual([]);
  });
});

describe('every behavioural paragraph is illustrated, embedded and tested', () => {
  const embedded = new Map<string, string>();
  for (const page of readdirSync(PAGES).filter((f) => f.endsWith('.mdx'))) {
    for (const m of withoutCode(readFileSync(join(PAGES, page), 'utf8')).matchAll(/<Scenario\s+id="([^"]+)"/g)) embedded.set(m[1], page);
  }
  const scenarioIds = files.map((f) => f.replace(/\.(ya?ml|json)$/, ''));
  const paragraphsOf = new Map(scenarioIds.map((id) => [id, id.split('-')[0]]));

  const paragraphs = SECTIONS.filter((s) => DONE_SECTIONS.includes(s.number)).flatMap((s) => s.paragraphs.filter((p) => p.behaviour));
  test.each(paragraphs.map((p) => p.number))('%s has a scenario embedded on its page', (number) => {
    const ids = scenarioIds.filter((id) => paragraphsOf.get(id) === number);
    expect(ids, `no scenario file named ${number}-*.yaml`).not.toEqual([]);
    const page = SECTIONS.find((s) => s.number === number.split('.')[0])!.page;
    for (const id of ids) expect(embedded.get(id), `${id} is not embedded on ${page}.mdx`).toBe(`${page}.mdx`);
  });

  test('every embedded scenario exists', () => {
    const missing = [...embedded.keys()].filter((id) => !scenarioIds.includes(id));
    expect(missing).toEqual([]);
  });
});
