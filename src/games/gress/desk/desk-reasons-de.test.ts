/**
 * The desk's set-up forms on a German page: what the engine refuses is said in
 * German (engine/gress/messages/notation-de.ts inside the desk's own frames),
 * English unchanged. Sentences worked out by hand.
 */
import { describe, expect, test } from 'vitest';
import { sayNotationFailure } from '../../../../engine/gress/messages/notation';
import { buildPosition } from './build-position';
import { initialSetup, withPlayerCount } from './desk-setup';
import { positionOf } from './desk-position';
import { replay } from './replay';

describe('the desk in German', () => {
  test('a player name the engine refuses (2.1)', () => {
    const setup = { ...withPlayerCount(initialSetup(), 3), players: ['Ana', 'Ben Lee', 'Cem'] };
    const de = buildPosition(setup, 'de');
    expect(de).toEqual({ ok: false, error: 'Spieler: der Spielername „Ben Lee“ muss mit einem Buchstaben anfangen und darf nur Buchstaben, Ziffern, - und _ enthalten.' });
    expect(buildPosition(setup, 'en')).toEqual({ ok: false, error: 'Players: player name "Ben Lee" must start with a letter and use only letters, digits, - and _.' });
  });

  test('a typed position that stops before its second field', () => {
    expect(positionOf({ kind: 'notation', line: 'players=Ana,Ben,Cem' }, 'de')).toEqual({ ok: false, error: 'Die Stellung lässt sich nicht lesen: Spalte 20: erwartet wird das Pflichtfeld „dealer=“' });
    expect(positionOf({ kind: 'notation', line: 'players=Ana,Ben,Cem' }, 'en')).toEqual({ ok: false, error: 'The position does not read: column 20: expected the field "dealer=" (required)' });
  });

  test('an action line that does not read, in the list of steps', () => {
    const start = positionOf({ kind: 'notation', line: 'players=Ana,Ben,Cem dealer=Cem phase=running hands=7C/8C/9C markes=-/-/- pile=QS@Cem:o1 turn=Ana dir=cw throws=yes next=2' });
    if (!start.ok) throw new Error(start.error);
    const [step] = replay(start.state, [], ['Ana draw 2 3']).steps;
    expect(step.error).toBe('column 12: unexpected "3" in "Ana draw 2 3"');
    expect(sayNotationFailure({ error: step.error!, reason: step.reason }, 'de')).toBe('Spalte 12: „3“ gehört hier nicht hin in „Ana draw 2 3“');
  });
});
