/**
 * Gin Rummy in the sandbox shell: its table view (which is also where the
 * reader plays: tap a card, the stock, the discard pile), its paragraphs for
 * citation links, and, loaded only when the reader takes over, its engine and
 * its palette ("More actions", typed actions: play-kit.tsx).
 */
import type { GameUi } from '../../components/sandbox/game-ui';
import { ginPositionLines } from './position-lines';
import type { GinAction, GinState } from '../../../engine/gin-rummy/types';
import { GIN_PARAGRAPHS } from './citations';
import { Table } from './Table';

export const ginRummyUi: GameUi<GinState, GinAction> = {
  id: 'gin-rummy',
  paragraphTitle: GIN_PARAGRAPHS.title,
  Table,
  positionLines: ginPositionLines,
  loadGame: () => import('../../../engine/gin-rummy/index').then((m) => m.ginRummy),
  loadPlayKit: () => import('./play-kit').then((m) => m.ginPlayKit),
};
