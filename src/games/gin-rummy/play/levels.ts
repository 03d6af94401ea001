/**
 * The bot levels as a play page offers them (engine/gin-rummy/bots.ts), in the
 * page's language: English as the engine names them, German written here,
 * keyed by the level's id so a new level without German words fails loudly.
 */
import { ginRummy } from '../../../../engine/gin-rummy/index';
import type { Locale } from '../../../../engine/core/messages';
import type { LevelInfo } from '../../../components/play/play-setup';

const GERMAN: Readonly<Record<string, { readonly label: string; readonly description: string }>> = {
  random: { label: 'Zufall', description: 'Kauft, nimmt auf, wirft ab und klopft zufällig, aber immer regelgerecht: der Maßstab, an dem sich die anderen messen.' },
  club: { label: 'Klub', description: 'Hält die schlechten Karten niedrig, nimmt den Abwurf, wenn er hilft, und klopft bei zehn oder weniger, manchmal wartet er auf weniger.' },
  strong: { label: 'Stark', description: 'Nimmt einen Abwurf nur für eine Figur oder ein Klopfen, wirft Karten ab, die du kaum brauchen kannst, klopft früh und legt alles an.' },
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
