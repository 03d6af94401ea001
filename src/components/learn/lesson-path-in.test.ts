/**
 * The German lesson path: the English lessons with the words of
 * content/de/<game>/lessons/ and German addresses. Expectations read by hand
 * from content/de/gin-rummy/lessons/05-when-to-knock.yaml and its neighbours.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ginLessonPath } from '../../games/gin-rummy/learn/lesson-path';
import { lessonPath as gressLessonPath } from '../../games/gress/learn/lesson-path';
import { sensLessonPath } from '../../games/sens/learn/lesson-path';
import { theGameLessonPath } from '../../games/the-game/learn/lesson-path';
import { lessonPathIn } from './lesson-path-in';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const filesIn = (dir: string) => Object.fromEntries(readdirSync(join(ROOT, dir)).map((f) => [`/${dir}/${f}`, readFileSync(join(ROOT, dir, f), 'utf8')]));
const english = ginLessonPath(filesIn('content/gin-rummy/lessons'));
const german = filesIn('content/de/gin-rummy/lessons');

describe('lessonPathIn', () => {
  const path = lessonPathIn(english, 'de', german);
  const knock = path.find((e) => e.id === 'when-to-knock')!;

  it('gives each lesson its German title, goal, reply and hints, and keeps its actions', () => {
    expect(knock.title).toBe('Wann du klopfst');
    expect(knock.lesson.data.goal.text).toBe('Klopfe mit so wenigen Schlechtpunkten wie möglich und gewinne das Spiel.');
    expect(knock.lesson.replies[0]!.says).toBe('Ben legt zwei Figuren aus; 6♠ 4♦ 2♦ 3♠ passen nirgends, 15 Punkte.');
    expect(knock.lesson.wrong[1]!.hint).toMatch(/^So zählt beim Klopfen der König mit, 10 Punkte\./);
    expect(knock.lesson.wrong[1]!.paragraph).toBe(english.find((e) => e.id === 'when-to-knock')!.lesson.wrong[1]!.paragraph);
    expect(knock.lesson.solutions).toEqual(english.find((e) => e.id === 'when-to-knock')!.lesson.solutions);
    expect(knock.lesson.data.goal.check).toEqual({ knock: { by: 'Ana', deadwood: 5 }, result: { winner: 'Ana', points: 10, reason: 'knock' } });
  });

  it('links the lessons under /de/ with German numbered titles', () => {
    expect(knock.href).toBe('/de/gin-rummy/learn/when-to-knock/');
    expect(knock.previous).toEqual({ href: '/de/gin-rummy/learn/the-discard/', title: 'Lektion 4: Der Abwurf, und die Karte, die du gerade genommen hast' });
    expect(knock.next).toEqual({ href: '/de/gin-rummy/learn/laying-off/', title: 'Lektion 6: Anlegen, wenn der Gegner klopft' });
    expect(path[0]!.previous).toBeNull();
    expect(path.at(-1)!.next).toBeNull();
  });

  it('leaves the English path as it is', () => {
    expect(lessonPathIn(english, 'en', {})).toEqual(english);
    expect(english.find((e) => e.id === 'when-to-knock')!.title).toBe('When to knock');
  });

  it('stops with the file named when a German file is missing or does not fit', () => {
    const { ['/content/de/gin-rummy/lessons/07-gin.yaml']: _gone, ...fewer } = german;
    expect(() => lessonPathIn(english, 'de', fewer)).toThrow('content/de/gin-rummy/lessons/07-gin.yaml: missing');
    const broken = { ...german, '/content/de/gin-rummy/lessons/05-when-to-knock.yaml': 'id: when-to-knock\ntitle: "Wann du klopfst"\n' };
    expect(() => lessonPathIn(english, 'de', broken)).toThrow('content/de/gin-rummy/lessons/05-when-to-knock.yaml: intro: missing text');
  });
});

describe('every game reads its German lessons through lessonPathIn (the German learn pages)', () => {
  it.each([
    ['gress', gressLessonPath],
    ['the-game', theGameLessonPath],
    ['sens', sensLessonPath],
    ['gin-rummy', ginLessonPath],
  ] as const)('%s: each lesson in German, under /de/, numbered as Lektion', (game, pathOf) => {
    const englishPath = (pathOf as (files: Record<string, string>) => ReturnType<typeof ginLessonPath>)(filesIn(`content/${game}/lessons`));
    const path = lessonPathIn(englishPath, 'de', filesIn(`content/de/${game}/lessons`));
    expect(path.map((e) => e.id)).toEqual(englishPath.map((e) => e.id));
    for (const [i, entry] of path.entries()) {
      expect(entry.href).toBe(`/de/${game}/learn/${entry.id}/`);
      expect(entry.lesson.solutions).toEqual(englishPath[i]!.lesson.solutions);
      if (entry.next) expect(entry.next.title).toBe(`Lektion ${entry.number + 1}: ${path[i + 1]!.title}`);
    }
  });
});
