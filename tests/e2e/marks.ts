/**
 * The signs drawn beside words (src/components/marks/Mark.tsx: svg.gs-mark--<kind>)
 * read back as the characters they stand for, so a test can say "✓ lawful"
 * of a badge whose check is a drawing. The map is this file's own, not the
 * component's.
 */
import type { Locator } from 'playwright-core';

export const MARK_CHARACTERS: Readonly<Record<string, string>> = {
  check: '✓',
  cross: '✕',
  turn: '▶',
  star: '★',
  'star-outline': '☆',
  clockwise: '↻',
  anticlockwise: '↺',
};

/** The first matching element's text, each mark replaced by its character (an unknown mark reads "?"). */
export async function textWithMarks(locator: Locator): Promise<string> {
  return locator.first().evaluate((root, characters) => {
    const copy = root.cloneNode(true) as Element;
    for (const mark of copy.querySelectorAll('svg.gs-mark')) {
      const kind = [...mark.classList].find((c) => c.startsWith('gs-mark--'))?.slice('gs-mark--'.length) ?? '';
      mark.replaceWith(characters[kind] ?? '?');
    }
    return copy.textContent ?? '';
  }, MARK_CHARACTERS);
}
