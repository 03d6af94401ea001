/** Hand-built Gin Rummy positions for the view tests: the rulebook's undercut (§10), a gin (§11), an irregular knock (§14.7) and a settled match (§13). */
import { ginRummy } from '../../../engine/gin-rummy/index';
import { dealMatch, positionFromSetup, type PositionSetup } from '../../../engine/gin-rummy/setup';
import type { GinState } from '../../../engine/gin-rummy/types';

const PLAYERS = ['Ana', 'Ben'];

function setUp(setup: Omit<PositionSetup, 'players'>): GinState {
  const r = positionFromSetup({ players: PLAYERS, ...setup });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** Plays actions in the notation; each must be ruled as `expected`. */
export function play(state: GinState, lines: readonly string[], expected: 'lawful' | 'irregular' = 'lawful'): GinState {
  let s = state;
  for (const line of lines) {
    const a = ginRummy.parseAction(line, s.players);
    if (!a.ok) throw new Error(a.error);
    const applied = ginRummy.apply(s, a.value);
    if (applied.ruling.classification !== expected && applied.ruling.classification !== 'lawful') throw new Error(`${line}: ${applied.ruling.summary}`);
    s = applied.state;
  }
  return s;
}

/** A new match from seed 1: Ben deals, Ana (Vorhand) opens holding eleven. */
export function fresh(): GinState {
  const r = dealMatch(PLAYERS, 1);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** The rulebook's undercut of §10 (5 against 12, 8 laid off) before the knock: Ana holds eleven after drawing. */
export const undercutStart = setUp({
  dealer: 'Ben',
  phase: 'discard',
  turn: 'Ana',
  hands: { Ana: ['2C', '3C', '4C', '8D', '8H', '8S', 'JS', 'QS', 'KS', '5D', 'KC'], Ben: ['7H', '7D', '7C', '7S', '9H', 'TH', 'JH', 'QH', '8C', '4H'] },
});
/** Ana has knocked with 5; Ben to lay out. */
export const undercutKnocked = play(undercutStart, ['Ana knock KC melds 2C3C4C 8D8H8S JSQSKS']);
/** Ben laid off 8C and has 4: undercut. */
export const undercutScored = play(undercutKnocked, ['Ben layout melds 7H7D7C7S 9HTHJHQH off 8C>2']);

/** Scenario 11-gin before the gin. */
export const ginStart = setUp({
  dealer: 'Ben',
  phase: 'discard',
  turn: 'Ana',
  hands: { Ana: ['2C', '3C', '4C', '5C', '8D', '8H', '8S', 'JS', 'QS', 'KS', 'KC'], Ben: ['7H', '7D', '7S', '9H', 'TH', 'JH', '6C', '8C', 'AD', '4S'] },
});
export const ginScored = play(ginStart, ['Ana gin KC melds 2C3C4C5C 8D8H8S JSQSKS', 'Ben layout melds 7H7D7S 9HTHJH']);

/** Scenario 14.7-sent-back: Ana knocks with 20, an irregular knock waiting for Ben's answer. */
export const irregularKnock = play(
  setUp({
    dealer: 'Ben',
    phase: 'discard',
    turn: 'Ana',
    hands: { Ana: ['3C', '4C', '5C', '6C', '6D', '6H', '9S', 'TS', 'JS', '2D', 'KH'], Ben: ['7H', '7D', '7S', '7C', '9H', '9D', '9C', 'KD', 'QC', 'TH'] },
  }),
  ['Ana knock KH melds 3C4C5C 9STSJS'],
  'irregular',
);

/** Scenario 13-the-rulebooks-settlement played out: Ana reaches 104, the match is settled. */
export const settled = play(
  setUp({
    dealer: 'Ben',
    phase: 'discard',
    turn: 'Ana',
    ledger: ['Ana+23', 'Ana+27', 'Ben+32', 'Ana+35', 'Ben+10'],
    hands: { Ana: ['2C', '3C', '4C', '8D', '8H', '8S', 'JS', 'QS', 'KS', '5D', 'KC'], Ben: ['7H', '7D', '7C', '9H', 'TH', 'JH', '6S', '5H', '4S', '9D'] },
  }),
  ['Ana knock KC melds 2C3C4C 8D8H8S JSQSKS', 'Ben layout melds 7H7D7C 9HTHJH'],
);
