/**
 * Gin Rummy's second kind of worked example, for the coverage page
 * (engine/core/coverage.ts): the format examples of §15-§17, embedded with
 * <FormatExample id="..." /> (src/games/gin-rummy/FormatExample.astro).
 */
import type { ExampleRunner } from '../../core/coverage';
import { parseFormatExample, runFormatExample } from './runner';

/** The id of the element an embedded format example renders: "15.1-rotation" -> "format-example-15-1-rotation". */
export function formatExampleAnchor(id: string): string {
  return `format-example-${id.replace(/\./g, '-')}`;
}

/** 15.1, 15.2, 16, 17: format examples in content/gin-rummy/formats, embedded with <FormatExample id="..." />. */
export const FORMAT_RUNNER: ExampleRunner = {
  kind: 'format',
  dir: 'content/gin-rummy/formats',
  component: 'FormatExample',
  anchor: formatExampleAnchor,
  run(text, file) {
    const parsed = parseFormatExample(text, file);
    if (!parsed.ok) return parsed;
    const { title, paragraphs } = parsed.example.data;
    return { ok: true, title, paragraphs, failures: runFormatExample(parsed.example).failures };
  },
};
