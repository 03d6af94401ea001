/**
 * The Game's table view model against hand-built states: a fresh deal, piles
 * with the opponent's cards, both ways a game ends, and play mode's marks for
 * a selected card (from the engine's own lawful actions).
 */
import { describe, expect, it } from 'vitest';
import { lawfulActions } from '../../../engine/the-game/lawful';
import { fresh, mid } from './test-fixtures';
import { position } from '../../../engine/the-game/test-helpers';
import type { TheGameState } from '../../../engine/the-game/types';
import { laidStatus, nextSelection, resultView, tableView, UNDER_SHOWN } from './view-model';



const over71: TheGameState = { ...mid, phase: 'over', result: { winner: 0, loser: 1, by: '7.1' } };
const over72: TheGameState = { ...mid, phase: 'over', result: { winner: 0, loser: 1, by: '7.2' } };

describe('tableView: a fresh deal', () => {
  const state = fresh();
  const mover = state.players[state.toMove];

  it('puts the opponent (seat 1) on top and names the player to move in words', () => {
    const v = tableView({ state, showHands: true });
    expect(v.seats.map((s) => [s.name, s.side])).toEqual([
      ['Ana', 'top'],
      ['Ben', 'bottom'],
    ]);
    const moving = v.seats.find((s) => s.seat === state.toMove)!;
    expect(moving.badges).toEqual(['to move']);
    expect(moving.label).toBe(`${mover}, to move`);
    expect(v.seats.find((s) => s.seat !== state.toMove)!.badges).toEqual([]);
    expect(v.status).toBe(`${mover} has not laid a card yet this turn`);
    expect(v.result).toBeNull();
    expect(v.play).toBeNull();
  });

  it('shows empty piles as their row cards, 52-card draw piles and six cards in hand, sorted', () => {
    const v = tableView({ state, showHands: true });
    for (const s of v.seats) {
      expect(s.piles.map((p) => [p.name, p.rowWord, p.top, p.rowCard, p.count, p.countText, p.under, p.more, p.lay])).toEqual([
        [`${s.name}'s ascending pile`, 'Ascending', null, 1, 0, 'no cards', [], 0, null],
        [`${s.name}'s descending pile`, 'Descending', null, 60, 0, 'no cards', [], 0, null],
      ]);
      expect(s.drawCount).toBe(52);
      expect(s.drawLabel).toBe('Draw pile: 52 cards');
      expect(s.hand.faceUp).toBe(true);
      expect(s.hand.cards).toEqual([...state.seats[s.seat].hand].sort((a, b) => a - b));
      expect(s.hand.label).toBe(`${s.name}'s hand: 6 cards`);
      expect(s.hand.selectable).toBe(false);
    }
    expect(v.toggleLabel).toBe('Hide hands');
    expect(v.anyForeign).toBe(false);
  });

  it('turns both hands face down when hands are hidden, keeping the count', () => {
    const v = tableView({ state, showHands: false });
    expect(v.toggleLabel).toBe('Show hands');
    for (const s of v.seats) {
      expect(s.hand).toMatchObject({ faceUp: false, cards: [], count: 6, label: `${s.name}'s hand: 6 cards, face down` });
    }
  });

  it("keeps the mover's hand face up in play mode, the other one hidden", () => {
    const v = tableView({ state, showHands: false, lawful: lawfulActions(state, state.toMove) });
    const [top, bottom] = v.seats;
    const moving = top.seat === state.toMove ? top : bottom;
    const waiting = moving === top ? bottom : top;
    expect(moving.hand).toMatchObject({ faceUp: true, selectable: true });
    expect(waiting.hand).toMatchObject({ faceUp: false, selectable: false, cards: [] });
  });
});

