import { describe, expect, test } from 'vitest';
import { card } from '../../core/cards';
import { act, position } from '../test-helpers';
import { classifyPlay, fitsAsNormalMove, fitsAsThrow } from './4-moves-and-throws';

describe('4.5 normal moves and 4.11 throws, by shape', () => {
  // [card, top, fits as move, fits as throw], worked out from 4.5 (same rank or suit) and 4.11 (one lower, opposite colour).
  test.each([
    ['8H', 'KH', true, false], // same suit
    ['KS', 'KH', true, false], // same rank
    ['QS', 'KH', false, true], // black Queen on red King
    ['QD', 'KH', false, false], // red on red: no throw (1.3)
    ['KH', 'QS', false, false], // one HIGHER is never a throw
    ['AS', '7H', false, true], // 1.2: the Ace is below the Seven
    ['7S', 'AH', false, false], // ... but the Seven is not below the Ace
    ['QH2', 'QH', true, false], // 1.4: identical card from another deck
  ])('%s on %s: move %s, throw %s', (c, top, move, thrown) => {
    expect(fitsAsNormalMove(card(c), card(top))).toBe(move);
    expect(fitsAsThrow(card(c), card(top))).toBe(thrown);
  });
});

describe('classification of a played card', () => {
  const base = position({
    hands: { Ana: ['8H', 'KS', 'JC', '9S'], Ben: ['QS', 'QD', 'JS'], Cem: ['QC'], Dia: ['7D'] },
    playPile: ['KH'],
    toMove: 'Ana',
  });
  // [who, card, hand, expected, a paragraph it must cite]
  test.each([
    ['Ana', '8H', 'action', 'move', '4.5'],
    ['Ana', 'JC', 'action', 'move', '7.1'],
    ['Ben', 'QS', 'action', 'throw', '4.11'],
    ['Ana', '8H', 'holding', 'foul', '2.6'],
    ['Ben', 'QD', 'action', 'foul', '4.5'], // fits nothing
    ['Dia', '7D', 'action', 'foul', '4.5'],
  ] as const)('%s plays %s with the %s hand: %s (%s)', (who, c, hand, as, cites) => {
    const v = classifyPlay(base, base.players.indexOf(who), [card(c)], hand);
    expect(v.as).toBe(as);
    expect(v.citations).toContain(cites);
  });

  test('4.1: a card that could only be a move, by someone not to move, is a foul', () => {
    const s = position({ hands: { Ana: ['8H'], Ben: ['9H'], Cem: ['7C'], Dia: ['7S'] }, playPile: ['KH'], toMove: 'Ana' });
    const v = classifyPlay(s, 1, [card('9H')], 'action');
    expect(v).toMatchObject({ as: 'foul' });
    expect(v.citations).toContain('4.1');
  });

  test('4.13: a player in debt may throw but not move; 7.3 a thrown Jack is a move, so not in debt either', () => {
    const s = position({
      hands: { Ana: ['8C', 'JS'], Ben: ['9H'], Cem: ['7C'], Dia: ['7S'] }, playPile: ['QH'], toMove: 'Ana',
      debts: [{ player: 'Ana', cards: 1 }],
    });
    expect(classifyPlay(s, 0, [card('JS')], 'action').citations).toEqual(['7.3', '4.13']);
    const s2 = position({ hands: { Ana: ['8C', 'TC'], Ben: ['9H'], Cem: ['7H'], Dia: ['7S'] }, playPile: ['KC'], toMove: 'Ana', debts: [{ player: 'Ana', cards: 1 }] });
    expect(classifyPlay(s2, 0, [card('8C')], 'action')).toMatchObject({ as: 'foul' });
    const s3 = position({ hands: { Ana: ['JS'], Ben: ['9H'], Cem: ['7C'], Dia: ['7S'] }, playPile: ['QH'], toMove: 'Ben', debts: [{ player: 'Ana', cards: 2 }] });
    expect(classifyPlay(s3, 0, [card('JS')], 'action').as).toBe('foul');
  });

  test('7.2: no Jack on a Jack, even by the player to move with a matching suit', () => {
    const s = position({ hands: { Ana: ['JH'], Ben: ['9H'], Cem: ['7C'], Dia: ['7S'] }, playPile: ['JD'], toMove: 'Ana' });
    expect(classifyPlay(s, 0, [card('JH')], 'action')).toMatchObject({ as: 'foul', citations: ['7.2'] });
  });

  test('5.6: a lone black Nine without Marke may not be moved; with a Marke it may', () => {
    const s = position({ hands: { Ana: ['9S'], Ben: ['8H'], Cem: ['7C'], Dia: ['7S'] }, playPile: ['9H'], toMove: 'Ana' });
    expect(classifyPlay(s, 0, [card('9S')], 'action').citations).toContain('5.6');
    const withMarke = position({ hands: { Ana: ['9S'], Ben: ['8H'], Cem: ['8C'], Dia: ['7S'] }, markes: { Ana: '7C' }, playPile: ['9H'], toMove: 'Ana' });
    expect(classifyPlay(withMarke, 0, [card('9S')], 'action').as).toBe('move');
  });
});

