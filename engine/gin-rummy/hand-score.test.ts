import { describe, expect, test } from 'vitest';
import {
  GIN_BONUS, KNOCK_LIMIT, MAX_DEADWOOD, MAX_HAND_POINTS, MISSING_CARD_POINTS, PACK_POINTS, UNDERCUT_BONUS,
  missingCardPoints, parseHandEnd, scoreHand,
} from './hand-score';
import { cardValue, fullPack } from './cards';

describe('constants', () => {
  test('the numbers of §7, §10, §11 and §14.11/12', () => {
    expect([KNOCK_LIMIT, UNDERCUT_BONUS, GIN_BONUS, MISSING_CARD_POINTS]).toEqual([10, 10, 20, 10]);
  });
  test('the pack is worth 340 points (§2), so that bounds any deadwood', () => {
    expect(fullPack().reduce((sum, c) => sum + cardValue(c), 0)).toBe(PACK_POINTS);
    expect(MAX_DEADWOOD).toBe(340);
    expect(MAX_HAND_POINTS).toBe(360);
  });
});

describe('§9 the knocker wins', () => {
  test('the rulebook example: knock with 5 against 17 writes 12', () => {
    expect(scoreHand({ kind: 'knock', knocker: 0, knockerDeadwood: 5, opponentDeadwood: 17 })).toMatchObject({
      winner: 0, points: 12, reason: 'knock', undercutBonus: 0, ginBonus: 0, citations: ['9'],
    });
  });
  test('player B knocking: B writes, by one point', () => {
    expect(scoreHand({ kind: 'knock', knocker: 1, knockerDeadwood: 9, opponentDeadwood: 10 })).toMatchObject({ winner: 1, points: 1, reason: 'knock' });
  });
});

describe('§10 undercut', () => {
  test('the rulebook example: knock 5, opponent 12 lays off 8 and keeps 4: 1 + 10 = 11 for the opponent', () => {
    const r = scoreHand({ kind: 'knock', knocker: 0, knockerDeadwood: 5, opponentDeadwood: 12 - 8 });
    expect(r).toMatchObject({ winner: 1, points: 11, reason: 'undercut', undercutBonus: 10, ginBonus: 0, citations: ['10'] });
  });
  test('equal deadwood is an undercut worth just the bonus', () => {
    expect(scoreHand({ kind: 'knock', knocker: 1, knockerDeadwood: 7, opponentDeadwood: 7 })).toMatchObject({ winner: 0, points: 10, reason: 'undercut', undercutBonus: 10 });
  });
  test('an opponent who lays off everything undercuts by the whole knock: 10 - 0 + 10 = 20', () => {
    expect(scoreHand({ kind: 'knock', knocker: 0, knockerDeadwood: 10, opponentDeadwood: 0 })).toMatchObject({ winner: 1, points: 20, reason: 'undercut' });
  });
});

describe('§11 gin', () => {
  test('gin against 23 deadwood writes 20 + 23 = 43', () => {
    expect(scoreHand({ kind: 'gin', knocker: 1, opponentDeadwood: 23 })).toMatchObject({ winner: 1, points: 43, reason: 'gin', ginBonus: 20, undercutBonus: 0, citations: ['11'] });
  });
  test('gin against an opponent who also has no deadwood still wins: 20, never an undercut', () => {
    expect(scoreHand({ kind: 'gin', knocker: 0, opponentDeadwood: 0 })).toMatchObject({ winner: 0, points: 20, reason: 'gin' });
  });
  test('a ten-card knock with no deadwood is gin by definition', () => {
    expect(scoreHand({ kind: 'knock', knocker: 0, knockerDeadwood: 0, opponentDeadwood: 14 })).toMatchObject({ winner: 0, points: 34, reason: 'gin', ginBonus: 20 });
  });
});

describe('§12 no game', () => {
  test('nobody scores', () => {
    expect(scoreHand({ kind: 'no-game' })).toMatchObject({ winner: null, points: 0, reason: 'no-game', citations: ['12'] });
  });
});

