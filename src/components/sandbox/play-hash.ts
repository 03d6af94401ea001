/**
 * Fragments that point into a page's examples, read and written without the
 * engine:
 *
 *   #scenario-4-11-anyone-may-throw              the example (the browser scrolls to it)
 *   #scenario-4-11-anyone-may-throw/step-2       that example, at step 2
 *   #scenario-4-11-anyone-may-throw/play=<link>  a game played on from that example (a share link)
 *   #play=<link>                                 a game of the standalone sandbox, or a link made
 *                                                before examples had their own (opens in the first example)
 *
 * Either play form may end in `/view=<lines>`: the position the game has
 * reached, in the game's words (one line per seat and one for the table, as
 * an example's poster shows its start), base64url-encoded UTF-8. A page
 * draws it before the engine has loaded (src/plugins/interact-directive.ts,
 * WakingSandbox.tsx); the engine then replays the link itself, so a view
 * that does not match the link is only ever shown until then.
 */
import type { Locale } from '../../../engine/core/messages';

export const PLAY_PREFIX = '#play=';

export interface PageHash {
  /** The example's anchor (its section id), or null for a bare #play= link. */
  readonly anchor: string | null;
  /** The step to show, for a step link. */
  readonly step: number | null;
  /** The share link, for a played game. */
  readonly play: string | null;
  /** The position the played game has reached, in words (the link's /view= part), when the link carries it. */
  readonly view: readonly string[] | null;
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

/**
 * How a poster showing a linked game's position names its lines, per language: Poster.tsx, and the
 * directive, which draws them before any island has hydrated and so takes the language from <html lang>.
 */
export const LINKED_LABEL: Readonly<Record<Locale, string>> = {
  en: "The linked game's position",
  de: 'Die Stellung des verlinkten Spiels',
};

/** A view's lines: at most this many, of at most MAX_VIEW_LINE characters each; a longer view is ignored. */
export const MAX_VIEW_LINES = 16;
export const MAX_VIEW_LINE = 400;
const VIEW = '/view=';
/** The longest payload such lines can make: four UTF-8 bytes a character at most, four base64 characters for three bytes. */
const MAX_VIEW_PAYLOAD = Math.ceil((MAX_VIEW_LINES * (MAX_VIEW_LINE + 1) * 4 * 4) / 3);

/** `lines` as a view part's payload. */
export function encodeView(lines: readonly string[]): string {
  const bytes = new TextEncoder().encode(lines.join('\n'));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A view part's lines, or null when it is not one (bad base64url, not UTF-8, too long). */
export function decodeView(payload: string): string[] | null {
  if (!/^[A-Za-z0-9_-]*$/.test(payload) || payload.length > MAX_VIEW_PAYLOAD) return null;
  try {
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const lines = text.split('\n');
    return text !== '' && lines.length <= MAX_VIEW_LINES && lines.every((l) => l.length <= MAX_VIEW_LINE) ? lines : null;
  } catch {
    return null;
  }
}

/** The link and the view of a play form's rest (after "play="). */
function readPlay(rest: string): { play: string; view: string[] | null } {
  const at = rest.lastIndexOf(VIEW);
  if (at < 0) return { play: decode(rest), view: null };
  return { play: decode(rest.slice(0, at)), view: decodeView(rest.slice(at + VIEW.length)) };
}

/** What a location hash points at, or null when it is none of the forms above. */
export function readPageHash(hash: string): PageHash | null {
  if (hash.startsWith(PLAY_PREFIX)) return { anchor: null, step: null, ...readPlay(hash.slice(PLAY_PREFIX.length)) };
  const m = /^#(scenario-[A-Za-z0-9._-]+)(?:\/(?:step-(\d{1,6})|play=(.*)))?$/s.exec(hash);
  if (!m) return null;
  const step = m[2] === undefined ? null : Number(m[2]);
  const played = m[3] === undefined ? { play: null, view: null } : readPlay(m[3]);
  return { anchor: m[1], step: step !== null && step <= MAX_STEP ? step : null, ...played };
}

/** The share link in a location hash (either #play= form), or null. */
export function linkFromHash(hash: string): string | null {
  return readPageHash(hash)?.play ?? null;
}

/** The hash of a played game: inside its example when it has one, else the bare form; with the position reached in words when given. */
export function hashForLink(link: string, anchor: string | null = null, view: readonly string[] | null = null): string {
  const tail = view && view.length > 0 ? `${VIEW}${encodeView(view)}` : '';
  return anchor ? `#${anchor}/play=${link}${tail}` : `${PLAY_PREFIX}${link}${tail}`;
}

/** The hash of an example at a step (step 0: the example itself). */
export function hashForStep(anchor: string, step: number): string {
  return step > 0 ? `#${anchor}/step-${step}` : `#${anchor}`;
}
