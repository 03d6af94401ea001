/**
 * The §17 tournament page's model: pure functions between the engine's
 * tournament module and what the page shows, stores and exports. No DOM.
 *
 * A tournament is kept as a small record: the entrants' names, the system
 * (round robin or Swiss), the seed, and the results of each finished round
 * (one per pair). Pairings, byes and standings are derived by replaying it
 * through the engine, so a stored tournament is one that could have been played.
 *
 * Round robin: the engine's circle-method schedule is laid over a seeded draw
 * of the entrants (entrant k of the schedule is the k-th name drawn), so the
 * pairings are drawn as §17 asks for the first round and the seed shown
 * reproduces them. Swiss: the engine draws round 1 from the seed and pairs
 * every later round by §17's procedure.
 */
import { shuffle } from '../../../../engine/core/prng';
import { deriveSeed } from '../../../../engine/gin-rummy/match';
import {
  MAX_ENTRANTS, MAX_MATCH_MARGIN, MIN_ENTRANTS, currentRound, recordSwissRound, roundRobin, roundRobinStandings, standings, startSwiss,
  swissRounds, swissStandings, type MatchResult, type Pairing, type Standing, type SwissState,
} from '../../../../engine/gin-rummy/tournament';
import type { Locale } from '../../../../engine/core/messages';
import { numberCell, textCell, toCsv } from '../../../components/tools/csv';
import { say as sayGin } from '../../../../engine/gin-rummy/messages';
import { TOURNAMENT_PROBLEMS, TOURNAMENT_WORDS } from './words';

export const STORAGE_KEY = 'gin-rummy-tournament:v1';
export const STORAGE_VERSION = 1;
export const MAX_NAME_LENGTH = 40;
export const MAX_SEED = 0xffff_ffff;

export type System = 'swiss' | 'round-robin';

export interface TournamentRecord {
  readonly names: readonly string[];
  readonly system: System;
  readonly seed: number;
  /** Results of the finished rounds, in order. */
  readonly results: readonly (readonly MatchResult[])[];
}

export interface Tournament {
  readonly record: TournamentRecord;
  readonly totalRounds: number;
  /** Every round so far: finished ones with results, and the one being played (results null). */
  readonly rounds: readonly { readonly pairing: Pairing; readonly results: readonly MatchResult[] | null; readonly repeats: number }[];
  readonly standings: readonly Standing[];
  readonly over: boolean;
}

/** A reason in any language: the page shows `says(locale)`, `error` is its English words. */
export type Said = (locale: Locale) => string;
type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string; readonly says: Said };
type Problems = (typeof TOURNAMENT_PROBLEMS)['en'];
const refuse = <T>(says: Said): Result<T> => ({ ok: false, error: says('en'), says });
/** A refusal of the model's own, in its words (words.ts TOURNAMENT_PROBLEMS). */
const fail = <T>(words: (p: Problems) => string): Result<T> => refuse((locale) => words(TOURNAMENT_PROBLEMS[locale]));
/** The engine's refusal (its message, tournament.*), passed on. */
const failed = <T>(r: { readonly says: Parameters<typeof sayGin>[0] }): Result<T> => refuse((locale) => sayGin(r.says, locale));

/** §17: the round robin's schedule for the seeded draw of entrants. */
function robinSchedule(n: number, seed: number): Pairing[] {
  const r = roundRobin(n);
  if (!r.ok) return [];
  const drawn = shuffle(Array.from({ length: n }, (_, i) => i), seed >>> 0);
  return r.value.map((p) => ({ round: p.round, pairs: p.pairs.map(([x, y]) => [drawn[x], drawn[y]] as const), bye: p.bye === null ? null : drawn[p.bye] }));
}