describe('§14.11-§14.13 wrong card counts', () => {
  test('missingCardPoints: ten per missing card, nothing for a full or overfull hand', () => {
    expect(missingCardPoints(10)).toBe(0);
    expect(missingCardPoints(9)).toBe(10);
    expect(missingCardPoints(7)).toBe(30);
    expect(missingCardPoints(12)).toBe(0);
    expect(missingCardPoints(3, 5)).toBe(20);
  });
  test('§14.12: the opponent holds 9 cards with 6 deadwood: 16 against a knock of 8, the knocker writes 8', () => {
    expect(scoreHand({ kind: 'knock', knocker: 0, knockerDeadwood: 8, opponentDeadwood: 6, opponentCards: 9 })).toMatchObject({ winner: 0, points: 8, reason: 'knock', citations: ['9', '14.12'] });
  });
  test('§14.12 with gin: 20 + 4 + 10 for the missing card = 34', () => {
    expect(scoreHand({ kind: 'gin', knocker: 0, opponentDeadwood: 4, opponentCards: 9 })).toMatchObject({ points: 34, citations: ['11', '14.12'] });
  });
  test('§14.11: a knocker with 9 cards and 2 deadwood counts 12; against 15 he writes 3 (an accepted irregular knock)', () => {
    expect(scoreHand({ kind: 'knock', knocker: 1, knockerDeadwood: 2, knockerCards: 9, opponentDeadwood: 15 })).toMatchObject({ winner: 1, points: 3, citations: ['9', '14.11', '14.7', '14.8'] });
  });
  test('§14.11: the same knocker against 12 is undercut: 12 - 12 + 10 = 10', () => {
    expect(scoreHand({ kind: 'knock', knocker: 1, knockerDeadwood: 2, knockerCards: 9, opponentDeadwood: 12 })).toMatchObject({ winner: 0, points: 10, reason: 'undercut' });
  });
  test('§14.11: a nine-card knock with nothing unmatched is not gin: it counts 10', () => {
    expect(scoreHand({ kind: 'knock', knocker: 0, knockerDeadwood: 0, knockerCards: 9, opponentDeadwood: 25 })).toMatchObject({ winner: 0, points: 15, reason: 'knock', citations: ['9', '14.11'] });
  });
  test('§14.7: an accepted knock over the limit is scored as it lies', () => {
    expect(scoreHand({ kind: 'knock', knocker: 0, knockerDeadwood: 14, opponentDeadwood: 30 })).toMatchObject({ winner: 0, points: 16, citations: ['9', '14.7', '14.8'] });
  });
  test('§14.13: an overfull opponent with more deadwood: the knocker writes the difference as usual', () => {
    expect(scoreHand({ kind: 'knock', knocker: 0, knockerDeadwood: 6, opponentDeadwood: 20, opponentCards: 11 })).toMatchObject({ winner: 0, points: 14, reason: 'knock', citations: ['9', '14.13'] });
  });
  test('§14.13: an overfull opponent with less deadwood: void, nobody scores', () => {
    expect(scoreHand({ kind: 'knock', knocker: 0, knockerDeadwood: 6, opponentDeadwood: 3, opponentCards: 11 })).toMatchObject({ winner: null, points: 0, reason: 'no-game', citations: ['14.13'] });
  });
  test('§14.13 (reading): equal deadwood would be an undercut, so it is void too', () => {
    expect(scoreHand({ kind: 'knock', knocker: 1, knockerDeadwood: 6, opponentDeadwood: 6, opponentCards: 12 })).toMatchObject({ winner: null, points: 0, reason: 'no-game' });
  });
  test('§14.13 with gin: gin cannot be undercut, so it scores as usual', () => {
    expect(scoreHand({ kind: 'gin', knocker: 0, opponentDeadwood: 0, opponentCards: 11 })).toMatchObject({ winner: 0, points: 20, citations: ['11', '14.13'] });
  });
});

describe('parseHandEnd', () => {
  test('accepts the three kinds', () => {
    expect(parseHandEnd({ kind: 'no-game' })).toEqual({ ok: true, value: { kind: 'no-game' } });
    expect(parseHandEnd({ kind: 'gin', knocker: 1, opponentDeadwood: 9 })).toEqual({ ok: true, value: { kind: 'gin', knocker: 1, opponentDeadwood: 9 } });
    expect(parseHandEnd({ kind: 'knock', knocker: 0, knockerDeadwood: 5, opponentDeadwood: 17, opponentCards: 9 })).toEqual({
      ok: true, value: { kind: 'knock', knocker: 0, knockerDeadwood: 5, opponentDeadwood: 17, opponentCards: 9 },
    });
  });
  test.each([
    [null, 'expected an object'],
    [[1], 'expected an object'],
    [{ kind: 'draw' }, 'kind must be'],
    [{ kind: 'gin', knocker: 2, opponentDeadwood: 3 }, 'knocker must be 0 or 1'],
    [{ kind: 'gin', knocker: 0, opponentDeadwood: 3.5 }, 'whole number'],
    [{ kind: 'gin', knocker: 0, opponentDeadwood: -1 }, 'between 0 and 340'],
    [{ kind: 'gin', knocker: 0, opponentDeadwood: 341 }, 'between 0 and 340'],
    [{ kind: 'knock', knocker: 0, knockerDeadwood: 5, opponentDeadwood: 3, opponentCards: 53 }, 'between 0 and 52'],
    [{ kind: 'knock', knocker: 0, knockerDeadwood: '5', opponentDeadwood: 3 }, 'whole number'],
    [{ kind: 'gin', knocker: 0, opponentDeadwood: 3, knockerDeadwood: 0 }, 'no field "knockerDeadwood"'],
    [{ kind: 'no-game', knocker: 0 }, 'no field "knocker"'],
    [{ kind: 'knock', knocker: 0, knockerDeadwood: 0, opponentDeadwood: 3 }, 'is gin'],
  ])('refuses %j', (input, message) => {
    const r = parseHandEnd(input);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toContain(message);
  });
  test('a short knocker with no deadwood is a knock, not gin', () => {
    expect(parseHandEnd({ kind: 'knock', knocker: 0, knockerDeadwood: 0, knockerCards: 9, opponentDeadwood: 3 }).ok).toBe(true);
  });
});
