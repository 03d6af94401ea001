/**
 * Issue 24, item 7: no function in the desk's or the lessons' views and
 * hooks over 80 lines (the desk's Desk and ActionComposer were 235 and 246).
 * Every function, arrow function and method of the non-test sources of
 * src/games/gress/desk/ and src/games/gress/learn/, and of the lesson
 * platform they moved to (src/components/learn/, issue 26), is measured from
 * its first line to its last, as TypeScript parses it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

const MAX_LINES = 80;
const ROOT = join(import.meta.dirname, '..', '..', '..');

/** "Desk.tsx:62 Desk, 235 lines" for each function over the limit. */
function longFunctions(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node)) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const name = ts.isFunctionDeclaration(node) && node.name ? node.name.text : '(anonymous)';
      if (last - first + 1 > MAX_LINES) found.push(`${file}:${first + 1} ${name}, ${last - first + 1} lines`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe.each(['games/gress/desk', 'games/gress/learn', 'components/learn'])('src/%s', (dir) => {
  const files = readdirSync(join(ROOT, dir)).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
  test(`has sources to measure, and none has a function over ${MAX_LINES} lines`, () => {
    expect(files.length).toBeGreaterThan(5);
    expect(files.flatMap((f) => longFunctions(`${dir}/${f}`, readFileSync(join(ROOT, dir, f), 'utf8')))).toEqual([]);
  });
  test('the measure finds a long function', () => {
    const long = `function long() {\n${'  call();\n'.repeat(MAX_LINES)}}\n`;
    expect(longFunctions('x.ts', long)).toEqual([`x.ts:1 long, ${MAX_LINES + 2} lines`]);
  });
});
