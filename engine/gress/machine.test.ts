import { describe, expect, test } from 'vitest';
import { formatCard } from '../core/cards';
import { prng } from '../core/prng';
import { advance, gressMachine, startFrom, type GressSnapshot } from './machine';
import { allCards } from './rules/2-table';
import { dealtGame, newGame } from './setup';
import { actAll, position } from './test-helpers';
import type { GressAction, GressState } from './types';

function fresh(): GressState {
  const r = newGame({ players: ['Ana', 'Ben', 'Cem'], dealer: 'Cem' });
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

describe('the statechart', () => {
  test('its state always matches the game phase', () => {
    let snap = startFrom(fresh());
    expect(snap.value).toBe('dealing');
    const deal: GressAction[] = [
      { type: 'shuffle', seat: 2, seed: 1 }, { type: 'dealHands', seat: 2 }, { type: 'dealMarkes', seat: 2 }, { type: 'buildDrawPile', seat: 2 },
    ];
    for (const a of deal) snap = advance(snap, a);
    expect(snap.value).toBe('ready');
    for (const seat of [0, 1, 2]) snap = advance(snap, { type: 'pickUpHand', seat, hand: 'action' });
    snap = advance(snap, { type: 'peek', seat: 2, hand: 'action' });
    snap = advance(snap, { type: 'open', seat: 2, hand: 'action' });
    expect(snap.value).toBe('running');
    expect(snap.context.game.phase).toBe('running');
  });

  test('a phase refuses actions it does not accept, citing why, and changes nothing', () => {
    const snap = startFrom(fresh());
    const next = advance(snap, { type: 'draw', seat: 0, count: 1, hand: 'action' });
    expect(next.context.ruling).toMatchObject({ classification: 'refused', lawful: false, citations: ['3.1', '3.7'] });
    expect(next.context.game).toEqual(snap.context.game);
    expect(next.context.ruling?.action).toBe('Ana draw');
  });

  test('a snapshot survives a JSON round trip and restores to an identical state', () => {
    const r = dealtGame({ players: ['Ana', 'Ben', 'Cem', 'Dia'], dealer: 'Dia', seed: 9 });
    if (!r.ok) throw new Error(r.error);
    const snap = startFrom(r.state);
    const persisted = gressMachine.getPersistedSnapshot(snap);
    const restored = gressMachine.resolveState(JSON.parse(JSON.stringify(persisted)));
    expect(restored.context).toEqual(snap.context);
    expect(restored.value).toEqual(snap.value);
  });
});

/** A random physically possible action: any player plays any card of theirs, or takes from the draw pile. */
function randomAction(state: GressState, next: () => number): GressAction {
  const seat = Math.floor(next() * state.players.length);
  const hand = state.hands[seat];
  const r = next();
  if (state.phase === 'halted') return { type: 'reshuffle', seat: state.halt!.by, seed: Math.floor(next() * 1e6) };
  if (state.drawPile.length === 0 && r < 0.3) return { type: 'haltForReshuffle', seat: state.toMove, hand: 'action' };
  if (hand.length > 0 && r < 0.75) return { type: 'play', seat, cards: [formatCard(hand[Math.floor(next() * hand.length)])], hand: next() < 0.05 ? 'holding' : 'action' };
  return { type: 'draw', seat: r < 0.9 ? state.toMove : seat, count: 1, hand: 'action' };
}

describe('random play keeps the axioms', () => {
  test('100 seeded games of random actions: cards conserved (1.4), one player to move (4.1), one throw flag (4.2), replay is deterministic', () => {
    for (let seed = 1; seed <= 100; seed++) {
      const dealt = dealtGame({ players: ['Ana', 'Ben', 'Cem', 'Dia'], dealer: 'Dia', seed });
      if (!dealt.ok) throw new Error(dealt.error);
      const ids = allCards(dealt.state).map(formatCard).sort();
      const next = prng(seed * 7919);
      let snap: GressSnapshot = startFrom(dealt.state);
      const actions: GressAction[] = [];
      for (let i = 0; i < 150 && snap.context.game.phase !== 'over'; i++) {
        const action = randomAction(snap.context.game, next);
        actions.push(action);
        snap = advance(snap, action);
        const s = snap.context.game;
        expect(allCards(s).map(formatCard).sort()).toEqual(ids);
        expect(Number.isInteger(s.toMove) && s.toMove >= 0 && s.toMove < 4).toBe(true);
        expect(typeof s.throwsAllowed).toBe('boolean');
        expect(snap.context.ruling?.citations.length).toBeGreaterThan(0);
        expect(snap.value).toBe(s.phase);
      }
      const replayed = actions.reduce(advance, startFrom(dealt.state));
      expect(replayed.context).toEqual(snap.context);
    }
  }, 60_000);
});

describe('10.9 after the end of the active game', () => {
  // 9.2: debts are still picked up after 9.1 ends the game; 10.9 sets no phase
  // limit on actions made at the same moment. Ana goes out with K♣ (5.2: the
  // other three owe a card each); Ben and Cem then pick up at the same moment.
  test('two last settlements at the same moment are both taken, each one card', () => {
    const start = position({
      hands: { Ana: ['KC'], Ben: ['QD', 'AH', 'TC'], Cem: ['KH', '8S', '7D'], Dia: ['TH', 'JC', '7H'] },
      markes: { Ben: '8H', Cem: 'JS', Dia: 'AS' },
      playPile: ['9C'],
      drawPile: ['9D', 'QS', '8C', 'AD', '9S'],
      toMove: 'Ana',
    });
    const [out, both] = actAll(start, ['Ana play KC', 'Ben draw & Cem draw']);
    expect(out.state.phase).toBe('over');
    expect(both.ruling).toMatchObject({ classification: 'simultaneous', lawful: true });
    expect(both.ruling.parts?.map((p) => p.classification)).toEqual(['settlement', 'settlement']);
    expect(both.state.debts.filter((d) => d.seat === 1 || d.seat === 2)).toEqual([]);
    const drawn = [...both.state.hands[1].slice(3), ...both.state.hands[2].slice(3)].map(formatCard).sort();
    expect(drawn).toEqual(['9D', 'QS']);
    expect(both.state.phase).toBe('over');
  });
});
