/**
 * The whole game walked through on content/gress/first-game.mdx (scenario
 * 3.1-first-game-walked-through): it must play through the engine with every
 * expectation met, explain every step and name a real paragraph in it, start
 * from a shuffle and end with the penalty count, and show what the page
 * promises a newcomer: a King with its debts, a race for one card resolved by
 * 10.9, a thrown Jack, a Seven chain, "last but one" with a Marke taken, and
 * a player going out. Every check reads the engine's rulings and states;
 * none decides a rule itself.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { PARAGRAPH_NUMBERS } from './paragraphs';
import { owes } from './rules/4-debt-ledger';
import { parseScenario, runScenario } from './scenario';
import type { GressAction, GressRuling, GressState } from './types';

const ROOT = join(import.meta.dirname, '..', '..');
const ID = '3.1-first-game-walked-through';
const FILE = `content/gress/scenarios/${ID}.yaml`;
const PAGE = 'content/gress/first-game.mdx';

const parsed = parseScenario(readFileSync(join(ROOT, FILE), 'utf8'), FILE);
if (!parsed.ok) throw new Error(parsed.error);
const scenario = parsed.scenario;
const run = runScenario(scenario);
const actions = scenario.actions;
const players = scenario.data.players;

interface Step {
  readonly index: number;
  readonly action: GressAction;
  readonly ruling: GressRuling;
  readonly says: string | null;
  readonly before: GressState;
  readonly after: GressState;
}

/** Each step with the state before and after it. */
const steps: Step[] = run.frames.slice(1).map((frame, i) => ({
  index: i,
  action: actions[i],
  ruling: frame.ruling as GressRuling,
  says: frame.says,
  before: run.frames[i].state,
  after: frame.state,
}));
const start = run.frames[0].state;
const end = steps[steps.length - 1].after;

const cardsOf = (a: GressAction): readonly string[] => (a.type === 'play' ? a.cards : []);
const allOfRank = (a: GressAction, rank: string) => cardsOf(a).length > 0 && cardsOf(a).every((c) => c[0] === rank);
const at = (step: Step) => `step ${step.index + 1} (${step.ruling.action})`;

