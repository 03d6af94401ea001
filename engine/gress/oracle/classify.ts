/**
 * An independent oracle for the one question every Gress ruling rests on: is
 * this play (one card or a packet, by any player, with either hand) a move, a
 * throw, a defence or a foul?
 *
 * It is written from the rulebook alone and deliberately shares nothing with
 * engine/gress/rules/ or engine/gress/lawful.ts: its own rank order, colour
 * table and fit tests, and only `import type` from the engine. It is meant to
 * be simple enough to check by eye, not fast or clever.
 *
 * How it decides, in three steps:
 *
 *   1. VETOES: facts that make any play a foul whatever the cards are (the
 *      game is not running, the wrong hand, a disqualified player, a reshuffler
 *      who has not taken a card yet, a Jack on a Jack, a packet that is no
 *      packet). The first that applies decides.
 *   2. PERMISSIONS: every way the rulebook lets a card or packet onto the pile,
 *      each a predicate over (position, player, cards). The first permission
 *      that grants the play decides what it is. The order only matters where
 *      two permissions could both grant the same play, and for those the
 *      rulebook says which reading wins (argued at each entry).
 *   3. Nothing grants it: a foul. The `why` then names what each permission
 *      whose shape matched was missing.
 */
import type { Card, Rank, Suit } from '../../core/cards';
import type { GressState, GressWindow, Hand, Seat } from '../types';

export type OracleKind = 'move' | 'throw' | 'defence' | 'foul';

export interface OracleVerdict {
  readonly as: OracleKind;
  readonly lawful: boolean;
  /** Plain English with the paragraph numbers that decided it. */
  readonly why: string;
  /** Id of the veto or permission that decided (for coverage counts), "none" if nothing granted the play. */
  readonly rule: string;
}

// ---------------------------------------------------------------------------
// Tables (1.2, 1.3)

/**
 * 1.2: ranks from top to bottom; the order is cyclic, so the entry after the
 * Seven is the Ace again. "One step lower" is the next entry, wrapping round.
 */
const RANKS_DOWNWARD: readonly Rank[] = ['A', 'K', 'Q', 'J', '10', '9', '8', '7'];

/** The rank one step below each rank (1.2), spelled out as a table. */
const ONE_BELOW: Readonly<Record<Rank, Rank>> = {
  A: 'K', K: 'Q', Q: 'J', J: '10', '10': '9', '9': '8', '8': '7', '7': 'A',
};

/** 1.3: the colour (orientation) of each suit. */
const COLOUR: Readonly<Record<Suit, 'red' | 'black'>> = {
  clubs: 'black', spades: 'black', hearts: 'red', diamonds: 'red',
};

// The two tables must agree; checked once when the module loads so a typo cannot hide.
for (let i = 0; i < RANKS_DOWNWARD.length; i++) {
  if (ONE_BELOW[RANKS_DOWNWARD[i]] !== RANKS_DOWNWARD[(i + 1) % RANKS_DOWNWARD.length]) {
    throw new Error(`oracle rank table broken at ${RANKS_DOWNWARD[i]}`);
  }
}

// ---------------------------------------------------------------------------
// What the oracle reads off a position, gathered once per play

interface Facts {
  readonly state: GressState;
  readonly seat: Seat;
  readonly cards: readonly Card[];
  readonly hand: Hand;
  /** The top card of the play pile (2.4) and how it counts for moves and throws. */
  readonly top: Card;
  /** 7.4: the suit a move must match: the wished suit on a Jack (the Jack's own suit if none was wished). */
  readonly suitForMoves: Suit;
  readonly topIsJack: boolean;
  readonly toMove: boolean;
  /** 4.12, 4.13: every debt the player still owes. */
  readonly debts: GressState['debts'];
  /** 5.5: the player is the target of an announced swap. */
  readonly swapTarget: boolean;
  /** 4.15: the game resumed after a halt and nobody has moved since. */
  readonly afterResume: boolean;
  /** The player's skip windows (5.7 Eights, 6.5 Sevens). */
  readonly skipWindows: readonly GressWindow[];
}

const isRank = (c: Card, r: Rank) => c.rank === r;
const isRedNine = (c: Card) => c.rank === '9' && COLOUR[c.suit] === 'red';
const isBlackNine = (c: Card) => c.rank === '9' && COLOUR[c.suit] === 'black';
const label = (c: Card) => `${c.rank}${{ clubs: '♣', spades: '♠', hearts: '♥', diamonds: '♦' }[c.suit]}${c.deck === 1 ? '' : `(${c.deck})`}`;

