/**
 * Positions and plays for the oracle comparison (oracle.test.ts), all
 * deterministic from a seed.
 *
 * Positions come from whole games played by the engine's lawful bots (3 to 8
 * players, 1 to 3 decks), and from random edits of those positions that push
 * into the corners of play classification: throws forbidden after a draw (4.8)
 * or after resuming (4.15), a halt (4.15), King debts (5.2), Seven chains with
 * their skip windows and debts (6.5), Eight skips (5.7), announced swaps with
 * a defence window (5.5), Jacks on top with and without a wish (7.4), Tens of
 * the wished suit (7.5), Queens on top with throw-shaped Jacks (7.3), a lone
 * black Nine without a Marke (5.6), a reshuffler who must take a card (10.1),
 * stray debts and disqualified players (10.8).
 *
 * Edits move cards between places (draw pile, hands, Markes, play pile) rather
 * than invent them, so every card still exists exactly once.
 *
 * This file may use the engine (machine, bots, setup) to reach positions; the
 * oracle itself (classify.ts) may not.
 */
import { createActor } from 'xstate';
import type { Card, Rank, Suit } from '../../core/cards';
import { prng } from '../../core/prng';
import { botChoice } from '../bots';
import { gressMachine } from '../machine';
import { dealActions, newGame } from '../setup';
import type { Debt, GressState, GressWindow, Hand, PileCard, Seat } from '../types';

export interface Sample {
  readonly state: GressState;
  /** Where it came from: "game <seed> step <n>" plus the edits applied. */
  readonly origin: string;
}

export interface Play {
  readonly seat: Seat;
  readonly cards: readonly Card[];
  readonly hand: Hand;
}

type Rnd = () => number;
const pick = <T>(rnd: Rnd, items: readonly T[]): T => items[Math.floor(rnd() * items.length)];
const chance = (rnd: Rnd, p: number) => rnd() < p;
const NAMES = ['Ana', 'Ben', 'Cem', 'Dia', 'Eli', 'Fay', 'Gus', 'Hal'];
const SUITS: readonly Suit[] = ['clubs', 'spades', 'hearts', 'diamonds'];
const RED = (s: Suit) => s === 'hearts' || s === 'diamonds';

// ---------------------------------------------------------------------------
// Whole games

/** Seats and packs for game `seed`: 3-8 players, 1-3 decks, at least enough cards for the deal and a few draws. */
export function tableFor(seed: number): { players: string[]; decks: number } {
  const rnd = prng(seed * 7919 + 17);
  const n = 3 + Math.floor(rnd() * 6);
  const least = Math.ceil((n * 6 + 5) / 32);
  const decks = Math.max(least, 1 + Math.floor(rnd() * 3));
  return { players: NAMES.slice(0, n), decks: Math.min(decks, 3) };
}

/**
 * The states of one bot game, every `every`-th from the opening on, while the
 * game is running or halted, for at most `maxActions` actions.
 */
export function gameStates(seed: number, every: number, maxActions: number): Sample[] {
  const { players, decks } = tableFor(seed);
  const fresh = newGame({ players, dealer: players[seed % players.length], decks });
  if (!fresh.ok) throw new Error(fresh.error);
  const actor = createActor(gressMachine, { input: fresh.state }).start();
  for (const a of dealActions(fresh.state, seed)) actor.send(a);
  const next = prng(seed ^ 0x0dac1e);
  const out: Sample[] = [];
  const offset = Math.floor(next() * every);
  for (let i = 0; i < maxActions; i++) {
    const state = actor.getSnapshot().context.game;
    if (state.phase !== 'running' && state.phase !== 'halted') break;
    if (i % every === offset) out.push({ state, origin: `game ${seed} (${players.length} players, ${decks} deck${decks === 1 ? '' : 's'}) step ${i}` });
    const action = botChoice(state, next);
    if (!action) break;
    actor.send(action);
  }
  actor.stop();
  return out;
}

// ---------------------------------------------------------------------------
// Edit helpers: cards move, never appear

function nextSeat(state: GressState, seat: Seat, steps = 1): Seat {
  const n = state.players.length;
  const d = state.direction === 'clockwise' ? 1 : -1;
  return (((seat + d * steps) % n) + n) % n;
}

const setAt = <T>(list: readonly T[], i: number, v: T): T[] => list.map((x, j) => (j === i ? v : x));

