/**
 * An example's frames file (src/pages/[game]/examples/[example].json.ts and
 * its German edition under src/pages/de/): the scenario run as its page
 * runs it (scenario-embed.ts), in the page's language (example-words.ts).
 * A scenario the engine disagrees with, or a translation that does not fit
 * its English file, fails the build here too.
 */
import type { GetStaticPathsResult } from 'astro';
import type { Game } from '../../engine/core/game';
import type { Locale } from '../../engine/core/messages';
import { parseScenario, runScenario, summarizeScenario } from '../../engine/core/scenario';
import { GAMES } from '../../engine/games';
import { engineIn } from './example-words';
import { embedScenario, scenarioDir } from '../components/scenario-embed';

/** One file per scenario of every game. */
export function framesPaths(files: Readonly<Record<string, string>>): GetStaticPathsResult {
  return GAMES.flatMap((game) =>
    Object.keys(files)
      .filter((path) => path.startsWith(scenarioDir(game.id)))
      .map((path) => ({ params: { game: game.id, example: path.slice(scenarioDir(game.id).length).replace(/\.yaml$/, '') }, props: { game } })),
  );
}

/** The frames of example `id` of `game` in `locale`, as the response the sandbox fetches. */
export function framesResponse(game: Game<any, any, any>, id: string | undefined, files: Readonly<Record<string, string>>, page: string, locale: Locale): Response {
  const engine = { parseScenario: (text: string, file: string) => parseScenario(game, text, file), runScenario: (scenario: Parameters<typeof runScenario>[1]) => runScenario(game, scenario), summarizeScenario };
  const { frames } = embedScenario(id, files, engineIn(engine, game.id, locale), page, game.id);
  return new Response(JSON.stringify(frames), { headers: { 'Content-Type': 'application/json' } });
}
