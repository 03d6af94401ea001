/**
 * What "More actions" offers in play mode: the lawful actions the table has
 * no chip for, then tries a reader may want to see ruled: a card out of turn
 * (9.1), a suit the round does not allow (5.1, 5.2), the dealer robbing or a
 * rob too late (6.1, 6.2), a meld after one's first card (7.1), claims with
 * nothing to claim (1.4, 4.5), a second Vorlauf (10.3), a deal with wrong
 * counts (4.5). Each carries whether the engine lists it as lawful now; the
 * engine rules on every one of them either way.
 */
import { meldsIn } from '../../../engine/sens/melds';
import { SUITS, suitOf } from '../../../engine/sens/cards';
import type { SensAction, SensState, Seat } from '../../../engine/sens/types';
import { actionKey, listed, seedOf } from './action-words';
import { SEATS } from './words';

export interface MoreAction {
  /** A stable key (the notation when the game formats it). */
  readonly key: string;
  readonly action: SensAction;
  /** In words, with the paragraph that deals with it: "Dia plays the Gras-Nine out of turn (9.1)". */
  readonly label: string;
  readonly lawful: boolean;
}

export interface MoreActionsInput {
  readonly state: SensState;
  readonly lawfulOf: (seat: number) => readonly SensAction[];
  /** formatAction bound to the players (the key). */
  readonly format: (action: SensAction) => string;
  /** describeAction bound to the players. */
  readonly describe: (action: SensAction) => string;
}

const next = (seat: Seat, n = 1) => ((seat + n) % 4) as Seat;

/** Lawful actions the table shows as a tap or a chip (view-model.ts), left out here. */
function onTable(state: SensState, a: SensAction): boolean {
  if (a.seat === state.deal.turn) return !(a.type === 'deal' && a.counts);
  return ['rob', 'takeBack', 'claim', 'misdeal', 'vorlauf', 'meld', 'bella'].includes(a.type);
}

/** Irregular tries that make sense now, each with the paragraph that deals with it. */
function tries(state: SensState): { action: SensAction; why: string }[] {
  const d = state.deal;
  const turn = d.turn;
  const out: { action: SensAction; why: string }[] = [];
  const played = (seat: Seat) => [...d.tricks.flatMap((t) => t.cards), ...d.trick].some((p) => p.seat === seat);
  switch (state.phase) {
    case 'deal':
    case 'deal-over':
      out.push({ action: { type: 'deal', seat: turn, seed: seedOf(state), counts: [5, 5, 4, 5] }, why: '4.5' });
      out.push({ action: { type: 'deal', seat: next(turn), seed: seedOf(state) }, why: '4.6' });
      break;
    case 'bidding': {
      const turned = d.turned ? suitOf(d.turned) : null;
      const wrong = SUITS.find((s) => (d.round === 1 ? s !== turned : s === turned));
      if (wrong) out.push({ action: { type: 'bid', seat: turn, suit: wrong }, why: d.round === 1 ? '5.1' : '5.2' });
      out.push({ action: { type: 'pass', seat: next(turn) }, why: '5.1' });
      out.push({ action: { type: 'rob', seat: next(d.dealer) }, why: '6.1' });
      break;
    }
    case 'taken':
      out.push({ action: { type: 'rob', seat: d.dealer }, why: '6.1' });
      for (const seat of SEATS) if (seat !== d.dealer) out.push({ action: { type: 'rob', seat }, why: '6.1' });
      break;
    case 'play': {
      const other = next(turn);
      const card = d.hands[other]?.[0];
      if (card) out.push({ action: { type: 'play', seat: other, card }, why: '9.1' });
      for (const seat of SEATS) {
        if (!played(seat)) continue;
        const late = meldsIn(d.hands[seat] ?? [])[0];
        if (late) out.push({ action: { type: 'meld', seat, cards: late.cards }, why: '7.1' });
      }
      out.push({ action: { type: 'rob', seat: turn }, why: '6.2' });
      out.push({ action: { type: 'bella', seat: turn }, why: '7.3' });
      out.push({ action: { type: 'takeBack', seat: turn }, why: '1.3' });
      if (d.vorlauf) out.push({ action: { type: 'vorlauf', seat: next(d.vorlauf.seat) }, why: '10.3' });
      break;
    }
    default:
      break;
  }
  if (state.phase !== 'match-over') {
    out.push({ action: { type: 'claim', seat: turn }, why: '1.4' });
    out.push({ action: { type: 'misdeal', seat: turn }, why: '4.5' });
  }
  return out;
}

export function moreActions({ state, lawfulOf, format, describe }: MoreActionsInput): MoreAction[] {
  const lawful = SEATS.map((s) => lawfulOf(s));
  const out: MoreAction[] = [];
  const seen = new Set<string>();
  const add = (action: SensAction, why: string | null) => {
    const id = actionKey(action);
    if (seen.has(id)) return;
    seen.add(id);
    const isLawful = listed(lawful[action.seat] ?? [], action);
    out.push({ key: format(action), action, label: `${describe(action)}${why ? ` (${why})` : ''}`, lawful: isLawful });
  };
  for (const list of lawful) for (const a of list) if (!onTable(state, a)) add(a, null);
  // Tries already on the table as lawful chips are left out too.
  for (const t of tries(state)) if (!(listed(lawful[t.action.seat] ?? [], t.action) && onTable(state, t.action))) add(t.action, t.why);
  return out;
}
