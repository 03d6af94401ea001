/**
 * An example's state in the browser's history, so that Back, Forward and a
 * reload bring back what the reader was looking at (issue 24): the step
 * shown, or the game played from it. Each history entry keeps the state of
 * every example the reader has used on the page (history.state, merged with
 * whatever else is kept there), and the page address shows the last one
 * used (play-hash.ts), so the address can be shared as it is. Stepping and
 * playing replace the current entry; taking over and going back to the
 * example add one, so Back leaves play mode and Forward returns to it.
 *
 * Entries are read back defensively: history.state survives reloads and may
 * hold anything an older version of the page wrote.
 */
import { hashForLink, hashForStep, type PageHash } from './play-hash';

/** What an example showed. */
export type ExampleEntry =
  | { readonly kind: 'step'; readonly step: number }
  /** Play mode, taken over at step `from`; `link` is the game played so far (null until the engine has loaded), `view` its position in words. */
  | { readonly kind: 'play'; readonly from: number; readonly link: string | null; readonly view?: readonly string[] | null; readonly bots?: readonly number[] };

/** The key in history.state under which the examples' entries are kept. */
export const HISTORY_KEY = 'gsExamples';

/** The key of the one sandbox of a standalone page, which has no anchor. */
export const PAGE_KEY = '#page';

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 100_000;
const isLines = (v: unknown): v is readonly string[] => Array.isArray(v) && v.length <= 16 && v.every((l) => typeof l === 'string');

/** The entry of example `key` in a history state, or null when it holds none (or nothing readable). */
export function entryOf(state: unknown, key: string): ExampleEntry | null {
  const all = state && typeof state === 'object' ? (state as Record<string, unknown>)[HISTORY_KEY] : undefined;
  const raw = all && typeof all === 'object' ? (all as Record<string, unknown>)[key] : undefined;
  if (!raw || typeof raw !== 'object') return null;
  const e = raw as Record<string, unknown>;
  if (e.kind === 'step' && isCount(e.step)) return { kind: 'step', step: e.step };
  if (e.kind !== 'play' || !isCount(e.from) || (e.link !== null && typeof e.link !== 'string')) return null;
  const bots = Array.isArray(e.bots) && e.bots.every(isCount) ? (e.bots as number[]) : undefined;
  return { kind: 'play', from: e.from, link: e.link as string | null, view: isLines(e.view) ? e.view : null, ...(bots ? { bots } : {}) };
}

/** The address fragment of an entry (null: leave the address as it is). */
export function hashOfEntry(anchor: string | null, entry: ExampleEntry): string | null {
  if (entry.kind === 'step') return anchor ? hashForStep(anchor, entry.step) : null;
  if (entry.link) return hashForLink(entry.link, anchor, entry.view ?? null);
  return anchor ? hashForStep(anchor, entry.from) : null;
}

/** A history state with `entry` for example `key`, everything else in `state` kept. */
export function withEntry(state: unknown, key: string, entry: ExampleEntry): Record<string, unknown> {
  const base = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  const all = base[HISTORY_KEY] && typeof base[HISTORY_KEY] === 'object' ? (base[HISTORY_KEY] as Record<string, unknown>) : {};
  return { ...base, [HISTORY_KEY]: { ...all, [key]: entry } };
}

/** Two entries that show the same thing. */
export function sameEntry(a: ExampleEntry | null, b: ExampleEntry | null): boolean {
  if (!a || !b) return a === b;
  if (a.kind === 'step' || b.kind === 'step') return a.kind === b.kind && a.kind === 'step' && b.kind === 'step' && a.step === b.step;
  return a.from === b.from && a.link === b.link && (a.bots ?? []).join() === (b.bots ?? []).join();
}

/** Records `entry` for example `key` (anchor: its section id, null on a standalone page): in the current history entry, or in a new one. */
export function recordEntry(key: string, anchor: string | null, entry: ExampleEntry, how: 'push' | 'replace'): void {
  if (how === 'replace' && sameEntry(entryOf(history.state, key), entry)) return;
  const hash = hashOfEntry(anchor, entry);
  const url = hash === null ? window.location.href : `${window.location.pathname}${window.location.search}${hash}`;
  const state = withEntry(history.state, key, entry);
  if (how === 'push') history.pushState(state, '', url);
  else history.replaceState(state, '', url);
}

/**
 * The position in words example `anchor` is asked to show before it has
 * woken: a linked game's (the address points into this example with a link
 * that carries its view), or the one history kept for it. Read alike by the
 * directive, which draws it into the poster as the page loads
 * (src/plugins/interact-directive.ts), and by the poster's first render.
 */
export function linkedViewOf(hash: PageHash | null, state: unknown, anchor: string): readonly string[] | null {
  if (hash?.anchor === anchor) return hash.play !== null ? hash.view : null;
  const saved = entryOf(state, anchor);
  return saved?.kind === 'play' ? (saved.view ?? null) : null;
}
