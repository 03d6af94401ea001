/**
 * The Game: Face to Face in the play-against-bots shell: the sandbox's
 * GameUi (engine, citation titles), the reader's table, whose turn it is,
 * and the end screen's words. A single game: no next hand, no score sheet;
 * the shell keeps the reader's record of games won in this browser.
 */
import type { PlayGlue } from '../../../components/play/play-ui';
import type { TheGameAction, TheGameState } from '../../../../engine/the-game/types';
import { theGameUi } from '../ui';
import { BotTable } from './BotTable';
import { theGameOutcome } from './outcome';

export const theGamePlay: PlayGlue<TheGameState, TheGameAction> = {
  ui: theGameUi,
  Table: BotTable,
  toAct: (state) => state.toMove,
  handOver: (state) => state.phase === 'over',
  outcome: theGameOutcome,
  unit: 'game',
  tallyUnit: 'game',
};
