/**
 * The bot levels of The Game as a play page offers them, in the page's
 * language: the engine's levels (engine/the-game/bots.ts) with their English
 * words as they are, and German words for the German page. A level the
 * German list does not know keeps its English words, so a new level shows
 * up rather than vanishing.
 */
import type { Locale } from '../../../../engine/core/messages';
import { theGame } from '../../../../engine/the-game/index';
import type { LevelInfo } from '../../../components/play/play-setup';

const GERMAN: Readonly<Record<string, Omit<LevelInfo, 'id'>>> = {
  random: { label: 'Zufall', description: 'Legt irgendeine passende Karte auf irgendeinen Stapel und hört nach Lust und Laune auf: der Maßstab, an dem sich die anderen messen.' },
  club: { label: 'Klub', description: 'Legt die Karte, die einem Stapel am nächsten liegt, nutzt den Rückwärts-Trick, hilft dir nur, wenn es ihm beim Auffüllen nützt, und hört meist nach zwei Karten auf.' },
  strong: { label: 'Stark', description: 'Plant den ganzen Zug, zählt mit, welche Zahlen auf beiden Seiten noch kommen können, und gibt dir die Hilfe, die dir am wenigsten bringt.' },
};

/** The levels, weakest first, in `locale`'s words. */
export function theGameLevels(locale: Locale): LevelInfo[] {
  return (theGame.botLevels ?? []).map(({ id, label, description }) => (locale === 'de' && GERMAN[id] ? { id, ...GERMAN[id] } : { id, label, description }));
}
