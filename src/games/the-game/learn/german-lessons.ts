/**
 * The lesson path of The Game in German, at build time: the English lesson
 * files with the German words of content/de/the-game/lessons/ put in their
 * place (engine/core/text-overlay.ts), read and checked by the same reader as
 * the English path, with addresses and neighbours under /de/. A stand-in until
 * the shared, locale-aware lesson reader exists: the pages call only
 * theGameLessonPathDe, so swapping it is one import.
 */
import { parse, stringify } from 'yaml';
import { overlayProblems, withOverlay } from '../../../../engine/core/text-overlay';
import type { TheGameAction } from '../../../../engine/the-game/types';
import { withBase } from '../../../base-path';
import type { PathEntry } from '../../../components/learn/lesson-path';
import { inEdition } from '../../../i18n/editions';
import { theGameLessonPath } from './lesson-path';

const german = (path: string) => path.replace('/content/the-game/', '/content/de/the-game/');
const href = (id: string) => withBase(inEdition(`/the-game/learn/${id}/`, 'de'));
const link = (entry: PathEntry<TheGameAction> | undefined) => (entry ? { href: href(entry.id), title: `Lektion ${entry.number}: ${entry.title}` } : null);

/** Each English file with its overlay's words in; a file without an overlay stays English. A faulty overlay stops the build, naming its file and fields. */
export function germanLessonFiles(english: Readonly<Record<string, string>>, overlays: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(english).map(([path, text]) => {
      const overlayText = overlays[german(path)];
      if (overlayText === undefined) return [path, text];
      const data: unknown = parse(text);
      const overlay: unknown = parse(overlayText);
      const problems = overlayProblems(data, overlay);
      if (problems.length > 0) throw new Error(`${german(path)} does not fit ${path}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
      return [path, stringify(withOverlay(data, overlay))];
    }),
  );
}

/** The German path: lessons in German words, linked under /de/the-game/learn/. */
export function theGameLessonPathDe(english: Readonly<Record<string, string>>, overlays: Readonly<Record<string, string>>): PathEntry<TheGameAction>[] {
  const path = theGameLessonPath(germanLessonFiles(english, overlays));
  return path.map((entry, i) => ({ ...entry, href: href(entry.id), previous: link(path[i - 1]), next: link(path[i + 1]) }));
}
