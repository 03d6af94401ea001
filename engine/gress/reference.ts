/**
 * The Gress quick reference (/gress/reference/), built from the engine's own
 * data: the card a move is made with (core RANKS and colours, the packet
 * kinds of 6-packets.ts), the kinds of rule window and what closes each
 * (window-kinds.ts, core CLOSING_KINDS), the take debts and penalty points
 * (penalties.ts) and the paragraph titles (paragraphs.ts). The words are the
 * site's own, kept in tables keyed by the engine's names: a key the engine has
 * and the words lack makes building the page fail (core/reference.ts
 * `wordsFor`), and reference.test.ts compares the keys both ways.
 */
import { RANK_NAMES, RANKS, type Card, type Rank } from '../core/cards';
import { counted, wordsFor, type QuickReference, type ReferenceRow, type ReferenceTable } from '../core/reference';
import type { ClosingKind } from '../core/windows';
import { findParagraph } from './paragraphs';
import { PENALTY_POINTS, TAKE_DEBTS, type PenaltyPointKind, type TakeDebtKind } from './penalties';
import { colour } from './rules/1-cards';
import { packetKind, type PacketKind } from './rules/6-packets';
import { WINDOW_CLOSING, WINDOW_KINDS, WINDOW_PARAGRAPHS, type WindowKind } from './window-kinds';

// ------------------------------------------------------------------ card effects

/**
 * What a move is made with, as far as its effect goes: a rank, except that the
 * Nine's effect depends on its colour (5.5, 5.6) and two red Nines laid as a
 * packet are a move of their own (6.3). Sevens have one effect however many
 * are laid together (6.5), so a packet of Sevens is the Seven's row.
 */
export type MoveKey = Exclude<Rank, '9'> | 'redNine' | 'blackNine' | 'twoRedNines';

/** The row a move with these cards (one card, or a packet bottom first) belongs to. */
export function moveKeyOf(cards: readonly Card[]): MoveKey {
  const kind: PacketKind = cards.length > 1 ? packetKind(cards) : 'other';
  if (kind === 'twoRedNines') return 'twoRedNines';
  const card = cards[0];
  if (card.rank !== '9') return card.rank;
  return colour(card) === 'red' ? 'redNine' : 'blackNine';
}

interface EffectWords {
  readonly card: string;
  readonly effect: string;
  /** The paragraph of the effect first, then the others the row relies on. */
  readonly paragraphs: readonly string[];
}

/** What a move with each card does (section 5, 6.3, 6.5, 7.1-7.5), in the site's words. */
export const EFFECT_WORDS: Readonly<Record<MoveKey, EffectWords>> = {
  A: { card: 'Ace', effect: 'The same player is to move again (and must draw if nothing fits).', paragraphs: ['5.1'] },
  K: { card: 'King', effect: `Every other player owes ${counted(TAKE_DEBTS.king.cards, 'card')}; the next player moves.`, paragraphs: ['5.2'] },
  Q: { card: 'Queen', effect: 'The direction of play turns round first, so the neighbour on the other side moves next.', paragraphs: ['5.3'] },
  J: {
    card: 'Jack',
    effect: 'Fits on anything but a Jack. The mover may name a suit that later moves must follow; throws still go by its real colour. A thrown Jack counts as a move, with everything that follows from one. A Ten of the named suit laid by the player to move is a move.',
    paragraphs: ['7.4', '7.1', '7.2', '7.3', '7.5'],
  },
  '10': { card: 'Ten', effect: 'The mover may give one card face down to any other player, who must take it.', paragraphs: ['5.4'] },
  redNine: {
    card: 'red Nine',
    effect: 'The mover may swap hands with one other player; that player may answer with a red Nine to stop it. A binding swap halts the game; Markes stay where they are.',
    paragraphs: ['5.5'],
  },
  twoRedNines: {
    card: 'two red Nines (packet)',
    effect: 'The mover names any two players, themselves included, who must swap hands. No defence is possible.',
    paragraphs: ['6.3', '6.2'],
  },
  blackNine: {
    card: 'black Nine',
    effect: 'No effect. As the very last card of a player without a Marke it may not be played as a move (a throw is fine).',
    paragraphs: ['5.6'],
  },
  '8': {
    card: 'Eight',
    effect: 'The next player is skipped, but may answer with an Eight that fits the top card; that Eight is a move and skips the one after.',
    paragraphs: ['5.7'],
  },
  '7': {
    card: 'Seven (one, or a packet)',
    effect: `The next player is skipped and owes ${counted(TAKE_DEBTS.sevens.cards, 'card')} per Seven; answering with Sevens that fit passes the whole debt on, plus the new Sevens.`,
    paragraphs: ['6.5', '6.4'],
  },
};

