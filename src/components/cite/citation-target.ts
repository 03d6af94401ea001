/**
 * Which links are paragraph citations, and which paragraph each cites: a
 * short permalink (/gress/r/7.3, /gin-rummy/r/10/) or a paragraph's anchor on
 * a rules page (/gress/7-jacks/#7-3, or #7-3 on that page). Links that only
 * look like citations keep navigating: the table of contents, the anchor
 * beside each heading, the paragraph index of /<game>/r/, search results and
 * anything inside another dialog (ours included). Pure but for the DOM
 * checks in {@link citationLink}; paths are as the site sees them (no base).
 */

import { splitEdition, type Locale } from '../../i18n/editions';

export interface CitationTarget {
  readonly game: string;
  /** The edition the link leads into: /de/gress/r/7.3 cites the German page (issue 27). */
  readonly locale: Locale;
  /** "7.3" */
  readonly number: string;
  /** For an anchor link, the page it names ("/gress/7-jacks/"): the preview applies only if the paragraph is there. */
  readonly page?: string;
}

const PERMALINK = /^\/([a-z0-9-]+)\/r\/(\d+(?:\.\d+)*)\/?$/;
const PAGE = /^\/([a-z0-9-]+)\/[a-z0-9-]+\/?$/;
const ANCHOR = /^#(\d+(?:-\d+)*)$/;

/** The paragraph a link to `pathname` + `hash` cites, or null when it is no citation. */
export function citationTarget(pathname: string, hash: string): CitationTarget | null {
  const { locale, path } = splitEdition(pathname);
  const permalink = PERMALINK.exec(path);
  if (permalink) return { game: permalink[1], locale, number: permalink[2] };
  const page = PAGE.exec(path);
  const anchor = ANCHOR.exec(hash);
  if (page && anchor) return { game: page[1], locale, number: anchor[1].replace(/-/g, '.'), page: pathname.endsWith('/') ? pathname : `${pathname}/` };
  return null;
}

/** Where links keep their plain behaviour even when they name a paragraph. */
const NOT_CITATIONS = 'nav, dialog, site-search, .sl-anchor-link, .paragraph-index, [data-no-cite-preview]';

/**
 * The citation a click lands on, or null: a plain click (main button, no
 * modifier key; a keyboard's Enter counts) that nothing else has handled, on
 * a same-site link that opens in this tab.
 */
export function citationLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  if (link.origin !== location.origin || link.closest(NOT_CITATIONS)) return null;
  return link;
}
