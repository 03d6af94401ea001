/**
 * Every game on the shelf, through the platform's code alone: each scenario
 * file is a test (it must parse and every expectation must hold), and each
 * paragraph with behaviour has a worked example embedded on its page, so the
 * rulebook pages cannot drift from the engines.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildCoverage, readCoverageSources, runnersOf } from './core/coverage';
import { withoutCode } from './core/mdx-text';
import { gameOfScenarioFile, parseScenario, runScenario } from './core/scenario';
import { EXTRA_EXAMPLES, GAMES } from './games';

const ROOT = join(import.meta.dirname, '..');

for (const game of GAMES) {
  const dir = join(ROOT, 'content', game.id, 'scenarios');
  const files = readdirSync(dir).filter((f) => /\.(ya?ml|json)$/.test(f)).sort();

  describe(`scenario files of ${game.id} (${files.length})`, () => {
    test.each(files)('%s', (file) => {
      const path = `content/${game.id}/scenarios/${file}`;
      const text = readFileSync(join(dir, file), 'utf8');
      const which = gameOfScenarioFile(text, path, GAMES);
      expect(which.ok && which.game.id).toBe(game.id);
      const parsed = parseScenario(game, text, path);
      if (!parsed.ok) throw new Error(parsed.error);
      expect(runScenario(game, parsed.scenario).failures).toEqual([]);
    });
  });

  describe(`${game.title}: every behavioural paragraph is illustrated, embedded and tested`, () => {
    const runners = runnersOf(game, EXTRA_EXAMPLES[game.id]);
    const report = buildCoverage(game, readCoverageSources(ROOT, game, runners), runners);

    /** The page of the section holding `paragraph`. */
    const pageOf = (paragraph: string) => game.sections.find((s) => s.paragraphs.some((p) => p.number === paragraph))!.page;
    /** Pages that teach rather than state rules (the overview, the first game walked through): a tour there cites many sections. */
    const sectionPages = new Set(game.sections.filter((s) => s.paragraphs.length > 0).map((s) => s.page));
    const onGuidePage = (href: string | null) => href !== null && !sectionPages.has(href.split('/')[2]);

    test('every paragraph with behaviour has a worked example named after it (<n>-<slug>.yaml) on its own page', () => {
      expect(report.withoutExamples).toEqual([]);
      const behavioural = report.paragraphs.filter((p) => p.paragraph.behaviour);
      // A tour on a guide page does not count: each paragraph needs an example where its rule is stated.
      const illustrated = (p: (typeof behavioural)[number]) =>
        p.examples.some((e) => e.paragraphs[0] === p.paragraph.number && !!e.href?.startsWith(`/${game.id}/${pageOf(p.paragraph.number)}/#`));
      expect(behavioural.filter((p) => !illustrated(p)).map((p) => p.paragraph.number)).toEqual([]);
    });

    test('every example is embedded on a page: its own paragraph\u2019s page, or a guide page (overview, first game)', () => {
      expect(report.notes).toEqual([]);
      for (const example of report.examples) {
        if (onGuidePage(example.href)) continue;
        expect(example.href, example.file).toMatch(new RegExp(`^/${game.id}/${pageOf(example.paragraphs[0])}/#`));
      }
    });

    test('no citation or example names a number that is not a paragraph', () => {
      expect(report.unknown).toEqual([]);
    });

    test('every embedded example exists', () => {
      const ids = new Set(report.examples.map((e) => `${runners.find((r) => r.kind === e.kind)!.component}:${e.id}`));
      const pages = readdirSync(join(ROOT, 'content', game.id)).filter((f) => f.endsWith('.mdx'));
      const embedded = pages.flatMap((page) =>
        runners.flatMap((r) => [...withoutCode(readFileSync(join(ROOT, 'content', game.id, page), 'utf8')).matchAll(new RegExp(`<${r.component}\\s+id="([^"]+)"`, 'g'))].map((m) => `${r.component}:${m[1]}`)),
      );
      expect(embedded.filter((id) => !ids.has(id))).toEqual([]);
    });
  });
}

describe('table options on a German page', () => {
  test('every game that has table options gives each one and each of its values German words (DealForm shows them)', () => {
    for (const game of GAMES) {
      for (const option of game.tableOptions ?? []) {
        const de = option.words?.de;
        expect(de?.label, `${game.id} ${option.key}`).toBeTruthy();
        expect(de?.label).not.toBe(option.label);
        for (const { value } of option.values) expect(de?.values[value], `${game.id} ${option.key}=${value}`).toBeTruthy();
      }
    }
  });
});
