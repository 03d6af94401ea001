/**
 * The German edition's players' words (content/de/<game>/search-words.yaml):
 * placed on the German pages (/de/<game>/<page>/), each on a page the German
 * edition has, and never on an English page.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { GAMES, gameById } from '../../engine/games';
import { parseSearchWords, readAllSearchWords, readSearchWords } from './search-words';

const CONTENT = `${join(import.meta.dirname, '..', '..', 'content')}/`;

describe('German players\u2019 words', () => {
  test('a German file\u2019s words land on the German page\u2019s heading', () => {
    const words = parseSearchWords(gameById('gin-rummy')!, 'paragraphs:\n  "7": [klopfen, anklopfen]\n', 'w.yaml', 'de');
    expect(words.get('/de/gin-rummy/7-knocking/')).toEqual(new Map([['7', 'klopfen ; anklopfen']]));
    expect(words.get('/gin-rummy/7-knocking/')).toBeUndefined();
  });

  test.each(GAMES.map((g) => g.id))('%s: every German word is on a German page that exists', (id) => {
    const words = readSearchWords(gameById(id)!, CONTENT, 'de');
    expect(words.size).toBeGreaterThan(0);
    for (const page of words.keys()) {
      expect(page.startsWith(`/de/${id}/`)).toBe(true);
      expect(existsSync(join(CONTENT, `${page.slice(1, -1)}.mdx`)), page).toBe(true);
    }
  });

  test('the words the brief names: Bube werfen (7.3), Nimmschuld (4.12), klopfen (7), Rauben (6.1)', () => {
    const of = (id: string) => readAllSearchWords(gameById(id)!, CONTENT);
    expect(of('gress').get('/de/gress/7-jacks/')?.get('7-3')).toContain('Bube werfen');
    expect(of('gress').get('/de/gress/4-moves-and-throws/')?.get('4-12')).toContain('Nimmschuld');
    expect(of('gin-rummy').get('/de/gin-rummy/7-knocking/')?.get('7')).toContain('klopfen');
    expect(of('sens').get('/de/sens/6-rauben/')?.get('6-1')).toContain('Rauben');
    // The English words stay on the English pages beside them.
    expect(of('gress').get('/gress/7-jacks/')?.get('7-3')).toContain('throw a jack');
  });
});