describe('playing and drawing through the statechart', () => {
  const s = position({
    hands: { Ana: ['8H', '9C'], Ben: ['QS', '7D'], Cem: ['JH', 'TC'], Dia: ['AC', 'KD'] },
    playPile: ['KH'], drawPile: ['9H', '8S', '7C'], toMove: 'Ana',
  });

  test('4.4, 4.6, 4.10: a move lays the card, allows throws and passes the turn left', () => {
    // 9C on KC: same suit, and a black Nine has no move effect (5.6 only bars it as a last card).
    const onClubs = { ...s, playPile: [{ ...s.playPile[0], card: { rank: 'K', suit: 'clubs', deck: 1 } as const }], throwsAllowed: false };
    const { state, ruling } = act(onClubs, 'Ana play 9C');
    expect(ruling).toMatchObject({ classification: 'move', lawful: true, events: [2] });
    expect(ruling.citations).toEqual(expect.arrayContaining(['4.4', '4.5', '4.6', '4.10']));
    expect(state.throwsAllowed).toBe(true);
    expect(state.toMove).toBe(1);
    expect(state.hands[0].length).toBe(1);
  });

  test('4.11: a throw leaves the turn where it was', () => {
    const { state, ruling } = act(s, 'Ben play QS');
    expect(ruling.classification).toBe('throw');
    expect(state.toMove).toBe(0);
    expect(state.playPile.at(-1)).toMatchObject({ by: 1, as: 'throw' });
  });

  test('4.7, 4.8: drawing takes the top card, forbids throws for all and passes the turn', () => {
    const { state, ruling } = act(s, 'Ana draw');
    expect(ruling.classification).toBe('move');
    expect(ruling.citations).toEqual(['4.7', '4.8', '4.10']);
    expect(state.hands[0].map((c) => `${c.rank}${c.suit}`)).toContain('9hearts');
    expect(state.drawPile).toHaveLength(2);
    expect(state.throwsAllowed).toBe(false);
    expect(state.toMove).toBe(1);
    expect(act(state, 'Ben play QS').ruling.classification).toBe('foul');
  });

  test('10.6: taking a card without being to move and without debt is a wrong pick-up, kept, no event', () => {
    const { state, ruling } = act(s, 'Cem draw');
    expect(ruling).toMatchObject({ classification: 'foul', events: [] });
    expect(state.hands[2]).toHaveLength(3);
    expect(state.toMove).toBe(0);
  });

  test('playing a card one does not hold is refused and changes nothing', () => {
    const r = act(s, 'Ana play QS');
    expect(r.ruling.classification).toBe('refused');
    expect(r.state).toEqual(s);
  });
});
