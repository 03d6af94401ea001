/**
 * The bot levels of SENS (engine/sens/bots.ts BOT_LEVELS) as the German play
 * page names them: the engine's ids, German labels and descriptions. English
 * pages show the engine's own words unchanged.
 */
import type { Locale } from '../../../../engine/core/messages';
import type { LevelInfo } from '../../../components/play/play-setup';

const GERMAN: Readonly<Record<string, { readonly label: string; readonly description: string }>> = {
  random: { label: 'Zufall', description: 'Sagt an, meldet und spielt zufällig unter den erlaubten Zügen: der Maßstab, an dem sich die anderen messen.' },
  club: { label: 'Verein', description: 'Sagt auf Trümpfe und Säue an, zieht Trumpf, sobald die eigene Partei spielt, und macht Stiche so billig wie möglich.' },
  strong: { label: 'Stark', description: 'Zählt die gespielten Karten mit, sagt an, was die Partei schaffen kann, zieht mit starker Hand Trumpf und schmiert dem Partner Punkte zu, wenn er den Stich macht.' },
};

/** The levels in `locale`'s words; a level without German words keeps the engine's (and a test says so). */
export function levelsIn(levels: readonly LevelInfo[], locale: Locale): LevelInfo[] {
  if (locale === 'en') return [...levels];
  return levels.map((level) => ({ ...level, ...(GERMAN[level.id] ?? {}) }));
}

/** The level ids that have German words, for the test that every engine level has them. */
export const GERMAN_LEVEL_IDS: readonly string[] = Object.keys(GERMAN);
