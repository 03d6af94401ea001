/**
 * The lesson platform's hints as messages: both catalogues have the same ids;
 * English is what the hints always said (the sentences below are the ones
 * hint.ts wrote before, article rule included); German worked out by hand,
 * with a game's word for the kind and without one.
 */
import { describe, expect, test } from 'vitest';
import { catalogueKeysDiffer } from '../../messages';
import type { Ruling } from '../../ruling';
import { genericHint } from '../hint';
import { de } from './de';
import { en } from './en';
import { sayLesson } from './index';

const lesson = { data: { paragraphs: ['3.3', '4.2'] } } as never;
const ruling = (classification: string, lawful: boolean): Ruling => ({ action: 'x', classification, lawful, citations: ['4.2'], summary: '', events: [] });

describe('lesson hint catalogues', () => {
  test('English and German have the same ids', () => {
    expect(catalogueKeysDiffer(en, de)).toEqual({ onlyInFirst: [], onlyInSecond: [] });
  });

  test('a refusal: the same words whatever the game', () => {
    const hint = genericHint(lesson, ruling('refused', false), { refused: 'refused action' }, { de: { refused: 'Abgelehnt' } });
    expect(hint).toMatchObject({ text: 'The engine does not accept that at all just now. Look for another way to the goal.', paragraph: '4.2', listed: false });
    expect(sayLesson(hint.says!, 'de')).toBe('Das geht im Moment überhaupt nicht. Such dir einen anderen Weg zum Ziel.');
  });

  test('an unlawful action: the game\u2019s word with "a" or "an" in English, with "als" in German', () => {
    const hint = genericHint(lesson, ruling('foul', false), { foul: 'foul (a wrong card)' }, { de: { foul: 'Foul' } });
    expect(hint.text).toBe('The rules do not allow that here: it was ruled a foul (a wrong card). Take it back and try again.');
    expect(sayLesson(hint.says!, 'en')).toBe(hint.text);
    expect(sayLesson(hint.says!, 'de')).toBe('Das erlauben die Regeln hier nicht: Es wurde als Foul gewertet. Nimm es zurück und versuch es noch einmal.');
  });

  test('a lawful action off the path; without a word the English uses the classification, the German leaves the kind out', () => {
    const named = genericHint(lesson, ruling('trick', true), { trick: 'backwards trick' }, { de: { trick: 'Rückwärts-Trick' } });
    expect(named.text).toBe('That was lawful (a backwards trick), but it does not bring you to the goal.');
    expect(sayLesson(named.says!, 'de')).toBe('Das war erlaubt (gewertet als Rückwärts-Trick), bringt dich aber nicht ans Ziel.');
    const bare = genericHint(lesson, ruling('announcement', true));
    expect(bare.text).toBe('That was lawful (an announcement), but it does not bring you to the goal.');
    expect(sayLesson(bare.says!, 'de')).toBe('Das war erlaubt, bringt dich aber nicht ans Ziel.');
  });

  test('a lawful action whose kind is "lawful" (Gin Rummy, SENS): the hint does not say it twice, in either language', () => {
    const plain = genericHint(lesson, ruling('lawful', true));
    expect(plain.text).toBe('That was lawful, but it does not bring you to the goal.');
    expect(sayLesson(plain.says!, 'de')).toBe('Das war erlaubt, bringt dich aber nicht ans Ziel.');
    const worded = genericHint(lesson, ruling('lawful', true), {}, { de: { lawful: 'regelgerecht' } });
    expect(worded.text).toBe('That was lawful, but it does not bring you to the goal.');
    expect(sayLesson(worded.says!, 'de')).toBe('Das war erlaubt, bringt dich aber nicht ans Ziel.');
    const unlawful = genericHint(lesson, ruling('irregular', false), {}, { de: { irregular: 'regelwidrig' } });
    expect(unlawful.text).toBe('The rules do not allow that here: it was ruled an irregular. Take it back and try again.');
    expect(sayLesson(unlawful.says!, 'de')).toBe('Das erlauben die Regeln hier nicht: Es wurde als regelwidrig gewertet. Nimm es zurück und versuch es noch einmal.');
  });

  test('an unknown id is named, not thrown', () => {
    expect(sayLesson({ id: 'hint.gone', params: {} }, 'de')).toBe('[hint.gone]');
  });
});
