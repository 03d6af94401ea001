/**
 * SENS in the sandbox shell: its table view (which is also where the reader
 * plays: tap a card, press a chip), its paragraphs for citation links, and,
 * loaded only when the reader takes over, its engine and its palette ("More
 * actions", typed actions: play-kit.tsx).
 */
import type { GameUi } from '../../components/sandbox/game-ui';
import { sensPositionLines } from './position-lines';
import type { SensAction, SensState } from '../../../engine/sens/types';
import { SENS_PARAGRAPHS } from './citations';
import { Table } from './Table';

export const sensUi: GameUi<SensState, SensAction> = {
  id: 'sens',
  paragraphTitle: SENS_PARAGRAPHS.title,
  Table,
  positionLines: (state, locale) => sensPositionLines(state, locale),
  loadGame: () => import('../../../engine/sens/index').then((m) => m.sens),
  loadPlayKit: () => import('./play-kit').then((m) => m.sensPlayKit),
  bots: 'others',
};
