/**
 * What a playing bot does in positions worked out by hand from the rulebook:
 * it calls "last but one" and takes its Marke (8.1), defends an Eight (5.7),
 * Sevens (6.5) and a swap (5.5), complains about a foul it saw (10.5), settles
 * its debts before moving (4.13), throws when it can (4.11), and slips at its
 * level's rate (a forgotten call, 8.2). The levels here are the club level
 * made attentive and slip-free (or slip-always) so that each case tests one thing.
 */
import { describe, expect, test } from 'vitest';
import { prng } from '../../core/prng';
import { lawfulActions } from '../lawful';
import { act, actAll, position } from '../test-helpers';
import type { GressState } from '../types';
import { findBotLevel, GRESS_BOT_LEVELS, type GressBotLevel } from './levels';
import { decide } from './strategy';

const club = findBotLevel('club')!;
const careful: GressBotLevel = { ...club, errorRate: 0, attention: 1, whim: 0 };
const forgetful: GressBotLevel = { ...club, errorRate: 1, attention: 1, whim: 0 };

const choice = (state: GressState, seat: number, level: GressBotLevel = careful) => decide(state, seat, { level, seed: 7, next: prng(3) });

describe('a playing bot', () => {
  test('calls "last but one" when a throw brings its hand to two cards, then takes its Marke (8.1)', () => {
    // Ben throws 8S on 9H (4.11) and holds two cards: he must call; after calling he may take the Marke.
    const start = position({
      hands: { Ana: ['9C', 'KD', '7S'], Ben: ['8S', 'QH', 'TD'], Cem: ['AH', '8D', 'JC'], Dia: ['TC', 'QD', '7H'] },
      markes: { Ben: 'AS' }, playPile: ['9H'], toMove: 'Ana',
    });
    const thrown = act(start, 'Ben play 8S').state;
    expect(choice(thrown, 1)).toMatchObject({ kind: 'call', action: { type: 'call', seat: 1 } });
    const called = act(thrown, 'Ben call').state;
    expect(choice(called, 1)).toMatchObject({ kind: 'marke', action: { type: 'takeMarke', seat: 1, hand: 'action' } });
  });

  test('a forgetful bot lets the call go; an attentive one then complains (8.2)', () => {
    const start = position({
      hands: { Ana: ['9C', 'KD', '7S'], Ben: ['8S', 'QH', 'TD'], Cem: ['AH', '8D', 'JC'], Dia: ['TC', 'QD', '7H'] },
      markes: { Ben: 'AS' }, playPile: ['9H'], toMove: 'Ana',
    });
    const thrown = act(start, 'Ben play 8S').state;
    expect(choice(thrown, 1, forgetful)?.kind).not.toBe('call');
    // Ana's move (7S on 8S, same suit) ends Ben's call window uncalled: the complaint window opens (8.2).
    const moved = act(thrown, 'Ana play 7S').state;
    expect(choice(moved, 2)).toMatchObject({ kind: 'complaint', action: { type: 'complain', seat: 2, against: 1, about: 'call' } });
  });

  test('defends an Eight with an Eight when skipped (5.7)', () => {
    // Ana moves with 8H: Ben, next clockwise, is skipped and may answer with an Eight that fits (8D: same rank).
    const start = position({
      hands: { Ana: ['8H', 'KC', '7S'], Ben: ['8D', 'QS', 'TC'], Cem: ['AH', '9D', 'JC'], Dia: ['TS', 'QD', '7C'] },
      playPile: ['9H'], toMove: 'Ana',
    });
    const moved = act(start, 'Ana play 8H').state;
    expect(moved.toMove).toBe(2);
    expect(choice(moved, 1)).toMatchObject({ kind: 'defence', action: { type: 'play', seat: 1, cards: ['8D'] } });
  });

  test('defends Sevens with as many Sevens as fit, as one packet (6.5)', () => {
    // Ana's 7H skips Ben, who owes two; Ben answers with both his Sevens (any Seven fits on a Seven by rank),
    // so Cem, to move, gets Ben's two cards and four more (6.5).
    const start = position({
      hands: { Ana: ['7H', 'KC', 'QS'], Ben: ['7C', '7D', 'TC'], Cem: ['AH', '9D', 'JC'], Dia: ['TS', 'QD', '8C'] },
      playPile: ['9H'], toMove: 'Ana',
    });
    const moved = act(start, 'Ana play 7H').state;
    const decision = choice(moved, 1);
    expect(decision?.kind).toBe('defence');
    expect(decision?.action.type === 'play' && [...decision.action.cards].sort()).toEqual(['7C', '7D']);
  });

  test('defends an announced swap with a red Nine (5.5)', () => {
    // Ana moves with 9H and names Ben; Ben, holding 9D, lays it at once: the swap is off.
    const start = position({
      hands: { Ana: ['9H', 'KC', 'QS', '8S', 'AC'], Ben: ['9D', 'TC'], Cem: ['AH', '9C', 'JC'], Dia: ['TS', 'QD', '8C'] },
      playPile: ['9S'], toMove: 'Ana',
    });
    const [, announced] = actAll(start, ['Ana play 9H', 'Ana swap Ben']);
    expect(announced.ruling.classification).toBe('announcement');
    expect(choice(announced.state, 1)).toMatchObject({ kind: 'defence', action: { type: 'play', seat: 1, cards: ['9D'] } });
  });

  test('after its own red Nine it swaps with the rival holding fewest cards, if fewer than its own (5.5)', () => {
    // Ana moves with 9H and keeps four cards; Ben holds two, Cem three, Dia three: she names Ben.
    const start = position({
      hands: { Ana: ['9H', 'KC', 'QS', '8S', 'AC'], Ben: ['9C', 'TC'], Cem: ['AH', '9S', 'JC'], Dia: ['TS', 'QD', '8C'] },
      playPile: ['9D'], toMove: 'Ana',
    });
    const moved = act(start, 'Ana play 9H').state;
    expect(choice(moved, 0)).toMatchObject({ kind: 'announcement', action: { type: 'announceSwap', seat: 0, partners: [1] } });
  });

  test('complains about a wrong card it saw (10.5)', () => {
    // Cem, not to move, lays JC on 9H: a Jack is only a move for the player to move (7.1), and thrown it
    // would need to be one rank below 9H (it is not): a foul. Dia saw it.
    const start = position({
      hands: { Ana: ['9C', 'KD', '7S'], Ben: ['8S', 'QH', 'TD'], Cem: ['AH', '8D', 'JC'], Dia: ['TC', 'QD', '7D'] },
      playPile: ['9H'], toMove: 'Ana',
    });
    const fouled = act(start, 'Cem play JC');
    expect(fouled.ruling.classification).toBe('foul');
    expect(choice(fouled.state, 3)).toMatchObject({ kind: 'complaint', action: { type: 'complain', seat: 3, against: 2, about: 'card' } });
    // The offender, if it notices first, takes the card back (10.4).
    expect(choice(fouled.state, 2)).toMatchObject({ kind: 'withdrawal', action: { type: 'withdraw', seat: 2 } });
  });

  test('throws when it can, even when not to move (4.11)', () => {
    // On 9H with throws allowed, Ben's 8S is one rank lower and black on red.
    const start = position({
      hands: { Ana: ['9C', 'KD', '7S'], Ben: ['8S', 'QH', 'TD', 'AC'], Cem: ['AH', '8D', 'JC'], Dia: ['TC', 'QD', '7H'] },
      playPile: ['9H'], toMove: 'Ana',
    });
    expect(choice(start, 1)).toMatchObject({ kind: 'throw', action: { type: 'play', seat: 1, cards: ['8S'] } });
  });

  test('settles a King debt before anything else it may not do in debt (4.13)', () => {
    // Ana's KD makes everyone else owe a card (5.2); Ben is to move but in debt, with no throw on KD
    // (a black Queen would be one; he has none): he picks up his card.
    const start = position({
      hands: { Ana: ['KD', '9C', '7S'], Ben: ['8S', 'QH', 'TD'], Cem: ['AH', '8D', 'JC'], Dia: ['TC', 'QD', '7H'] },
      playPile: ['KH'], toMove: 'Ana',
    });
    const king = act(start, 'Ana play KD').state;
    expect(king.toMove).toBe(1);
    expect(choice(king, 1)).toMatchObject({ kind: 'settle', action: { type: 'draw', seat: 1, count: 1 } });
  });

  test('prefers a Seven to a Jack when both are moves, and draws when nothing fits', () => {
    // On 9S Ana can move with 7S (suit) or JC (a Jack fits on anything but a Jack, 7.1); the Seven makes Ben
    // owe two (6.5) and the Jack is better kept. With neither, she draws (4.7).
    const both = position({
      hands: { Ana: ['7S', 'JC', 'KD'], Ben: ['8H', 'QH', 'TD'], Cem: ['AH', '8D', 'JD'], Dia: ['TC', 'QD', '7H'] },
      playPile: ['9S'], toMove: 'Ana',
    });
    expect(choice(both, 0)).toMatchObject({ kind: 'move', action: { type: 'play', cards: ['7S'] } });
    const none = position({
      hands: { Ana: ['8H', 'KD', 'AD'], Ben: ['8C', 'QH', 'TD'], Cem: ['AH', '8D', 'JD'], Dia: ['TC', 'QD', '7H'] },
      playPile: ['9S'], toMove: 'Ana', throwsAllowed: false,
    });
    expect(choice(none, 0)).toMatchObject({ kind: 'draw', action: { type: 'draw', seat: 0, count: 1 } });
  });

  test('every level chooses only what the lawful-actions query lists for its seat', () => {
    const start = position({
      hands: { Ana: ['9C', 'KD', '7S'], Ben: ['8S', 'QH', 'TD'], Cem: ['AH', '8D', 'JC'], Dia: ['TC', 'QD', '7H'] },
      playPile: ['9H'], toMove: 'Ana',
    });
    for (const level of GRESS_BOT_LEVELS) {
      for (let seat = 0; seat < 4; seat++) {
        const d = decide(start, seat, { level, seed: 1, next: prng(seat) });
        if (d) expect(lawfulActions(start, seat).map((a) => JSON.stringify(a))).toContain(JSON.stringify(d.action));
      }
    }
  });
});
