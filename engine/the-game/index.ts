/**
 * The public face of the engine for "The Game: Face to Face": the `Game`
 * object engine/core and the site use, and the pieces for tests and tools.
 */
import type { Game } from '../core/game';
import { BOT_LEVELS, DEFAULT_LEVEL, botChoice } from './bots';
import { describeAction, describeMessage } from './describe';
import { lawfulActions } from './lawful';
import { applyRule, toRuling } from './machine';
import { say } from './messages';
import { formatAction, formatPosition, parseAction, parsePosition } from './notation';
import { SECTIONS } from './paragraphs';
import { dealGame } from './setup';
import { checkScenario, CLASSIFICATIONS, namesInScenario, startScenario, THE_GAME_EXPECTATIONS, THE_GAME_STARTS } from './scenario-support';
import type { Classification, TheGameAction, TheGameState } from './types';

export * from './types';
export { theGameMachine, startFrom, advance, applyRule, type TheGameSnapshot, type TheGameContext } from './machine';
export { parseAction, formatAction, parsePosition, formatPosition } from './notation';
export { dealGame, positionFromSetup, type PositionSetup, type SeatSetup, type PileEntry } from './setup';
export { lawfulActions } from './lawful';
export { botChoice, chooseFromView, BOT_LEVELS } from './bots';
export { checkPositionSense } from './position-sense';
export { SECTIONS, PARAGRAPH_NUMBERS, findParagraph } from './paragraphs';
export { say, CATALOGUES, type TheGameMessage, type TheGameSpec } from './messages';
export { describeMessage } from './describe';

export const theGame: Game<TheGameState, TheGameAction, Classification> = {
  id: 'the-game',
  title: 'The Game: Face to Face',
  seats: { min: 2, max: 2 },
  sections: SECTIONS,
  deal: dealGame,
  playersOf: (state) => state.players,
  isOver: (state) => state.phase === 'over',
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
    starts: THE_GAME_STARTS,
    expectations: THE_GAME_EXPECTATIONS,
    classifications: CLASSIFICATIONS,
    start: startScenario,
    check: checkScenario,
    namesIn: namesInScenario,
  },
};
