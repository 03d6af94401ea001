/**
 * SENS against the bots: the table turned to the reader's seat, the deal's
 * end in words from the reader's side, the match going on deal by deal with
 * the next dealer clockwise (4.6), and every finished deal in the score
 * sheet's terms, counted by the sheet exactly as the engine counted it.
 * Positions from test-fixtures.ts (Ana & Cleo against Ben & Dan, Ben deals).
 */
import { describe, expect, test } from 'vitest';
import { replay, type Played } from '../../../../engine/core/played';
import { sens } from '../../../../engine/sens/index';
import type { Seat, SensAction, SensState } from '../../../../engine/sens/types';
import { answerBots, botMove } from '../../../components/play/bot-answers';
import { outcomeOf } from '../score-sheet/deal-entry';
import { dackeln, fouled, made, matchOver, thrownIn, trickOne, ziehen } from '../test-fixtures';
import { sensPlay } from './glue';
import { dealBreakdown } from './breakdown';
import { dealHeading, matchWords } from './outcome';
import { readerView } from './reader-view';
import { dealEntry, pendingMatch } from './sheet-handoff';

describe('the table turned to the reader', () => {
  test('Cleo (seat 2) sits south; clockwise from her Dan west, Ana north, Ben east (1.1)', () => {
    const view = readerView({ state: trickOne, reader: 2, showHands: false });
    expect(view.seats.map((s) => [s.seat, s.compass])).toEqual([[2, 'south'], [3, 'west'], [0, 'north'], [1, 'east']]);
    expect(view.seats[0].name).toBe('Cleo (you)');
    expect(view.seats[0].label).toContain('(south,');
    // Cleo led the Eichel-Sau, Dan followed: their cards lie in front of them, south and west.
    expect(view.trick?.slots.filter((s) => s.card).map((s) => [s.card, s.compass])).toEqual([['AE', 'south'], ['OE', 'west']]);
  });

  test("the reader's hand face up, the bots' face down unless shown", () => {
    const view = readerView({ state: trickOne, reader: 2, showHands: false });
    expect(view.seats[0].hand).toMatchObject({ faceUp: true, count: 7 });
    for (const s of view.seats.slice(1)) expect(s.hand.faceUp).toBe(false);
    expect(readerView({ state: trickOne, reader: 2, showHands: true }).seats.every((s) => s.hand.faceUp)).toBe(true);
  });

  test("on the reader's turn only the reader's moves are offered", () => {
    // Ana (seat 0) is to play in trick 1.
    const lawfulOf = (seat: number) => sens.lawfulActions(trickOne, seat);
    const view = readerView({ state: trickOne, reader: 0, showHands: false, lawfulOf });
    expect(view.play?.seat).toBe(0);
    expect(view.play?.others.every((b) => b.action.seat === 0)).toBe(true);
  });
});

describe("the deal's end from the reader's side", () => {
  test('made (11.1): 100 + 20 of 224 for Ana & Cleo; Ben & Dan 64 + 40', () => {
    expect(dealHeading(made, 0)).toBe('Your side made its game. Your side writes 120, Ben & Dan 104.');
    expect(dealHeading(made, 1)).toBe('Ana & Cleo made their game. Your side writes 104, Ana & Cleo 120.');
  });

  test('Ziehen (11.1) and Dackeln (11.2), thrown in (5.3)', () => {
    expect(dealHeading(ziehen, 2)).toBe('Your side fell short of its game. Your side writes 0, Ben & Dan 204.');
    expect(dealHeading(dackeln, 3)).toBe('Ana & Cleo made their game, with every trick. Your side writes 0, Ana & Cleo 284.');
    expect(dealHeading(thrownIn, 0)).toBe('Nobody took the game: the cards are thrown in and nothing is written.');
  });

  test('the match: the totals to 500 while it goes on (1.1), the winners once over (10.1)', () => {
    expect(matchWords(made, 1)).toMatchObject({ over: false, text: 'Scores: your side (Ben & Dan) 104, Ana & Cleo 120; the first side to 500 wins.' });
    const won = matchWords(matchOver, 2);
    expect(won.over).toBe(true);
    expect(won.text).toBe('You and your partner win the match. Ana & Cleo win the match, 512 to 430: first to 500 (10.1).');
    expect(matchWords(matchOver, 1).text.startsWith('The bots across from you win the match.')).toBe(true);
  });
});

describe('a finished deal as a line of the score sheet', () => {
  test('a counted deal: the card and meld points per side, and the sheet writes what the engine wrote', () => {
    const entry = dealEntry(made.deal);
    expect(entry).toEqual({ ok: true, value: { kind: 'counted', dealer: 1, taker: 2, trump: 'H', cardPoints: [100, 64], meldPoints: [20, 40], dackeln: false, vorlauf: null } });
    // 11.1: 224 in all, Ana & Cleo need 113 and have 120: each side writes its count.
    if (entry.ok) expect(outcomeOf(entry.value, 'strict').written).toEqual([120, 104]);
  });

  test('a wrong card claimed (1.4): 164 + 60 to the other side', () => {
    const entry = dealEntry(fouled.deal);
    expect(entry).toEqual({ ok: true, value: { kind: 'foul', dealer: 1, offender: 0, meldPoints: [60, 0] } });
    if (entry.ok) expect(outcomeOf(entry.value, 'strict').written).toEqual([0, 224]);
  });

  test('a deal thrown in (5.3)', () => {
    expect(dealEntry(thrownIn.deal)).toEqual({ ok: true, value: { kind: 'thrown-in', dealer: 1 } });
  });
});

