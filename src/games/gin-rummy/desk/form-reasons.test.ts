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

  test('SENS: a name twice', () => {
    const read = sensForm('players=Ana,Ben,Cem,ana scores=0,0 dealer=Ana phase=deal turn=Ana hands=-/-/-/- pack=-');
    if (read.ok) throw new Error('read');
    expect(read.error).toBe('column 9: players: player name "Ana" is used twice');
    expect(sayReason(read, 'de', sens.say)).toBe('Spalte 9: players: der Spielername „Ana“ kommt zweimal vor');
  });
});
