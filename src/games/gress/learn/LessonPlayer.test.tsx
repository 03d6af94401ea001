/**
 * The lesson island as the server renders it (what a reader sees before and
 * right after hydration): the ✓ marks in lesson 1 and none in lesson 2 until
 * "Hint", the controls under the reader's hand, and the goal in the panel.
 * Facts worked out by hand in the lesson files' comments:
 *   - Lesson 1: Ben holds K♥ 9♠ A♠ T♦ 7♦ on 9♣ and is to move; only 9♠ fits
 *     (same rank, 4.5), and Ben may also draw (4.7): two marks, 9♠ among them.
 *   - Lesson 2: Cem is to move; Ben's one lawful card is 8♠, a throw on 9♥
 *     (4.11). With the marks hidden, no card says whether it is lawful.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { readLesson, type Lesson } from '../../../../engine/gress/lessons';
import { LessonPlayer } from './LessonPlayer';

const DIR = join(import.meta.dirname, '..', '..', '..', '..', 'content', 'gress', 'lessons');
function lesson(file: string): Lesson {
  const r = readLesson(readFileSync(join(DIR, file), 'utf8'), `content/gress/lessons/${file}`);
  if (!r.ok) throw new Error(r.error);
  return r.lesson;
}

/** The opening tags of the buttons whose name starts with `prefix`. */
const cardTag = (html: string, name: string) => {
  const at = html.indexOf(name);
  expect(at, `no ${name}`).toBeGreaterThan(-1);
  return html.slice(html.lastIndexOf('<button', at), html.indexOf('>', html.lastIndexOf('<button', at)) + 1);
};

describe('the ✓ marks', () => {
  test('lesson 1 shows them from the start and offers no hint', () => {
    const html = render(<LessonPlayer lesson={lesson('01-first-move.yaml')} next={null} />);
    expect(html).toContain('data-marks="shown"');
    expect(cardTag(html, 'Play Nine of spades as Ben')).toContain('data-lawful="true"');
    expect(cardTag(html, 'Play King of hearts as Ben')).toContain('data-lawful="false"');
    expect(html).toContain('Play Nine of spades as Ben (lawful)');
    expect(html).not.toContain('lx-hint');
  });

  test('lesson 2 hides them until "Hint": no card, pile or name says lawful', () => {
    const html = render(<LessonPlayer lesson={lesson('02-a-throw.yaml')} next={null} marksOnHint />);
    expect(html).toContain('data-marks="hidden"');
    expect(html).not.toContain('data-lawful="true"');
    expect(html).not.toContain('(lawful)');
    expect(cardTag(html, 'Play Eight of spades as Ben')).toContain('data-lawful="false"');
    expect(cardTag(html, 'Hint')).toContain('aria-pressed="false"');
    expect(html).toContain('counts as a wrong try');
  });
});

describe('one screen', () => {
  test('the goal in the panel, then the table; the controls come right after the reader\'s seat, before the others', () => {
    const html = render(<LessonPlayer lesson={lesson('05-the-queen.yaml')} next={null} marksOnHint />);
    const at = (s: string) => {
      const i = html.indexOf(s);
      expect(i, s).toBeGreaterThan(-1);
      return i;
    };
    expect(html).toContain('<strong>Goal:</strong> Make Ana, on your right, the next player to move.');
    expect(at('lx-panel')).toBeLessThan(at('gs-statusbar'));
    // Ben reads: Ben (you), then Cem, Dia, Ana; the controls sit between Ben's seat and Cem's.
    expect(at('Ben (you)')).toBeLessThan(at('lx-controls'));
    expect(at('lx-controls')).toBeLessThan(at('aria-label="Seat 3: Cem'));
  });
});
