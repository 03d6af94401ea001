/**
 * A page's head in the two editions (issue 27). Starlight links every page to
 * its address in each locale (rel="alternate" hreflang="en|de|x-default"),
 * whether or not that page exists there. Search engines take an alternate as
 * "the same page in that language", so the links stay only where both
 * editions have a page of their own language; a German fallback page (the
 * English text under /de/) names the English page as its canonical, so it is
 * not indexed as German text. Pure: works on Starlight's head entries.
 */

/** The parts of Starlight's head entries this needs (HeadConfig). */
export interface HeadEntry {
  tag: string;
  attrs?: Record<string, string | boolean | undefined>;
  content?: string;
}

const isAlternate = (entry: HeadEntry) => entry.tag === 'link' && entry.attrs?.rel === 'alternate' && entry.attrs.hreflang !== undefined;
const isCanonical = (entry: HeadEntry) => entry.tag === 'link' && entry.attrs?.rel === 'canonical';

/**
 * `paired`: both editions have a page of their own language here (keep the
 * alternates). `canonical`: the address that stands for this page instead of
 * its own (a fallback's English page).
 */
export function editionHead<E extends HeadEntry>(head: readonly E[], options: { paired: boolean; canonical?: string }): E[] {
  const kept = options.paired ? [...head] : head.filter((entry) => !isAlternate(entry));
  const { canonical } = options;
  if (canonical === undefined) return kept;
  return kept.map((entry) => (isCanonical(entry) ? { ...entry, attrs: { ...entry.attrs, href: canonical } } : entry));
}
