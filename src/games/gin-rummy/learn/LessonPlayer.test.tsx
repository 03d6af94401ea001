/**
 * A Gin Rummy lesson as the server renders it (what a reader sees before
 * hydration): the goal in the panel, then the game's own table with Ana's
 * cards, then the lesson's controls with the offered chips. Worked out by
 * hand from content/gin-rummy/lessons/06-laying-off.yaml: Ben has knocked
 * (the setup), so Ana holds her ten cards 8♥ 9♥ Q♣ Q♦ Q♠ 2♠ 6♣ 7♦ 10♣ 5♠
 * and lays out next; the lesson offers two lay-outs besides the table's own.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from 'preact-render-to-string';
import { expect, test } from 'vitest';
import { readLesson } from '../../../../engine/gin-rummy/lessons';
import { LessonPlayer } from './LessonPlayer';

const FILE = join(import.meta.dirname, '..', '..', '..', '..', 'content', 'gin-rummy', 'lessons', '06-laying-off.yaml');

test('the goal, the table with the reader\'s cards, then the controls with the offered lay-outs', () => {
  const r = readLesson(readFileSync(FILE, 'utf8'), 'content/gin-rummy/lessons/06-laying-off.yaml');
  if (!r.ok) throw new Error(r.error);
  const html = render(<LessonPlayer lesson={r.lesson} next={null} />);
  const at = (s: string) => {
    const i = html.indexOf(s);
    expect(i, s).toBeGreaterThan(-1);
    return i;
  };
  expect(html).toContain('<strong>Goal:</strong> Lay out your melds and lay off what you can');
  const ana = html.slice(at('aria-label="Ana\'s hand: 10 cards"'), at('lx-controls'));
  const cards = [...ana.matchAll(/data-card="([0-9TJQKA]+[CDHS])"/g)].map((m) => m[1]).sort();
  expect(cards).toEqual(['2S', '5S', '6C', '7D', '8H', '9H', 'QC', 'QD', 'QS', 'TC']);
  expect(at('lx-panel')).toBeLessThan(at('gr-table'));
  expect(at('gr-table')).toBeLessThan(at('lx-controls'));
  // The table's own button lays out the best (both hearts laid off, the Eight first); the chips offer the two mistakes.
  expect(html).toContain('Q♣Q♦Q♠, lay off 8♥ onto meld 1, 9♥ onto meld 1</button>');
  expect(html).toContain('>Lay out Q♣Q♦Q♠, lay off 9♥ onto meld 1, 8♥ onto meld 1</button>');
  expect(html).toContain('>Lay out Q♣Q♦Q♠</button>');
});
