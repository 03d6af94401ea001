/**
 * The leak test: a bot decides from what its seat may see (2.5, 2.7, 2.8).
 * On positions from bot games, the cards it cannot see (other hands, every
 * Marke, the draw pile) are relabelled at random among themselves, which moves
 * cards between other hands, Markes and the draw pile and reorders the pile;
 * the bot's view and its decision must stay exactly the same, for every seat
 * and level, with the same random draws.
 */
import { describe, expect, test } from 'vitest';
import { type Card, formatCard } from '../../core/cards';
import { prng, shuffle } from '../../core/prng';
import type { GressState, Seat } from '../types';
import { GRESS_BOT_LEVELS } from './levels';
import { seatView } from './seat-view';
import { decide } from './strategy';
import { positionsFromBotGames } from './test-games';

/** The cards `seat` cannot see in `state`, by identity. */
function hiddenFrom(state: GressState, seat: Seat): Card[] {
  return [...state.hands.flatMap((h, s) => (s === seat ? [] : h)), ...state.markes.filter((m): m is Card => m !== null), ...state.drawPile];
}

/** `state` with its hidden cards relabelled by `swap` (id to card) wherever they are hidden, the states kept for 10.4 included. */
function relabel(state: GressState, seat: Seat, swap: ReadonlyMap<string, Card>): GressState {
  const map = (c: Card) => swap.get(formatCard(c)) ?? c;
  const one = (s: GressState): GressState => ({
    ...s,
    hands: s.hands.map((h, x) => (x === seat ? h : h.map(map))),
    markes: s.markes.map((m) => (m ? map(m) : null)),
    drawPile: s.drawPile.map(map),
  });
  return { ...one(state), recentPlays: state.recentPlays.map((p) => ({ ...p, before: one(p.before) })) };
}

describe('a bot sees only what its seat may see', () => {
  const positions = positionsFromBotGames(4, 3);

  test('there are positions to try, with hidden cards to move', () => {
    expect(positions.length).toBeGreaterThan(60);
  });

  test('relabelling the hidden cards changes neither the view nor the decision', () => {
    let moved = 0;
    let decisions = 0;
    positions.forEach((state, k) => {
      for (let seat = 0; seat < state.players.length; seat++) {
        const hidden = hiddenFrom(state, seat);
        const order = shuffle(hidden, 9000 + k * 13 + seat);
        const swap = new Map(hidden.map((c, i) => [formatCard(c), order[i]]));
        const swapped = relabel(state, seat, swap);
        // The relabelling really moves hidden cards (else the test could not fail).
        if (JSON.stringify(swapped.hands) !== JSON.stringify(state.hands) || JSON.stringify(swapped.drawPile) !== JSON.stringify(state.drawPile)) moved++;
        expect(seatView(swapped, seat)).toEqual(seatView(state, seat));
        for (const level of GRESS_BOT_LEVELS) {
          const ctx = () => ({ level, seed: 31, next: prng(k * 7 + seat) });
          const before = decide(state, seat, ctx());
          const after = decide(swapped, seat, ctx());
          expect(after, `position ${k}, seat ${seat}, level ${level.id}`).toEqual(before);
          if (before) decisions++;
        }
      }
    });
    expect(moved).toBeGreaterThan(positions.length);
    expect(decisions).toBeGreaterThan(positions.length);
  });

  test('its own hand, the pile, the counts and the open windows stay in view; Markes show only that they lie there', () => {
    const state = positions.find((s) => s.markes.some((m) => m !== null) && s.windows.length > 0) ?? positions[0];
    const view = seatView(state, 0);
    expect(view.hands[0]).toEqual(state.hands[0]);
    expect(view.playPile).toEqual(state.playPile);
    expect(view.hands.map((h) => h.length)).toEqual(state.hands.map((h) => h.length));
    expect(view.drawPile).toHaveLength(state.drawPile.length);
    expect(view.windows).toEqual(state.windows);
    expect(view.markes.map((m) => m !== null)).toEqual(state.markes.map((m) => m !== null));
    expect(view.markes.filter((m) => m !== null && state.markes.includes(m))).toEqual([]);
  });
});
