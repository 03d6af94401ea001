import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseScenario, runScenario } from './scenario';

const dir = join(import.meta.dirname, 'fixtures', 'malformed');
const read = (name: string) => parseScenario(readFileSync(join(dir, name), 'utf8'), `fixtures/malformed/${name}`);

describe('a malformed scenario names its file, step and fault', () => {
  test.each([
    ['4.11-unknown-player.yaml', 'fixtures/malformed/4.11-unknown-player.yaml: step 2: column 1: expected a player (Ana, Ben, Cem), got "Bob"'],
    ['4.11-bad-card.yaml', 'step 1: column 10: "QX" is not a card'],
    ['4.11-bad-expectation.yaml', 'step 1: expect: Unrecognized key: "toMuve"'],
    ['4.11-expects-nothing.yaml', 'expect: a scenario must expect something'],
    ['4.11-duplicate-card.yaml', 'start: QS is placed twice'],
    ['4.11-not-yaml.yaml', 'fixtures/malformed/4.11-not-yaml.yaml: not valid YAML'],
  ])('%s', (file, message) => {
    const r = read(file);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(message);
  });

  test('a file whose name does not match its id is refused', () => {
    const text = readFileSync(join(dir, '4.11-bad-card.yaml'), 'utf8');
    const r = parseScenario(text, 'elsewhere/other-name.yaml');
    expect(r.ok || r.error).toContain('does not match the file name other-name.yaml');
  });
});

describe('an unmet expectation is reported, not hidden', () => {
  test('each failure names the file, the step and what differed', () => {
    const r = read('4.11-wrong-expectation.yaml');
    if (!r.ok) throw new Error(r.error);
    expect(runScenario(r.scenario).failures).toEqual([
      'fixtures/malformed/4.11-wrong-expectation.yaml: step 1 (Ben play QS): classification: expected move, got throw',
      'fixtures/malformed/4.11-wrong-expectation.yaml: step 1 (Ben play QS): to move: expected Cem, got Ana',
    ]);
  });
});