/**
 * Takes a card matching `want` from the draw pile, else from a hand not in
 * `keep`, else from under the top of the play pile. Null if there is none.
 */
function take(state: GressState, rnd: Rnd, want: (c: Card) => boolean, keep: readonly Seat[] = []): { state: GressState; card: Card } | null {
  const inDraw = state.drawPile.map((c, i) => [c, i] as const).filter(([c]) => want(c));
  if (inDraw.length > 0) {
    const [card, i] = pick(rnd, inDraw);
    return { card, state: { ...state, drawPile: state.drawPile.filter((_, j) => j !== i) } };
  }
  const inHands: [Card, Seat, number][] = [];
  state.hands.forEach((h, s) => { if (!keep.includes(s)) h.forEach((c, i) => { if (want(c)) inHands.push([c, s, i]); }); });
  if (inHands.length > 0) {
    const [card, s, i] = pick(rnd, inHands);
    return { card, state: { ...state, hands: setAt(state.hands, s, state.hands[s].filter((_, j) => j !== i)) } };
  }
  const under = state.playPile.slice(0, -1).map((p, i) => [p.card, i] as const).filter(([c]) => want(c));
  if (under.length > 0) {
    const [card, i] = pick(rnd, under);
    return { card, state: { ...state, playPile: state.playPile.filter((_, j) => j !== i) } };
  }
  return null;
}

function give(state: GressState, seat: Seat, card: Card): GressState {
  return { ...state, hands: setAt(state.hands, seat, [...state.hands[seat], card]) };
}

/** Moves up to `n` cards matching `want` into `seat`'s hand. */
function feed(state: GressState, rnd: Rnd, seat: Seat, n: number, want: (c: Card) => boolean): GressState {
  let s = state;
  for (let i = 0; i < n; i++) {
    const t = take(s, rnd, want, [seat]);
    if (!t) break;
    s = give(t.state, seat, t.card);
  }
  return s;
}

/**
 * Lays `card` on the pile as a move by `by` (a new event): throws become
 * allowed (4.6); windows that a move closes are gone, and so is any swap in
 * its announcement stage (its deadline was the next event). Returns the event id.
 */
function layMove(state: GressState, card: Card, by: Seat, extra: Partial<PileCard> = {}): { state: GressState; event: number } {
  const event = state.nextEventId;
  const pile: PileCard = { card, by, as: 'move', event, ...extra };
  return {
    event,
    state: {
      ...state,
      playPile: [...state.playPile, pile],
      nextEventId: event + 1,
      throwsAllowed: true,
      throwsForbiddenBy: null,
      windows: [],
      swap: null,
    },
  };
}

/** Lays `card` as a throw by `by` (a new event); move windows stay open (4.11 is no move). */
function layThrow(state: GressState, card: Card, by: Seat): GressState {
  const event = state.nextEventId;
  return { ...state, playPile: [...state.playPile, { card, by, as: 'throw', event }], nextEventId: event + 1 };
}

function addDebt(state: GressState, debt: Debt): GressState {
  return { ...state, debts: [...state.debts, debt].sort((a, b) => a.event - b.event) };
}

function addWindow(state: GressState, w: Omit<GressWindow, 'id'>): GressState {
  return { ...state, windows: [...state.windows, { ...w, id: `${w.kind}@${w.openedBy}:${w.owner}` }] };
}

const ONE_BELOW: Record<Rank, Rank> = { A: 'K', K: 'Q', Q: 'J', J: '10', '10': '9', '9': '8', '8': '7', '7': 'A' };

// ---------------------------------------------------------------------------
// Edits

type Edit = (state: GressState, rnd: Rnd) => GressState | null;

/** The player before the one to move, who is taken to have just moved. */
const mover = (s: GressState) => nextSeat(s, s.toMove, -1);

