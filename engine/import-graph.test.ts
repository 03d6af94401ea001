/**
 * The platform's promise (ARCHITECTURE.md "Many games, one protocol"): the
 * core engine and the shared shell never import a game. A game reaches them
 * only as a value through the protocol (engine/core/game.ts, the sandbox's
 * GameUi), so adding a game never needs an `if (game === ...)` in them.
 * Checked on the source: every relative import of every file under
 * engine/core and src/components, followed transitively.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const SHARED = ['engine/core', 'src/components'];
/** Everything that belongs to one game. */
const GAME_DIRS = [/^engine\/(?!core\/|cli\/)[^/]+\//, /^src\/games\//];
const EXTENSIONS = ['', '.ts', '.tsx', '.astro', '/index.ts'];

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(join(ROOT, path)).isDirectory() ? filesUnder(path) : /\.(tsx?|astro)$/.test(name) ? [path] : [];
  });
}

/** Relative imports of a file (static, dynamic, re-exports, type-only), resolved to repository paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/(?:from\s*|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const base = resolve(ROOT, dirname(file), m[1].replace(/\?.*$/, ''));
    const hit = EXTENSIONS.map((e) => base + e).find((p) => existsSync(p) && statSync(p).isFile());
    if (hit) out.push(relative(ROOT, hit).split('\\').join('/'));
  }
  return out;
}

describe('engine/core and src/components import no game', () => {
  const files = SHARED.flatMap(filesUnder).filter((f) => !/\.test\.tsx?$/.test(f));

  test('there are shared files to check', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  test.each(files)('%s reaches no game, directly or through other files', (file) => {
    const seen = new Set<string>();
    const queue = [file];
    const reached: string[] = [];
    while (queue.length > 0) {
      const next = queue.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      if (GAME_DIRS.some((re) => re.test(next))) {
        reached.push(next);
        continue;
      }
      queue.push(...importsOf(next));
    }
    expect(reached).toEqual([]);
  });

  test('the check sees a game import when there is one', () => {
    // src/games/gress/ui.ts imports Gress's engine: the same walk must find it.
    expect(importsOf('src/games/gress/ui.ts').some((f) => GAME_DIRS.some((re) => re.test(f)))).toBe(true);
  });
});
