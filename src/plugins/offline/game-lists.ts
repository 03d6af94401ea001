/**
 * "Keep <game> on this device": the list of everything one game needs
 * offline, written at build time as <base>offline/<game>.json from the built
 * files. Its rules pages and permalinks, its examples' positions, its play
 * page, sandbox, tools, score sheet and quick reference (every file under
 * <game>/), and the hashed scripts, styles and fonts those pages load, also
 * the ones loaded later (an example's sandbox on waking). The page hands the
 * list to the service worker (src/components/offline/keep.ts).
 */
import { assetClosure, sizeOf, urlOf } from './site-files';

/** The file <base>offline/<game>.json (contract between the build and keep.ts). */
export interface GameList {
  readonly game: string;
  readonly title: string;
  /** The build the list belongs to (the caches' names carry it too). */
  readonly build: string;
  /** Number of files and their bytes as stored. */
  readonly files: number;
  readonly bytes: number;
  /** Addresses under the site's base: pages with a trailing slash ("/gress/7-jacks/"), files by name. */
  readonly urls: readonly string[];
}

/**
 * The list for one game, from `files` (every file of the build, relative to `dir`).
 * @param editions the editions' folders whose pages of the game it holds: [''] the English ones; ['', 'de/'] the
 *   German list (offline/de/<game>.json), which keeps the English pages too, since a German page links the English
 *   tool pages not yet written in German.
 */
export function gameList(dir: string, files: readonly string[], game: { id: string; title: string }, base: string, build: string, editions: readonly string[] = ['']): GameList {
  const own = files.filter((file) => editions.some((edition) => file.startsWith(`${edition}${game.id}/`)));
  if (!own.some((file) => file.endsWith('index.html'))) throw new Error(`offline: the build has no pages under ${game.id}/, so there is nothing to keep for ${game.title}.`);
  const pages = own.filter((file) => file.endsWith('.html'));
  const all = [...own, ...assetClosure(dir, pages)];
  return { game: game.id, title: game.title, build, files: all.length, bytes: sizeOf(dir, all), urls: all.map((file) => urlOf(file, base)) };
}