export const EDITS: Record<string, Edit> = {
  /** 4.8: the player to move has just drawn (the previous player, really); a draw is a move, so move windows close. */
  draw: (s) => (s.phase !== 'running' ? null : {
    ...s, throwsAllowed: false, throwsForbiddenBy: '4.8',
    windows: s.windows.filter((w) => w.closing.on === 'nextMoveByOther' && w.closing.seat === s.toMove),
    swap: s.swap?.stage === 'announced' ? null : s.swap,
  }),
  /**
   * 4.15: the game has just resumed; throws are forbidden. The engine closes skip windows when the game resumes
   * (only the player to move may move, so a defence is no longer possible); this edit does the same.
   */
  resume: (s) => (s.swap?.stage === 'announced' ? null : {
    ...s, phase: 'running', halt: null, swap: null, throwsAllowed: false, throwsForbiddenBy: '4.15',
    windows: s.windows.filter((w) => w.kind !== 'swapDefence' && w.kind !== 'swapAnnouncement' && w.kind !== 'skipDefence'),
  }),
  /**
   * 4.15 as the rulebook tells it (5.5 commentary): the game resumed while a skip window was still open. The engine
   * never reaches this (it closes the window on resuming), but position notation accepts it; used only with
   * `unreachable` recipes.
   */
  resumeKeepingSkips: (s) => (s.swap?.stage === 'announced' ? null : {
    ...s, phase: 'running', halt: null, swap: null, throwsAllowed: false, throwsForbiddenBy: '4.15',
    windows: s.windows.filter((w) => w.kind !== 'swapDefence' && w.kind !== 'swapAnnouncement'),
  }),
  /** 4.15, 10.1: the player to move halts for a reshuffle. */
  halt: (s) => (s.phase !== 'running' ? null : { ...s, phase: 'halted', halt: { reason: 'reshuffle', by: s.toMove, paragraph: '10.1' } }),
  /** 10.1: after resuming, the reshuffler (the player to move) has to take a card first. */
  mustTake: (s) => {
    if (s.phase !== 'running') return null;
    const r = EDITS.resume(s, () => 0);
    if (!r) return null;
    return addWindow(r, { kind: 'mustTakeCard', owner: s.toMove, paragraph: '10.1', openedBy: s.nextEventId - 1, closing: { on: 'handSizeChangeOrNextMove', seat: s.toMove } });
  },
  /** 5.2: the previous player moved with a King: everyone else owes a card. */
  king: (s, rnd) => {
    if (s.phase !== 'running') return null;
    const by = mover(s);
    const t = take(s, rnd, (c) => c.rank === 'K', [by]);
    if (!t) return null;
    const { state, event } = layMove(t.state, t.card, by);
    let out = { ...state, toMove: nextSeat(state, by) };
    for (let seat = 0; seat < s.players.length; seat++) if (seat !== by && chance(rnd, 0.85)) out = addDebt(out, { seat, cards: 1, event, paragraph: '5.2' });
    return out;
  },
  /** 6.5: a Seven (or a packet) by the previous-but-one player skips the previous one, who owes two per Seven and may defend. */
  sevens: (s, rnd) => {
    if (s.phase !== 'running') return null;
    const skipped = mover(s);
    const by = nextSeat(s, skipped, -1);
    let state = s;
    const n = chance(rnd, 0.7) ? 1 : 2;
    const sevens: Card[] = [];
    for (let i = 0; i < n; i++) {
      const t = take(state, rnd, (c) => c.rank === '7', [by, skipped]);
      if (!t) break;
      state = t.state;
      sevens.push(t.card);
    }
    if (sevens.length === 0) return null;
    let event = 0;
    for (const c of sevens) ({ state, event } = layMove(state, c, by));
    // A chain: sometimes the debt already carries earlier Sevens passed on (6.5).
    const chain = chance(rnd, 0.3) ? 1 + Math.floor(rnd() * 3) : 0;
    state = { ...state, toMove: nextSeat(state, skipped) };
    state = addDebt(state, { seat: skipped, cards: 2 * (sevens.length + chain), event, paragraph: '6.5' });
    // Sometimes an older debt from another event (4.13 then bars the defence).
    if (chance(rnd, 0.25)) state = addDebt(state, { seat: skipped, cards: 1 + Math.floor(rnd() * 2), event: Math.max(1, event - 1 - Math.floor(rnd() * 3)), paragraph: '5.2' });
    // Sometimes the debt was already settled by taking cards.
    if (chance(rnd, 0.1)) state = { ...state, debts: state.debts.filter((d) => !(d.seat === skipped && d.event === event)) };
    state = addWindow(state, { kind: 'skipDefence', owner: skipped, paragraph: '6.5', openedBy: event, closing: { on: 'nextMove' }, data: { event } });
    state = feed(state, rnd, skipped, Math.floor(rnd() * 4), (c) => c.rank === '7');
    // Others get Sevens too: a Seven by someone who is not the skipped player is no defence.
    state = feed(state, rnd, pick(rnd, s.players.map((_, i) => i)), 1, (c) => c.rank === '7');
    return state;
  },
  /** 5.7: an Eight by the previous-but-one player skips the previous one, who may defend with an Eight. */
  eight: (s, rnd) => {
    if (s.phase !== 'running') return null;
    const skipped = mover(s);
    const by = nextSeat(s, skipped, -1);
    const t = take(s, rnd, (c) => c.rank === '8', [by, skipped]);
    if (!t) return null;
    let { state, event } = layMove(t.state, t.card, by);
    state = { ...state, toMove: nextSeat(state, skipped) };
    if (chance(rnd, 0.2)) state = addDebt(state, { seat: skipped, cards: 1, event: Math.max(1, event - 1), paragraph: '5.2' });
    state = addWindow(state, { kind: 'skipDefence', owner: skipped, paragraph: '5.7', openedBy: event, closing: { on: 'nextMove' }, data: { event } });
    state = feed(state, rnd, skipped, 1 + Math.floor(rnd() * 3), (c) => c.rank === '8');
    state = feed(state, rnd, pick(rnd, s.players.map((_, i) => i)), 1, (c) => c.rank === '8');
    return state;
  },
  /** 5.7, 6.5 commentary: throws on top of the skipping card; the defence must fit the new top card. */
  throwOnTop: (s, rnd) => {
    if (s.phase !== 'running' || !s.throwsAllowed) return null;
    const top = s.playPile[s.playPile.length - 1].card;
    const want = (c: Card) => c.rank === ONE_BELOW[top.rank] && RED(c.suit) !== RED(top.suit) && c.rank !== 'J';
    const t = take(s, rnd, want);
    if (!t) return null;
    return layThrow(t.state, t.card, pick(rnd, s.players.map((_, i) => i)));
  },
  /** 5.5: the previous player moved with a red Nine and announced a swap; the target may defend with a red Nine. */
  swap: (s, rnd) => {
    if (s.phase !== 'running') return null;
    const by = mover(s);
    const t = take(s, rnd, (c) => c.rank === '9' && RED(c.suit), [by]);
    if (!t) return null;
    let { state, event } = layMove(t.state, t.card, by);
    state = { ...state, toMove: nextSeat(state, by) };
    const others = s.players.map((_, i) => i).filter((i) => i !== by);
    const target = chance(rnd, 0.4) ? state.toMove : pick(rnd, others);
    state = { ...state, swap: { by, partners: [by, target], stage: 'announced', paragraph: '5.5' } };
    state = addWindow(state, { kind: 'swapDefence', owner: target, paragraph: '5.5', openedBy: event, closing: { on: 'nextEvent' } });
    state = feed(state, rnd, target, Math.floor(rnd() * 3), (c) => c.rank === '9');
    if (chance(rnd, 0.2)) state = addDebt(state, { seat: target, cards: 1, event: Math.max(1, event - 1), paragraph: '5.2' });
    return state;
  },
  /** 7.1, 7.4, 7.5: the previous player moved with a Jack, with or without a wish; Tens and Jacks go round. */
  jack: (s, rnd) => {
    if (s.phase !== 'running') return null;
    const by = mover(s);
    const t = take(s, rnd, (c) => c.rank === 'J', [by]);
    if (!t) return null;
    const wish = chance(rnd, 0.7) ? pick(rnd, SUITS) : undefined;
    let { state } = layMove(t.state, t.card, by, wish ? { wishedSuit: wish } : {});
    state = { ...state, toMove: nextSeat(state, by) };
    const wished = wish ?? t.card.suit;
    state = feed(state, rnd, state.toMove, 1 + Math.floor(rnd() * 2), (c) => c.rank === '10' && (c.suit === wished || chance(rnd, 0.3)));
    for (const seat of s.players.map((_, i) => i)) if (chance(rnd, 0.3)) state = feed(state, rnd, seat, 1, (c) => c.rank === '10' || c.rank === 'J');
    return state;
  },
  /** 7.3: a Queen on top, so Jacks of the other colour have the shape of throws. */
  queen: (s, rnd) => {
    if (s.phase !== 'running') return null;
    const by = mover(s);
    const t = take(s, rnd, (c) => c.rank === 'Q', [by]);
    if (!t) return null;
    let { state } = layMove(t.state, t.card, by);
    state = { ...state, toMove: nextSeat(state, by) };
    state = feed(state, rnd, state.toMove, 1, (c) => c.rank === 'J' && RED(c.suit) !== RED(t.card.suit));
    for (const seat of s.players.map((_, i) => i)) if (chance(rnd, 0.3)) state = feed(state, rnd, seat, 1, (c) => c.rank === 'J');
    return state;
  },
  /** 5.6: a player (usually the one to move) holds only a black Nine, with or without a Marke. */
  loneNine: (s, rnd) => {
    if (s.phase !== 'running') return null;
    const seat = chance(rnd, 0.7) ? s.toMove : pick(rnd, s.players.map((_, i) => i));
    let state = s;
    const have = state.hands[seat].find((c) => c.rank === '9' && !RED(c.suit));
    let nine: Card;
    if (have) nine = have;
    else {
      const t = take(state, rnd, (c) => c.rank === '9' && !RED(c.suit), [seat]);
      if (!t) return null;
      state = t.state;
      nine = t.card;
    }
    const rest = state.hands[seat].filter((c) => c !== nine);
    state = { ...state, hands: setAt(state.hands, seat, [nine]), drawPile: [...rest, ...state.drawPile] };
    const marke = state.markes[seat];
    if (marke && chance(rnd, 0.75)) state = { ...state, markes: setAt(state.markes, seat, null), drawPile: [marke, ...state.drawPile] };
    // Something the Nine fits on by suit or rank, or one step above it for a throw.
    if (chance(rnd, 0.8)) {
      const t = take(state, rnd, (c) => c.rank !== 'J' && (c.suit === nine.suit || c.rank === '9' || (c.rank === '10' && RED(c.suit))), [seat]);
      if (t) state = layMove(t.state, t.card, mover(state)).state;
    }
    return { ...state, debts: state.debts.filter((d) => d.seat !== seat || chance(rnd, 0.2)) };
  },
  /** 4.12: a stray debt for some player. */
  debt: (s, rnd) => {
    if (s.playPile.length === 0) return null;
    const seat = chance(rnd, 0.5) ? s.toMove : pick(rnd, s.players.map((_, i) => i));
    return addDebt(s, { seat, cards: 1 + Math.floor(rnd() * 3), event: pick(rnd, s.playPile).event, paragraph: pick(rnd, ['5.2', '8.2', '10.4', '10.5']) });
  },
  /** 4.13: all debts settled. */
  noDebts: (s) => (s.debts.length === 0 ? null : { ...s, debts: [] }),
  /** 10.8: somebody is disqualified. */
  disqualify: (s, rnd) => ({ ...s, disqualified: setAt(s.disqualified, pick(rnd, s.players.map((_, i) => i)), true) }),
  /** Cards whose classification has special cases go round without touching the pile: Jacks, Tens, Eights, Sevens, Nines. */
  handouts: (s, rnd) => {
    let state = s;
    for (const seat of s.players.map((_, i) => i)) {
      const rank = pick(rnd, ['J', '10', '8', '7', '9', '9'] as const);
      if (chance(rnd, 0.6)) state = feed(state, rnd, seat, 1 + Math.floor(rnd() * 2), (c) => c.rank === rank);
    }
    return state;
  },
  /** Some hands get Sevens and red Nines, for packets (6.1-6.5). */
  packets: (s, rnd) => {
    let state = s;
    for (const seat of s.players.map((_, i) => i)) {
      if (chance(rnd, 0.5)) state = feed(state, rnd, seat, 1 + Math.floor(rnd() * 3), (c) => c.rank === '7');
      if (chance(rnd, 0.3)) state = feed(state, rnd, seat, 2, (c) => c.rank === '9' && RED(c.suit));
    }
    return state;
  },
};

