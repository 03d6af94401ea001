/**
 * Server-renders the two SENS tool islands (as Astro does before hydrating):
 * each renders its empty state without window or storage, with labelled
 * controls, rule links and a live region.
 */
import { render } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { Calculator } from '../calculator/Calculator';
import { ScoreSheet } from './ScoreSheet';

describe('server render', () => {
  test('no window on the server', () => {
    expect(typeof window).toBe('undefined');
  });
  test('score sheet: the setup form with four seats, not ready yet', () => {
    const html = render(<ScoreSheet />);
    expect(html).toContain('data-ready="false"');
    expect(html).toContain('Start a sheet');
    for (const [i, seat] of ['1st seat', '2nd seat', '3rd seat', '4th seat'].entries()) {
      expect(html).toContain(`<label class="tk-label" for="sss-name-${i}">${seat}</label>`);
    }
    expect(html).toContain('href="/sens/r/4.5"');
    expect(html).toContain('aria-live="polite"');
  });
  test('calculator: 32 toggle buttons named by card, the trumps, a live result', () => {
    const html = render(<Calculator />);
    const cards = html.match(/<button[^>]*data-card="[^"]+"[^>]*>/g) ?? [];
    expect(cards).toHaveLength(32);
    expect(cards.every((b) => b.includes('aria-pressed="false"'))).toBe(true);
    expect(html).toContain('<span class="tk-sr">Eichel-Unter</span>');
    expect(html).toContain('id="smc-trump-E"');
    expect(html).toContain('aria-live="polite"');
  });
});
