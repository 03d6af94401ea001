/**
 * The strong level's search (bot-search.ts, bot-rollout.ts): its quick model
 * of the tricks agrees with the engine's (tricks.ts: the duties 9.2-9.4 and
 * the winner 9.5), and its sampled deals honour what the table showed.
 * Strength is judged by the bench (bench/bots-sens.ts), not here.
 */
import { describe, expect, test } from 'vitest';
import { prng, shuffle } from '../core/prng';
import { fullPack, SUITS, type Card } from './cards';
import { cardIndex, cardOfIndex, lawfulMask, maskOf, playCard, type Table } from './bot-rollout';
import { sample, viewOf } from './bot-search';
import { positionFromSetup } from './setup';
import { lawfulCards, trickWinner } from './tricks';
import type { Seat } from './types';

const cardsOf = (m: number): Card[] => fullPack().filter((c) => (m & (1 << cardIndex(c))) !== 0);

describe('the quick model of the tricks', () => {
  test('card numbers go both ways', () => {
    for (const c of fullPack()) expect(cardOfIndex(cardIndex(c))).toBe(c);
  });
  test('9.2-9.5: on 3,000 random tricks, the lawful cards and the winner are the engine\u2019s', () => {
    const next = prng(7);
    for (let n = 0; n < 3000; n++) {
      const pack = shuffle(fullPack(), n + 1);
      const trump = SUITS[n % 4];
      const t = n % 4;
      const size = 1 + (n % 4);
      const trick = pack.slice(0, size);
      const hand = pack.slice(size, size + 1 + Math.floor(next() * 8));
      // The card numbers of the trick so far, and its best card by the engine's rule.
      const played = trick.slice(0, -1).map((card, i) => ({ seat: i as Seat, card }));
      const led = played.length ? cardIndex(played[0].card) : -1;
      const best = played.length ? cardIndex(played.find((p) => p.seat === trickWinner(played, trump))!.card) : -1;
      expect(cardsOf(lawfulMask(maskOf(hand), led, best, t)).sort()).toEqual([...lawfulCards(hand, played.map((p) => p.card), trump)].sort());
      if (size === 4) {
        const tb: Table = { hands: [0, 0, 0, 0], seats: [], cards: [], trickCount: 0, points: [0, 0, 0, 0], trump: t, taker: 0 };
        trick.forEach((card, i) => playCard(tb, i, cardIndex(card)));
        const winner = trickWinner(trick.map((card, i) => ({ seat: i as Seat, card })), trump);
        expect(tb.points[2 + (winner & 1)]).toBe(1);
      }
    }
  });
});

describe('the sampled deals', () => {
  test('9.3, 9.4: a player who did not follow Eichel gets no Eichel and, having not trumped, no trump; the counts hold', () => {
    // Herz trumps. Ana led the Eichel-Sau; Ben threw the Gras-Seven: he holds no Eichel and, not trumping, no Herz (9.4).
    const r = positionFromSetup({
      players: ['Ana', 'Ben', 'Cem', 'Dia'], dealer: 'Dia', game: { by: 'Ana', trump: 'H' }, trick: ['AE', '7G'],
      hands: { Ana: ['UH', '9H', 'KE', '8E', 'AG', 'TG', 'AS'], Ben: ['8G', '9G', 'UG', 'OG', 'KG', '7S', '8S'],
        Cem: ['7E', '9E', 'TE', 'UE', 'OE', 'AH', 'TH', 'KH'], Dia: ['OH', '8H', '7H', '9S', 'TS', 'US', 'OS', 'KS'] },
    });
    if (!r.ok) throw new Error(r.error);
    const view = viewOf(r.value.deal, 2);
    const random = prng(3);
    for (let n = 0; n < 200; n++) {
      const hands = sample(view, random);
      expect(cardsOf(hands[1]).filter((c) => c[1] === 'E' || c[1] === 'H')).toEqual([]);
      expect(hands.map((h) => cardsOf(h).length)).toEqual([7, 7, 8, 8]);
      expect(hands[2]).toBe(maskOf(r.value.deal.hands[2]));
      expect(hands.reduce((a, b) => a | b, 0) | maskOf(['AE', '7G'])).toBe(-1);
    }
  });
  test('a position that contradicts itself (more cards known in a hand than it holds) still gets a deal with the right sizes', () => {
    const r = positionFromSetup({
      players: ['Ana', 'Ben', 'Cem', 'Dia'], dealer: 'Dia', game: { by: 'Ana', trump: 'H' }, trick: ['AE'],
      hands: { Ana: ['UH', '9H', 'KE', '8E', 'AG', 'TG', 'AS'], Ben: ['7G', '8G', '9G', 'UG', 'OG', 'KG', '7S', '8S'],
        Cem: ['7E', '9E', 'TE', 'UE', 'OE', 'AH', 'TH', 'KH'], Dia: ['OH', '8H', '7H', '9S', 'TS', 'US', 'OS', 'KS'] },
    });
    if (!r.ok) throw new Error(r.error);
    const view = viewOf(r.value.deal, 0);
    // Nine cards said to be Ben's, who holds eight.
    const nine = maskOf(['7G', '8G', '9G', 'UG', 'OG', 'KG', '7S', '8S', '9S']);
    const hands = sample({ ...view, known: [0, nine, 0, 0], pool: view.pool & ~nine }, prng(1));
    expect(hands.map((h) => cardsOf(h).length)).toEqual([7, 8, 8, 8]);
  });
});
