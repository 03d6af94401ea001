/**
 * The island entries' language (issue 27): each entry an .astro page renders
 * with client:* takes an optional `lang` and wraps its tree in this, so every
 * view under it reads its words through useUiText in the page's language.
 */
import type { ComponentChildren } from 'preact';
import { KeepLocale, type Locale, LocaleContext } from '../../i18n/ui-text';

/** The page's language, as an entry receives it (Astro.currentLocale's "de"), English where none was given. */
export interface LangProp {
  readonly lang?: Locale;
}

export function InLocale({ lang, children }: LangProp & { children: ComponentChildren }) {
  return <KeepLocale lang={lang}>{children}</KeepLocale>;
}
