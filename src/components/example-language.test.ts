import { describe, expect, test } from 'vitest';
import type { Frame, ScenarioSummary } from '../../engine/core/frame';
import type { Message } from '../../engine/core/messages';
import { engineInWords, type ExampleWords } from './example-language';
import { embedScenario, type ScenarioEngine } from './scenario-embed';

/** A stand-in game: its "scenario" is YAML text whose steps are words; each step's ruling says which word was played. */
interface Fake {
  readonly data: { id: string; title: string; description: string; players: string[]; steps: { do: string; says?: string }[] };
  readonly actions: readonly string[];
}
const ENGLISH = `id: 1-two-steps
title: Two steps
description: Ana starts.
players: [Ana, Ben]
steps:
  - do: Ana one
    says: First.
  - do: Ben two
`;
const engine: ScenarioEngine<Fake, string> = {
  parseScenario: (text) => {
    const lines = text.split('\n');
    const value = (key: string) => lines.find((l) => l.startsWith(`${key}: `))!.slice(key.length + 2);
    const data = { id: value('id'), title: value('title'), description: value('description'), players: ['Ana', 'Ben'], steps: [{ do: 'Ana one', says: 'First.' }, { do: 'Ben two' }] };
    return { ok: true, scenario: { data, actions: ['one', 'two'] } };
  },
  runScenario: (scenario) => {
    const frames: Frame<string>[] = [{ state: 'start', action: null, ruling: null, says: scenario.data.description }];
    scenario.data.steps.forEach((step, i) => {
      const says: Message = { id: 'played', params: { word: scenario.actions[i] } };
      const ruling = { action: step.do, classification: 'lay', lawful: true, citations: ['1'], summary: `Played ${scenario.actions[i]}.`, says, events: [] };
      frames.push({ state: `after ${i + 1}`, action: step.do, ruling, says: step.says ?? null, label: `${scenario.data.players[i]} plays ${scenario.actions[i]}` });
    });
    return { frames, failures: [] };
  },
  summarizeScenario: (scenario): ScenarioSummary => ({ game: 'fake', id: scenario.data.id, title: scenario.data.title, paragraphs: ['1'], players: scenario.data.players }),
};
const FILE = '/content/fake/scenarios/1-two-steps.yaml';
const OVERLAY = '/content/de/fake/scenarios/1-two-steps.yaml';
const GERMAN = `title: Zwei Schritte
description: Ana fängt an.
steps:
  - says: Erstens.
  - {}
`;
const words = (overlays: Record<string, string>): ExampleWords => ({
  locale: 'de',
  gameId: 'fake',
  overlays,
  say: (m) => `${(m.params as { word?: string }).word ?? '?'} gespielt (${m.id})`,
  describe: ((action: string, players: readonly string[]) => ({ id: 'describe', params: { word: `${players.join('+')}:${action}` } })) as never,
});

describe('an example in German words', () => {
  test("the overlay's texts, the rulings said from their messages, the actions described again; the start and the data unchanged", () => {
    const embedded = embedScenario('1-two-steps', { [FILE]: ENGLISH }, engineInWords(engine, words({ [OVERLAY]: GERMAN })), '/de/fake/', 'fake');
    expect(embedded.summary.title).toBe('Zwei Schritte');
    expect(embedded.frames.map((f) => f.says)).toEqual(['Ana fängt an.', 'Erstens.', null]);
    expect(embedded.frames.map((f) => f.ruling?.summary ?? null)).toEqual([null, 'one gespielt (played)', 'two gespielt (played)']);
    expect(embedded.frames.map((f) => f.label ?? null)).toEqual([null, 'Ana+Ben:one gespielt (describe)', 'Ana+Ben:two gespielt (describe)']);
    expect(embedded.frames.map((f) => [f.state, f.action, f.ruling?.classification ?? null])).toEqual([
      ['start', null, null],
      ['after 1', 'Ana one', 'lay'],
      ['after 2', 'Ben two', 'lay'],
    ]);
  });

  test('a missing translation fails the build, naming the file', () => {
    expect(() => embedScenario('1-two-steps', { [FILE]: ENGLISH }, engineInWords(engine, words({})), '/de/fake/', 'fake')).toThrow(
      /does not parse: there is no de text for this example: content\/de\/fake\/scenarios\/1-two-steps.yaml is missing/,
    );
  });

  test('a translation that does not fit its English file fails the build, naming the fault', () => {
    const short = 'title: Zwei Schritte\ndescription: Ana fängt an.\nsteps:\n  - says: Erstens.\n';
    expect(() => embedScenario('1-two-steps', { [FILE]: ENGLISH }, engineInWords(engine, words({ [OVERLAY]: short })), '/de/fake/', 'fake')).toThrow(
      /content\/de\/fake\/scenarios\/1-two-steps.yaml does not fit its English file: steps: 1 items, the English file has 2/,
    );
  });
});
