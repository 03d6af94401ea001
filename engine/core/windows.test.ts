import { describe, expect, test } from 'vitest';
import { closeWindows, closes, type Closing, type EventFacts, type Window } from './windows';

const event = (over: Partial<EventFacts>): EventFacts => ({ id: 10, actor: 0, isMove: false, isThrow: false, handSizeChanged: [], ...over });
const move = event({ isMove: true, actor: 1 });
const thrown = event({ isThrow: true, actor: 2, handSizeChanged: [2] });
const settlement = event({ actor: 3, handSizeChanged: [3] });

describe('closing conditions', () => {
  test.each<[string, Closing, EventFacts, boolean]>([
    ['next event closes on a settlement', { on: 'nextEvent' }, settlement, true],
    ['next move ignores a throw', { on: 'nextMove' }, thrown, false],
    ['next move closes on a move', { on: 'nextMove' }, move, true],
    ['next move or throw closes on a throw', { on: 'nextMoveOrThrow' }, thrown, true],
    ['next move or throw ignores a settlement', { on: 'nextMoveOrThrow' }, settlement, false],
    ['a move by the accused does not close', { on: 'nextMoveByOther', seat: 1 }, move, false],
    ['a move by someone else closes', { on: 'nextMoveByOther', seat: 0 }, move, true],
    ['hand size change of the owner closes', { on: 'handSizeChangeOrNextMove', seat: 2 }, thrown, true],
    ['hand size change of another player does not', { on: 'handSizeChangeOrNextMove', seat: 0 }, thrown, false],
    ['any move closes at the latest', { on: 'handSizeChangeOrNextMove', seat: 0 }, move, true],
  ])('%s', (_, closing, facts, expected) => {
    expect(closes(closing, facts)).toBe(expected);
  });

  test('a window never closes on the event that opened it', () => {
    const w: Window = { id: 'w', kind: 'x', owner: 0, paragraph: '5.7', openedBy: 10, closing: { on: 'nextEvent' } };
    const older: Window = { ...w, id: 'old', openedBy: 9 };
    const { open, closed } = closeWindows([w, older], event({}));
    expect(open.map((x) => x.id)).toEqual(['w']);
    expect(closed.map((x) => x.id)).toEqual(['old']);
  });
});
