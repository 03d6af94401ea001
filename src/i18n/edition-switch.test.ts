import { describe, expect, it } from 'vitest';
import { arriving, carried, switchUrl } from './edition-switch';

describe('the language switch keeps the place', () => {
  const here = { search: '', hash: '#scenario-7-3-thrown-jack/step-2' };

  it('the same page in the other edition takes the anchor along (paragraph, example step, played game)', () => {
    expect(switchUrl('/de/gress/7-jacks/', true, here)).toBe('/de/gress/7-jacks/#scenario-7-3-thrown-jack/step-2');
    expect(switchUrl('/gress/7-jacks/', true, { search: '', hash: '#7-3' })).toBe('/gress/7-jacks/#7-3');
    expect(switchUrl('/rulebook/de/gress/7-jacks/', true, { search: '?x=1', hash: '#7-3' })).toBe('/rulebook/de/gress/7-jacks/?x=1#7-3');
  });

  it("a page with no twin leads to the edition's home and carries nothing", () => {
    expect(switchUrl('/de/', false, here)).toBe('/de/');
  });

  it("the examples' history state arrives on the page it was sent to, and only there", () => {
    const state = { gsExamples: { 'scenario-7-1': { kind: 'step', step: 3 } } };
    const raw = carried('/de/gress/7-jacks/', state);
    expect(arriving(raw, '/de/gress/7-jacks/')).toEqual(state);
    expect(arriving(raw, '/de/gress/8-marke/')).toBeUndefined();
    expect(arriving(null, '/de/gress/7-jacks/')).toBeUndefined();
    expect(arriving('{broken', '/de/gress/7-jacks/')).toBeUndefined();
    expect(arriving(carried('/de/gress/7-jacks/', null), '/de/gress/7-jacks/')).toBeUndefined();
  });
});