/** Bots at all four seats (the "reader" sits at none) to the end of the deal. */
const toDealEnd = (played: Played<SensState, SensAction>) => answerBots(sens, played, { reader: -1, stop: sensPlay.handOver });
const last = (p: Played<SensState, SensAction>) => p.frames[p.frames.length - 1].state;

describe('whole matches played by bots', () => {
  test.each([1, 2, 3])('seed %i: the next dealer sits left of the last (4.6), and the sheet counts every deal as the engine did', (seed) => {
    const dealt = sens.deal(['Ana', 'Ben', 'Cem', 'Dia'], seed);
    if (!dealt.ok) throw new Error(dealt.error);
    let played = toDealEnd(replay(sens, dealt.value, []));
    for (let deal = 1; deal <= 30 && !sens.isOver(last(played)); deal++) {
      const over = last(played);
      expect(sensPlay.handOver(over)).toBe(true);
      const mildMisdeal = over.deal.end?.kind === 'misdeal' && over.options.misdeal === 'mild';
      expect(sensPlay.toAct(over)).toBe(mildMisdeal ? over.deal.dealer : (over.deal.dealer + 1) % 4);
      const handed = pendingMatch(played);
      expect(handed.ok, handed.ok ? '' : handed.error).toBe(true);
      played = toDealEnd(botMove(sens, played, -1)!);
    }
    expect(sens.isOver(last(played))).toBe(true);
    const handed = pendingMatch(played);
    expect(handed.ok, handed.ok ? '' : handed.error).toBe(true);
    if (handed.ok) expect(handed.value.deals.length).toBe(last(played).ledger.length);
  });
});

describe('a wrong card claimed after the count (1.4) goes to the sheet as the engine rewrote the deal', () => {
  test('seed 1: a card against the duty in trick 7, unclaimed in play, claimed by the next player once the deal is counted', () => {
    const dealt = sens.deal(['Ana', 'Ben', 'Cem', 'Dia'], 1);
    if (!dealt.ok) throw new Error(dealt.error);
    let played = replay(sens, dealt.value, []);
    let offender = -1;
    while (!sensPlay.handOver(last(played))) {
      const s = last(played);
      let action = botMove(sens, played, -1)!.actions.at(-1)!;
      // The fourth card of trick 7 played against the duty (9.2-9.4), if that hand holds one.
      if (s.phase === 'play' && s.deal.tricks.length === 6 && s.deal.trick.length === 3 && offender < 0) {
        const seat = s.deal.turn;
        const lawful = sens.lawfulActions(s, seat).flatMap((a) => (a.type === 'play' ? [a.card] : []));
        const wrong = s.deal.hands[seat].find((c) => !lawful.includes(c));
        if (wrong) { action = { type: 'play', seat, card: wrong }; offender = seat; }
      }
      played = replay(sens, dealt.value, [...played.actions, action]);
    }
    expect(offender).toBeGreaterThanOrEqual(0);
    expect(last(played).deal.end?.kind).toBe('counted');
    const claimant = ((offender + 1) % 4) as Seat;
    played = replay(sens, dealt.value, [...played.actions, { type: 'claim', seat: claimant }]);
    const after = last(played);
    expect(after.deal.end?.kind).toBe('foul');
    const handed = pendingMatch(played);
    expect(handed.ok, handed.ok ? '' : handed.error).toBe(true);
    if (!handed.ok) return;
    // One deal, the foul the engine wrote: the offender's side writes nothing, the other 164 and the melds that counted.
    expect(handed.value.deals).toHaveLength(1);
    const [entry] = handed.value.deals;
    expect(entry).toMatchObject({ kind: 'foul', offender });
    const written = outcomeOf(entry, handed.value.misdeal).written;
    expect(written[offender % 2]).toBe(0);
    expect(written[(offender + 1) % 2]).toBeGreaterThanOrEqual(164);
    expect(written).toEqual(after.ledger[0]);
  });
});

