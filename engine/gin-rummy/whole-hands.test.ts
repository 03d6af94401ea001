/**
 * Whole hands and whole matches from seeded deals, played by the bot
 * (bots.ts) for both players, or the bot against a player choosing at random
 * among the lawful actions (lawful.ts). Between actions, random physical
 * actions of either player probe the rules: a refused one must leave the very
 * same state; an accepted one must keep the table whole (and is not played on).
 *
 * The checks are written here from the rulebook, independently of the
 * engine's rule functions and of hand-score.ts / match.ts:
 *  - the 52 cards each exactly once on the table (§1);
 *  - the stock never below two cards (§12);
 *  - in lawful play, hands of ten between turns and eleven while discarding (§3, §5);
 *  - every hand ends (a knock or gin, or no game with the stock at two);
 *  - a scored hand's ledger line is what §9-§11 give from the cards on the
 *    table: §2 values, gin 20 + the opponent's deadwood, the knocker the
 *    difference when lower, otherwise the opponent the difference + 10;
 *  - a match ends at 100 and its settlement adds up as §13 says.
 *
 * GIN_HANDS and GIN_MATCHES set the numbers (1,000 and 100).
 */
import { describe, expect, test } from 'vitest';
import { prng } from '../core/prng';
import { cardText, type Card } from './cards';
import { ginRummy } from './index';
import { PARAGRAPH_NUMBERS } from './paragraphs';
import type { GinAction, GinState, Seat } from './types';

const HANDS = Number(process.env.GIN_HANDS ?? 1000);
const MATCHES = Number(process.env.GIN_MATCHES ?? 100);
const PLAYERS = ['Ana', 'Ben'];
const MAX_ACTIONS_PER_HAND = 300;
const PARAGRAPHS = new Set(PARAGRAPH_NUMBERS);

