/**
 * Reading and running format example files (content/gin-rummy/formats/*.yaml):
 * worked examples of Gin Rummy for three (§15.1 rotation, §15.2 Chouette),
 * for four or six (§16) and of tournaments (§17), stepped hand by hand or
 * round by round. The same code serves the test suite, the coverage page and
 * the site's build, so an example on a page cannot drift from the modules
 * that implement those paragraphs (three-players.ts, partnership.ts,
 * tournament.ts, match.ts).
 *
 * The runner only translates: names to the modules' player numbers and back,
 * results to the modules' calls, and the modules' states to words and numbers.
 * Every rule is the modules' own.
 */
import { describeIssueIn, readExampleFile } from '../../core/example-file';
import type { Parsed } from '../../core/game';
import { message, type Locale, type Message } from '../../core/messages';
import { MATCH_TARGET, seededDraw, type Settlement } from '../match';
import { say } from '../messages';
import { signed } from '../messages/en-formats';
import type { FormatSpec, TableWord } from '../messages/spec';
import { findParagraph } from '../paragraphs';
import {
  afterRound, partnershipFromRanking, settlePartnership, startPartnership, tables as partnershipTables, teamOf,
  type PartnershipState, type TableResult,
} from '../partnership';
import {
  advice, afterHand, chouetteFromOrder, drawOrder3, nextChouetteMatch, payments as threePayments, rotationFromOrder,
  type ChouetteState, type HandResult3, type RotationState, type Seat3,
} from '../three-players';
import {
  currentRound, recordSwissRound, roundRobin, roundRobinStandings, startSwiss, swissOver, swissRounds, swissStandings,
  type MatchResult, type Pairing, type Standing, type SwissState,
} from '../tournament';
import {
  RANK_NAMES, formatExampleSchema, type Format, type FormatExampleFile, type FormatExpectation, type FormatStep,
  type HandResultEntry, type MatchResultEntry,
} from './schema';

export interface FormatExample {
  readonly file: string;
  readonly data: FormatExampleFile;
}

export type FormatExampleParse = { ok: true; example: FormatExample } | { ok: false; error: string };

// ---------------------------------------------------------------- what a run produces

/** The score as a small table: one column per account (or, for §17, one row per entrant). */
export interface ScoreTable {
  readonly caption: string;
  readonly columns: readonly string[];
  readonly rows: readonly { readonly head: string; readonly cells: readonly string[]; readonly total?: boolean }[];
}

/** One step as the reader sees it. */
export interface StepView {
  /** From 1, in file order. */
  readonly number: number;
  /** "Hand 3", "Match 2, hand 1", "Round 2", "Next match": used in failures too. */
  readonly label: string;
  /** What happened, one sentence a line: who played whom, who won what, what each side wrote. */
  readonly lines: readonly string[];
  /** The model's message when it refused the step (nothing changed then); null when accepted. */
  readonly refused: string | null;
  /** The paragraphs that decided the step. */
  readonly cites: readonly string[];
}

export interface FormatFrame {
  /** null for frame 0, the position after the draw. */
  readonly step: StepView | null;
  /** The author's line for this step (frame 0: null; the description is shown above). */
  readonly says: string | null;
  /** null before a tournament's first round (everyone on 0). */
  readonly table: ScoreTable | null;
  /** Who plays whom next, who deals, who sits out; or that it is over. */
  readonly next: readonly string[];
  /** Once over: who pays whom (§13, §15, §16), or who won (§17). */
  readonly settlement: readonly string[];
  readonly over: boolean;
}

export interface FormatExampleRun {
  /** Frame 0 is the position after the draw; frame i the position after step i. */
  readonly frames: FormatFrame[];
  /** Unmet expectations, each naming the file and the step; empty when the example holds. */
  readonly failures: string[];
}

export interface FormatExampleSummary {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly description: string | null;
  readonly format: Format;
  readonly players: readonly string[];
}

// ---------------------------------------------------------------- the state of a run

type Current =
  | { readonly kind: 'rotation'; readonly state: RotationState; readonly drawn: readonly (readonly number[])[] }
  | { readonly kind: 'chouette'; readonly state: ChouetteState; readonly match: number; readonly drawn: readonly (readonly number[])[] }
  | { readonly kind: 'partnership'; readonly state: PartnershipState; readonly drawn: readonly (readonly number[])[] }
  | { readonly kind: 'round-robin'; readonly schedule: readonly Pairing[]; readonly results: readonly (readonly MatchResult[])[]; readonly seed: number }
  | { readonly kind: 'swiss'; readonly state: SwissState };

const fail = <T>(error: string): Parsed<T> => ({ ok: false, error });
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });

