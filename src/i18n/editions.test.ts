import { describe, expect, it } from 'vitest';
import { editionOf, inEdition, pageIdOf, pageIdOfPath, pageKind, splitEdition, switchEdition, topSegment } from './editions';

describe('editions (issue 27: English at the root, German under /de/)', () => {
  it('splits a path into its edition and its English spelling', () => {
    expect(splitEdition('/de/gress/r/7.3')).toEqual({ locale: 'de', path: '/gress/r/7.3' });
    expect(splitEdition('/de/')).toEqual({ locale: 'de', path: '/' });
    expect(splitEdition('/de')).toEqual({ locale: 'de', path: '/' });
    expect(splitEdition('/gress/7-jacks/')).toEqual({ locale: 'en', path: '/gress/7-jacks/' });
    expect(splitEdition('/')).toEqual({ locale: 'en', path: '/' });
  });

  it('takes only a whole segment for the prefix: /dealer/ and /de-x/ are English', () => {
    expect(editionOf('/dealer/')).toBe('en');
    expect(editionOf('/de-x/')).toBe('en');
    expect(editionOf('/de/index.html')).toBe('de');
  });

  it('puts an English path into an edition and leaves anchors and outside links alone', () => {
    expect(inEdition('/gress/r/7.3', 'de')).toBe('/de/gress/r/7.3');
    expect(inEdition('/gress/r/7.3', 'en')).toBe('/gress/r/7.3');
    expect(inEdition('#7-3', 'de')).toBe('#7-3');
    expect(inEdition('https://example.org/x', 'de')).toBe('https://example.org/x');
    expect(inEdition('//cdn.example/x', 'de')).toBe('//cdn.example/x');
  });

  it('switches the same place both ways', () => {
    expect(switchEdition('/gress/7-jacks/', 'de')).toBe('/de/gress/7-jacks/');
    expect(switchEdition('/de/gress/7-jacks/', 'en')).toBe('/gress/7-jacks/');
    expect(switchEdition('/de/gress/7-jacks/', 'de')).toBe('/de/gress/7-jacks/');
    expect(switchEdition('/', 'de')).toBe('/de/');
    expect(switchEdition('/de/', 'en')).toBe('/');
  });

  it('finds the game segment in either edition', () => {
    expect(topSegment('/de/gress/7-jacks/')).toBe('gress');
    expect(topSegment('/gress/7-jacks/')).toBe('gress');
    expect(topSegment('/de/')).toBe('');
    expect(topSegment('/')).toBe('');
  });
});

describe('what each edition has at an address', () => {
  const written = new Set(['', 'de', 'gress/7-jacks', 'gress/1-cards', 'de/gress/7-jacks', '404'].map(pageIdOf));

  it('reads entry ids and paths alike', () => {
    expect(pageIdOf('index')).toBe('');
    expect(pageIdOf('de/index')).toBe('de');
    expect(pageIdOf('gress/index-of-terms')).toBe('gress/index-of-terms');
    expect(pageIdOfPath('/de/gress/7-jacks/')).toBe('de/gress/7-jacks');
    expect(pageIdOfPath('/')).toBe('');
  });

  it('a German file is written; an English page without one is a fallback under /de/', () => {
    expect(pageKind('/de/gress/7-jacks/', written)).toBe('written');
    expect(pageKind('/de/gress/1-cards/', written)).toBe('fallback');
    expect(pageKind('/gress/1-cards/', written)).toBe('written');
    expect(pageKind('/de/', written)).toBe('written');
  });

  it('a tool page has no German edition; the lists of paragraphs are built in both', () => {
    expect(pageKind('/de/gress/sandbox/', written)).toBe('none');
    expect(pageKind('/de/gress/r/', written)).toBe('written');
    expect(pageKind('/gress/r/', written)).toBe('written');
    expect(pageKind('/de/gress/r/7.3/', written)).toBe('none');
  });
});
