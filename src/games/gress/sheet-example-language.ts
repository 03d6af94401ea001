/**
 * A worked score sheet on a page in another language than English (issue 27):
 * the English file (content/gress/sheets/<id>.yaml) runs as always, with its
 * title, description and entry lines taken from the language's overlay
 * (content/<locale>/gress/sheets/<id>.yaml, merged by engine/core/text-overlay.ts).
 * The points and expectations live once, in the English file, so a translation
 * cannot drift from the sheet it explains. A missing or ill-fitting overlay is
 * a parse error: the build fails and names the file, path and fault.
 *
 * Kept apart from SheetExample.astro so it can be unit-tested with a stand-in engine.
 */
import { parse as parseYaml } from 'yaml';
import { overlayProblems, withOverlay } from '../../../engine/core/text-overlay';
import type { Locale } from '../../i18n/ui-text';
import type { SheetExampleEngine } from './sheet-example-embed';

/** Where a language's sheet overlays live, as keys of SheetExample.astro's import.meta.glob. */
export function sheetOverlayDir(locale: Locale): string {
  return `/content/${locale}/gress/sheets/`;
}

/** The overlay for the English file `file` (content/gress/sheets/<id>.yaml), parsed and checked, or why it does not fit. */
function overlayFor(englishText: string, file: string, locale: Locale, overlays: Readonly<Record<string, string>>): { ok: true; overlay: unknown } | { ok: false; error: string } {
  const path = `${sheetOverlayDir(locale)}${file.split('/').pop()}`;
  const text = overlays[path];
  if (text === undefined) return { ok: false, error: `there is no ${locale} text for this sheet example: ${path.slice(1)} is missing` };
  let overlay: unknown;
  try {
    overlay = parseYaml(text);
  } catch (e) {
    return { ok: false, error: `${path.slice(1)}: not valid YAML: ${(e as Error).message.split('\n')[0]}` };
  }
  const problems = overlayProblems(parseYaml(englishText), overlay);
  if (problems.length > 0) return { ok: false, error: `${path.slice(1)} does not fit its English file: ${problems.join('; ')}` };
  return { ok: true, overlay };
}

/**
 * The sheet example engine reading its texts in `locale`: English as it is, any
 * other language from `overlays` (texts keyed by root-relative path).
 */
export function sheetEngineIn<E extends { readonly data: unknown }>(
  engine: SheetExampleEngine<E>,
  locale: Locale,
  overlays: Readonly<Record<string, string>>,
): SheetExampleEngine<E> {
  if (locale === 'en') return engine;
  return {
    ...engine,
    runSheetExample: (example) => engine.runSheetExample(example, locale),
    parseSheetExample(text, file) {
      const parsed = engine.parseSheetExample(text, file);
      if (!parsed.ok) return parsed;
      const found = overlayFor(text, file, locale, overlays);
      if (!found.ok) return found;
      return { ok: true, example: { ...parsed.example, data: withOverlay(parsed.example.data, found.overlay) } };
    },
  };
}
