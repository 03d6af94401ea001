/**
 * The Gin Rummy quick reference (/gin-rummy/reference/), built from the
 * engine's own tables: card values (cards.ts `cardValue`), the deal
 * (rules/3-dealing.ts), meld kinds and their size (melds.ts), the knock limit
 * and the hand's scoring (hand-score.ts, whose `scoreHand` works the examples
 * out), and every bonus the engine exports (each `*_BONUS` constant of
 * hand-score.ts and match.ts) with the match target. The words are the
 * site's own, keyed by the engine's names: a bonus or meld kind without words
 * makes building the page fail, and reference.test.ts compares the keys.
 */
import { counted, wordsFor, type QuickReference, type ReferenceRow } from '../core/reference';
import { cardValue, RANK_NAMES, RANKS, type Rank } from './cards';
import * as handScore from './hand-score';
import { KNOCK_LIMIT, MISSING_CARD_POINTS, scoreHand, type HandEnd, type HandReason } from './hand-score';
import * as match from './match';
import { MATCH_TARGET, settleTwoSides } from './match';
import { MELD_KINDS, MIN_MELD_CARDS, type MeldKind } from './melds';
import { TARGET_FOUR, TARGET_SIX } from './partnership';
import { DEALER_CARDS, STOCK_RESERVE, VORHAND_CARDS } from './rules/3-dealing';

// ------------------------------------------------------------------ card values

/** §2: the ranks in the groups the page shows them in. */
export const VALUE_GROUPS: readonly (readonly Rank[])[] = [[1], [2, 3, 4, 5, 6, 7, 8, 9], [10, 11, 12, 13]];

function valueRows(): ReferenceRow[] {
  return VALUE_GROUPS.map((ranks) => {
    const values = ranks.map((rank) => cardValue({ rank, suit: 'S' }));
    const names = ranks.length > 4 ? `${RANK_NAMES[ranks[0]]} to ${RANK_NAMES[ranks[ranks.length - 1]]}` : ranks.map((r) => RANK_NAMES[r]).join(', ');
    const same = values.every((v) => v === values[0]);
    const pips = values.every((v, i) => v === ranks[i]);
    const points = same ? counted(values[0], 'point') : pips ? `their pips (${values[0]} to ${values[values.length - 1]})` : values.join(', ');
    return { cells: [names, points], paragraphs: ['2'] };
  });
}

/** Every rank the engine has, for the test: each must be in exactly one group. */
export const ENGINE_RANKS: readonly Rank[] = RANKS;

// ------------------------------------------------------------------ melds

/** §4 with §1: what each kind of meld is, keyed by melds.ts MELD_KINDS. */
export const MELD_WORDS: Readonly<Record<MeldKind, string>> = {
  set: `${MIN_MELD_CARDS} or 4 cards of one rank.`,
  run: `${MIN_MELD_CARDS} or more cards of one suit in sequence. The Ace is low only: A-2-3 counts, Q-K-A does not.`,
};

function meldRows(): ReferenceRow[] {
  return MELD_KINDS.map((kind) => ({ cells: [kind === 'set' ? 'Set' : 'Run', wordsFor(MELD_WORDS, kind, 'meld kind')], paragraphs: kind === 'run' ? ['4', '1'] : ['4'] }));
}

// ------------------------------------------------------------------ a hand

function handRows(): ReferenceRow[] {
  return [
    { cells: ['Deal', `${VORHAND_CARDS} to the non-dealer (Vorhand), ${DEALER_CARDS} to the dealer; the rest is the stock. The loser of a hand deals the next.`], paragraphs: ['3'] },
    { cells: ['Turn', 'Vorhand starts by discarding; after that take the top discard or the top stock card, then discard one (not a card just taken from the pile).'], paragraphs: ['5'] },
    { cells: ['Knock', `Deadwood (cards in no meld) of ${KNOCK_LIMIT} or less: discard face down, lay out melds, say your deadwood. Never compulsory.`], paragraphs: ['7'] },
    { cells: ['Lay off', 'The other player lays out too and may add cards to the knocker\u2019s melds; never to a gin hand.'], paragraphs: ['8', '11'] },
    { cells: ['Drawn hand', `Stock down to ${STOCK_RESERVE} cards after a discard, no knock: nobody scores, the same dealer deals again.`], paragraphs: ['12', '6'] },
    { cells: ['Wrong count', `At a knock, each card missing from either ten-card hand counts ${MISSING_CARD_POINTS} deadwood.`], paragraphs: ['14.11', '14.12'] },
  ];
}

// ------------------------------------------------------------------ scoring a hand

interface ReasonWords {
  readonly result: string;
  readonly rule: string;
  /** The hand the example scores (scoreHand works out the points). */
  readonly example: HandEnd;
  readonly exampleText: string;
  readonly paragraphs: readonly string[];
}

/** The ways a hand scores, keyed by hand-score.ts HandReason; the examples are the rulebook's own figures. */
export const REASON_WORDS: Readonly<Record<HandReason, ReasonWords>> = {
  knock: {
    result: 'Knocker has less', rule: 'The knocker writes the difference.',
    example: { kind: 'knock', knocker: 0, knockerDeadwood: 5, opponentDeadwood: 17 }, exampleText: '5 against 17', paragraphs: ['9'],
  },
  undercut: {
    result: 'Undercut: the other has the same or less', rule: `The other player writes the difference plus the undercut bonus (${handScore.UNDERCUT_BONUS}).`,
    example: { kind: 'knock', knocker: 0, knockerDeadwood: 5, opponentDeadwood: 4 }, exampleText: '5 against 4 left after laying off', paragraphs: ['10'],
  },
  gin: {
    result: 'Gin: all ten cards in melds', rule: `The gin bonus (${handScore.GIN_BONUS}) plus all of the other player\u2019s deadwood.`,
    example: { kind: 'gin', knocker: 0, opponentDeadwood: 23 }, exampleText: 'gin against 23', paragraphs: ['11'],
  },
  'no-game': {
    result: 'No game', rule: 'Nobody writes anything.',
    example: { kind: 'no-game' }, exampleText: 'a drawn hand', paragraphs: ['12'],
  },
};

