import { describe, expect, test } from 'vitest';
import { formatCard } from '../core/cards';
import { counterexampleScenario, minimize, type Counterexample } from './fuzz-report';
import { advance, startFrom } from './machine';
import { parseScenario, runScenario } from './scenario';
import { dealtGame, newGame } from './setup';
import type { GressAction, GressState } from './types';

const PLAYERS = ['Ana', 'Ben', 'Cem', 'Dia'];

function dealt(seed: number): GressState {
  const r = dealtGame({ players: PLAYERS, dealer: 'Dia', seed, decks: 2 });
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

/** Physically possible actions in the dealt game of seed 5: a card each, a holding-hand draw, a simultaneous pair, a disqualification. */
function someActions(state: GressState): GressAction[] {
  const card = (seat: number, i: number) => formatCard(state.hands[seat][i]);
  return [
    { type: 'play', seat: 0, cards: [card(0, 0)], hand: 'action' },
    { type: 'draw', seat: 1, count: 2, hand: 'holding' },
    { type: 'simultaneous', seat: 2, actions: [{ type: 'play', seat: 2, cards: [card(2, 1)], hand: 'action' }, { type: 'draw', seat: 3, count: 1, hand: 'action' }] },
    { type: 'complain', seat: 3, against: 2, about: 'card' },
    { type: 'disqualify', seat: 1 },
    { type: 'wish', seat: 0, suit: 'hearts' },
  ];
}

function finalPhase(state: GressState, actions: readonly GressAction[]) {
  return actions.reduce(advance, startFrom(state)).context.game.phase;
}

describe('a fuzz counterexample printed as a scenario file', () => {
  test('is a valid scenario that starts from the same deal and replays the same actions', () => {
    const state = dealt(5);
    const actions = someActions(state);
    const c: Counterexample = {
      players: PLAYERS, start: { kind: 'deal', dealer: 3, seed: 5, decks: 2 }, actions, botActions: 2,
      violation: { step: actions.length, property: 'cards conserved', paragraph: '1.4', detail: 'card counts changed: 9H: 1 -> 0' },
      phase: finalPhase(state, actions), notes: ['Reproduce: GRESS_FUZZ_SEED=7'],
    };
    const { id, yaml } = counterexampleScenario(c);
    expect(id).toBe('1.4-fuzz-cards-conserved');
    const parsed = parseScenario(yaml, `${id}.yaml`);
    if (!parsed.ok) throw new Error(`${parsed.error}\n${yaml}`);
    expect(parsed.scenario.data.deal).toEqual({ dealer: 'Dia', seed: 5, decks: 2 });
    expect(parsed.scenario.actions).toEqual(actions);
    const run = runScenario(parsed.scenario);
    expect(run.failures).toEqual([]);
    // The scenario's start is exactly setup.ts's dealtGame, so its frames are the fuzzer's states.
    expect(run.frames[0].state).toEqual(state);
    expect(run.frames.at(-1)!.state).toEqual(actions.reduce(advance, startFrom(state)).context.game);
  });

  test('states the violated property in comments and marks where the bot stopped and where it broke', () => {
    const state = dealt(5);
    const actions = someActions(state);
    const { yaml } = counterexampleScenario({
      players: PLAYERS, start: { kind: 'deal', dealer: 3, seed: 5, decks: 2 }, actions, botActions: 2,
      violation: { step: 4, property: 'exactly one player to move', paragraph: '4.1', detail: 'toMove is 7 with 4 players\nsecond line' },
      phase: 'running', notes: ['Reproduce: GRESS_FUZZ_SEED=7'],
    });
    const lines = yaml.split('\n');
    expect(lines[0]).toMatch(/^# Counterexample found by engine\/gress\/fuzz\.test\.ts/);
    expect(yaml).toContain('# Violated after step 4 (Dia complain Cem card): exactly one player to move (4.1).');
    expect(yaml).toContain('# Reproduce: GRESS_FUZZ_SEED=7');
    expect(yaml).toContain('  # VIOLATED after step 4 (Dia complain Cem card): exactly one player to move (4.1)\n  # toMove is 7 with 4 players\n  # second line\n');
    // Steps after the failing one are left out; the bot's last step and the failing step are explained.
    expect(lines.filter((l) => l.startsWith('  - do: '))).toEqual([
      `  - do: Ana play ${formatCard(state.hands[0][0])}`,
      '  - do: Ben draw 2 with holding hand',
      expect.stringMatching(/^ {2}- do: Cem play \S+ & Dia draw$/),
      '  - do: Dia complain Cem card',
    ]);
    expect(yaml).toContain('    says: "Last lawful bot action: the position the fuzzer starts from."');
    expect(yaml).toContain('    says: "Violates: exactly one player to move (4.1)."');
    const parsed = parseScenario(yaml, '4.1-fuzz-exactly-one-player-to-move.yaml');
    expect(parsed.ok || parsed.error).toBe(true);
  });

  test('a table start (before the deal) is written as `table`, and an unknown paragraph falls back to 4.3', () => {
    const fresh = newGame({ players: ['Ana', 'Ben', 'Cem'], dealer: 'Ben' });
    if (!fresh.ok) throw new Error(fresh.error);
    const actions: GressAction[] = [{ type: 'shuffle', seat: 1, seed: 3 }, { type: 'play', seat: 0, cards: ['7H'], hand: 'holding' }];
    const { id, yaml } = counterexampleScenario({
      players: ['Ana', 'Ben', 'Cem'], start: { kind: 'table', dealer: 1, decks: 1 }, actions,
      violation: { step: 2, property: 'Never throws!', paragraph: 'contract', detail: 'TypeError: x' }, phase: finalPhase(fresh.state, actions),
    });
    expect(id).toBe('4.3-fuzz-never-throws');
    expect(yaml).toContain('table: {dealer: Ben, decks: 1}');
    const parsed = parseScenario(yaml, `${id}.yaml`);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.scenario.actions).toEqual(actions);
    expect(runScenario(parsed.scenario).failures).toEqual([]);
  });
});

describe('minimize (ddmin on a failing list)', () => {
  test('keeps exactly what the failure needs, in order', () => {
    const items = Array.from({ length: 40 }, (_, i) => i);
    let calls = 0;
    const out = minimize(items, (c) => (calls++, c.includes(3) && c.includes(17) && c.includes(31)));
    expect(out).toEqual([3, 17, 31]);
    expect(calls).toBeLessThan(200);
  });

  test('finds an order-dependent failure and stays 1-minimal', () => {
    // Fails when some 5 comes after some 2 (as a play can only be complained about after it was made).
    const items = [9, 5, 2, 8, 2, 5, 1];
    const fails = (c: readonly number[]) => c.indexOf(2) !== -1 && c.lastIndexOf(5) > c.indexOf(2);
    const out = minimize(items, fails);
    expect(out).toEqual([2, 5]);
    for (let i = 0; i < out.length; i++) expect(fails([...out.slice(0, i), ...out.slice(i + 1)])).toBe(false);
  });

  test('stops after its budget of calls and returns a list that still fails', () => {
    const items = Array.from({ length: 100 }, (_, i) => i);
    let calls = 0;
    const out = minimize(items, (c) => (calls++, c.includes(50)), 5);
    expect(calls).toBe(5);
    expect(out).toContain(50);
  });
});
