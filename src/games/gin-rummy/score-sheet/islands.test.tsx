/**
 * Server-renders the three Gin Rummy tool islands (as Astro does before
 * hydrating): each must render its empty state without window or storage,
 * with labelled controls and a live region.
 */
import { render } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { Calculator } from '../calculator/Calculator';
import { TournamentTool } from '../tournament/Tournament';
import { ScoreSheet } from './ScoreSheet';

describe('server render', () => {
  test('no window on the server', () => {
    expect(typeof window).toBe('undefined');
  });
  test('score sheet: the setup form, not ready yet', () => {
    const html = render(<ScoreSheet />);
    expect(html).toContain('data-ready="false"');
    expect(html).toContain('Start a sheet');
    expect(html).toContain('<label class="tk-label" for="grs-name-0">Highest draw</label>');
    expect(html).toContain('<label class="tk-label" for="grs-name-1">Lowest draw</label>');
    expect(html).toContain('aria-live="polite"');
  });
  test('tournament: the setup form', () => {
    const html = render(<TournamentTool />);
    expect(html).toContain('Start a tournament');
    expect(html).toContain('for="grt-names"');
    expect(html).toContain('Draw the first round');
  });
  test('calculator: the field, 52 toggle buttons, a live result', () => {
    const html = render(<Calculator />);
    expect(html).toContain('for="grc-hand"');
    expect(html.match(/aria-pressed="false"/g)).toHaveLength(52);
    expect(html).toContain('<span class="tk-sr">Ace of spades</span>');
    expect(html).toContain('aria-live="polite"');
  });
});
