/**
 * The penalty count, and when the game must end and be counted, written
 * straight from the rulebook for the tests that check the engine
 * (fuzz.test.ts, whole-games.test.ts). It deliberately imports nothing from
 * rules/: an independent second reading of 9.1, 9.3, 9.4 and 10.2, not a copy
 * of the engine's.
 *
 * 9.4: one point per card in the laid-down hand, one more per black Nine in it
 * (a Nine of clubs or spades, 1.3: clubs and spades are black), four more for a
 * Marke still held (face down, not looked at: whether it is a black Nine does
 * not matter). 10.2: one point per card still owed that the empty draw pile
 * could not supply. 10.8 (as the engine reads it): a disqualified player's hand
 * counts as it lies, and every card still owed by them is such a point.
 */
import type { Card, Suit } from '../core/cards';
import type { GressAction, GressState, Seat } from './types';

const BLACK: ReadonlySet<Suit> = new Set<Suit>(['clubs', 'spades']);

export const isBlackNine = (card: Card): boolean => card.rank === '9' && BLACK.has(card.suit);

/** 9.4 with 10.2 for one player: the hand, its black Nines, a Marke still held, and `unpaid` cards owed. */
export function expectedPenalty(hand: readonly Card[], hasMarke: boolean, unpaid: number): number {
  return hand.length + hand.filter(isBlackNine).length + (hasMarke ? 4 : 0) + unpaid;
}

/** Cards `seat` owes in `state` (4.12): the sum of their debts. */
export const owedCards = (state: GressState, seat: Seat): number => state.debts.reduce((sum, d) => (d.seat === seat ? sum + d.cards : sum), 0);

/**
 * 9.3: the game is over for good, and must be counted, once the active game
 * has ended, the last settlement is done (nobody still taking part owes a card,
 * 9.2) and the last player holding cards has laid them down lawfully. A
 * disqualified player takes no further part (10.8), so is not waited for.
 */
export const countIsDue = (s: GressState): boolean =>
  s.phase === 'over' &&
  s.players.every((_, x) => s.disqualified[x] || s.laidDown[x] || s.hands[x].length === 0) &&
  s.debts.every((d) => s.disqualified[d.seat]);

/**
 * 9.1: the active game ends the moment a player has no Marke, no cards and no
 * debt. While it runs (or is halted), nobody still taking part (10.8) may be in
 * that state; the first such player, or null.
 */
export function outButPlaying(s: GressState): Seat | null {
  if (s.phase !== 'running' && s.phase !== 'halted') return null;
  const seat = s.players.findIndex((_, x) => !s.disqualified[x] && s.hands[x].length === 0 && s.markes[x] === null && owedCards(s, x) === 0);
  return seat === -1 ? null : seat;
}

/** 9.4/10.2 for every seat of a scored game, from its final hands, Markes and unpaid cards. */
export function expectedPenalties(state: GressState): number[] {
  return state.players.map((_, seat) => expectedPenalty(state.hands[seat], state.markes[seat] !== null, state.unpaid[seat]));
}

/**
 * Differences between the engine's penalty count and the formula in a scored
 * game, one line each (empty if they agree). `before` is the position before
 * the action that scored the game: a player that action did not touch (not its
 * actor, nor named in it) owes the same at the end as before, every card of it
 * now unpaid (10.2; 10.8 for a disqualified player), since scoring leaves no
 * debt (9.3).
 */
export function penaltyMismatches(final: GressState, before: GressState | null, involved: ReadonlySet<Seat>): string[] {
  const out: string[] = [];
  const name = (seat: Seat) => `${final.players[seat]}${final.disqualified[seat] ? ' (disqualified, 10.8)' : ''}`;
  if (!final.penalties) return ['no penalties counted in a scored game (9.4)'];
  if (final.penalties.length !== final.players.length) out.push(`${final.penalties.length} penalty counts for ${final.players.length} players`);
  if (final.debts.length > 0) out.push(`debts remain after the count: ${final.debts.map((d) => `${final.players[d.seat]} ${d.cards}`).join(', ')} (9.3)`);
  const expected = expectedPenalties(final);
  for (const [seat, points] of expected.entries()) {
    if (final.penalties[seat] !== points) {
      const hand = final.hands[seat];
      out.push(`${name(seat)}: engine ${final.penalties[seat]}, formula ${points} = ${hand.length} cards + ${hand.filter(isBlackNine).length} black Nines + ${final.markes[seat] ? 4 : 0} Marke + ${final.unpaid[seat]} unpaid (9.4, 10.2)`);
    }
  }
  if (before) {
    for (let seat = 0; seat < final.players.length; seat++) {
      if (involved.has(seat)) continue;
      const owed = before.unpaid[seat] + owedCards(before, seat);
      if (final.unpaid[seat] !== owed) {
        out.push(`${name(seat)}: owed ${owed} (${before.unpaid[seat]} unpaid + ${owedCards(before, seat)} in debts) before the count, but ${final.unpaid[seat]} unpaid points after it (10.2${final.disqualified[seat] ? ', 10.8' : ''})`);
      }
    }
  }
  // 10.2: unpaid points arise only after the draw pile has really been emptied.
  const unpaidNonDq = final.players.map((_, s) => s).filter((s) => final.unpaid[s] > 0 && !final.disqualified[s]);
  if (unpaidNonDq.length > 0 && final.drawPile.length > 0) {
    out.push(`${unpaidNonDq.map(name).join(', ')} score unpaid cards while the draw pile still holds ${final.drawPile.length} (10.2)`);
  }
  return out;
}

/** Seats an action names: its actor and whoever it is aimed at (simultaneous parts included); the seats whose points it may touch. */
export function seatsNamedBy(a: GressAction): Set<Seat> {
  const out = new Set<Seat>([a.seat]);
  if (a.type === 'complain') out.add(a.against);
  if (a.type === 'give') out.add(a.to);
  if (a.type === 'announceSwap') a.partners.forEach((p) => out.add(p));
  if (a.type === 'simultaneous') a.actions.forEach((p) => seatsNamedBy(p).forEach((s) => out.add(s)));
  return out;
}
