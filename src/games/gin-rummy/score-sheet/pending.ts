/**
 * A match handed to the score sheet from another page (the game against the
 * bot: "Add to the score sheet"). That page stores the match so far under
 * PENDING_KEY and opens the sheet; the sheet reads it once, checks it (names,
 * hand results, the engine's own ledger rules), and adds the hands its
 * current sheet does not have yet. Handing the same match over after every
 * hand therefore adds each hand once. A sheet of another match is never
 * changed without the reader's say. Pure: the island does the storage.
 */
import { MATCH_TARGET, MAX_HANDS_PER_MATCH } from '../../../../engine/gin-rummy/match';
import type { Locale } from '../../../../engine/core/messages';
import type { Failure } from '../../../../engine/core/reasons';
import { build, checkNames, type Built, type TableEntry } from './model';
import { sayLinkProblem } from './link-reasons';
import { PENDING_WORDS } from './pending-words';
import type { PendingMerged, PendingRead as ToolsPendingRead } from '../../../components/tools/pending-notice';

export const PENDING_KEY = 'gin-rummy-score-sheet:pending:v1';
export const PENDING_VERSION = 1;
/** A stored hand-off longer than this is not read (200 hands take about 8,000 characters). */
export const MAX_PENDING_CHARS = 20_000;

/** A two-player match (§13) as the sheet keeps it: players in draw order (the first leads hand 1, the second deals it). */
export interface PendingMatch {
  readonly players: readonly [string, string];
  readonly hands: readonly TableEntry[];
}

export type PendingRead = ToolsPendingRead<PendingMatch>;

export function pendingText(match: PendingMatch): string {
  return JSON.stringify({ version: PENDING_VERSION, players: match.players, hands: match.hands });
}

/** Reads a stored hand-off; anything malformed is an error in words (the page's language), never a half-read match. */
export function readPending(raw: string | null, locale: Locale = 'en'): PendingRead {
  if (raw === null || raw === '') return { kind: 'none' };
  const w = PENDING_WORDS[locale];
  const bad = (why: string): PendingRead => ({ kind: 'bad', message: w.unread(why) });
  if (raw.length > MAX_PENDING_CHARS) return bad(w.tooLong(raw.length, MAX_PENDING_CHARS));
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return bad(w.notJson);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return bad(w.notMatch);
  const d = data as Record<string, unknown>;
  const extra = Object.keys(d).find((k) => !['version', 'players', 'hands'].includes(k));
  if (extra) return bad(w.unknownField(extra.slice(0, 30)));
  if (d.version !== PENDING_VERSION) return bad(w.format(String(JSON.stringify(d.version)?.slice(0, 12)), PENDING_VERSION));
  if (!Array.isArray(d.players) || d.players.length !== 2 || d.players.some((p) => typeof p !== 'string')) return bad(w.twoNames);
  if (checkNames(d.players as string[])) return bad(w.names);
  if (!Array.isArray(d.hands) || d.hands.length === 0) return bad(w.noHand);
  if (d.hands.length > MAX_HANDS_PER_MATCH) return bad(w.maxHands(MAX_HANDS_PER_MATCH, d.hands.length));
  const sheet = build({ format: 'two', players: d.players as string[], target: MATCH_TARGET, entries: d.hands.map((h) => [h as TableEntry]) });
  if (!sheet.ok) return bad(sayLinkProblem(sheet, locale));
  return { kind: 'ok', match: { players: [d.players[0], d.players[1]] as [string, string], hands: d.hands as TableEntry[] } };
}

/** What merging gave: started, added, already there, or another match on the sheet (the reader decides). */
export type Merged = PendingMerged<Built>;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const sameHand = (a: TableEntry, b: TableEntry) => a.winner === b.winner && a.points === b.points;

/** Whether `current` is the handed-over match up to some hand: the same players in the same order, to the same target, and its lines the first of `match`. */
function isEarlierOf(current: Built, match: PendingMatch, locale: Locale): string | null {
  const r = current.record;
  const w = PENDING_WORDS[locale];
  if (current.format !== 'two') return w.otherSize(r.players.length);
  if (!same(r.players[0], match.players[0]) || !same(r.players[1], match.players[1])) return w.otherPlayers(r.players, match.players);
  if (r.target !== MATCH_TARGET) return w.otherTarget(r.target, MATCH_TARGET);
  if (r.entries.length > match.hands.length) return w.more(r.entries.length, match.hands.length);
  const differs = r.entries.findIndex((e, i) => !sameHand(e[0], match.hands[i]));
  if (differs >= 0) return w.differs(differs + 1);
  return null;
}

/** Adds a handed-over match to the sheet on the page (null: none yet). */
export function mergePending(current: Built | null, match: PendingMatch, locale: Locale = 'en'): Merged | { readonly kind: 'bad'; readonly message: string } {
  const unmerged = (f: Failure) => ({ kind: 'bad' as const, message: PENDING_WORDS[locale].unmerged(sayLinkProblem(f, locale)) });
  const whole = build({ format: 'two', players: [...match.players], target: MATCH_TARGET, entries: match.hands.map((h) => [h]) });
  if (!whole.ok) return unmerged(whole);
  if (current === null) return { kind: 'started', sheet: whole.value, added: match.hands.length };
  const conflict = isEarlierOf(current, match, locale);
  if (conflict) return { kind: 'conflict', reason: conflict, replacement: whole.value };
  const added = match.hands.length - current.record.entries.length;
  if (added === 0) return { kind: 'already' };
  const sheet = build({ ...current.record, entries: match.hands.map((h) => [h]) });
  return sheet.ok ? { kind: 'added', sheet: sheet.value, added } : unmerged(sheet);
}

/** "Added hands 2 and 3 from the game against the bot." */
export function mergedWords(merged: Merged, total: number, locale: Locale = 'en'): string {
  const w = PENDING_WORDS[locale];
  switch (merged.kind) {
    case 'started':
    case 'added':
      return w.added(merged.kind === 'started', total - merged.added + 1, total);
    case 'already':
      return w.already;
    case 'conflict':
      return w.conflict(merged.reason);
  }
}
