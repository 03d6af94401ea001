import { describe, expect, test } from 'vitest';
import type { Frame, ScenarioSummary } from '../../engine/gress/frame';
import { embedScenario, posterOf, scenarioAnchor, type EmbeddedScenario, type ScenarioEngine } from './scenario-embed';

/** A stand-in for engine/gress/scenario.ts: the "file" is JSON naming what the engine should report. */
interface Fake {
  id: string;
  failures?: string[];
}
const frame: Frame = { state: {} as Frame['state'], action: null, ruling: null, says: null };
const engine: ScenarioEngine<Fake> = {
  parseScenario: (text, file) => {
    try {
      return { ok: true, scenario: JSON.parse(text) as Fake };
    } catch {
      return { ok: false, error: `${file}: step 2: "Ben plya QS" is not an event` };
    }
  },
  runScenario: (scenario) => ({ frames: [frame, frame], failures: scenario.failures ?? [] }),
  summarizeScenario: (scenario): ScenarioSummary => ({ game: 'gress', id: scenario.id, title: 'Anyone may throw', paragraphs: ['4.11'], players: ['Ada', 'Ben', 'Cleo'] }),
};
const PAGE = '/gress/4-moves-and-throws/';
const file = (id: string) => `/content/gress/scenarios/${id}.yaml`;

describe('embedScenario', () => {
  test('a scenario that holds is embedded with its frames and anchor', () => {
    const files = { [file('4.11-anyone-may-throw')]: '{"id":"4.11-anyone-may-throw"}' };
    const embedded = embedScenario('4.11-anyone-may-throw', files, engine, PAGE, 'gress');
    expect(embedded.summary.title).toBe('Anyone may throw');
    expect(embedded.frames).toHaveLength(2);
    expect(embedded.anchor).toBe('scenario-4-11-anyone-may-throw');
  });

  test.each([
    {
      name: 'a missing file names the file and the scenarios that do exist for the paragraph',
      id: '4.11-anyone-may-thorw',
      files: { [file('4.11-anyone-may-throw')]: '{}' },
      message: /<Scenario id="4.11-anyone-may-thorw" \/> on \/gress\/4-moves-and-throws\/: there is no scenario file content\/gress\/scenarios\/4.11-anyone-may-thorw.yaml\. Scenarios for this paragraph: 4.11-anyone-may-throw\./,
    },
    {
      name: 'a parse error passes on the engine message',
      id: '4.11-x',
      files: { [file('4.11-x')]: 'not json' },
      message: /4.11-x.*does not parse: content\/gress\/scenarios\/4.11-x.yaml: step 2/,
    },
    {
      name: 'unmet expectations are listed one per line',
      id: '4.11-x',
      files: { [file('4.11-x')]: '{"id":"4.11-x","failures":["step 2 is a throw, expected a move","Ben should hold 4 cards, holds 5"]}' },
      message: /4.11-x.*does not play out as the scenario expects:\n {2}- step 2 is a throw, expected a move\n {2}- Ben should hold 4 cards, holds 5/,
    },
    {
      name: 'a file whose id differs from its name',
      id: '4.11-x',
      files: { [file('4.11-x')]: '{"id":"4.11-y"}' },
      message: /declares the id "4.11-y"/,
    },
    { name: 'a missing id prop', id: undefined, files: {}, message: /<Scenario id=undefined \/>.*the id must be/ },
    { name: 'an id that is a path', id: '../secrets', files: {}, message: /the id must be/ },
  ])('$name', ({ id, files, message }) => {
    expect(() => embedScenario(id, files, engine, PAGE, 'gress')).toThrow(message);
  });
});

test('scenarioAnchor turns dots into dashes like paragraph anchors', () => {
  expect(scenarioAnchor('10.3-wrong-hand')).toBe('scenario-10-3-wrong-hand');
});

describe("a poster speaks the page's language", () => {
  test('the position lines are asked in the locale of the page, and the final line is named in it', () => {
    const frames = [{ state: 'start' }, { state: 'end' }] as unknown as EmbeddedScenario<string>['frames'];
    const embedded = { summary: { id: 'x' } as ScenarioSummary, frames, anchor: 'scenario-x' } as EmbeddedScenario<string>;
    const lines = (state: string, locale: string) => [`${locale}: ${state}`];
    const de = posterOf('gress', embedded, lines, 'de');
    expect(de.start).toEqual(['de: start']);
    expect(de.final).toBe('Nach Schritt 1: de: end');
    expect(posterOf('gress', embedded, lines).final).toBe('After step 1: en: end');
  });
});
