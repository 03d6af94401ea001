/** Which addresses are paragraph citations (the forms the site's pages use, read from content/ and the sandbox). */
import { describe, expect, test } from 'vitest';
import { citationTarget } from './citation-target';

describe('citation targets', () => {
  test('short permalinks, with or without the trailing slash, whole sections too', () => {
    expect(citationTarget('/gress/r/7.3', '')).toEqual({ game: 'gress', locale: 'en', number: '7.3' });
    expect(citationTarget('/gin-rummy/r/10/', '')).toEqual({ game: 'gin-rummy', locale: 'en', number: '10' });
    expect(citationTarget('/sens/r/9.4', '#ignored')).toEqual({ game: 'sens', locale: 'en', number: '9.4' });
  });

  test("a paragraph's anchor on a page names the page it must be on", () => {
    expect(citationTarget('/gress/7-jacks/', '#7-3')).toEqual({ game: 'gress', locale: 'en', number: '7.3', page: '/gress/7-jacks/' });
    expect(citationTarget('/the-game/5-turn', '#5-2')).toEqual({ game: 'the-game', locale: 'en', number: '5.2', page: '/the-game/5-turn/' });
    expect(citationTarget('/gin-rummy/12-drawn-hand/', '#12')).toEqual({ game: 'gin-rummy', locale: 'en', number: '12', page: '/gin-rummy/12-drawn-hand/' });
  });

  test('a German link cites the German page: the same forms under /de/ (issue 27)', () => {
    expect(citationTarget('/de/gress/r/7.3', '')).toEqual({ game: 'gress', locale: 'de', number: '7.3' });
    expect(citationTarget('/de/gress/7-jacks/', '#7-3')).toEqual({ game: 'gress', locale: 'de', number: '7.3', page: '/de/gress/7-jacks/' });
    expect(citationTarget('/de/gress/r/', '')).toBeNull();
  });

  test('everything else is no citation', () => {
    expect(citationTarget('/gress/r/', '')).toBeNull();
    expect(citationTarget('/gress/r/abc', '')).toBeNull();
    expect(citationTarget('/gress/7-jacks/', '#scenario-7-3-thrown-jack')).toBeNull();
    expect(citationTarget('/gress/7-jacks/', '')).toBeNull();
    expect(citationTarget('/gress/examples/7.3-thrown-jack/', '')).toBeNull();
    expect(citationTarget('/', '#7-3')).toBeNull();
    expect(citationTarget('/gress/learn/sevens/', '#cov-7-3')).toBeNull();
  });
});
