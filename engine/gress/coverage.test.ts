/**
 * The rule coverage report: the parsing of doc comments, the report over
 * hand-made sources, and the report over the real repository, with a few
 * paragraphs checked by hand against the rule modules and content/gress.
 */
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  buildCoverage,
  expandRange,
  leadingParagraphs,
  missingExamplesError,
  parseCitations,
  readCoverageSources,
  summarize,
  type ExampleRunner,
} from './coverage';
import { PARAGRAPH_NUMBERS } from './paragraphs';

const ROOT = join(import.meta.dirname, '..', '..');

describe('the paragraph list a doc comment starts with', () => {
  test.each([
    // The forms found in engine/gress/rules.
    { doc: '4.11: a card fits as a throw if ...', paragraphs: ['4.11'] },
    { doc: '4.7, 4.8, 4.12-4.14: a player takes cards ...', paragraphs: ['4.7', '4.8', '4.12', '4.13', '4.14'] },
    { doc: '5.5 / 6.3: the player who moved with a red Nine ...', paragraphs: ['5.5', '6.3'] },
    { doc: '5.5 and 6.3: announcing, accepting ...', paragraphs: ['5.5', '6.3'] },
    { doc: '9.2-9.4: after the active game ...', paragraphs: ['9.2', '9.3', '9.4'] },
    { doc: '11.8 with 9.1, 9.4 and 10.1: checks one game ...', paragraphs: ['11.8', '9.1', '9.4', '10.1'] },
    { doc: '9.4 into 11.8: the result of a finished engine game ...', paragraphs: ['9.4', '11.8'] },
    { doc: '12 with 11.9: totals after `count` games ...', paragraphs: ['12', '11.9'] },
    { doc: '11.9 at table `table` (from 1) of the coming game: ...', paragraphs: ['11.9'] },
    { doc: '\n * 4.1, 4.2, 4.5, 4.11, 4.13, 5.5-5.7, 6.1-6.5, 7.1-7.5: classifies\n * the cards ...\n ', paragraphs: ['4.1', '4.2', '4.5', '4.11', '4.13', '5.5', '5.6', '5.7', '6.1', '6.2', '6.3', '6.4', '6.5', '7.1', '7.2', '7.3', '7.4', '7.5'] },
    // A range across sections follows the rulebook's order.
    { doc: '9.4-10.2: ...', paragraphs: ['9.4', '10.1', '10.2'] },
    // Not a citation: prose first, or a number in the middle.
    { doc: 'Section 5 (and 6.3, 6.5, 7.4): what a move does', paragraphs: [] },
    { doc: 'Dispatches the effect of a move (5.1) ...', paragraphs: [] },
    { doc: '4.11a: not a number', paragraphs: [] },
  ])('$doc', ({ doc, paragraphs }) => {
    expect(leadingParagraphs(doc)).toEqual({ paragraphs, unknown: [] });
  });

  test('numbers that are not paragraphs are reported, not dropped silently', () => {
    expect(leadingParagraphs('4.11, 4.99, 13: x')).toEqual({ paragraphs: ['4.11'], unknown: ['4.99', '13'] });
    expect(leadingParagraphs('4.14-4.12: reversed')).toEqual({ paragraphs: [], unknown: ['4.14-4.12'] });
  });

  test('a range expands over the paragraphs in between, ends included', () => {
    expect(expandRange('4.12', '4.14')).toEqual(['4.12', '4.13', '4.14']);
    expect(expandRange('4.9', '4.11')).toEqual(['4.9', '4.10', '4.11']);
    expect(expandRange('4.12', '4.99')).toBeNull();
  });
});

describe('citations in a module', () => {
  const source = `
/** Section 99: a module comment is not a citation. */
import { x } from './x';

/** 4.11: a throw. */
export function fitsAsThrow(card: Card): boolean {
  return true;
}

/**
 * 4.12-4.14: debts,
 * over two lines.
 */
export const addDebts = (state: State): State => state;

/** 1.1: one pack has 32 cards. */
export const PACK_SIZE = 32;

/** 4.5: not exported, so not part of the module's face. */
function helper() {}

/** 4.6: a doc comment with something else between it and the function. */
const gap = 1;
export function later() {}

/** Dispatches, citing nothing at its start (5.1). */
export function dispatch() {}
`;
  const { citations, unknown } = parseCitations(source, 'engine/gress/rules/x.ts');

  test('exported functions and constants whose doc comment starts with paragraphs', () => {
    expect(citations).toEqual([
      { name: 'fitsAsThrow', kind: 'function', file: 'engine/gress/rules/x.ts', paragraphs: ['4.11'] },
      { name: 'addDebts', kind: 'function', file: 'engine/gress/rules/x.ts', paragraphs: ['4.12', '4.13', '4.14'] },
      { name: 'PACK_SIZE', kind: 'constant', file: 'engine/gress/rules/x.ts', paragraphs: ['1.1'] },
    ]);
    expect(unknown).toEqual([]);
  });
});

