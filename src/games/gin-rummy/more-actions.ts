/**
 * What "More actions" offers in play mode: the lawful actions the table has
 * no tap for (answers to a knock, a re-knock, a reshuffle, well-founded
 * claims), then the irregular tries of §14 a reader may want to see ruled
 * (two cards at once, drawing early, exposing a card, a misdeal, claims).
 * Each carries whether the engine lists it as lawful now; the engine rules on
 * every one of them either way.
 */
import type { GinAction, GinState, Seat } from '../../../engine/gin-rummy/types';
import { listed } from './view-model';

export interface MoreAction {
  /** The notation: a stable key and what a referee would type. */
  readonly key: string;
  readonly action: GinAction;
  /** In words, with the paragraph that deals with it: "Ben draws 2 cards at once (§14.5)". */
  readonly label: string;
  readonly lawful: boolean;
}

export interface MoreActionsInput {
  readonly state: GinState;
  readonly lawfulOf: (seat: number) => readonly GinAction[];
  /** formatAction bound to the players. */
  readonly format: (action: GinAction) => string;
  /** describeAction bound to the players. */
  readonly describe: (action: GinAction) => string;
}

/** Actions the table offers a tap or a button for, left out here. */
function onTable(state: GinState, a: GinAction): boolean {
  const turn = state.hand.turn;
  if (a.seat !== turn) return false;
  if (a.type === 'discard' || a.type === 'take' || a.type === 'layout' || a.type === 'deal') return true;
  if (a.type === 'draw') return a.count === 1;
  return a.type === 'knock' && state.phase !== 'knocked';
}

/** A seed for a shuffle the reader asks for: from the position, so the same game always shuffles the same way. */
function seedOf(state: GinState): number {
  return (state.ledger.length * 7919 + state.hand.stock.length * 31 + state.hand.discards.length + 1) >>> 0;
}

/** §14's irregular tries that make sense now, paired with the paragraph that deals with them. */
function tries(state: GinState): { action: GinAction; why: string }[] {
  const h = state.hand;
  const turn = h.turn;
  const other: Seat = turn === 0 ? 1 : 0;
  const out: { action: GinAction; why: string }[] = [];
  const inPlay = state.phase === 'first-discard' || state.phase === 'draw' || state.phase === 'discard';
  if (inPlay) {
    out.push({ action: { type: 'draw', seat: turn, count: 2 }, why: '§14.5' });
    out.push({ action: { type: 'draw', seat: other, count: 1 }, why: '§14.4' });
    out.push({ action: { type: 'expose', seat: turn }, why: '§14.3' });
    out.push({ action: { type: 'reshuffle', seat: turn, seed: seedOf(state) }, why: '§14.3' });
  }
  if (state.phase === 'knocked') {
    out.push({ action: { type: 'accept', seat: turn }, why: '§14.7' });
    out.push({ action: { type: 'reject', seat: turn }, why: '§14.7' });
  }
  if (state.phase === 'hand-over') out.push({ action: { type: 'deal', seat: turn, seed: seedOf(state), counts: [12, 10] }, why: '§14.9' });
  if (state.phase !== 'match-over') {
    for (const seat of [turn, other] as const) {
      out.push({ action: { type: 'claim', seat, what: 'dealer' }, why: '§14.1, §14.2' });
      out.push({ action: { type: 'claim', seat, what: 'count' }, why: '§14.9, §14.10' });
    }
  }
  return out;
}

export function moreActions({ state, lawfulOf, format, describe }: MoreActionsInput): MoreAction[] {
  const seats: Seat[] = [0, 1];
  const lawful = seats.map((s) => lawfulOf(s));
  const out: MoreAction[] = [];
  const seen = new Set<string>();
  const add = (action: GinAction, why: string | null) => {
    const key = format(action);
    if (seen.has(key)) return;
    seen.add(key);
    const isLawful = listed(lawful[action.seat] ?? [], action);
    out.push({ key, action, label: `${describe(action)}${why ? ` (${why})` : ''}`, lawful: isLawful });
  };
  for (const list of lawful) for (const a of list) if (!onTable(state, a)) add(a, null);
  for (const t of tries(state)) add(t.action, t.why);
  return out;
}