/** 4.5 (with 6.2, 6.4, 7.4): same rank as the top card, or the suit that counts for moves. */
function fitsAsMove(f: Facts, card: Card): boolean {
  return card.rank === f.top.rank || card.suit === f.suitForMoves;
}

/** 4.11 (with 1.2, 1.3, 7.4): one step lower than the top card, the other colour (a Jack's real colour). Throw permission is checked apart. */
function hasThrowShape(f: Facts, card: Card): boolean {
  return card.rank === ONE_BELOW[f.top.rank] && COLOUR[card.suit] !== COLOUR[f.top.suit];
}

/** What stops the player from making a move at all right now (4.13, 5.5), or null. */
function moveBar(f: Facts): string | null {
  if (f.debts.length > 0) return `owes ${f.debts.reduce((n, d) => n + d.cards, 0)} card(s) and may not move (4.13)`;
  if (f.swapTarget) return 'is the target of an announced swap and may not move (5.5)';
  return null;
}

/** What stops a player who is not to move from making a move out of turn (4.15 after resuming), on top of moveBar. */
function outOfTurnBar(f: Facts): string | null {
  return moveBar(f) ?? (f.afterResume ? 'may not move out of turn: the game has resumed and nobody has moved since (4.15)' : null);
}

// ---------------------------------------------------------------------------
// Step 1: vetoes

interface Veto {
  readonly id: string;
  /** The reason this play is a foul, or null if the veto does not apply. */
  readonly applies: (f: Facts) => string | null;
}

/** 6.1, 6.2, 6.4: the only packets are Sevens (two or more) and exactly two red Nines. */
function packetKind(cards: readonly Card[]): 'sevens' | 'redNines' | null {
  if (cards.length < 2) return null;
  if (cards.every((c) => isRank(c, '7'))) return 'sevens';
  if (cards.length === 2 && cards.every(isRedNine)) return 'redNines';
  return null;
}

const VETOES: readonly Veto[] = [
  {
    id: 'holding-hand',
    // 2.6, 4.4, 6.1, 10.3: cards are played with the action hand; the holding hand touching the pile is a foul at once.
    applies: (f) => (f.hand === 'holding' ? 'played with the holding hand (2.6, 4.4, 10.3)' : null),
  },
  {
    id: 'disqualified',
    applies: (f) => (f.state.disqualified[f.seat] ? 'the player is disqualified and takes no part (10.8)' : null),
  },
  {
    id: 'not-running',
    // 4.15: no events while halted; outside the active game there is nothing to play on.
    applies: (f) => (f.state.phase === 'halted' ? 'the game is halted: no event may take place (4.15)'
      : f.state.phase !== 'running' ? `the game is not running (phase ${f.state.phase})` : null),
  },
  {
    id: 'not-in-hand',
    applies: (f) => {
      if (f.cards.length === 0) return 'no card played';
      const left = [...f.state.hands[f.seat]];
      for (const c of f.cards) {
        const i = left.findIndex((h) => h.rank === c.rank && h.suit === c.suit && h.deck === c.deck);
        if (i < 0) return `${label(c)} is not in the player's hand (4.4, 6.1)`;
        left.splice(i, 1);
      }
      return null;
    },
  },
  {
    id: 'must-take-card',
    // 10.1: the reshuffler takes at least one card from the new draw pile before anything else.
    applies: (f) => (f.state.windows.some((w) => w.kind === 'mustTakeCard' && w.owner === f.seat)
      ? 'the player reshuffled and must first take at least one card (10.1)' : null),
  },
  {
    id: 'jack-on-jack',
    // 7.2: never a Jack on a Jack, whatever 4.5, 4.11 or 7.1 would allow.
    applies: (f) => (f.topIsJack && f.cards.some((c) => isRank(c, 'J')) ? 'a Jack on a Jack (7.2)' : null),
  },
  {
    id: 'bad-packet',
    // 6.1: several cards at once are only a packet of Sevens or of two red Nines; 4.4: otherwise one card at a time.
    applies: (f) => (f.cards.length > 1 && packetKind(f.cards) === null
      ? `${f.cards.map(label).join(' ')} is no packet: only Sevens, or exactly two red Nines (6.1, 6.2, 6.4)` : null),
  },
];

// ---------------------------------------------------------------------------
// Step 2: permissions

/**
 * A permission answers for one way of playing: null if the play does not have
 * its shape at all, `true` if it grants the play, or a string saying what is
 * missing (used only to explain a foul).
 */
