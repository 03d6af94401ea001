/**
 * The desk's set-up forms on a German page: what the engine refuses is said in
 * German (engine/gress/messages/notation-de.ts inside the desk's own frames),
 * English unchanged. Sentences worked out by hand.
 */
import { describe, expect, test } from 'vitest';
import { sayNotationFailure } from '../../../../engine/gress/messages/notation';
import { buildPosition } from './build-position';
import { tapFace, type CardTarget } from './card-places';
import { initialSetup, withPlayerCount, type DeskSetup } from './desk-setup';
import { positionOf } from './desk-position';
import { replay } from './replay';

/** Taps faces into a target, failing the test on a refusal. */
function tap(setup: DeskSetup, target: CardTarget, ...faces: string[]): DeskSetup {
  return faces.reduce((s, face) => {
    const r = tapFace(s, target, face);
    if (!r.ok) throw new Error(r.message);
    return r.setup;
  }, setup);
}

describe('the desk in German', () => {
  test('Ben with no card, no Marke and no debt has gone out (9.1)', () => {
    let s = withPlayerCount(initialSetup(), 3);
    s = tap(s, { kind: 'hand', seat: 0 }, '7S', '7C');
    s = tap(s, { kind: 'top' }, '7H');
    const setup = { ...s, unknown: [0, 0, 3], markes: [true, false, true], topBy: 2 };
    expect(buildPosition(setup, 'de')).toEqual({
      ok: false,
      error: 'Ben hat keine Karte, keine Marke und keine Nimmschuld: Ben ist ausgegangen, das laufende Spiel ist damit schon vorbei (9.1). Gib Ben eine Karte (bekannt oder unbekannt), eine Marke oder eine Nimmschuld.',
    });
    expect(buildPosition(setup, 'en')).toEqual({
      ok: false,
      error: 'Ben has no cards, no Marke and owes nothing: Ben has gone out and the active game is already over (9.1). Give Ben a card (known or unknown), a Marke or a debt.',
    });
  });

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
