/**
 * The start of a Gin Rummy lesson in words (the page without JavaScript):
 * every hand's cards, but not its best arrangement, which would give the
 * answer away. Worked out by hand from content/gin-rummy/lessons/04-the-discard.yaml:
 * Ana holds Q♠ K♠ 4♦ 5♦ 6♦ 8♣ 8♥ 8♠ J♣ 2♥ 3♣, Ben ten cards, the pile 7♣.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { readLesson } from '../../../../engine/gin-rummy/lessons';
import { ginStartInWords } from './lesson-path';

const FILE = join(import.meta.dirname, '..', '..', '..', '..', 'content', 'gin-rummy', 'lessons', '04-the-discard.yaml');

test('the hands in words, without their best arrangement', () => {
  const r = readLesson(readFileSync(FILE, 'utf8'), 'content/gin-rummy/lessons/04-the-discard.yaml');
  if (!r.ok) throw new Error(r.error);
  const lines = ginStartInWords(r.lesson);
  const ana = lines.find((l) => l.startsWith('Ana'));
  expect(ana).toBeDefined();
  for (const card of ['Q♠', 'K♠', 'J♣', '2♥', '3♣']) expect(ana).toContain(card);
  expect(lines.join('\n')).not.toMatch(/arrangement|deadwood/i);
  expect(lines.join('\n')).toContain('7♣');
});
