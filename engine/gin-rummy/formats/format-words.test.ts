/**
 * The format examples' lines in both languages (issue 27): every example of
 * content/gin-rummy/formats renders in German with no id left unrendered and
 * no English word we can spot, frame for frame beside the English; and a few
 * German lines worked out by hand. The English lines are checked against
 * hand-worked expectations in formats.test.ts (the move to messages was
 * compared line for line with the output before it, once, when it was made:
 * a recording kept as a test would only repeat the runner).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { message } from '../../core/messages';
import { say } from '../messages';
import type { FormatSpec } from '../messages/spec';
import { parseFormatExample, runFormatExample, type FormatFrame } from './runner';

const DIR = join(import.meta.dirname, '..', '..', '..', 'content', 'gin-rummy', 'formats');
const files = readdirSync(DIR).filter((f) => /\.(ya?ml|json)$/.test(f)).sort();

const exampleOf = (file: string) => {
  const parsed = parseFormatExample(readFileSync(join(DIR, file), 'utf8'), `content/gin-rummy/formats/${file}`);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.example;
};

/** Every text of a frame the runner wrote (not the author's `says`, not a refusal: those stay English). */
const textsOf = (f: FormatFrame): string[] => [
  ...(f.step ? [f.step.label, ...f.step.lines] : []),
  ...(f.table ? [f.table.caption, ...f.table.columns, ...f.table.rows.map((r) => r.head)] : []),
  ...f.next, ...f.settlement,
];

/** English words of these lines that have no business in German (player names are A-F and three-letter names). */
const ENGLISH = /\b(the|and|then|drawn|deals?|leads|sits|out|waits|advise|hands?|rounds?|match|wins?|beats|pays?|over|next|after|points|entrants?|bye|byes|boxes|shutout|total|game|alone|played|nobody|lost|first|reach(es|ed)?|standings|plays|against|seats|clockwise|write|v)\b/i;

describe('format examples in both languages', () => {
  test.each(files)('%s: German without English, frame for frame', (file) => {
    const example = exampleOf(file);
    const english = runFormatExample(example, 'en');
    expect(runFormatExample(example).frames).toEqual(english.frames);
    const german = runFormatExample(example, 'de');
    expect(german.failures).toEqual([]);
    expect(german.frames).toHaveLength(english.frames.length);
    for (const [i, frame] of german.frames.entries()) {
      expect(frame.over).toBe(english.frames[i].over);
      for (const text of textsOf(frame)) {
        expect(text.length, `${file} frame ${i}`).toBeGreaterThan(0);
        expect(text, text).not.toMatch(/\[format\.[A-Za-z.]+\]/);
        expect(text, text).not.toMatch(ENGLISH);
      }
    }
  });
});

const m = <Id extends keyof FormatSpec & string>(id: Id, params: FormatSpec[Id]) => message<FormatSpec, Id>(id, params);
const de = (msg: Parameters<typeof say>[0]) => say(msg, 'de');

describe('German format lines worked out by hand', () => {
  test('one and several: Spiel / Spielen, Runde / Runden, Punkt / Punkten', () => {
    expect(de(m('format.table.caption', { played: 1, unit: 'hand' }))).toBe('Nach 1 Spiel');
    expect(de(m('format.table.caption', { match: 2, played: 3, unit: 'hand' }))).toBe('Partie 2, nach 3 Spielen');
    expect(de(m('format.table.caption', { played: 1, unit: 'round' }))).toBe('Nach 1 Runde');
    expect(de(m('format.over.tournament', { rounds: 3 }))).toBe('Ende nach 3 Runden.');
    expect(de(m('format.match.won', { winner: 'Ann', loser: 'Ben', margin: 1 }))).toBe('Ann gewinnt gegen Ben mit 1 Punkt Vorsprung.');
    expect(de(m('format.match.won', { winner: 'Ann', loser: 'Ben', margin: 40 }))).toBe('Ann gewinnt gegen Ben mit 40 Punkten Vorsprung.');
  });

  test('a team column takes a plural verb', () => {
    expect(de(m('format.pays', { from: 'C+D', to: 'A+B', team: true, amount: 228, shutout: 0 }))).toBe('C+D zahlen an A+B 228.');
    expect(de(m('format.pays', { from: 'C', to: 'A', team: false, amount: 362, shutout: 100 }))).toBe('C zahlt an A 362 (262 + 100 Schneider-Prämie).');
    expect(de(m('format.over', { who: 'B+C', team: true, target: 100 }))).toBe('Ende: B+C haben zuerst 100 erreicht.');
  });

  test('lists with "und", and the draw as a clause of the partnership line', () => {
    expect(de(m('format.chouette.roles', { single: 'A', partners: ['B', 'C'] }))).toBe('A spielt allein gegen B und C.');
    const drawn = m('format.drawn', { draws: [{ name: 'A', ranks: ['K'] }, { name: 'B', ranks: ['9', 'Q'] }, { name: 'C', ranks: ['9', '4'] }, { name: 'D', ranks: ['2'] }] });
    expect(de(m('format.start.partnership', { drawn, teams: [['A', 'B'], ['C', 'D']], seats: ['A', 'C', 'B', 'D'], target: 125 })))
      .toBe('Gezogen: A K, B 9 dann Q, C 9 dann 4, D 2. A und B spielen gegen C und D; Sitzordnung im Uhrzeigersinn: A, C, B, D. Gespielt wird bis 125.');
  });

  test('the score table in German', () => {
    expect(de(m('format.table.word', { word: 'game' }))).toBe('Partieprämie');
    expect(de(m('format.table.alone', { who: 'A' }))).toBe('A (allein)');
    expect(de(m('format.next.pairings', { round: 1, rounds: 5, pairs: [['Ben', 'Eve'], ['Cat', 'Dan']], bye: 'Ann' })))
      .toBe('Runde 1 von 5: Ben gegen Eve, Cat gegen Dan. Ann ist spielfrei.');
  });
});
