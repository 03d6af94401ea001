/**
 * The whole game walked through on content/the-game/first-game.mdx (scenario
 * 2.2-first-game-walked-through): it must play clean through the engine, explain
 * every step and name a real paragraph in it, show what a newcomer needs to see
 * (cards on one's own piles and on the opponent's, the backwards trick, both
 * ways of drawing) and run from a fresh deal to an end the rules give (7.1 or
 * 7.2), with nothing after it. Every check reads the engine's rulings and
 * states; none decides a rule itself.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseScenario, runScenario } from '../core/scenario';
import { theGame } from './index';
import { PARAGRAPH_NUMBERS } from './paragraphs';
import type { TheGameAction, TheGameState } from './types';

const ROOT = join(import.meta.dirname, '..', '..');
const ID = '2.2-first-game-walked-through';
const FILE = `content/the-game/scenarios/${ID}.yaml`;
const PAGE = 'content/the-game/first-game.mdx';

const parsed = parseScenario(theGame, readFileSync(join(ROOT, FILE), 'utf8'), FILE);
if (!parsed.ok) throw new Error(parsed.error);
const scenario = parsed.scenario;
const run = runScenario(theGame, scenario);
const actions = scenario.actions as readonly TheGameAction[];
/** Each step with the state before and after it. */
const steps = run.frames.slice(1).map((frame, i) => ({ ...frame, action: actions[i], before: run.frames[i].state, after: frame.state, ruling: frame.ruling! }));
const start = run.frames[0].state;
const last = steps[steps.length - 1];

const isOwnPile = (a: TheGameAction) => a.type === 'lay' && a.pile.owner === a.seat;
const handSize = (s: TheGameState, seat: number) => s.seats[seat].hand.length;
const drawSize = (s: TheGameState, seat: number) => s.seats[seat].draw.length;

describe('The Game: the first game walked through', () => {
  test('plays through the engine with every expectation met, and its page embeds it', () => {
    expect(run.failures).toEqual([]);
    expect(readFileSync(join(ROOT, PAGE), 'utf8')).toContain(`<Scenario id="${ID}" />`);
  });

  test('every step says what happened, naming a paragraph of the rules', () => {
    for (const [i, step] of steps.entries()) {
      expect(step.says?.trim(), `step ${i + 1} has no says`).toBeTruthy();
      const named = [...(step.says ?? '').matchAll(/\b(\d+\.\d+)\b/g)].map((m) => m[1]);
      expect(named.length, `step ${i + 1} names no paragraph`).toBeGreaterThan(0);
      for (const n of named) expect(PARAGRAPH_NUMBERS, `step ${i + 1} names ${n}`).toContain(n);
    }
  });

  test('starts from a fresh deal: six cards each, 52 to draw, every pile empty', () => {
    expect(start.phase).toBe('playing');
    for (const seat of [0, 1]) {
      expect(handSize(start, seat)).toBe(6);
      expect(drawSize(start, seat)).toBe(52);
      expect(start.seats[seat].up).toEqual([]);
      expect(start.seats[seat].down).toEqual([]);
    }
  });

  test('every step is lawful: a real game, not a list of mistakes', () => {
    expect(steps.filter((s) => !s.ruling.lawful).map((s) => s.ruling.action)).toEqual([]);
  });

  test('cards go on the player\u2019s own piles (both players) and on the opponent\u2019s (4.1, 4.2)', () => {
    for (const seat of [0, 1]) expect(steps.some((s) => s.action.seat === seat && isOwnPile(s.action) && s.ruling.classification === 'lay')).toBe(true);
    const gifts = steps.filter((s) => s.action.type === 'lay' && !isOwnPile(s.action));
    expect(gifts.length).toBeGreaterThan(0);
    for (const g of gifts) expect(g.ruling).toMatchObject({ classification: 'help', lawful: true });
    // The page's lesson: Ana (seat 1) gives Ben cards, Ben (seat 0) never gives one.
    expect(new Set(gifts.map((g) => g.action.seat))).toEqual(new Set([1]));
  });

  test('the backwards trick is played, and ruled as one (3.3)', () => {
    const tricks = steps.filter((s) => s.ruling.classification === 'trick');
    expect(tricks.length).toBeGreaterThanOrEqual(2);
    for (const t of tricks) expect(t.ruling.citations).toContain('3.3');
  });

  test('drawing: two after a turn at home (6.1), back to six after a gift (6.2)', () => {
    const ends = steps.filter((s) => s.action.type === 'endTurn');
    const home = ends.filter((s) => s.ruling.citations.includes('6.1'));
    const refill = ends.filter((s) => s.ruling.citations.includes('6.2'));
    expect(home.length).toBeGreaterThan(0);
    expect(refill.length).toBeGreaterThan(0);
    for (const s of home) expect(drawSize(s.before, s.action.seat) - drawSize(s.after, s.action.seat)).toBe(2);
    for (const s of refill) expect(handSize(s.after, s.action.seat)).toBe(6);
    // Somewhere a turn at home laid more than two, so the hand shrank: the lesson of 6.1.
    expect(home.some((s) => handSize(s.after, s.action.seat) < 6)).toBe(true);
  });

  test('ends by the rules at its last step: over, with a winner and the paragraph that ended it', () => {
    expect(steps.slice(0, -1).every((s) => s.after.phase === 'playing')).toBe(true);
    const end = last.after;
    expect(theGame.isOver(end)).toBe(true);
    expect(end.result).not.toBeNull();
    expect(['7.1', '7.2']).toContain(end.result!.by);
    expect(last.ruling.citations).toContain(end.result!.by);
    expect(end.result!.winner).not.toBe(end.result!.loser);
    // Nobody may act any more.
    for (const seat of [0, 1]) expect(theGame.lawfulActions(end, seat)).toEqual([]);
  });
});
