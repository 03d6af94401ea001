import { parse as parseYaml } from 'yaml';
import { describe, expect, test } from 'vitest';
import { prng } from '../core/prng';
import { exportScenario, positionSetupOf } from './export-scenario';
import { lawfulActions, seemsFounded } from './lawful';
import { advance, startFrom } from './machine';
import { parseAction } from './notation';
import { parseScenario, runScenario } from './scenario';
import { dealtGame } from './setup';
import { act, position } from './test-helpers';
import type { GressAction, GressState } from './types';

const actions = (state: GressState, texts: string[]): GressAction[] =>
  texts.map((t) => {
    const r = parseAction(t, state.players);
    if (!r.ok) throw new Error(r.error);
    return r.action;
  });

/** Exports, then reads and runs the scenario as the test suite and CLI would. */
function exportAndRun(start: Parameters<typeof exportScenario>[0], list: readonly GressAction[], options = {}) {
  const out = exportScenario(start, list, options);
  if (!out.ok) throw new Error(out.error);
  const parsed = parseScenario(out.text, `content/gress/scenarios/${out.file}`);
  if (!parsed.ok) throw new Error(parsed.error);
  return { out, run: runScenario(parsed.scenario) };
}

describe('exported scenarios parse and pass', () => {
  const start = position({
    hands: { Ana: ['7C', 'KC', 'AS'], Ben: ['QH', '8D'], Cem: ['9D', 'JS'], Dia: ['AD'] }, markes: { Ana: 'TH', Dia: '7H' },
    playPile: ['QC'], toMove: 'Ana',
  });

  test('a King debt followed by a draw (5.2, 4.12)', () => {
    const list = actions(start, ['Ana play KC', 'Ben draw 2', 'Ben play QH']);
    const { out, run } = exportAndRun(start, list, { paragraphs: ['5.2'], title: 'A King makes the next player draw two' });
    expect(run.failures).toEqual([]);
    expect(out.file).toBe('5.2-shared-position.yaml');
    const data = parseYaml(out.text);
    expect(data.steps.map((s: { do: string }) => s.do)).toEqual(['Ana play KC', 'Ben draw 2', 'Ben play QH']);
    expect(data.expect).toMatchObject({ phase: 'running', handSizes: { Ana: 2, Ben: 3 }, debts: { Ben: 0 } });
    expect(data.expect.toMove).toBeTypeOf('string');
  });

  test('a foul and a complaint, with default paragraphs taken from the last ruling', () => {
    const list = actions(start, ['Cem play JS', 'Ana complain Cem card']);
    const { run } = exportAndRun(start, list);
    expect(run.failures).toEqual([]);
  });

  test('games of lawful bots, exported from the seeded deal and from the position halfway', () => {
    let exported = 0;
    for (let seed = 0; seed < 40; seed++) {
      const dealt = dealtGame({ players: ['Ana', 'Ben', 'Cem'], dealer: 'Ana', seed, decks: 1 + (seed % 2) });
      if (!dealt.ok) throw new Error(dealt.error);
      const next = prng(seed);
      let snapshot = startFrom(dealt.state);
      const played: GressAction[] = [];
      for (let i = 0; i < 30; i++) {
        const state = snapshot.context.game;
        const options = state.players.flatMap((_, s) => lawfulActions(state, s)).filter((a) => seemsFounded(state, a));
        if (options.length === 0) break;
        const a = options[Math.floor(next() * options.length)];
        played.push(a);
        snapshot = advance(snapshot, a);
      }
      // From the deal: every later position (windows, halts) lies inside the steps.
      const fromDeal = exportAndRun({ players: ['Ana', 'Ben', 'Cem'], dealer: 'Ana', seed, decks: 1 + (seed % 2) }, played);
      expect(fromDeal.run.failures).toEqual([]);
      // From the position halfway, when a scenario position can describe it.
      let mid = startFrom(dealt.state);
      const half = Math.floor(played.length / 2);
      for (const a of played.slice(0, half)) mid = advance(mid, a);
      if (positionSetupOf(mid.context.game).ok) {
        const { run } = exportAndRun(mid.context.game, played.slice(half));
        expect(run.failures).toEqual([]);
        exported++;
      }
    }
    expect(exported).toBeGreaterThanOrEqual(5); // 6 of 40 with these seeds: mid-game positions often have open windows
  });

  test('a start a scenario position cannot describe is refused with the reason', () => {
    const halted = act(position({ hands: { Ana: ['7C'], Ben: ['8C'], Cem: ['9C'], Dia: ['TC'] }, playPile: ['QC'], drawPile: [], toMove: 'Ana' }), 'Ana halt').state;
    const r = positionSetupOf(halted);
    expect(r.ok).toBe(false);
    expect(exportScenario(halted, [])).toEqual({ ok: false, error: expect.stringContaining('cannot be written as a scenario position') });
    const dealing = exportScenario({ ...start, phase: 'dealing' }, []);
    expect(dealing).toEqual({ ok: false, error: expect.stringContaining('the game is dealing, not running') });
  });

  test('bad ids and paragraphs are refused', () => {
    expect(exportScenario(start, [], { paragraphs: ['99.9'] })).toEqual({ ok: false, error: 'paragraphs: 99.9 is not a paragraph of the rules' });
    expect(exportScenario(start, [], { paragraphs: ['4.1'], id: 'Shared' })).toEqual({ ok: false, error: expect.stringContaining('id "Shared"') });
  });
});