describe('Gress: the first game walked through', () => {
  test('plays through the engine with every expectation met, and its page embeds it', () => {
    expect(run.failures).toEqual([]);
    expect(readFileSync(join(ROOT, PAGE), 'utf8')).toContain(`<Scenario id="${ID}" />`);
  });

  test('is a whole game of 40 to 80 actions', () => {
    expect(steps.length).toBeGreaterThanOrEqual(40);
    expect(steps.length).toBeLessThanOrEqual(80);
  });

  test('every step says what happened, naming a paragraph of the rules', () => {
    for (const step of steps) {
      expect(step.says?.trim(), `${at(step)} has no says`).toBeTruthy();
      const named = [...(step.says ?? '').matchAll(/\b(\d+\.\d+)\b/g)].map((m) => m[1]);
      expect(named.length, `${at(step)} names no paragraph`).toBeGreaterThan(0);
      for (const n of named) expect(PARAGRAPH_NUMBERS, `${at(step)} names ${n}`).toContain(n);
    }
  });

  test('starts before the shuffle and deals through to the opening (3.1-3.7)', () => {
    expect(start.phase).toBe('dealing');
    expect(start.dealStage).toBe('unshuffled');
    expect(steps[0].action.type).toBe('shuffle');
    expect(steps[0].action.seat).toBe(start.dealer);
    const opening = steps.find((s) => s.ruling.classification === 'opening');
    expect(opening, 'an opening').toBeDefined();
    expect(opening!.after.phase).toBe('running');
    // Everything before the opening is the deal, and all of it is in order.
    for (const s of steps.slice(0, opening!.index)) expect(s.ruling.lawful, at(s)).toBe(true);
  });

  test('every step after the deal is lawful but the race, whose wrong card is withdrawn without penalty', () => {
    const unlawful = steps.filter((s) => !s.ruling.lawful);
    expect(unlawful.map((s) => s.ruling.classification)).toEqual(['simultaneous']);
    const next = steps[unlawful[0].index + 1];
    expect(next.action.type).toBe('withdraw');
    expect(next.ruling).toMatchObject({ classification: 'withdrawal', lawful: true });
    expect(next.ruling.citations).toContain('10.4');
    // No penalty card: the withdrawing player owes what he owed before the race.
    expect(owes(next.after, next.action.seat)).toBe(owes(unlawful[0].before, next.action.seat));
  });

  test('a King moved makes every other player owe a card (5.2)', () => {
    const kings = steps.filter((s) => allOfRank(s.action, 'K') && s.ruling.classification === 'move' && s.ruling.citations.includes('5.2'));
    expect(kings.length, 'a King move').toBeGreaterThan(0);
    const king = kings[0];
    const others = players.map((_, seat) => seat).filter((seat) => seat !== king.action.seat);
    for (const seat of others) expect(owes(king.after, seat), `${players[seat]} after ${at(king)}`).toBeGreaterThan(owes(king.before, seat));
    expect(owes(king.after, king.action.seat)).toBe(0);
    // Each of them later picks the card up: a settlement (4.14) that leaves them owing nothing.
    for (const seat of others) {
      const paid = steps.find((s) => s.index > king.index && s.action.seat === seat && s.ruling.classification === 'settlement');
      expect(paid, `${players[seat]} settles`).toBeDefined();
      expect(paid!.ruling.citations).toContain('4.14');
      expect(owes(paid!.after, seat)).toBe(0);
    }
  });

  test('two players race for the same card, and 10.9 decides: one throw counts, the other card is wrong', () => {
    const race = steps.find((s) => s.ruling.classification === 'simultaneous');
    expect(race, 'a simultaneous step').toBeDefined();
    expect(race!.ruling.citations).toContain('10.9');
    const parts = race!.ruling.parts ?? [];
    expect(parts).toHaveLength(2);
    expect(race!.action.type).toBe('simultaneous');
    const played = race!.action.type === 'simultaneous' ? race!.action.actions : [];
    expect(played.map((a) => a.type)).toEqual(['play', 'play']);
    expect(new Set(played.map((a) => a.seat)).size).toBe(2);
    // Both cards were aimed at the same top card: each is one of the same rank.
    expect(new Set(played.map((a) => cardsOf(a)[0][0])).size).toBe(1);
    expect(parts.map((p) => p.classification).sort()).toEqual(['foul', 'throw']);
  });

  test('a Jack thrown by a player who was not to move is a move (7.3) and takes the turn away', () => {
    const thrown = steps.filter((s) => allOfRank(s.action, 'J') && s.action.seat !== s.before.toMove && s.ruling.classification === 'move');
    expect(thrown.length, 'a thrown Jack').toBeGreaterThan(0);
    const jack = thrown[0];
    expect(jack.ruling.citations).toContain('7.3');
    expect(jack.ruling.citations).toContain('4.11');
    // The player who was to move is no longer.
    expect(jack.after.toMove).not.toBe(jack.before.toMove);
  });

  test('Sevens are chained: a Seven moved, then answered by a Seven defence that passes the debt on (6.5)', () => {
    const defences = steps.filter((s) => allOfRank(s.action, '7') && s.ruling.classification === 'defence');
    expect(defences.length, 'a Seven defence').toBeGreaterThan(0);
    const defence = defences[0];
    expect(defence.ruling.citations).toContain('6.5');
    const opener = [...steps.slice(0, defence.index)].reverse().find((s) => allOfRank(s.action, '7') && s.ruling.classification === 'move');
    expect(opener, 'the Seven the defence answers').toBeDefined();
    expect(opener!.ruling.citations).toContain('6.5');
    // The defender, skipped and billed by the first Seven, played out of turn and now owes nothing;
    // the player who was to move owes more than the first Seven cost the defender.
    const defender = defence.action.seat;
    const billed = owes(opener!.after, defender);
    expect(billed).toBeGreaterThan(0);
    expect(defender).not.toBe(defence.before.toMove);
    expect(owes(defence.after, defender)).toBe(0);
    expect(owes(defence.after, defence.before.toMove)).toBeGreaterThan(billed);
  });

  test('"last but one" is called and a Marke is taken after the call (8.1)', () => {
    const calls = steps.filter((s) => s.action.type === 'call' && s.ruling.classification === 'announcement');
    expect(calls.length).toBeGreaterThan(0);
    for (const c of calls) expect(c.ruling.citations).toContain('8.1');
    const markes = steps.filter((s) => s.action.type === 'takeMarke' && s.ruling.classification === 'marke');
    expect(markes.length).toBeGreaterThan(0);
    for (const m of markes) {
      expect(m.before.markes[m.action.seat]).not.toBeNull();
      expect(m.after.markes[m.action.seat]).toBeNull();
      const called = steps.slice(0, m.index).some((s) => s.action.type === 'call' && s.action.seat === m.action.seat);
      expect(called, `${players[m.action.seat]} called before taking the Marke`).toBe(true);
    }
  });

  test('a player goes out and the active game ends (9.1)', () => {
    const out = steps.find((s) => s.before.phase === 'running' && s.after.phase === 'over');
    expect(out, 'the step that ends the active game').toBeDefined();
    expect(out!.ruling.citations).toContain('9.1');
    const winner = out!.after.winner;
    expect(winner).toBe(out!.action.seat);
    expect(out!.after.hands[winner!]).toHaveLength(0);
    expect(out!.after.markes[winner!]).toBeNull();
  });

  test('ends scored, with a penalty count for every player and nothing after it (9.3, 9.4)', () => {
    expect(end.phase).toBe('scored');
    expect(end.penalties).not.toBeNull();
    expect(end.penalties).toHaveLength(players.length);
    const winner = end.winner!;
    expect(end.penalties![winner]).toBe(0);
    for (const [seat, points] of end.penalties!.entries()) if (seat !== winner) expect(points).toBeGreaterThan(0);
    expect(steps[steps.length - 1].ruling.citations).toContain('9.4');
    // The file's final expectation states the count for every player, worked out by hand.
    expect(Object.keys((scenario.data.expect?.penalties ?? {}) as Record<string, number>).sort()).toEqual([...players].sort());
  });

  test('the page links each feature to its paragraph and to the lessons', () => {
    const page = readFileSync(join(ROOT, PAGE), 'utf8');
    expect(page).toMatch(/^---\ntitle: "A first game, walked through"\n/);
    for (const n of ['3.1', '5.2', '4.12', '10.9', '10.4', '7.3', '6.5', '8.1', '9.1', '9.3', '9.4']) expect(page, n).toContain(`](/gress/r/${n})`);
    expect(page).toContain('](/gress/learn/)');
  });
});
