/**
 * Gin Rummy against the bot: the reader's view of the table, the match going
 * on hand by hand with the right dealer (§3), the end screen's words, and the
 * match in the score sheet's terms.
 */
import { describe, expect, test } from 'vitest';
import { replay, type Played } from '../../../../engine/core/played';
import { ginRummy } from '../../../../engine/gin-rummy/index';
import type { GinAction, GinState } from '../../../../engine/gin-rummy/types';
import { answerBots, botMove } from '../../../components/play/bot-answers';
import { fresh, ginScored, settled, undercutScored } from '../test-fixtures';
import { handBreakdown, settlementBreakdown } from './breakdown';
import { ginRummyPlay } from './glue';
import { handHeading, matchWords } from './outcome';
import { readerView } from './reader-view';
import { pendingMatch } from './sheet-handoff';

/** Bots for both seats (the "reader" sits at no seat) until the hand is over. */
const toHandEnd = (played: Played<GinState, GinAction>) => answerBots(ginRummy, played, { reader: -1, stop: ginRummyPlay.handOver });
const last = (p: Played<GinState, GinAction>) => p.frames[p.frames.length - 1].state;

describe("the reader's view of the table", () => {
  // Seed 1 (test-fixtures): Ben deals, Ana opens holding eleven, Ben holds ten (§3).
  test('the reader sits at the bottom, face up; the bot on top, face down', () => {
    const asBen = readerView({ state: fresh(), reader: 1, showHands: false });
    expect(asBen.seats.map((s) => [s.seat, s.side])).toEqual([[0, 'top'], [1, 'bottom']]);
    expect(asBen.seats[1].name).toBe('Ben (you)');
    expect(asBen.seats[1].hand.faceUp).toBe(true);
    expect(asBen.seats[1].hand.cards).toHaveLength(10);
    expect(asBen.seats[0].hand).toMatchObject({ faceUp: false, count: 11, cards: [] });
    expect(asBen.seats[0].hand.label).toBe("Ana's hand: 11 cards, face down");
  });

  test('the learning toggle shows the bot’s hand too', () => {
    const shown = readerView({ state: fresh(), reader: 1, showHands: true });
    expect(shown.seats[0].hand.faceUp).toBe(true);
    expect(shown.toggleLabel).toBe('Hide hands');
  });

  test("on the reader's turn the reader's cards are the taps", () => {
    const s = fresh();
    const view = readerView({ state: s, reader: 0, showHands: false, lawful: ginRummy.lawfulActions(s, 0) });
    // Ana opens by discarding any of her eleven (§5): every card is a lawful tap.
    expect(view.seats[1].hand.cards.filter((c) => c.play?.lawful)).toHaveLength(11);
    expect(view.seats[0].hand.cards).toHaveLength(0);
  });
});

describe('the match goes on hand by hand', () => {
  test.each([1, 2, 3])('seed %i: the loser of a won hand deals the next (§3), the same dealer after a no-game (§12)', (seed) => {
    const dealt = ginRummy.deal(['Ana', 'Ben'], seed);
    if (!dealt.ok) throw new Error(dealt.error);
    let played = toHandEnd(replay(ginRummy, dealt.value, []));
    for (let hand = 1; hand <= 3 && !ginRummy.isOver(last(played)); hand++) {
      const over = last(played);
      expect(ginRummyPlay.handOver(over)).toBe(true);
      const line = over.ledger[over.ledger.length - 1];
      const dealer = over.hand.dealer;
      const next = line.winner === null ? dealer : 1 - line.winner;
      expect(ginRummyPlay.toAct(over)).toBe(next);
      // The next hand: the dealer's deal (the reader's from the lawful list, a bot's from its choice).
      const lawful = ginRummy.lawfulActions(over, next);
      const deal = ginRummyPlay.dealNext!(over, lawful);
      expect(deal).toMatchObject({ type: 'deal', seat: next });
      const asBot = botMove(ginRummy, played, 1 - next);
      expect(last(asBot!).hand.dealer).toBe(next);
      played = toHandEnd(asBot!);
    }
  });
});

