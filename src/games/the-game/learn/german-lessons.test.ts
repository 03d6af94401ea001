/** The German lesson path: the English lessons with the German words of content/de/the-game/lessons/, linked under /de/. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { germanLessonFiles, theGameLessonPathDe } from './german-lessons';

const read = (dir: string) => Object.fromEntries(readdirSync(dir).filter((f) => f.endsWith('.yaml')).map((f) => [`/${dir}/${f}`, readFileSync(dir + '/' + f, 'utf8')]));
const english = read('content/the-game/lessons');
const german = read('content/de/the-game/lessons');

describe('the German lesson path', () => {
  const path = theGameLessonPathDe(english, german);

  test('lesson 1 in German: its title, goal and first hint from the overlay; its play from the English file', () => {
    const first = path[0]!;
    expect(first.title).toBe('Auf dem einen Stapel hoch, auf dem anderen runter');
    expect(first.lesson.data.goal.text).toMatch(/^Leg auf jeden deiner beiden Stapel eine Karte/);
    expect(first.lesson.wrong[0]!.hint).toMatch(/^Auf deinen aufsteigenden Stapel/);
    expect(first.lesson.data.paragraphs).toEqual(['3.1', '3.2', '5.1', '6.1']);
  });

  test('addresses and neighbours under /de/, numbered as Lektion', () => {
    expect(path[0]!.href).toMatch(/\/de\/the-game\/learn\/up-and-down\/$/);
    expect(path[0]!.previous).toBeNull();
    expect(path[0]!.next?.title).toMatch(/^Lektion 2: /);
    expect(path[1]!.previous?.href).toMatch(/\/de\/the-game\/learn\/up-and-down\/$/);
  });

  test('an overlay that does not fit its English file stops the build, naming the field', () => {
    const file = '/content/the-game/lessons/01-up-and-down.yaml';
    expect(() => germanLessonFiles({ [file]: english[file]! }, { '/content/de/the-game/lessons/01-up-and-down.yaml': 'title: Nur ein Titel\n' })).toThrow(/intro: missing text/);
  });

  test('a lesson without a German file keeps its English words', () => {
    const file = '/content/the-game/lessons/01-up-and-down.yaml';
    expect(germanLessonFiles({ [file]: english[file]! }, {})[file]).toBe(english[file]);
  });
});
