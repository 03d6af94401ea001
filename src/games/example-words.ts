/**
 * Each game's words for its examples in a language (example-language.ts):
 * its catalogues (Game.say), how it puts an action as a message
 * (Game.describeMessage) and the overlay files. Build time only: the pages'
 * Scenario.astro and the frames files (src/pages/de/[game]/examples/)
 * import it; no browser code does.
 */
import type { Locale } from '../../engine/core/messages';
import { GAMES } from '../../engine/games';
import { localeOf } from '../i18n/ui-text';
import { engineInWords, type ExampleWords, type ScenarioLike } from '../components/example-language';
import type { ScenarioEngine } from '../components/scenario-embed';

const OVERLAYS = import.meta.glob<string>('/content/*/*/scenarios/*.yaml', { query: '?raw', import: 'default', eager: true });

/** The words of game `gameId` in `locale`; null for English, which the scenario files are written in. */
export function exampleWords(gameId: string, locale: Locale): ExampleWords | null {
  if (locale === 'en') return null;
  const game = GAMES.find((g) => g.id === gameId);
  if (!game?.say || !game.describeMessage) throw new Error(`No ${locale} words for the examples of ${gameId}: the game has no catalogues (say) or no describeMessage.`);
  const say = game.say.bind(game);
  return { locale, gameId, overlays: OVERLAYS, say: (message) => say(message, locale), describe: game.describeMessage.bind(game) as ExampleWords['describe'] };
}

/** The engine as it is for English, else speaking the language (engineInWords). */
export function engineIn<S extends ScenarioLike, St>(engine: ScenarioEngine<S, St>, gameId: string, locale: Locale): ScenarioEngine<S, St> {
  const words = exampleWords(gameId, locale);
  return words ? engineInWords(engine, words) : engine;
}

/**
 * The language an example on a page speaks: the page's (Astro.currentLocale),
 * except on Starlight's fallback, an English page shown under /de/ until its
 * German file exists, whose examples stay in the text's English.
 */
export function exampleLocale(currentLocale: string | undefined, locals: unknown): Locale {
  const route = (locals as { starlightRoute?: { isFallback?: boolean } } | undefined)?.starlightRoute;
  if (route?.isFallback === true) return 'en';
  return localeOf(currentLocale);
}
