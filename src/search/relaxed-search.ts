/**
 * Pagefind returns only the sections that hold every word of a query, so one
 * word the answer happens not to use ("someone took cards from the pile when
 * they were not allowed to": the answer never says "someone") leaves a
 * plain question with the long pages that hold all the words, or with
 * nothing. The search dialog therefore searches through this function
 * (src/plugins/search-index.ts writes it beside Pagefind as the module the
 * dialog loads): the query as typed and, when it has three words or more,
 * the query with each one word left out. A section found with every word
 * ranks by its score, one found without a word by half its score, so it only
 * comes first when it matches the other words far better (in its heading or
 * the players' words). Two-word queries are not relaxed: one word alone
 * finds too much ("dealer misdealt" is not a question about dealers).
 * Figures chosen by trying 0.25, 0.5 and 0.75 and two or three words on the
 * forty questions of tests/e2e/search-questions.ts.
 *
 * Self-contained on purpose: its compiled text is written out as it is
 * (`Function.prototype.toString`), so it may use nothing from outside.
 */

/** The slice of Pagefind's search response this reads. */
export interface SearchResponse {
  results: { id: string; score: number }[];
}

export async function relaxedSearch<R extends SearchResponse>(
  search: (term: string, options?: unknown) => Promise<R | null>,
  term: string,
  options?: unknown,
): Promise<R | null> {
  const full = await search(term, options);
  const words = term.split(/\s+/).filter(Boolean);
  if (!full || words.length < 3) return full;
  const found = new Map<string, { result: R['results'][number]; rank: number }>();
  for (const result of full.results) found.set(result.id, { result, rank: result.score });
  for (let left = 0; left < words.length; left++) {
    const fewer = await search(words.filter((_, i) => i !== left).join(' '), options);
    for (const result of fewer?.results ?? []) {
      const rank = result.score * 0.5;
      if ((found.get(result.id)?.rank ?? -1) < rank) found.set(result.id, { result, rank });
    }
  }
  const ranked = [...found.values()].sort((a, b) => b.rank - a.rank);
  return { ...full, results: ranked.map((entry) => entry.result) };
}
