/**
 * `npm run bench` times the engines in child processes under plain Node, which
 * strips TypeScript's types itself and refuses anything more than types
 * (parameter properties, enums, namespaces): bench/plain-node.ts. Should a file
 * the bench imports use such syntax, the bench falls back to tsx, whose
 * transform costs the engine a quarter to a half of its rate; from 27 Nov 2026
 * a parameter property in engine/gress/play/strategy.ts did that, and the
 * ratio fell below its budget.
 *
 * So this checks, by counts and never by time, that each child runs: the engine
 * child replays three bot games and gets the same actions and events as this
 * process; the worst cases and the bot tournaments run there too. How fast
 * anything is, only the bench judges.
 */
import { expect, test } from 'vitest';
import { playGames, totals } from '../bench/engine';
import { measureEngine } from '../bench/engine-process';
import { runInPlainNode } from '../bench/plain-node';
import type { WorstCase } from '../bench/worst-cases';
import { WORST_POSITIONS } from './gress/worst-positions';

test('the engine child runs under plain Node and replays the same games as this process', () => {
  const run = measureEngine({ ratio: { games: 3, bareEvents: 1_000, warmup: 0, rounds: 1 } });
  expect(run.fallback).toBeUndefined();
  expect(run.where).toBe('node, types stripped');
  expect(run.figures.ratio!.totals).toEqual(totals(playGames(1, 3)));
});

test('the worst cases run under plain Node, every one of them', () => {
  const child = runInPlainNode('bench/worst-cases.ts', ['--child=1']);
  expect(child.ok ? '' : child.why).toBe('');
  // The Gress positions, the long link, the game at the limit, Gin's meld search and Swiss pairing.
  if (child.ok) expect((JSON.parse(child.lastLine) as WorstCase[]).length).toBe(WORST_POSITIONS.length + 4);
});

test('the bot tournaments run under plain Node', () => {
  const child = runInPlainNode('bench/bot-tournaments.ts', ['--child=1']);
  expect(child.ok ? '' : child.why).toBe('');
});
