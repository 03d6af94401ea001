/**
 * The end of a game of The Game, player by player: the cards each still had
 * to lay, in hand and in the draw pile (of the 58 each began with, 1.1,
 * 2.2, 2.3). The Game keeps no points: the count of cards left is what tells
 * how close the loser came (7.1, 7.2). Read from the engine's state.
 */
import type { Breakdown, ScoreColumn } from '../../../components/play/play-ui';
import type { TheGameState } from '../../../../engine/the-game/types';
import { theGameCitation } from '../view-model';

const cards = (n: number) => `${n === 1 ? 'card' : 'cards'}`;

export function theGameBreakdown(state: TheGameState, reader: number): Breakdown {
  const columns: ScoreColumn[] = state.seats.map((s, seat) => ({
    who: seat === reader ? `${state.players[seat]} (you)` : state.players[seat],
    reader: seat === reader,
    cells: {
      hand: { points: s.hand.length, detail: cards(s.hand.length) },
      draw: { points: s.draw.length, detail: cards(s.draw.length) },
    },
    total: s.hand.length + s.draw.length,
  }));
  return {
    caption: 'Cards each player still had to lay',
    parts: [
      { key: 'hand', label: 'In hand', citations: [theGameCitation('2.3')] },
      { key: 'draw', label: 'In the draw pile', citations: [theGameCitation('2.2')] },
    ],
    total: { label: 'Still to lay, of 58', citations: [theGameCitation('1.1'), theGameCitation('7.1')] },
    columns,
    note: null,
  };
}
