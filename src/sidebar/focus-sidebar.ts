/**
 * The sidebar a page shows: its own game's group in full, every other game as
 * one link to that game's start page. Four games of twenty-odd entries each
 * made every page carry a hundred links (and three hundred elements) that a
 * reader of one game rarely wants, and a phone menu four screens long; the
 * home page and other pages outside a game list each game as one link.
 *
 * Pure: takes Starlight's sidebar entries (route data), the page's path and
 * the site's base (both the path and the links carry it).
 */
import { topSegment } from '../i18n/editions';
import { stripBase } from '../plugins/site-base';

/** The parts of Starlight's sidebar entries this needs (utils/routing/types.d.ts). */
export interface FocusLink {
  type: 'link';
  label: string;
  href: string;
  isCurrent: boolean;
  badge: unknown;
  attrs: Record<string, unknown>;
}
export interface FocusGroup {
  type: 'group';
  label: string;
  entries: FocusEntry[];
  collapsed: boolean;
  badge: unknown;
}
export type FocusEntry = FocusLink | FocusGroup;

/** The first link of a group, depth first: its game's start page. */
function firstLink(group: FocusGroup): FocusLink | undefined {
  for (const entry of group.entries) {
    const link = entry.type === 'link' ? entry : firstLink(entry);
    if (link) return link;
  }
  return undefined;
}

/** The game segment of a path under the site's base and its edition: "/gress/r/4.11/" and "/de/gress/r/4.11/" -> "gress" (also under base /rulebook/). */
const segmentOf = (path: string, base: string) => topSegment(stripBase(path, base));

/**
 * Keeps the group whose pages live under the current path's first segment;
 * every other top-level group becomes a link to its first page.
 */
export function focusSidebar<E extends FocusEntry>(entries: readonly E[], pathname: string, base = '/'): E[] {
  const here = segmentOf(pathname, base);
  return entries.map((entry) => {
    if (entry.type !== 'group') return entry;
    const start = firstLink(entry);
    if (!start || segmentOf(start.href, base) === here) return entry;
    const link: FocusLink = { type: 'link', label: entry.label, href: start.href, isCurrent: false, badge: undefined, attrs: {} };
    return link as E;
  });
}
