/**
 * Sentences as data. The engines used to write every ruling, refusal, hint and
 * step description as an English sentence inside the rule code, so no other
 * language was possible without touching every rule. Now a rule says *what*
 * happened as a message: an id and typed parameters (cards, seats, counts,
 * paragraphs). One catalogue per language turns it into words.
 *
 * Each game declares its messages as a spec, an interface from id to the type
 * of its parameters:
 *
 *     interface Spec { 'lay.onOwn': { player: string; card: string; pile: string } }
 *
 * and writes one `Catalogue<Spec>` per locale. The catalogue is a mapped type over
 * the spec, so a missing id or a parameter used that the spec does not give fails
 * the type check, and an extra id fails it too (an object literal may not carry
 * properties its type does not name); `catalogueKeysDiffer` checks the same at
 * run time for catalogues built another way.
 *
 * Plurals go through `Intl.PluralRules` (`Say.plural`), lists through
 * `Intl.ListFormat` (`Say.list`): never `n === 1 ? '' : 's'` in a catalogue.
 */

/** The languages the site is written in. English is the reference: its output is what the scenario files quote. */
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

/** What a message's parameters may hold: plain values, lists of them, or another message (a clause inside a sentence). */
export type MessageParam = string | number | boolean | undefined | readonly MessageParam[] | Message | { readonly [key: string]: MessageParam };

/** A sentence as data: an id in a game's catalogue and its parameters. */
export interface Message<Id extends string = string, P = unknown> {
  readonly id: Id;
  readonly params: P;
}

/** The message union of a spec: `{ id: 'a'; params: A } | { id: 'b'; params: B } | ...`, so `params` is checked against its id. */
export type MessageOf<Spec> = { [Id in keyof Spec & string]: Message<Id, Spec[Id]> }[keyof Spec & string];

/** Helpers a catalogue entry gets for its locale. Games extend it with their own (card names, seats). */
export interface Say {
  readonly locale: Locale;
  /** Picks the form for `count` by the locale's plural rules: `plural(3, { one: 'card', other: 'cards' })`. */
  plural(count: number, forms: PluralForms): string;
  /** "A, B and C" / "A, B und C". */
  list(items: readonly string[], type?: 'conjunction' | 'disjunction'): string;
  /** Renders a nested message with the same catalogue (a clause inside a sentence). */
  say(message: Message): string;
}

/** Plural forms; `other` is required, the rest as the locale needs (English and German use `one` and `other`). */
export interface PluralForms {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

/** One language's words for every message of a spec. `H` is the game's extra helpers (card names and the like). */
export type Catalogue<Spec, H extends Say = Say> = { readonly [Id in keyof Spec]: (params: Spec[Id], say: H) => string };

/** Every locale's catalogue for one spec. */
export type Catalogues<Spec, H extends Say = Say> = { readonly [L in Locale]: Catalogue<Spec, H> };

/** Builds a message, checking the parameters against the id at compile time. */
export function message<Spec, Id extends keyof Spec & string>(id: Id, params: Spec[Id]): Message<Id, Spec[Id]> {
  return { id, params };
}

const pluralRules = new Map<Locale, Intl.PluralRules>();
const listFormats = new Map<string, Intl.ListFormat>();

/** `Intl.PluralRules` for the locale, made once. */
export function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
}

/** The form for `count`; falls back to `other` when the locale's category has no form of its own. */
export function pluralForm(locale: Locale, count: number, forms: PluralForms): string {
  return forms[pluralCategory(locale, count)] ?? forms.other;
}

/** A list joined the locale's way. English here has no serial comma ("A, B and C"), as the engines always wrote. */
export function listOf(locale: Locale, items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  if (locale === 'en') return joinEnglish(items, type === 'conjunction' ? 'and' : 'or');
  const key = `${locale}:${type}`;
  let format = listFormats.get(key);
  if (!format) listFormats.set(key, (format = new Intl.ListFormat(locale, { style: 'long', type })));
  return format.format(items);
}

/** "A", "A and B", "A, B and C": Intl.ListFormat's English adds a serial comma the engines' sentences never had. */
function joinEnglish(items: readonly string[], word: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
}

/**
 * A renderer for one catalogue: `render(message)` is the sentence. `extra` adds the game's
 * own helpers (they get the base helpers, so a card name can use `plural`). An unknown
 * id is a programming error the type check prevents; if it happens anyway (a message
 * read from an old saved file) the answer names the id instead of throwing.
 */
export function renderer<Spec, H extends Say>(
  catalogue: Catalogue<Spec, H>,
  locale: Locale,
  extra: (base: Say) => Omit<H, keyof Say>,
): (message: Message) => string {
  const entries = catalogue as unknown as Record<string, ((params: unknown, say: H) => string) | undefined>;
  const base: Say = {
    locale,
    plural: (count, forms) => pluralForm(locale, count, forms),
    list: (items, type) => listOf(locale, items, type),
    say: (inner) => render(inner),
  };
  const helpers = { ...extra(base), ...base } as H;
  function render(m: Message): string {
    const entry = entries[m.id];
    return entry ? entry(m.params, helpers) : `[${m.id}]`;
  }
  return render;
}

/** Ids one catalogue has and the other lacks, both ways: empty when they match (a test per game calls it). */
export function catalogueKeysDiffer(a: object, b: object): { readonly onlyInFirst: string[]; readonly onlyInSecond: string[] } {
  const first = new Set(Object.keys(a));
  const second = new Set(Object.keys(b));
  return {
    onlyInFirst: [...first].filter((key) => !second.has(key)).sort(),
    onlyInSecond: [...second].filter((key) => !first.has(key)).sort(),
  };
}
