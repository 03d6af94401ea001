/**
 * The public face of the Gin Rummy engine: the `Game` object engine/core and
 * the site use (the two-player hand and match, §1-§14), and the pieces for
 * tests and tools.
 */
import type { Game } from '../core/game';
import { BOT_LEVELS, DEFAULT_LEVEL, botChoice } from './bots';
import { describeAction, describeMessage } from './describe';
import { lawfulActions } from './lawful';
import { say } from './messages';
import { applyRule, toRuling } from './machine';
import { formatAction, formatPosition, parseAction, parsePosition } from './notation';
import { SECTIONS } from './paragraphs';
import { checkScenario, CLASSIFICATIONS, GIN_EXPECTATIONS, GIN_STARTS, namesInScenario, startScenario } from './scenario-support';
import { dealMatch } from './setup';
import type { Classification, GinAction, GinState } from './types';

export * from './types';
export { applyRule, toRuling } from './machine';
export { parseAction, formatAction, parsePosition, formatPosition } from './notation';
export { dealMatch, positionFromSetup, type PositionSetup } from './setup';
export { lawfulActions } from './lawful';
export { say, sayEnglish, type GinMessage } from './messages';
export { describeMessage } from './describe';
export { botChoice, BOT_LEVELS } from './bots';
export { checkPositionSense, positionNonsense } from './position-sense';
export { SECTIONS, PARAGRAPH_NUMBERS, ENGINE_PARAGRAPHS, findParagraph } from './paragraphs';

export const ginRummy: Game<GinState, GinAction, Classification> = {
  id: 'gin-rummy',
  title: 'Gin Rummy',
  seats: { min: 2, max: 2 },
  sections: SECTIONS,
  deal: (players, seed) => dealMatch(players, seed),
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
  describeAction: (action, players) => describeAction(action, players),
  describeMessage,
  say,
  parsePosition,
  formatPosition,
  scenarios: {
    starts: GIN_STARTS,
    expectations: GIN_EXPECTATIONS,
    classifications: CLASSIFICATIONS,
    start: startScenario,
    check: checkScenario,
    namesIn: namesInScenario,
  },
};
