/**
 * A game's name typed into the search box ("gin rummy undercut", "sens must I
 * trump", "the game two cards") names the game to look in, not words to find:
 * every page of a game says its name, so as a search term it ranks the pages
 * that say it most (the overview, the glossary) above the rule asked about.
 * The search box takes the name off the terms and narrows to that game's
 * pages with a Pagefind filter instead (src/search/pagefind-ui.ts). Plain
 * data and a pure function, so the build, the browser and the tests agree.
 */

/** The Pagefind filter key every page of a game carries (src/plugins/search-index.ts). */
export const GAME_FILTER = 'Game';

interface GameNames {
  readonly id: string;
  /** The filter value: the game's title as the site shows it. */
  readonly filter: string;
  /** Spellings taken as the game's name at either end of a query, longest first. */
  readonly names: readonly string[];
  /** Spellings taken as the name only at the start: "who wins the game" is no request for The Game. */
  readonly leading?: readonly string[];
}

export const GAME_NAMES: readonly GameNames[] = [
  { id: 'gress', filter: 'Gress', names: ['gress'] },
  {
    id: 'the-game',
    filter: 'The Game: Face to Face',
    names: ['the game face to face', 'face to face'],
    leading: ['the game'],
  },
  { id: 'gin-rummy', filter: 'Gin Rummy', names: ['gin rummy', 'ginrummy', 'rummy'] },
  { id: 'sens', filter: 'SENS', names: ['sens'] },
];

/** What a query asks: the game it names (if any) and the words left to search for. */
export interface GameQuery {
  readonly game?: (typeof GAME_NAMES)[number];
  readonly terms: string;
}

/** Lower case, punctuation to spaces: "The Game: Face-to-Face" -> "the game face to face". */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}.§]+/u)
    .filter(Boolean);
}

function startsWith(query: readonly string[], name: readonly string[]): boolean {
  return name.length < query.length && name.every((w, i) => query[i] === w);
}

function endsWith(query: readonly string[], name: readonly string[]): boolean {
  const offset = query.length - name.length;
  return offset > 0 && name.every((w, i) => query[offset + i] === w);
}

/**
 * The game a query names at its start or end, and the query without it.
 * A query that is only a name ("gin rummy") keeps it as its terms: there is
 * nothing else to look for, and the game's own pages are the answer.
 */
export function parseGameQuery(query: string): GameQuery {
  const typed = words(query);
  const whole = GAME_NAMES.find((game) => [...game.names, ...(game.leading ?? [])].includes(typed.join(' ')));
  if (whole) return { game: whole, terms: query.trim() };
  for (const game of GAME_NAMES) {
    const name = (spelling: string) => spelling.split(' ');
    for (const spelling of [...game.names, ...(game.leading ?? [])]) {
      if (startsWith(typed, name(spelling))) return { game, terms: typed.slice(name(spelling).length).join(' ') };
    }
    for (const spelling of game.names) {
      if (endsWith(typed, name(spelling))) return { game, terms: withoutTrailingIn(typed.slice(0, typed.length - name(spelling).length)).join(' ') };
    }
  }
  return { terms: query.trim() };
}

/** "undercut in gin rummy" leaves "undercut in"; the "in" is no word of the question. */
function withoutTrailingIn(typed: readonly string[]): readonly string[] {
  const last = typed[typed.length - 1];
  return typed.length > 1 && (last === 'in' || last === 'at' || last === 'for') ? typed.slice(0, -1) : typed;
}
