/**
 * The functions every catalogue of a game's own (its notation's faults, its
 * sense check's, a tool's) needs around its English and German words: whether
 * a message is one of its ids (so the game's `say` hands it there), the words
 * in a locale, the typed constructor, and, for a notation, the failure with
 * the column (and the line) around it. Each catalogue file used to write the
 * same twenty lines; now it asks for them once.
 */
import { renderer, type Catalogue, type Catalogues, type Locale, type Message, type MessageOf, type Say } from './messages';
import { failure, reason } from './reasons';

/** A failure with its English `error` and its message as `reason` (reasons/index.ts `failure`). */
export type Failed = ReturnType<typeof failure>;

export interface CatalogueKit<Spec> {
  /** Whether `m` is one of this catalogue's messages. */
  readonly is: (m: Message) => boolean;
  /** A message of this catalogue in `locale`'s words. */
  readonly say: (m: Message, locale: Locale) => string;
  /** A message of this catalogue, its parameters checked against the id. */
  readonly make: <Id extends keyof Spec & string>(id: Id, params: Spec[Id]) => Message<Id, Spec[Id]>;
  /** "column N: ..." with this message inside, for a position line's field. */
  readonly failAt: (column: number, m: MessageOf<Spec>) => Failed;
  /** "column N: ... in "<line>"" with this message inside, for an action line. */
  readonly failInLine: (text: string, column: number, m: MessageOf<Spec>) => Failed;
}

export interface KitOptions<H extends Say> {
  /** The helpers a catalogue entry gets besides the core's (card names), per locale. */
  readonly helpers?: { readonly [L in Locale]: (base: Say) => Omit<H, keyof Say> };
  /** Catalogues whose messages may come nested in these (`s.say(why)`): rendered with them, not counted as these. */
  readonly nested?: { readonly [L in Locale]: object };
}

const NO_HELPERS = () => ({});

/** The kit for one catalogue pair: `is` counts only its own ids; `say` also renders what `nested` brings. */
export function catalogueKit<Spec, H extends Say = Say>(catalogues: Catalogues<Spec, H>, options: KitOptions<H> = {}): CatalogueKit<Spec> {
  const renderFor = (locale: Locale) => {
    const words = { ...options.nested?.[locale], ...catalogues[locale] } as Catalogue<Spec, H>;
    return renderer<Spec, H>(words, locale, (options.helpers?.[locale] ?? NO_HELPERS) as (base: Say) => Omit<H, keyof Say>);
  };
  const render = { en: renderFor('en'), de: renderFor('de') } satisfies Record<Locale, (m: Message) => string>;
  const say = (m: Message, locale: Locale) => render[locale](m);
  return {
    is: (m) => Object.hasOwn(catalogues.en, m.id),
    say,
    make: (id, params) => ({ id, params }),
    failAt: (column, m) => failure(`column ${column}: ${say(m, 'en')}`, reason('parse.column', { column, why: m })),
    failInLine: (text, column, m) => failure(`column ${column}: ${say(m, 'en')} in "${text}"`, reason('parse.column', { column, why: reason('parse.in', { why: m, text }) })),
  };
}