/** The rows in the order a player meets the ranks: Ace down to Seven, the Nines together. */
export const EFFECT_ORDER: readonly MoveKey[] = ['A', 'K', 'Q', 'J', '10', 'redNine', 'twoRedNines', 'blackNine', '8', '7'];

/** Every move key the engine's cards can make: each rank, a Nine in either colour, the packet of two red Nines. */
export function engineMoveKeys(): MoveKey[] {
  const keys = new Set<MoveKey>();
  for (const rank of RANKS) {
    keys.add(moveKeyOf([{ rank, suit: 'clubs', deck: 1 }]));
    keys.add(moveKeyOf([{ rank, suit: 'hearts', deck: 1 }]));
  }
  keys.add(moveKeyOf([{ rank: '9', suit: 'hearts', deck: 1 }, { rank: '9', suit: 'diamonds', deck: 1 }]));
  keys.add(moveKeyOf([{ rank: '7', suit: 'hearts', deck: 1 }, { rank: '7', suit: 'clubs', deck: 1 }]));
  return [...keys];
}

/** The effects table's rows in the words of `table` (English here, German in src/games/gress/reference-de.ts), in EFFECT_ORDER; a move kind the table lacks fails (wordsFor). */
export function effectRows(table: Readonly<Record<MoveKey, { readonly card: string; readonly effect: string; readonly paragraphs: readonly string[] }>> = EFFECT_WORDS): ReferenceRow[] {
  const keys = engineMoveKeys();
  const ordered = [...EFFECT_ORDER.filter((k) => keys.includes(k)), ...keys.filter((k) => !EFFECT_ORDER.includes(k))];
  return ordered.map((key) => {
    const words = wordsFor(table, key, 'move with');
    return { cells: [words.card, words.effect], paragraphs: words.paragraphs };
  });
}

// ------------------------------------------------------------------ deadlines

interface WindowWords {
  /** The right or duty the window holds open. */
  readonly right: string;
  /** Who holds it. */
  readonly who: string;
  /** The owner as the closing phrase names them ("the accused"). */
  readonly owner: string;
}

/** The rule windows (deadlines) in the site's words, keyed by the engine's kinds. */
export const WINDOW_WORDS: Readonly<Record<WindowKind, WindowWords>> = {
  give: { right: 'Give a card face down to another player (after a Ten)', who: 'the player who moved with the Ten', owner: 'the giver' },
  swapAnnouncement: { right: 'Announce a swap of hands (after one or two red Nines)', who: 'the player who moved with the Nine(s)', owner: 'the mover' },
  swapDefence: { right: 'Stop an announced swap with a red Nine', who: 'the player asked to swap', owner: 'the defender' },
  skipDefence: { right: 'Answer a skip with an Eight, or Sevens with Sevens', who: 'the skipped player', owner: 'the skipped player' },
  wish: { right: 'Name the suit to follow on a Jack', who: 'the player who moved with the Jack', owner: 'the mover' },
  lastButOneCall: { right: 'Say "last but one" (a duty); once said, take the Marke', who: 'a player whose hand has just come to two cards', owner: 'the caller' },
  missedCallComplaint: { right: 'Complain about a missed "last but one"', who: 'any other player', owner: 'the accused' },
  mustTakeCard: { right: 'Take at least one card from the new draw pile first', who: 'the player who halted and reshuffled', owner: 'the halter' },
  foulMarke: { right: 'Have a Marke replaced that was taken after a wrong play (when the complaint is founded)', who: 'any other player, by a complaint', owner: 'the offender' },
  markeComplaint: { right: 'Complain about a Marke taken without the right to it', who: 'any other player', owner: 'the accused' },
};

