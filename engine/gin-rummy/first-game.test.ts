/**
 * The whole hand walked through on content/gin-rummy/first-game.mdx (scenario
 * 3-first-game-walked-through): it must play clean through the engine, explain
 * every step and name a real paragraph in it, show what a newcomer needs to see
 * (a draw from the stock and one from the discard pile, a knock or gin, a
 * lay-off after a knock, the hand's score on the match sheet) and run from a
 * fresh deal to a hand ended by the rules, after which the loser deals the next
 * hand. Every check reads the engine's rulings and states; none decides a rule
 * itself.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseScenario, runScenario } from '../core/scenario';
import { ginRummy } from './index';
import { PARAGRAPH_NUMBERS } from './paragraphs';
import { isGin } from './rules/7-knock';
import { runningTotals } from './rules/13-match';
import type { GinAction, GinState } from './types';

const ROOT = join(import.meta.dirname, '..', '..');
const ID = '3-first-game-walked-through';
const FILE = `content/gin-rummy/scenarios/${ID}.yaml`;
const PAGE = 'content/gin-rummy/first-game.mdx';

const parsed = parseScenario(ginRummy, readFileSync(join(ROOT, FILE), 'utf8'), FILE);
if (!parsed.ok) throw new Error(parsed.error);
const run = runScenario(ginRummy, parsed.scenario);
const actions = parsed.scenario.actions as readonly GinAction[];
/** Each step with the state before and after it. */
const steps = run.frames.slice(1).map((frame, i) => ({ says: frame.says, action: actions[i], before: run.frames[i].state, after: frame.state, ruling: frame.ruling! }));
const start = run.frames[0].state;
const of = (type: GinAction['type']) => steps.filter((s) => s.action.type === type);
/** The step that ended the hand: the first after which the hand has an end. */
const endIndex = steps.findIndex((s) => s.after.hand.end !== null);
const ended = steps[endIndex];

describe('Gin Rummy: the first hand walked through', () => {
  test('plays through the engine with every expectation met, and its page embeds it', () => {
    expect(run.failures).toEqual([]);
    expect(readFileSync(join(ROOT, PAGE), 'utf8')).toContain(`<Scenario id="${ID}" />`);
  });

  test('every step says what happened, naming a paragraph of the rules (§n)', () => {
    for (const [i, step] of steps.entries()) {
      expect(step.says?.trim(), `step ${i + 1} has no says`).toBeTruthy();
      const named = [...(step.says ?? '').matchAll(/§\s?(\d+(?:\.\d+)?)/g)].map((m) => m[1]);
      expect(named.length, `step ${i + 1} names no paragraph`).toBeGreaterThan(0);
      for (const n of named) expect(PARAGRAPH_NUMBERS, `step ${i + 1} names §${n}`).toContain(n);
    }
  });

  test('starts from a fresh deal: the first hand of a match, Vorhand to open', () => {
    expect(start.phase).toBe('first-discard');
    expect(start.ledger).toEqual([]);
    expect(start.hand.hands[start.hand.turn]).toHaveLength(11);
    expect(start.hand.hands[1 - start.hand.turn]).toHaveLength(10);
    expect(start.hand.discards).toEqual([]);
  });

  test('every step is lawful: a real hand, not a list of irregularities', () => {
    expect(steps.filter((s) => s.ruling.classification !== 'lawful').map((s) => s.ruling.action)).toEqual([]);
  });

  test('cards come from the stock and from the discard pile', () => {
    const fromStock = of('draw');
    const fromPile = of('take');
    expect(fromStock.length).toBeGreaterThan(0);
    expect(fromPile.length).toBeGreaterThan(0);
    for (const s of fromStock) expect(s.after.hand.stock.length).toBe(s.before.hand.stock.length - 1);
    for (const s of fromPile) {
      const top = s.before.hand.discards[s.before.hand.discards.length - 1];
      expect(s.after.hand.hands[s.action.seat]).toContainEqual(top);
    }
  });

  test('a knock (or gin) ends the hand, and after a knock the opponent lays off', () => {
    const knocks = of('knock');
    expect(knocks).toHaveLength(1);
    const knock = knocks[0].after.hand.knock!;
    expect(knock.faults).toEqual([]);
    expect(knocks[0].ruling.citations).toContain(isGin(knock) ? '11' : '7');
    const layout = of('layout');
    expect(layout).toHaveLength(1);
    if (!isGin(knock)) {
      expect(layout[0].after.hand.layout!.layoffs.length).toBeGreaterThan(0);
      expect(layout[0].ruling.citations).toContain('8');
    }
  });

  test('the hand is scored and written on the match sheet', () => {
    expect(ended).toBeDefined();
    const end = ended.after.hand.end!;
    expect(end.kind).toBe('score');
    if (end.kind !== 'score') return;
    const { winner, points, reason } = end.score;
    expect(winner).not.toBeNull();
    expect(points).toBeGreaterThan(0);
    // The ruling cites the paragraph of the result: 9 (knocker wins), 10 (undercut) or 11 (gin).
    expect(ended.ruling.citations).toContain({ knock: '9', undercut: '10', gin: '11' }[reason as 'knock' | 'undercut' | 'gin']);
    // One new line on the sheet, and the running totals follow it (§13).
    expect(ended.after.ledger).toEqual([...ended.before.ledger, { winner, points }]);
    const totals = runningTotals(ended.after);
    expect(totals[winner!]).toBe(runningTotals(ended.before)[winner!] + points);
    expect(totals[1 - winner!]).toBe(runningTotals(ended.before)[1 - winner!]);
  });

  test('ends by the rules: after the score only the next deal follows, by the loser (§3), and the match goes on', () => {
    const after = steps.slice(endIndex + 1);
    expect(after.map((s) => s.action.type)).toEqual(['deal']);
    const end = ended.after.hand.end!;
    const loser = end.kind === 'score' ? 1 - end.score.winner! : -1;
    const last: GinState = steps[steps.length - 1].after;
    expect(last.hand.dealer).toBe(loser);
    expect(last.phase).toBe('first-discard');
    expect(last.ledger).toEqual(ended.after.ledger);
    expect(ginRummy.isOver(last)).toBe(false);
  });
});
