/**
 * A match handed to the SENS score sheet from another page (the game against
 * the bots: "Add to the score sheet"). That page stores the match so far
 * under PENDING_KEY and opens the sheet; the sheet reads it once, checks it
 * as it checks its own saved sheet (names, the first dealer, the misdeal
 * rule, every deal's entry replayed with the engine's match rules), and adds
 * the deals its current sheet does not have yet. Handing the same match over
 * after every deal therefore adds each deal once; a sheet of another match is
 * never changed without the reader's say. Pure: the island does the storage.
 */
import type { Locale } from '../../../../engine/core/messages';
import type { Failure } from '../../../../engine/core/reasons';
import type { DealEntry, MisdealRule } from './deal-entry';
import { build, MAX_DEALS, type Built, type SheetRecord } from './model';
import { PENDING_WORDS } from './pending-words';
import { saySheetProblem } from './sheet-reasons';
import type { Seat } from '../../../../engine/sens/types';
import type { PendingMerged, PendingRead as ToolsPendingRead } from '../../../components/tools/pending-notice';

export const PENDING_KEY = 'sens-score-sheet:pending:v1';
export const PENDING_VERSION = 1;
/** A stored hand-off longer than this is not read (200 deals take about 40,000 characters). */
export const MAX_PENDING_CHARS = 60_000;

export type PendingMatch = SheetRecord;

export type PendingRead = ToolsPendingRead<PendingMatch>;

export function pendingText(match: PendingMatch): string {
  return JSON.stringify({ version: PENDING_VERSION, players: match.players, firstDealer: match.firstDealer, misdeal: match.misdeal, deals: match.deals });
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
  const extra = Object.keys(d).find((k) => !['version', 'players', 'firstDealer', 'misdeal', 'deals'].includes(k));
  if (extra) return bad(w.unknownField(extra.slice(0, 30)));
  if (d.version !== PENDING_VERSION) return bad(w.format(String(JSON.stringify(d.version)?.slice(0, 12)), PENDING_VERSION));
  if (!Array.isArray(d.deals) || d.deals.length === 0) return bad(w.noDeal);
  if (d.deals.length > MAX_DEALS) return bad(w.maxDeals(MAX_DEALS, d.deals.length));
  const record = { players: d.players, firstDealer: d.firstDealer, misdeal: d.misdeal, deals: d.deals } as unknown as SheetRecord;
  const sheet = build(record);
  if (!sheet.ok) return bad(saySheetProblem(sheet, locale));
  return { kind: 'ok', match: record };
}

/** What merging gave: started, added, already there, or another match on the sheet (the reader decides). */
export type Merged = PendingMerged<Built>;

/** JSON with the keys in one order, so two entries of the same deal compare equal however they were written. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o).sort().map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const sameDeal = (a: DealEntry, b: DealEntry) => canonical(a) === canonical(b);
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
function isEarlierOf(current: Built, match: PendingMatch, locale: Locale): string | null {
  const r = current.record;
  const w = PENDING_WORDS[locale];
  const seatWord = (seat: Seat, players: readonly string[]) => players[seat] ?? w.seat(seat + 1);
  if (r.players.some((p, i) => !same(p, match.players[i] ?? ''))) return w.otherPlayers(r.players, match.players);
  if (r.firstDealer !== match.firstDealer) return w.otherDealer(seatWord(r.firstDealer, r.players), seatWord(match.firstDealer, match.players));
  if (r.misdeal !== match.misdeal) return w.otherMisdeal(r.misdeal as MisdealRule, match.misdeal);
  if (r.deals.length > match.deals.length) return w.more(r.deals.length, match.deals.length);
  const differs = r.deals.findIndex((e, i) => !sameDeal(e, match.deals[i]));
  if (differs >= 0) return w.differs(differs + 1);
  return null;
}

/** Adds a handed-over match to the sheet on the page (null: none yet). */
export function mergePending(current: Built | null, match: PendingMatch, locale: Locale = 'en'): Merged | { readonly kind: 'bad'; readonly message: string } {
  const whole = build(match);
  if (!whole.ok) return { kind: 'bad', message: PENDING_WORDS[locale].unmerged(saySheetProblem(whole as Failure, locale)) };
  if (current === null) return { kind: 'started', sheet: whole.value, added: match.deals.length };
  const conflict = isEarlierOf(current, match, locale);
  if (conflict) return { kind: 'conflict', reason: conflict, replacement: whole.value };
  const added = match.deals.length - current.record.deals.length;
  if (added === 0) return { kind: 'already' };
  return { kind: 'added', sheet: whole.value, added };
}

/** "Added deals 2 to 3 from the game against the bots." */
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