describe('tableView: piles with cards', () => {
  const v = tableView({ state: mid, showHands: true });
  const ben = v.seats[1];
  const ana = v.seats[0];

  it('shows the top card, the count and the last few cards under it, nearest first', () => {
    const up = ben.piles[0];
    expect(up.top).toEqual({ value: 25, by: 0, foreign: false, note: null });
    expect(up.countText).toBe('5 cards');
    expect(up.under.map((c) => c.value)).toEqual([20, 13, 8]);
    expect(up.under).toHaveLength(UNDER_SHOWN);
    expect(up.more).toBe(1);
  });

  it("marks a card the opponent laid on the pile, naming who laid it", () => {
    const up = ana.piles[0];
    expect(up.top).toEqual({ value: 21, by: 0, foreign: true, note: 'laid by Ben' });
    expect(up.under).toEqual([{ value: 30, by: 1, foreign: false, note: null }]);
    expect(up.more).toBe(0);
    expect(ana.piles[1].top).toMatchObject({ value: 45, foreign: false });
    expect(v.anyForeign).toBe(true);
  });

  it('counts the draw piles (every card not listed)', () => {
    expect(ben.drawCount).toBe(58 - 6 - 5 - 1);
    expect(ana.drawCount).toBe(58 - 6 - 2);
    expect(tableView({ state: { ...mid, seats: [{ ...mid.seats[0], draw: [] }, mid.seats[1]] }, showHands: true }).seats[1].drawLabel).toBe('Draw pile: empty');
  });
});

describe('laidStatus', () => {
  it('says what the player to move has laid this turn, and how many on the opponent', () => {
    expect(laidStatus(mid)).toBe('Ben has not laid a card yet this turn');
    expect(laidStatus({ ...mid, laid: { own: 1, opponent: 0 } })).toBe('Ben has laid 1 card');
    expect(laidStatus({ ...mid, laid: { own: 1, opponent: 1 } })).toBe("Ben has laid 2 cards, 1 on Ana's piles");
    expect(laidStatus({ ...mid, toMove: 1, laid: { own: 3, opponent: 0 } })).toBe('Ana has laid 3 cards');
  });
});

describe('the end of the game', () => {
  it('7.1: the winner laid all 58 cards, with a link to 7.1', () => {
    const r = resultView(over71)!;
    expect(r.text).toBe('Game over: Ben has laid all 58 number cards and wins.');
    expect(r.citation.number).toBe('7.1');
    expect(r.citation.href).toBe('/the-game/r/7.1');
    expect(r.citation.title).toMatch(/^7\.1 /);
  });

  it('7.2: the loser cannot lay two, with a link to 7.2', () => {
    const r = resultView(over72)!;
    expect(r.text).toBe('Game over: Ana cannot lay the two cards a turn needs and loses; Ben wins.');
    expect(r.citation.href).toBe('/the-game/r/7.2');
  });

  it('replaces "to move" by winner and loser, drops the turn status and play controls', () => {
    const v = tableView({ state: over72, showHands: true, lawful: [] });
    expect(v.seats.map((s) => s.label)).toEqual(['Ana, loser', 'Ben, winner']);
    expect(v.status).toBeNull();
    expect(v.result?.text).toContain('Ben wins');
    expect(v.play).toBeNull();
    expect(v.seats[1].hand.selectable).toBe(false);
  });

  it('has no result while the game is on', () => {
    expect(resultView(mid)).toBeNull();
  });
});

