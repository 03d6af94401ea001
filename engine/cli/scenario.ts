/**
 * `npm run scenario -- FILE [FILE ...]`: runs scenario files of any game (named
 * by the file's `game` key or by its folder, content/<game>/scenarios/) and prints, as
 * JSON, each step's ruling (classification and cited paragraphs) and the final
 * state. Exit code 0 when every expectation holds, 1 when one fails, 2 when a
 * file cannot be read or is malformed (the message names the file, step and fault).
 */
import { readFileSync } from 'node:fs';
import { gameOfScenarioFile, parseScenario, runScenario } from '../core/scenario';
import { GAMES } from '../games';

function main(files: string[]): number {
  if (files.length === 0) {
    process.stderr.write('usage: npm run scenario -- path/to/scenario.yaml [more.yaml ...]\n');
    return 2;
  }
  let worst = 0;
  const reports = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      process.stderr.write(`${file}: cannot read the file: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}\n`);
      worst = 2;
      continue;
    }
    const which = gameOfScenarioFile(text, file, GAMES);
    if (!which.ok) {
      process.stderr.write(`${which.error}\n`);
      worst = 2;
      continue;
    }
    const parsed = parseScenario(which.game, text, file);
    if (!parsed.ok) {
      process.stderr.write(`${parsed.error}\n`);
      worst = 2;
      continue;
    }
    const { frames, failures } = runScenario(which.game, parsed.scenario);
    const final = frames[frames.length - 1].state;
    reports.push({
      file,
      game: which.game.id,
      id: parsed.scenario.data.id,
      paragraphs: parsed.scenario.data.paragraphs,
      passed: failures.length === 0,
      failures,
      steps: frames.slice(1).map((f, i) => ({
        step: i + 1,
        action: f.action,
        classification: f.ruling?.classification,
        lawful: f.ruling?.lawful,
        citations: f.ruling?.citations,
        ...(f.ruling?.pending ? { pending: f.ruling.pending } : {}),
        events: f.ruling?.events,
        summary: f.ruling?.summary,
      })),
      final,
    });
    if (failures.length > 0) worst = Math.max(worst, 1);
  }
  if (reports.length > 0) process.stdout.write(`${JSON.stringify(reports.length === 1 ? reports[0] : reports, null, 2)}\n`);
  return worst;
}

process.exitCode = main(process.argv.slice(2));
