/**
 * Whether a position makes sense as a Gress table, beyond reading correctly:
 * positions arrive from share links, typed notation and scenario files, and
 * the engine must be able to answer every position it accepts without
 * crashing (a running game without a play pile would, 2.4). Checks that the
 * cards fit in the packs in play (1.1, 1.4), that every seat named exists, that
 * the phase agrees with the table, and the engine's limits (limits.ts).
 */
import { findDuplicateCard, PACK_SIZE } from './rules/1-cards';
import { allCards, playersFault } from './rules/2-table';
import { MAX_DEBT_CARDS, MAX_DEBTS, MAX_DECKS, MAX_EVENT_ID, MAX_WINDOWS } from './limits';
import { nm, sayNotation, type NotationMessage, type NotationSpec } from './messages/notation';
import type { GressState, Seat } from './types';

type NotationSpecWhat = NotationSpec['sense.perSeat']['what'];

/** Null if the position makes sense, else the first thing wrong with it, in English words. */
export function checkPositionSense(state: GressState): string | null {
  const fault = positionFault(state);
  return fault ? sayNotation(fault, 'en') : null;
}

/** Null if the position makes sense, else the first thing wrong with it, as a message (messages/notation-spec.ts). */
export function positionFault(state: GressState): NotationMessage | null {
  const players = playersFault(state.players);
  if (players) return players;
  const n = state.players.length;
  const isSeat = (s: Seat | null | undefined) => s === null || s === undefined || (Number.isInteger(s) && s >= 0 && s < n);
  const perSeat: [NotationSpecWhat, readonly unknown[] | null][] = [
    ['hands', state.hands], ['markes', state.markes], ['ready', state.pickedUp], ['laid down', state.laidDown],
    ['disqualified', state.disqualified], ['unpaid', state.unpaid], ['penalties', state.penalties],
  ];
  for (const [what, list] of perSeat) if (list !== null && list.length !== n) return nm('sense.perSeat', { what, players: n, got: list.length });
  if (!isSeat(state.dealer) || !isSeat(state.toMove) || !isSeat(state.winner)) return nm('sense.seats', {});

  const next = state.nextEventId;
  if (!Number.isSafeInteger(next) || next < 1 || next > MAX_EVENT_ID) return nm('sense.nextEvent', { max: MAX_EVENT_ID, got: String(next) });
  const isPastEvent = (id: number | undefined) => id === undefined || (Number.isSafeInteger(id) && id >= 0 && id < next);

  const cards = allCards(state);
  const decks = Math.max(1, ...cards.map((c) => c.deck));
  if (decks > MAX_DECKS) return nm('sense.deckLimit', { deck: decks, max: MAX_DECKS });
  const dup = findDuplicateCard(cards);
  if (dup) return nm('sense.twoPlaces', { card: dup });
  // Every card shown must come from the packs in play, each once. A position may
  // show fewer: scenario files and the links made from them leave out cards that
  // play no part (a short draw pile), and those cards are simply not on the table.
  if (cards.length > decks * PACK_SIZE) return nm('sense.tooManyCards', { cards: cards.length, decks, size: PACK_SIZE });

  const open = state.phase === 'running' || state.phase === 'halted' || state.phase === 'over' || state.phase === 'scored';
  if (open && state.playPile.length === 0) return nm('sense.openNoPile', { phase: state.phase });
  if (!open && state.playPile.length > 0) return nm('sense.pileBeforeOpening', { phase: state.phase });
  if ((state.phase === 'dealing') !== (state.dealStage !== null)) return nm('sense.dealStage', {});
  if ((state.phase === 'halted') !== (state.halt !== null)) return nm('sense.halt', {});
  if ((state.phase === 'scored') !== (state.penalties !== null)) return nm('sense.penaltiesScored', {});
  if (state.throwsAllowed && state.throwsForbiddenBy !== null) return nm('sense.throws', {});

  for (const p of state.playPile) {
    if (!isSeat(p.by)) return nm('sense.pileSeat', { seat: String(p.by) });
    if (!isPastEvent(p.event)) return nm('sense.pileEvent', { event: String(p.event), next });
  }
  if (state.debts.length > MAX_DEBTS) return nm('sense.debtCount', { max: MAX_DEBTS, got: state.debts.length });
  for (const d of state.debts) {
    if (!isSeat(d.seat)) return nm('sense.debtSeat', { seat: String(d.seat) });
    if (!Number.isSafeInteger(d.cards) || d.cards < 1 || d.cards > MAX_DEBT_CARDS) return nm('sense.debtCards', { max: MAX_DEBT_CARDS, got: String(d.cards) });
    if (!isPastEvent(d.event)) return nm('sense.debtEvent', { event: String(d.event), next });
  }
  if (state.windows.length > MAX_WINDOWS) return nm('sense.windowCount', { max: MAX_WINDOWS, got: state.windows.length });
  for (const w of state.windows) {
    const closingSeat = 'seat' in w.closing ? w.closing.seat : undefined;
    if (!isSeat(w.owner) || !isSeat(closingSeat)) return nm('sense.windowSeat', { kind: w.kind });
    if (!isPastEvent(w.openedBy) || !isPastEvent(w.data?.event)) return nm('sense.windowEvent', { kind: w.kind, next });
  }
  if (state.halt && !isSeat(state.halt.by)) return nm('sense.haltSeat', {});
  if (state.swap) {
    const [a, b] = state.swap.partners;
    if (!isSeat(state.swap.by) || !isSeat(a) || !isSeat(b)) return nm('sense.swapSeat', {});
    if (a === b) return nm('sense.swapSame', {});
  }
  if (state.phase === 'running' || state.phase === 'halted') {
    // 9.1: the game ends the moment a player has nothing left; a live game cannot hold such a player.
    const out = state.players.findIndex((_, seat) => state.hands[seat].length === 0 && state.markes[seat] === null
      && !state.debts.some((d) => d.seat === seat) && !state.disqualified[seat]);
    if (out !== -1) return nm('sense.goneOut', { player: state.players[out] });
  }
  const tooMany = [...state.unpaid, ...(state.penalties ?? [])].find((x) => !Number.isSafeInteger(x) || x < 0 || x > MAX_DEBTS * MAX_DEBT_CARDS);
  if (tooMany !== undefined) return nm('sense.range', { max: MAX_DEBTS * MAX_DEBT_CARDS, got: String(tooMany) });
  return null;
}
