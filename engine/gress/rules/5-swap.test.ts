import { describe, expect, test } from 'vitest';
import { formatCard } from '../../core/cards';
import { actAll, position } from '../test-helpers';

// Ana moves with 9♥ on K♥ and announces a swap with Cem; Ben is to move after her.
const start = position({
  hands: { Ana: ['9H', '8C', 'AS'], Ben: ['KS', '7H', 'QC'], Cem: ['9D', 'TC', 'JS'], Dia: ['8D', 'QH'] },
  markes: { Ana: '7C', Cem: '8S' },
  playPile: ['KH'], toMove: 'Ana',
});
const hand = (s: typeof start, seat: number) => s.hands[seat].map(formatCard).sort();

describe('5.5 red Nine', () => {
  test('the next event makes the swap binding; the game halts; completing it is an event and resumes (4.15)', () => {
    const [, announced, moved, done] = actAll(start, ['Ana play 9H', 'Ana swap Cem', 'Ben play 7H', 'Cem complete swap']);
    expect(announced.ruling.classification).toBe('announcement');
    expect(announced.ruling.events).toEqual([]);
    expect(moved.state.swap).toMatchObject({ stage: 'binding', partners: [0, 2] });
    expect(moved.state.phase).toBe('halted');
    expect(done.ruling).toMatchObject({ classification: 'swap', events: [moved.state.nextEventId] });
    expect(hand(done.state, 0)).toEqual(['9D', 'JS', 'TC']); // Cem's old hand
    expect(hand(done.state, 2)).toEqual(['8C', 'AS']); // Ana's, without the Nine she played
    expect(done.state.markes.map((m) => m && formatCard(m))).toEqual(['7C', null, '8S', null]); // Markes stay
    expect(done.state.throwsAllowed).toBe(false);
    expect(done.state.phase).toBe('running');
  });

  test('a defence Nine by the target ends it: an event, neither move nor throw', () => {
    const steps = actAll(start, ['Ana play 9H', 'Ana swap Cem', 'Cem play 9D']);
    const defence = steps[2];
    expect(defence.ruling.classification).toBe('defence');
    expect(defence.state.swap).toBeNull();
    expect(defence.state.toMove).toBe(1);
    expect(defence.state.playPile.at(-1)?.as).toBe('defence');
  });

  test('the target may not move while the swap is announced', () => {
    // Ben is to move after Ana; 7♥ would fit the 9♥ by suit.
    const steps = actAll(start, ['Ana play 9H', 'Ana swap Ben', 'Ben play 7H']);
    expect(steps[2].ruling).toMatchObject({ classification: 'foul', citations: expect.arrayContaining(['5.5']) });
  });

  test('a throw by the swapper as the next event lets the swap lapse', () => {
    // 8♣ on 9♥: one rank lower, black on red.
    const steps = actAll(start, ['Ana play 9H', 'Ana swap Cem', 'Ana play 8C']);
    expect(steps[2].ruling.classification).toBe('throw');
    expect(steps[2].state.swap).toBeNull();
    expect(steps[2].state.phase).toBe('running');
  });
});
