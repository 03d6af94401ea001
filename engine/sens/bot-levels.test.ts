/**
 * The bot levels of SENS (bots.ts): the list the site shows, the default, a
 * few choices of the strong level worked out by hand, and for each level,
 * with all four seats at that level:
 *  - it sees no hidden card: in the bidding and in play, the other three
 *    hands and the pack shuffled together and dealt back (every size kept)
 *    change no choice;
 *  - every choice is ruled lawful;
 *  - whole deals and whole matches end, with the invariants below written
 *    from the sheet.
 * The CPU time of each decision is printed; strength and the decision-time
 * budget are judged by bench/bot-tournaments.ts, not here.
 */
import { describe, expect, test } from 'vitest';
import { prng, shuffle } from '../core/prng';
import { BOT_LEVELS, botChoice } from './bots';
import { sens } from './index';
import { positionFromSetup, type PositionSetup } from './setup';
import type { Played, SensAction, SensState, Seat } from './types';

const PLAYERS = ['Ana', 'Ben', 'Cem', 'Dia'];
const LEVELS = BOT_LEVELS.map((l) => l.id);
const DEALS_PER_LEVEL = 60;
/** The strong level searches at every card (bot-search.ts): fewer deals keep the file quick, as many checks per deal. */
const DEALS_STRONG = 30;
const MATCHES_PER_LEVEL = 3;
const MAX_ACTIONS_PER_DEAL = 200;

