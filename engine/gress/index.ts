/** The public face of the Gress engine. */
export * from './types';
export type { Frame, ScenarioSummary } from './frame';
export { gressMachine, startFrom, advance, type GressSnapshot, type GressContext } from './machine';
export { parseAction, formatAction } from './notation';
export { newGame, dealtGame, dealActions, positionFromSetup, type SetupResult } from './setup';
export { parseScenario, runScenario, summarizeScenario, initialState, type Scenario } from './scenario';
export { SECTIONS, PARAGRAPH_NUMBERS, findParagraph, paragraphAnchor, paragraphHref, permalink } from './paragraphs';
export { GRESS_BOT_LEVELS, findBotLevel, type GressBotLevel, type GressBotLevelId } from './play/levels';
