/**
 * /<game>/examples/<scenario id>.json: the frames of one worked example, as
 * its sandbox fetches them (in advance, when its poster nears the screen,
 * or when the reader wakes it: WakingSandbox.tsx). The rules pages carry
 * only each example's poster, so their weight does not grow with the
 * examples' length. Every frame carries its position, so stepping through
 * needs no engine: the engine is fetched only for play mode (issue 24: an
 * example is interactive at once, and a position is a few hundred bytes
 * gzipped beside the engine's tens of kilobytes). Built from the same scenario run as the page
 * (scenario-embed.ts; framesUrl names the file): a scenario the engine disagrees with fails the build
 * here too.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { parseScenario, runScenario, summarizeScenario } from '../../../../engine/core/scenario';
import { GAMES } from '../../../../engine/games';
import { embedScenario, scenarioDir } from '../../../components/scenario-embed';

const files = import.meta.glob<string>('/content/*/scenarios/*.yaml', { query: '?raw', import: 'default', eager: true });

export const getStaticPaths = (() =>
  GAMES.flatMap((game) =>
    Object.keys(files)
      .filter((path) => path.startsWith(scenarioDir(game.id)))
      .map((path) => ({ params: { game: game.id, example: path.slice(scenarioDir(game.id).length).replace(/\.yaml$/, '') }, props: { game } })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params, props, url }) => {
  const { game } = props as { game: (typeof GAMES)[number] };
  const { frames } = embedScenario(
    params.example,
    files,
    { parseScenario: (text, file) => parseScenario(game, text, file), runScenario: (scenario) => runScenario(game, scenario), summarizeScenario },
    url.pathname,
    game.id,
  );
  return new Response(JSON.stringify(frames), { headers: { 'Content-Type': 'application/json' } });
};
