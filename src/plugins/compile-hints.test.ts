import { describe, expect, test } from 'vitest';
import { COMPILE_HINT, hintEagerCompile } from './compile-hints';

describe('compile hints on the code a wake runs', () => {
  test('the named chunks start with the magic comment, once; the others are left alone', () => {
    const chunks = [
      { fileName: '_astro/sandbox.js', code: 'export const a=1;' },
      { fileName: '_astro/play.js', code: 'export const b=2;' },
      { fileName: '_astro/view.js', code: '//# allFunctionsCalledOnLoad\nexport const c=3;' },
    ];
    expect(hintEagerCompile(chunks, new Set(['_astro/sandbox.js', '_astro/view.js']))).toBe(1);
    expect(chunks[0].code).toBe('//# allFunctionsCalledOnLoad\nexport const a=1;');
    expect(chunks[1].code).toBe('export const b=2;');
    expect(chunks[2].code).toBe('//# allFunctionsCalledOnLoad\nexport const c=3;');
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
});
