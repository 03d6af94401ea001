/**
 * The Gin Rummy lessons with their German words, for the German learn pages,
 * until the shared lesson reader reads overlays itself (it will take this
 * function's place; it is the only place that knows where the overlays are).
 * Each English lesson file gets its German overlay
 * (content/de/gin-rummy/lessons/<same file>.yaml: only the texts, engine/core/text-overlay.ts)
 * merged in; the result is handed on as JSON, which the lesson reader reads as YAML.
 * A lesson without an overlay, or with one of the wrong shape, fails the build.
 */
import { parse } from 'yaml';
import { overlayProblems, withOverlay } from '../../../../engine/core/text-overlay';

/** @param english lesson texts keyed by path ("/content/gin-rummy/lessons/01-runs-and-sets.yaml"); @param german overlays keyed by path under /content/de/ */
export function germanLessonFiles(english: Readonly<Record<string, string>>, german: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(english).map(([path, text]) => {
      const overlayPath = path.replace('/content/', '/content/de/');
      const overlayText = german[overlayPath];
      if (overlayText === undefined) throw new Error(`${path}: no German overlay at ${overlayPath}`);
      const data: unknown = parse(text);
      const overlay: unknown = parse(overlayText);
      const problems = overlayProblems(data, overlay);
      if (problems.length > 0) throw new Error(`${overlayPath} does not fit ${path}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
      return [path, JSON.stringify(withOverlay(data, overlay))];
    }),
  );
}
