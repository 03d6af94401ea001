/**
 * Scenario files for any game (contract: ARCHITECTURE.md "Scenarios"). The
 * parts every game shares — id, title, paragraphs, players, steps in the
 * game's action notation, what the ruling must say — are checked here; the
 * game adds its start keys (a deal, an explicit position ...) and its
 * expectation keys through `ScenarioSupport`. The same code serves the test
 * suite, the CLI and the site's build, so the docs cannot drift from the rules.
 */
import { z } from 'zod';
import { describeIssueIn, readExampleFile, readYaml } from './example-file';
import type { Frame, ScenarioSummary } from './frame';
import type { Game, Parsed } from './game';
import { MAX_SCENARIO_STEPS } from './limits';
import type { Ruling } from './ruling';
import { paragraphNumber, rulingExpectations } from './ruling-expectations';

/** What a game adds to the scenario format. */
export interface ScenarioSupport<S, C extends string = string> {
  /** The ways a scenario may start, each a top-level key of the file; exactly one is given. */
  readonly starts: Readonly<Record<string, z.ZodType>>;
  /** The game's own expectation keys (all optional). */
  readonly expectations: Readonly<Record<string, z.ZodType>>;
  /** Every classification a ruling of the game can have. */
  readonly classifications: readonly [C, ...C[]];
  /** The starting state from the one start key given (already valid against its schema). */
  start(key: string, value: unknown, players: readonly string[]): Parsed<S>;
  /** Each unmet game expectation as a sentence: what was expected, what the engine has. */
  check(state: S, ruling: Ruling<C> | null, expect: Readonly<Record<string, unknown>>): string[];
  /** Player names the game's expectation keys mention, so a typo fails when the file is read. */
  namesIn(expect: Readonly<Record<string, unknown>>): string[];
}

/** A game as the runner sees it. */
export type ScenarioGame<S = unknown, A extends { readonly seat: number } = { readonly seat: number }, C extends string = string> = Game<S, A, C>;

const name = z.string().min(1);

const RULING_KEYS = ['classification', 'lawful', 'cites', 'pending'] as const;

const schemas = new WeakMap<object, ReturnType<typeof buildSchema>>();

function buildSchema(game: ScenarioGame<any, any, any>) {
  const support = game.scenarios;
  const expectation = z.strictObject({
    ...rulingExpectations(support.classifications),
    ...Object.fromEntries(Object.entries(support.expectations).map(([k, v]) => [k, v.optional()])),
  });
  const startKeys = Object.keys(support.starts);
  const step = z.strictObject({
    /** The action in the game's notation. */
    do: z.string().min(1),
    /** One line for the reader: what happens and why. */
    says: z.string().optional(),
    expect: expectation.optional(),
  });
  return z
    .strictObject({
      /** Optional: the game follows from the folder (content/<game>/scenarios/) when left out. */
      game: z.literal(game.id).optional(),
      id: z.string().regex(/^\d+(\.\d+)?-[a-z0-9]+(-[a-z0-9]+)*$/, 'the paragraph number, a dash and a lowercase slug, e.g. "4.11-anyone-may-throw"'),
      title: z.string().min(1),
      paragraphs: z.array(paragraphNumber).min(1),
      /** Optional introduction shown before the first step. */
      description: z.string().optional(),
      /** Seating order (clockwise where the game has a direction). */
      players: z.array(name).min(game.seats.min).max(game.seats.max),
      ...Object.fromEntries(startKeys.map((k) => [k, support.starts[k].optional()])),
      steps: z.array(step).max(MAX_SCENARIO_STEPS),
      expect: expectation.optional(),
    })
    .superRefine((s: Record<string, unknown>, ctx) => {
      const given = startKeys.filter((k) => s[k] !== undefined);
      if (given.length !== 1) ctx.addIssue({ code: 'custom', message: `give exactly one of ${startKeys.map((k) => `"${k}"`).join(', ')} (got ${given.length})`, path: [] });
      const steps = (s.steps ?? []) as { expect?: unknown }[];
      if (!s.expect && !steps.some((st) => st.expect)) {
        ctx.addIssue({ code: 'custom', message: 'a scenario must expect something (a final "expect" or a step "expect"), or it can never fail', path: ['expect'] });
      }
    });
}

