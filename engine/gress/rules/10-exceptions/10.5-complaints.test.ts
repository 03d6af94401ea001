import { describe, expect, test } from 'vitest';
import { act, actAll, position } from '../../test-helpers';

/** 4.12: every debt belongs to exactly one event; which one decides when it is settled (4.13) and its place at the end (10.2). */
describe('the event a complaint debt belongs to', () => {
  // Ana is to move on K♥; Dia, not to move, lays K♠: a wrong card with the shape of a King move (event 2).
  const start = position({
    hands: { Ana: ['8H', '9C', 'TD'], Ben: ['QS', '7D', '8C'], Cem: ['AC', 'JD', '9S'], Dia: ['KS', 'QD', '7C'] },
    playPile: ['KH'], toMove: 'Ana',
  });

  test('founded (10.5): the offender\'s two cards belong to the wrong card\'s own event, even after other events', () => {
    const [wrong, settled, complaint] = actAll(start, ['Dia play KS', 'Ana draw', 'Ben complain Dia card']);
    expect(wrong.ruling.classification).toBe('foul');
    expect(wrong.ruling.events).toEqual([2]);
    expect(settled.ruling.classification).toBe('settlement');
    expect(complaint.ruling.classification).toBe('complaint');
    // The presumed King's unpaid debts (Ben, Cem) lapse; Ana's pick-up stands. Dia owes two for event 2.
    expect(complaint.state.debts).toEqual([{ seat: 3, cards: 2, event: 2, paragraph: '10.5' }]);
  });

  test('unfounded (10.5): the complainer\'s two cards belong to the latest event, as no event caused them', () => {
    const after = act(start, 'Ana play 8H').state; // event 2, a move
    const complaint = act(after, 'Ben complain Cem card');
    expect(complaint.ruling.classification).toBe('complaint');
    expect(complaint.state.debts).toEqual([{ seat: 1, cards: 2, event: 2, paragraph: '10.5' }]);
  });

  test('founded (10.7): the card owed belongs to the event of taking the Marke', () => {
    const withMarke = position({
      hands: { Ana: ['8H', '9C', 'TD'], Ben: ['QS', '7D', '8C'], Cem: ['AC', 'JD', '9S'], Dia: ['KS', 'QD', '7C'] },
      markes: { Ben: 'AD' }, playPile: ['KH'], toMove: 'Ana',
    });
    // Ben takes his Marke outside any call window (event 2), then throws Q♠ (event 3, not a move, so the 10.7 deadline stays open).
    const [taken, thrown, complaint] = actAll(withMarke, ['Ben take marke', 'Ben play QS', 'Cem complain Ben marke']);
    expect(taken.ruling.classification).toBe('foul');
    expect(taken.ruling.events).toEqual([2]);
    expect(thrown.ruling).toMatchObject({ classification: 'throw', events: [3] });
    expect(complaint.state.debts).toEqual([{ seat: 1, cards: 1, event: 2, paragraph: '10.7' }]);
  });

  test('no complaint against oneself: the offender has the withdrawal instead (10.4)', () => {
    const wrong = act(start, 'Dia play KS').state;
    expect(act(wrong, 'Dia complain Dia card').ruling).toMatchObject({ classification: 'refused', lawful: false });
  });
});