const REASON_ORDER: readonly HandReason[] = ['knock', 'undercut', 'gin', 'no-game'];

function scoringRows(): ReferenceRow[] {
  return REASON_ORDER.map((reason) => {
    const words = wordsFor(REASON_WORDS, reason, 'hand result');
    const score = scoreHand(words.example);
    return { cells: [words.result, words.rule, `${words.exampleText}: ${counted(score.points, 'point')}`], paragraphs: words.paragraphs };
  });
}

// ------------------------------------------------------------------ bonuses and the match

/** Every bonus the engine exports (a constant named `*_BONUS` in hand-score.ts or match.ts), with its value. */
export function engineBonuses(): { readonly name: string; readonly points: number }[] {
  return Object.entries({ ...handScore, ...match })
    .filter((entry): entry is [string, number] => entry[0].endsWith('_BONUS') && typeof entry[1] === 'number')
    .map(([name, points]) => ({ name, points }));
}

/** The bonuses in the site's words, keyed by the engine's constant names. */
export const BONUS_WORDS: Readonly<Record<string, { readonly bonus: string; readonly when: string; readonly paragraphs: readonly string[] }>> = {
  UNDERCUT_BONUS: { bonus: 'Undercut', when: 'for the player who undercuts the knocker, on top of the difference', paragraphs: ['10'] },
  GIN_BONUS: { bonus: 'Gin', when: 'for going gin, on top of the other\u2019s deadwood', paragraphs: ['11'] },
  BOX_BONUS: { bonus: 'Box (line)', when: 'at the end of the match, for every hand a player won', paragraphs: ['13.3'] },
  GAME_BONUS: { bonus: 'Game', when: `at the end of the match, for the player who reached ${MATCH_TARGET} first`, paragraphs: ['13.1'] },
  SHUTOUT_BONUS: { bonus: 'Shutout', when: 'at the end of the match, on top, if the other player wrote nothing at all', paragraphs: ['13.2'] },
};

const BONUS_ORDER = ['UNDERCUT_BONUS', 'GIN_BONUS', 'BOX_BONUS', 'GAME_BONUS', 'SHUTOUT_BONUS'];

function bonusRows(): ReferenceRow[] {
  const bonuses = engineBonuses().sort((a, b) => (BONUS_ORDER.indexOf(a.name) + 1 || 99) - (BONUS_ORDER.indexOf(b.name) + 1 || 99));
  return bonuses.map(({ name, points }) => {
    const words = wordsFor(BONUS_WORDS, name, 'bonus');
    return { cells: [words.bonus, counted(points, 'point'), words.when], paragraphs: words.paragraphs };
  });
}

/** The rulebook's own settlement (§13): 104 points and four hands won against 42 points and two, the first to 100 being the winner. */
export function exampleSettlement() {
  return settleTwoSides([104, 42], [4, 2], 0);
}

function matchRows(): ReferenceRow[] {
  const s = exampleSettlement();
  return [
    { cells: ['End', `The match ends as soon as a player has ${MATCH_TARGET} or more; points past ${MATCH_TARGET} count.`], paragraphs: ['13'] },
    {
      cells: ['Settling', `Hand points plus bonuses; the higher total collects the difference, and that need not be the first to ${MATCH_TARGET}. ` +
        `Example: ${s.points[0]} points and ${s.boxes[0] / match.BOX_BONUS} hands won against ${s.points[1]} and ${s.boxes[1] / match.BOX_BONUS}: ${s.totals[0]} to ${s.totals[1]}, a difference of ${s.difference}.`],
      paragraphs: ['13'],
    },
    { cells: ['Partnerships', `Four players play to ${TARGET_FOUR}, six to ${TARGET_SIX}.`], paragraphs: ['16'] },
  ];
}

export function ginRummyReference(): QuickReference {
  return {
    gameId: 'gin-rummy',
    title: 'Gin Rummy quick reference',
    description: 'Gin Rummy on one printable page: card values, melds, the knock limit, how a hand scores, every bonus and the end of the match, each with its paragraph.',
    intro: 'For two players (three, four and six on the rulebook pages). Each number links to its section of the rules.',
    tables: [
      { id: 'card-values', title: 'Card values', columns: ['Cards', 'Count'], rows: valueRows() },
      { id: 'melds', title: 'Melds', columns: ['Meld', 'What it is'], rows: meldRows() },
      { id: 'hand', title: 'A hand', columns: ['Step', 'Rule'], rows: handRows() },
      { id: 'scoring', title: 'Scoring a hand', columns: ['Result', 'Who writes what', 'Example'], rows: scoringRows() },
      { id: 'bonuses', title: 'Bonuses', columns: ['Bonus', 'Points', 'When'], rows: bonusRows() },
      { id: 'match', title: 'The match', columns: ['Step', 'Rule'], rows: matchRows() },
    ],
  };
}