/** Combinations of edits, each a list applied in order; chosen at random per position. */
export const RECIPES: readonly (readonly string[])[] = [
  ['draw'], ['resume'], ['halt'], ['mustTake'], ['king'], ['king', 'throwOnTop'], ['king', 'draw'],
  ['sevens'], ['sevens'], ['sevens', 'throwOnTop'], ['sevens', 'resume'], ['sevens', 'debt'], ['sevens', 'swap'],
  ['eight'], ['eight', 'throwOnTop'], ['eight', 'resume'], ['eight', 'debt'], ['eight', 'halt'],
  ['swap'], ['swap'], ['swap', 'throwOnTop'], ['swap', 'packets'],
  ['jack'], ['jack'], ['jack', 'draw'], ['jack', 'resume'], ['jack', 'debt'], ['jack', 'swap'],
  ['queen'], ['queen', 'draw'], ['queen', 'resume'], ['queen', 'debt'], ['queen', 'swap'], ['queen', 'draw', 'debt'],
  ['loneNine'], ['loneNine'], ['loneNine', 'draw'],
  ['packets'], ['packets', 'draw'], ['packets', 'debt'], ['packets', 'noDebts'],
  ['debt'], ['noDebts'], ['disqualify'], ['mustTake', 'jack'], ['mustTake', 'handouts'],
  ['handouts'], ['swap', 'handouts'], ['sevens', 'handouts'], ['eight', 'handouts'], ['king', 'handouts'],
  ['draw', 'handouts'], ['resume', 'handouts'], ['queen', 'handouts', 'draw'], ['jack', 'handouts', 'draw'],
];

