/**
 * Gress in the sandbox shell: its table view, its paragraphs for citation
 * links, its own play mode (simultaneous actions, typed notation, export) and
 * its engine, loaded only when the reader takes over.
 */
import type { GameUi } from '../../components/sandbox/game-ui';
import type { GressAction, GressState } from '../../../engine/gress/types';
import { GressTable } from './Table';
import { GRESS_PARAGRAPHS } from './view-model';

export const gressUi: GameUi<GressState, GressAction> = {
  id: 'gress',
  paragraphTitle: GRESS_PARAGRAPHS.title,
  Table: GressTable,
  loadGame: () => import('../../../engine/gress/game').then((m) => m.gress),
  loadPlay: () => import('./PlayArea').then((m) => m.PlayArea),
};
