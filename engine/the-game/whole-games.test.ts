/**
 * Whole games from the deal to the end, played by the bot (bots.ts) for both
 * players from seeded deals (setup.ts), every fourth through the statechart,
 * the others through the Game interface (`theGame.apply`). Every game must
 * end, with a win (7.1) or a loss (7.2), within MAX_ACTIONS.
 *
 * After every action the invariants below must hold. They are written here
 * from the rulebook, independently of the engine's rule functions:
 *  - each player's 58 number cards are each exactly once in that player's hand,
 *    draw pile, or on one of the four piles marked as theirs (1.1, 4.2);
 *  - every pile, read from its row card up, only rises (ascending) or falls
 *    (descending), except a card of the owner exactly 10 the other way (3.3) and
 *    a card of the opponent that improves it (4.2);
 *  - at most one card per turn goes on the opponent's piles (4.1), a turn ends
 *    only with at least two cards down (5.1), and only the player to move acts (5.4);
 *  - no hand ever holds more than six, and the draw after a turn is exactly
 *    6.1's two or 6.2's refill to six, or what is left (7.3);
 *  - every citation is a paragraph of paragraphs.ts.
 * Between the bot's actions, random actions of either player probe the rules:
 * a refused one must leave the very same state; a lawful one must fit by the
 * rules as written here (and is not played on). At the end the result must be
 * what 7.1 or 7.2 says, and later actions are refused.
 *
 * THE_GAME_GAMES sets the number of games (seeds 1..N); THE_GAME_SEED reruns one.
 */
import { describe, expect, test } from 'vitest';
import { prng } from '../core/prng';
import { botChoice } from './bots';
import { theGame } from './index';
import { advance, startFrom, type TheGameSnapshot } from './machine';
import { formatAction } from './notation';
import { PARAGRAPH_NUMBERS } from './paragraphs';
import { dealGame } from './setup';
import type { PileCard, Row, TheGameAction, TheGameState } from './types';

const GAMES = Number(process.env.THE_GAME_GAMES ?? 1000);
const ONLY = process.env.THE_GAME_SEED === undefined ? null : Number(process.env.THE_GAME_SEED);
/** Far above any game: 116 cards and at most one end of turn per two cards. */
const MAX_ACTIONS = 1000;
/** Every STATECHART_EVERY-th game runs through the XState statechart (machine.ts); the others through `theGame.apply`, the Game interface (the same rule functions, about five times faster; game.test.ts checks both agree). */
const STATECHART_EVERY = 4;
/** Share of moments at which a random action probes the rules. */
const PROBE_SHARE = 0.2;
const PLAYERS = ['Ben', 'Ana'];
const ROWS: readonly Row[] = ['up', 'down'];
const ALL = Array.from({ length: 58 }, (_, i) => i + 2);
const PARAGRAPHS = new Set(PARAGRAPH_NUMBERS);