describe('the end screen', () => {
  const over = (ledger: GinState['ledger'], settlement: GinState['settlement'] = null): GinState => {
    const s = fresh();
    return { ...s, ledger, settlement, phase: settlement ? 'match-over' : 'hand-over' };
  };

  test('a hand nobody won', () => {
    const s = over([{ winner: null, points: 0 }]);
    expect(handHeading({ ...s, hand: { ...s.hand, end: { kind: 'no-game' } } }, 0)).toBe('No game: nobody scores.');
  });

  test('the running totals while nobody has 100 (§13)', () => {
    // Ana 25 + 30 = 55, Ben 40.
    const s = over([{ winner: 0, points: 25 }, { winner: 1, points: 40 }, { winner: 0, points: 30 }]);
    expect(matchWords(s, 1)).toMatchObject({ over: false, text: 'After 3 hands: you 40, Ana 55. The first to 100 ends the match; the bonuses are added then.' });
  });

  test('the settlement once someone has 100 (§13.1-§13.3)', () => {
    // Ana won 60 and 45 (105, first to 100), Ben 30: Ana 105 + 2 boxes (40) + 100 = 245; Ben 30 + 1 box (20) = 50.
    const ledger = [{ winner: 0 as const, points: 60 }, { winner: 1 as const, points: 30 }, { winner: 0 as const, points: 45 }];
    const settlement = { points: [105, 30] as const, boxes: [40, 20] as const, gameBonus: [100, 0] as const, shutout: [0, 0] as const, totals: [245, 50] as const, firstToTarget: 0 as const, winner: 0 as const, difference: 195, citations: ['13', '13.1', '13.3'] };
    const words = matchWords(over(ledger, settlement), 0);
    expect(words.over).toBe(true);
    expect(words.text).toContain('You win the match. Totals with the bonuses: you 245, Ben 50.');
    expect(words.text).toContain('collects the difference, 195');
  });
});

describe('the match for the score sheet', () => {
  test('players in draw order (the first leads hand 1, the second deals it), winners mapped to that order', () => {
    // Seed 1: Ben deals hand 1, so the sheet lists Ana, then Ben; a hand Ben (seat 1) won is the sheet's player 1.
    const start = fresh();
    const final: GinState = { ...start, ledger: [{ winner: 1, points: 25 }, { winner: null, points: 0 }, { winner: 0, points: 12 }] };
    expect(pendingMatch(start, final)).toEqual({ ok: true, value: { players: ['Ana', 'Ben'], hands: [{ winner: 1, points: 25 }, { winner: null, points: 0 }, { winner: 0, points: 12 }] } });
  });

  test('with the seats the other way round, the winners follow their names', () => {
    const s = fresh();
    // Ana deals (seat 0): the sheet lists Ben first; Ana's win is the sheet's player 1.
    const start: GinState = { ...s, hand: { ...s.hand, dealer: 0, due: 0 } };
    const r = pendingMatch(start, { ...start, ledger: [{ winner: 0, points: 9 }] });
    expect(r).toEqual({ ok: true, value: { players: ['Ben', 'Ana'], hands: [{ winner: 1, points: 9 }] } });
  });

  test('nothing to hand over before a hand is finished, nor from a match opened part-way', () => {
    const s = fresh();
    expect(pendingMatch(s, s).ok).toBe(false);
    const later: GinState = { ...s, ledger: [{ winner: 0, points: 10 }] };
    expect(pendingMatch(later, later).ok).toBe(false);
  });
});