interface Permission {
  readonly id: string;
  readonly as: Exclude<OracleKind, 'foul'>;
  readonly paragraphs: string;
  readonly grants: (f: Facts) => true | string | null;
}

const single = (f: Facts): Card | null => (f.cards.length === 1 ? f.cards[0] : null);

/**
 * Order, and why:
 *
 *  - The defence Nine comes first. 5.5 makes it neither move nor throw, and the
 *    target may play any red Nine as a defence while the window is open; a red
 *    Nine that also had the shape of a throw (on a black Ten) is still the
 *    defence the target means (project reading).
 *  - Moves come before the throw. The only plays that could be both are the
 *    ones 7.3 and 7.5 settle as moves: a Jack is never a throw (7.3: a thrown
 *    Jack is a move in every respect), and a Ten of the wished suit on a Jack
 *    laid by the player to move is a move in any case (7.5). The throw
 *    permission itself leaves those out, so that a player who may not move
 *    cannot get them through as throws either. Everywhere else the move and
 *    throw shapes are disjoint: a move needs the same rank or the same suit
 *    (so the same colour), a throw another rank and the other colour.
 *  - Among the moves the order is irrelevant (they all say "move").
 */
const PERMISSIONS: readonly Permission[] = [
  {
    id: 'defence-nine',
    as: 'defence',
    paragraphs: '5.5',
    grants: (f) => {
      const c = single(f);
      if (!c || !isRedNine(c)) return null;
      const s = f.state.swap;
      const target = s !== null && s.stage === 'announced' && s.partners[1] === f.seat;
      const window = f.state.windows.some((w) => w.kind === 'swapDefence' && w.owner === f.seat);
      if (!target || !window) return null;
      return true;
    },
  },
  {
    id: 'jack-move',
    as: 'move',
    paragraphs: '7.1',
    // 7.1: the player to move may lay a Jack on anything but a Jack (7.2 is a veto), whatever throw permission says.
    grants: (f) => {
      const c = single(f);
      if (!c || !isRank(c, 'J') || !f.toMove) return null;
      return moveBar(f) ?? true;
    },
  },
  {
    id: 'thrown-jack',
    as: 'move',
    paragraphs: '4.11, 7.3',
    // 7.3: a Jack thrown by 4.11 is a move in every respect, so 4.13, 5.5 and 4.15 apply to it.
    grants: (f) => {
      const c = single(f);
      if (!c || !isRank(c, 'J') || f.toMove || !hasThrowShape(f, c)) return null;
      if (!f.state.throwsAllowed) return `throws are forbidden (${f.state.throwsForbiddenBy ?? '4.2'}), so the Jack cannot be thrown (4.11, 7.3)`;
      const bar = outOfTurnBar(f);
      return bar ? `a thrown Jack is a move (7.3), but the player ${bar}` : true;
    },
  },
  {
    id: 'ambiguous-ten',
    as: 'move',
    paragraphs: '7.5',
    // 7.5: the player to move laying a Ten of the wished suit on a Jack always moves.
    grants: (f) => {
      const c = single(f);
      if (!c || !isRank(c, '10') || !f.topIsJack || !f.toMove || c.suit !== f.suitForMoves) return null;
      const bar = moveBar(f);
      return bar ? `a Ten of the wished suit on a Jack by the player to move is a move (7.5), but the player ${bar}` : true;
    },
  },
  {
    id: 'normal-move',
    as: 'move',
    paragraphs: '4.5',
    grants: (f) => {
      const c = single(f);
      if (!c || isRank(c, 'J') || !f.toMove || !fitsAsMove(f, c)) return null;
      const bar = moveBar(f);
      if (bar) return `the player ${bar}`;
      // 5.6: a lone black Nine without a Marke may not end the game as a 4.5 move.
      const hand = f.state.hands[f.seat];
      if (isBlackNine(c) && hand.length === 1 && f.state.markes[f.seat] === null) {
        return 'a lone black Nine without a Marke may not be played as a move (5.6)';
      }
      return true;
    },
  },
  {
    id: 'packet-move',
    as: 'move',
    paragraphs: '6.2, 6.4',
    // 6.2, 6.4: the player to move lays a packet whose bottom card fits by the move rules.
    grants: (f) => {
      if (packetKind(f.cards) === null || !f.toMove || !fitsAsMove(f, f.cards[0])) return null;
      const bar = moveBar(f);
      return bar ? `the player ${bar}` : true;
    },
  },
  {
    id: 'defence-eight',
    as: 'move',
    paragraphs: '5.7',
    // 5.7: the skipped player of an Eight may answer with an Eight that fits by the move rules; it is a move out of turn.
    grants: (f) => {
      const c = single(f);
      if (!c || !isRank(c, '8') || f.toMove || !fitsAsMove(f, c)) return null;
      if (!f.skipWindows.some((w) => w.paragraph === '5.7')) return null;
      const bar = outOfTurnBar(f);
      return bar ? `a defence Eight is a move (5.7), but the player ${bar}` : true;
    },
  },
  {
    id: 'seven-defence',
    as: 'move',
    paragraphs: '6.5',
    // 6.5: the skipped player of Sevens may answer with one Seven or a packet of Sevens whose bottom card fits by the
    // move rules, despite the debt from those Sevens (and only that debt: 4.13 still bars debts from other events).
    grants: (f) => {
      if (f.toMove || !f.cards.every((c) => isRank(c, '7')) || !fitsAsMove(f, f.cards[0])) return null;
      const windows = f.skipWindows.filter((w) => w.paragraph === '6.5');
      if (windows.length === 0) return null;
      if (f.swapTarget) return 'a Seven defence is a move (6.5), but the player is the target of an announced swap (5.5)';
      if (f.afterResume) return 'a Seven defence is a move (6.5), but the player may not move out of turn: the game has resumed and nobody has moved since (4.15)';
      const ok = windows.some((w) => f.debts.every((d) => d.event === w.data?.event));
      return ok ? true : 'a Seven defence is a move and the player owes cards from another event (4.13, 6.5)';
    },
  },
  {
    id: 'throw',
    as: 'throw',
    paragraphs: '4.11',
    // 4.11: anyone, in debt or not, to move or not, while throws are allowed; never a packet (6.1: a packet is a move).
    grants: (f) => {
      const c = single(f);
      if (!c || !hasThrowShape(f, c)) return null;
      if (isRank(c, 'J')) return null; // 7.3: handled as a move above
      if (f.toMove && f.topIsJack && isRank(c, '10') && c.suit === f.suitForMoves) return null; // 7.5: a move, above
      if (!f.state.throwsAllowed) return `throws are forbidden (${f.state.throwsForbiddenBy ?? '4.2'})`;
      return true;
    },
  },
];

