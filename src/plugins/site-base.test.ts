import { describe, expect, test } from 'vitest';
import { normalizeBase, prefixBase, stripBase } from './site-base';

describe('normalizeBase', () => {
  test('every spelling of the root is "/"', () => {
    for (const base of [undefined, '', '/', '//', ' / ']) expect(normalizeBase(base)).toBe('/');
  });
  test('a sub-path gets a slash at both ends', () => {
    for (const base of ['rulebook', '/rulebook', 'rulebook/', '/rulebook/']) expect(normalizeBase(base)).toBe('/rulebook/');
    expect(normalizeBase('/games/rulebook')).toBe('/games/rulebook/');
  });
  test('a base that is no plain path is refused, naming it', () => {
    expect(() => normalizeBase('/my rulebook/')).toThrow('"/my rulebook/"');
    expect(() => normalizeBase('https://example.org/x/')).toThrow('is not a path');
    expect(() => normalizeBase('/a//b/')).toThrow('is not a path');
  });
});

describe('prefixBase and stripBase', () => {
  test('root-relative paths get the base, others stay as they are', () => {
    expect(prefixBase('/gress/r/7.3', '/rulebook/')).toBe('/rulebook/gress/r/7.3');
    expect(prefixBase('/', '/rulebook/')).toBe('/rulebook/');
    expect(prefixBase('/gress/r/7.3', '/')).toBe('/gress/r/7.3');
    expect(prefixBase('#7-3', '/rulebook/')).toBe('#7-3');
    expect(prefixBase('https://example.org/', '/rulebook/')).toBe('https://example.org/');
    expect(prefixBase('//cdn.example.org/x.js', '/rulebook/')).toBe('//cdn.example.org/x.js');
    expect(prefixBase('./x.json', '/rulebook/')).toBe('./x.json');
  });
  test('stripping undoes prefixing, and leaves paths outside the base alone', () => {
    expect(stripBase('/rulebook/gress/r/7.3/', '/rulebook/')).toBe('/gress/r/7.3/');
    expect(stripBase('/rulebook/', '/rulebook/')).toBe('/');
    expect(stripBase('/rulebook', '/rulebook/')).toBe('/');
    expect(stripBase('/rulebooks/x/', '/rulebook/')).toBe('/rulebooks/x/');
    expect(stripBase('/gress/', '/')).toBe('/gress/');
  });
});
