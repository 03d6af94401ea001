/**
 * The site's two editions (issue 27): English at the root, German under /de/.
 * Starlight's own i18n (astro.config.mjs `locales`) routes the rulebook pages;
 * the code that writes addresses itself (permalinks, the go-to box, citation
 * previews, the 404 page, the language switch) asks this module which edition
 * a path belongs to and how the same place reads in the other one. Pure: paths
 * here are site paths, without the base (src/base-path.ts adds and strips it).
 */
import { LOCALES, type Locale } from '../../engine/core/messages';

export type { Locale };

/** A locale from what a page knows (Astro.currentLocale, the <html lang>): "de", "de-AT" -> "de"; anything else English. */
export function localeOf(tag: string | null | undefined): Locale {
  const primary = (tag ?? '').toLowerCase().split('-')[0];
  return (LOCALES as readonly string[]).includes(primary) ? (primary as Locale) : 'en';
}

/** An edition: its path prefix ('' at the root), its html lang and the name the language switch shows. */
export interface Edition {
  readonly locale: Locale;
  readonly prefix: '' | `/${string}`;
  readonly lang: string;
  readonly label: string;
}

export const EDITIONS: Readonly<Record<Locale, Edition>> = {
  en: { locale: 'en', prefix: '', lang: 'en', label: 'English' },
  de: { locale: 'de', prefix: '/de', lang: 'de', label: 'Deutsch' },
};

/** The editions in the order the switch lists them. */
export const EDITION_LIST: readonly Edition[] = [EDITIONS.en, EDITIONS.de];

/** A site path split into its edition and the path as the English edition spells it: "/de/gress/r/7.3" -> de, "/gress/r/7.3". */
export function splitEdition(path: string): { locale: Locale; path: string } {
  for (const edition of EDITION_LIST) {
    if (edition.prefix === '') continue;
    if (path === edition.prefix) return { locale: edition.locale, path: '/' };
    if (path.startsWith(`${edition.prefix}/`)) return { locale: edition.locale, path: path.slice(edition.prefix.length) };
  }
  return { locale: 'en', path };
}

/** The edition of a site path: "/de/gress/" -> 'de', "/gress/" and "/dealer/" -> 'en'. */
export function editionOf(path: string): Locale {
  return splitEdition(path).locale;
}

/** An English site path in an edition: ("/gress/r/7.3", 'de') -> "/de/gress/r/7.3"; '#7-3' and 'https://...' unchanged. */
export function inEdition(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return EDITIONS[locale].prefix + path;
}

/** The same place in another edition: ("/de/gress/7-jacks/", 'en') -> "/gress/7-jacks/". */
export function switchEdition(path: string, locale: Locale): string {
  return inEdition(splitEdition(path).path, locale);
}

/** The first segment of a path after its edition's prefix: "/de/gress/7-jacks/" -> "gress" (a game's pages live under its id). */
export function topSegment(path: string): string {
  return splitEdition(path).path.split('/').filter(Boolean)[0] ?? '';
}

/** Pages built in every edition besides the rulebook's (Starlight's pages): each game's list of paragraphs, /<game>/r/. */
const IN_EVERY_EDITION = [/^\/[^/]+\/r\/$/];

/** A content entry id as a page id: "de/index" and "index" -> "de" and "" (Starlight's spelling of a home page). */
export function pageIdOf(entryId: string): string {
  return entryId.replace(/(^|\/)index$/, '');
}

/** A site path as a page id: "/de/gress/7-jacks/" -> "de/gress/7-jacks", "/" -> "". */
export function pageIdOfPath(path: string): string {
  return path.replace(/^\/+|\/+$/g, '').replace(/\/index\.html$|^index\.html$/, '');
}

/**
 * What the site has at `path` (a site path, no base), given the page ids of
 * content/ (written: English and German files): 'written' a page of its own
 * language, 'fallback' Starlight's English text under /de/ (every English
 * rulebook page has one until its German file exists), 'none' no page (an
 * English tool page has no German edition yet). Only the pages Starlight and
 * the permalink lists build are known here: ask about content pages.
 */
export function pageKind(path: string, written: ReadonlySet<string>): 'written' | 'fallback' | 'none' {
  const { locale, path: english } = splitEdition(path);
  if (written.has(pageIdOfPath(path))) return 'written';
  if (IN_EVERY_EDITION.some((pattern) => pattern.test(english))) return 'written';
  if (locale !== 'en' && written.has(pageIdOfPath(english))) return 'fallback';
  return 'none';
}
