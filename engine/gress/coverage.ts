/**
 * Gress's rule coverage: the platform's coverage (engine/core/coverage.ts)
 * with Gress's second kind of worked example, the score-sheet examples of
 * sections 11 and 12, and the functions bound to Gress for its tests.
 */
import {
  buildCoverage as buildFor,
  expandRange as expandFor,
  leadingParagraphs as leadingFor,
  missingExamplesError as missingFor,
  parseCitations as parseFor,
  readCoverageSources as readFor,
  scenarioRunner,
  type Citation,
  type CoverageReport,
  type CoverageSources,
  type ExampleRunner,
} from '../core/coverage';
import { gress } from './game';
import { parseSheetExample, runSheetExample } from './sheet-example';

export { coverageRowId, docText, summarize, type Citation, type CoverageReport, type CoverageSources, type CoverageStatus, type Example, type ExampleKind, type ExampleRunner, type ParagraphCoverage } from '../core/coverage';

export const SCENARIO_RUNNER: ExampleRunner = scenarioRunner(gress);

/** 11-12: score-sheet examples, embedded with <SheetExample id="..." />. */
export const SHEET_RUNNER: ExampleRunner = {
  kind: 'sheet',
  dir: 'content/gress/sheets',
  component: 'SheetExample',
  anchor: (id) => `sheet-example-${id.replace(/\./g, '-')}`,
  run(text, file) {
    const parsed = parseSheetExample(text, file);
    if (!parsed.ok) return parsed;
    const { title, paragraphs } = parsed.example.data;
    return { ok: true, title, paragraphs, failures: runSheetExample(parsed.example).failures };
  },
};

export const RUNNERS: readonly ExampleRunner[] = [SCENARIO_RUNNER, SHEET_RUNNER];

export const leadingParagraphs = (doc: string) => leadingFor(gress, doc);
export const expandRange = (from: string, to: string) => expandFor(gress, from, to);
export const parseCitations = (source: string, file: string): { citations: Citation[]; unknown: string[] } => parseFor(gress, source, file);
export const buildCoverage = (sources: CoverageSources, runners: readonly ExampleRunner[] = RUNNERS): CoverageReport => buildFor(gress, sources, runners);
export const missingExamplesError = (report: CoverageReport): string | null => missingFor(gress, report, RUNNERS);
export const readCoverageSources = (root: string, runners: readonly ExampleRunner[] = RUNNERS): CoverageSources => readFor(root, gress, runners);