describe('the report over hand-made sources', () => {
  /** Stands in for the scenario runner: the file text is "title|paragraphs|failure". */
  const stub: ExampleRunner = {
    kind: 'scenario',
    dir: 'ex',
    component: 'Scenario',
    anchor: (id) => `scenario-${id.replace(/\./g, '-')}`,
    run(text, file) {
      const [title, paragraphs, failure] = text.split('|');
      if (title === 'BAD') return { ok: false, error: `${file}: does not parse` };
      return { ok: true, title, paragraphs: paragraphs ? paragraphs.split(',') : [], failures: failure ? [failure] : [] };
    },
  };
  const report = buildCoverage(
    {
      rules: { 'engine/gress/rules/4.ts': '/** 4.10, 4.11: x */\nexport function next() {}\n' },
      examples: {
        'ex/4.11-a.yaml': 'A throw|4.11,4.5',
        'ex/4.11-b.yaml': 'Broken|4.11|step 1: expected a throw',
        'ex/4.10-c.yaml': 'BAD',
        'ex/notes.txt': 'ignored',
      },
      pages: { 'content/gress/4-moves-and-throws.mdx': '<Scenario id="4.11-a" />\n<Scenario id="4.11-b" />' },
    },
    [stub],
  );
  const row = (n: string) => report.paragraphs.find((p) => p.paragraph.number === n)!;

  test('every paragraph of the rules has a row, in order', () => {
    expect(report.paragraphs.map((p) => p.paragraph.number)).toEqual(PARAGRAPH_NUMBERS);
  });

  test('examples count for their file name prefix and their paragraphs field', () => {
    expect(row('4.5').examples.map((e) => e.id)).toEqual(['4.11-a']);
    expect(row('4.11').examples.map((e) => e.id)).toEqual(['4.11-a', '4.11-b']);
    expect(row('4.11').examples[0].href).toBe('/gress/4-moves-and-throws/#scenario-4-11-a');
  });

  test('statuses: all pass, n failing, a parse error is a failure, missing, no behaviour', () => {
    expect(row('4.5')).toMatchObject({ status: 'pass', failing: 0 });
    expect(row('4.11')).toMatchObject({ status: 'failing', failing: 1 });
    expect(row('4.10')).toMatchObject({ status: 'failing', failing: 1 });
    expect(row('4.10').examples[0].failures).toEqual(['ex/4.10-c.yaml: does not parse']);
    expect(row('4.10').examples[0].href).toBeNull();
    expect(row('4.1').status).toBe('missing');
    expect(row('11.4').status).toBe('no behaviour');
    expect(report.notes).toEqual(['ex/4.10-c.yaml is not embedded on any page (no <Scenario id="4.10-c" />)']);
  });

  test('the build error names the paragraphs without examples', () => {
    expect(report.withoutExamples).not.toContain('4.11');
    expect(report.withoutExamples).toContain('4.1');
    expect(missingExamplesError(report)).toMatch(/^Rule coverage: \d+ paragraph\(s\) with behaviour have no worked example: 1\.1, 1\.2, /);
  });
});