function must(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

/** §2, written again: Ace 1, court cards 10, others their pips. */
const value = (c: Card) => (c.rank >= 10 ? 10 : c.rank);
const sum = (cs: readonly Card[]) => cs.reduce((n, c) => n + value(c), 0);

function tableCards(s: GinState): Card[] {
  const h = s.hand;
  const out = [...h.hands[0], ...h.hands[1], ...h.stock, ...h.discards];
  if (h.knock) out.push(h.knock.buried, ...h.knock.melds.flat(), ...h.knock.deadwood);
  if (h.layout) out.push(...h.layout.melds.flat(), ...h.layout.layoffs.map((l) => l.card), ...h.layout.deadwood);
  return out;
}

function checkTable(s: GinState, where: string): void {
  const seen = new Set(tableCards(s).map(cardText));
  must(seen.size === 52 && tableCards(s).length === 52, `${where}: the table holds ${tableCards(s).length} cards, ${seen.size} distinct`);
  must(s.hand.stock.length >= 2, `${where}: the stock is down to ${s.hand.stock.length}`);
}

/** A meld by §4, written again: 3-4 of a rank, or 3+ consecutive of a suit, Ace low. */
function isMeld(cs: readonly Card[]): boolean {
  if (cs.length < 3) return false;
  if (cs.every((c) => c.rank === cs[0].rank)) return cs.length <= 4;
  if (!cs.every((c) => c.suit === cs[0].suit)) return false;
  const r = cs.map((c) => c.rank).sort((a, b) => a - b);
  return r.every((x, i) => i === 0 || x === r[i - 1] + 1);
}

/** §9-§11 (with 10 per missing card, §14.11-§14.12) from the cards on the table: [winner, points]. */
function expectedScore(s: GinState): [Seat | null, number] {
  const k = s.hand.knock!;
  const l = s.hand.layout!;
  const laid = k.melds.flat().length + k.deadwood.length;
  const oppCards = l.melds.flat().length + l.layoffs.length + l.deadwood.length;
  const kd = sum(k.deadwood) + Math.max(0, 10 - laid) * 10;
  const od = sum(l.deadwood) + Math.max(0, 10 - oppCards) * 10;
  const opp = (1 - k.by) as Seat;
  if (k.deadwood.length === 0 && laid === 10) return [k.by, 20 + od];
  if (oppCards > 10) return od > kd ? [k.by, od - kd] : [null, 0];
  return kd < od ? [k.by, od - kd] : [opp, kd - od + 10];
}

function randomPhysical(r: () => number, s: GinState): GinAction {
  const seat = (r() < 0.5 ? 0 : 1) as Seat;
  const hand = s.hand.hands[seat];
  const any = (): Card => (hand.length && r() < 0.8 ? hand[Math.floor(r() * hand.length)] : { rank: (1 + Math.floor(r() * 13)) as Card['rank'], suit: (['C', 'D', 'H', 'S'] as const)[Math.floor(r() * 4)] });
  const group = (): Card[] => Array.from({ length: 3 }, any);
  switch (Math.floor(r() * 10)) {
    case 0: return { type: 'draw', seat, count: 1 + Math.floor(r() * 3) };
    case 1: return { type: 'take', seat };
    case 2: case 3: return { type: 'discard', seat, card: any() };
    case 4: return { type: 'knock', seat, discard: any(), melds: r() < 0.5 ? [] : [group()], gin: r() < 0.2 };
    case 5: return { type: 'layout', seat, melds: r() < 0.5 ? [] : [group()], layoffs: r() < 0.5 ? [] : [{ card: any(), meld: Math.floor(r() * 3) }] };
    case 6: return { type: r() < 0.5 ? 'accept' : 'reject', seat };
    case 7: return { type: 'expose', seat };
    case 8: return { type: 'claim', seat, what: r() < 0.5 ? 'dealer' : 'count' };
    default: return { type: 'deal', seat, seed: Math.floor(r() * 1000) };
  }
}

interface HandReport { end: 'score' | 'no-game'; actions: number; cited: Set<string> }

/** Plays the current hand to its end; returns the state after it. */
function playHand(start: GinState, seed: number, randomSeats: readonly Seat[], probe: () => number, cited: Set<string>, knocks = true): { state: GinState; actions: number } {
  let s = start;
  const random = prng(seed);
  const handsBefore = s.ledger.length;
  for (let n = 0; n < MAX_ACTIONS_PER_HAND; n++) {
    const where = `seed ${seed} action ${n}`;
    if (s.phase === 'hand-over' || s.phase === 'match-over') {
      must(s.ledger.length === handsBefore + 1, `${where}: one ledger line per hand`);
      const end = s.hand.end!;
      const line = s.ledger[s.ledger.length - 1];
      if (end.kind === 'no-game') {
        must(s.hand.stock.length === 2 && s.hand.knock === null && line.winner === null && line.points === 0, `${where}: a drawn hand with the stock at two and nothing written`);
      } else {
        must(end.kind === 'score', `${where}: ended by ${end.kind}`);
        for (const m of [...s.hand.knock!.melds, ...s.hand.layout!.melds]) must(isMeld(m), `${where}: ${m.map(cardText).join('')} is no meld`);
        const [winner, points] = expectedScore(s);
        must(line.winner === winner && line.points === points, `${where}: wrote ${JSON.stringify(line)}, §9-§11 give ${winner}/${points}`);
      }
      return { state: s, actions: n };
    }
    if (probe() < 0.15) {
      const action = randomPhysical(probe, s);
      const tried = ginRummy.apply(s, action);
      for (const c of tried.ruling.citations) must(PARAGRAPHS.has(c), `${where}: cites ${c}`);
      if (tried.ruling.classification === 'refused') must(tried.state === s, `${where}: refused ${tried.ruling.action} changed the state`);
      else checkTable(tried.state, `${where} probe ${tried.ruling.action}`);
    }
    const seat = s.hand.turn;
    let action: GinAction | null;
    if (randomSeats.includes(seat) && s.phase !== 'knocked') {
      const options = ginRummy.lawfulActions(s, seat).filter((a) => a.type !== 'claim' && (knocks || a.type !== 'knock'));
      action = options.length ? options[Math.floor(random() * options.length)] : null;
    } else action = ginRummy.botChoice(s, random);
    must(action !== null, `${where}: nothing to do in ${s.phase}`);
    const applied = ginRummy.apply(s, action!);
    must(applied.ruling.lawful, `${where}: ${applied.ruling.action}: ${applied.ruling.summary}`);
    for (const c of applied.ruling.citations) {
      must(PARAGRAPHS.has(c), `${where}: cites ${c}`);
      cited.add(c);
    }
    s = applied.state;
    checkTable(s, where);
    const h = s.hand;
    if (s.phase === 'draw' || s.phase === 'first-discard') must(h.hands[0].length + h.hands[1].length === 20 + (s.phase === 'first-discard' ? 1 : 0), `${where}: hand sizes ${h.hands[0].length}/${h.hands[1].length}`);
    if (s.phase === 'discard') must(h.hands[h.turn].length === 11 && h.hands[1 - h.turn].length === 10, `${where}: hand sizes while discarding`);
  }
  throw new Error(`seed ${seed}: the hand did not end in ${MAX_ACTIONS_PER_HAND} actions`);
}

describe('whole hands', () => {
  test(`${HANDS} hands from seeded deals, bot against bot and bot against random, with every invariant after every action`, () => {
    const cited = new Set<string>();
    const ends = { score: 0, 'no-game': 0 };
    let actions = 0;
    for (let seed = 1; seed <= HANDS; seed++) {
      const dealt = ginRummy.deal(PLAYERS, seed);
      if (!dealt.ok) throw new Error(dealt.error);
      checkTable(dealt.value, `seed ${seed} deal`);
      // Seeds by four: bot against bot, bot against random (either seat), and two random players who never knock (so hands run down to §12).
      const mode = seed % 4;
      const randomSeats: Seat[] = mode === 0 ? [] : mode === 1 ? [1] : mode === 2 ? [0] : [0, 1];
      const played = playHand(dealt.value, seed, randomSeats, prng(seed ^ 0x5eed), cited, mode !== 3);
      ends[played.state.hand.end!.kind as 'score' | 'no-game']++;
      actions += played.actions;
      // Later actions of the hand are refused or start the next one; the match goes on with the right dealer.
      const next = played.state;
      if (next.phase === 'hand-over') {
        const line = next.ledger[next.ledger.length - 1];
        must(next.hand.turn === (line.winner === null ? next.hand.dealer : 1 - line.winner), `seed ${seed}: the next dealer`);
        expect(ginRummy.apply(next, { type: 'discard', seat: 0, card: { rank: 1, suit: 'S' } }).ruling.classification).toBe('refused');
      }
    }
    console.log(`gin-rummy: ${HANDS} hands, ${ends.score} scored, ${ends['no-game']} drawn, ${actions} actions`);
    expect(ends.score).toBeGreaterThan(0);
    if (HANDS >= 500) {
      expect(ends['no-game']).toBeGreaterThan(0);
      for (const p of ['5', '6', '7', '8', '9', '10', '11', '12']) expect(cited.has(p), `never cited: ${p}`).toBe(true);
    }
  }, Math.max(120_000, HANDS * 120)); // 1,000 hands: 3-5 s at a load of 5 on two cores, 8.5 s at 14; a timeout catches a hang, nothing more

  test(`${MATCHES} matches to 100 between bots, settled as §13 says`, () => {
    for (let seed = 1; seed <= MATCHES; seed++) {
      const dealt = ginRummy.deal(PLAYERS, 10_000 + seed);
      if (!dealt.ok) throw new Error(dealt.error);
      let s = dealt.value;
      const random = prng(seed);
      for (let hand = 0; s.phase !== 'match-over'; hand++) {
        must(hand < 200, `match ${seed}: no end`);
        if (s.phase === 'hand-over') s = ginRummy.apply(s, ginRummy.botChoice(s, random)!).state;
        s = playHand(s, seed * 1000 + hand, [], () => 1, new Set()).state;
      }
      // §13 written again: totals from the ledger, 20 per hand won, 100 for the first to 100, 100 more if the other wrote nothing.
      const points = [0, 0];
      const wins = [0, 0];
      let first = -1;
      for (const line of s.ledger) {
        if (line.winner === null) continue;
        points[line.winner] += line.points;
        wins[line.winner]++;
        if (first < 0 && points[line.winner] >= 100) first = line.winner;
      }
      must(first >= 0, `match ${seed}: over without 100`);
      must(s.ledger.slice(0, -1).every((_, i) => {
        const p = [0, 0];
        for (const l of s.ledger.slice(0, i + 1)) if (l.winner !== null) p[l.winner] += l.points;
        return p[0] < 100 && p[1] < 100;
      }), `match ${seed}: played on after 100`);
      const totals = [0, 1].map((x) => points[x] + 20 * wins[x] + (x === first ? 100 : 0) + (x === first && points[1 - x] === 0 ? 100 : 0));
      const st = s.settlement!;
      expect([...st.totals], `match ${seed}`).toEqual(totals);
      expect(st.difference).toBe(Math.abs(totals[0] - totals[1]));
      expect(st.winner).toBe(totals[0] === totals[1] ? null : totals[0] > totals[1] ? 0 : 1);
      expect(ginRummy.isOver(s)).toBe(true);
      expect(ginRummy.botChoice(s, random)).toBeNull();
      expect(ginRummy.lawfulActions(s, 0)).toEqual([]);
    }
    console.log(`gin-rummy: ${MATCHES} matches`);
  }, Math.max(120_000, MATCHES * 1_200)); // 100 matches: 2-3 s at a load of 5 on two cores, 6 s at 14; a timeout catches a hang, nothing more
});
