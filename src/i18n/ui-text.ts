/**
 * The interface's own words (buttons, labels, status lines of the sandbox, the
 * desks, the tools, the play pages) in every language of the site. A view
 * keeps its words beside it:
 *
 *     const TEXT = uiText({
 *       en: { forward: 'Forward', stepOf: (n: number, of: number) => `Step ${n} of ${of}` },
 *       de: { forward: 'Weiter', stepOf: (n, of) => `Schritt ${n} von ${of}` },
 *     });
 *     const t = useUiText(TEXT); // in a component: the words of the page's language
 *
 * German must have exactly English's keys with the same parameter types: a
 * missing or extra key fails the type check (NoInfer keeps German from
 * widening the shape English sets). Counted words go through
 * engine/core/messages.ts (pluralForm), never `n === 1 ? '' : 's'`.
 *
 * The language reaches a view through LocaleContext: an island's entry takes a
 * `lang` prop from its Astro page (Astro.currentLocale) and provides it, so
 * the server renders the German page in German and the browser hydrates the
 * same words. Without a provider a view speaks English.
 */
import { createContext, h, type ComponentChildren } from 'preact';
import { useContext } from 'preact/hooks';
import type { Locale } from '../../engine/core/messages';

export type { Locale } from '../../engine/core/messages';

/** One view's words in every language. */
export type UiText<T> = { readonly [L in Locale]: T };

/** The words of a view, checked: German (and any later language) has English's shape exactly. */
export function uiText<T extends object>(texts: { readonly en: T } & { readonly [L in Exclude<Locale, 'en'>]: NoInfer<T> }): UiText<T> {
  return texts;
}

/** The language of the island being rendered; English where nobody said. */
export const LocaleContext = createContext<Locale>('en');

/**
 * Provides `lang` to the views below; without it, keeps the language of the island around it. A
 * component that is an island of its own on one page and a part of another island elsewhere (a
 * game's sandbox inside an example, the lesson shell inside a game's lesson player) must not
 * reset a German island to English because its parent did not repeat the language.
 */
export function KeepLocale({ lang, children }: { readonly lang?: Locale; readonly children?: ComponentChildren }) {
  const around = useContext(LocaleContext);
  return h(LocaleContext.Provider, { value: lang ?? around }, children);
}

/** The language of the island being rendered. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** A view's words in the language of the island being rendered. */
export function useUiText<T>(text: UiText<T>): T {
  return text[useLocale()];
}

/** A locale from what a page knows (kept in editions.ts, which plain page scripts import without Preact). */
export { localeOf } from './editions';
