/**
 * The Game: Face to Face in the sandbox shell: its table view (which is also
 * where the reader plays: tap a card, tap a pile), its paragraphs for citation
 * links, and its engine, loaded only when the reader takes over. Play mode is
 * the shell's PlayShell.
 */
import type { GameUi } from '../../components/sandbox/game-ui';
import { theGamePositionLines } from './position-lines';
import { findParagraph } from '../../../engine/the-game/paragraphs';
import type { TheGameAction, TheGameState } from '../../../engine/the-game/types';
import { Table } from './Table';

export const theGameUi: GameUi<TheGameState, TheGameAction> = {
  id: 'the-game',
  paragraphTitle: (number) => {
    const found = findParagraph(number);
    return found ? `${number} ${found.paragraph.title}` : null;
  },
  Table,
  positionLines: theGamePositionLines,
  loadGame: () => import('../../../engine/the-game/index').then((m) => m.theGame),
};
