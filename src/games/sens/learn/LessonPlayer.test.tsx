/**
 * A SENS lesson as the server renders it (what a reader sees before
 * hydration): the goal in the panel, then the SENS table with the reader's
 * chips, then the lesson's controls. Worked out by hand from
 * content/sens/lessons/02-the-bidding.yaml: Dia deals and has passed, the
 * turned card is the Herz-Nine, so in this first round Ana may take the game
 * with Herz or pass (5.1); Eichel is not offered yet. Lesson 2 hides the
 * cards' ✓ marks until "Hint", but the chips are the only way to bid, so they
 * are there from the start.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from 'preact-render-to-string';
import { expect, test } from 'vitest';
import { readLesson } from '../../../../engine/sens/lessons';
import { LessonPlayer } from './LessonPlayer';

const FILE = join(import.meta.dirname, '..', '..', '..', '..', 'content', 'sens', 'lessons', '02-the-bidding.yaml');

test('the goal, the table with the bidding chips, then the controls', () => {
  const r = readLesson(readFileSync(FILE, 'utf8'), 'content/sens/lessons/02-the-bidding.yaml');
  if (!r.ok) throw new Error(r.error);
  const html = render(<LessonPlayer lesson={r.lesson} next={null} marksOnHint />);
  const at = (s: string) => {
    const i = html.indexOf(s);
    expect(i, s).toBeGreaterThan(-1);
    return i;
  };
  expect(html).toContain('<strong>Goal:</strong> Your Eichel are the two best trumps and two more.');
  const chips = [...html.matchAll(/class="gs-button sens-chip[^"]*"[^>]*>([^<]*)/g)].map((m) => m[1]!.trim());
  expect(chips).toEqual(['Take the game: Herz trumps', 'Pass']);
  expect(html).not.toContain('Eichel trumps');
  expect(at('lx-panel')).toBeLessThan(at('sens-table'));
  expect(at('sens-table')).toBeLessThan(at('lx-controls'));
  expect(html).toContain('data-marks="hidden"');
});