const rankName = (r: number) => RANK_NAMES[r - 1] ?? String(r);
const rankNumber = (r: number | string): number => (typeof r === 'number' ? r : RANK_NAMES.indexOf(r as (typeof RANK_NAMES)[number]) + 1);
const listOf = (names: readonly string[]) => (names.length === 0 ? '(none)' : names.join(', '));
const andList = (list: readonly string[]) => (list.length <= 1 ? list.join('') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`);
/** "2 results": in the English refusals and faults an example's author reads. */
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A line the reader sees, as data (messages/en-formats.ts, de-formats.ts). */
type Line = Message;
const line = <Id extends keyof FormatSpec & string>(id: Id, params: FormatSpec[Id]) => message<FormatSpec, Id>(id, params);
/** Renders a line in `locale`: what frames carry. */
type Words = (l: Line) => string;
const wordsIn = (locale: Locale): Words => (l) => say(l, locale);

/** A column's key, whatever order its members are written in: "C+B" and "B+C" are one column. */
export function columnKey(column: string): string {
  return column.split('+').map((n) => n.trim()).sort().join('+');
}

// ---------------------------------------------------------------- parsing

/** Every player name an expectation mentions (team columns split into their members). */
function namesIn(exp: FormatExpectation): { where: string; name: string }[] {
  const out: { where: string; name: string }[] = [];
  const add = (where: string, names: readonly (string | null | undefined)[]) => {
    for (const n of names) if (n) out.push({ where, name: n });
  };
  const columns = (where: string, cols: readonly (string | null | undefined)[]) => add(where, cols.flatMap((c) => (c ? c.split('+').map((n) => n.trim()) : [])));
  if (exp.next) add('next', [exp.next.deals, exp.next.leads, exp.next.sitsOut]);
  for (const t of exp.tables ?? []) add('tables', [t.deals, t.leads]);
  add('seating', exp.seating ?? []);
  add('single', [exp.single]);
  add('partners', exp.partners ?? []);
  add('advises', [exp.advises]);
  add('pairings', (exp.pairings ?? []).flat());
  add('bye', [exp.bye]);
  add('standings', exp.standings ?? []);
  columns('score', Object.keys(exp.score ?? {}));
  columns('wins', Object.keys(exp.wins ?? {}));
  columns('firstTo', [exp.firstTo]);
  columns('winner', [exp.winner]);
  const s = exp.settlement;
  if (s) {
    for (const key of ['boxes', 'gameBonus', 'shutout', 'totals'] as const) columns(`settlement.${key}`, Object.keys(s[key] ?? {}));
    columns('settlement.payments', (s.payments ?? []).flatMap((p) => [p.from, p.to]));
  }
  return out;
}

/** Keys of an expectation that only some formats have. */
const ONLY: Readonly<Record<string, { formats: readonly Format[]; what: string }>> = {
  next: { formats: ['rotation', 'chouette'], what: 'only three players (§15) have a single next hand; four or six have "tables"' },
  tables: { formats: ['partnership'], what: 'only a partnership (§16) plays at several tables' },
  seating: { formats: ['partnership'], what: 'only a partnership (§16) takes seats by the draw' },
  single: { formats: ['chouette'], what: 'only Chouette (§15.2) has a single player' },
  partners: { formats: ['chouette'], what: 'only Chouette (§15.2) has two partners sharing a column; for §16 use "score" with a team column' },
  advises: { formats: ['chouette'], what: 'only in Chouette (§15.2) does the waiting partner advise' },
  pairings: { formats: ['round-robin', 'swiss'], what: 'only a tournament (§17) pairs entrants' },
  bye: { formats: ['round-robin', 'swiss'], what: 'only a tournament (§17) has byes' },
  round: { formats: ['round-robin', 'swiss'], what: 'only a tournament (§17) counts rounds; use "played"' },
  rounds: { formats: ['round-robin', 'swiss'], what: 'only a tournament (§17) has a fixed number of rounds' },
  standings: { formats: ['round-robin', 'swiss'], what: 'only a tournament (§17) has standings; use "score"' },
  wins: { formats: ['rotation', 'chouette', 'partnership'], what: 'a tournament (§17) counts plus and minus points, not boxes' },
  firstTo: { formats: ['rotation', 'chouette', 'partnership'], what: 'a tournament (§17) has no target' },
  settlement: { formats: ['rotation', 'chouette', 'partnership'], what: 'a tournament (§17) adds up settled matches; use "score" and "standings"' },
};

function expectationFault(exp: FormatExpectation, format: Format, players: readonly string[]): string | null {
  for (const [key, rule] of Object.entries(ONLY)) {
    if (exp[key as keyof FormatExpectation] !== undefined && !rule.formats.includes(format)) return `expect.${key}: ${rule.what}`;
  }
  for (const { where, name } of namesIn(exp)) if (!players.includes(name)) return `expect.${where}: "${name}" is not one of the players (${players.join(', ')})`;
  return null;
}

function resultNames(step: FormatStep): string[] {
  const hand = (h: HandResultEntry) => ('winner' in h ? [h.winner, h.loser] : h.noGame === true ? [] : h.noGame);
  const match = (m: MatchResultEntry) => ('winner' in m ? [m.winner, m.loser] : m.tied);
  return [
    ...(step.hand ? hand(step.hand) : []),
    ...(step.round ?? []).flatMap(hand),
    ...(step.matches ?? []).flatMap(match),
  ].filter((n): n is string => typeof n === 'string');
}

const STEP_KIND: Readonly<Record<Format, { key: 'hand' | 'round' | 'matches'; word: string }>> = {
  rotation: { key: 'hand', word: 'a hand: {winner, loser, points} or {noGame: true}' },
  chouette: { key: 'hand', word: 'a hand: {winner, loser, points} or {noGame: true}' },
  partnership: { key: 'round', word: 'a round: one result per table' },
  'round-robin': { key: 'matches', word: 'a round of matches: {winner, loser, margin} or {tied: [X, Y]}' },
  swiss: { key: 'matches', word: 'a round of matches: {winner, loser, margin} or {tied: [X, Y]}' },
};

function stepFault(step: FormatStep, format: Format, players: readonly string[]): string | null {
  const kind = STEP_KIND[format];
  if (step.nextMatch !== undefined) {
    if (format !== 'chouette') return 'nextMatch: only Chouette (§15.2) goes on to a next match with new roles';
  } else if (step[kind.key] === undefined) {
    const given = (['hand', 'round', 'matches'] as const).find((k) => step[k] !== undefined);
    return `${given}: a ${format} example is stepped by "${kind.key}" (${kind.word})`;
  }
  // A refused step may name a stranger on purpose, to show the model's answer.
  if (step.expectError === undefined) {
    for (const n of resultNames(step)) if (!players.includes(n)) return `${kind.key}: "${n}" is not one of the players (${players.join(', ')})`;
  }
  return step.expect ? expectationFault(step.expect, format, players) : null;
}

/**
 * Reads a format example from YAML (or JSON) text. `file` is used in every
 * error and must be named after the example's id (`<id>.yaml`).
 */
export function parseFormatExample(text: string, file: string): FormatExampleParse {
  const bad = (fault: string): FormatExampleParse => ({ ok: false, error: `${file}: ${fault}` });
  const read = readExampleFile(text, file, formatExampleSchema, describeIssueIn('steps', 'step'), (n) => findParagraph(n) !== undefined);
  if (!read.ok) return read;
  const data = read.data;
  const players = data.players;
  const twice = players.find((n, i) => players.indexOf(n) !== i);
  if (twice !== undefined) return bad(`players: "${twice}" is listed twice`);
  const sizes: Partial<Record<Format, readonly number[]>> = { rotation: [3], chouette: [3], partnership: [4, 6] };
  const size = sizes[data.format];
  if (size && !size.includes(players.length)) return bad(`players: ${data.format} needs ${size.join(' or ')} players, not ${players.length}`);
  if (data.draw) {
    for (const n of Object.keys(data.draw)) if (!players.includes(n)) return bad(`draw: "${n}" is not one of the players (${players.join(', ')})`);
    const missing = players.filter((n) => data.draw![n] === undefined);
    if (missing.length > 0) return bad(`draw: no card for ${andList(missing)}; every player draws (§15, §16)`);
  }
  if (data.firstRound) {
    for (const n of [...data.firstRound.pairs.flat(), ...(data.firstRound.bye ? [data.firstRound.bye] : [])]) {
      if (!players.includes(n)) return bad(`firstRound: "${n}" is not one of the players (${players.join(', ')})`);
    }
  }
  if (data.start) {
    const fault = expectationFault(data.start, data.format, players);
    if (fault) return bad(`start: ${fault}`);
  }
  for (const [i, step] of data.steps.entries()) {
    const fault = stepFault(step, data.format, players);
    if (fault) return bad(`step ${i + 1}: ${fault}`);
  }
  if (data.expect) {
    const fault = expectationFault(data.expect, data.format, players);
    if (fault) return bad(fault);
  }
  const start = startOf(data);
  if (!start.ok) return bad(start.error);
  return { ok: true, example: { file, data } };
}

export function summarizeFormatExample(example: FormatExample): FormatExampleSummary {
  const { id, title, paragraphs, description, format, players } = example.data;
  return { id, title, paragraphs, description: description ?? null, format, players };
}

// ---------------------------------------------------------------- starting

function drawnRanks(data: FormatExampleFile): Parsed<{ ranks: number[][]; seeded: boolean }> {
  if (data.draw) {
    return ok({
      ranks: data.players.map((n) => {
        const d = data.draw![n];
        return (Array.isArray(d) ? d : [d]).map(rankNumber);
      }),
      seeded: false,
    });
  }
  const { draws } = seededDraw(data.players.length, data.drawSeed ?? 0);
  return ok({ ranks: draws.map((d) => d.map((c) => c.rank as number)), seeded: true });
}

function startOf(data: FormatExampleFile): Parsed<Current> {
  const n = data.players.length;
  switch (data.format) {
    case 'rotation':
    case 'chouette': {
      const drawn = drawnRanks(data);
      if (!drawn.ok) return drawn;
      const order = drawOrder3(drawn.value.ranks);
      if (!order.ok) return fail(`draw: ${order.error}`);
      const target = data.target ?? MATCH_TARGET;
      if (data.format === 'rotation') {
        const s = rotationFromOrder(order.value, target);
        return s.ok ? ok({ kind: 'rotation', state: s.value, drawn: drawn.value.ranks }) : fail(`target: ${s.error}`);
      }
      const s = chouetteFromOrder(order.value, target);
      return s.ok ? ok({ kind: 'chouette', state: s.value, match: 1, drawn: drawn.value.ranks }) : fail(`target: ${s.error}`);
    }
    case 'partnership': {
      const drawn = drawnRanks(data);
      if (!drawn.ok) return drawn;
      const s = drawn.value.seeded
        ? partnershipFromRanking(seededDraw(n, data.drawSeed ?? 0).order, data.target)
        : startPartnership(drawn.value.ranks, data.target);
      return s.ok ? ok({ kind: 'partnership', state: s.value, drawn: drawn.value.ranks }) : fail(`draw: ${s.error}`);
    }
    case 'round-robin': {
      const schedule = roundRobin(n);
      return schedule.ok ? ok({ kind: 'round-robin', schedule: schedule.value, results: [], seed: data.seed ?? 0 }) : fail(`players: ${schedule.error}`);
    }
    case 'swiss': {
      const seed = data.seed ?? 0;
      if (!data.firstRound) {
        const s = startSwiss(n, seed);
        return s.ok ? ok({ kind: 'swiss', state: s.value }) : fail(`players: ${s.error}`);
      }
      const rounds = swissRounds(n);
      if (!rounds.ok) return fail(`players: ${rounds.error}`);
      const index = (name: string) => data.players.indexOf(name);
      const pairs = data.firstRound.pairs.map(([a, b]) => [index(a), index(b)] as const);
      const bye = data.firstRound.bye === undefined ? null : index(data.firstRound.bye);
      const seen = [...pairs.flat(), ...(bye === null ? [] : [bye])];
      const twice = seen.find((e, i) => seen.indexOf(e) !== i);
      if (twice !== undefined) return fail(`firstRound: ${data.players[twice]} is drawn twice`);
      const left = data.players.filter((_, i) => !seen.includes(i));
      if (left.length > 0) return fail(`firstRound: ${andList(left)} ${left.length === 1 ? 'is' : 'are'} not drawn; every entrant plays or has the bye`);
      if ((bye !== null) !== (n % 2 === 1)) return fail(`firstRound: ${n % 2 === 1 ? 'an odd field needs a bye' : 'an even field has no bye'}`);
      return ok({ kind: 'swiss', state: { entrants: n, seed, totalRounds: rounds.value, rounds: [{ round: 1, pairs, bye, results: null, repeats: 0 }] } });
    }
  }
}

// ---------------------------------------------------------------- columns and names

/** The columns of the score, as displayed: players (rotation), "A" and "B+C" (Chouette), two teams (§16). */
function columnsOf(current: Current, players: readonly string[]): string[] {
  const join = (seats: readonly number[]) => seats.map((s) => players[s]).join('+');
  switch (current.kind) {
    case 'rotation':
      return [...players];
    case 'chouette':
      return [players[current.state.single], join(current.state.partners)];
    case 'partnership':
      return [join(current.state.teams[0]), join(current.state.teams[1])];
    default:
      return [...players];
  }
}

// ---------------------------------------------------------------- what the run knows, for expectations

interface Payment {
  readonly from: string;
  readonly to: string;
  readonly amount: number;
  readonly shutout: number;
}

interface Facts {
  readonly columns: readonly string[];
  readonly next?: { deals: string; leads: string; sitsOut: string } | null;
  readonly tables?: { deals: string; leads: string }[] | null;
  readonly seating?: string[];
  readonly single?: string;
  readonly partners?: string[];
  readonly advises?: string | null;
  readonly pairings?: [string, string][] | null;
  readonly bye?: string | null;
  readonly round?: number | null;
  readonly rounds?: number;
  readonly standings?: string[];
  readonly score: ReadonlyMap<string, number>;
  readonly wins?: ReadonlyMap<string, number>;
  readonly played: number;
  readonly over: boolean;
  readonly firstTo?: string | null;
  readonly winner: string | null;
  readonly settlement?: {
    readonly boxes: ReadonlyMap<string, number>;
    readonly gameBonus: ReadonlyMap<string, number>;
    readonly shutout: ReadonlyMap<string, number>;
    readonly totals: ReadonlyMap<string, number>;
    readonly payments: readonly Payment[];
    readonly citations: readonly string[];
  };
}

const byColumn = (columns: readonly string[], values: readonly number[]) => new Map(columns.map((c, i) => [columnKey(c), values[i]]));

/** §13 between two columns, with who pays whom (§15.2: each partner; §16: the losing column). */
function twoSided(columns: readonly string[], s: Settlement, payments: readonly Payment[]): NonNullable<Facts['settlement']> {
  return {
    boxes: byColumn(columns, s.boxes), gameBonus: byColumn(columns, s.gameBonus), shutout: byColumn(columns, s.shutout),
    totals: byColumn(columns, s.totals), payments, citations: s.citations,
  };
}

function tournamentStandings(current: Current & { kind: 'round-robin' | 'swiss' }, entrants: number): Standing[] {
  if (current.kind === 'swiss') return swissStandings(current.state);
  const r = roundRobinStandings(entrants, current.results.flat(), current.seed);
  // The results were checked round by round as they were entered, so this cannot fail.
  return r.ok ? r.value : [];
}

function factsOf(current: Current, players: readonly string[]): Facts {
  const columns = columnsOf(current, players);
  const nameOf = (s: number) => players[s];
  switch (current.kind) {
    case 'rotation':
    case 'chouette': {
      const st = current.state;
      const over = st.firstToTarget !== null;
      const next = over ? null : { deals: nameOf(st.next.dealer), leads: nameOf(st.next.nonDealer), sitsOut: nameOf(st.next.sittingOut) };
      const base = {
        columns, next, played: st.hands.length, over,
        score: byColumn(columns, st.points), wins: byColumn(columns, st.wins),
      };
      if (current.kind === 'rotation') {
        const s = current.state;
        const settled = threePayments(s);
        const settlement = settled.ok
          ? {
              boxes: byColumn(columns, settled.value.boxes), gameBonus: byColumn(columns, settled.value.gameBonus),
              shutout: byColumn(columns, [0, 1, 2].map((seat) => settled.value.payments.filter((p) => p.to === seat).reduce((t, p) => t + p.shutout, 0))),
              totals: byColumn(columns, settled.value.totals),
              payments: settled.value.payments.map((p) => ({ from: nameOf(p.from), to: nameOf(p.to), amount: p.amount, shutout: p.shutout })),
              citations: settled.value.citations,
            }
          : undefined;
        const top = settled.ok ? [...settled.value.totals].sort((a, b) => b - a) : [];
        const winner = settled.ok && top[0] !== top[1] ? nameOf(settled.value.totals.indexOf(top[0])) : null;
        return { ...base, firstTo: s.firstToTarget === null ? null : nameOf(s.firstToTarget), winner, settlement };
      }
      const s = current.state;
      const settled = threePayments(s);
      const help = advice(s);
      return {
        ...base,
        single: nameOf(s.single), partners: s.partners.map(nameOf), advises: help ? nameOf(help.adviser) : null,
        firstTo: s.firstToTarget === null ? null : columns[s.firstToTarget],
        winner: settled.ok && settled.value.sides.winner !== null ? columns[settled.value.sides.winner] : null,
        settlement: settled.ok
          ? twoSided(columns, settled.value.sides, settled.value.payments.map((p) => ({ from: nameOf(p.from), to: nameOf(p.to), amount: p.amount, shutout: p.shutout })))
          : undefined,
      };
    }
    case 'partnership': {
      const s = current.state;
      const t = partnershipTables(s);
      const settled = settlePartnership(s);
      let settlement: Facts['settlement'];
      if (settled.ok) {
        const v = settled.value;
        const pay: Payment[] = v.winner === null ? [] : [{ from: columns[1 - v.winner], to: columns[v.winner], amount: v.difference, shutout: v.shutout[v.winner] }];
        settlement = twoSided(columns, v, pay);
      }
      return {
        columns, played: s.rounds.length, over: s.firstToTarget !== null,
        tables: t === null ? null : t.map((a) => ({ deals: nameOf(a.dealer), leads: nameOf(a.nonDealer) })),
        seating: s.seating.map(nameOf),
        score: byColumn(columns, s.points), wins: byColumn(columns, s.wins),
        firstTo: s.firstToTarget === null ? null : columns[s.firstToTarget],
        winner: settled.ok && settled.value.winner !== null ? columns[settled.value.winner] : null,
        settlement,
      };
    }
    case 'round-robin':
    case 'swiss': {
      const table = tournamentStandings(current, players.length);
      const score = new Map(table.map((e) => [columnKey(nameOf(e.entrant)), e.points]));
      const pairingNow: Pairing | null = current.kind === 'swiss' ? currentRound(current.state) : current.schedule[current.results.length] ?? null;
      const played = current.kind === 'swiss' ? current.state.rounds.filter((r) => r.results !== null).length : current.results.length;
      const rounds = current.kind === 'swiss' ? current.state.totalRounds : current.schedule.length;
      const over = current.kind === 'swiss' ? swissOver(current.state) : played === rounds;
      return {
        columns, played, rounds, over, score,
        standings: table.map((e) => nameOf(e.entrant)),
        pairings: pairingNow ? pairingNow.pairs.map(([a, b]) => [nameOf(a), nameOf(b)] as [string, string]) : null,
        bye: pairingNow && pairingNow.bye !== null ? nameOf(pairingNow.bye) : null,
        round: over ? null : played + 1,
        winner: over && table.length > 0 ? nameOf(table[0].entrant) : null,
      };
    }
  }
}

// ---------------------------------------------------------------- checking expectations

const showTable3 = (t: { deals: string; leads: string; sitsOut?: string } | null | undefined) =>
  t ? `${t.deals} deals, ${t.leads} leads${t.sitsOut ? `, ${t.sitsOut} sits out` : ''}` : 'nobody (the match is over)';
const showTables = (ts: readonly { deals: string; leads: string }[] | null | undefined) =>
  ts ? ts.map((t) => `${t.deals} deals to ${t.leads}`).sort().join('; ') : 'nobody (the match is over)';
const showPairs = (ps: readonly (readonly [string, string])[] | null | undefined) =>
  ps ? ps.map((p) => [...p].sort().join(' v ')).sort().join(', ') : 'nobody (the tournament is over)';
const showPayments = (ps: readonly { from: string; to: string; amount: number; shutout?: number }[]) =>
  ps.length === 0 ? 'none' : ps.map((p) => `${columnKey(p.from)} pays ${columnKey(p.to)} ${p.amount}${p.shutout ? ` (${p.shutout} of it shutout)` : ''}`).sort().join('; ');

/** Each unmet expectation as one sentence: what was expected and what the model shows. */
function checkExpectation(facts: Facts, exp: FormatExpectation): string[] {
  const fails: string[] = [];
  const eq = (what: string, expected: unknown, actual: unknown) => {
    if (String(expected) !== String(actual)) fails.push(`${what}: expected ${String(expected)}, got ${String(actual)}`);
  };
  const columnList = listOf(facts.columns);
  const byCol = (what: string, expected: Readonly<Record<string, number>> | undefined, actual: ReadonlyMap<string, number> | undefined) => {
    for (const [col, value] of Object.entries(expected ?? {})) {
      const got = actual?.get(columnKey(col));
      if (got === undefined) fails.push(`${what}: there is no column "${col}"; the columns are ${columnList}`);
      else eq(`${what} of ${col}`, value, got);
    }
  };
  if (exp.next !== undefined) {
    const want = exp.next;
    const got = facts.next;
    const same = want === null || got == null
      ? want === got || (want === null && got == null)
      : want.deals === got.deals && want.leads === got.leads && (want.sitsOut === undefined || want.sitsOut === got.sitsOut);
    if (!same) fails.push(`next hand: expected ${showTable3(want)}, got ${showTable3(got)}`);
  }
  if (exp.tables !== undefined) eq('next round', showTables(exp.tables), showTables(facts.tables));
  if (exp.seating) eq('seats clockwise from the highest draw', listOf(exp.seating), listOf(facts.seating ?? []));
  if (exp.single !== undefined) eq('single player', exp.single, facts.single);
  if (exp.partners) eq('partners', listOf([...exp.partners].sort()), listOf([...(facts.partners ?? [])].sort()));
  if (exp.advises !== undefined) eq('partner who may advise', exp.advises ?? 'nobody', facts.advises ?? 'nobody');
  if (exp.pairings) eq('pairings of the next round', showPairs(exp.pairings), showPairs(facts.pairings));
  if (exp.bye !== undefined) eq('bye', exp.bye ?? 'nobody', facts.bye ?? 'nobody');
  if (exp.round !== undefined) eq('next round', exp.round, facts.round ?? 'none (the tournament is over)');
  if (exp.rounds !== undefined) eq('rounds in the tournament', exp.rounds, facts.rounds);
  if (exp.standings) eq('standings', listOf(exp.standings), listOf(facts.standings ?? []));
  byCol('score', exp.score, facts.score);
  byCol('wins', exp.wins, facts.wins);
  if (exp.played !== undefined) eq('played', exp.played, facts.played);
  if (exp.over !== undefined) eq('over', exp.over, facts.over);
  if (exp.firstTo !== undefined) eq('first to the target', exp.firstTo === null ? 'nobody' : columnKey(exp.firstTo), facts.firstTo == null ? 'nobody' : columnKey(facts.firstTo));
  if (exp.winner !== undefined) eq('winner', exp.winner === null ? 'nobody' : columnKey(exp.winner), facts.winner === null ? 'nobody' : columnKey(facts.winner));
  if (exp.settlement) {
    const s = facts.settlement;
    if (!s) fails.push('settlement: there is none yet: the match is not over');
    else {
      byCol('box bonus', exp.settlement.boxes, s.boxes);
      byCol('game bonus', exp.settlement.gameBonus, s.gameBonus);
      byCol('shutout bonus', exp.settlement.shutout, s.shutout);
      byCol('total', exp.settlement.totals, s.totals);
      if (exp.settlement.payments) {
        const want = exp.settlement.payments.map((p) => ({ ...p, shutout: p.shutout ?? 0 }));
        eq('payments', showPayments(want), showPayments(s.payments));
      }
    }
  }
  return fails;
}

// ---------------------------------------------------------------- frames: words and numbers

/** A column that is a team ("B+C"): its verb is plural. */
const isTeam = (column: string | null | undefined) => column?.includes('+') ?? false;

function drawLine(drawn: readonly (readonly number[])[], players: readonly string[]): Line {
  return line('format.drawn', { draws: players.map((name, i) => ({ name, ranks: drawn[i].map(rankName) })) });
}

function overLine(who: string | null | undefined, target: number): Line {
  return line('format.over', { who: who ?? '', team: isTeam(who), target });
}

function nextLines(current: Current, players: readonly string[]): Line[] {
  const f = factsOf(current, players);
  switch (current.kind) {
    case 'rotation':
      return [f.next ? line('format.next.hand', f.next) : overLine(f.firstTo, current.state.target)];
    case 'chouette': {
      const st = current.state;
      const roles = line('format.chouette.roles', { single: players[st.single], partners: st.partners.map((p) => players[p]) });
      if (!f.next) return [roles, overLine(f.firstTo, st.target)];
      const partner = f.next.deals === players[st.single] ? f.next.leads : f.next.deals;
      return [roles, line('format.next.chouette', { deals: f.next.deals, leads: f.next.leads, waits: f.next.sitsOut, partner })];
    }
    case 'partnership':
      return [f.tables ? line('format.next.round', { tables: f.tables }) : overLine(f.firstTo, current.state.target)];
    default: {
      if (!f.pairings) return [line('format.over.tournament', { rounds: f.rounds ?? 0 })];
      return [line('format.next.pairings', { round: f.round ?? 0, rounds: f.rounds ?? 0, pairs: f.pairings, ...(f.bye ? { bye: f.bye } : {}) })];
    }
  }
}

function settlementLines(current: Current, players: readonly string[]): Line[] {
  const f = factsOf(current, players);
  if (current.kind === 'round-robin' || current.kind === 'swiss') {
    if (!f.over || !f.winner) return [];
    return [line('format.tournament.won', { who: f.winner, points: f.score.get(columnKey(f.winner)) ?? 0 })];
  }
  if (!f.settlement) return [];
  const lines = f.settlement.payments.map((p) => line('format.pays', { from: p.from, to: p.to, team: isTeam(p.from), amount: p.amount, shutout: p.shutout }));
  return lines.length > 0 ? lines : [line('format.noneOwes', {})];
}

function scoreTable(current: Current, players: readonly string[], words: Words): ScoreTable | null {
  const f = factsOf(current, players);
  const word = (w: TableWord) => words(line('format.table.word', { word: w }));
  if (current.kind === 'round-robin' || current.kind === 'swiss') {
    if (f.played === 0) return null;
    const table = tournamentStandings(current, players.length);
    const odd = players.length % 2 === 1;
    return {
      caption: words(line('format.table.standings', { round: f.played })),
      columns: [word('points'), word('played'), ...(odd ? [word('byes')] : [])],
      rows: table.map((e) => ({
        head: `${e.place}. ${players[e.entrant]}`,
        cells: [signed(e.points), String(e.played), ...(odd ? [String(e.byes)] : [])],
      })),
    };
  }
  const cols = f.columns;
  const cells = (m: ReadonlyMap<string, number> | undefined) => cols.map((c) => String(m?.get(columnKey(c)) ?? 0));
  const unit: TableWord = current.kind === 'partnership' ? 'roundsWon' : 'handsWon';
  const columns = current.kind === 'chouette' ? [words(line('format.table.alone', { who: cols[0] })), cols[1]] : [...cols];
  const rows: { head: string; cells: string[]; total?: boolean }[] = [
    { head: word('points'), cells: cells(f.score) },
    { head: word(unit), cells: cells(f.wins) },
  ];
  const s = f.settlement;
  if (s) {
    rows.push({ head: word('boxes'), cells: cells(s.boxes) }, { head: word('game'), cells: cells(s.gameBonus) });
    if (current.kind !== 'rotation' && [...s.shutout.values()].some((v) => v > 0)) rows.push({ head: word('shutout'), cells: cells(s.shutout) });
    rows.push({ head: word('total'), cells: cells(s.totals), total: true });
  }
  const caption = line('format.table.caption', {
    ...(current.kind === 'chouette' ? { match: current.match } : {}), played: f.played, unit: current.kind === 'partnership' ? 'round' : 'hand',
  });
  return { caption: words(caption), columns, rows };
}

function frameOf(current: Current, players: readonly string[], step: StepView | null, says: string | null, drawn: Line | null, words: Words): FormatFrame {
  const f = factsOf(current, players);
  return {
    step, says, table: scoreTable(current, players, words),
    next: [...(drawn ? [drawn] : []), ...nextLines(current, players)].map(words),
    settlement: settlementLines(current, players).map(words), over: f.over,
  };
}

function startLine(current: Current, players: readonly string[]): Line {
  switch (current.kind) {
    case 'rotation':
    case 'chouette':
      return drawLine(current.drawn, players);
    case 'partnership': {
      const s = current.state;
      return line('format.start.partnership', {
        drawn: drawLine(current.drawn, players), teams: s.teams.map((t) => t.map((p) => players[p])), seats: s.seating.map((p) => players[p]), target: s.target,
      });
    }
    case 'round-robin':
      return line('format.start.roundRobin', { entrants: players.length, rounds: current.schedule.length });
    case 'swiss':
      return line('format.start.swiss', { entrants: players.length, rounds: current.state.totalRounds });
  }
}

// ---------------------------------------------------------------- applying a step

type Applied = { current: Current; lines: Line[]; cites: string[] };

function labelOf(current: Current, step: FormatStep): Line {
  switch (current.kind) {
    case 'rotation':
      return line('format.label.hand', { hand: current.state.hands.length + 1 });
    case 'chouette':
      return step.nextMatch !== undefined
        ? line('format.label.nextMatch', { match: current.match + 1 })
        : line('format.label.matchHand', { match: current.match, hand: current.state.hands.length + 1 });
    case 'partnership':
      return line('format.label.round', { round: current.state.rounds.length + 1 });
    case 'round-robin':
      return line('format.label.round', { round: current.results.length + 1 });
    case 'swiss':
      return line('format.label.round', { round: current.state.rounds.filter((r) => r.results !== null).length + 1 });
  }
}

/** A hand's result for the table that plays it: checks the names against who is at the table, in the reader's words. */
function handAt(
  h: HandResultEntry, table: { dealer: number; nonDealer: number; sittingOut?: number }, players: readonly string[],
): Parsed<{ winner: number | null; points: number; line: Line }> {
  const at = [table.dealer, table.nonDealer].map((s) => players[s]);
  const where = `${at[0]} deals to ${at[1]}${table.sittingOut === undefined ? '' : `, ${players[table.sittingOut]} sits out`}`;
  if ('noGame' in h) {
    if (h.noGame !== true && [...h.noGame].sort().join() !== [...at].sort().join()) return fail(`${h.noGame.join(' and ')} do not play each other now (${where})`);
    return ok({ winner: null, points: 0, line: line('format.hand.noGame', { deals: at[0], leads: at[1] }) });
  }
  const w = players.indexOf(h.winner);
  if (w === table.sittingOut) return fail(`${h.winner} sits this hand out and cannot win it (${where})`);
  if (!at.includes(h.winner)) return fail(`${h.winner} is not at this table (${where})`);
  const opponent = at[0] === h.winner ? at[1] : at[0];
  if (h.loser !== undefined && h.loser !== opponent) return fail(`${h.winner} plays ${opponent}, not ${h.loser} (${where})`);
  return ok({ winner: w, points: h.points, line: line('format.hand.won', { deals: at[0], leads: at[1], winner: h.winner, loser: opponent, points: h.points }) });
}

function applyStep(current: Current, step: FormatStep, players: readonly string[]): Parsed<Applied> {
  switch (current.kind) {
    case 'rotation':
    case 'chouette': {
      if (step.nextMatch !== undefined) {
        if (current.kind !== 'chouette') return fail('only Chouette goes on to a next match');
        const target = step.nextMatch === true ? undefined : step.nextMatch.target;
        const before = current.state;
        const next = nextChouetteMatch(before, target);
        if (!next.ok) return next;
        const s = next.value;
        const lastWinner = [...before.hands].reverse().find((h) => h.winner !== null)?.winner;
        const stays = lastWinner === before.single;
        const winner = players[stays ? before.single : (lastWinner as number)];
        return ok({
          current: { ...current, state: s, match: current.match + 1 },
          lines: [line('format.chouette.nextMatch', { winner, stays, dealer: players[s.next.dealer], waits: players[s.next.sittingOut] })],
          cites: ['15.2'],
        });
      }
      const st = current.state;
      // After the end the model's own refusal says it best.
      if (st.firstToTarget !== null) return afterHand<RotationState | ChouetteState>(st, { winner: null, points: 0 }) as Parsed<never>;
      const hand = handAt(step.hand!, st.next, players);
      if (!hand.ok) return hand;
      const r = afterHand<RotationState | ChouetteState>(st, { winner: hand.value.winner as Seat3 | null, points: hand.value.points } as HandResult3);
      if (!r.ok) return r;
      const lines = [hand.value.line];
      if (current.kind === 'rotation' && hand.value.winner !== null) {
        const s = r.value as RotationState;
        if (s.firstToTarget === null) lines.push(line('format.rotation.sitsOut', { loser: players[s.next.sittingOut], dealer: players[s.next.dealer] }));
      }
      if (current.kind === 'chouette' && hand.value.winner !== null) {
        const s = r.value as ChouetteState;
        const cs = current.state;
        const lost = hand.value.winner === cs.single ? (cs.next.dealer === cs.single ? cs.next.nonDealer : cs.next.dealer) : cs.single;
        if (s.firstToTarget === null) {
          lines.push(hand.value.winner === cs.single
            ? line('format.chouette.takesOver', { loser: players[lost], partner: players[s.next.dealer] })
            : line('format.chouette.teamWins', { loser: players[lost] }));
        }
      }
      const cites = current.kind === 'rotation' ? ['15.1'] : ['15.2'];
      if (hand.value.winner === null) cites.push('12');
      const after = { ...current, state: r.value } as Current;
      if (r.value.firstToTarget !== null) {
        const f = factsOf(after, players);
        lines.push(line('format.reached', { who: f.firstTo ?? '', team: isTeam(f.firstTo), points: r.value.points[r.value.firstToTarget] ?? 0 }));
        for (const c of f.settlement?.citations ?? []) if (!cites.includes(c)) cites.push(c);
      }
      return ok({ current: after, lines, cites });
    }
    case 'partnership': {
      const st = current.state;
      const assignments = partnershipTables(st);
      if (assignments === null) return fail(`the match is over: a partnership has reached ${st.target} (§16), so no more rounds can be added`);
      const results: (TableResult | undefined)[] = assignments.map(() => undefined);
      const lines: Line[] = [];
      for (const [k, h] of step.round!.entries()) {
        const names = 'winner' in h ? [h.winner] : h.noGame === true ? [] : h.noGame;
        const t = assignments.find((a) => names.some((n) => players.indexOf(n) === a.dealer || players.indexOf(n) === a.nonDealer));
        if (!t) {
          if (names.length === 0) return fail(`result ${k + 1}: at four or six a no-game must name the table's two players, e.g. noGame: [${players[assignments[0].dealer]}, ${players[assignments[0].nonDealer]}]`);
          return fail(`result ${k + 1}: ${names.join(' and ')} ${names.length === 1 ? 'is' : 'are'} at no table`);
        }
        if (results[t.table] !== undefined) return fail(`result ${k + 1}: the table where ${players[t.dealer]} deals to ${players[t.nonDealer]} has two results`);
        const r = handAt(h, t, players);
        if (!r.ok) return fail(`result ${k + 1}: ${r.error}`);
        results[t.table] = { winner: r.value.winner, points: r.value.points };
        lines[t.table] = r.value.line;
      }
      const missing = assignments.filter((a) => results[a.table] === undefined);
      if (missing.length > 0) return fail(`no result for the table where ${players[missing[0].dealer]} deals to ${players[missing[0].nonDealer]}; every table's hand must be finished (§16)`);
      const r = afterRound(st, results as TableResult[]);
      if (!r.ok) return r;
      const round = r.value.rounds[r.value.rounds.length - 1];
      const cols = columnsOf(current, players);
      const sum = (team: 0 | 1) => round.tables
        .filter((t) => t.winner !== null)
        .map((t) => (teamOf(st, t.winner as number) === team ? t.points : -t.points));
      lines.push(line('format.partnership.sums', { columns: cols, parts: [sum(0), sum(1)], net: round.net }));
      lines.push(round.writer === null ? line('format.partnership.cancel', {}) : line('format.partnership.writes', { team: cols[round.writer], points: round.points }));
      const after: Current = { ...current, state: r.value };
      const cites = ['16'];
      if (r.value.firstToTarget !== null) {
        lines.push(line('format.reached', { who: cols[r.value.firstToTarget], team: true, points: r.value.points[r.value.firstToTarget] }));
        for (const c of factsOf(after, players).settlement?.citations ?? []) if (!cites.includes(c)) cites.push(c);
      }
      return ok({ current: after, lines, cites });
    }
    case 'round-robin':
    case 'swiss': {
      const index = (n: string) => players.indexOf(n);
      const given = step.matches!.map((m) => ('winner' in m
        ? { a: index(m.winner), b: index(m.loser), winner: index(m.winner), margin: m.margin }
        : { a: index(m.tied[0]), b: index(m.tied[1]), winner: null, margin: 0 }));
      for (const [k, m] of step.matches!.entries()) {
        const names = 'winner' in m ? [m.winner, m.loser] : m.tied;
        const stranger = names.find((n) => index(n) < 0);
        if (stranger !== undefined) return fail(`match ${k + 1}: "${stranger}" is not one of the entrants`);
      }
      const said = (m: MatchResult) => (m.winner === null
        ? line('format.match.tied', { a: players[m.a], b: players[m.b] })
        : line('format.match.won', { winner: players[m.winner], loser: players[m.winner === m.a ? m.b : m.a], margin: m.margin }));
      if (current.kind === 'swiss') {
        const round = currentRound(current.state);
        const r = recordSwissRound(current.state, given);
        if (!r.ok) return fail(r.error.replace(/\b(\d+) and (\d+) are not paired/, (_, a, b) => `${players[+a]} and ${players[+b]} are not paired`));
        const bye = round && round.bye !== null ? [line('format.bye', { who: players[round.bye] })] : [];
        return ok({ current: { ...current, state: r.value }, lines: [...given.map(said), ...bye], cites: ['17'] });
      }
      const done = current.results.length;
      const pairing = current.schedule[done];
      if (!pairing) return fail(`the round robin is over: all ${current.schedule.length} rounds have been played`);
      const key = (x: number, y: number) => `${Math.min(x, y)}-${Math.max(x, y)}`;
      const open = new Set(pairing.pairs.map(([x, y]) => key(x, y)));
      const show = pairing.pairs.map(([x, y]) => `${players[x]} v ${players[y]}`).join(', ');
      for (const m of given) {
        if (!open.delete(key(m.a, m.b))) return fail(`${players[m.a]} and ${players[m.b]} do not meet in round ${done + 1} (its matches: ${show}), or their result is given twice`);
      }
      if (open.size > 0) return fail(`round ${done + 1}: expected ${plural(pairing.pairs.length, 'result')}, one per match (${show})`);
      const results = [...current.results, given];
      const checked = roundRobinStandings(players.length, results.flat(), current.seed);
      if (!checked.ok) return checked;
      const bye = pairing.bye !== null ? [line('format.bye', { who: players[pairing.bye] })] : [];
      return ok({ current: { ...current, results }, lines: [...given.map(said), ...bye], cites: ['17'] });
    }
  }
}

