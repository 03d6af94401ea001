/**
 * 9.2-9.5: the duties and who takes a trick. Expectations worked out from the
 * sheet's orders (2.2 as read in the reading at 2.2, 2.3) and duties, with the readings at 9.2, 9.4.
 * Trumps are Herz unless a test says otherwise.
 */
import { describe, expect, test } from 'vitest';
import { prng, shuffle } from '../core/prng';
import { fullPack, type Card, type Suit } from './cards';
import { brokenDuty, dutyReason, lawfulCards, trickWinner } from './tricks';
import type { Played, Seat } from './types';

const cards = (text: string): Card[] => (text === '' ? [] : (text.split(' ') as Card[]));
/** A trick led by `leader`, the others following clockwise. */
const played = (text: string, leader: Seat = 0): Played[] => cards(text).map((card, i) => ({ seat: ((leader + i) % 4) as Seat, card }));
const H: Suit = 'H';

describe('leading', () => {
  test('any card of the hand, with no duty', () => {
    const hand = cards('7E UH AG 9S');
    expect(lawfulCards(hand, [], H)).toEqual(hand);
    for (const c of hand) expect(brokenDuty(hand, [], H, c)).toBeNull();
    expect(dutyReason(hand, [], H)).toBe('leading: any card');
  });
});

describe('9.2 trumps led', () => {
  test('the Herz-Nine led: only the Unter beats it, so the Unter must be played', () => {
    const hand = cards('7H UH AE');
    expect(lawfulCards(hand, cards('9H'), H)).toEqual(['UH']);
    expect(brokenDuty(hand, cards('9H'), H, '7H')).toBe('9.2');
    expect(brokenDuty(hand, cards('9H'), H, 'AE')).toBe('9.2');
    expect(dutyReason(hand, cards('9H'), H)).toBe('must follow trumps and beat the Herz-Nine with a higher trump');
  });

  test('9H led and UH played after it: no trump beats the Unter, so any trump, but a trump it must be', () => {
    const hand = cards('7H AH TE');
    expect(lawfulCards(hand, cards('9H UH'), H)).toEqual(['7H', 'AH']);
    expect(brokenDuty(hand, cards('9H UH'), H, 'TE')).toBe('9.2');
    expect(dutyReason(hand, cards('9H UH'), H)).toBe('must follow trumps; none beats the Herz-Unter, so any trump');
  });

  test('beating the best trump in the trick, not the led one: 7H led, then the Sau; only the Nine and Unter beat it', () => {
    const hand = cards('8H KH 9H UH');
    expect(lawfulCards(hand, cards('7H AH'), H)).toEqual(['9H', 'UH']);
  });

  test('with several higher trumps, any of them (no duty to play the highest)', () => {
    const hand = cards('OH KH TH 7G');
    expect(lawfulCards(hand, cards('8H'), H)).toEqual(['OH', 'KH', 'TH']);
  });

  test('no trump left: any card', () => {
    const hand = cards('AE KG 7S');
    expect(lawfulCards(hand, cards('9H'), H)).toEqual(hand);
    expect(dutyReason(hand, cards('9H'), H)).toBe('void in trumps: any card');
  });

  test('the reading at 9.2: the duty holds when the partner is winning: seat 2 must head its partner\u2019s Nine with the Unter', () => {
    // Seat 0 leads 9H, seat 1 plays 7H; seat 2 (seat 0's partner) holds the Unter and the Sau.
    expect(lawfulCards(cards('UH AH 8E'), cards('9H 7H'), H)).toEqual(['UH']);
  });
});

describe('9.3 a plain suit led', () => {
  test('follow suit with any card of it: no duty to head (the Seven may go under the King)', () => {
    const hand = cards('AE 7E UH 9G');
    expect(lawfulCards(hand, cards('KE'), H)).toEqual(['AE', '7E']);
    expect(brokenDuty(hand, cards('KE'), H, 'UH')).toBe('9.3');
    expect(brokenDuty(hand, cards('KE'), H, '9G')).toBe('9.3');
    expect(brokenDuty(hand, cards('KE'), H, '7E')).toBeNull();
    expect(dutyReason(hand, cards('KE'), H)).toBe('must follow Eichel');
  });

  test('following suit comes first even when someone has trumped: no duty to trump over', () => {
    const hand = cards('7E UH');
    expect(lawfulCards(hand, cards('KE 8H'), H)).toEqual(['7E']);
    expect(brokenDuty(hand, cards('KE 8H'), H, 'UH')).toBe('9.3');
  });
});

