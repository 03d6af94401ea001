import { expect, test } from 'vitest';
import { gameById } from '../../engine/games';
import { parseSearchWords } from './search-words';

const ginRummy = gameById('gin-rummy')!;

test("a paragraph's words land on its heading, a question's on the referee's questions page", () => {
  const words = parseSearchWords(ginRummy, 'paragraphs:\n  "10": [undercut, "lower count wins"]\nquestions:\n  who-deals-next: next dealer\n', 'w.yaml');
  expect(words.get('/gin-rummy/10-the-opponent-wins/')).toEqual(new Map([['10', 'undercut ; lower count wins']]));
  expect(words.get('/gin-rummy/referee-faq/')).toEqual(new Map([['who-deals-next', 'next dealer']]));
});

test('a paragraph the game does not have, an unknown key or an empty list is refused in words', () => {
  expect(() => parseSearchWords(ginRummy, 'paragraphs:\n  "10.99": [x]\n', 'w.yaml')).toThrow('w.yaml: gin-rummy has no paragraph 10.99.');
  expect(() => parseSearchWords(ginRummy, 'paragraph:\n  "10": [x]\n', 'w.yaml')).toThrow('unknown key "paragraph"');
  expect(() => parseSearchWords(ginRummy, 'paragraphs:\n  "10": []\n', 'w.yaml')).toThrow('w.yaml: paragraph 10: expected a word or a list');
});
