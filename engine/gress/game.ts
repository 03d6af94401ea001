/**
 * Gress as a game of the platform: the `Game` object engine/core and the site
 * drive without knowing its rules. Every action goes through the statechart
 * (machine.ts), so a ruling here is the same one the sandbox and the tests get.
 */
import type { Game, Parsed } from '../core/game';
import { botChoice } from './bots';
import { GRESS_BOT_LEVELS } from './play/levels';
import { describeAction, describeMessage } from './describe';
import { say } from './messages';
import { checkExpectation, namesIn } from './expectations';
import type { Expectation } from './scenario-schema';
import { CLASSIFICATIONS, GRESS_EXPECTATIONS, GRESS_STARTS } from './scenario-schema';
import { lawfulActions } from './lawful';
import { MAX_DECKS, MAX_PLAYERS } from './limits';
import { advance, startFrom } from './machine';
import { formatAction, parseAction } from './notation';
import { SECTIONS } from './paragraphs';
import { formatPosition, parsePosition } from './position-notation';
import { dealtGame, newGame, positionFromSetup, type DealSetup, type PositionSetup, type SetupResult } from './setup';
import type { Classification, GressAction, GressRuling, GressState } from './types';

const parsed = (r: SetupResult): Parsed<GressState> => (r.ok ? { ok: true, value: r.state } : r);

/** One action through the statechart: the next state and its ruling. */
export function applyAction(state: GressState, action: GressAction): { state: GressState; ruling: GressRuling } {
  const { game, ruling } = advance(startFrom(state), action).context;
  return { state: game, ruling: ruling! };
}

export const gress: Game<GressState, GressAction, Classification> = {
  id: 'gress',
  title: 'Gress',
  seats: { min: 3, max: MAX_PLAYERS },
  sections: SECTIONS,
  packs: { min: 1, max: MAX_DECKS },
  deal: (players, seed, options) => parsed(dealtGame({ players, dealer: players[players.length - 1], seed, decks: options?.packs ?? 1 })),
  playersOf: (state) => state.players,
  isOver: (state) => state.phase === 'scored',
  apply: applyAction,
  lawfulActions,
  botChoice,
  botLevels: GRESS_BOT_LEVELS,
  parseAction: (text, players) => {
    const r = parseAction(text, players);
    return r.ok ? { ok: true, value: r.action } : r;
  },
  formatAction,
  describeAction,
  describeMessage,
  say,
  parsePosition: (text) => {
    const r = parsePosition(text);
    return r.ok ? { ok: true, value: r.state } : r;
  },
  formatPosition,
  scenarios: {
    starts: GRESS_STARTS,
    expectations: GRESS_EXPECTATIONS,
    classifications: CLASSIFICATIONS,
    start: (key, value, players) => {
      if (key === 'table') return parsed(newGame({ players, ...(value as Omit<DealSetup, 'players'>) }));
      if (key === 'deal') return parsed(dealtGame({ players, ...(value as Omit<DealSetup, 'players' | 'pack'> & { seed: number }) }));
      return parsed(positionFromSetup({ players, ...(value as Omit<PositionSetup, 'players'>) }));
    },
    check: (state, ruling, expect) => checkExpectation(state, ruling, expect as Expectation),
    namesIn: (expect) => namesIn(expect as Expectation),
  },
};
