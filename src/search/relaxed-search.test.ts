import { expect, test } from 'vitest';
import { relaxedSearch } from './relaxed-search';

/** A stand-in for Pagefind: a section is found when it holds every word; its score is given per query. */
function fakeSearch(sections: Record<string, { words: string[]; score: Record<string, number> }>) {
  const asked: string[] = [];
  const search = async (term: string) => {
    asked.push(term);
    const words = term.split(' ');
    const results = Object.entries(sections)
      .filter(([, s]) => words.every((w) => s.words.includes(w)))
      .map(([id, s]) => ({ id, score: s.score[term] ?? 1 }))
      .sort((a, b) => b.score - a.score);
    return { results, filters: {} };
  };
  return { search, asked };
}

test('a section lacking one word of the question is found, ranked by its best score', async () => {
  const { search, asked } = fakeSearch({
    // The answer: every word but "someone", and strongly so: half of 9 beats 4.
    '10.6': { words: ['took', 'cards', 'pile'], score: { 'took cards pile': 9 } },
    // A long page holding all four words weakly; its best is the full query's 4 (half of 6 is less).
    glossary: { words: ['someone', 'took', 'cards', 'pile'], score: { 'someone took cards pile': 4, 'took cards pile': 6 } },
    // Lacks one word and matches the rest weakly: half of 2 ranks last.
    '10.1': { words: ['someone', 'cards', 'pile'], score: { 'someone cards pile': 2 } },
    // Holds two of the words only: not found.
    '4.7': { words: ['cards', 'pile'], score: {} },
  });
  const found = await relaxedSearch(search, 'someone took cards pile');
  // Pagefind's own results, untouched, in the new order.
  expect(found!.results).toEqual([
    { id: '10.6', score: 9 },
    { id: 'glossary', score: 4 },
    { id: '10.1', score: 2 },
  ]);
  expect(asked).toEqual(['someone took cards pile', 'took cards pile', 'someone cards pile', 'someone took pile', 'someone took cards']);
});

test('one or two words are searched once, as typed', async () => {
  const { search, asked } = fakeSearch({ '10': { words: ['undercut'], score: {} }, '4.5': { words: ['dealer'], score: {} } });
  expect((await relaxedSearch(search, 'undercut'))!.results).toEqual([{ id: '10', score: 1 }]);
  expect((await relaxedSearch(search, 'dealer misdealt'))!.results).toEqual([]);
  expect(asked).toEqual(['undercut', 'dealer misdealt']);
});

test('the function stands alone, so its text can be written out as a module', () => {
  const text = relaxedSearch.toString();
  expect(text).toMatch(/^async function relaxedSearch\(/);
  // Runs with nothing around it.
  const standalone = new Function(`return (${text});`)() as typeof relaxedSearch;
  return expect(standalone(async () => ({ results: [] }), 'a b c')).resolves.toEqual({ results: [] });
});