/** A plain check for the hot loop (vitest's expect costs too much at half a million checks); the message names the seed and action. */
function must(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

const topOf = (pile: readonly PileCard[], row: Row) => (pile.length ? pile[pile.length - 1].value : row === 'up' ? 1 : 60);

/** 3.1-3.3 (own pile) and 4.2 (the opponent's): may `card` of `by` follow `top` on a pile of `owner`? */
function follows(card: number, top: number, row: Row, byOwner: boolean): boolean {
  if (!byOwner) return row === 'up' ? card < top : card > top;
  return row === 'up' ? card > top || card === top - 10 : card < top || card === top + 10;
}

function checkTable(s: TheGameState, where: string): void {
  for (const seat of [0, 1]) {
    const seen = new Array<number>(60).fill(0);
    for (const v of s.seats[seat].hand) seen[v]++;
    for (const v of s.seats[seat].draw) seen[v]++;
    for (const t of s.seats) for (const row of ROWS) for (const c of t[row]) if (c.by === seat) seen[c.value]++;
    must(ALL.every((v) => seen[v] === 1) && seen[0] + seen[1] === 0, `${where}: the cards of seat ${seat} are not each there exactly once`);
    must(s.seats[seat].hand.length <= 6, `${where}: a hand of ${s.seats[seat].hand.length}`);
    for (const row of ROWS) {
      let top = row === 'up' ? 1 : 60;
      for (const c of s.seats[seat][row]) {
        must(follows(c.value, top, row, c.by === seat), `${where}: ${row} pile of seat ${seat}: ${c.value} after ${top}`);
        top = c.value;
      }
    }
  }
}

/** The turn so far as this test counts it. */
interface Turn { own: number; opponent: number }

/** Whether the player to move can still reach two cards this turn (or lay their very last card), by 3.x and 4.x as written here. */
function canReachTwo(s: TheGameState, turn: Turn): boolean {
  const me = s.toMove;
  const search = (hand: number[], tops: Record<string, number>, own: number, opp: number): boolean => {
    if (own + opp >= 2) return true;
    for (const card of hand) {
      for (const owner of [0, 1]) {
        for (const row of ROWS) {
          const key = `${owner}${row}`;
          if (owner !== me && opp > 0) continue;
          if (!follows(card, tops[key], row, owner === me)) continue;
          const rest = hand.filter((c) => c !== card);
          if (rest.length === 0 && s.seats[me].draw.length === 0) return true;
          if (search(rest, { ...tops, [key]: card }, own + (owner === me ? 1 : 0), opp + (owner === me ? 0 : 1))) return true;
        }
      }
    }
    return false;
  };
  const tops: Record<string, number> = {};
  for (const owner of [0, 1]) for (const row of ROWS) tops[`${owner}${row}`] = topOf(s.seats[owner][row], row);
  return search([...s.seats[me].hand], tops, turn.own, turn.opponent);
}

function randomAction(r: () => number): TheGameAction {
  const seat = r() < 0.5 ? 0 : 1;
  if (r() < 0.15) return { type: 'endTurn', seat };
  // Mostly real cards; now and then no card at all (1.1) or no such pile (1.2).
  const card = r() < 0.03 ? (r() < 0.5 ? 1 : 60) : 2 + Math.floor(r() * 58);
  const owner = r() < 0.02 ? 2 : r() < 0.5 ? 0 : 1;
  return { type: 'lay', seat, card, pile: { owner, row: r() < 0.5 ? 'up' : 'down' } };
}

/** One step of the game: through the statechart, or through the Game interface with a snapshot-like wrapper. */
type Step = (snap: TheGameSnapshot | Plain, action: TheGameAction) => TheGameSnapshot | Plain;
interface Plain { readonly context: { readonly game: TheGameState; readonly ruling: ReturnType<typeof theGame.apply>['ruling'] | null } }
const viaStatechart: Step = (snap, action) => advance(snap as TheGameSnapshot, action);
const viaGame: Step = (snap, action) => {
  const { state, ruling } = theGame.apply(snap.context.game, action);
  return { context: { game: state, ruling } };
};

interface GameReport { actions: number; by: '7.1' | '7.2'; cited: Set<string> }

function playGame(seed: number): GameReport {
  const dealt = dealGame(PLAYERS, seed);
  if (!dealt.ok) throw new Error(dealt.error);
  const random = prng(seed);
  const probe = prng(seed ^ 0x51ed27);
  const cited = new Set<string>();
  const step = seed % STATECHART_EVERY === 0 ? viaStatechart : viaGame;
  let snap: TheGameSnapshot | Plain = step === viaStatechart ? startFrom(dealt.value) : { context: { game: dealt.value, ruling: null } };
  let turn: Turn = { own: 0, opponent: 0 };
  checkTable(snap.context.game, `seed ${seed} deal`);
  for (let n = 0; n < MAX_ACTIONS; n++) {
    const s = snap.context.game;
    const where = `seed ${seed} action ${n}`;
    if (s.phase === 'over') {
      const result = s.result!;
      if (result.by === '7.1') {
        expect(result.winner, where).toBe(s.toMove);
        expect(s.seats[result.winner].hand.length + s.seats[result.winner].draw.length, where).toBe(0);
      } else {
        expect(result.loser, where).toBe(s.toMove);
        expect(turn.own + turn.opponent, where).toBeLessThan(2);
        expect(canReachTwo(s, turn), `${where}: the loser could still have laid two`).toBe(false);
      }
      expect(result.loser, where).toBe(1 - result.winner);
      for (let k = 0; k < 3; k++) {
        const after = step(snap, randomAction(probe));
        expect(after.context.ruling!.classification, where).toBe('refused');
        expect(after.context.game, where).toBe(s);
      }
      return { actions: n, by: result.by, cited };
    }
    must(canReachTwo(s, turn), `${where}: in play although the player to move cannot lay two`);
    if (probe() < PROBE_SHARE) {
      const action = randomAction(probe);
      const tried = step(snap, action).context;
      for (const c of tried.ruling!.citations) cited.add(c);
      if (!tried.ruling!.lawful) {
        must(tried.game === s, `${where}: refused ${formatAction(action, PLAYERS)} changed the state`);
      } else if (action.type === 'lay') {
        const pile = s.seats[action.pile.owner][action.pile.row];
        const fits = follows(action.card, topOf(pile, action.pile.row), action.pile.row, action.pile.owner === action.seat);
        must(action.seat === s.toMove && s.seats[action.seat].hand.includes(action.card) && fits, `${where}: ${tried.ruling!.action} accepted`);
        must(action.pile.owner === action.seat || turn.opponent === 0, `${where}: a second card for the opponent accepted`);
      } else {
        must(turn.own + turn.opponent >= 2, `${where}: a turn ended early`);
      }
    }
    const action = botChoice(s, random);
    must(action !== null, `${where}: the bot found nothing to do in a game in play`);
    snap = step(snap, action!);
    const { game: next, ruling } = snap.context;
    must(ruling!.lawful, `${where}: ${ruling!.action}: ${ruling!.summary}`);
    for (const c of ruling!.citations) {
      must(PARAGRAPHS.has(c), `${where}: cites ${c}`);
      cited.add(c);
    }
    must(action!.seat === s.toMove, `${where}: not the player to move`);
    if (action!.type === 'lay') {
      const mine = action!.pile.owner === action!.seat;
      turn = { own: turn.own + (mine ? 1 : 0), opponent: turn.opponent + (mine ? 0 : 1) };
      must(turn.opponent <= 1, `${where}: more than one card on the opponent's piles`);
    } else {
      must(turn.own + turn.opponent >= 2, `${where}: a turn of fewer than two cards`);
      const me = s.seats[action!.seat];
      const due = turn.opponent > 0 ? 6 - me.hand.length : 2;
      must(next.seats[action!.seat].hand.length === me.hand.length + Math.min(due, me.draw.length), `${where}: the draw`);
      must(next.toMove === 1 - action!.seat, `${where}: the turn did not pass`);
      turn = { own: 0, opponent: 0 };
    }
    must(next.laid.own === turn.own && next.laid.opponent === turn.opponent, `${where}: the turn's count`);
    checkTable(next, where);
  }
  throw new Error(`seed ${seed}: no end after ${MAX_ACTIONS} actions`);
}

describe('whole games between bots', () => {
  test(`${ONLY === null ? GAMES : 1} games from seeded deals each end in a win or a loss, with every invariant after every action`, () => {
    const seeds = ONLY === null ? Array.from({ length: GAMES }, (_, i) => i + 1) : [ONLY];
    const reports = seeds.map(playGame);
    const wins = reports.filter((r) => r.by === '7.1').length;
    const actions = reports.reduce((n, r) => n + r.actions, 0);
    const cited = new Set(reports.flatMap((r) => [...r.cited]));
    console.log(`the-game: ${reports.length} games, ${wins} won by 7.1, ${reports.length - wins} lost by 7.2, ${actions} actions`);
    if (ONLY === null && GAMES >= 200) {
      // Both endings happen, and the games reach every rule of play (section 2 is the deal; 1.3 is how piles are read).
      expect(wins).toBeGreaterThan(0);
      expect(wins).toBeLessThan(reports.length);
      for (const p of ['1.1', '1.2', '3.1', '3.2', '3.3', '3.4', '4.1', '4.2', '5.1', '5.2', '5.3', '5.4', '6.1', '6.2', '7.1', '7.2', '7.3']) {
        expect(cited.has(p), `never cited: ${p}`).toBe(true);
      }
    }
  }, Math.max(120_000, GAMES * 120)); // 1,000 games: 6-7 s at a load of 5 on two cores, 12 s at 14; a timeout catches a hang, nothing more
});