function must(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

/** CPU milliseconds of this process (a test file runs in a process of its own). */
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const dealt = (seed: number): SensState => {
  const r = sens.deal(PLAYERS, seed);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

const position = (setup: Omit<PositionSetup, 'players'>): SensState => {
  const r = positionFromSetup({ players: PLAYERS, ...setup });
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

const key = (a: SensAction | null) => (a ? sens.formatAction(a, PLAYERS) : 'none');

// 3.1 and 3.2, written again from the sheet: plain and trump card points, and the last trick's 10.
const PLAIN: Record<string, number> = { '7': 0, '8': 0, '9': 0, T: 10, U: 2, O: 3, K: 4, A: 11 };
const TRUMP: Record<string, number> = { '7': 0, '8': 0, '9': 14, T: 10, U: 22, O: 3, K: 4, A: 11 };
// 2.2 (as the site reads it) and 2.3, low to high.
const PLAIN_ORDER = '789UOKTA';
const TRUMP_ORDER = '78OKTA9U';

/** 9.5, written again: the highest trump, else the highest card of the suit led. */
function winnerOf(trick: readonly Played[], trump: string): Seat {
  const trumps = trick.filter((p) => p.card[1] === trump);
  const pool = trumps.length ? trumps : trick.filter((p) => p.card[1] === trick[0].card[1]);
  const order = trumps.length ? TRUMP_ORDER : PLAIN_ORDER;
  return pool.reduce((a, b) => (order.indexOf(b.card[0]) > order.indexOf(a.card[0]) ? b : a)).seat;
}

/** 2.1: the 32 cards each once; in play each hand holds eight less what its player has played (5.4); tricks go to the card 9.5 names. */
function checkTable(s: SensState, where: string): void {
  const d = s.deal;
  const cards = [...d.hands.flat(), ...d.pack, ...(d.turned ? [d.turned] : []), ...d.trick.map((p) => p.card), ...d.tricks.flatMap((t) => t.cards.map((p) => p.card))];
  must(cards.length === 32 && new Set(cards).size === 32, `${where}: the table holds ${cards.length} cards, ${new Set(cards).size} distinct`);
  if (s.phase === 'play') {
    for (let seat = 0; seat < 4; seat++) {
      const played = [...d.tricks.flatMap((t) => t.cards), ...d.trick].filter((p) => p.seat === seat).length;
      must(d.hands[seat].length === 8 - played, `${where}: ${PLAYERS[seat]} holds ${d.hands[seat].length} having played ${played}`);
    }
  }
  if (d.game) for (const t of d.tricks) must(t.winner === winnerOf(t.cards, d.game.trump), `${where}: a trick went to ${PLAYERS[t.winner]}`);
}

/** 3.1, 3.2: a counted deal's card points add up to 164. */
function checkCount(s: SensState, where: string): void {
  const end = s.deal.end;
  if (end?.kind !== 'counted') return;
  const trump = s.deal.game!.trump;
  const points = s.deal.tricks.flatMap((t) => t.cards).reduce((n, p) => n + (p.card[1] === trump ? TRUMP : PLAIN)[p.card[0]], 0);
  must(points + 10 === 164 && end.cardPoints[0] + end.cardPoints[1] === 164, `${where}: card points ${end.cardPoints.join('+')}, the cards hold ${points} + 10`);
}

/**
 * The state as the others might hold their cards: in the bidding and in play,
 * the three other hands and the pack shuffled together and dealt back, every
 * size kept (the dealer's last card stays put when he may see it, 4.3).
 */
function hiddenSwapped(s: SensState, salt: number): SensState {
  const me = s.deal.turn;
  const keepLast = s.phase === 'bidding' && s.options.dealerSeesLast && me === s.deal.dealer;
  const hiddenPack = keepLast ? s.deal.pack.slice(0, -1) : s.deal.pack;
  const pool = shuffle([...[0, 1, 2, 3].filter((x) => x !== me).flatMap((x) => s.deal.hands[x]), ...hiddenPack], salt);
  let at = 0;
  const hands = s.deal.hands.map((h, x) => (x === me ? h : pool.slice(at, (at += h.length))));
  const pack = [...pool.slice(at), ...(keepLast ? s.deal.pack.slice(-1) : [])];
  return { ...s, deal: { ...s.deal, hands, pack } };
}

describe('the levels on offer', () => {
  test('random, club and strong, weakest first, each with a one-line description; the Game object lists them', () => {
    expect(LEVELS).toEqual(['random', 'club', 'strong']);
    expect(sens.botLevels).toBe(BOT_LEVELS);
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
      for (let i = 0; i < 40 && s.phase !== 'match-over'; i++) {
        expect(key(sens.botChoice(s, prng(i)))).toBe(key(sens.botChoice(s, prng(i), 'club')));
        s = sens.apply(s, sens.botChoice(s, random, 'strong')!).state;
      }
    }
    expect(() => botChoice(dealt(1), prng(1), 'grandmaster')).toThrow(/no bot level "grandmaster".*random, club, strong/);
  });
});

describe('the strong level, by hand', () => {
  test('5.1: it bids a hand full of high trumps, and passes one with none', () => {
    // Dia dealt and passed; Ana says next. Herz turned (the Seven, in Dia's hand, the other side's).
    // UH 9H AH TH KH are the five best trumps (2.3), the other side holds at most the Ober, the Eight and the Seven: in the
    // deals the level samples, Herz trumps take most of the points and its side makes the game.
    const strong = position({ dealer: 'Dia', phase: 'bidding', turn: 'Ana', passed: ['Dia'], turned: '7H',
      hands: { Ana: ['UH', '9H', 'AH', 'TH', 'KH'], Ben: ['7E', '8E', '9E', 'TE', 'UE'], Cem: ['OE', 'KE', 'AE', '7G', '8G'], Dia: ['9G', 'TG', 'UG', 'OG', 'KG'] } });
    expect(key(botChoice(strong, prng(1), 'strong'))).toBe('Ana bid H');
    // No trump and no Sau or Ten anywhere: in Herz its side would lose the game in nearly every sampled deal.
    const weak = position({ dealer: 'Dia', phase: 'bidding', turn: 'Ana', passed: ['Dia'], turned: '7H',
      hands: { Ana: ['7E', '9G', '8S', 'OE', 'KS'], Ben: ['8E', '9E', 'TE', 'UE', 'KE'], Cem: ['AE', '7G', '8G', 'TG', 'UG'], Dia: ['OG', 'KG', 'AG', '7S', '9S'] } });
    expect(key(botChoice(weak, prng(1), 'strong'))).toBe('Ana pass');
  });

  test('9.4, 9.5: last to play on a trick of 21 points, void in the suit led, it trumps with its Seven and keeps its Unter', () => {
    // Ana dealt, so Ben leads: Schellen-Ten, Cem (Ana's partner) the Seven, Dia the Sau, winning 21 points for Ben and Dia.
    // Ana holds no Schellen, so she must trump (9.4), with any trump as none is in the trick yet. Either of hers takes
    // the trick (9.5); the Herz-Unter is the best trump (2.3) and takes a trick of its own later, the Seven never will.
    const s = position({ dealer: 'Ana', game: { by: 'Cem', trump: 'H' }, trick: ['TS', '7S', 'AS'],
      hands: { Ana: ['UH', '7H', 'AE', 'TE', '9E', 'AG', 'KG', '8G'], Ben: ['8S', '9S', '7E', '8E', '7G', '9G', '8H'],
        Cem: ['US', 'OS', 'UE', 'OE', '9H', 'TH', 'AH'], Dia: ['KS', 'KE', 'TG', 'UG', 'OG', 'KH', 'OH'] } });
    for (let seed = 1; seed <= 3; seed++) expect(key(botChoice(s, prng(seed), 'strong'))).toBe('Ana play 7H');
  });
});

/** Plays the deal on the table to its end with every seat at `level`, checking as it goes; returns the state after it. */
function playDeal(start: SensState, level: string, random: () => number, label: string, times: number[], counter: { checked: number }): SensState {
  let s = start;
  const before = s.ledger.length;
  for (let n = 0; n < MAX_ACTIONS_PER_DEAL; n++) {
    const where = `${label}, action ${n}`;
    if (s.phase === 'match-over' || (s.phase === 'deal-over' && s.ledger.length > before)) return s;
    if ((s.phase === 'bidding' || s.phase === 'play') && n % 2 === 0) {
      const salt = n * 7919 + s.ledger.length;
      const seen = key(botChoice(s, prng(salt), level));
      const swapped = key(botChoice(hiddenSwapped(s, salt), prng(salt), level));
      must(swapped === seen, `${where}: ${seen} here, ${swapped} with the hidden cards swapped`);
      counter.checked++;
    }
    const started = cpu();
    const action = botChoice(s, random, level);
    times.push(cpu() - started);
    must(action !== null, `${where}: no choice in phase ${s.phase}`);
    const applied = sens.apply(s, action!);
    must(applied.ruling.classification === 'lawful', `${where}: ${applied.ruling.action}: ${applied.ruling.summary}`);
    s = applied.state;
    checkTable(s, where);
    checkCount(s, where);
  }
  throw new Error(`${label}: no end after ${MAX_ACTIONS_PER_DEAL} actions`);
}

describe.each(LEVELS)('level %s', (level) => {
  const deals = level === 'strong' ? DEALS_STRONG : DEALS_PER_LEVEL;
  test(`${deals} whole deals and ${MATCHES_PER_LEVEL} whole matches at one table: lawful choices that see no hidden card, the table whole, decisions fast`, () => {
    const times: number[] = [];
    const counter = { checked: 0 };
    let counted = 0;
    for (let seed = 1; seed <= deals; seed++) {
      const s = playDeal(dealt(seed * 13), level, prng(seed), `${level}, deal ${seed}`, times, counter);
      if (s.deal.end?.kind === 'counted') counted++;
      else expect(s.deal.end?.kind, `${level}, deal ${seed}`).toBe('thrown-in');
    }
    for (let seed = 1; seed <= MATCHES_PER_LEVEL; seed++) {
      let s = dealt(seed * 101);
      const random = prng(seed * 101);
      for (let deal = 0; s.phase !== 'match-over'; deal++) {
        expect(deal, `${level}, match ${seed}: still going after 60 deals`).toBeLessThan(60);
        s = playDeal(s, level, random, `${level}, match ${seed}, deal ${deal}`, times, counter);
      }
      // 10.1-10.4: a side won; the totals are the sum of the ledger.
      expect(s.winner === 0 || s.winner === 1).toBe(true);
      expect(s.scores).toEqual([0, 1].map((side) => s.ledger.reduce((n, line) => n + line[side], 0)));
      expect(botChoice(s, random, level)).toBeNull();
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length / 2)];
    const p99 = times[Math.floor(times.length * 0.99)];
    console.log(`sens ${level}: ${deals} deals (${counted} counted) and ${MATCHES_PER_LEVEL} matches, ${times.length} decisions, ${counter.checked} checked against swapped hidden cards; CPU per decision p50 ${p50.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms`);
    expect(counter.checked).toBeGreaterThan(deals);
  });
});