describe("where the points come from (the engine's hand end and settlement, laid out)", () => {
  /** A breakdown as [who, {part: points}, total] per player, for comparing with the hand-worked figures. */
  const table = (b: ReturnType<typeof handBreakdown>) =>
    b!.columns.map((c) => [c.who, Object.fromEntries(Object.entries(c.cells).map(([k, v]) => [k, v.points])), c.total]);

  test('the undercut of §10: Ana knocks with 5, Ben lays off 8C and keeps 4H: Ben writes 5 - 4 = 1 + 10 = 11', () => {
    const b = handBreakdown(undercutScored, 1)!;
    expect(b.parts.map((p) => p.key)).toEqual(['deadwood', 'difference', 'undercut']);
    expect(table(b)).toEqual([
      ['Ana', { deadwood: 5 }, 0],
      ['Ben (you)', { deadwood: 4, difference: 1, undercut: 10 }, 11],
    ]);
    expect(b.parts.find((p) => p.key === 'undercut')!.citations.map((c) => c.number)).toEqual(['10']);
    expect(b.columns[0].cells.deadwood.detail).toBe('knocked');
  });

  test('gin (§11): Ben is left with 6C 8C AD 4S = 19; Ana writes 20 + 19 = 39', () => {
    const b = handBreakdown(ginScored, 0)!;
    expect(b.parts.map((p) => [p.key, p.label])).toEqual([['deadwood', 'Deadwood'], ['difference', "The loser's deadwood"], ['gin', 'Gin bonus']]);
    expect(table(b)).toEqual([
      ['Ana (you)', { deadwood: 0, difference: 19, gin: 20 }, 39],
      ['Ben', { deadwood: 19 }, 0],
    ]);
  });

  test('the settlement of §13: Ana 85 + 19 = 104 with four hands won, Ben 42 with two: 284 against 82', () => {
    const b = settlementBreakdown(settled, 0)!;
    expect(b.parts.map((p) => p.key)).toEqual(['points', 'boxes', 'game']);
    expect(table(b)).toEqual([
      ['Ana (you)', { points: 104, boxes: 80, game: 100 }, 284],
      ['Ben', { points: 42, boxes: 40, game: 0 }, 82],
    ]);
    expect(b.columns[0].cells.boxes.detail).toBe('4 hands');
    // The last hand of that match: Ana knocked with 5D against 6S 5H 4S 9D = 24.
    expect(table(handBreakdown(settled, 0))).toEqual([
      ['Ana (you)', { deadwood: 5, difference: 19 }, 19],
      ['Ben', { deadwood: 24 }, 0],
    ]);
  });

  test('nothing to break down before a hand is scored, nor a settlement before the match is over', () => {
    expect(handBreakdown(fresh(), 0)).toBeNull();
    expect(settlementBreakdown(undercutScored, 0)).toBeNull();
  });

  test.each([1, 2, 3, 4, 5, 6, 7, 8])('seed %i, bots on both seats: the deadwood shown explains the difference written (§9-§11)', (seed) => {
    const dealt = ginRummy.deal(['Ana', 'Ben'], seed);
    if (!dealt.ok) throw new Error(dealt.error);
    const s = last(toHandEnd(replay(ginRummy, dealt.value, [])));
    const b = handBreakdown(s, 0);
    if (!b) return expect(s.hand.end?.kind).not.toBe('score');
    const count = (c: (typeof b.columns)[number]) => c.cells.deadwood.points + (c.cells.short?.points ?? 0);
    const winner = b.columns.find((c) => c.total > 0);
    if (!winner) return;
    const loser = b.columns.find((c) => c !== winner)!;
    const bonus = (winner.cells.gin?.points ?? 0) + (winner.cells.undercut?.points ?? 0);
    expect(winner.cells.difference.points + bonus).toBe(winner.total);
    // §9 and §10: the difference of the two counts; §11: the loser's count (the gin hand has none).
    expect(winner.cells.difference.points).toBe(winner.cells.gin ? count(loser) : Math.abs(count(loser) - count(winner)));
    expect(winner.cells.gin?.points ?? 20).toBe(20);
    expect(winner.cells.undercut?.points ?? 10).toBe(10);
  });
});