describe('the next match (4.1)', () => {
  test('after a match played by bots, a player of the losing side deals the next, which starts at 0 to 0 and goes on the sheet as a match of its own', () => {
    const dealt = sens.deal(['Ana', 'Ben', 'Cem', 'Dia'], 2);
    if (!dealt.ok) throw new Error(dealt.error);
    let played = toDealEnd(replay(sens, dealt.value, []));
    for (let deal = 1; deal <= 30 && !sens.isOver(last(played)); deal++) played = toDealEnd(botMove(sens, played, -1)!);
    const over = last(played);
    expect(over.phase).toBe('match-over');
    const winner = over.winner!;
    // The site's reading of 4.1: the first player of the losing side to the left of the last dealer.
    const left = (over.deal.dealer + 1) % 4;
    const expected = left % 2 !== winner ? left : (over.deal.dealer + 2) % 4;
    const next = sensPlay.nextMatch!(over);
    expect(next?.seat).toBe(expected);
    expect(next?.seat! % 2).not.toBe(winner);
    expect(next?.why).toContain('(4.1)');
    const applied = sens.apply(over, next!.deal(77));
    expect(applied.ruling.lawful, applied.ruling.summary).toBe(true);
    expect(applied.ruling.citations).toContain('4.1');
    const start = applied.state;
    expect([start.phase, start.scores, start.ledger.length, start.deal.dealer]).toEqual(['bidding', [0, 0], 0, expected]);
    // The new match's first deal, played out, is a match start for the score sheet (not "opened part-way").
    const handed = pendingMatch(toDealEnd(replay(sens, start, [])));
    expect(handed.ok, handed.ok ? '' : handed.error).toBe(true);
    if (handed.ok) expect([handed.value.firstDealer, handed.value.deals.length]).toEqual([expected, 1]);
  });

  test('no next-match dealer while a match goes on', () => {
    expect(sensPlay.nextMatch!(made)).toBeNull();
  });
});

describe("where the points of a deal come from (the engine's count, laid out)", () => {
  /** Eight tricks taken in by these seats, last one last (the breakdown reads only who took each). */
  const tricks = (...winners: Seat[]) => winners.map((winner) => ({ winner, cards: [] }));
  const withTricks = (state: SensState, winners: Seat[], bella: Seat[] = state.deal.bella as Seat[]): SensState => ({ ...state, deal: { ...state.deal, tricks: tricks(...winners), bella } });
  const table = (state: SensState, reader: number) =>
    dealBreakdown(state, reader)!.columns.map((c) => [c.who, Object.fromEntries(Object.entries(c.cells).map(([k, v]) => [k, v.points])), c.total]);

  test('made (11.1): Ana & Cleo 100 in cards with the last trick and Cleo\'s Bella, 120; Ben & Dan 64 and a 40 meld, 104', () => {
    const s = withTricks(made, [0, 1, 2, 3, 0, 2, 1, 2]);
    expect(dealBreakdown(s, 1)!.parts.map((p) => p.key)).toEqual(['tricks', 'last', 'melds', 'bella']);
    expect(table(s, 1)).toEqual([
      ['Ana & Cleo', { tricks: 90, last: 10, melds: 0, bella: 20 }, 120],
      ['Ben & Dan (you)', { tricks: 64, melds: 40 }, 104],
    ]);
    expect(dealBreakdown(s, 1)!.columns[0].cells.tricks.detail).toBe('5 tricks');
  });

  test('Ziehen (11.1): the takers\' 70 go over; Ben & Dan write 84 + 10 + 40 + 70 = 204', () => {
    const s = withTricks(ziehen, [1, 0, 3, 2, 1, 0, 3, 1]);
    expect(table(s, 0)).toEqual([
      ['Ana & Cleo (you)', { tricks: 70, melds: 0, ziehen: -70 }, 0],
      ['Ben & Dan', { tricks: 84, last: 10, melds: 40, ziehen: 70 }, 204],
    ]);
    expect(dealBreakdown(s, 0)!.parts.find((p) => p.key === 'ziehen')!.citations.map((c) => c.number)).toEqual(['11.1']);
  });

  test('Dackeln (11.2): every trick, 154 + 10 + Bella 20 + 100 = 284', () => {
    const s = withTricks(dackeln, [0, 2, 0, 0, 2, 2, 0, 0], [0]);
    expect(table(s, 2)).toEqual([
      ['Ana & Cleo (you)', { tricks: 154, last: 10, melds: 0, bella: 20, dackeln: 100 }, 284],
      ['Ben & Dan', { tricks: 0, melds: 0 }, 0],
    ]);
  });

  test('a wrong card claimed later (1.4): every point to the other side; nothing to break down when thrown in (5.3)', () => {
    expect(table(fouled, 0)).toEqual([
      ['Ana & Cleo (you)', {}, 0],
      ['Ben & Dan', { foul: 224 }, 224],
    ]);
    expect(dealBreakdown(thrownIn, 0)).toBeNull();
  });

  test.each([1, 2, 3, 4, 5, 6])('seed %i, bots all round: the parts of each side add up to what the engine wrote', (seed) => {
    const dealt = sens.deal(['Ana', 'Ben', 'Cem', 'Dia'], seed);
    if (!dealt.ok) throw new Error(dealt.error);
    const played = answerBots(sens, replay(sens, dealt.value, []), { reader: -1, stop: sensPlay.handOver });
    const s = played.frames[played.frames.length - 1].state;
    const b = dealBreakdown(s, 0);
    if (!b) return expect(s.deal.end?.kind).toBe('thrown-in');
    for (const c of b.columns) expect(Object.values(c.cells).reduce((n, v) => n + v.points, 0)).toBe(c.total);
    expect(b.columns.map((c) => c.total)).toEqual(s.ledger[s.ledger.length - 1]);
  });
});
