/**
 * The referee's questions of every game (content/<game>/referee-faq.mdx, issue 25),
 * read as source: each question's answer cites a paragraph the game's engine
 * knows and links a worked example that is really embedded where the link
 * points. No build needed; the built links are also checked by
 * tests/e2e/internal-links.test.ts and the list at the top by
 * tests/e2e/question-list.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../engine/games';
import { scenarioAnchor } from '../components/scenario-embed';

const ROOT = join(import.meta.dirname, '..', '..');
const pageOf = (gameId: string) => join(ROOT, 'content', gameId, 'referee-faq.mdx');
const WITH_PAGE = GAMES.filter((g) => existsSync(pageOf(g.id)));

interface Question {
  readonly title: string;
  readonly answer: string;
}

/** The `### question` sections of a page, each with its text up to the next heading. */
function questionsOf(source: string): Question[] {
  return source.split(/^### /m).slice(1).map((part) => {
    const [title, ...rest] = part.split('\n');
    return { title: title.trim(), answer: rest.join('\n').split(/^#{2,3} /m)[0] };
  });
}

/** The anchors of the worked examples embedded on a page (`<Scenario id="..." />`). */
function exampleAnchors(gameId: string, page: string): Set<string> {
  const file = join(ROOT, 'content', gameId, `${page}.mdx`);
  if (!existsSync(file)) return new Set();
  const ids = [...readFileSync(file, 'utf8').matchAll(/<Scenario\s+id="([^"]+)"/g)].map((m) => m[1]);
  return new Set(ids.map(scenarioAnchor));
}

test('the games with a questions page include the three of issue 25 besides Gress', () => {
  expect(WITH_PAGE.map((g) => g.id)).toEqual(expect.arrayContaining(['gress', 'the-game', 'gin-rummy']));
});

describe.each(WITH_PAGE.map((g) => [g.id, g] as const))('%s: referee-faq.mdx', (gameId, game) => {
  const source = readFileSync(pageOf(gameId), 'utf8');
  const questions = questionsOf(source);
  const known = new Set(game.sections.flatMap((s) => s.paragraphs.map((p) => p.number)));

  test('is titled "Referee\'s questions" and asks questions under ## groups', () => {
    expect(source).toMatch(/^---\ntitle: "Referee's questions"\n/);
    expect(questions.length).toBeGreaterThanOrEqual(8);
    expect(source.indexOf('\n## ')).toBeLessThan(source.indexOf('\n### '));
    expect(new Set(questions.map((q) => q.title)).size).toBe(questions.length);
  });

  test.each(questions.map((q) => [q.title, q] as const))('"%s" cites a paragraph of the engine and links an example that exists', (_title, q) => {
    const cited = [...q.answer.matchAll(new RegExp(`\\]\\(/${gameId}/r/([0-9.]+)\\)`, 'g'))].map((m) => m[1]);
    expect(cited.length, 'at least one paragraph cited').toBeGreaterThan(0);
    expect(cited.filter((n) => !known.has(n)), 'paragraphs the engine does not know').toEqual([]);

    const examples = [...q.answer.matchAll(new RegExp(`\\]\\(/${gameId}/([a-z0-9-]+)/#(scenario-[A-Za-z0-9-]+)\\)`, 'g'))];
    expect(examples.length, 'at least one example linked').toBeGreaterThan(0);
    for (const [, page, anchor] of examples) {
      expect(exampleAnchors(gameId, page).has(anchor), `${page} embeds #${anchor}`).toBe(true);
    }
  });

  test('every paragraph link on the page names a paragraph of the engine', () => {
    const all = [...source.matchAll(new RegExp(`/${gameId}/r/([0-9.]+)`, 'g'))].map((m) => m[1]);
    expect(all.filter((n) => !known.has(n))).toEqual([]);
  });
});

test('a question whose example points at a missing section would be caught', () => {
  // The check above in miniature, on a made-up answer: an anchor no page embeds.
  expect(exampleAnchors('gin-rummy', '14-irregularities').has('scenario-14-5-two-cards-at-once')).toBe(true);
  expect(exampleAnchors('gin-rummy', '14-irregularities').has('scenario-14-5-three-cards-at-once')).toBe(false);
  expect(exampleAnchors('gin-rummy', 'no-such-page').size).toBe(0);
});