/** The zod schema of `game`'s scenario files (built once per game). */
export function scenarioSchemaOf(game: ScenarioGame<any, any, any>) {
  let schema = schemas.get(game);
  if (!schema) schemas.set(game, (schema = buildSchema(game)));
  return schema;
}

export type Expectation = Readonly<Record<string, unknown>> & {
  readonly classification?: string;
  readonly lawful?: boolean;
  readonly cites?: readonly string[];
  readonly pending?: readonly string[];
};

export interface ScenarioData {
  readonly game?: string;
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly description?: string;
  readonly players: readonly string[];
  readonly steps: readonly { readonly do: string; readonly says?: string; readonly expect?: Expectation }[];
  readonly expect?: Expectation;
  readonly [start: string]: unknown;
}

export interface Scenario<A = unknown> {
  readonly game: string;
  readonly file: string;
  readonly data: ScenarioData;
  /** The steps' actions, parsed when the file was read. */
  readonly actions: readonly A[];
}

export type ScenarioParse<A = unknown> = { ok: true; scenario: Scenario<A> } | { ok: false; error: string };

const isParagraphOf = (game: Game<any, any, any>) => {
  const numbers = new Set(game.sections.flatMap((s) => s.paragraphs.map((p) => p.number)));
  return (n: string) => numbers.has(n);
};

/**
 * Reads a scenario of `game` from YAML or JSON text. `file` is used in every
 * error and must be named after the scenario id (`<id>.yaml` / `<id>.json`).
 */
export function parseScenario<S, A extends { readonly seat: number }, C extends string>(game: ScenarioGame<S, A, C>, text: string, file: string): ScenarioParse<A> {
  const fail = (fault: string): ScenarioParse<A> => ({ ok: false, error: `${file}: ${fault}` });
  const isParagraph = isParagraphOf(game);
  const read = readExampleFile(text, file, scenarioSchemaOf(game) as never, describeIssueIn('steps', 'step'), isParagraph);
  if (!read.ok) return read;
  const data = read.data as unknown as ScenarioData;
  const players = data.players;
  const namesIn = (e: Expectation) => game.scenarios.namesIn(e);
  const actions: A[] = [];
  for (const [i, step] of data.steps.entries()) {
    const parsed = game.parseAction(step.do, players);
    if (!parsed.ok) return fail(`step ${i + 1}: ${parsed.error}`);
    actions.push(parsed.value);
    for (const c of step.expect?.cites ?? []) if (!isParagraph(c)) return fail(`step ${i + 1}: expect.cites: ${c} is not a paragraph of the rules`);
    for (const n of namesIn(step.expect ?? {})) if (!players.includes(n)) return fail(`step ${i + 1}: expect: "${n}" is not one of the players (${players.join(', ')})`);
  }
  for (const c of data.expect?.cites ?? []) if (!isParagraph(c)) return fail(`expect.cites: ${c} is not a paragraph of the rules`);
  for (const n of namesIn(data.expect ?? {})) if (!players.includes(n)) return fail(`expect: "${n}" is not one of the players (${players.join(', ')})`);
  const scenario: Scenario<A> = { game: game.id, file, data, actions };
  const start = initialState(game, scenario);
  if (!start.ok) return fail(`start: ${start.error}`);
  return { ok: true, scenario };
}

/** The starting state a scenario describes. */
export function initialState<S, C extends string>(game: ScenarioGame<S, any, C>, scenario: Scenario): Parsed<S> {
  const key = Object.keys(game.scenarios.starts).find((k) => scenario.data[k] !== undefined);
  if (!key) return { ok: false, error: 'the scenario gives no start' };
  return game.scenarios.start(key, scenario.data[key], scenario.data.players);
}

