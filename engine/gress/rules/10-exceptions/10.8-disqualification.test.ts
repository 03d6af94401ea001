import { describe, expect, test } from 'vitest';
import { act, actAll, position } from '../../test-helpers';

/** Faults the fuzzer found around disqualification (10.8) and the withdrawal (10.4), as tests of the fixed behaviour. */
describe('a disqualified player never holds the game up', () => {
  test('nobody left to lay down: the count follows the end at once (9.3, 9.4)', () => {
    // Ben and Cem are disqualified; Dia has no cards but her Marke; Ana goes out.
    const s = position({ hands: { Ana: ['8H'], Ben: ['QS', '7D'], Cem: ['AC'], Dia: [] }, markes: { Dia: '9D' }, playPile: ['KH'], toMove: 'Ana' });
    const [, , out] = actAll(s, ['referee disqualify Ben', 'referee disqualify Cem', 'Ana play 8H']);
    expect(out.state.phase).toBe('scored');
    // Ben: 2 cards; Cem: 1; Dia: no cards, 4 for the Marke.
    expect(out.state.penalties).toEqual([0, 2, 1, 4]);
  });

  test('a binding swap with a disqualified partner lapses and the game resumes (5.5, 6.3, 4.15)', () => {
    const s = position({ hands: { Ana: ['9H', '9D', '8C'], Ben: ['QS', '7D'], Cem: ['AC', 'KD'], Dia: ['JD', '8S'] }, playPile: ['9C'], toMove: 'Ana' });
    const [, swap, out] = actAll(s, ['Ana play 9H+9D', 'Ana swap Ben Cem', 'referee disqualify Ben']);
    expect(swap.state.phase).toBe('halted');
    expect(out.state).toMatchObject({ phase: 'running', swap: null, halt: null, throwsAllowed: false });
    expect(out.state.hands[1].length).toBe(2);
  });

  test('no swap may name a disqualified player (10.8)', () => {
    const s = position({ hands: { Ana: ['9H', '8C'], Ben: ['QS', '7D'], Cem: ['AC', 'KD'], Dia: ['JD', '8S'] }, playPile: ['9C'], toMove: 'Ana' });
    const [, , named] = actAll(s, ['referee disqualify Cem', 'Ana play 9H', 'Ana swap Cem']);
    expect(named.ruling).toMatchObject({ classification: 'refused', citations: ['10.8'] });
  });

  test('a complaint that gives the turn back to a disqualified player passes it on (10.5, 4.10)', () => {
    // Ben is to move; Dia lays K♠ out of turn (a presumed King move: Ana, the next after Dia, is to move); Ben is disqualified; the complaint would give the turn back to Ben.
    const s = position({ hands: { Ana: ['8H', '9C'], Ben: ['QS', '7D'], Cem: ['AC', 'JD'], Dia: ['KS', '8S'] }, playPile: ['KH'], toMove: 'Ben' });
    const [, , complaint] = actAll(s, ['Dia play KS', 'referee disqualify Ben', 'Cem complain Dia card']);
    expect(complaint.ruling.classification).toBe('complaint');
    expect(complaint.state.toMove).toBe(2);
  });
});

describe('a withdrawal undoes the wrong play and nothing else (10.4)', () => {
  const s = position({ hands: { Ana: ['8H', '9C', 'TD'], Ben: ['QS', '7D', '8C'], Cem: ['AC', 'JD', '9S'], Dia: ['KS', 'QD', '7C'] }, markes: { Ben: 'AD' }, playPile: ['KH'], toMove: 'Ana' });

  test('a disqualification made since stands', () => {
    const [, , back] = actAll(s, ['Dia play KS', 'referee disqualify Ben', 'Dia withdraw']);
    expect(back.ruling.classification).toBe('withdrawal');
    expect(back.state.disqualified[1]).toBe(true);
    expect(back.state.hands[3]).toHaveLength(3);
  });

  test('cards picked up wrongly since are kept (10.6)', () => {
    // Q♦ fits K♥ neither as a move nor as a throw, so it has no presumed effect; Cem, owing nothing and not to move, takes a card wrongly.
    const [, picked, back] = actAll(s, ['Dia play QD', 'Cem draw', 'Dia withdraw']);
    expect(picked.ruling.classification).toBe('foul');
    expect(back.ruling.classification).toBe('withdrawal');
    expect(back.state.hands[2]).toHaveLength(4);
  });

  test('after a complaint about something else the table is tied to the wrong card: too late, only a complaint remains', () => {
    const [, , complaint, back] = actAll(s, ['Ben take marke', 'Dia play QD', 'Cem complain Ben marke', 'Dia withdraw']);
    expect(complaint.ruling.classification).toBe('complaint');
    expect(back.ruling).toMatchObject({ classification: 'refused', lawful: false });
  });
});

describe('9.1 holds whatever empties a hand', () => {
  test('a founded complaint that lifts the last debt of a player with no cards and no Marke ends the active game', () => {
    // Cem has laid his last card and has no Marke; Dia's wrong Seven (a presumed Seven move) left him owing two. A founded complaint lifts that presumed debt (10.5).
    const s = position({
      hands: { Ana: ['AC', '9H'], Ben: ['9D', 'JS'], Cem: [], Dia: ['JH', '7C'] }, markes: { Ana: 'TH', Dia: '7S' },
      playPile: [{ card: 'KD', by: 'Cem' }, { card: '7H', by: 'Dia', as: 'foul' }], toMove: 'Ana',
      debts: [{ player: 'Cem', cards: 2, event: 2, paragraph: '6.5' }],
    });
    const complaint = act(s, 'Ana complain Dia card');
    expect(complaint.ruling.classification).toBe('complaint');
    expect(complaint.state).toMatchObject({ phase: 'over', winner: 2 });
  });
});
