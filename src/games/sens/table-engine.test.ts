/**
 * The table against the real engine: a whole match played by the engine's
 * bot, and at every position the view is built in play mode with the
 * engine's own lawful actions. Whatever the rules allow any seat must be
 * reachable from the table (a tapped card or a chip) or from "More actions",
 * and everything the table marks lawful must be what the engine lists.
 */
import { describe, expect, it } from 'vitest';
import { prng } from '../../../engine/core/prng';
import { sens } from '../../../engine/sens/index';
import type { SensAction, SensState } from '../../../engine/sens/types';
import { actionKey, listed } from './action-words';
import { moreActions } from './more-actions';
import { sensPositionLines } from './position-lines';
import { tableView } from './view-model';
import { SEATS } from './words';

/** The positions of a bot-played match from `seed`, at most `limit` actions. */
function positions(seed: number, limit: number): SensState[] {
  const dealt = sens.deal(['Ana', 'Ben', 'Cleo', 'Dan'], seed);
  if (!dealt.ok) throw new Error(dealt.error);
  const random = prng(seed);
  const out = [dealt.value];
  let state = dealt.value;
  for (let i = 0; i < limit && !sens.isOver(state); i++) {
    const action = sens.botChoice(state, random);
    if (!action) break;
    const applied = sens.apply(state, action);
    expect(applied.ruling.lawful, applied.ruling.summary).toBe(true);
    state = applied.state;
    out.push(state);
  }
  return out;
}

describe('the table in play mode, against the engine', () => {
  const states = [...positions(3, 400), ...positions(11, 160)];

  it('plays long enough to see every phase of a deal', () => {
    const phases = new Set(states.map((s) => s.phase));
    for (const p of ['bidding', 'taken', 'play', 'deal-over']) expect(phases.has(p as SensState['phase'])).toBe(true);
  });

  it('offers every lawful action of every seat, on the table or under More actions, and marks nothing lawful the engine does not list', () => {
    for (const state of states) {
      const lawfulOf = (seat: number) => sens.lawfulActions(state, seat);
      const view = tableView({ state, showHands: false, lawfulOf });
      if (sens.isOver(state)) continue;
      const shown: SensAction[] = [];
      const marked: SensAction[] = [];
      const play = view.play!;
      for (const c of play.hand) if (c.play) (c.play.lawful ? marked : shown).push(c.play.action);
      for (const b of [...play.chips, ...play.others]) (b.lawful ? marked : shown).push(b.action);
      const more = moreActions({ state, lawfulOf, format: (a) => sens.formatAction(a, state.players), describe: (a) => sens.formatAction(a, state.players) });
      for (const m of more) (m.lawful ? marked : shown).push(m.action);
      for (const a of marked) expect(listed(lawfulOf(a.seat), a), `${sens.formatAction(a, state.players)} marked lawful`).toBe(true);
      // Vorlauf is called for a side (10.3): one chip per side stands for both partners.
      const key = (a: SensAction) => (a.type === 'vorlauf' ? `side ${a.seat % 2}: vorlauf` : actionKey(a));
      const offered = new Set(marked.map(key));
      for (const seat of SEATS) for (const a of lawfulOf(seat)) expect(offered.has(key(a)), `${sens.formatAction(a, state.players)} in ${sens.formatPosition(state)}`).toBe(true);
    }
  });

  it('has words for every position, and the latest card\'s duty agrees with the engine\'s fouls', () => {
    for (const state of states) {
      expect(sensPositionLines(state).length).toBeGreaterThanOrEqual(5);
      const view = tableView({ state, showHands: true });
      if (view.trick?.latest) expect(view.trick.latest.foul).toBe(false);
    }
  });
});
