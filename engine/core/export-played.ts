/**
 * A game played from a seeded deal, written as a scenario file of its game
 * (the `deal: { seed }` start every game's scenario format has): one step per
 * action in the game's notation, each expecting the classification and
 * lawfulness the engine gave it. So a game played against the bots can be
 * kept, replayed with `npm run scenario` and turned into an example by adding
 * the sentences and the expectations a rulebook example needs.
 *
 * Game-agnostic: it drives the game through the protocol only, and checks its
 * own file by reading and running it back, so a game whose scenario deal
 * needs more than a seed gets a refusal in words, never a wrong file.
 */
import { stringify } from 'yaml';
import type { Game, Parsed } from './game';
import { MAX_SCENARIO_STEPS } from './limits';
import { parseScenario, runScenario } from './scenario';

export interface PlayedFromDeal<A> {
  readonly players: readonly string[];
  readonly seed: number;
  readonly actions: readonly A[];
}

/** The scenario id: "<first paragraph>-played-game-<seed>". */
const idOf = (paragraph: string, seed: number) => `${paragraph}-played-game-${seed}`;

/** The scenario text for `played`, or why there is none (a deal the seed does not give, a step the notation cannot write). */
export function exportPlayed<S, A extends { readonly seat: number }, C extends string>(game: Game<S, A, C>, played: PlayedFromDeal<A>): Parsed<string> {
  if (played.actions.length === 0) return { ok: false, error: 'nothing has been played yet, so there is nothing to export' };
  if (played.actions.length > MAX_SCENARIO_STEPS) return { ok: false, error: `a scenario holds at most ${MAX_SCENARIO_STEPS} steps; this game has ${played.actions.length}` };
  const dealt = game.deal(played.players, played.seed);
  if (!dealt.ok) return { ok: false, error: `the deal cannot be repeated: ${dealt.error}` };
  let state = dealt.value;
  const steps: { do: string; expect: { classification: C; lawful: boolean } }[] = [];
  const cited: string[] = [];
  for (const action of played.actions) {
    const text = game.formatAction(action, played.players);
    const again = game.parseAction(text, played.players);
    if (!again.ok) return { ok: false, error: `step ${steps.length + 1} cannot be written in the notation: ${again.error}` };
    const applied = game.apply(state, action);
    state = applied.state;
    steps.push({ do: text, expect: { classification: applied.ruling.classification, lawful: applied.ruling.lawful } });
    for (const c of applied.ruling.citations) if (!cited.includes(c)) cited.push(c);
  }
  const known = new Set(game.sections.flatMap((s) => s.paragraphs.map((p) => p.number)));
  const paragraphs = cited.filter((c) => known.has(c)).slice(0, 8);
  const first = paragraphs[0] ?? game.sections.flatMap((s) => s.paragraphs)[0].number;
  const file = {
    game: game.id,
    id: idOf(first, played.seed),
    title: `A game of ${game.title} played from deal ${played.seed}`,
    paragraphs: paragraphs.length > 0 ? paragraphs : [first],
    description: `Exported from the site: every step with the ruling the engine gave it. Add a sentence to each step and the expectations an example needs.`,
    players: [...played.players],
    deal: { seed: played.seed },
    steps,
  };
  const text = stringify(file, { lineWidth: 0 });
  // The file must replay to this very table; a game whose scenario deal needs more than a seed (Gress names its dealer) says so here.
  const back = parseScenario(game, text, `${file.id}.yaml`);
  if (!back.ok) return { ok: false, error: `the export does not read back as a scenario: ${back.error}` };
  const run = runScenario(game, back.scenario);
  const end = run.frames.at(-1)?.state;
  if (run.failures.length > 0 || end === undefined || game.formatPosition(end) !== game.formatPosition(state)) {
    return { ok: false, error: `the export does not replay to this table${run.failures.length > 0 ? `: ${run.failures[0]}` : ''}` };
  }
  return { ok: true, value: text };
}
