/**
 * The site's editions as the budgets see them: each game's pages in English
 * at /<game>/ and in German at /de/<game>/ (src/i18n/editions.ts). Both
 * editions have the same page names (src/i18n/page-lists.test.ts), so a
 * German edition of a game is the game with its pages under de/, and the
 * weight and Lighthouse budgets hold for each edition of each game.
 */
import type { GameSection } from '../engine/core/game';
import { GAMES } from '../engine/games';

/** What the page-weight and JS-weight readers need of a game: its directory under dist/ and its rules pages. */
export interface EditionGame {
  /** "gress" or "de/gress": the directory under dist/ and the path's start. */
  readonly id: string;
  readonly title: string;
  readonly sections: readonly GameSection[];
}

export const BENCH_EDITIONS = ['en', 'de'] as const;
export type BenchEdition = (typeof BENCH_EDITIONS)[number];

/** Every game in the editions asked for, English first. */
export function editionGames(editions: readonly BenchEdition[] = BENCH_EDITIONS): EditionGame[] {
  return editions.flatMap((edition) =>
    GAMES.map((game) =>
      edition === 'en'
        ? { id: game.id, title: game.title, sections: game.sections }
        : { id: `${edition}/${game.id}`, title: `${game.title}, ${edition}`, sections: game.sections },
    ),
  );
}
