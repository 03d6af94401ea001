/**
 * The German sidebar's links to pages that have no German edition yet (the
 * tool pages and the coverage page, issue 27). Starlight puts /de/ before
 * every link of the config in the German sidebar; a page that does not exist
 * there would answer 404, so the config marks such links hreflang="en"
 * (astro.config.mjs, hasGermanPage) and this leads them to the English page,
 * with a small "EN" badge so the reader knows the language changes. Pure.
 */
import { EDITIONS, splitEdition } from '../i18n/editions';
import { prefixBase, stripBase } from '../plugins/site-base';
import type { FocusEntry, FocusLink } from './focus-sidebar';

/** The badge an English-only page gets in another edition's sidebar (Starlight's badge shape). */
export const ENGLISH_BADGE = { text: 'EN', variant: 'note' } as const;

/** One link: to the English page when marked hreflang="en" and put under an edition's prefix (also the page's Previous and Next links). */
export function toEnglish<L extends FocusLink>(link: L, base = '/'): L {
  const { locale, path } = splitEdition(stripBase(link.href, base));
  if (locale === 'en' || link.attrs.hreflang !== EDITIONS.en.lang) return link;
  return { ...link, href: prefixBase(path, base), badge: link.badge ?? ENGLISH_BADGE, attrs: { ...link.attrs, lang: EDITIONS.en.lang } };
}

/** Every link marked hreflang="en" that Starlight put under an edition's prefix leads to the English page instead. */
export function englishOnlyLinks<E extends FocusEntry>(entries: readonly E[], base = '/'): E[] {
  return entries.map((entry) => (entry.type === 'link' ? toEnglish(entry, base) : { ...entry, entries: englishOnlyLinks(entry.entries, base) }) as E);
}
