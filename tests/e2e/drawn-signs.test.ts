/**
 * No built page prints a sign as a character: ✓ ✕ ★ ☆ ▶ ↻ ↺ are missing from
 * most phones' text fonts (src/components/marks/Mark.tsx), so every one the
 * reader sees is drawn. Reads the built files (no browser): each page's text
 * with scripts, styles and tags (so attributes, where islands keep their
 * props) taken out; what an island draws in the browser goes through the
 * same Mark and MarkedText its server render used.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { htmlFiles } from './built-pages';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const SIGNS = /[✓✕★☆▶↻↺]/u;

/** The text a reader sees, roughly: no script, style or template, no tags (and so no attributes). */
const shownText = (html: string) =>
  html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ');

test('the text of the tests here tells a printed sign from a drawn one', () => {
  expect(SIGNS.test(shownText('<p>Cards marked ✓ fit.</p>'))).toBe(true);
  expect(SIGNS.test(shownText('<p>Cards marked <svg class="gs-mark" role="img" aria-label="tick"></svg> fit.</p><astro-island props="{&quot;t&quot;:&quot;✓&quot;}"></astro-island><script>"★"</script>'))).toBe(false);
});

test('no page prints a sign as a character', () => {
  const pages = htmlFiles(DIST);
  expect(pages.length).toBeGreaterThan(100);
  const printed = pages.flatMap((file) => {
    const text = shownText(readFileSync(file, 'utf8'));
    const at = text.search(SIGNS);
    return at < 0 ? [] : [`${relative(DIST, file)}: …${text.slice(Math.max(0, at - 40), at + 20).replace(/\s+/g, ' ')}…`];
  });
  expect(printed).toEqual([]);
});
