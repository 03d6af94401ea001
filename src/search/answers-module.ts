/**
 * Where the module the search dialog loads lives, under Pagefind's own
 * directory (/pagefind/answers/pagefind.js): src/plugins/search-index.ts
 * writes it, src/search/pagefind-ui.ts points the dialog at it.
 */
export const ANSWERS_DIR = 'answers';
