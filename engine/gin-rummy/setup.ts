/**
 * Building match states: a seeded start (§3: the draw for Vorhand, the packs,
 * the first deal) or an explicit position for a scenario. An explicit set-up
 * becomes a state only after the sense check (position-sense.ts); a bad one is
 * reported, never thrown.
 */
import type { Parsed } from '../core/game';
import { fullPack, parseCard, type Card } from './cards';
import { failure } from '../core/reasons';
import { saySense } from './messages/sense';
import { checkPositionSense } from './position-sense';
import { holds } from './rules/1-cards';
import { checkPlayers, firstDeal } from './rules/3-dealing';
import type { GinState, LedgerEntry, PackColour, Phase, Seat } from './types';

/** §3: a new match for two players from `seed`. */
export function dealMatch(players: readonly string[], seed: number): Parsed<GinState> {
  return firstDeal(players, seed);
}

/** An explicit position of a hand in play, cards written as in the notation ("AS", "TD"). */
export interface PositionSetup {
  readonly players: readonly string[];
  readonly dealer: string;
  /** Default: the dealer's opponent in first-discard, else the dealer's opponent too (the author says who otherwise). */
  readonly turn?: string;
  /** first-discard, draw or discard; default draw. Later phases are written in the position notation. */
  readonly phase?: 'first-discard' | 'draw' | 'discard';
  readonly hands: Readonly<Record<string, readonly string[]>>;
  /** Bottom first; default empty. */
  readonly discards?: readonly string[];
  /** The whole stock, top first. */
  readonly stock?: readonly string[];
  /** Cards on top of the stock, top first, the rest of the pack below them in pack order (clubs Ace to spades King). */
  readonly stockTop?: readonly string[];
  /** Hands so far: "Ana+25" or "0". */
  readonly ledger?: readonly string[];
  readonly packs?: readonly [PackColour, PackColour];
  /** In the discard phase: where the player drew from (default stock). */
  readonly drawn?: 'stock' | 'discard';
  /** With drawn: discard, the card taken from the pile (§5: it may not go straight back); it must be in the hand. */
  readonly taken?: string;
  /** Who should have dealt, if not the dealer (§14.1); default the dealer. */
  readonly due?: string;
  /** Whether play has begun since the deal; default: not in first-discard, yes otherwise. */
  readonly begun?: boolean;
  /** Where unlisted cards go: under the listed stock cards (default), or under the listed discards (for a nearly used-up stock). */
  readonly rest?: 'stock' | 'discards';
}

function cards(list: readonly string[] | undefined, field: string): Card[] | string {
  const out: Card[] = [];
  for (const t of list ?? []) {
    const c = typeof t === 'string' ? parseCard(t) : null;
    if (!c || !c.ok) return `${field}: "${String(t).slice(0, 20)}" is not a card such as 7H`;
    out.push(c.value);
  }
  return out;
}

/** An explicit position, checked for sense. */
export function positionFromSetup(setup: PositionSetup): Parsed<GinState> {
  const fail = (error: string): Parsed<GinState> => ({ ok: false, error });
  const bad = checkPlayers(setup.players);
  if (bad) return fail(`players: ${bad}`);
  const seatOf = (n: string | undefined, field: string): Seat | string => {
    const i = setup.players.indexOf(n ?? '');
    return i === 0 || i === 1 ? (i as Seat) : `${field}: "${String(n).slice(0, 40)}" is not one of the players (${setup.players.join(', ')})`;
  };
  const dealer = seatOf(setup.dealer, 'dealer');
  if (typeof dealer === 'string') return fail(dealer);
  const phase: Phase = setup.phase ?? 'draw';
  const turn = setup.turn === undefined ? ((1 - dealer) as Seat) : seatOf(setup.turn, 'turn');
  if (typeof turn === 'string') return fail(turn);
  const hands: Card[][] = [];
  for (const n of Object.keys(setup.hands)) if (!setup.players.includes(n)) return fail(`hands: "${n}" is not one of the players`);
  for (const n of setup.players) {
    const h = cards(setup.hands[n], `hands.${n}`);
    if (typeof h === 'string') return fail(h);
    hands.push(h);
  }
  const listedDiscards = cards(setup.discards, 'discards');
  if (typeof listedDiscards === 'string') return fail(listedDiscards);
  let discards = listedDiscards;
  let stock: Card[];
  if (setup.stock) {
    const s = cards(setup.stock, 'stock');
    if (typeof s === 'string') return fail(s);
    stock = s;
  } else {
    const top = cards(setup.stockTop, 'stockTop');
    if (typeof top === 'string') return fail(top);
    const listed = [...hands.flat(), ...discards, ...top];
    const rest = fullPack().filter((c) => !holds(listed, c));
    stock = setup.rest === 'discards' ? top : [...top, ...rest];
    if (setup.rest === 'discards') discards = [...rest, ...listedDiscards];
  }
  const ledger: LedgerEntry[] = [];
  for (const item of setup.ledger ?? []) {
    if (item === '0') { ledger.push({ winner: null, points: 0 }); continue; }
    const m = /^(.+)\+(\d+)$/.exec(item);
    const w = m ? setup.players.indexOf(m[1]) : -1;
    if (!m || (w !== 0 && w !== 1)) return fail(`ledger: "${item}" is not a hand such as ${setup.players[0]}+25 or 0`);
    ledger.push({ winner: w as Seat, points: Number(m[2]) });
  }
  const packs: PackColour[] = setup.packs ? [...setup.packs] : (dealer === 0 ? ['red', 'blue'] : ['blue', 'red']);
  const begun = setup.begun ?? phase !== 'first-discard';
  const due = setup.due === undefined ? dealer : seatOf(setup.due, 'due');
  if (typeof due === 'string') return fail(due);
  const taken = setup.taken === undefined ? [] : cards([setup.taken], 'taken');
  if (typeof taken === 'string') return fail(taken);
  const state: GinState = {
    players: [...setup.players], packs, ledger, phase,
    hand: {
      dealer, due, begun, turn, hands, stock, discards,
      drawn: phase === 'discard' ? (setup.drawn ?? 'stock') : null, taken: taken[0] ?? null,
      early: null, thirdLast: null, exposed: null, knock: null, layout: null, end: null,
    },
    settlement: null,
  };
  const nonsense = checkPositionSense(state);
  return nonsense ? failure(saySense(nonsense, 'en'), nonsense) : { ok: true, value: state };
}
