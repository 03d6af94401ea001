/**
 * The build-time half of <Scenario id="..." />: find the scenario file, parse it,
 * run it through the engine and hand the frames to the sandbox island. Any
 * problem throws, so `astro build` fails and names the page and the scenario:
 * the rulebook must never show an example the engine disagrees with.
 *
 * Kept apart from Scenario.astro so it can be unit-tested with a stand-in engine.
 */
import type { Frame, ScenarioSummary } from '../../engine/core/frame';
import type { Locale } from '../../engine/core/messages';
import { withBase } from '../base-path';
import { inEdition } from '../i18n/editions';

/** The scenario API (engine/core/scenario.ts bound to one game), as this component relies on it. */
export interface ScenarioEngine<S, St = unknown> {
  parseScenario(text: string, file: string): { ok: true; scenario: S } | { ok: false; error: string };
  runScenario(scenario: S): { frames: Frame<St>[]; failures: string[] };
  summarizeScenario(scenario: S): ScenarioSummary;
}

export interface EmbeddedScenario<St = unknown> {
  readonly summary: ScenarioSummary;
  readonly frames: readonly Frame<St>[];
  /** The id of the <section> on the page: "4.11-anyone-may-throw" -> "scenario-4-11-anyone-may-throw". */
  readonly anchor: string;
}

/** Where a game's scenario files live, as keys of import.meta.glob('/content/<game>/scenarios/*.yaml'). */
export function scenarioDir(gameId: string): string {
  return `/content/${gameId}/scenarios/`;
}

/** Slug-like ids only: they become file names and HTML ids. */
const SCENARIO_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function scenarioAnchor(id: string): string {
  return `scenario-${id.replace(/\./g, '-')}`;
}

/**
 * @param id     the `id` prop as the author wrote it
 * @param files  scenario file texts keyed by root-relative path (/content/<game>/scenarios/<id>.yaml)
 * @param page   the page being built, for the error message
 * @param gameId the game whose scenarios these are
 */
export function embedScenario<S, St>(
  id: unknown,
  files: Readonly<Record<string, string>>,
  engine: ScenarioEngine<S, St>,
  page: string,
  gameId: string,
): EmbeddedScenario<St> {
  const SCENARIO_DIR = scenarioDir(gameId);
  const fail = (reason: string): never => {
    throw new Error(`<Scenario id=${JSON.stringify(id)} /> on ${page}: ${reason}`);
  };
  if (typeof id !== 'string' || !SCENARIO_ID.test(id)) {
    return fail('the id must be a scenario file name without extension, e.g. id="4.11-anyone-may-throw".');
  }
  const file = `${SCENARIO_DIR}${id}.yaml`;
  const text = files[file];
  if (text === undefined) {
    const known = Object.keys(files)
      .map((path) => path.slice(SCENARIO_DIR.length).replace(/\.yaml$/, ''))
      .filter((other) => other.split('-')[0] === id.split('-')[0]);
    const hint = known.length ? ` Scenarios for this paragraph: ${known.join(', ')}.` : '';
    return fail(`there is no scenario file ${file.slice(1)}.${hint}`);
  }
  const parsed = engine.parseScenario(text, file.slice(1));
  if (!parsed.ok) return fail(`the scenario file does not parse: ${parsed.error}`);
  const summary = engine.summarizeScenario(parsed.scenario);
  if (summary.id !== id) return fail(`the file ${file.slice(1)} declares the id "${summary.id}"; file name and id must agree.`);
  const { frames, failures } = engine.runScenario(parsed.scenario);
  if (failures.length > 0) {
    return fail(`the engine does not play out as the scenario expects:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  }
  return { summary, frames, anchor: scenarioAnchor(id) };
}

/** Where the page's sandbox fetches an example's frames from (src/pages/[game]/examples/[example].json.ts; German: src/pages/de/...). */
export function framesUrl(gameId: string, id: string, locale: Locale = 'en'): string {
  return withBase(inEdition(`/${gameId}/examples/${id}.json`, locale));
}

/**
 * The address to share an example by (src/pages/[game]/examples/[example].astro):
 * a small page that leads to the example on its rules page and carries the
 * example's own link preview, which an #anchor on the rules page cannot.
 */
export function exampleLinkPath(gameId: string, id: string): string {
  return `/${gameId}/examples/${id}/`;
}

/**
 * An example's poster (src/components/sandbox/Poster.tsx): its starting
 * position in the game's words, its final one in a line for print, and
 * where its frames are.
 */
export function posterOf<St>(gameId: string, embedded: EmbeddedScenario<St>, lines: (state: St, locale: Locale) => readonly string[], locale: Locale = 'en') {
  const { frames, summary } = embedded;
  const steps = frames.length - 1;
  return {
    start: lines(frames[0].state, locale),
    final: `${FINAL[locale](steps)}: ${lines(frames[steps].state, locale).join('; ')}`,
    steps,
    framesUrl: framesUrl(gameId, summary.id, locale),
  };
}

/** What the printed final position is called. */
const FINAL: Readonly<Record<Locale, (steps: number) => string>> = {
  en: (steps) => (steps > 0 ? `After step ${steps}` : 'Position'),
  de: (steps) => (steps > 0 ? `Nach Schritt ${steps}` : 'Stellung'),
};
