/**
 * Fragments that point into a page's examples, read and written without the
 * engine:
 *
 *   #scenario-4-11-anyone-may-throw              the example (the browser scrolls to it)
 *   #scenario-4-11-anyone-may-throw/step-2       that example, at step 2
 *   #scenario-4-11-anyone-may-throw/play=<link>  a game played on from that example (a share link)
 *   #play=<link>                                 a game of the standalone sandbox, or a link made
 *                                                before examples had their own (opens in the first example)
 */
export const PLAY_PREFIX = '#play=';

export interface PageHash {
  /** The example's anchor (its section id), or null for a bare #play= link. */
  readonly anchor: string | null;
  /** The step to show, for a step link. */
  readonly step: number | null;
  /** The share link, for a played game. */
  readonly play: string | null;
}

const decode = (raw: string) => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/** Steps above this are not a step of any example; the link is read as pointing at the example only. */
const MAX_STEP = 100_000;

/** What a location hash points at, or null when it is none of the forms above. */
export function readPageHash(hash: string): PageHash | null {
  if (hash.startsWith(PLAY_PREFIX)) return { anchor: null, step: null, play: decode(hash.slice(PLAY_PREFIX.length)) };
  const m = /^#(scenario-[A-Za-z0-9._-]+)(?:\/(?:step-(\d{1,6})|play=(.*)))?$/s.exec(hash);
  if (!m) return null;
  const step = m[2] === undefined ? null : Number(m[2]);
  return { anchor: m[1], step: step !== null && step <= MAX_STEP ? step : null, play: m[3] === undefined ? null : decode(m[3]) };
}

/** The share link in a location hash (either #play= form), or null. */
export function linkFromHash(hash: string): string | null {
  return readPageHash(hash)?.play ?? null;
}

/** The hash of a played game: inside its example when it has one, else the bare form. */
export function hashForLink(link: string, anchor: string | null = null): string {
  return anchor ? `#${anchor}/play=${link}` : `${PLAY_PREFIX}${link}`;
}

/** The hash of an example at a step (step 0: the example itself). */
export function hashForStep(anchor: string, step: number): string {
  return step > 0 ? `#${anchor}/step-${step}` : `#${anchor}`;
}
