/**
 * Whole deals and whole matches from seeded deals, played by the bot
 * (bots.ts) for all four players, or with some seats choosing at random among
 * the lawful actions (lawful.ts). Between actions, random physical actions of
 * any player probe the rules: a refused one must leave the very same state;
 * an accepted one must keep the table whole (and is not played on).
 *
 * The checks are written here from the sheet, independently of the engine's
 * rule functions and of scoring.ts / match.ts:
 *  - the 32 cards each exactly once across hands, pack, turned card, trick
 *    and tricks (2.1);
 *  - in play, every hand holds eight less the cards its player has played
 *    (4.4, 5.4);
 *  - every bot action is lawful, and every lawful action a random seat picks
 *    is ruled lawful;
 *  - every trick goes to the card 9.5 names, by the orders of 2.2 and 2.3;
 *  - every counted deal: its card points add up to 164 (3.1 values and the
 *    last trick's 10), the total is 164 plus the meld points, and the
 *    written points are what 11.1 and 11.2 give;
 *  - every match ends with a winner, its totals are the sum of its ledger,
 *    and the winner is the side 10.1-10.4 name.
 *
 * SENS_WHOLE_RUNS multiplies the numbers (default 1: 1,000 deals, 100 matches).
 */
import { describe, expect, test } from 'vitest';
import { prng } from '../core/prng';
import { fullPack, type Card } from './cards';
import { sens } from './index';
import { PARAGRAPH_NUMBERS } from './paragraphs';
import { positionFromSetup } from './setup';
import type { Played, SensAction, SensState, Seat, Side } from './types';

const RUNS = Number(process.env.SENS_WHOLE_RUNS ?? 1);
const DEALS = 1000 * RUNS;
const MATCHES = 100 * RUNS;
const PLAYERS = ['Ana', 'Ben', 'Cem', 'Dia'];
const MAX_ACTIONS_PER_DEAL = 200;
const PARAGRAPHS = new Set(PARAGRAPH_NUMBERS);