describe('the report over this repository', () => {
  const report = buildCoverage(readCoverageSources(ROOT));
  const row = (n: string) => report.paragraphs.find((p) => p.paragraph.number === n)!;
  const names = (n: string) => row(n).functions.map((c) => `${c.file.replace('engine/gress/rules/', '')}:${c.name}`);

  test('lists every paragraph from 1.1 to 12', () => {
    expect(report.paragraphs.map((p) => p.paragraph.number)).toEqual(PARAGRAPH_NUMBERS);
    expect(report.paragraphs[0].paragraph.number).toBe('1.1');
    expect(report.paragraphs.at(-1)!.paragraph.number).toBe('12');
  });

  test('4.11 is cited by classifyPlay and illustrated by 4.11-anyone-may-throw, which passes', () => {
    expect(names('4.11')).toContain('4-moves-and-throws.ts:classifyPlay');
    expect(names('4.11')).toContain('4-moves-and-throws.ts:fitsAsThrow');
    const example = row('4.11').examples.find((e) => e.id === '4.11-anyone-may-throw');
    expect(example).toMatchObject({
      kind: 'scenario',
      file: 'content/gress/scenarios/4.11-anyone-may-throw.yaml',
      href: '/gress/4-moves-and-throws/#scenario-4-11-anyone-may-throw',
      failures: [],
    });
    expect(row('4.11').status).toBe('pass');
    // Its own examples first, then those of other paragraphs that involve a throw.
    expect(row('4.11').examples[0].id).toMatch(/^4\.11-/);
  });

  test('4.12-4.14 in drawCards\' doc comment cites 4.13 too', () => {
    for (const n of ['4.12', '4.13', '4.14']) expect(names(n)).toContain('4-moves-and-throws.ts:drawCards');
    expect(names('4.13')).toEqual(expect.arrayContaining(['4-debt-ledger.ts:owes', '4-take-debts.ts:settleDebts']));
  });

  test('"5.5 / 6.3" cites both, and files in subfolders are read', () => {
    expect(names('6.3')).toContain('5-swap.ts:announceSwap');
    expect(names('5.5')).toContain('5-swap.ts:announceSwap');
    expect(names('10.9')).toEqual(['10-exceptions/10.9-priority.ts:priority', '10-exceptions/10.9-priority.ts:byPriority']);
  });

  test('an example counts for the paragraphs it names, not only its prefix', () => {
    // 4.11-anyone-may-throw.yaml: paragraphs ["4.11", "4.5"]
    expect(row('4.5').examples.map((e) => e.id)).toContain('4.11-anyone-may-throw');
  });

  test('11.4 has no behaviour; 1.1 is tied to the PACK_SIZE constant, which is no function', () => {
    expect(row('11.4').status).toBe('no behaviour');
    expect(row('1.1').functions).toEqual([{ name: 'PACK_SIZE', kind: 'constant', file: 'engine/gress/rules/1-cards.ts', paragraphs: ['1.1'] }]);
  });

  test('sheet examples of sections 11 and 12 are picked up when they exist', () => {
    const sheets = report.examples.filter((e) => e.kind === 'sheet');
    for (const e of sheets) expect(e.file).toMatch(/^content\/gress\/sheets\/\d+(\.\d+)?-/);
    if (sheets.some((e) => e.id === '11.9-misdeal-tally')) expect(row('11.9').examples.map((e) => e.id)).toContain('11.9-misdeal-tally');
  });

  test('every paragraph with behaviour has at least one scenario or sheet example', () => {
    expect(report.withoutExamples, missingExamplesError(report) ?? '').toEqual([]);
  });

  test('every example passes, is embedded on a page, and cites real paragraphs', () => {
    expect(report.examples.filter((e) => e.failures.length > 0).flatMap((e) => e.failures)).toEqual([]);
    expect(report.notes).toEqual([]);
    expect(report.unknown).toEqual([]);
  });

  /**
   * Paragraphs with behaviour that no engine function cites at the start of its
   * doc comment, as found when the report was written. They are implemented
   * (rulings cite them, scenarios pass) but inside functions documented under
   * another paragraph, in engine/core, or in event-cycle.ts. Listed, not
   * papered over: remove a number here once a function's doc comment cites it;
   * a new gap fails this test.
   */
  const KNOWN_WITHOUT_FUNCTION = ['1.1', '2.3', '2.5', '2.6', '2.7', '2.8', '4.3', '10.3', '10.6'];

  test('every paragraph with behaviour is cited by an engine function, known gaps aside', () => {
    expect(report.withoutFunctions).toEqual(KNOWN_WITHOUT_FUNCTION);
  });

  test('the summary adds up', () => {
    const s = summarize(report);
    expect(s.paragraphs).toBe(PARAGRAPH_NUMBERS.length);
    expect(s.withExamples).toBe(s.behavioural - report.withoutExamples.length);
    expect(s.withFunctions).toBe(s.behavioural - report.withoutFunctions.length);
    expect(s.examples).toBe(s.scenarios + s.otherExamples);
  });
});
