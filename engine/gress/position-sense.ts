/**
 * Whether a position makes sense as a Gress table, beyond reading correctly:
 * positions arrive from share links, typed notation and scenario files, and
 * the engine must be able to answer every position it accepts without
 * crashing (a running game without a play pile would, 2.4). Checks that the
 * cards fit in the packs in play (1.1, 1.4), that every seat named exists, that
 * the phase agrees with the table, and the engine's limits (limits.ts).
 */
import { findDuplicateCard, PACK_SIZE } from './rules/1-cards';
import { allCards, checkPlayers } from './rules/2-table';
import { MAX_DEBT_CARDS, MAX_DEBTS, MAX_DECKS, MAX_EVENT_ID, MAX_WINDOWS } from './limits';
import type { GressState, Seat } from './types';

/** Null if the position makes sense, else the first thing wrong with it, in words. */
export function checkPositionSense(state: GressState): string | null {
  const players = checkPlayers(state.players);
  if (players) return players;
  const n = state.players.length;
  const isSeat = (s: Seat | null | undefined) => s === null || s === undefined || (Number.isInteger(s) && s >= 0 && s < n);
  const perSeat: [string, readonly unknown[] | null][] = [
    ['hands', state.hands], ['markes', state.markes], ['ready', state.pickedUp], ['laid down', state.laidDown],
    ['disqualified', state.disqualified], ['unpaid', state.unpaid], ['penalties', state.penalties],
  ];
  for (const [what, list] of perSeat) if (list !== null && list.length !== n) return `${what}: expected one entry for each of the ${n} players, got ${list.length}`;
  if (!isSeat(state.dealer) || !isSeat(state.toMove) || !isSeat(state.winner)) return 'the dealer, the player to move and the winner must be seats at this table';

  const next = state.nextEventId;
  if (!Number.isSafeInteger(next) || next < 1 || next > MAX_EVENT_ID) return `next event id: expected 1 to ${MAX_EVENT_ID}, got ${next}`;
  const isPastEvent = (id: number | undefined) => id === undefined || (Number.isSafeInteger(id) && id >= 0 && id < next);

  const cards = allCards(state);
  const decks = Math.max(1, ...cards.map((c) => c.deck));
  if (decks > MAX_DECKS) return `a card from deck ${decks}: this engine plays with at most ${MAX_DECKS} packs (1.4)`;
  const dup = findDuplicateCard(cards);
  if (dup) return `${dup} lies in two places; each physical card exists once (1.4)`;
  // Every card shown must come from the packs in play, each once. A position may
  // show fewer: scenario files and the links made from them leave out cards that
  // play no part (a short draw pile), and those cards are simply not on the table.
  if (cards.length > decks * PACK_SIZE) return `the table holds ${cards.length} cards, more than ${decks} pack${decks === 1 ? '' : 's'} of ${PACK_SIZE} (1.1, 1.4)`;

  const open = state.phase === 'running' || state.phase === 'halted' || state.phase === 'over' || state.phase === 'scored';
  if (open && state.playPile.length === 0) return `a game that has been opened (phase ${state.phase}) always has at least one card on the play pile (2.4)`;
  if (!open && state.playPile.length > 0) return `the play pile is built by the opening (3.7); in phase ${state.phase} it must be empty`;
  if ((state.phase === 'dealing') !== (state.dealStage !== null)) return 'a deal stage belongs to the dealing phase, and only there';
  if ((state.phase === 'halted') !== (state.halt !== null)) return 'a halt (4.15) and the halted phase go together';
  if ((state.phase === 'scored') !== (state.penalties !== null)) return 'penalty points (9.4) are there once the game is scored, and only then';
  if (state.throwsAllowed && state.throwsForbiddenBy !== null) return 'throws cannot be allowed and forbidden at once (4.2)';

  for (const p of state.playPile) {
    if (!isSeat(p.by)) return `play pile: ${p.by} is not a seat at this table`;
    if (!isPastEvent(p.event)) return `play pile: event ${p.event} has not happened yet (the next event is ${next})`;
  }
  if (state.debts.length > MAX_DEBTS) return `at most ${MAX_DEBTS} debts, got ${state.debts.length}`;
  for (const d of state.debts) {
    if (!isSeat(d.seat)) return `debts: ${d.seat} is not a seat at this table`;
    if (!Number.isSafeInteger(d.cards) || d.cards < 1 || d.cards > MAX_DEBT_CARDS) return `debts: a debt is 1 to ${MAX_DEBT_CARDS} cards, got ${d.cards}`;
    if (!isPastEvent(d.event)) return `debts: every debt belongs to an event that has happened (4.12); event ${d.event} has not (the next is ${next})`;
  }
  if (state.windows.length > MAX_WINDOWS) return `at most ${MAX_WINDOWS} open windows, got ${state.windows.length}`;
  for (const w of state.windows) {
    const closingSeat = 'seat' in w.closing ? w.closing.seat : undefined;
    if (!isSeat(w.owner) || !isSeat(closingSeat)) return `windows: ${w.kind} names a seat that is not at this table`;
    if (!isPastEvent(w.openedBy) || !isPastEvent(w.data?.event)) return `windows: ${w.kind} refers to an event that has not happened yet (the next is ${next})`;
  }
  if (state.halt && !isSeat(state.halt.by)) return 'halt: the halter is not a seat at this table';
  if (state.swap) {
    const [a, b] = state.swap.partners;
    if (!isSeat(state.swap.by) || !isSeat(a) || !isSeat(b)) return 'swap: a partner is not a seat at this table';
    if (a === b) return 'swap: the two partners must be different players (5.5, 6.3)';
  }
  if (state.phase === 'running' || state.phase === 'halted') {
    // 9.1: the game ends the moment a player has nothing left; a live game cannot hold such a player.
    const out = state.players.findIndex((_, seat) => state.hands[seat].length === 0 && state.markes[seat] === null
      && !state.debts.some((d) => d.seat === seat) && !state.disqualified[seat]);
    if (out !== -1) return `${state.players[out]} has no cards, no Marke and no debt: that player has already gone out and the game is over (9.1)`;
  }
  const tooMany = [...state.unpaid, ...(state.penalties ?? [])].find((x) => !Number.isSafeInteger(x) || x < 0 || x > MAX_DEBTS * MAX_DEBT_CARDS);
  if (tooMany !== undefined) return `unpaid cards and penalty points are 0 to ${MAX_DEBTS * MAX_DEBT_CARDS}, got ${tooMany}`;
  return null;
}
