/**
 * The public face of the SENS engine: the `Game` object engine/core and the
 * site use (the four-player partnership game and its match to 500), and the
 * pieces for tests, tools and the table view.
 */
import type { Game } from '../core/game';
import { BOT_LEVELS, DEFAULT_LEVEL, botChoice } from './bots';
import { describeAction, describeMessage } from './describe';
import { say } from './messages';
import { lawfulActions } from './lawful';
import { applyRule, toRuling } from './machine';
import { formatAction, formatPosition, parseAction, parsePosition } from './notation';
import { SECTIONS } from './paragraphs';
import { checkScenario, CLASSIFICATIONS, namesInScenario, SENS_EXPECTATIONS, SENS_STARTS, startScenario } from './scenario-support';
import { dealMatch } from './setup';
import { SENS_TABLE_OPTIONS, tableOptionsFrom } from './table-options';
import type { Classification, SensAction, SensState } from './types';

export * from './types';
export { applyRule, toRuling } from './machine';
export { parseAction, formatAction, parsePosition, formatPosition } from './notation';
export { dealMatch, positionFromSetup, parseSideName, type PositionSetup } from './setup';
export { lawfulActions } from './lawful';
export { botChoice, BOT_LEVELS } from './bots';
export { describeAction, describeMessage } from './describe';
export { say, CATALOGUES, type SensMessage, type SensSpec } from './messages';
export { checkPositionSense, positionNonsense } from './position-sense';
export { SECTIONS, PARAGRAPH_NUMBERS, findParagraph } from './paragraphs';
export { seenByDealer } from './rules/4-dealing';
export { leaderOf, sideOf, vorhandOf, cutterOf } from './rules/1-seats';
export { meldPointsNow } from './rules/12-counting';
export { openFoul, standingFouls } from './rules/1-irregularities';

export const sens: Game<SensState, SensAction, Classification> = {
  id: 'sens',
  title: 'SENS',
  seats: { min: 4, max: 4 },
  sections: SECTIONS,
  tableOptions: SENS_TABLE_OPTIONS,
  deal: (players, seed, options) => {
    const table = tableOptionsFrom(options?.table);
    return table.ok ? dealMatch(players, seed, table.value) : table;
  },
  playersOf: (state) => state.players,
  isOver: (state) => state.phase === 'match-over',
  apply: (state, action) => {
    const outcome = applyRule(state, action);
    return { state: outcome.state, ruling: toRuling(outcome, action, state.players) };
  },
  lawfulActions,
  botChoice,
  botLevels: BOT_LEVELS,
  defaultBotLevel: DEFAULT_LEVEL,
  parseAction,
  formatAction,
  describeAction,
  describeMessage,
  say,
  parsePosition,
  formatPosition,
  scenarios: {
    starts: SENS_STARTS,
    expectations: SENS_EXPECTATIONS,
    classifications: CLASSIFICATIONS,
    start: startScenario,
    check: checkScenario,
    namesIn: namesInScenario,
  },
};
