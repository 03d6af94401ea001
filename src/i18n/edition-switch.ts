/**
 * The language switch keeps the reader's place (issue 27): the same page in
 * the other edition, the same paragraph (#7-3), the same example at the same
 * step or the same game played from it (#<example>/step-2, #<example>/play=...:
 * src/components/sandbox/play-hash.ts), and every example's state kept in
 * history.state (src/components/sandbox/example-history.ts), which a new
 * document does not inherit: it goes along in sessionStorage and the next
 * page puts it back before its examples wake. A page with no twin in the
 * other edition (a tool page not written in German yet) leads to that
 * edition's home, with nothing carried.
 */

/** The sessionStorage key of the state on its way to the other edition. */
export const CARRIED_KEY = 'rulebook:edition-switch';

/** What the switch leads to: the chosen address, with the place carried when the page is the same one. */
export function switchUrl(chosen: string, keepsPlace: boolean, here: { search: string; hash: string }): string {
  return keepsPlace ? `${chosen}${here.search}${here.hash}` : chosen;
}

/** What goes into sessionStorage for the page at `pathname`. */
export function carried(pathname: string, state: unknown): string {
  return JSON.stringify({ to: pathname, state });
}

/** The state to put back on arriving at `pathname`, or undefined when what was carried is for another page or unreadable. */
export function arriving(raw: string | null, pathname: string): unknown {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as { to?: unknown; state?: unknown };
    return value && value.to === pathname && value.state !== null && typeof value.state === 'object' ? value.state : undefined;
  } catch {
    return undefined;
  }
}
