/**
 * The bot levels of The Game as a play page offers them, in the page's
 * language: the engine's levels (engine/the-game/bots.ts) with their English
 * words as they are, and German words for the German page. A level the
 * German list does not know keeps its English words, so a new level shows
 * up rather than vanishing. How strong each level is comes from the bench, as
 * the English words say (engine/the-game/bots.ts).
 */
import type { Locale } from '../../../../engine/core/messages';
import { theGame } from '../../../../engine/the-game/index';
import type { LevelInfo } from '../../../components/play/play-setup';

const GERMAN: Readonly<Record<string, Omit<LevelInfo, 'id'>>> = {
  random: { label: 'Zufall', description: 'Legt irgendeine passende Karte auf irgendeinen Stapel und hört nach Lust und Laune auf: der Maßstab, den der Klub-Bot in jedem Spiel schlägt.' },
  club: { label: 'Klub', description: 'Legt die Karte, die einem Stapel am nächsten liegt, nutzt den Rückwärts-Trick, hört meist nach zwei Karten auf; schlägt Zufall in allen 1.000 Spielen.' },
  strong: { label: 'Stark', description: 'Plant den ganzen Zug, zählt mit, welche Zahlen auf beiden Seiten noch kommen, und gewinnt gegen Klub etwa 8 von 10 Spielen.' },
};

/** The levels, weakest first, in `locale`'s words. */
export function theGameLevels(locale: Locale): LevelInfo[] {
  return (theGame.botLevels ?? []).map(({ id, label, description }) => (locale === 'de' && GERMAN[id] ? { id, ...GERMAN[id] } : { id, label, description }));
}
