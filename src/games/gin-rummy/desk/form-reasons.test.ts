/**
 * The desk set-up forms of Gin Rummy and SENS, given a table that does not
 * read: the engine's failure comes back as it is, so a German desk says why in
 * German (the English unchanged). German worked out by hand.
 */
import { describe, expect, test } from 'vitest';
import { sayReason } from '../../../../engine/core/reasons';
import { ginRummy } from '../../../../engine/gin-rummy/index';
import { sens } from '../../../../engine/sens/index';
import { formFromPosition as ginForm } from './form-model';
import { formFromPosition as sensForm } from '../../sens/desk/form-model';

describe('a table that does not read, on a German desk', () => {
  test('Gin Rummy: a field missing', () => {
    const read = ginForm('players=Ana,Ben');
    if (read.ok) throw new Error('read');
    expect(read.error).toBe('column 16: missing field "packs="');
    expect(sayReason(read, 'de', ginRummy.say)).toBe('Spalte 16: das Feld „packs=“ fehlt');
  });

  test('Gin Rummy: a card in two places (the cards\' count, §1)', () => {
    const line = 'players=Ana,Ben packs=red,blue ledger=- dealer=Ana phase=draw turn=Ben hands=AS,2S,3S,4S,5S,6S,7S,8S,9S,TS/AC,2C,3C,4C,5C,6C,7C,8C,9C,TC '
      + 'stock=AD,2D,3D,4D,5D,6D,7D,8D,9D,TD,JD,QD,KD,AH,2H,3H,4H,5H,6H,7H,8H,9H,TH,JH,QH,KH,JS,QS,KS,JC,QC discards=KC,TS';
    const read = ginForm(line);
    if (read.ok) throw new Error('read');
    expect(read.error).toBe("cards: TS is in Ana's hand and again in the discard pile; a pack holds each card once (§1)");
    expect(sayReason(read, 'de', ginRummy.say)).toBe('cards: TS liegt in der Hand von Ana und noch einmal auf dem Abwurfstapel; jede Karte gibt es im Paket nur einmal (§1)');
  });

  test('SENS: a name twice', () => {
    const read = sensForm('players=Ana,Ben,Cem,ana scores=0,0 dealer=Ana phase=deal turn=Ana hands=-/-/-/- pack=-');
    if (read.ok) throw new Error('read');
    expect(read.error).toBe('column 9: players: player name "Ana" is used twice');
    expect(sayReason(read, 'de', sens.say)).toBe('Spalte 9: players: der Spielername „Ana“ kommt zweimal vor');
  });
});
