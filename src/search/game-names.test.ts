import { expect, test } from 'vitest';
import { parseGameQuery } from './game-names';

test.each([
  // The queries: the name goes, the game stays as the filter.
  ['gin rummy undercut', 'gin-rummy', 'undercut'],
  ['sens must I trump', 'sens', 'must i trump'],
  ['the game two cards', 'the-game', 'two cards'],
  // At the end too, with the little word before it.
  ['undercut in gin rummy', 'gin-rummy', 'undercut'],
  ['Marke gress', 'gress', 'marke'],
  ['face to face backwards trick', 'the-game', 'backwards trick'],
  ['The Game: Face to Face backwards trick', 'the-game', 'backwards trick'],
  ['Rummy: big gin', 'gin-rummy', 'big gin'],
])('"%s" asks %s for "%s"', (query, game, terms) => {
  expect(parseGameQuery(query)).toEqual({ game: expect.objectContaining({ id: game }), terms });
});

test.each([
  // "the game" only names The Game at the start: here it is every game's word.
  'who wins the game',
  // "gin" alone is a hand of Gin Rummy, not its name.
  'gin bonus',
  // A name inside the question is a word of it.
  'is sens scored per deal',
  'can I throw a jack while I owe cards',
])('"%s" names no game and is searched as typed', (query) => {
  expect(parseGameQuery(query)).toEqual({ terms: query });
});

test('a query that is only a name keeps it as its terms, narrowed to that game', () => {
  expect(parseGameQuery(' Gin Rummy ')).toEqual({ game: expect.objectContaining({ id: 'gin-rummy' }), terms: 'Gin Rummy' });
});