function must(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

// 3.1, written again from the sheet: plain and trump card points.
const PLAIN: Record<string, number> = { '7': 0, '8': 0, '9': 0, T: 10, U: 2, O: 3, K: 4, A: 11 };
const TRUMP: Record<string, number> = { '7': 0, '8': 0, '9': 14, T: 10, U: 22, O: 3, K: 4, A: 11 };
const points = (c: string, trump: string) => (c[1] === trump ? TRUMP : PLAIN)[c[0]];
// 2.2 (the reading at 2.2) and 2.3, low to high.
const PLAIN_ORDER = '789UOKTA';
const TRUMP_ORDER = '78OKTA9U';

/** 9.5, written again: the highest trump, else the highest card of the suit led. */
function winnerOf(trick: readonly Played[], trump: string): Seat {
  const trumps = trick.filter((p) => p.card[1] === trump);
  const pool = trumps.length ? trumps : trick.filter((p) => p.card[1] === trick[0].card[1]);
  const order = trumps.length ? TRUMP_ORDER : PLAIN_ORDER;
  return pool.reduce((a, b) => (order.indexOf(b.card[0]) > order.indexOf(a.card[0]) ? b : a)).seat;
}

function tableCards(s: SensState): string[] {
  const d = s.deal;
  return [...d.hands.flat(), ...d.pack, ...(d.turned ? [d.turned] : []), ...d.trick.map((p) => p.card), ...d.tricks.flatMap((t) => t.cards.map((p) => p.card))];
}

function checkTable(s: SensState, where: string): void {
  const cards = tableCards(s);
  must(cards.length === 32 && new Set(cards).size === 32, `${where}: the table holds ${cards.length} cards, ${new Set(cards).size} distinct`);
  const d = s.deal;
  if (s.phase === 'play' && !d.misdealt) {
    for (let seat = 0; seat < 4; seat++) {
      const played = [...d.tricks.flatMap((t) => t.cards), ...d.trick].filter((p) => p.seat === seat).length;
      must(d.hands[seat].length === 8 - played, `${where}: ${PLAYERS[seat]} holds ${d.hands[seat].length} having played ${played}`);
    }
  }
}

/** 3.1, 3.2, 11.1, 11.2 on a counted deal, from the tricks on the table. */
function checkCount(s: SensState, where: string): void {
  const d = s.deal;
  const end = d.end;
  if (end?.kind !== 'counted') return;
  const trump = d.game!.trump;
  const card: [number, number] = [0, 0];
  for (const t of d.tricks) {
    must(t.winner === winnerOf(t.cards, trump), `${where}: trick ${t.cards.map((p) => p.card).join(' ')} went to seat ${t.winner}`);
    for (const p of t.cards) card[t.winner % 2] += points(p.card, trump);
  }
  card[d.tricks[7].winner % 2] += 10;
  must(card[0] + card[1] === 164, `${where}: card points ${card} do not add to 164`);
  expect([...end.cardPoints], where).toEqual(card);
  const melds = end.meldPoints;
  const total = 164 + melds[0] + melds[1];
  must(end.total === total, `${where}: total ${end.total}, expected ${total}`);
  const taker = (d.game!.by % 2) as Side;
  const own = card[taker] + melds[taker];
  const made = own >= total / 2 + 1;
  const all = d.tricks.every((t) => t.winner % 2 === taker);
  const want: [number, number] = [0, 0];
  if (made) {
    want[taker] = own + (all ? 100 : 0);
    want[1 - taker] = card[1 - taker] + melds[1 - taker];
  } else want[1 - taker] = total;
  expect([...end.written], where).toEqual(want);
  must(end.made === made, `${where}: made`);
  expect(s.ledger[s.ledger.length - 1], where).toEqual(want);
}

function randomPhysical(r: () => number, s: SensState): SensAction {
  const seat = Math.floor(r() * 4) as Seat;
  const hand = s.deal.hands[seat];
  const pack = fullPack();
  const any = (): Card => (hand.length && r() < 0.8 ? hand[Math.floor(r() * hand.length)] : pack[Math.floor(r() * 32)]);
  switch (Math.floor(r() * 13)) {
    case 0: return { type: 'deal', seat, seed: Math.floor(r() * 1000) };
    case 1: return { type: 'bid', seat, suit: (['E', 'G', 'H', 'S'] as const)[Math.floor(r() * 4)] };
    case 2: return { type: 'pass', seat };
    case 3: return { type: 'rob', seat };
    case 4: return { type: 'rest', seat };
    case 5: return { type: 'meld', seat, cards: [any(), any(), any()] };
    case 6: return { type: 'bella', seat };
    case 7: case 8: return { type: 'play', seat, card: any() };
    case 9: return { type: 'takeBack', seat };
    case 10: return { type: 'claim', seat };
    case 11: return { type: 'misdeal', seat };
    default: return { type: 'vorlauf', seat };
  }
}

/** Plays the current deal to its end; returns the state after it. */
function playDeal(start: SensState, seed: number, randomSeats: readonly Seat[], probe: () => number, cited: Set<string>): SensState {
  let s = start;
  const random = prng(seed);
  const ledgerBefore = s.ledger.length;
  for (let n = 0; n < MAX_ACTIONS_PER_DEAL; n++) {
    const where = `seed ${seed} action ${n}`;
    if (s.phase === 'deal-over' || s.phase === 'match-over') {
      must(s.ledger.length === ledgerBefore + 1, `${where}: one ledger line per deal`);
      checkCount(s, where);
      return s;
    }
    if (probe() < 0.15) {
      const action = randomPhysical(probe, s);
      const tried = sens.apply(s, action);
      for (const c of tried.ruling.citations) must(PARAGRAPHS.has(c), `${where}: cites ${c}`);
      if (tried.ruling.classification === 'refused') must(tried.state === s, `${where}: refused ${tried.ruling.action} changed the state`);
      else checkTable(tried.state, `${where} probe ${tried.ruling.action}`);
    }
    let action: SensAction | null;
    const bot = sens.botChoice(s, random);
    if (bot && randomSeats.includes(bot.seat as Seat) && s.phase === 'play') {
      const options = sens.lawfulActions(s, bot.seat).filter((a) => a.type !== 'look' && a.type !== 'vorlauf');
      action = options.length ? options[Math.floor(random() * options.length)] : bot;
    } else action = bot;
    must(action !== null, `${where}: nothing to do in ${s.phase}`);
    const applied = sens.apply(s, action!);
    must(applied.ruling.lawful, `${where}: ${applied.ruling.action}: ${applied.ruling.summary}`);
    for (const c of applied.ruling.citations) {
      must(PARAGRAPHS.has(c), `${where}: cites ${c}`);
      cited.add(c);
    }
    s = applied.state;
    checkTable(s, where);
  }
  throw new Error(`seed ${seed}: the deal did not end in ${MAX_ACTIONS_PER_DEAL} actions`);
}

/** A deal with wrong counts, from a table about to deal (4.5). */
function misdealt(seed: number, strict: boolean): SensState {
  const dealer = (seed % 4) as Seat;
  const start = positionFromSetup({ players: PLAYERS, dealer: PLAYERS[dealer], phase: 'deal', options: { misdeal: strict ? 'strict' : 'mild' } });
  if (!start.ok) throw new Error(start.error);
  const counts = [5, 5, 5, 5];
  counts[seed % 4] += seed % 8 < 4 ? 1 : -1;
  const dealt = sens.apply(start.value, { type: 'deal', seat: dealer, seed, counts });
  must(dealt.ruling.classification === 'foul' && dealt.state.deal.misdealt, `seed ${seed}: a wrong deal is a foul`);
  return dealt.state;
}

describe('whole deals', () => {
  test(`${DEALS} deals from seeded deals, bots and random players, with every invariant after every action`, () => {
    const cited = new Set<string>();
    const ends: Record<string, number> = {};
    for (let seed = 1; seed <= DEALS; seed++) {
      const mode = seed % 5;
      let start: SensState;
      if (seed % 25 === 0) start = misdealt(seed, seed % 50 === 0);
      else {
        const dealt = sens.deal(PLAYERS, seed);
        if (!dealt.ok) throw new Error(dealt.error);
        start = seed % 3 === 0 ? { ...dealt.value, options: { dealerSeesLast: true, misdeal: 'strict' } } : dealt.value;
      }
      checkTable(start, `seed ${seed} deal`);
      const randomSeats: Seat[] = mode === 0 ? [] : mode === 1 ? [1, 3] : mode === 2 ? [0] : mode === 3 ? [0, 1, 2, 3] : [2];
      const done = playDeal(start, seed, randomSeats, prng(seed ^ 0x5e45), cited);
      const end = done.deal.end!;
      ends[end.kind] = (ends[end.kind] ?? 0) + 1;
      if (end.kind === 'misdeal') {
        const strict = done.options.misdeal === 'strict';
        const dealer = done.deal.dealer;
        expect(done.deal.turn).toBe(strict ? (dealer + 1) % 4 : dealer);
        const w = done.ledger[done.ledger.length - 1];
        expect(w[(dealer + 1) % 2]).toBe(strict ? 164 : 0);
        expect(w[dealer % 2]).toBe(0);
      } else if (done.phase === 'deal-over') expect(done.deal.turn).toBe((done.deal.dealer + 1) % 4);
      // After the deal nothing of it can be played on.
      expect(sens.apply(done, { type: 'play', seat: 0, card: 'UE' }).ruling.classification).toBe('refused');
    }
    console.log(`sens: ${DEALS} deals, ${JSON.stringify(ends)}`);
    expect(ends.counted).toBeGreaterThan(DEALS / 2);
    expect(ends['thrown-in']).toBeGreaterThan(0);
    expect(ends.misdeal).toBeGreaterThan(0);
    for (const p of ['4.5', '4.6', '5.1', '5.2', '5.3', '5.4', '6.1', '7.1', '7.2', '7.3', '8.3', '9.1', '9.2', '9.3', '9.4', '9.5', '11.1', '12.1']) expect(cited.has(p), `never cited: ${p}`).toBe(true);
  }, 60_000);

  test(`${MATCHES} matches to 500 between bots, decided as 10.1-10.4 say`, () => {
    const reasons: Record<string, number> = {};
    for (let seed = 1; seed <= MATCHES; seed++) {
      const dealt = sens.deal(PLAYERS, 10_000 + seed);
      if (!dealt.ok) throw new Error(dealt.error);
      let s = dealt.value;
      const random = prng(seed);
      for (let deal = 0; s.phase !== 'match-over'; deal++) {
        must(deal < 300, `match ${seed}: no end`);
        if (s.phase === 'deal-over') s = sens.apply(s, sens.botChoice(s, random)!).state;
        s = playDeal(s, seed * 1000 + deal, [], () => 1, new Set());
      }
      // The totals are the ledger's sums; nobody had won before the last deal.
      const sums = [0, 1].map((side) => s.ledger.reduce((n, l) => n + l[side], 0));
      expect([...s.scores], `match ${seed}`).toEqual(sums);
      const before = [0, 1].map((side) => sums[side] - s.ledger[s.ledger.length - 1][side]);
      const levelPast = before[0] >= 500 && before[1] >= 500 && before[0] === before[1];
      must(levelPast || (before[0] < 500 && before[1] < 500), `match ${seed}: played on after a win (${before})`);
      const d = s.deal;
      let want: Side;
      if (d.vorlauf) {
        const trump = d.game!.trump;
        const side = d.vorlauf.side;
        const secured = d.tricks.slice(0, d.vorlauf.tricks).filter((t) => t.winner % 2 === side).flatMap((t) => t.cards).reduce((n, p) => n + points(p.card, trump), 0);
        const meld = d.end?.kind === 'counted' ? d.end.meldPoints[side] : 0;
        const made = d.end?.kind === 'counted' ? d.end.made || d.game!.by % 2 !== side : true;
        want = before[side] + secured + meld >= 500 && made ? side : ((1 - side) as Side);
        reasons.vorlauf = (reasons.vorlauf ?? 0) + 1;
      } else {
        want = (s.scores[0] >= 500 && (s.scores[1] < 500 || s.scores[0] > s.scores[1]) ? 0 : 1) as Side;
        must(s.scores[want] >= 500, `match ${seed}: ${s.scores} has no side at 500`);
        reasons.target = (reasons.target ?? 0) + 1;
      }
      expect(s.winner, `match ${seed}`).toBe(want);
      expect(sens.isOver(s)).toBe(true);
      expect(sens.botChoice(s, random)).toBeNull();
      expect(sens.lawfulActions(s, d.turn).some((a) => a.type === 'deal')).toBe(true);
    }
    console.log(`sens: ${MATCHES} matches, ${JSON.stringify(reasons)}`);
  }, 60_000);
});
