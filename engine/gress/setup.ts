/**
 * Building game states: a fresh table before the deal, a seeded deal played
 * through to the opening, or an explicit mid-game position from a scenario.
 * A setup is "a not necessarily legal position" (as in chessops): it becomes a
 * GressState only after validation, and a bad setup is reported, never thrown.
 */
import { seedFailure } from '../core/seed';
import { type Card, formatCard, makeDecks, parseCard, sameCard } from '../core/cards';
import { advance, startFrom } from './machine';
import type { Debt, Direction, GressAction, GressState, PileCard, PlayedAs, Seat } from './types';
import { findDuplicateCard, PACK_SIZE } from './rules/1-cards';
import { checkPlayers } from './rules/2-table';
import { MAX_DEBT_CARDS, MAX_DECKS } from './limits';
import { checkPositionSense } from './position-sense';

export type SetupResult = { ok: true; state: GressState } | { ok: false; error: string };

/** Everything empty: the table before the dealer starts. */
function emptyTable(players: readonly string[], dealer: Seat): GressState {
  return {
    players: [...players], dealer, phase: 'dealing', dealStage: 'unshuffled', pack: [],
    hands: players.map(() => []), pickedUp: players.map(() => false), markes: players.map(() => null),
    peeked: null, playPile: [], drawPile: [], toMove: dealer, direction: 'clockwise', throwsAllowed: false, throwsForbiddenBy: '3.7',
    debts: [], windows: [], halt: null, swap: null, nextEventId: 1, events: [], winner: null,
    laidDown: players.map(() => false), unpaid: players.map(() => 0), penalties: null,
    recentPlays: [], disqualified: players.map(() => false),
  };
}

function seatOf(players: readonly string[], name: string, where: string): Seat | string {
  const seat = players.findIndex((p) => p === name);
  return seat === -1 ? `${where}: "${name}" is not one of the players (${players.join(', ')})` : seat;
}

function parseCards(ids: readonly string[], where: string, decks: number): Card[] | string {
  const out: Card[] = [];
  for (const [i, id] of ids.entries()) {
    const c = parseCard(String(id));
    if (!c.ok) return `${where}[${i}]: ${c.error}`;
    if (c.card.deck > decks) return `${where}[${i}]: ${formatCard(c.card)} belongs to deck ${c.card.deck}, but only ${decks} deck(s) are in play (1.4)`;
    out.push(c.card);
  }
  return out;
}

export interface DealSetup {
  readonly players: readonly string[];
  readonly dealer: string;
  readonly decks?: number;
  /** The pack as the dealer holds it after shuffling, top first; default: the unshuffled pack, still to shuffle. */
  readonly pack?: readonly string[];
}

/** The table before the deal (3.1): the dealer holds the complete pack(s). */
export function newGame(setup: DealSetup): SetupResult {
  const bad = checkPlayers(setup.players);
  if (bad) return { ok: false, error: bad };
  const dealer = seatOf(setup.players, setup.dealer, 'dealer');
  if (typeof dealer === 'string') return { ok: false, error: dealer };
  const decks = setup.decks ?? 1;
  if (!Number.isInteger(decks) || decks < 1 || decks > MAX_DECKS) return { ok: false, error: `decks: expected 1 to ${MAX_DECKS} complete packs (1.4), got ${decks}` };
  const table = emptyTable(setup.players, dealer);
  if (!setup.pack) return { ok: true, state: { ...table, pack: makeDecks(decks) } };
  const pack = parseCards(setup.pack, 'pack', decks);
  if (typeof pack === 'string') return { ok: false, error: pack };
  const dup = findDuplicateCard(pack);
  if (dup) return { ok: false, error: `pack: ${dup} appears twice; each physical card exists once (1.4)` };
  if (pack.length !== decks * PACK_SIZE) {
    return { ok: false, error: `pack: expected all ${decks * PACK_SIZE} cards of ${decks} deck(s) (1.1), got ${pack.length}` };
  }
  return { ok: true, state: { ...table, pack, dealStage: 'shuffled' } };
}

