/**
 * Each game's paragraphs.json (paragraphs-file.ts), fetched once on the first
 * citation of that game and kept for the page's life. The service worker
 * keeps the file for a kept game and for any game whose file was fetched
 * online (src/plugins/offline/worker-config.ts, data). Resolves to null when
 * the file cannot be had (`astro dev` writes none; offline and never
 * fetched); the next citation then tries again.
 */
import { withBase } from '../../base-path';
import { paragraphsPath, type ParagraphsFile } from './paragraphs-file';

const files = new Map<string, Promise<ParagraphsFile | null>>();

async function load(game: string): Promise<ParagraphsFile | null> {
  try {
    const response = await fetch(withBase(paragraphsPath(game)));
    if (!response.ok) return null;
    const file = (await response.json()) as Partial<ParagraphsFile>;
    return file.game === game && typeof file.paragraphs === 'object' && file.paragraphs !== null ? (file as ParagraphsFile) : null;
  } catch {
    return null;
  }
}

export function paragraphsOf(game: string): Promise<ParagraphsFile | null> {
  let file = files.get(game);
  if (!file) {
    file = load(game).then((loaded) => {
      if (!loaded) files.delete(game);
      return loaded;
    });
    files.set(game, file);
  }
  return file;
}