/** Replays a record through the engine. */
export function build(record: TournamentRecord): Result<Tournament> {
  const { names, system, seed, results } = record;
  if (!Array.isArray(names) || names.length < MIN_ENTRANTS || names.length > MAX_ENTRANTS || names.some((n) => typeof n !== 'string')) return fail((p) => p.entrants(MIN_ENTRANTS, MAX_ENTRANTS));
  if (checkNames(names)) return fail((p) => p.names);
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) return fail((p) => p.seed);
  if (!Array.isArray(results)) return fail((p) => p.results);
  const n = names.length;
  if (system === 'swiss') {
    const s = startSwiss(n, seed);
    if (!s.ok) return failed(s);
    let state: SwissState = s.value;
    const total = state.totalRounds;
    if (results.length > total) return fail((p) => p.swissRounds(n, total));
    for (const r of results) {
      const next = recordSwissRound(state, r as unknown[]);
      if (!next.ok) return failed(next);
      state = next.value;
    }
    const over = currentRound(state) === null;
    return {
      ok: true,
      value: {
        record, totalRounds: state.totalRounds, over, standings: swissStandings(state),
        rounds: state.rounds.map((r) => ({ pairing: { round: r.round, pairs: r.pairs, bye: r.bye }, results: r.results, repeats: r.repeats })),
      },
    };
  }
  if (system !== 'round-robin') return fail((p) => p.system);
  const schedule = robinSchedule(n, seed);
  if (results.length > schedule.length) return fail((p) => p.robinRounds(n, schedule.length));
  const all: MatchResult[] = [];
  for (const [i, r] of results.entries()) {
    const pairs = schedule[i].pairs;
    // The engine's words for the same fault of a Swiss round.
    if (!Array.isArray(r) || r.length !== pairs.length) return refuse((locale) => sayGin({ id: 'tournament.resultCount', params: { where: { round: i + 1 }, count: pairs.length } }, locale));
    const open = new Set(pairs.map(([x, y]) => key(x, y)));
    for (const m of r) {
      if (typeof m !== 'object' || m === null || !open.delete(key(m.a, m.b))) return fail((p) => p.notThisRound(i + 1));
    }
    all.push(...r);
  }
  const byes = schedule.slice(0, results.length).flatMap((p) => (p.bye === null ? [] : [p.bye]));
  const checked = roundRobinStandings(n, all, deriveSeed(seed, results.length));
  if (!checked.ok) return failed(checked);
  const table = standings(n, all, deriveSeed(seed, results.length), byes);
  const over = results.length === schedule.length;
  const rounds = schedule.slice(0, over ? results.length : results.length + 1).map((pairing, i) => ({ pairing, results: results[i] ?? null, repeats: 0 }));
  return { ok: true, value: { record, totalRounds: schedule.length, over, standings: table, rounds } };
}

const key = (x: number, y: number) => (x < y ? `${x}-${y}` : `${y}-${x}`);

// ---------------------------------------------------------------- setup

/** Names from a text area: one a line, blank lines skipped. */
export function namesFrom(text: string): string[] {
  return text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '');
}

export function checkNames(names: readonly string[], locale: Locale = 'en'): string | null {
  const w = TOURNAMENT_WORDS[locale];
  const seen = new Set<string>();
  for (const raw of names) {
    const n = raw.trim();
    if (n === '') return w.nameEmpty;
    if (n.length > MAX_NAME_LENGTH) return w.nameLong(n.slice(0, 20), MAX_NAME_LENGTH);
    if (seen.has(n.toLowerCase())) return w.nameTwice(n);
    seen.add(n.toLowerCase());
  }
  return null;
}

/** §17: rounds for a field (Swiss: 5-8 three, 9-16 four, 17-32 five, ...; round robin: everyone meets everyone). */
export function roundsFor(system: System, n: number): number | null {
  if (n < MIN_ENTRANTS || n > MAX_ENTRANTS) return null;
  if (system === 'round-robin') return n % 2 === 0 ? n - 1 : n;
  const r = swissRounds(n);
  return r.ok ? r.value : null;
}

/** The setup form: names (one a line), system, seed text (empty: `randomSeed`). */
export function startTournament(
  namesText: string, system: System, seedText: string, randomSeed: number, locale: Locale = 'en',
): { t: Tournament; errors: null } | { t: null; errors: Readonly<Record<string, string>> } {
  const w = TOURNAMENT_WORDS[locale];
  const errors: Record<string, string> = {};
  const names = namesFrom(namesText);
  if (names.length < MIN_ENTRANTS || names.length > MAX_ENTRANTS) errors.names = w.nameCount(MIN_ENTRANTS, MAX_ENTRANTS, names.length);
  else {
    const bad = checkNames(names, locale);
    if (bad) errors.names = bad;
  }
  let seed = randomSeed >>> 0;
  const st = seedText.trim();
  if (st !== '') {
    if (!/^\d{1,10}$/.test(st) || Number(st) > MAX_SEED) errors.seed = w.seedRange(MAX_SEED);
    else seed = Number(st);
  }
  if (Object.keys(errors).length > 0) return { t: null, errors };
  const r = build({ names, system, seed, results: [] });
  return r.ok ? { t: r.value, errors: null } : { t: null, errors: { form: r.says(locale) } };
}

// ---------------------------------------------------------------- results

export interface ResultInput {
  /** 'a', 'b' or 'equal'; undefined when not chosen. */
  readonly winner: 'a' | 'b' | 'equal' | undefined;
  readonly margin: string;
}

