/**
 * The bot levels of Gin Rummy (bots.ts): the list the site shows, the
 * default, a few choices of the strong level worked out by hand, and for each
 * level, on hands it plays against itself:
 *  - it sees no hidden card: shuffling the opponent's hand and the stock
 *    together and dealing them back (every size kept) changes no choice;
 *  - every choice is ruled lawful;
 *  - every hand ends, with the invariants below written from the rulebook.
 * The CPU time of each decision is printed; strength and the decision-time
 * budget are judged by bench/bot-tournaments.ts, not here.
 */
import { describe, expect, test } from 'vitest';
import { prng, shuffle } from '../core/prng';
import { cardText, type Card } from './cards';
import { BOT_LEVELS, botChoice } from './bots';
import { ginRummy } from './index';
import { positionFromSetup, type PositionSetup } from './setup';
import type { GinAction, GinState } from './types';

const PLAYERS = ['Ana', 'Ben'];
const LEVELS = BOT_LEVELS.map((l) => l.id);
const HANDS_PER_LEVEL = 30;
const MAX_ACTIONS_PER_HAND = 300;

function must(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

/** CPU milliseconds of this process (a test file runs in a process of its own). */
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const dealt = (seed: number): GinState => {
  const r = ginRummy.deal(PLAYERS, seed);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

const position = (setup: Omit<PositionSetup, 'players'>): GinState => {
  const r = positionFromSetup({ players: PLAYERS, ...setup });
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

const key = (a: GinAction | null) => (a ? ginRummy.formatAction(a, PLAYERS) : 'none');

/** §2, written again: Ace 1, court cards 10, others their pips. */
const value = (c: Card) => (c.rank >= 10 ? 10 : c.rank);

/** §1: the 52 cards each exactly once: hands, stock, discard pile, and what a knock and a lay-out put on the table. */
function checkTable(s: GinState, where: string): void {
  const h = s.hand;
  const cards = [...h.hands[0], ...h.hands[1], ...h.stock, ...h.discards];
  if (h.knock) cards.push(h.knock.buried, ...h.knock.melds.flat(), ...h.knock.deadwood);
  if (h.layout) cards.push(...h.layout.melds.flat(), ...h.layout.layoffs.map((l) => l.card), ...h.layout.deadwood);
  must(cards.length === 52 && new Set(cards.map(cardText)).size === 52, `${where}: the table holds ${cards.length} cards, ${new Set(cards.map(cardText)).size} distinct`);
  // §12: the stock's last two cards are never drawn.
  must(h.stock.length >= 2, `${where}: the stock is down to ${h.stock.length}`);
  // §3, §5: ten cards between turns, eleven while discarding (Vorhand's opening included).
  if (s.phase === 'draw') must(h.hands[h.turn].length === 10, `${where}: ${h.hands[h.turn].length} cards before drawing`);
  if (s.phase === 'discard' || s.phase === 'first-discard') must(h.hands[h.turn].length === 11, `${where}: ${h.hands[h.turn].length} cards to discard from`);
}

/** The state as the opponent of the seat to act might hold it: their hand and the stock shuffled together and dealt back, every size kept. */
function hiddenSwapped(s: GinState, salt: number): GinState {
  const other = 1 - s.hand.turn;
  const theirs = s.hand.hands[other];
  const pool = shuffle([...theirs, ...s.hand.stock], salt);
  const hands = s.hand.hands.map((h, i) => (i === other ? pool.slice(0, theirs.length) : h));
  return { ...s, hand: { ...s.hand, hands, stock: pool.slice(theirs.length) } };
}

describe('the levels on offer', () => {
  test('random, simple, club and strong, weakest first, each with a one-line description; the Game object lists them', () => {
    expect(LEVELS).toEqual(['random', 'simple', 'club', 'strong']);
    expect(ginRummy.botLevels).toBe(BOT_LEVELS);
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
      for (let i = 0; i < 20 && s.phase !== 'match-over'; i++) {
        expect(key(ginRummy.botChoice(s, prng(i)))).toBe(key(ginRummy.botChoice(s, prng(i), 'club')));
        s = ginRummy.apply(s, ginRummy.botChoice(s, random, 'strong')!).state;
      }
    }
    expect(() => botChoice(dealt(1), prng(1), 'grandmaster')).toThrow(/no bot level "grandmaster".*random, simple, club, strong/);
  });
});

describe('the strong level, by hand', () => {
  // Ana holds 7H 8H, two Kings of no use, and a spread of low cards; the discard pile's top card decides.
  const hand = ['7H', '8H', 'KS', 'KC', '2C', '4D', '6S', '9C', 'JD', '3H'];

  test('§5: it takes a discard that makes a meld and lowers its deadwood', () => {
    // 9H joins 7H 8H in a run: the deadwood, all ten cards now (7+8+10+10+2+4+6+9+10+3 = 69), falls to 69 - 15 = 54 before the discard.
    const s = position({ dealer: 'Ben', turn: 'Ana', phase: 'draw', hands: { Ana: hand, Ben: ['AS', '2S', '3S', '4S', '5S', '7S', '8S', '9S', 'TS', 'QS'] }, discards: ['9H'] });
    expect(key(botChoice(s, prng(1), 'strong'))).toBe(key({ type: 'take', seat: 0 }));
  });

  test('§5: it leaves a discard that cannot lower its deadwood, and draws from the stock', () => {
    // QD makes no meld (no other Queen; neither TD nor KD beside JD), and kept instead of a King it leaves the same 69;
    // a card from the stock can only leave 69 or less.
    const s = position({ dealer: 'Ben', turn: 'Ana', phase: 'draw', hands: { Ana: hand, Ben: ['AS', '2S', '3S', '4S', '5S', '7S', '8S', '9S', 'TS', 'QS'] }, discards: ['QD'] });
    expect(key(botChoice(s, prng(1), 'strong'))).toBe(key({ type: 'draw', seat: 0, count: 1 }));
  });

  // Ana's melds 2C 3C 4C, 7D 8D 9D and 5H 5S 5D, with KH and one more card; early in the hand (31 cards in the stock).
  const melded = ['2C', '3C', '4C', '7D', '8D', '9D', '5H', '5S', '5D'];
  const ben = ['AC', '6C', '8C', 'TC', 'QC', '2D', '4D', '6D', 'TD', 'QD'];
  const discardPhase = (extra: string) => position({ dealer: 'Ben', turn: 'Ana', phase: 'discard', hands: { Ana: [...melded, extra, 'KH'], Ben: ben } });

  test('§7: it knocks as soon as its deadwood allows', () => {
    // With 4H: burying KH leaves 4 points (4H), burying 4H leaves 10 (KH): it knocks, KH face down.
    const s = discardPhase('4H');
    const a = botChoice(s, prng(1), 'strong')!;
    expect(a.type === 'knock' && cardText(a.discard) === 'KH' && !a.gin).toBe(true);
    expect(ginRummy.apply(s, a).ruling.classification).toBe('lawful');
  });

  test('§7, §11: with a point of deadwood early in the hand it knocks at once rather than play on for gin; with all ten in melds it goes gin', () => {
    // With AS: burying KH leaves 1 point (AS); the stock is full, and it knocks all the same, KH face down.
    const k = botChoice(discardPhase('AS'), prng(1), 'strong')!;
    expect(k.type === 'knock' && !k.gin && cardText(k.discard) === 'KH').toBe(true);
    // With 5C the set is four Fives: all ten in melds once KH is buried.
    const g = botChoice(discardPhase('5C'), prng(1), 'strong')!;
    expect(g.type === 'knock' && g.gin && cardText(g.discard) === 'KH').toBe(true);
  });
});

describe.each(LEVELS)('level %s', (level) => {
  test(`${HANDS_PER_LEVEL} whole hands against itself: lawful choices that see no hidden card, every hand ends with the table whole, decisions fast`, () => {
    const times: number[] = [];
    let checked = 0;
    let knocks = 0;
    let deadwoodAtKnock = 0;
    for (let seed = 1; seed <= HANDS_PER_LEVEL; seed++) {
      let s = dealt(seed * 17);
      const random = prng(seed);
      let n = 0;
      for (; n < MAX_ACTIONS_PER_HAND && s.phase !== 'hand-over' && s.phase !== 'match-over'; n++) {
        const where = `${level}, seed ${seed}, action ${n}`;
        if (n % 2 === 0) {
          const salt = seed * 1000 + n;
          const seen = key(botChoice(s, prng(salt), level));
          const swapped = key(botChoice(hiddenSwapped(s, salt), prng(salt), level));
          must(swapped === seen, `${where}: ${seen} here, ${swapped} with the hidden cards swapped`);
          checked++;
        }
        const started = cpu();
        const action = botChoice(s, random, level);
        times.push(cpu() - started);
        must(action !== null && action.seat === s.hand.turn, `${where}: no choice, or not by the seat to act`);
        const applied = ginRummy.apply(s, action!);
        must(applied.ruling.classification === 'lawful', `${where}: ${applied.ruling.action}: ${applied.ruling.summary}`);
        s = applied.state;
        checkTable(s, where);
      }
      must(s.phase === 'hand-over' || s.phase === 'match-over', `${level}, seed ${seed}: no end after ${MAX_ACTIONS_PER_HAND} actions`);
      const end = s.hand.end!;
      if (end.kind === 'no-game') {
        // §12: only with the stock down to its last two and nobody knocked.
        expect(s.hand.stock.length).toBe(2);
        expect(s.hand.knock).toBeNull();
      } else {
        // §7: a lawful knock leaves at most ten points of deadwood (§2 values, counted here again).
        const k = s.hand.knock!;
        const dw = k.deadwood.reduce((t, c) => t + value(c), 0);
        expect(dw).toBeLessThanOrEqual(10);
        expect(k.melds.flat().length + k.deadwood.length).toBe(10);
        knocks++;
        deadwoodAtKnock += dw;
      }
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length / 2)];
    const p99 = times[Math.floor(times.length * 0.99)];
    console.log(`gin-rummy ${level}: ${HANDS_PER_LEVEL} hands (${knocks} knocked, average deadwood ${knocks ? (deadwoodAtKnock / knocks).toFixed(1) : '-'}), ${times.length} decisions, ${checked} checked against swapped hidden cards; CPU per decision p50 ${p50.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms`);
    expect(checked).toBeGreaterThan(HANDS_PER_LEVEL);
  });
});
