/**
 * The whole deal walked through on content/sens/first-game.mdx (scenario
 * 4.1-first-game-walked-through): it must play clean through the engine, explain
 * every step and name a real paragraph in it, show what a newcomer needs to see
 * (passes and a bid, a meld that counts, all eight tricks, a trump duty that
 * narrows a player's choice, the count and the written points) and run from a
 * fresh deal to a deal counted by the rules, after which the next player deals
 * and the match goes on. Every check reads the engine's rulings and states (the
 * duty through tricks.ts `lawfulCards`, the engine's own answer); none decides a
 * rule itself.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseScenario, runScenario } from '../core/scenario';
import { suitOf } from './cards';
import { sens } from './index';
import { PARAGRAPH_NUMBERS } from './paragraphs';
import { seatAfter } from './rules/1-seats';
import { lawfulCards } from './tricks';
import type { SensAction } from './types';

const ROOT = join(import.meta.dirname, '..', '..');
const ID = '4.1-first-game-walked-through';
const FILE = `content/sens/scenarios/${ID}.yaml`;
const PAGE = 'content/sens/first-game.mdx';

const parsed = parseScenario(sens, readFileSync(join(ROOT, FILE), 'utf8'), FILE);
if (!parsed.ok) throw new Error(parsed.error);
const run = runScenario(sens, parsed.scenario);
const actions = parsed.scenario.actions as readonly SensAction[];
/** Each step with the state before and after it. */
const steps = run.frames.slice(1).map((frame, i) => ({ says: frame.says, action: actions[i], before: run.frames[i].state, after: frame.state, ruling: frame.ruling! }));
const start = run.frames[0].state;
const of = (type: SensAction['type']) => steps.filter((s) => s.action.type === type);
/** The step that ended the deal: the first after which the deal has an end. */
const endIndex = steps.findIndex((s) => s.after.deal.end !== null);
const ended = steps[endIndex];

describe('SENS: the first deal walked through', () => {
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

  test('starts from a fresh deal: five cards each, a turned card, the first round of bidding', () => {
    expect(start.phase).toBe('bidding');
    expect(start.ledger).toEqual([]);
    expect(start.deal.hands.map((h) => h.length)).toEqual([5, 5, 5, 5]);
    expect(start.deal.turned).not.toBeNull();
    expect(start.deal.round).toBe(1);
  });

  test('every step is lawful: a real deal, not a list of wrong cards', () => {
    expect(steps.filter((s) => s.ruling.classification !== 'lawful').map((s) => s.ruling.action)).toEqual([]);
  });

  test('the bidding: passes, then a bid that takes the game', () => {
    expect(of('pass').length).toBeGreaterThan(0);
    const bids = of('bid');
    expect(bids).toHaveLength(1);
    expect(bids[0].after.deal.game).toMatchObject({ by: bids[0].action.seat });
    expect(bids[0].ruling.citations.some((c) => c === '5.1' || c === '5.2')).toBe(true);
  });

  test('a meld is announced, and the settlement after the first trick makes one side\u2019s melds count', () => {
    expect(of('meld').length).toBeGreaterThan(0);
    const settled = steps.find((s) => s.before.deal.settlement === null && s.after.deal.settlement !== null)!;
    expect(settled.ruling.citations).toContain('7.2');
    const { side, points } = settled.after.deal.settlement!;
    expect(side).not.toBeNull();
    expect(points[side!]).toBeGreaterThan(0);
  });

  test('all eight tricks are played, four cards each, each taken in with 9.5', () => {
    const deal = ended.after.deal;
    expect(deal.tricks).toHaveLength(8);
    for (const t of deal.tricks) expect(t.cards).toHaveLength(4);
    expect(of('play')).toHaveLength(32);
    const completing = of('play').filter((s) => s.after.deal.tricks.length > s.before.deal.tricks.length);
    expect(completing).toHaveLength(8);
    for (const s of completing) expect(s.ruling.citations).toContain('9.5');
  });

  test('trump duties narrow a choice: trumps led (9.2) and void in the suit led (9.4)', () => {
    // A play where the engine's lawful cards were fewer than the hand and all trumps: the duty decided.
    const narrowedToTrumps = (paragraph: string) =>
      of('play').filter((s) => {
        const d = s.before.deal;
        const trump = d.game!.trump;
        const trick = d.trick.map((p) => p.card);
        if (trick.length === 0) return false;
        const hand = d.hands[s.action.seat];
        const allowed = lawfulCards(hand, trick, trump);
        return s.ruling.citations.includes(paragraph) && allowed.length < hand.length && allowed.every((c) => suitOf(c) === trump);
      });
    expect(narrowedToTrumps('9.2').length).toBeGreaterThan(0);
    expect(narrowedToTrumps('9.4').length).toBeGreaterThan(0);
    // 9.2's harder half: a trump that must beat the best trump in the trick, here the partner's.
    const beatPartner = narrowedToTrumps('9.2').filter((s) => {
      const d = s.before.deal;
      const hand = d.hands[s.action.seat];
      const trumps = hand.filter((c) => suitOf(c) === d.game!.trump);
      return lawfulCards(hand, d.trick.map((p) => p.card), d.game!.trump).length < trumps.length && d.trick.some((p) => p.seat === seatAfter(s.action.seat, 2));
    });
    expect(beatPartner.length).toBeGreaterThan(0);
  });

  test('the count: card points, melds and the written points add up to the deal\u2019s total (12.1)', () => {
    const end = ended.after.deal.end!;
    expect(end.kind).toBe('counted');
    if (end.kind !== 'counted') return;
    expect(ended.ruling.citations).toEqual(expect.arrayContaining(['12.1', '11.1', '3.2']));
    expect(end.cardPoints[0] + end.cardPoints[1]).toBe(164);
    expect(end.total).toBe(164 + end.meldPoints[0] + end.meldPoints[1]);
    expect(end.written[0] + end.written[1]).toBe(end.total);
    expect(ended.after.ledger).toEqual([...ended.before.ledger, end.written]);
    expect(ended.after.scores).toEqual([ended.before.scores[0] + end.written[0], ended.before.scores[1] + end.written[1]]);
  });

  test('ends by the rules: the deal is counted after the eighth trick, then the next player deals and the match goes on (4.6)', () => {
    expect(ended.before.deal.tricks).toHaveLength(7);
    const after = steps.slice(endIndex + 1);
    expect(after.map((s) => s.action.type)).toEqual(['deal']);
    const last = steps[steps.length - 1].after;
    expect(last.deal.dealer).toBe(seatAfter(ended.after.deal.dealer, 1));
    expect(last.phase).toBe('bidding');
    expect(last.winner).toBeNull();
    expect(last.ledger).toEqual(ended.after.ledger);
    expect(sens.isOver(last)).toBe(false);
  });
});