/** Until when, for each closing condition of engine/core/windows.ts; `owner` is the window's owner as named above. */
export const CLOSING_WORDS: Readonly<Record<ClosingKind, (owner: string) => string>> = {
  nextEvent: () => 'the next event of any kind',
  nextMove: () => 'the next move by anyone (a draw is a move)',
  nextMoveOrThrow: () => 'the next move or throw',
  nextMoveByOther: (owner) => `the next move by anyone but ${owner}`,
  handSizeChangeOrNextMove: (owner) => `the next event that changes ${owner}'s hand size, at the latest the next move`,
};

/** Rights with a deadline the engine keeps outside its windows, keyed by paragraph. */
export const OTHER_DEADLINES: readonly { readonly right: string; readonly who: string; readonly until: string; readonly paragraphs: readonly string[] }[] = [
  { right: 'Take back a wrong card (small foul)', who: 'the player who laid it', until: 'the next event or a complaint', paragraphs: ['10.4'] },
  { right: 'Complain about wrongly played cards', who: 'any other player', until: 'no deadline: until the last hand is laid down', paragraphs: ['10.5', '9.3'] },
];

/** The window kinds in the order of the rulebook's paragraphs. */
export const WINDOW_ORDER: readonly WindowKind[] = [
  'give', 'swapAnnouncement', 'swapDefence', 'skipDefence', 'wish', 'lastButOneCall', 'missedCallComplaint', 'mustTakeCard', 'foulMarke', 'markeComplaint',
];

function deadlineRows(): ReferenceRow[] {
  const ordered = [...WINDOW_ORDER.filter((k) => WINDOW_KINDS.includes(k)), ...WINDOW_KINDS.filter((k) => !WINDOW_ORDER.includes(k))];
  const windows = ordered.map((kind) => {
    const words = wordsFor(WINDOW_WORDS, kind, 'window kind');
    const until = wordsFor(CLOSING_WORDS, WINDOW_CLOSING[kind], 'closing')(words.owner);
    return { cells: [words.right, words.who, until], paragraphs: WINDOW_PARAGRAPHS[kind] };
  });
  return [...windows, ...OTHER_DEADLINES.map((d) => ({ cells: [d.right, d.who, d.until], paragraphs: d.paragraphs }))];
}

// ------------------------------------------------------------------ penalties

interface DebtWords {
  readonly when: string;
  readonly who: string;
  /** How the count applies ("each", "per Seven"), when it is not once. */
  readonly per?: string;
}

/** Take debts in the site's words, keyed by penalties.ts TAKE_DEBTS. */
export const DEBT_WORDS: Readonly<Record<TakeDebtKind, DebtWords>> = {
  king: { when: 'A move with a King', who: 'every other player', per: 'each' },
  sevens: { when: 'A move with Sevens', who: 'the skipped player', per: 'per Seven' },
  missedCall: { when: '"Last but one" missed, complaint in time', who: 'the player who missed it' },
  layDownInDebt: { when: 'Hand laid down while still owing', who: 'that player' },
  reshuffleHalter: { when: 'Reshuffle with only the top card left: the game ends', who: 'the halter, if owing nothing' },
  smallFoul: { when: 'Wrong card taken back that would not have fitted just before another player\u2019s last card', who: 'that player (loses the turn if it was theirs)' },
  wrongPlay: { when: 'Founded complaint about played cards', who: 'the offender (loses the turn if it was theirs)' },
  unfoundedPlayComplaint: { when: 'Unfounded complaint about played cards', who: 'the complainer (loses the turn if it was theirs)' },
  wrongMarke: { when: 'Founded complaint: Marke taken wrongly', who: 'the taker, who keeps it and gets a new one face down' },
  unfoundedMarkeComplaint: { when: 'Unfounded complaint about a Marke', who: 'the complainer' },
};

interface PointWords {
  readonly what: string;
  readonly per?: string;
}

/** Penalty points in the site's words, keyed by penalties.ts PENALTY_POINTS. */
export const POINT_WORDS: Readonly<Record<PenaltyPointKind, PointWords>> = {
  cardInHand: { what: 'Each card in the hand laid down', per: 'each' },
  blackNine: { what: 'Each black Nine among them, on top', per: 'more each' },
  marke: { what: 'A Marke still on the table (never turned over)' },
  unpaidCard: { what: 'Each card still owed once the draw pile is used up', per: 'each' },
  misdeal: { what: 'A misdeal: the dealer deals again (no game)' },
};

