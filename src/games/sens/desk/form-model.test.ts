/**
 * The SENS set-up form's notation: what a filled form writes, read back by
 * the engine (notation.ts parsePosition). Expectations by hand: the fill tops
 * each hand up, seat by seat, with the cards nobody named in pack order
 * (Eichel, Gras, Herz, Schellen, each 7 8 9 T U O K A); the bidding goes
 * round from the dealer (the engine's reading at 5.1); Vorhand, left of the
 * dealer, leads the first trick and each trick's winner the next (9.1, 9.5).
 */
import { describe, expect, test } from 'vitest';
import { formatPosition, parsePosition } from '../../../../engine/sens/notation';
import type { SensState } from '../../../../engine/sens/types';
import { formFromPosition, freshForm, positionText, sameTable, type SensForm } from './form-model';

function read(form: SensForm): SensState {
  const parsed = parsePosition(positionText(form));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/** Dia dealt, Ana took the game in Herz; Ana has led the Schellen-Sau; Ben holds UH 7H KE 8G and four more. */
const trickTable: SensForm = { ...freshForm(), trick: 'AS', hands: ['', 'UH 7H KE 8G', '', ''] };

describe('the set-up form writes positions the engine reads back', () => {
  test('play: a led card, one hand named, the others filled in pack order', () => {
    const s = read(trickTable);
    expect(s.phase).toBe('play');
    expect(s.deal.dealer).toBe(3);
    expect(s.deal.game).toEqual({ by: 0, trump: 'H', round: 1 });
    expect(s.deal.passed).toEqual([3]);
    expect(s.deal.trick).toEqual([{ seat: 0, card: 'AS' }]);
    expect(s.deal.turn).toBe(1);
    expect(s.deal.hands).toEqual([
      ['7E', '8E', '9E', 'TE', 'UE', 'OE', 'AE'],
      ['UH', '7H', 'KE', '8G', '7G', '9G', 'TG', 'UG'],
      ['OG', 'KG', 'AG', '8H', '9H', 'TH', 'OH', 'KH'],
      ['AH', '7S', '8S', '9S', 'TS', 'US', 'OS', 'KS'],
    ]);
    expect(s.deal.pack).toEqual([]);
  });

  test('the bidding: the turned card, the passes from the dealer up to the player to say, five cards each', () => {
    const s = read({ ...freshForm(), phase: 'bidding', turned: '7h', toSay: 1, hands: ['', 'UE 9H', '', ''] });
    expect(s.phase).toBe('bidding');
    expect(s.deal.turned).toBe('7H');
    expect(s.deal.passed).toEqual([3, 0]);
    expect(s.deal.turn).toBe(1);
    expect(s.deal.round).toBe(1);
    expect(s.deal.hands).toEqual([
      ['7E', '8E', '9E', 'TE', 'OE'],
      ['UE', '9H', 'KE', 'AE', '7G'],
      ['8G', '9G', 'TG', 'UG', 'OG'],
      ['KG', 'AG', '8H', 'TH', 'UH'],
    ]);
    expect(s.deal.pack).toEqual(['OH', 'KH', 'AH', '7S', '8S', '9S', 'TS', 'US', 'OS', 'KS', 'AS']);
  });

  test('tricks taken in: the winner of each leads the next, and each hand is two cards shorter', () => {
    // Trick 1, Ana leads Eichel: her Sau is the best Eichel. Trick 2, Ana leads Gras, Ben trumps with the Unter and takes it.
    const s = read({ ...freshForm(), tricks: 'AE 7E 8E KE; 9G UH 7G 8G', scores: ['120', '84'] });
    expect(s.deal.tricks.map((t) => t.winner)).toEqual([0, 1]);
    expect(s.deal.tricks[1].cards.map((p) => p.seat)).toEqual([0, 1, 2, 3]);
    expect(s.deal.turn).toBe(1);
    expect(s.deal.hands.map((h) => h.length)).toEqual([6, 6, 6, 6]);
    expect(s.scores).toEqual([120, 84]);
  });

  test('the form does not judge: a card in two places reaches the engine, which says so', () => {
    const parsed = parsePosition(positionText({ ...trickTable, hands: ['', 'UH 7H KE AS', '', ''] }));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toBe('cards: Schellen-Sau (AS) is there twice; the pack has each card once (2.1)');
  });
});

describe('the form filled from a position', () => {
  test('reading back what the form wrote gives the same table, in play and in the bidding', () => {
    for (const form of [trickTable, { ...freshForm(), tricks: 'AE 7E 8E KE; 9G UH 7G 8G' }, { ...freshForm(), phase: 'bidding' as const, turned: '7H', toSay: 1 as const, round: 2 as const }]) {
      const text = positionText(form);
      const back = formFromPosition(text);
      if (!back.ok) throw new Error(back.error);
      expect(back.note).toBeNull();
      expect(formatPosition(read(back.form))).toBe(formatPosition(read(form)));
    }
  });

  test('fields the form has no control for are kept', () => {
    const text = `${positionText({ ...trickTable, scores: ['164', '0'] })} ledger=164/0`;
    expect(parsePosition(text).ok).toBe(true);
    const back = formFromPosition(text);
    if (!back.ok) throw new Error(back.error);
    expect(back.form.kept).toEqual(['ledger=164/0']);
    expect(read(back.form).ledger).toEqual([[164, 0]]);
  });
});

describe('the same table in the engine\'s spelling', () => {
  test('the form\'s line and the engine\'s reformatting of it are one table; another table or a line that does not read is not', () => {
    // The form writes the tricks taken in before the trick on the table; the engine the other way round.
    const table = { ...freshForm(), tricks: 'AE 7E 8E KE', trick: '9G' };
    const mine = positionText(table);
    const engines = formatPosition(read(table));
    expect(engines).not.toBe(mine);
    expect(sameTable(engines, mine)).toBe(true);
    expect(sameTable(positionText({ ...table, trick: '7G' }), mine)).toBe(false);
    expect(sameTable('players=Ana', mine)).toBe(false);
  });
});
