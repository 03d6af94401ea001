/**
 * Each game's paragraphs.json (paragraphs-file.ts), fetched once on the first
 * citation of that game and kept for the page's life. The service worker
 * keeps the file for a kept game and for any game whose file was fetched
 * online (src/plugins/offline/worker-config.ts, data). Resolves to null when
 * the file cannot be had (`astro dev` writes none; offline and never
 * fetched); the next citation then tries again.
 */
import { withBase } from '../../base-path';
import type { Locale } from '../../i18n/editions';
import { paragraphsPath, type ParagraphsFile } from './paragraphs-file';

const files = new Map<string, Promise<ParagraphsFile | null>>();

async function load(game: string, locale: Locale): Promise<ParagraphsFile | null> {
  try {
    const response = await fetch(withBase(paragraphsPath(game, locale)));
    if (!response.ok) return null;
    const file = (await response.json()) as Partial<ParagraphsFile>;
    return file.game === game && typeof file.paragraphs === 'object' && file.paragraphs !== null ? (file as ParagraphsFile) : null;
  } catch {
    return null;
  }
}

/** A game's file in an edition (the German one lies under /de/ and previews the German pages). */
export function paragraphsOf(game: string, locale: Locale = 'en'): Promise<ParagraphsFile | null> {
  const key = `${locale}/${game}`;
  let file = files.get(key);
  if (!file) {
    file = load(game, locale).then((loaded) => {
      if (!loaded) files.delete(key);
      return loaded;
    });
    files.set(key, file);
  }
  return file;
}