/** Unmet expectations of one step (or the end): the ruling's keys here, the game's own keys by the game. */
export function checkExpectation<S, C extends string>(game: ScenarioGame<S, any, C>, state: S, ruling: Ruling<C> | null, exp: Expectation): string[] {
  const fails: string[] = [];
  const list = (items: readonly string[]) => (items.length === 0 ? '(none)' : items.join(' '));
  if (exp.classification !== undefined && exp.classification !== (ruling?.classification ?? '(no ruling)')) {
    fails.push(`classification: expected ${exp.classification}, got ${ruling?.classification ?? '(no ruling)'}`);
  }
  if (exp.lawful !== undefined && exp.lawful !== ruling?.lawful) fails.push(`lawful: expected ${exp.lawful}, got ${String(ruling?.lawful)}`);
  if (exp.cites) {
    const missing = exp.cites.filter((c) => !ruling?.citations.includes(c));
    if (missing.length > 0) fails.push(`citations: expected ${missing.join(', ')} among them, got ${list(ruling?.citations ?? [])}`);
  }
  if (exp.pending) {
    const want = [...exp.pending].sort();
    const got = [...(ruling?.pending ?? [])].sort();
    if (want.join(' ') !== got.join(' ')) fails.push(`pending: expected ${list(want)}, got ${list(got)}`);
  }
  const own = Object.fromEntries(Object.entries(exp).filter(([k]) => !(RULING_KEYS as readonly string[]).includes(k)));
  return [...fails, ...game.scenarios.check(state, ruling, own)];
}

export interface ScenarioRun<S, C extends string = string> {
  readonly frames: Frame<S, Ruling<C>>[];
  /** Unmet expectations, each naming the scenario file and step; empty when the scenario holds. */
  readonly failures: string[];
}

/** Runs every step through the game and checks each expectation. */
export function runScenario<S, A extends { readonly seat: number }, C extends string>(game: ScenarioGame<S, A, C>, scenario: Scenario<A>): ScenarioRun<S, C> {
  const start = initialState(game, scenario);
  if (!start.ok) return { frames: [], failures: [`${scenario.file}: start: ${start.error}`] };
  const { data } = scenario;
  let state = start.value;
  const frames: Frame<S, Ruling<C>>[] = [{ state, action: null, ruling: null, says: data.description ?? null }];
  const failures: string[] = [];
  data.steps.forEach((step, i) => {
    const applied = game.apply(state, scenario.actions[i]);
    state = applied.state;
    frames.push({ state, action: step.do, ruling: applied.ruling, says: step.says ?? null, label: game.describeAction?.(scenario.actions[i], data.players) ?? null });
    for (const f of checkExpectation(game, state, applied.ruling, step.expect ?? {})) failures.push(`${scenario.file}: step ${i + 1} (${step.do}): ${f}`);
  });
  const last = frames[frames.length - 1];
  for (const f of checkExpectation(game, last.state, last.ruling, data.expect ?? {})) failures.push(`${scenario.file}: final state: ${f}`);
  return { frames, failures };
}

export function summarizeScenario(scenario: Scenario): ScenarioSummary {
  const { id, title, paragraphs, players } = scenario.data;
  return { game: scenario.game, id, title, paragraphs, players };
}

/**
 * Which game a scenario file belongs to: its `game` key, or else the nearest
 * folder named after a game (content/<game>/scenarios/...), or starting with
 * its id and a dash (a folder of reproductions such as gress-turn2/). An
 * error when neither names a known game, or when the two disagree; a file
 * that is not readable YAML gets the reader's own error instead.
 */
export function gameOfScenarioFile<G extends { readonly id: string }>(text: string, file: string, games: readonly G[]): { ok: true; game: G } | { ok: false; error: string } {
  const ids = games.map((g) => g.id);
  const raw = readYaml(text, file);
  // A file the YAML reader refuses says nothing about its game: its own fault is the answer.
  if (!raw.ok) return { ok: false, error: raw.error };
  const declared = raw.data && typeof raw.data === 'object' ? (raw.data as { game?: unknown }).game : undefined;
  const folders = file.split(/[\\/]/).slice(0, -1).reverse();
  const gameOfFolder = (folder: string) => games.find((g) => folder === g.id) ?? games.find((g) => folder.startsWith(`${g.id}-`));
  const fromFolder = folders.map(gameOfFolder).find((g) => g !== undefined);
  if (declared !== undefined) {
    const named = games.find((g) => g.id === declared);
    if (!named) return { ok: false, error: `${file}: game: "${String(declared)}" is not a game of this site (${ids.join(', ')})` };
    if (fromFolder && fromFolder !== named) return { ok: false, error: `${file}: game: "${named.id}" but the file sits in the folder of "${fromFolder.id}"` };
    return { ok: true, game: named };
  }
  if (fromFolder) return { ok: true, game: fromFolder };
  return { ok: false, error: `${file}: which game? Add "game: <id>" (one of ${ids.join(', ')}) or keep the file in content/<game>/scenarios/` };
}
