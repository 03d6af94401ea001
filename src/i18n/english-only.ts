/**
 * The pages of a game that have no German edition yet (issue 27: the tool
 * pages come later), found from src/pages/: /<game>/<tool>/ for every
 * src/pages/<game>/<tool>.astro or <tool>/index.astro, and each game's
 * coverage page. The German pages already link /de/<game>/<tool>/; until
 * the German page exists, that address leads on to the English one
 * (src/pages/de/[game]/[tool].astro). A German page written under
 * src/pages/de/ takes its place and drops out of this list.
 */
import { GAMES } from '../../engine/games';

const english = Object.keys(import.meta.glob('../pages/*/{*.astro,*/index.astro}'));
const german = Object.keys(import.meta.glob('../pages/de/**/*.astro'));

/** "../pages/gress/sandbox.astro" and "../pages/gress/learn/index.astro" -> ["gress", "sandbox"] / ["gress", "learn"]. */
function gameAndPage(file: string): [string, string] | null {
  const match = /^\.\.\/pages\/([^/]+)\/([^/.]+)(?:\.astro|\/index\.astro)$/.exec(file);
  return match ? [match[1], match[2]] : null;
}

/** Pure, for tests: the [game, page] pairs of `englishFiles` with no German file among `germanFiles`. */
export function englishOnlyPages(englishFiles: readonly string[], germanFiles: readonly string[], games: readonly string[]): [string, string][] {
  const taken = new Set(germanFiles.map((file) => file.replace('../pages/de/', '../pages/')).map((file) => gameAndPage(file)?.join('/')));
  const pages = englishFiles.flatMap((file) => [gameAndPage(file)].filter((p) => p !== null)).filter(([game]) => games.includes(game));
  const coverage = games.map((game): [string, string] => [game, 'coverage']);
  return [...pages, ...coverage].filter((pair) => !taken.has(pair.join('/')) && !taken.has(`[game]/${pair[1]}`));
}

/** Every game page of this build with no German edition yet. */
export const ENGLISH_ONLY_PAGES = englishOnlyPages(english, german, GAMES.map((game) => game.id));
