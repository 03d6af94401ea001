import { describe, expect, test } from 'vitest';
import { withBase } from '../../base-path';
import type { ParagraphsFile } from './paragraphs-file';
import { gameOfCitation, titleIn } from './use-paragraph-titles';

const german: ParagraphsFile = {
  game: 'gress',
  title: 'Gress',
  paragraphs: { '7.3': { heading: 'Ein geworfener Bube ist ein Zug', text: '', href: '/de/gress/7-buben/#7-3' }, '9': { heading: '', text: '', href: '/de/gress/9/' } },
};

describe('citation hints in the page language', () => {
  test("a German hint is the number and the German page's heading", () => {
    expect(titleIn(german, '7.3')).toBe('7.3 Ein geworfener Bube ist ein Zug');
  });
  test('no file yet, a number the file lacks, or a heading it leaves empty: no hint (never the English one)', () => {
    expect(titleIn(null, '7.3')).toBeNull();
    expect(titleIn(german, '4.11')).toBeNull();
    expect(titleIn(german, '9')).toBeNull();
  });
  test('the game a citation names, in either edition', () => {
    expect(gameOfCitation(withBase('/de/gress/r/7.3'))).toBe('gress');
    expect(gameOfCitation(withBase('/gin-rummy/r/10'))).toBe('gin-rummy');
    expect(gameOfCitation(withBase('/de/sens/3-melds/#3-2'))).toBe('sens');
    expect(gameOfCitation(withBase('/de/gress/'))).toBeNull();
  });
});