// ---------------------------------------------------------------------------
// The oracle

function gather(state: GressState, seat: Seat, cards: readonly Card[], hand: Hand): Facts | null {
  const topEntry = state.playPile[state.playPile.length - 1];
  if (!topEntry) return null;
  const top = topEntry.card;
  const topIsJack = top.rank === 'J';
  const swap = state.swap;
  return {
    state, seat, cards, hand, top, topIsJack,
    suitForMoves: topIsJack ? (topEntry.wishedSuit ?? top.suit) : top.suit,
    toMove: state.toMove === seat,
    debts: state.debts.filter((d) => d.seat === seat && d.cards > 0),
    swapTarget: swap !== null && swap.stage === 'announced' && swap.partners[1] === seat,
    afterResume: state.throwsForbiddenBy === '4.15',
    skipWindows: state.windows.filter((w) => w.kind === 'skipDefence' && w.owner === seat),
  };
}

/**
 * The oracle's verdict on `seat` playing `cards` (a single card, or a packet
 * bottom card first) with `hand` in `state`.
 */
export function oracleClassify(state: GressState, seat: Seat, cards: readonly Card[], hand: Hand): OracleVerdict {
  const f = gather(state, seat, cards, hand);
  if (!f) return { as: 'foul', lawful: false, why: 'there is no play pile to play on (2.4)', rule: 'no-pile' };
  for (const v of VETOES) {
    const why = v.applies(f);
    if (why) return { as: 'foul', lawful: false, why, rule: v.id };
  }
  const missing: { id: string; why: string }[] = [];
  for (const p of PERMISSIONS) {
    const r = p.grants(f);
    if (r === true) return { as: p.as, lawful: true, why: `${p.id} (${p.paragraphs})`, rule: p.id };
    if (typeof r === 'string') missing.push({ id: p.id, why: r });
  }
  const what = cards.map(label).join(' ');
  if (missing.length === 0) {
    return { as: 'foul', lawful: false, why: `${what} fits neither as a move nor as a throw on ${label(f.top)} (4.5, 4.11)`, rule: 'none' };
  }
  return { as: 'foul', lawful: false, why: `${what}: ${missing.map((m) => `${m.id}: ${m.why}`).join('; ')}`, rule: `barred:${missing[0].id}` };
}
