/**
 * An example in another language than English (issue 27): the English
 * scenario file runs as always, with its texts taken from the language's
 * overlay (content/<locale>/<game>/scenarios/<id>.yaml, merged by
 * engine/core/text-overlay.ts), and its frames carry the ruling and the
 * described action in that language's words (the game's catalogues, through
 * the message each ruling and action has). The stepper shows frames as they
 * come, so a German frames file is all a German example needs to step
 * through: no catalogue travels to the browser for it.
 *
 * Kept apart from the games (example-words.ts binds each game's words) so it
 * can be unit-tested with a stand-in engine.
 */
import { parse as parseYaml } from 'yaml';
import type { Frame } from '../../engine/core/frame';
import type { Locale, Message } from '../../engine/core/messages';
import type { Ruling } from '../../engine/core/ruling';
import { overlayProblems, withOverlay } from '../../engine/core/text-overlay';
import type { ScenarioEngine } from './scenario-embed';

/** A game's words in one language, for its examples. */
export interface ExampleWords {
  readonly locale: Exclude<Locale, 'en'>;
  readonly gameId: string;
  /** The overlay files' texts keyed by root-relative path (/content/<locale>/<game>/scenarios/<id>.yaml). */
  readonly overlays: Readonly<Record<string, string>>;
  /** A message of the game in this language (Game.say). */
  readonly say: (message: Message) => string;
  /** An action of the game as a message (the game's describeMessage). */
  readonly describe: (action: never, players: readonly string[]) => Message;
}

/** What this module needs of a parsed scenario: its data (texts and players) and its steps' actions. */
export interface ScenarioLike {
  readonly data: { readonly id: string; readonly players: readonly string[] };
  readonly actions: readonly unknown[];
}

/** Where a game's overlays live in a language, as keys of import.meta.glob. */
export function overlayDir(gameId: string, locale: Locale): string {
  return `/content/${locale}/${gameId}/scenarios/`;
}

/** The scenario with the overlay's texts in place of the English ones, or why it cannot have them. */
export function translated<S extends ScenarioLike>(scenario: S, englishText: string, words: ExampleWords): { ok: true; scenario: S } | { ok: false; error: string } {
  const file = `${overlayDir(words.gameId, words.locale)}${scenario.data.id}.yaml`.slice(1);
  const text = words.overlays[`/${file}`];
  if (text === undefined) return { ok: false, error: `there is no ${words.locale} text for this example: ${file} is missing` };
  let overlay: unknown;
  try {
    overlay = parseYaml(text);
  } catch (e) {
    return { ok: false, error: `${file}: not valid YAML: ${(e as Error).message.split('\n')[0]}` };
  }
  const problems = overlayProblems(parseYaml(englishText), overlay);
  if (problems.length > 0) return { ok: false, error: `${file} does not fit its English file: ${problems.join('; ')}` };
  return { ok: true, scenario: { ...scenario, data: withOverlay(scenario.data, overlay) } };
}

/** A frame with its ruling and described action in the language's words; the English summary stays where a ruling has no message. */
export function frameInWords<St, R extends Ruling>(frame: Frame<St, R>, action: unknown, players: readonly string[], words: ExampleWords): Frame<St, R> {
  const ruling = frame.ruling && frame.ruling.says ? { ...frame.ruling, summary: words.say(frame.ruling.says) } : frame.ruling;
  const label = frame.label != null && action !== undefined ? words.say(words.describe(action as never, players)) : frame.label;
  return { ...frame, ruling, label };
}

/**
 * The scenario engine speaking `words`' language: it reads the English file
 * with the overlay's texts and runs it into frames in that language. A
 * missing or ill-fitting overlay is a parse error, so the build fails and
 * names the file (as an example the engine disagrees with does).
 */
export function engineInWords<S extends ScenarioLike, St>(engine: ScenarioEngine<S, St>, words: ExampleWords): ScenarioEngine<S, St> {
  return {
    parseScenario(text, file) {
      const parsed = engine.parseScenario(text, file);
      return parsed.ok ? translated(parsed.scenario, text, words) : parsed;
    },
    runScenario(scenario) {
      const run = engine.runScenario(scenario);
      const frames = run.frames.map((f, i) => (i === 0 ? f : frameInWords(f, scenario.actions[i - 1], scenario.data.players, words)));
      return { frames, failures: run.failures };
    },
    summarizeScenario: (scenario) => engine.summarizeScenario(scenario),
  };
}