function debtRows(): ReferenceRow[] {
  return (Object.keys(TAKE_DEBTS) as TakeDebtKind[]).map((kind) => {
    const words = wordsFor(DEBT_WORDS, kind, 'take debt');
    const rule = TAKE_DEBTS[kind];
    return { cells: [words.when, words.who, `${counted(rule.cards, 'card')}${words.per ? ` ${words.per}` : ''}`], paragraphs: [rule.paragraph] };
  });
}

function pointRows(): ReferenceRow[] {
  return (Object.keys(PENALTY_POINTS) as PenaltyPointKind[]).map((kind) => {
    const words = wordsFor(POINT_WORDS, kind, 'penalty');
    const rule = PENALTY_POINTS[kind];
    return { cells: [words.what, `${counted(rule.points, 'point')}${words.per ? ` ${words.per}` : ''}`], paragraphs: [rule.paragraph] };
  });
}

// ------------------------------------------------------------------ end of the game

/**
 * 9.4: the worked example under the count: a hand of a King and both black
 * Nines with the Marke still on the table, counted from PENALTY_POINTS.
 */
export function exampleCount(): { readonly hand: string; readonly points: number } {
  const { cardInHand, blackNine, marke } = PENALTY_POINTS;
  return { hand: 'King, Nine of clubs, Nine of spades, Marke unused', points: 3 * cardInHand.points + 2 * blackNine.points + marke.points };
}

function endRows(): ReferenceRow[] {
  const { cardInHand, blackNine, marke } = PENALTY_POINTS;
  const example = exampleCount();
  return [
    { cells: ['Active game over', 'The moment a player has no cards, no Marke and owes nothing; no event may follow.'], paragraphs: ['9.1'] },
    { cells: ['Last settlement', 'Everyone still owing picks the cards up; this is no longer an event.'], paragraphs: ['9.2', '10.2'] },
    {
      cells: ['Laying down', 'Hands go face up, unused Markes stay face down. Complaints about a missed call or a wrong card are heard until the last hand is down.'],
      paragraphs: ['9.3'],
    },
    {
      cells: [
        'Counting',
        `${counted(cardInHand.points, 'point')} per card, ${blackNine.points} more per black Nine, ${marke.points} for an unused Marke, plus unpaid cards. ` +
          `Example: ${example.hand} = ${example.points}. The player on 0 has won (a game ended by 10.1 has no winner).`,
      ],
      paragraphs: ['9.4'],
    },
  ];
}

// ------------------------------------------------------------------ the page

/** The number and title of a paragraph, for a heading or a check; throws on a number the rulebook does not have. */
export function paragraphLabel(number: string): string {
  const found = findParagraph(number);
  if (!found) throw new Error(`The Gress quick reference cites ${number}, which is no paragraph of the rules.`);
  return `${number} ${found.paragraph.title}`;
}

export function gressReference(): QuickReference {
  const tables: ReferenceTable[] = [
    {
      id: 'card-effects', title: 'What a move does', columns: ['Move with', 'Effect'], rows: effectRows(),
      note: 'Throws never have an effect; a thrown Jack is the one card that counts as a move.',
    },
    {
      id: 'deadlines', title: 'Deadlines', columns: ['Right or duty', 'Whose', 'Open until'], rows: deadlineRows(),
      note: 'A deadline "until the next move" also ends when someone draws as their move.',
    },
    { id: 'take-debts', title: 'Take debts (cards to pick up)', columns: ['When', 'Who owes', 'Cards'], rows: debtRows() },
    { id: 'penalty-points', title: 'Penalty points', columns: ['For', 'Points'], rows: pointRows() },
    { id: 'end-of-game', title: 'End of a game', columns: ['Step', 'What happens'], rows: endRows() },
  ];
  return {
    gameId: 'gress',
    title: 'Gress quick reference',
    description: 'Gress on one printable page: what each move does, every deadline, every take debt and penalty, and the count at the end, each with its paragraph.',
    intro: 'A move fits the top card by rank or suit; a throw, open to anyone while throws are allowed, is one rank lower in the other colour. Numbers link to their paragraphs.',
    tables,
  };
}