describe('9.4 void in the suit led', () => {
  test('no trump in the trick yet: any trump, a plain card breaks 9.4', () => {
    const hand = cards('9H 7H AG');
    expect(lawfulCards(hand, cards('KE'), H)).toEqual(['9H', '7H']);
    expect(brokenDuty(hand, cards('KE'), H, 'AG')).toBe('9.4');
    expect(dutyReason(hand, cards('KE'), H)).toBe('void in Eichel: must trump, any trump');
  });

  test('a trump in the trick: beat it if you can (the Ober over the Eight, not the Seven)', () => {
    const hand = cards('7H OH AG');
    expect(lawfulCards(hand, cards('KE 8H'), H)).toEqual(['OH']);
    expect(brokenDuty(hand, cards('KE 8H'), H, '7H')).toBe('9.4');
    expect(brokenDuty(hand, cards('KE 8H'), H, 'AG')).toBe('9.4');
    expect(dutyReason(hand, cards('KE 8H'), H)).toBe('void in Eichel: must beat the Herz-Eight with a higher trump');
  });

  test('the reading at 9.4: no trump of yours beats the one in the trick: any trump, still not a plain card', () => {
    const hand = cards('7H OH AG');
    expect(lawfulCards(hand, cards('KE AH'), H)).toEqual(['7H', 'OH']);
    expect(brokenDuty(hand, cards('KE AH'), H, 'AG')).toBe('9.4');
    expect(dutyReason(hand, cards('KE AH'), H)).toBe('void in Eichel: must trump, but none beats the Herz-Sau, so any trump');
  });

  test('two trumps in the trick: the best one is the bar', () => {
    expect(lawfulCards(cards('KH TH 9H'), cards('KE 8H AH'), H)).toEqual(['9H']);
  });

  test('void in the suit and in trumps: any card', () => {
    const hand = cards('AG TS');
    expect(lawfulCards(hand, cards('KE AH'), H)).toEqual(hand);
    expect(dutyReason(hand, cards('KE AH'), H)).toBe('void in Eichel and in trumps: any card');
  });

  test('the sandbox\u2019s wording with Gras trumps: must beat the Gras-Nine', () => {
    expect(dutyReason(cards('UG 7H'), cards('AE 9G'), 'G')).toBe('void in Eichel: must beat the Gras-Nine with a higher trump');
    expect(dutyReason(cards('UG 7G'), cards('9G'), 'G')).toBe('must follow trumps and beat the Gras-Nine with a higher trump');
    expect(dutyReason(cards('AG 7H'), cards('KH'), 'G')).toBe('must follow Herz');
    expect(dutyReason(cards('AE 7S'), cards('KH'), 'G')).toBe('void in Herz and in trumps: any card');
  });
});

describe('brokenDuty and lawfulCards agree on random positions', () => {
  test('a card is lawful exactly when it breaks no duty; some card is always lawful', () => {
    const pack = fullPack();
    for (let seed = 1; seed <= 400; seed++) {
      const deck = shuffle(pack, seed);
      const random = prng(seed);
      const handSize = 1 + Math.floor(random() * 8);
      const trickSize = Math.floor(random() * 4);
      const hand = deck.slice(0, handSize);
      const trick = deck.slice(8, 8 + trickSize);
      const trump = (['E', 'G', 'H', 'S'] as Suit[])[seed % 4];
      const lawful = lawfulCards(hand, trick, trump);
      expect(lawful.length).toBeGreaterThan(0);
      for (const c of hand) expect(brokenDuty(hand, trick, trump, c) === null).toBe(lawful.includes(c));
    }
  });

  test('a card not in the hand is the caller\u2019s mistake', () => {
    expect(() => brokenDuty(cards('7E'), [], H, 'AE')).toThrow(/not in the hand/);
  });
});

describe('9.5 who takes the trick', () => {
  test('the highest trump takes it: the Unter over the Nine over the Sau', () => {
    expect(trickWinner(played('9H UH AH 7E'), H)).toBe(1);
    expect(trickWinner(played('AH 9H 7H 8H'), H)).toBe(1);
  });

  test('any trump beats the plain suit led: a low trump, then a higher one', () => {
    expect(trickWinner(played('AE 7H TE 8H'), H)).toBe(3);
    expect(trickWinner(played('AE 7H TE'), H)).toBe(1);
  });

  test('no trump: the highest card of the suit led; other suits never win', () => {
    expect(trickWinner(played('KE TE AE 7E'), H)).toBe(2);
    expect(trickWinner(played('7E AG AS 8E'), H)).toBe(3);
    expect(trickWinner(played('7E AG AS KS'), H)).toBe(0);
  });

  test('the seats follow the leader: led by seat 2, the Sau of seat 1 takes it', () => {
    expect(trickWinner(played('KG 7G 8G AG', 2), H)).toBe(1);
  });

  test('one card so far: its player is winning', () => {
    expect(trickWinner(played('7S', 3), H)).toBe(3);
    expect(() => trickWinner([], H)).toThrow(/empty/);
  });

  // 2.3: the sheet's trump order, low to high; 2.2 (the reading at 2.2): the plain order.
  const TRUMPS = cards('7H 8H OH KH TH AH 9H UH');
  const PLAIN = cards('7E 8E 9E UE OE KE TE AE');

  test('2.3: each trump beats every trump below it in the sheet\u2019s order', () => {
    for (let i = 0; i < TRUMPS.length; i++) {
      for (let j = 0; j < TRUMPS.length; j++) {
        if (i === j) continue;
        expect(trickWinner(played(`${TRUMPS[i]} ${TRUMPS[j]}`), H), `${TRUMPS[i]} led, ${TRUMPS[j]} played`).toBe(j > i ? 1 : 0);
      }
    }
  });

  test('2.2 (the reading at 2.2): in a plain suit Seven, Eight, Nine, Unter, Ober, King, Ten, Sau', () => {
    for (let i = 0; i < PLAIN.length; i++) {
      for (let j = 0; j < PLAIN.length; j++) {
        if (i === j) continue;
        expect(trickWinner(played(`${PLAIN[i]} ${PLAIN[j]}`), H), `${PLAIN[i]} led, ${PLAIN[j]} played`).toBe(j > i ? 1 : 0);
      }
    }
  });

  test('the same cards as trumps and as plain cards rank differently: the Nine over the Sau only in trumps', () => {
    expect(trickWinner(played('AE 9E'), 'E')).toBe(1);
    expect(trickWinner(played('AE 9E'), 'H')).toBe(0);
    expect(trickWinner(played('TG UG'), 'G')).toBe(1);
    expect(trickWinner(played('TG UG'), 'S')).toBe(0);
  });
});