/** Reads one pair's inputs; an error in words by field. */
export function readResult(
  pair: readonly [number, number], input: ResultInput, locale: Locale = 'en',
): ({ readonly ok: true; readonly value: MatchResult } | { readonly ok: false; readonly error: string }) & { field?: 'winner' | 'margin' } {
  const w = TOURNAMENT_WORDS[locale];
  const [a, b] = pair;
  if (input.winner === undefined) return { ok: false, error: w.chooseWinner, field: 'winner' };
  if (input.winner === 'equal') return { ok: true, value: { a, b, winner: null, margin: 0 } };
  const t = input.margin.trim();
  if (t === '') return { ok: false, error: w.enterMargin, field: 'margin' };
  if (!/^\+?\d{1,5}$/.test(t) || Number(t) < 1 || Number(t) > MAX_MATCH_MARGIN) return { ok: false, error: w.marginRange(MAX_MATCH_MARGIN), field: 'margin' };
  return { ok: true, value: { a, b, winner: input.winner === 'a' ? a : b, margin: Number(t) } };
}

/** Records the current round's results. */
export function recordRound(t: Tournament, results: readonly MatchResult[]): Result<Tournament> {
  return build({ ...t.record, results: [...t.record.results, results] });
}

export function undoRound(t: Tournament): Tournament {
  const r = build({ ...t.record, results: t.record.results.slice(0, -1) });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

export function current(t: Tournament): { readonly pairing: Pairing; readonly repeats: number } | null {
  if (t.over) return null;
  const last = t.rounds[t.rounds.length - 1];
  return { pairing: last.pairing, repeats: last.repeats };
}

// ---------------------------------------------------------------- words

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** "drew 7, then K" for a standing settled by the draw; empty when not tied. */
export function drewText(s: Standing, locale: Locale = 'en'): string {
  if (s.drew.length === 0) return '';
  return TOURNAMENT_WORDS[locale].drew(s.drew.map((r) => RANKS[r]));
}

export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function systemLabel(s: System, locale: Locale = 'en'): string {
  return s === 'swiss' ? TOURNAMENT_WORDS[locale].swiss : TOURNAMENT_WORDS[locale].roundRobin;
}

export function resultText(names: readonly string[], m: MatchResult, locale: Locale = 'en'): string {
  const w = TOURNAMENT_WORDS[locale];
  if (m.winner === null) return w.equalResult(names[m.a], names[m.b]);
  const loser = m.winner === m.a ? m.b : m.a;
  return w.beat(names[m.winner], names[loser], m.margin);
}

/** The standings as CSV: the tournament's facts, then one labelled record per entrant; then every result. */
export function standingsToCsv(t: Tournament): string {
  const names = t.record.names;
  const done = t.record.results.length;
  const records: string[][] = [
    ['System', systemLabel(t.record.system)],
    ['Seed', String(t.record.seed)],
    ['Rounds played', `${done} of ${t.totalRounds}`],
    [],
    ['Place', 'Entrant', 'Points', 'Played', 'Byes', 'Tie broken by draw'],
    ...t.standings.map((s) => [String(s.place), textCell(names[s.entrant]), numberCell(s.points), String(s.played), String(s.byes), drewText(s)]),
    [],
    ['Round', 'Entrant', 'Opponent', 'Winner', 'Margin'],
    ...t.rounds.flatMap((r) => [
      ...(r.results ?? []).map((m) => [String(r.pairing.round), textCell(names[m.a]), textCell(names[m.b]), m.winner === null ? 'equal totals' : textCell(names[m.winner]), String(m.margin)]),
      ...(r.results && r.pairing.bye !== null ? [[String(r.pairing.round), textCell(names[r.pairing.bye]), 'bye', '', '0']] : []),
    ]),
  ];
  return toCsv(records);
}

// ---------------------------------------------------------------- storage

export type Loaded =
  | { readonly kind: 'empty' }
  | { readonly kind: 'ok'; readonly t: Tournament }
  | { readonly kind: 'corrupt'; readonly message: string };

export function serialise(t: Tournament): string {
  return JSON.stringify({ version: STORAGE_VERSION, tournament: t.record });
}

/** A saved tournament, or why it cannot be read, in `locale`'s words. */
export function loadTournament(raw: string | null, locale: Locale = 'en'): Loaded {
  if (raw === null || raw === '') return { kind: 'empty' };
  const p = TOURNAMENT_PROBLEMS[locale];
  const corrupt = (why: string): Loaded => ({ kind: 'corrupt', message: p.unreadable(why) });
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return corrupt(p.notJson);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return corrupt(p.notSaved);
  const { version, tournament } = data as Record<string, unknown>;
  if (version !== STORAGE_VERSION) return corrupt(p.format(String(JSON.stringify(version)?.slice(0, 20)), STORAGE_VERSION));
  if (typeof tournament !== 'object' || tournament === null || Array.isArray(tournament)) return corrupt(p.missing);
  const extra = Object.keys(tournament).find((k) => !['names', 'system', 'seed', 'results'].includes(k));
  if (extra) return corrupt(p.unknownField(extra.slice(0, 30)));
  const r = build(tournament as TournamentRecord);
  return r.ok ? { kind: 'ok', t: r.value } : corrupt(`${r.says(locale)}.`);
}
