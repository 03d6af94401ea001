/**
 * Gress scenario files: the platform's reader and runner (engine/core/scenario.ts)
 * bound to Gress, for the tests, the CLI and the pages that only ever read
 * Gress scenarios.
 */
import { parseScenario as parseAny, runScenario as runAny, summarizeScenario, initialState as startOf, type Scenario as AnyScenario, type ScenarioParse as AnyParse, type ScenarioRun } from '../core/scenario';
import type { Parsed } from '../core/game';
import { gress } from './game';
import type { ScenarioFile } from './scenario-schema';
import type { Classification, GressAction, GressState } from './types';

export type Scenario = AnyScenario<GressAction> & { readonly data: ScenarioFile };
export type ScenarioParse = { ok: true; scenario: Scenario } | { ok: false; error: string };

export function parseScenario(text: string, file: string): ScenarioParse {
  return parseAny(gress, text, file) as AnyParse<GressAction> as ScenarioParse;
}

export function runScenario(scenario: Scenario): ScenarioRun<GressState, Classification> {
  return runAny(gress, scenario);
}

export function initialState(scenario: Scenario): Parsed<GressState> {
  return startOf(gress, scenario);
}

export { summarizeScenario };
