/**
 * The bot levels as a play page offers them (engine/gin-rummy/bots.ts), in the
 * page's language: English as the engine names them, German written here,
 * keyed by the level's id so a new level without German words fails loudly.
 */
import { ginRummy } from '../../../../engine/gin-rummy/index';
import type { Locale } from '../../../../engine/core/messages';
import type { LevelInfo } from '../../../components/play/play-setup';

/** The German lines say what the English ones say, from the same bench figures (engine/gin-rummy/bots.ts). */
const GERMAN: Readonly<Record<string, { readonly label: string; readonly description: string }>> = {
  random: { label: 'Zufall', description: 'Kauft, nimmt auf, wirft ab und klopft zufällig, aber regelgerecht; die Stufe Einfach gewinnt fast jedes Spiel gegen ihn.' },
  simple: { label: 'Einfach', description: 'Das Vergleichsprogramm der EAAI-Challenge 2021: nimmt einen Abwurf nur für eine Figur, wirft die höchste freie Karte ab, klopft sofort.' },
  club: { label: 'Klub', description: 'Hält die schlechten Karten niedrig und klopft bei zehn oder weniger; gegen Einfach etwa gleich stark (49 von 100 Spielen).' },
  strong: { label: 'Stark', description: 'Plant einen Zug voraus; gewinnt nach den Regeln dieser Seite etwa 60 von 100 Partien gegen das EAAI-Programm von 2021 (Einfach).' },
};

/** The engine's levels with their words in `locale`. */
export function ginLevels(locale: Locale): LevelInfo[] {
  return (ginRummy.botLevels ?? []).map(({ id, label, description }) => {
    if (locale === 'en') return { id, label, description };
    const words = GERMAN[id];
    if (!words) throw new Error(`Gin Rummy bot level "${id}" has no German label (src/games/gin-rummy/play/levels.ts)`);
    return { id, ...words };
  });
}
