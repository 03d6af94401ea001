/**
 * Reading and running scenario files. The same code serves the test suite, the
 * CLI and the site's build: a scenario that no longer matches the engine fails
 * all three, so the docs cannot drift from the rules.
 */
import { checkExpectation, namesIn } from './expectations';
import { describeIssueIn, readExampleFile } from './example-file';
import type { Frame, ScenarioSummary } from './frame';
import { advance, startFrom } from './machine';
import { parseAction } from './notation';
import { findParagraph } from './paragraphs';
import { scenarioSchema, type ScenarioFile } from './scenario-schema';
import { dealtGame, newGame, positionFromSetup, type SetupResult } from './setup';
import type { GressAction } from './types';

export interface Scenario {
  readonly file: string;
  readonly data: ScenarioFile;
  /** The steps' actions, parsed when the file was read. */
  readonly actions: readonly GressAction[];
}

export type ScenarioParse = { ok: true; scenario: Scenario } | { ok: false; error: string };

/**
 * Reads a scenario from YAML or JSON text. `file` is used in every error and
 * must be named after the scenario id (`<id>.yaml` / `<id>.json`).
 */
export function parseScenario(text: string, file: string): ScenarioParse {
  const fail = (fault: string): ScenarioParse => ({ ok: false, error: `${file}: ${fault}` });
  const read = readExampleFile(text, file, scenarioSchema, describeIssueIn('steps', 'step'));
  if (!read.ok) return read;
  const data = read.data;
  const players = data.players;
  const actions: GressAction[] = [];
  for (const [i, step] of data.steps.entries()) {
    const parsed = parseAction(step.do, players);
    if (!parsed.ok) return fail(`step ${i + 1}: ${parsed.error}`);
    actions.push(parsed.action);
    for (const c of step.expect?.cites ?? []) if (!findParagraph(c)) return fail(`step ${i + 1}: expect.cites: ${c} is not a paragraph of the rules`);
    for (const n of namesIn(step.expect ?? {})) if (!players.includes(n)) return fail(`step ${i + 1}: expect: "${n}" is not one of the players (${players.join(', ')})`);
  }
  for (const n of namesIn(data.expect ?? {})) if (!players.includes(n)) return fail(`expect: "${n}" is not one of the players (${players.join(', ')})`);
  const start = initialState({ file, data, actions });
  if (!start.ok) return fail(`start: ${start.error}`);
  return { ok: true, scenario: { file, data, actions } };
}

/** The starting state a scenario describes. */
export function initialState(scenario: Scenario): SetupResult {
  const { data } = scenario;
  if (data.table) return newGame({ players: data.players, ...data.table });
  if (data.deal) return dealtGame({ players: data.players, ...data.deal });
  return positionFromSetup({ players: data.players, ...data.position! });
}

export interface ScenarioRun {
  readonly frames: Frame[];
  /** Unmet expectations, each naming the scenario file and step; empty when the scenario holds. */
  readonly failures: string[];
}

/** Runs every step through the statechart and checks each expectation. */
export function runScenario(scenario: Scenario): ScenarioRun {
  const start = initialState(scenario);
  if (!start.ok) return { frames: [], failures: [`${scenario.file}: start: ${start.error}`] };
  const { data } = scenario;
  let snapshot = startFrom(start.state);
  const frames: Frame[] = [{ state: start.state, action: null, ruling: null, says: data.description ?? null }];
  const failures: string[] = [];
  data.steps.forEach((step, i) => {
    snapshot = advance(snapshot, scenario.actions[i]);
    const { game, ruling } = snapshot.context;
    frames.push({ state: game, action: step.do, ruling, says: step.says ?? null });
    for (const f of checkExpectation(game, ruling, step.expect ?? {})) failures.push(`${scenario.file}: step ${i + 1} (${step.do}): ${f}`);
  });
  const last = frames[frames.length - 1];
  for (const f of checkExpectation(last.state, last.ruling, data.expect ?? {})) failures.push(`${scenario.file}: final state: ${f}`);
  return { frames, failures };
}

export function summarizeScenario(scenario: Scenario): ScenarioSummary {
  const { id, title, paragraphs, players } = scenario.data;
  return { id, title, paragraphs, players };
}
