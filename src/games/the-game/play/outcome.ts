/**
 * The end of a game of The Game against the bot, in words for the end
 * screen: who won and by which paragraph (7.1 all 58 cards laid, 7.2 the
 * two cards of a turn could not be laid), and how many cards each player
 * still had to lay (breakdown.ts). A single game: there is no match around it.
 */
import type { PlayOutcome } from '../../../components/play/play-ui';
import type { TheGameState } from '../../../../engine/the-game/types';
import { resultView } from '../view-model';
import { theGameBreakdown } from './breakdown';

/** Cards a player has not laid yet: the hand and the draw pile (1.1: 58 each). */
export function cardsLeft(state: TheGameState, seat: number): number {
  const s = state.seats[seat];
  return s ? s.hand.length + s.draw.length : 0;
}

export function theGameOutcome(state: TheGameState, reader: number): PlayOutcome {
  const r = state.result;
  const view = resultView(state);
  if (!r || !view) return { heading: 'The game is not over yet.', result: null, match: null, readerWon: null, breakdowns: [] };
  const bot = state.players[1 - reader] ?? 'The bot';
  const won = r.winner === reader;
  const heading = won
    ? r.by === '7.1'
      ? 'You win: you have laid all 58 of your cards.'
      : `You win: ${bot} cannot lay the two cards a turn needs.`
    : r.by === '7.1'
      ? `${bot} wins by laying all 58 cards.`
      : 'You lose: you cannot lay the two cards your turn needs.';
  return {
    heading,
    result: { text: view.text, citations: [view.citation] },
    match: null,
    readerWon: won,
    breakdowns: [theGameBreakdown(state, reader)],
  };
}
