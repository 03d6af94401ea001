/**
 * The quick reference of The Game: Face to Face (/the-game/reference/), built
 * from the engine's own numbers (rules/1-material.ts, 2-setup.ts,
 * 3-own-piles.ts, 4-opponent.ts, 5-turn.ts, 6-drawing.ts) and its kinds of
 * lay (the classifications of a ruling). The words are the site's own, keyed
 * by those kinds: a kind the engine gains without words here makes building
 * the page fail, and reference.test.ts checks that every paragraph of the
 * game is on the page.
 */
import { counted, wordsFor, type QuickReference, type ReferenceRow } from '../core/reference';
import { CARDS_PER_PLAYER, HIGHEST, LOWEST, ROW_CARD, SEATS } from './rules/1-material';
import { HAND_SIZE } from './rules/2-setup';
import { BACKWARDS_STEP } from './rules/3-own-piles';
import { MAX_ON_OPPONENT } from './rules/4-opponent';
import { MINIMUM } from './rules/5-turn';
import { DRAW_AFTER_OWN_TURN } from './rules/6-drawing';
import { CLASSIFICATIONS } from './scenario-support';
import type { Classification } from './types';

/** The kinds of lawful action the engine rules on: every kind but a refusal. */
export type PlayKind = Exclude<Classification, 'refused'>;

export function enginePlayKinds(): PlayKind[] {
  return CLASSIFICATIONS.filter((c): c is PlayKind => c !== 'refused');
}

type Rows = readonly { readonly where: string; readonly rule: string; readonly paragraphs: readonly string[] }[];

/** What may be laid where, and what ends a turn, keyed by the engine's classification of the action. */
export const PLAY_WORDS: Readonly<Record<PlayKind, Rows>> = {
  lay: [
    { where: 'Your ascending pile', rule: 'Higher than the card showing; any gap.', paragraphs: ['3.1'] },
    { where: 'Your descending pile', rule: 'Lower than the card showing; any gap.', paragraphs: ['3.2'] },
  ],
  trick: [
    {
      where: 'Backwards trick (your piles only)',
      rule: `Exactly ${BACKWARDS_STEP} lower on your ascending pile, exactly ${BACKWARDS_STEP} higher on your descending one; as often as you like in a turn.`,
      paragraphs: ['3.3', '3.4'],
    },
  ],
  help: [
    {
      where: 'Your opponent\u2019s piles',
      rule: `At most ${counted(MAX_ON_OPPONENT, 'card')} a turn, and it must help them: lower than their ascending pile shows, higher than their descending one. No backwards trick there.`,
      paragraphs: ['4.1', '4.2'],
    },
  ],
  endTurn: [
    {
      where: 'Ending the turn',
      rule: `At least ${MINIMUM} cards, laid one at a time on any piles in any order, then say you are done; the minimum holds with an empty draw pile too.`,
      paragraphs: ['5.1', '5.2', '5.3', '5.4'],
    },
  ],
};

function playRows(): ReferenceRow[] {
  return enginePlayKinds().flatMap((kind) => wordsFor(PLAY_WORDS, kind, 'kind of play').map((r) => ({ cells: [r.where, r.rule], paragraphs: r.paragraphs })));
}

function setUpRows(): ReferenceRow[] {
  return [
    { cells: ['Players', `${SEATS}, each with a colour of their own`], paragraphs: ['1.1'] },
    { cells: ['Number cards', `${LOWEST} to ${HIGHEST}: ${CARDS_PER_PLAYER} each`], paragraphs: ['1.1'] },
    { cells: ['Row cards', `ascending from ${ROW_CARD.up}, descending from ${ROW_CARD.down}; only the top card of a pile counts`], paragraphs: ['1.2', '1.3', '2.1'] },
    { cells: ['Draw pile', `your own ${CARDS_PER_PLAYER} cards, shuffled, face down`], paragraphs: ['2.2'] },
    { cells: ['Hand', `${HAND_SIZE} cards from your own draw pile`], paragraphs: ['2.3'] },
    { cells: ['First player', 'by lot'], paragraphs: ['2.4'] },
  ];
}

function drawRows(): ReferenceRow[] {
  return [
    { cells: ['Only your own piles used', `Draw ${DRAW_AFTER_OWN_TURN}, however many you laid.`], paragraphs: ['6.1'] },
    { cells: ['A card on the opponent\u2019s piles', `Draw back up to ${HAND_SIZE} in hand.`], paragraphs: ['6.2'] },
    { cells: ['Draw pile used up', 'Play on without drawing.'], paragraphs: ['7.3'] },
  ];
}

function endRows(): ReferenceRow[] {
  return [
    { cells: ['Win', `Lay your last of the ${CARDS_PER_PLAYER} number cards: the game ends at once.`], paragraphs: ['7.1'] },
    {
      cells: ['Loss', `Unable to complete the ${MINIMUM} cards of a turn: you lose at once. This site checks it at the start of your turn, looking ahead: one fitting card that leaves nothing to follow is not enough.`],
      paragraphs: ['7.2', '5.3'],
    },
  ];
}

export function theGameReference(): QuickReference {
  return {
    gameId: 'the-game',
    title: 'The Game: Face to Face quick reference',
    description: 'The Game: Face to Face on one printable page: the set-up, what may go on which pile, the backwards trick, drawing and the end, each with its paragraph.',
    intro: 'Two players race to lay all their number cards on their own two piles, helping the opponent with at most one card a turn. Numbers link to their paragraphs.',
    tables: [
      { id: 'set-up', title: 'Set-up', columns: ['What', 'How many'], rows: setUpRows() },
      { id: 'where', title: 'Where a card may go', columns: ['Pile', 'Rule'], rows: playRows() },
      { id: 'drawing', title: 'Drawing at the end of a turn', columns: ['The turn', 'Then'], rows: drawRows() },
      { id: 'end', title: 'End of the game', columns: ['Result', 'When'], rows: endRows() },
    ],
  };
}
