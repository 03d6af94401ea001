/**
 * The bot levels of The Game: Face to Face (bots.ts): the list the site
 * shows, the default, and for each level, on positions of games it plays:
 *  - it sees no hidden card: swapping the opponent's hand with cards of their
 *    draw pile and reordering both draw piles changes no choice;
 *  - every choice is lawful (ruled lawful, and one of lawfulActions);
 *  - whole games end, with the invariants below written from the rulebook.
 * The CPU time of each decision is printed; strength and the decision-time
 * budget are judged by bench/bot-tournaments.ts, not here.
 */
import { describe, expect, test } from 'vitest';
import { prng, shuffle } from '../core/prng';
import { BOT_LEVELS, botChoice } from './bots';
import { theGame } from './index';
import type { PileCard, Row, TheGameAction, TheGameState } from './types';

const PLAYERS = ['Ben', 'Ana'];
const LEVELS = BOT_LEVELS.map((l) => l.id);
const GAMES_PER_LEVEL = 40;
/** 116 cards and at most one end of turn per two of them: far above any game. */
const MAX_ACTIONS = 1000;

const dealt = (seed: number): TheGameState => {
  const r = theGame.deal(PLAYERS, seed);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

/** A plain check for the hot loops (vitest's expect costs too much per card); the message says where. */
function must(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

/** CPU milliseconds of this process (a test file runs in a process of its own; the per-thread figure is too coarse here). */
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const ROWS: readonly Row[] = ['up', 'down'];
const topOf = (pile: readonly PileCard[], row: Row) => (pile.length ? pile[pile.length - 1].value : row === 'up' ? 1 : 60);

/**
 * From the rulebook: each player's 58 cards (2-59) are each once in their hand,
 * their draw pile or on a pile as theirs (1.1, 4.2); a hand holds at most six
 * (2.3, 6.2); each pile read upwards only rises (ascending) or falls
 * (descending), except an owner's card exactly 10 the other way (3.3) and an
 * opponent's card that improves it (4.2).
 */
function checkTable(s: TheGameState, where: string): void {
  for (const seat of [0, 1]) {
    const seen = new Map<number, number>();
    const count = (v: number) => seen.set(v, (seen.get(v) ?? 0) + 1);
    s.seats[seat].hand.forEach(count);
    s.seats[seat].draw.forEach(count);
    for (const t of s.seats) for (const row of ROWS) for (const c of t[row]) if (c.by === seat) count(c.value);
    must(seen.size === 58, `${where}: seat ${seat} has ${seen.size} different cards`);
    for (let v = 2; v <= 59; v++) must(seen.get(v) === 1, `${where}: card ${v} of seat ${seat} is there ${seen.get(v) ?? 0} times`);
    must(s.seats[seat].hand.length <= 6, `${where}: a hand of ${s.seats[seat].hand.length}`);
    for (const row of ROWS) {
      let top = row === 'up' ? 1 : 60;
      for (const c of s.seats[seat][row]) {
        const own = c.by === seat;
        const ok = own
          ? (row === 'up' ? c.value > top || c.value === top - 10 : c.value < top || c.value === top + 10)
          : (row === 'up' ? c.value < top : c.value > top);
        must(ok, `${where}: ${c.value} after ${top} on ${row} of seat ${seat}`);
        top = c.value;
      }
    }
  }
}

/** The state as the opponent of the player to move might hold it: their hand swapped for draw cards, both draw piles reordered. */
function hiddenSwapped(s: TheGameState, salt: number): TheGameState {
  const other = 1 - s.toMove;
  const theirs = s.seats[other];
  const pool = shuffle([...theirs.hand, ...theirs.draw], salt);
  return {
    ...s,
    seats: s.seats.map((seat, i) => (i === other
      ? { ...seat, hand: pool.slice(0, theirs.hand.length), draw: pool.slice(theirs.hand.length) }
      : { ...seat, draw: shuffle(seat.draw, salt + 1) })),
  };
}

const key = (a: TheGameAction | null) => (a ? theGame.formatAction(a, PLAYERS) : 'none');

describe('the levels on offer', () => {
  test('random, club and strong, weakest first, each with a one-line description; the Game object lists them', () => {
    expect(LEVELS).toEqual(['random', 'club', 'strong']);
    expect(theGame.botLevels).toBe(BOT_LEVELS);
    for (const level of BOT_LEVELS) {
      expect(level.label.length).toBeGreaterThan(0);
      expect(level.description).not.toMatch(/\n/);
      expect(level.description.length).toBeGreaterThan(20);
      expect(level.description.length).toBeLessThanOrEqual(140);
    }
  });

  test('without a level the club bot plays (the bot the game had before levels), and an unknown level is an error', () => {
    for (let seed = 1; seed <= 10; seed++) {
      let s = dealt(seed);
      const random = prng(seed);
      for (let i = 0; i < 30 && !theGame.isOver(s); i++) {
        expect(key(theGame.botChoice(s, prng(i)))).toBe(key(theGame.botChoice(s, prng(i), 'club')));
        s = theGame.apply(s, theGame.botChoice(s, random, 'strong')!).state;
      }
    }
    expect(() => botChoice(dealt(1), prng(1), 'grandmaster')).toThrow(/no bot level "grandmaster".*random, club, strong/);
  });
});

describe.each(LEVELS)('level %s', (level) => {
  test(`${GAMES_PER_LEVEL} whole games against itself: lawful choices that see no hidden card, every game ends with the table whole, decisions fast`, () => {
    const times: number[] = [];
    let wins = 0;
    let checked = 0;
    for (let seed = 1; seed <= GAMES_PER_LEVEL; seed++) {
      let s = dealt(seed * 31);
      const random = prng(seed);
      let n = 0;
      for (; n < MAX_ACTIONS && !theGame.isOver(s); n++) {
        const where = `${level}, seed ${seed}, action ${n}`;
        if (n % 3 === 0) {
          const salt = seed * 1000 + n;
          const seen = key(botChoice(s, prng(salt), level));
          const swapped = key(botChoice(hiddenSwapped(s, salt), prng(salt), level));
          must(swapped === seen, `${where}: ${seen} here, ${swapped} with the hidden cards swapped`);
          checked++;
        }
        const started = cpu();
        const action = botChoice(s, random, level);
        times.push(cpu() - started);
        must(action !== null, `${where}: no choice in a game in play`);
        must(theGame.lawfulActions(s, s.toMove).some((a) => key(a) === key(action)), `${where}: ${key(action)} is not among the lawful actions`);
        const applied = theGame.apply(s, action!);
        must(applied.ruling.lawful, `${where}: ${applied.ruling.summary}`);
        s = applied.state;
        checkTable(s, where);
      }
      expect(theGame.isOver(s), `${level}, seed ${seed}: no end after ${MAX_ACTIONS} actions`).toBe(true);
      const result = s.result!;
      // 7.1: the winner has laid everything; 7.2: the loser is the player to move, stuck.
      if (result.by === '7.1') {
        wins++;
        expect(s.seats[result.winner].hand.length + s.seats[result.winner].draw.length).toBe(0);
      } else {
        expect(result.loser).toBe(s.toMove);
      }
      expect(botChoice(s, random, level)).toBeNull();
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length / 2)];
    const p99 = times[Math.floor(times.length * 0.99)];
    console.log(`the-game ${level}: ${GAMES_PER_LEVEL} games (${wins} won by 7.1), ${times.length} decisions, ${checked} checked against swapped hidden cards; CPU per decision p50 ${p50.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms`);
    expect(checked).toBeGreaterThan(GAMES_PER_LEVEL);
  });
});