/** Recipes for positions the engine's own play never reaches but position notation accepts. */
export const UNREACHABLE_RECIPES: readonly (readonly string[])[] = [
  ['sevens', 'resumeKeepingSkips'], ['eight', 'resumeKeepingSkips'], ['sevens', 'throwOnTop', 'resumeKeepingSkips'],
];

/** One edited copy of `sample`, or null if the recipe found nothing to work with. */
export function edited(sample: Sample, rnd: Rnd, recipes: readonly (readonly string[])[] = RECIPES): Sample | null {
  const recipe = pick(rnd, recipes);
  let state = sample.state;
  for (const name of recipe) {
    const next = EDITS[name](state, rnd);
    if (!next) return null;
    state = next;
  }
  return { state, origin: `${sample.origin}, edited: ${recipe.join(' + ')}` };
}

// ---------------------------------------------------------------------------
// Plays

/** The subsets of `items` with at least `min` members (items.length is small). */
function subsets<T>(items: readonly T[], min: number): T[][] {
  const out: T[][] = [];
  for (let mask = 1; mask < 1 << items.length; mask++) {
    const sub = items.filter((_, i) => mask & (1 << i));
    if (sub.length >= min) out.push(sub);
  }
  return out;
}

/**
 * Every physically possible play worth asking about in `state`: each seat's
 * single cards with both hands; packets of that seat's Sevens (subsets with
 * each possible bottom card, bounded), ordered pairs of its red Nines, and a
 * few packets that are no packet (6.1).
 */
