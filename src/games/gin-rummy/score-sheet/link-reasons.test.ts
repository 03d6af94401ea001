/**
 * A link the Gin Rummy score sheet cannot take: the English error as the
 * sheet always wrote it, and the German a German sheet shows. German worked
 * out by hand from the catalogues.
 */
import { describe, expect, test } from 'vitest';
import { encodeShareLink } from '../../../../engine/core/share-link';
import { dealMatch, ginRummy } from '../../../../engine/gin-rummy/index';
import { sayLinkProblem, sheetWordsFor } from './link-reasons';
import { build, handsFromLink } from './model';

const dealt = dealMatch(['Ana', 'Ben'], 1);
if (!dealt.ok) throw new Error(dealt.error);
const position = ginRummy.formatPosition(dealt.value);
const VERBS = 'deal, draw, take, discard, knock, gin, layout, accept, reject, expose, reshuffle';

describe('a link the sheet cannot take, in English and in German', () => {
  test.each([
    {
      what: 'not a link of this site',
      link: 'nonsense',
      en: 'That is not a usable link: share link: not a share link of this site: it should start with the game\'s name, e.g. "gress.1.", not "nonsense".',
      de: 'Mit diesem Link kann der Spielzettel nichts anfangen: kein Link dieser Seite: Vorn steht der Name des Spiels, etwa „gress.1.“, nicht „nonsense“.',
    },
    { what: 'another game', link: encodeShareLink('gress', 'x'), en: 'That link is for another game ("gress"), not Gin Rummy.', de: 'Dieser Link gehört zu einem anderen Spiel („gress“), nicht zu Gin Rummy.' },
    {
      what: 'a position that does not read',
      link: encodeShareLink('gin-rummy', 'x'),
      en: 'The link\'s game cannot be read: line 1 (the position): column 1: expected key=value, got "x".',
      de: 'Das Spiel im Link lässt sich nicht lesen: Zeile 1 (die Stellung): Spalte 1: erwartet wird Schlüssel=Wert, da steht „x“.',
    },
    {
      what: 'an action that does not read',
      link: encodeShareLink('gin-rummy', `${position}\nAna jump`),
      en: `The link's game cannot be read: line 2: column 5: expected ${VERBS} or claim, got "jump" in "Ana jump".`,
      de: `Das Spiel im Link lässt sich nicht lesen: Zeile 2: Spalte 5: hier gehört ${VERBS} oder claim hin, da steht „jump“ in „Ana jump“.`,
    },
    {
      what: 'no hand finished',
      link: encodeShareLink('gin-rummy', position),
      en: 'The linked game has no finished hand yet: play it until the hand is scored, then copy the link again.',
      de: 'Im verlinkten Spiel ist noch kein Spiel zu Ende: Spiel weiter, bis es gewertet ist, und kopier den Link dann noch einmal.',
    },
  ])('$what', ({ link, en, de }) => {
    const r = handsFromLink(link);
    if (r.ok) throw new Error('taken');
    expect(r.error).toBe(en);
    expect(sayLinkProblem(r, 'en')).toBe(en);
    expect(sayLinkProblem(r, 'de')).toBe(de);
  });

  test('a record the sheet cannot replay (build), in English and in German', () => {
    const said = (record: Parameters<typeof build>[0]) => {
      const r = build(record);
      if (r.ok) throw new Error('built');
      return [r.error, sayLinkProblem(r, 'de')];
    };
    const players = ['Ana', 'Ben', 'Cem', 'Dan'];
    // Four in partnerships play at two tables, so a line holds two results (§16).
    expect(said({ format: 'partnership', players, target: 125, entries: [[{ winner: null, points: 0 }]] }))
      .toEqual(['line 1 should hold 2 table results', 'in Zeile 1 gehören 2 Tischergebnisse']);
    expect(said({ format: 'two', players: ['Ana', 'ana'], target: 100, entries: [] }))
      .toEqual(['the player names are missing, too long or repeated', 'die Spielernamen fehlen, sind zu lang oder kommen doppelt vor']);
    expect(said({ format: 'five' as 'two', players, target: 100, entries: [] })).toEqual(['unknown format "five"', 'die Form "five" kennt der Spielzettel nicht']);
    expect(said({ format: 'two', players: ['Ana', 'Ben'], target: 100, entries: 'x' as unknown as [] }))
      .toEqual(['the hands are not a list', 'die Spiele stehen nicht als Liste da']);
    // The three-player match's own fault: in a rotation drawn A, B, C, C sits out hand 1 (§15.1).
    expect(said({ format: 'rotation', players: ['Ana', 'Ben', 'Cem'], target: 100, entries: [[{ winner: 2, points: 10 }]] }))
      .toEqual(['three-player match: hand 1: C sat this hand out and cannot win it', 'Spiel 1: C hat dieses Spiel ausgesetzt, kann es also nicht gewonnen haben']);
  });

  test('every sheet message has German words', () => {
    expect(sheetWordsFor('de')).toEqual(sheetWordsFor('en'));
  });
});
