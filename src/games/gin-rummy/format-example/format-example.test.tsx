/**
 * The format examples on the page: the build-time embedding refuses what it
 * cannot show, and the island's server rendering stays small (the first frame,
 * without a table) while later frames show the score, who plays next and who
 * pays whom.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { parseFormatExample, runFormatExample, summarizeFormatExample } from '../../../../engine/gin-rummy/formats/runner';
import { FORMAT_DIR, embedFormatExample, finalLine } from './embed';
import { FormatStepper } from './FormatStepper';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const DIR = join(ROOT, 'content', 'gin-rummy', 'formats');
const files: Record<string, string> = Object.fromEntries(
  readdirSync(DIR).filter((f) => f.endsWith('.yaml')).map((f) => [`${FORMAT_DIR}${f}`, readFileSync(join(DIR, f), 'utf8')]),
);
const engine = { parseFormatExample, runFormatExample, summarizeFormatExample };
const embed = (id: unknown, texts = files) => embedFormatExample(id, texts, engine, '/gin-rummy/15-three-players/');
const ids = Object.keys(files).map((k) => k.slice(FORMAT_DIR.length, -'.yaml'.length));
/** Elements in a piece of markup: every opening tag. */
const elements = (html: string) => (html.match(/<[a-z]/g) ?? []).length;

describe('embedding', () => {
  test.each(ids)('%s embeds, with its anchor, explanations and ending', (id) => {
    const e = embed(id);
    expect(e.anchor).toBe(`format-example-${id.replace(/\./g, '-')}`);
    expect(e.frames.length).toBeGreaterThan(1);
    expect(e.says.length).toBeGreaterThan(0);
    expect(e.final).toMatch(/^At the end: /);
  });

  test('the ending of the rulebook\'s example, in one line', () => {
    expect(embed('15.1-the-rulebooks-settlement').final).toBe(
      'At the end: Totals: A 262, B 37, C 0. B pays A 225. C pays A 362 (262 + 100 shutout). C pays B 37.',
    );
    expect(finalLine([])).toBe('');
  });

  test('a bad id, a missing file, a failing example: the build stops and says why', () => {
    expect(() => embed('../etc/passwd')).toThrow('<FormatExample id="../etc/passwd" /> on /gin-rummy/15-three-players/: the id must be a format example file name');
    expect(() => embed('15.1-no-such')).toThrow('there is no format example file content/gin-rummy/formats/15.1-no-such.yaml. Format examples for this paragraph: 15.1-');
    const key = `${FORMAT_DIR}15.1-the-rulebooks-settlement.yaml`;
    const wrong = { ...files, [key]: files[key].replace('totals: {A: 262, B: 37, C: 0}', 'totals: {A: 263, B: 37, C: 0}') };
    expect(() => embed('15.1-the-rulebooks-settlement', wrong)).toThrow('total of A: expected 263, got 262');
    const broken = { ...files, [key]: 'id: [' };
    expect(() => embed('15.1-the-rulebooks-settlement', broken)).toThrow('the format example does not parse');
  });
});

describe('the island', () => {
  test.each(ids)('%s: the server renders the first frame in under 40 elements', (id) => {
    const e = embed(id);
    const html = render(<FormatStepper frames={e.frames} title={e.summary.title} unit="hand" />);
    expect(elements(html)).toBeLessThan(40);
    expect(html).not.toContain('<table');
    expect(html).toContain('Start (');
    expect(html).toMatch(/<button[^>]*disabled[^>]*>First<\/button>/);
  });

  test('the first frame says who drew what and who plays first', () => {
    const e = embed('15.1-the-rulebooks-settlement');
    const html = render(<FormatStepper frames={e.frames} title={e.summary.title} unit="hand" />);
    expect(html).toContain('Drawn: A 3, B 9, C K.');
    expect(html).toContain('Next hand: B deals, C leads, A sits out.');
    expect(html).toContain('Start (4 hands)');
  });

  test('a later frame: the step, its paragraphs, the table, who plays next', () => {
    const e = embed('16-two-partnerships');
    const html = render(<FormatStepper frames={e.frames} title={e.summary.title} unit="round" initialStep={1} />);
    expect(html).toContain('Round 1 · 1 of 4');
    expect(html).toContain('<a href="/gin-rummy/r/16">16</a>');
    expect(html).toContain('<caption>After 1 round</caption>');
    expect(html).toContain('Next round: C deals to B; D deals to A.');
  });

  test('the last frame: totals and who pays whom; Forward and Last are disabled', () => {
    const e = embed('15.2-chouette');
    const last = e.frames.length - 1;
    const html = render(<FormatStepper frames={e.frames} title={e.summary.title} unit="hand" initialStep={last - 1} />);
    expect(html).toContain('<tr class="fx-total"><th scope="row">Total</th><td>345</td><td>0</td></tr>');
    expect(html).toContain('A pays B 345 (245 + 100 shutout).');
    const end = render(<FormatStepper frames={e.frames} title={e.summary.title} unit="hand" initialStep={last} />);
    expect(end).toMatch(/<button[^>]*disabled[^>]*>Last<\/button>/);
  });
});