export function playsFor(state: GressState, rnd: Rnd, maxSevenPackets = 12): Play[] {
  const out: Play[] = [];
  state.hands.forEach((hand, seat) => {
    for (const card of hand) {
      out.push({ seat, cards: [card], hand: 'action' }, { seat, cards: [card], hand: 'holding' });
    }
    const packets: Card[][] = [];
    const sevens = hand.filter((c) => c.rank === '7').slice(0, 6);
    if (sevens.length >= 2) {
      const all = subsets(sevens, 2).flatMap((sub) => sub.map((bottom) => [bottom, ...sub.filter((c) => c !== bottom)]));
      for (let i = 0; i < maxSevenPackets && all.length > 0; i++) packets.push(all.splice(Math.floor(rnd() * all.length), 1)[0]);
    }
    const nines = hand.filter((c) => c.rank === '9' && (c.suit === 'hearts' || c.suit === 'diamonds'));
    for (const a of nines) for (const b of nines) if (a !== b) packets.push([a, b]);
    if (nines.length >= 3) packets.push(nines.slice(0, 3));
    // No packets: two or three random cards, and a red Nine with a Seven.
    for (let i = 0; i < 2 && hand.length >= 2; i++) {
      const k = hand.length >= 3 && chance(rnd, 0.3) ? 3 : 2;
      const copy = [...hand];
      const chosen: Card[] = [];
      for (let j = 0; j < k; j++) chosen.push(copy.splice(Math.floor(rnd() * copy.length), 1)[0]);
      packets.push(chosen);
    }
    if (nines.length > 0 && sevens.length > 0) packets.push([sevens[0], nines[0]]);
    for (const cards of packets) {
      out.push({ seat, cards, hand: 'action' });
      if (chance(rnd, 0.2)) out.push({ seat, cards, hand: 'holding' });
    }
  });
  return out;
}
