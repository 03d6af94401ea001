/**
 * The English catalogue: the reference. Its output is word for word what the
 * scenario files and tests quote, so change a sentence here only together
 * with them.
 */
import type { Catalogue, Say } from '../../core/messages';
import type { DrawParagraph, PileParam, TheGameSay, TheGameSpec } from './spec';

/** "(40 showing)": the number on the pile when the card came (1.3). */
const showing = (s: TheGameSay, pile: PileParam, top: number) => `${s.pile(pile)} (${top} showing)`;

export const en: Catalogue<TheGameSpec, TheGameSay> = {
  'refuse.noSuchSeat': ({ seat }) => `There is no player in seat ${seat}.`,
  'refuse.notYourTurn': ({ player, toMove }) => `It is ${toMove}'s turn, not ${player}'s.`,
  'refuse.notYourTurnToEnd': ({ player, toMove }) => `It is ${toMove}'s turn, not ${player}'s: only the player to move can end a turn.`,
  'refuse.noSuchCard': ({ card, lowest, highest }) => `There is no number card ${card}: they run from ${lowest} to ${highest}.`,
  'refuse.noSuchPile': () => 'There is no such pile: each player has an ascending (up) and a descending (down) pile.',
  'refuse.notInHand': ({ player, card }) => `${player} does not hold ${card}.`,
  'refuse.ownPile': ({ player, card, pile, top, why }, s) => `${player} may not lay ${card} on ${showing(s, pile, top)}: ${s.say(why)}.`,
  'refuse.onlyOneForOpponent': ({ player, opponent }) => `${player} has already laid a card on ${opponent}'s piles this turn; one is the most.`,
  'refuse.mustImprove': ({ player, card, pile, top, opponent, ownWayWouldFit }, s) =>
    `${player} may not lay ${card} on ${showing(s, pile, top)}: a card on ${opponent}'s piles must improve them, ` +
    `so it must be ${pile.row === 'up' ? 'lower' : 'higher'} than ${top}` +
    (ownWayWouldFit ? ' (the rules for one\'s own piles, backwards trick included, do not apply there)' : '') + '.',
  'refuse.tooFew': ({ player, count, minimum, drawUsedUp }, s) =>
    `${player} has laid ${s.cards(count)} this turn; a turn needs at least ${minimum} before it can end` +
    (drawUsedUp ? ', also with the draw pile used up' : '') + '.',
  'refuse.notAnAction': () => 'A player either lays one card (5.2) or ends the turn (5.4).',
  'refuse.gameOver': ({ why }, s) => `Not now: the game is over (${s.say(why)}).`,
  'why.notHigher': ({ card, top, step, trickCard }) => `${card} is not higher than ${top} (3.1) and not exactly ${step} lower (${trickCard}, the backwards trick, 3.3)`,
  'why.notLower': ({ card, top, step, trickCard }) => `${card} is not lower than ${top} (3.2) and not exactly ${step} higher (${trickCard}, the backwards trick, 3.3)`,
  'over.laidAll': ({ player, total }) => `${player} has laid all ${total} cards`,
  'over.couldNotLay': ({ player }) => `${player} could not lay two cards`,
  'over.ended': () => 'the game has ended',
  'lay.own': ({ player, card, pile, top }, s) => `${player} lays ${card} on ${showing(s, pile, top)}.`,
  'lay.trick': ({ player, card, pile, top, step, again }, s) =>
    `${player} lays ${card} on ${showing(s, pile, top)}: exactly ${step} ${pile.row === 'up' ? 'lower' : 'higher'}, the backwards trick` +
    (again ? ', which may be used again and again within a turn' : '') + '.',
  'lay.help': ({ player, card, pile, top, opponent }, s) =>
    `${player} lays ${card} on ${showing(s, pile, top)}, improving it for ${opponent}; that is ${player}'s one card on ${opponent}'s piles this turn.`,
  'turn.end': ({ player, count, own, gaveTo, draw, next }, s) =>
    `${player} ends the turn after ${s.cards(count)}, ${gaveTo === undefined ? `all on ${player}'s own piles` : `${own} on ${player}'s own piles and 1 on ${gaveTo}'s`}, ` +
    `and ${s.say(draw)}. ${next} to move.`,
  'draw.full': ({ taken, by }, s) => drawn(taken, by, s),
  'draw.short': ({ taken, due, by }, s) => `${drawn(taken, by, s)}; the draw pile had only ${s.cards(taken)} of the ${due} due`,
  'draw.none': ({ due }) => `has no draw pile left, so draws nothing instead of ${due} (play goes on without drawing)`,
  'end.won': ({ before, player, total }, s) => `${s.say(before)} That was ${player}'s last number card: all ${total} are laid, and ${player} wins at once.`,
  'end.lost': ({ before, player, winner, laid }, s) =>
    `${s.say(before)} ${laid === 0 ? `${player} cannot lay two cards this turn, in any order` : `${player} has laid ${s.cards(laid)} this turn and no card left in hand fits any pile`}` +
    `: ${player} loses at once and ${winner} wins.`,
  'describe.lay': ({ player, card, pile }, s) => `${player} lays ${card} on ${s.pile(pile)}`,
  'describe.endTurn': ({ player }) => `${player} ends the turn`,
};

/** 6.1, 6.2: what the refill drew and why that many. */
function drawn(taken: number, by: DrawParagraph, s: TheGameSay): string {
  return by === '6.1'
    ? `draws ${s.cards(taken)} (two for a turn on the own piles only)`
    : `draws ${s.cards(taken)} to refill the hand towards six (a card went to the opponent)`;
}

/** English names for piles and counts. */
export const enHelpers = (s: Say): Omit<TheGameSay, keyof Say> => ({
  pile: (pile) => `${pile.owner}'s ${pile.row === 'up' ? 'ascending' : 'descending'} pile`,
  cards: (count) => `${count} ${s.plural(count, { one: 'card', other: 'cards' })}`,
  whose: (name) => `${name}'s`,
});