/**
 * The actions of a complete, correct deal up to the opening (3.1-3.7): the
 * dealer shuffles with `seed`, deals hands and Markes, builds the draw pile,
 * everyone picks up (dealer last), the dealer peeks and opens.
 */
export function dealActions(state: GressState, seed: number): GressAction[] {
  const dealer = state.dealer;
  const others = state.players.map((_, s) => s).filter((s) => s !== dealer);
  return [
    { type: 'shuffle', seat: dealer, seed },
    { type: 'dealHands', seat: dealer },
    { type: 'dealMarkes', seat: dealer },
    { type: 'buildDrawPile', seat: dealer },
    ...others.map((seat): GressAction => ({ type: 'pickUpHand', seat, hand: 'action' })),
    { type: 'pickUpHand', seat: dealer, hand: 'action' },
    { type: 'peek', seat: dealer, hand: 'action' },
    { type: 'open', seat: dealer, hand: 'action' },
  ];
}

/** A game dealt from `seed` and opened, ready for the first move after the opening. */
export function dealtGame(setup: Omit<DealSetup, 'pack'> & { seed: number }): SetupResult {
  const badSeed = seedFailure(setup.seed);
  if (badSeed) return badSeed;
  const fresh = newGame(setup);
  if (!fresh.ok) return fresh;
  let snapshot = startFrom(fresh.state);
  for (const action of dealActions(fresh.state, setup.seed)) {
    snapshot = advance(snapshot, action);
    if (!snapshot.context.ruling?.lawful) return { ok: false, error: `the deal failed: ${snapshot.context.ruling?.summary}` };
  }
  return { ok: true, state: snapshot.context.game };
}

export interface PileEntrySetup { readonly card: string; readonly by?: string; readonly as?: PlayedAs }

export interface PositionSetup {
  readonly players: readonly string[];
  readonly dealer: string;
  readonly decks?: number;
  readonly hands: Readonly<Record<string, readonly string[]>>;
  /** Absent or null: the player has no Marke (already taken). */
  readonly markes?: Readonly<Record<string, string | null>>;
  /** Bottom first; a plain card id is taken as a move by the dealer. */
  readonly playPile: readonly (string | PileEntrySetup)[];
  /** Top first, or "rest": every card of the decks not placed elsewhere, in pack order. */
  readonly drawPile: readonly string[] | 'rest';
  readonly toMove: string;
  readonly direction?: Direction;
  readonly throwsAllowed?: boolean;
  /** Debts in the order their events happened; `event` defaults to the top card's event. */
  readonly debts?: readonly { readonly player: string; readonly cards: number; readonly event?: number; readonly paragraph?: string }[];
}

