/**
 * Why an action line or a position line of The Game does not read, in
 * German (what a German page shows for a linked game that does not read),
 * and the English unchanged. German sentences worked out by hand.
 */
import { describe, expect, test } from 'vitest';
import { expectGermanForEveryId, type SampleOf } from '../../core/catalogue-checks';
import { sayReason, type Failure } from '../../core/reasons';
import { parsePlayed } from '../../core/share-link';
import { theGame } from '../index';
import { de, en, type NotationSpec } from './notation';

const PLAYERS = ['Ana', 'Ben'];
const german = (failed: Failure) => sayReason(failed, 'de', theGame.say);

describe('an action line that does not read', () => {
  test.each([
    { text: '', en: 'column 1: expected a player (Ana, Ben), got nothing in ""', de: 'Spalte 1: hier gehört ein Spieler hin (Ana, Ben), da steht nichts in „“' },
    { text: 'Cem lay 7 on Ana up', en: 'column 1: expected a player (Ana, Ben), got "Cem" in "Cem lay 7 on Ana up"', de: 'Spalte 1: hier gehört ein Spieler hin (Ana, Ben), da steht „Cem“ in „Cem lay 7 on Ana up“' },
    { text: 'Ana', en: 'column 4: expected "lay" or "end turn" in "Ana"', de: 'Spalte 4: hier gehört „lay“ oder „end turn“ hin in „Ana“' },
    { text: 'Ana jump', en: 'column 5: expected "lay" or "end turn", got "jump" in "Ana jump"', de: 'Spalte 5: hier gehört „lay“ oder „end turn“ hin, da steht „jump“ in „Ana jump“' },
    { text: 'Ana end now', en: 'column 9: expected "turn" after "end", got "now" in "Ana end now"', de: 'Spalte 9: nach „end“ gehört „turn“ hin, da steht „now“ in „Ana end now“' },
    { text: 'Ana end turn x', en: 'column 14: unexpected "x" in "Ana end turn x"', de: 'Spalte 14: „x“ gehört hier nicht hin in „Ana end turn x“' },
    { text: 'Ana lay', en: 'column 8: expected a number card 2-59 in "Ana lay"', de: 'Spalte 8: hier gehört eine Zahlenkarte 2 bis 59 hin in „Ana lay“' },
    { text: 'Ana lay 60 on Ana up', en: 'column 9: expected a number card 2-59 (1.1), got "60" in "Ana lay 60 on Ana up"', de: 'Spalte 9: hier gehört eine Zahlenkarte 2 bis 59 hin (1.1), da steht „60“ in „Ana lay 60 on Ana up“' },
    { text: 'Ana lay 7 at Ana up', en: 'column 11: expected "on", got "at" in "Ana lay 7 at Ana up"', de: 'Spalte 11: hier gehört „on“ hin, da steht „at“ in „Ana lay 7 at Ana up“' },
    { text: 'Ana lay 7 on', en: 'column 13: expected whose pile (Ana, Ben) in "Ana lay 7 on"', de: 'Spalte 13: hier gehört hin, wessen Stapel (Ana, Ben) in „Ana lay 7 on“' },
    { text: 'Ana lay 7 on Cem up', en: 'column 14: expected whose pile (Ana, Ben), got "Cem" in "Ana lay 7 on Cem up"', de: 'Spalte 14: hier gehört hin, wessen Stapel (Ana, Ben), da steht „Cem“ in „Ana lay 7 on Cem up“' },
    { text: 'Ana lay 7 on Ana left', en: 'column 18: expected "up" (ascending pile) or "down" (descending pile), got "left" in "Ana lay 7 on Ana left"', de: 'Spalte 18: hier gehört „up“ (aufsteigender Stapel) oder „down“ (absteigender Stapel) hin, da steht „left“ in „Ana lay 7 on Ana left“' },
  ])('"$text"', ({ text, en: english, de: deutsch }) => {
    const r = theGame.parseAction(text, PLAYERS);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toBe(english);
    expect(german(r)).toBe(deutsch);
  });

  test('too long, and not text at all', () => {
    const long = theGame.parseAction('x'.repeat(1000), PLAYERS);
    if (long.ok) throw new Error('read');
    expect(german(long)).toMatch(/^Spalte \d+: eine Aktion hat höchstens \d+ Zeichen, hier sind es 1000$/);
    const none = theGame.parseAction(undefined as unknown as string, PLAYERS);
    if (none.ok) throw new Error('read');
    expect(none.error).toBe('column 1: expected an action as text');
    expect(german(none)).toBe('Spalte 1: hier gehört eine Aktion als Text hin');
  });
});

describe('a position line that does not read: the fields, in German', () => {
  test.each([
    { text: 'players=Ana,Ben turn', de: 'Spalte 17: erwartet wird Schlüssel=Wert, da steht „turn“' },
    { text: 'players=Ana,Ben turn=Ana turn=Ben', de: 'Spalte 26: das Feld „turn“ steht zweimal da' },
    { text: 'players=Ana,Ben', de: 'Spalte 16: das Feld „turn=“ fehlt' },
    { text: 'players=Ana,Ben mood=calm', de: 'Spalte 17: unbekanntes Feld „mood“ (bekannt sind players, turn, laid, hands, draw, up, down, won, lost)' },
  ])('"$text"', ({ text, de: deutsch }) => {
    const r = theGame.parsePosition(text);
    if (r.ok) throw new Error('read');
    expect(german(r)).toBe(deutsch);
  });
});

describe('a linked game: the line, then the fault', () => {
  test('line 2 names a player who is not at the table', () => {
    const dealt = theGame.deal(PLAYERS, 7);
    if (!dealt.ok) throw new Error(dealt.error);
    const r = parsePlayed(theGame, `${theGame.formatPosition(dealt.value)}\nCem end turn`);
    if (r.ok) throw new Error('read');
    expect(r.error).toBe('line 2: column 1: expected a player (Ana, Ben), got "Cem" in "Cem end turn"');
    expect(german(r)).toBe('Zeile 2: Spalte 1: hier gehört ein Spieler hin (Ana, Ben), da steht „Cem“ in „Cem end turn“');
  });
});

describe('every notation message has German words', () => {
  test('the catalogues name the same ids, and no German sentence is the English one', () => {
    const sample: SampleOf<NotationSpec> = {
      'notation.player': { players: PLAYERS }, 'notation.verb': {}, 'notation.unexpected': { got: 'x' }, 'notation.turn': {},
      'notation.card': { lowest: 2, highest: 59 }, 'notation.on': {}, 'notation.owner': { players: PLAYERS }, 'notation.row': {},
    };
    expectGermanForEveryId<NotationSpec>({ en, de }, sample, (m, locale) => theGame.say!(m, locale));
  });
});