// ---------------------------------------------------------------- running

/**
 * Runs an example step by step: a frame after each step, and every unmet expectation.
 * The frames' lines are in `locale`'s words; the failures (for the author) are English,
 * and so are a refused step's words and the author's own `says`.
 */
export function runFormatExample(example: FormatExample, locale: Locale = 'en'): FormatExampleRun {
  const { file, data } = example;
  const players = data.players;
  const start = startOf(data);
  if (!start.ok) return { frames: [], failures: [`${file}: ${start.error}`] };
  const words = wordsIn(locale);
  let current = start.value;
  const frames: FormatFrame[] = [frameOf(current, players, null, null, startLine(current, players), words)];
  const failures: string[] = [];
  for (const f of checkExpectation(factsOf(current, players), data.start ?? {})) failures.push(`${file}: start: ${f}`);
  data.steps.forEach((step, i) => {
    const label = labelOf(current, step);
    const where = `${file}: step ${i + 1} (${say(label, 'en')})`;
    const r = applyStep(current, step, players);
    let refused: string | null = null;
    let lines: Line[] = [];
    let cites: string[] = [];
    if (r.ok) {
      current = r.value.current;
      lines = r.value.lines;
      cites = r.value.cites;
      if (step.expectError !== undefined) failures.push(`${where}: expected it to be refused ("${step.expectError}"), but it was accepted`);
    } else {
      refused = r.error;
      if (step.expectError === undefined) failures.push(`${where}: refused: ${r.error}`);
      else if (!r.error.includes(step.expectError)) failures.push(`${where}: expected a refusal containing "${step.expectError}", but it was refused with: ${r.error}`);
    }
    const shown = words(label);
    const view: StepView = { number: i + 1, label: shown[0].toUpperCase() + shown.slice(1), lines: lines.map(words), refused, cites };
    frames.push(frameOf(current, players, view, step.says ?? null, null, words));
    for (const f of checkExpectation(factsOf(current, players), step.expect ?? {})) failures.push(`${where}: ${f}`);
  });
  for (const f of checkExpectation(factsOf(current, players), data.expect ?? {})) failures.push(`${file}: at the end: ${f}`);
  return { frames, failures };
}
