/**
 * Gress in the sandbox shell: its table view, its paragraphs for citation
 * links, and, loaded only when the reader takes over, its engine and what it
 * adds to play mode (play-kit.tsx: the palette, older links, export).
 */
import type { GameUi } from '../../components/sandbox/game-ui';
import { gressPositionLines } from './position-lines';
import type { GressAction, GressState } from '../../../engine/gress/types';
import { GressTable } from './Table';
import { GRESS_PARAGRAPHS } from './view-model';

export const gressUi: GameUi<GressState, GressAction> = {
  id: 'gress',
  paragraphTitle: GRESS_PARAGRAPHS.title,
  Table: GressTable,
  positionLines: gressPositionLines,
  loadGame: () => import('../../../engine/gress/game').then((m) => m.gress),
  loadPlayKit: () => import('./play-kit').then((m) => m.gressPlayKit),
};
