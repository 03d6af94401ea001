/**
 * SENS's referee's questions (content/sens/referee-faq.mdx, issue 25): a
 * referee trusts an answer because it names its paragraphs and shows an
 * example, so every answer must cite paragraphs that exist (/sens/r/<n>) and
 * link exactly one worked example that exists and is embedded on the page
 * the link goes to. The page keeps the `## group` / `### question` shape the
 * generated list of questions reads, with nothing else as a heading.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { scenarioAnchor } from '../../src/components/scenario-embed';
import { scenarioIds, withoutCode } from '../core/mdx-text';
import { findParagraph } from './paragraphs';

const CONTENT = join(import.meta.dirname, '..', '..', 'content', 'sens');

interface Answer {
  readonly group: string;
  readonly question: string;
  readonly text: string;
}

/** The page's questions: each `###` with its `##` group and its text up to the next heading. Problems with the headings go to `problems`. */
function answersOf(mdx: string, problems: string[]): Answer[] {
  const body = withoutCode(mdx).replace(/^---\n[\s\S]*?\n---\n/, '');
  const answers: Answer[] = [];
  let group: string | null = null;
  let current: { question: string; lines: string[] } | null = null;
  const close = () => {
    if (current && group) answers.push({ group, question: current.question, text: current.lines.join('\n').trim() });
    current = null;
  };
  for (const line of body.split('\n')) {
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (!heading) {
      current?.lines.push(line);
      continue;
    }
    close();
    const [, hashes, title] = heading;
    if (hashes === '##') group = title;
    else if (hashes === '###' && group) current = { question: title, lines: [] };
    else problems.push(`heading "${line}": only "## group" and "### question" under a group belong on this page`);
  }
  close();
  return answers;
}

/** The number of sentences in an answer's prose, its closing "Example: ..." line left out and links read as their text. */
function sentences(text: string): number {
  const prose = text.replace(/\s*Examples?: [\s\S]*$/, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
  return (prose.match(/[.!?](?=\s|$)/g) ?? []).length;
}

/** What is wrong with one answer, given which scenario each anchor belongs to and which scenarios each page embeds. */
function problemsOf(answer: Answer, scenarioOfAnchor: ReadonlyMap<string, string>, embedded: ReadonlyMap<string, readonly string[]>): string[] {
  const out: string[] = [];
  const cited = [...answer.text.matchAll(/\]\(\/sens\/r\/([^)\s]+)\)/g)].map((m) => m[1]);
  if (cited.length === 0) out.push('cites no paragraph as a /sens/r/<n> link');
  for (const n of cited) if (!findParagraph(n)) out.push(`cites /sens/r/${n}, which is no SENS paragraph`);
  const examples = [...answer.text.matchAll(/\]\(\/sens\/([^/)\s]+)\/#(scenario-[^)\s]+)\)/g)].map((m) => ({ page: m[1], anchor: m[2] }));
  if (examples.length !== 1) out.push(`links ${examples.length} examples, not one`);
  for (const { page, anchor } of examples) {
    const id = scenarioOfAnchor.get(anchor);
    if (!id) out.push(`links #${anchor}, which is no scenario of content/sens/scenarios`);
    else if (!(embedded.get(page) ?? []).includes(id)) out.push(`links ${id} on /sens/${page}/, which does not embed it`);
  }
  const count = sentences(answer.text);
  if (count < 2 || count > 4) out.push(`has ${count} sentences, not two to four`);
  return out.map((p) => `"${answer.question}" ${p}`);
}

/** Every problem of a page's questions: its headings, and each answer. */
function pageProblems(mdx: string, scenarioOfAnchor: ReadonlyMap<string, string>, embedded: ReadonlyMap<string, readonly string[]>) {
  const problems: string[] = [];
  const answers = answersOf(mdx, problems);
  for (const answer of answers) problems.push(...problemsOf(answer, scenarioOfAnchor, embedded));
  return { answers, problems };
}

const scenarioOfAnchor = new Map(
  readdirSync(join(CONTENT, 'scenarios'))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => f.replace(/\.yaml$/, ''))
    .map((id) => [scenarioAnchor(id), id] as const),
);
const embedded = new Map(
  readdirSync(CONTENT)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => [f.replace(/\.mdx$/, ''), scenarioIds(readFileSync(join(CONTENT, f), 'utf8'))] as const),
);

describe('SENS referee\u2019s questions', () => {
  const { answers, problems } = pageProblems(readFileSync(join(CONTENT, 'referee-faq.mdx'), 'utf8'), scenarioOfAnchor, embedded);

  test('every answer cites existing paragraphs and links one example embedded where the link points', () => {
    expect(problems).toEqual([]);
  });

  test('12 to 18 questions, in groups, covering wrong cards, misdeals, melds and Vorlauf', () => {
    expect(answers.length).toBeGreaterThanOrEqual(12);
    expect(answers.length).toBeLessThanOrEqual(18);
    const cited = new Set(answers.flatMap((a) => [...a.text.matchAll(/\/sens\/r\/([^)\s]+)\)/g)].map((m) => m[1])));
    // 1.4: a wrong card found later; 4.5: a misdeal; 7.2: whose melds count; 10.3: calling Vorlauf.
    expect(['1.4', '4.5', '7.2', '10.3'].filter((n) => !cited.has(n))).toEqual([]);
  });

  test('the checks catch a bad answer', () => {
    const bad = [
      '## Wrong cards',
      '### No citation, two examples',
      'One sentence only. Example: [a](/sens/1-general/#scenario-1-3-a-wrong-card-taken-back) and [b](/sens/1-general/#scenario-1-4-a-wrong-card-found-later).',
      '### Wrong numbers',
      'See [9.9](/sens/r/9.9). It is a second sentence. Example: [c](/sens/9-the-tricks/#scenario-1-3-a-wrong-card-taken-back).',
      '### A missing example',
      'See [9.2](/sens/r/9.2). Then another. Example: [d](/sens/9-the-tricks/#scenario-9-9-nothing).',
      '#### A stray heading',
    ].join('\n');
    expect(pageProblems(bad, scenarioOfAnchor, embedded).problems).toEqual([
      'heading "#### A stray heading": only "## group" and "### question" under a group belong on this page',
      '"No citation, two examples" cites no paragraph as a /sens/r/<n> link',
      '"No citation, two examples" links 2 examples, not one',
      '"No citation, two examples" has 1 sentences, not two to four',
      '"Wrong numbers" cites /sens/r/9.9, which is no SENS paragraph',
      '"Wrong numbers" links 1.3-a-wrong-card-taken-back on /sens/9-the-tricks/, which does not embed it',
      '"A missing example" links #scenario-9-9-nothing, which is no scenario of content/sens/scenarios',
    ]);
  });
});