/** A running game in the middle of play, exactly as described; validated, never thrown. */
export function positionFromSetup(setup: PositionSetup): SetupResult {
  const bad = checkPlayers(setup.players);
  if (bad) return { ok: false, error: bad };
  const players = setup.players;
  const decks = setup.decks ?? 1;
  if (!Number.isInteger(decks) || decks < 1 || decks > MAX_DECKS) return { ok: false, error: `decks: expected 1 to ${MAX_DECKS} complete packs (1.4), got ${decks}` };
  const dealer = seatOf(players, setup.dealer, 'dealer');
  if (typeof dealer === 'string') return { ok: false, error: dealer };
  const toMove = seatOf(players, setup.toMove, 'toMove');
  if (typeof toMove === 'string') return { ok: false, error: toMove };

  const hands: Card[][] = players.map(() => []);
  for (const [name, ids] of Object.entries(setup.hands)) {
    const seat = seatOf(players, name, 'hands');
    if (typeof seat === 'string') return { ok: false, error: seat };
    const cards = parseCards(ids, `hands.${name}`, decks);
    if (typeof cards === 'string') return { ok: false, error: cards };
    hands[seat] = cards;
  }
  const markes: (Card | null)[] = players.map(() => null);
  for (const [name, id] of Object.entries(setup.markes ?? {})) {
    const seat = seatOf(players, name, 'markes');
    if (typeof seat === 'string') return { ok: false, error: seat };
    if (id === null) continue;
    const cards = parseCards([id], `markes.${name}`, decks);
    if (typeof cards === 'string') return { ok: false, error: cards };
    markes[seat] = cards[0];
  }
  if (setup.playPile.length === 0) return { ok: false, error: 'playPile: a running game always has at least one card on the play pile (2.4)' };
  const playPile: PileCard[] = [];
  for (const [i, entry] of setup.playPile.entries()) {
    const e = typeof entry === 'string' ? { card: entry } : entry;
    const cards = parseCards([e.card], `playPile[${i}]`, decks);
    if (typeof cards === 'string') return { ok: false, error: cards };
    const by = e.by === undefined ? dealer : seatOf(players, e.by, `playPile[${i}].by`);
    if (typeof by === 'string') return { ok: false, error: by };
    playPile.push({ card: cards[0], by, as: e.as ?? (i === 0 ? 'opening' : 'move'), event: i + 1 });
  }
  const placed = [...hands.flat(), ...markes.filter((m): m is Card => m !== null), ...playPile.map((p) => p.card)];
  let drawPile: Card[];
  if (setup.drawPile === 'rest') {
    drawPile = makeDecks(decks).filter((c) => !placed.some((p) => sameCard(p, c)));
  } else {
    const cards = parseCards(setup.drawPile, 'drawPile', decks);
    if (typeof cards === 'string') return { ok: false, error: cards };
    drawPile = cards;
  }
  const dup = findDuplicateCard([...placed, ...drawPile]);
  if (dup) return { ok: false, error: `${dup} is placed twice; each physical card exists once (1.4)` };

  const lastEvent = playPile.length;
  const debts: Debt[] = [];
  for (const [i, d] of (setup.debts ?? []).entries()) {
    const seat = seatOf(players, d.player, `debts[${i}].player`);
    if (typeof seat === 'string') return { ok: false, error: seat };
    if (!Number.isInteger(d.cards) || d.cards < 1 || d.cards > MAX_DEBT_CARDS) return { ok: false, error: `debts[${i}].cards: expected a whole number from 1 to ${MAX_DEBT_CARDS}, got ${d.cards}` };
    const event = d.event ?? lastEvent;
    if (!Number.isInteger(event) || event < 1 || event > lastEvent) {
      return { ok: false, error: `debts[${i}].event: expected the id of a card on the play pile, 1 to ${lastEvent}` };
    }
    debts.push({ seat, cards: d.cards, event, paragraph: d.paragraph ?? '4.12' });
  }
  debts.sort((a, b) => a.event - b.event);
  const out = players.findIndex((_, seat) => hands[seat].length === 0 && markes[seat] === null && !debts.some((d) => d.seat === seat));
  if (out !== -1) {
    return { ok: false, error: `${players[out]} has no cards, no Marke and no debt: that player has already gone out and the game is over (9.1)` };
  }
  const state: GressState = {
    ...emptyTable(players, dealer),
    phase: 'running', dealStage: null, hands, markes, pickedUp: players.map(() => true), playPile, drawPile,
    toMove, direction: setup.direction ?? 'clockwise', throwsAllowed: setup.throwsAllowed ?? true,
    // A position with throws forbidden is taken to follow a draw (4.8).
    throwsForbiddenBy: setup.throwsAllowed === false ? '4.8' : null,
    debts, nextEventId: lastEvent + 1,
  };
  const nonsense = checkPositionSense(state);
  return nonsense ? { ok: false, error: nonsense } : { ok: true, state };
}
