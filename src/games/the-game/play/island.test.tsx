/**
 * The play page's island as the server renders it (Astro, before hydration):
 * the page's own deal on the table with the reader's hand face up and the
 * bot's face down, the controls there but not yet usable, and nothing that
 * needs a browser. The client's first render is the same markup.
 */
import { render } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import type { PlaySetup } from '../../../components/play/play-setup';
import { fresh } from '../test-fixtures';
import { Play } from './Play';

const setup: PlaySetup = { names: ['Ben', 'Ana'], levels: [{ id: 'random', label: 'Random', description: 'Any lawful card.' }], initial: { seed: 7, seat: 1, level: 'random' } };

describe('the server render', () => {
  const html = render(<Play setup={setup} initial={fresh()} sandboxPath="/the-game/sandbox/" />);

  test('the table of the page deal, seen from the reader’s seat', () => {
    expect(html).toContain('Loading the rules engine…');
    expect(html).toContain('Ana (you)');
    expect(html).toContain("Ben's hand: 6 cards, face down");
    expect(html).toContain('You play Ana against Ben, a bot (Random).');
  });

  test('the deal form is there, disabled until the engine has come', () => {
    expect(html).toMatch(/<button type="submit" class="gs-button" disabled[^>]*>Deal<\/button>/);
    expect(html).toContain('Ana (seat 2)');
    expect(html).toContain('data-status="loading"');
  });
});
