/**
 * The bot levels of SENS (engine/sens/bots.ts BOT_LEVELS) as the German play
 * page names them: the engine's ids, German labels and descriptions. English
 * pages show the engine's own words unchanged. The figures are the bench's
 * (engine/sens/bots.ts says which run).
 */
import type { Locale } from '../../../../engine/core/messages';
import type { LevelInfo } from '../../../components/play/play-setup';

const GERMAN: Readonly<Record<string, { readonly label: string; readonly description: string }>> = {
  random: { label: 'Zufall', description: 'Sagt an, meldet und spielt zufällig unter den erlaubten Zügen: der Maßstab; verlor alle 1.000 Partien gegen Verein und Stark.' },
  club: { label: 'Verein', description: 'Sagt auf Trümpfe und Säue an und macht Stiche billig; gewinnt jede Partie gegen Zufall, etwa 2 von 10 gegen Stark.' },
  strong: { label: 'Stark', description: 'Verteilt die Karten, die es nicht sieht, auf viele Arten und spielt jede Wahl durch; gewinnt etwa 8 von 10 Partien gegen Verein.' },
};

/** The levels in `locale`'s words; a level without German words keeps the engine's (and a test says so). */
export function levelsIn(levels: readonly LevelInfo[], locale: Locale): LevelInfo[] {
  if (locale === 'en') return [...levels];
  return levels.map((level) => ({ ...level, ...(GERMAN[level.id] ?? {}) }));
}

/** The level ids that have German words, for the test that every engine level has them. */
export const GERMAN_LEVEL_IDS: readonly string[] = Object.keys(GERMAN);
