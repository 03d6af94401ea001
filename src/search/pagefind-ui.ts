/**
 * Starlight's search dialog with the game's name understood (game-names.ts).
 *
 * Starlight's Search component builds Pagefind's default UI itself and passes
 * it only JSON options (astro.config.mjs `pagefind`), so there is no place for
 * the two functions this needs; overriding the component would mean copying
 * its 450 lines. Instead astro.config.mjs points the component's one import of
 * `@pagefind/default-ui` at this module, which hands Pagefind's own UI class
 * the same options plus:
 * - `processTerm` (a documented option of the default UI): the query without
 *   the game's name and without its small words (question-words.ts), which
 *   is what Pagefind searches for;
 * - a filter on the game (Pagefind's `triggerFilters`), set as the reader
 *   types, before the UI's debounced search starts, so one search runs and it
 *   is already narrowed; taken off again when the name goes from the query.
 *   The filter only changes when the game the query names changes, so a
 *   filter the reader ticks by hand stays until then;
 * - `bundlePath`: the dialog loads /pagefind/answers/pagefind.js, Pagefind's
 *   API with a search that also finds the sections lacking one word of the
 *   query (relaxed-search.ts);
 * - `processResult`: a result is one section of a page, indexed from a page of
 *   its own (src/search/index-units.ts); its link is the section's anchor on
 *   the real page (its `url` meta), and so is the one sub-result Pagefind
 *   makes of it, which the dialog then shows as the result's excerpt instead
 *   of a second link to the index-only page.
 */
// The package has no types; its module build is what the bare import resolves to.
// @ts-expect-error -- untyped JavaScript module
import { PagefindUI as PagefindDefaultUI } from '@pagefind/default-ui/npm_dist/mjs/ui-core.mjs';
import { ANSWERS_DIR } from './answers-module';
import { GAME_FILTER, parseGameQuery } from './game-names';
import { withoutSmallWords } from './question-words';
import { toSection, type ResultData } from './section-result';

interface Options {
  readonly element: string | HTMLElement;
  /** Where Pagefind's files are: /pagefind/ under the base path. */
  readonly bundlePath: string;
  readonly processTerm?: (term: string) => string;
  readonly processResult?: (result: ResultData) => ResultData | void;
  readonly [option: string]: unknown;
}

export class PagefindUI extends PagefindDefaultUI {
  constructor(options: Options) {
    const processTerm = (term: string) => {
      const terms = withoutSmallWords(parseGameQuery(term).terms);
      return options.processTerm ? options.processTerm(terms) : terms;
    };
    const processResult = (result: ResultData) => {
      const section = toSection(result);
      return options.processResult?.(section) ?? section;
    };
    super({ ...options, bundlePath: `${options.bundlePath}${ANSWERS_DIR}/`, processTerm, processResult });
    const root = typeof options.element === 'string' ? document.querySelector(options.element) : options.element;
    const input = root?.querySelector<HTMLInputElement>('input');
    if (input) narrowAsTyped(this as unknown as Filterable, input);
  }
}

interface Filterable {
  triggerFilters(filters: Record<string, string | string[]>): void;
}

/** Sets and clears the game filter the query's name asks for; `input` fires after the UI has read the new value. */
function narrowAsTyped(ui: Filterable, input: HTMLInputElement): void {
  let ours: string | undefined;
  const update = () => {
    const game = parseGameQuery(input.value).game?.filter;
    if (game === ours) return;
    ui.triggerFilters(game ? { [GAME_FILTER]: game } : {});
    ours = game;
  };
  input.addEventListener('input', update);
  // The UI empties the box on Escape and on its Clear button without an input event.
  input.form?.addEventListener('click', () => queueMicrotask(update));
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') queueMicrotask(update);
  });
}
