/**
 * A lesson of The Game as the server renders it (what a reader sees before
 * hydration): the goal in the panel, then the game's own table with Ben's
 * cards as buttons, then the lesson's controls. Worked out by hand from
 * content/the-game/lessons/02-the-backwards-trick.yaml: Ben is to move and
 * holds 28 31 44 56 15 9; no card is laid yet, so ending the turn is not
 * allowed (5.1). The "fits" marks are always on show, so there is no "Hint".
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from 'preact-render-to-string';
import { expect, test } from 'vitest';
import { readLesson } from '../../../../engine/the-game/lessons';
import { LessonPlayer } from './LessonPlayer';

const FILE = join(import.meta.dirname, '..', '..', '..', '..', 'content', 'the-game', 'lessons', '02-the-backwards-trick.yaml');

test('the goal, the table with the reader\'s cards as buttons, then the controls', () => {
  const r = readLesson(readFileSync(FILE, 'utf8'), 'content/the-game/lessons/02-the-backwards-trick.yaml');
  if (!r.ok) throw new Error(r.error);
  const html = render(<LessonPlayer lesson={r.lesson} next={null} />);
  const at = (s: string) => {
    const i = html.indexOf(s);
    expect(i, s).toBeGreaterThan(-1);
    return i;
  };
  expect(html).toContain('<strong>Goal:</strong> Use the backwards trick on both of your piles, then end your turn.');
  const cards = [...html.matchAll(/data-card="(\d+)"/g)].map((m) => Number(m[1])).sort((a, b) => a - b);
  expect(cards).toEqual([9, 15, 28, 31, 44, 56]);
  expect(html).toContain('(not allowed yet)');
  expect(at('lx-panel')).toBeLessThan(at('tg-table'));
  expect(at('tg-table')).toBeLessThan(at('lx-controls'));
  expect(html).not.toContain('lx-hint');
  expect(html).toContain("Hide others' hands");
  expect(html).toContain('data-marks="shown"');
});