describe('play mode', () => {
  const lawful = lawfulActions(mid, 0);
  const fitting = (selected: number | null, state = mid, actions = lawful) =>
    tableView({ state, showHands: true, lawful: actions, selected })
      .seats.flatMap((s) => s.piles)
      .filter((p) => p.lay?.fits)
      .map((p) => p.name);

  it('without a selection: hand buttons for the player to move, no lay buttons, End turn not yet lawful', () => {
    const v = tableView({ state: mid, showHands: true, lawful });
    expect(v.play).toMatchObject({ seat: 0, selected: null, endTurn: { action: { type: 'endTurn', seat: 0 }, lawful: false } });
    expect(v.play!.hint).toBe("Acting for Ben: tap a card in Ben's hand, then a pile.");
    expect(v.seats[1].hand.selectable).toBe(true);
    expect(v.seats[0].hand.selectable).toBe(false);
    expect(v.seats.flatMap((s) => s.piles).every((p) => p.lay === null)).toBe(true);
  });

  it('a selected card gets a lay button on all four piles, marked "fits" where the engine allows it', () => {
    const v = tableView({ state: mid, showHands: true, lawful, selected: 17 });
    const lays = v.seats.flatMap((s) => s.piles).map((p) => p.lay!);
    expect(lays.map((l) => l.label)).toEqual([
      "Lay 17 on Ana's ascending pile",
      "Lay 17 on Ana's descending pile",
      "Lay 17 on Ben's ascending pile",
      "Lay 17 on Ben's descending pile",
    ]);
    expect(lays[0]).toEqual({
      action: { type: 'lay', seat: 0, card: 17, pile: { owner: 1, row: 'up' } },
      fits: true,
      verb: 'Lay 17',
      target: "on Ana's ascending pile",
      label: "Lay 17 on Ana's ascending pile",
    });
    expect(lays.map((l) => l.fits)).toEqual([true, false, false, true]);
    expect(v.play!.selected).toBe(17);
    expect(v.play!.hint).toBe("17 selected: it fits Ana's ascending pile and Ben's descending pile.");
  });

  it('marks other cards by their own fits', () => {
    expect(fitting(26)).toEqual(["Ben's ascending pile", "Ben's descending pile"]);
    expect(fitting(55)).toEqual(["Ana's descending pile", "Ben's ascending pile", "Ben's descending pile"]);
    // 4.1: after one card on Ana's piles, none more fits there.
    const helped = position({
      laid: { own: 0, opponent: 1 },
      ben: { hand: [55, 9, 17, 26, 35], up: [4, 8, 13, 20, 25] },
      ana: { hand: [2, 3, 5, 6, 7, 10], up: [30, { value: 21, foreign: true }], down: [45] },
    });
    expect(fitting(55, helped, lawfulActions(helped, 0))).toEqual(["Ben's ascending pile", "Ben's descending pile"]);
  });

  it('says when the selected card fits nowhere (its buttons stay, for the engine to refuse)', () => {
    const v = tableView({ state: mid, showHands: true, lawful: [], selected: 9 });
    expect(v.seats.flatMap((s) => s.piles).map((p) => p.lay?.fits)).toEqual([false, false, false, false]);
    expect(v.play!.hint).toBe('9 selected: it fits no pile now (tap a pile to see why).');
  });

  it('ignores a selection that is not in the hand of the player to move', () => {
    for (const selected of [2, 60, 18]) {
      const v = tableView({ state: mid, showHands: true, lawful, selected });
      expect(v.play!.selected).toBeNull();
      expect(v.seats.flatMap((s) => s.piles).every((p) => p.lay === null)).toBe(true);
    }
  });

  it('ignores selection and lawful actions in demo mode', () => {
    const v = tableView({ state: mid, showHands: true, selected: 17 });
    expect(v.play).toBeNull();
    expect(v.seats.flatMap((s) => s.piles).every((p) => p.lay === null)).toBe(true);
  });

  it('marks End turn lawful once the engine lists it', () => {
    const v = tableView({ state: mid, showHands: true, lawful: [...lawful, { type: 'endTurn', seat: 0 }] });
    expect(v.play!.endTurn.lawful).toBe(true);
    expect(tableView({ state: mid, showHands: true, lawful: [{ type: 'endTurn', seat: 1 }] }).play!.endTurn.lawful).toBe(false);
  });
});

describe('nextSelection', () => {
  it('selects a tapped card and deselects it on a second tap', () => {
    expect(nextSelection(null, 17)).toBe(17);
    expect(nextSelection(17, 26)).toBe(26);
    expect(nextSelection(17, 17)).toBeNull();
  });
});
