/**
 * A question typed as a player says it ("what do we do when the draw pile is
 * empty") is mostly small words. Pagefind returns only the sections that hold
 * every word of the query, so each "what", "we" or "do" shuts out the short
 * section that answers and leaves the long pages that happen to hold them
 * all. The search box drops these words before Pagefind sees the query
 * (src/search/pagefind-ui.ts). The list is only words that carry no rule:
 * "must", "may", "no", "first", "last", "after", "before", numbers and every
 * card or game term stay.
 */
const SMALL_WORDS = new Set(
  (
    'a an the i im me my mine we us our you your he him his she her they them their it its ' +
    'is are was were be been being am do does did doing done have has had having get got ' +
    'what whats when where which who whom whose how why can could should would will shall ' +
    'to of in on at by for with from into about and or but if then so that this these those there ' +
    'now just again also still not any some many much each every very really ok okay please ' +
    'someone somebody anyone anybody'
  ).split(' '),
);

/**
 * The query without small words; as typed when nothing else would be left.
 * A possessive loses its "'s": the pages write "opponent’s" with a curly
 * apostrophe, which the index does not hold as the typed "opponent's".
 */
export function withoutSmallWords(query: string): string {
  const words = query.split(/\s+/).filter(Boolean);
  const kept = words.filter((word) => !SMALL_WORDS.has(word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')));
  return kept.length > 0 ? kept.map((word) => word.replace(/['’]s$/i, '')).join(' ') : query.trim();
}
