import { describe, expect, it } from 'vitest';
import { card } from '../../../engine/core/cards';
import { dealing, frames, start } from './test-fixtures';
import {
  announcement,
  citationView,
  humanize,
  pileView,
  seatSlot,
  seatViews,
  statusView,
  stepCounter,
  stepViews,
  tableView,
} from './view-model';

describe('seatSlot', () => {
  it('puts seat 0 at the bottom and goes clockwise (left, top, right)', () => {
    expect([0, 1, 2, 3].map((s) => seatSlot(s, 4))).toEqual([
      { row: 3, col: 2 },
      { row: 2, col: 1 },
      { row: 1, col: 2 },
      { row: 2, col: 3 },
    ]);
  });

  it('never puts two of up to eight seats in one cell, nor in the centre', () => {
    for (let n = 2; n <= 8; n++) {
      const cells = Array.from({ length: n }, (_, s) => seatSlot(s, n)).map((c) => `${c.row}/${c.col}`);
      expect(new Set(cells).size, `${n} seats`).toBe(n);
      expect(cells).not.toContain('2/2');
    }
  });

  it('falls back to a list when seats would collide', () => {
    const many = { ...start, players: Array.from({ length: 10 }, (_, i) => `P${i}`) };
    expect(tableView(many).layout).toBe('list');
    expect(tableView(start).layout).toBe('oval');
  });
});

describe('seatViews', () => {
  it('marks dealer, player to move and hand sizes', () => {
    const [anna, ben, carla] = seatViews(start);
    expect(anna).toMatchObject({ name: 'Anna', isDealer: true, isToMove: false, label: 'Seat 1: Anna, dealer, 4 cards' });
    expect(ben).toMatchObject({ isDealer: false, isToMove: true, label: 'Seat 2: Ben, to move, 4 cards' });
    expect(carla?.hand).toHaveLength(3);
  });

  it('shows readiness only while dealing or getting ready', () => {
    expect(seatViews(start).map((s) => s.ready)).toEqual([null, null, null]);
    expect(seatViews(dealing).map((s) => s.ready)).toEqual([true, false, true]);
  });

  it('tells a taken Marke from one not dealt yet', () => {
    const taken = { ...start, markes: [null, card('8C'), null] };
    expect(seatViews(taken).map((s) => s.marke.state)).toEqual(['taken', 'face-down', 'taken']);
    const early = { ...dealing, phase: 'dealing' as const, dealStage: 'handsDealt' as const, markes: [null, null, null] };
    expect(seatViews(early).map((s) => s.marke.state)).toEqual(['not-dealt', 'not-dealt', 'not-dealt']);
  });

  it("lists a seat's debts with event and paragraph", () => {
    const state = frames[2]!.state;
    const carla = seatViews(state)[2]!;
    expect(carla.debts).toEqual([
      { cards: 2, event: 3, paragraph: { number: '5.2', href: '/gress/r/5.2', title: '5.2 King' }, text: 'owes 2 (event #3, 5.2)' },
    ]);
    expect(seatViews(state)[0]!.debts).toEqual([]);
  });
});

describe('pileView', () => {
  it('shows the top cards top first, with who played them and how', () => {
    const state = frames[3]!.state;
    const pile = pileView(state, 3);
    expect(pile.total).toBe(4);
    expect(pile.hidden).toBe(1);
    expect(pile.shown.map((p) => [p.card.rank, p.as, p.byName, p.isTop])).toEqual([
      ['Q', 'foul', 'Carla', true],
      ['K', 'throw', 'Anna', false],
      ['8', 'move', 'Ben', false],
    ]);
    expect(pile.shown[1]?.caption).toBe('throw by Anna');
  });
});

describe('statusView', () => {
  it('describes direction, throws and the player to move', () => {
    expect(statusView(start)).toMatchObject({
      phaseLabel: 'Running',
      directionLabel: 'clockwise',
      toMoveName: 'Ben',
      throwsLabel: 'Throws allowed',
      halt: null,
      winnerName: null,
    });
    expect(statusView(frames[3]!.state)).toMatchObject({ directionLabel: 'counter-clockwise', throwsLabel: 'Throws forbidden', toMoveName: 'Ben' });
  });

  it('explains a halt and names the winner', () => {
    const halted = statusView({ ...start, phase: 'halted', halt: { reason: 'reshuffle', by: 1, paragraph: '4.15' } });
    expect(halted.phaseLabel).toBe('Halted');
    expect(halted.halt?.text).toBe('Halted by Ben: the draw pile is empty and must be reshuffled');
    expect(halted.halt?.paragraph.href).toBe('/gress/r/4.15');
    expect(statusView({ ...start, phase: 'over', winner: 2 }).winnerName).toBe('Carla');
  });

  it('labels the deal stages', () => {
    expect(statusView({ ...dealing, phase: 'dealing', dealStage: 'shuffled' }).phaseLabel).toBe('Dealing (shuffled)');
  });
});

describe('tableView', () => {
  it('describes windows with the engine wording and counts', () => {
    const view = tableView(frames[1]!.state);
    expect(view.windows).toEqual([
      {
        id: 'skipDefence@2',
        kindLabel: 'skip defence',
        ownerName: 'Carla',
        paragraph: { number: '5.7', href: '/gress/r/5.7', title: '5.7 Eight' },
        closing: 'until the next move by someone other than Ben',
      },
    ]);
    expect(view.drawCount).toBe(5);
    expect(view.packCount).toBeNull();
    expect(view.events.map((e) => e.id)).toEqual([1, 2]);
  });

  it('keeps only the latest events', () => {
    const events = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, kind: 'move' as const, seat: 0, summary: `e${i + 1}` }));
    const view = tableView({ ...start, events });
    expect(view.events.map((e) => e.id)).toEqual([4, 5, 6, 7, 8]);
    expect(view.olderEvents).toBe(3);
  });

  it('shows the pack only while dealing', () => {
    expect(tableView({ ...dealing, phase: 'dealing' }).packCount).toBe(2);
    expect(tableView(dealing).packCount).toBeNull();
    expect(tableView(dealing).peeked).toEqual(card('TH'));
  });

  it('names seats that have no name', () => {
    const view = tableView({ ...start, toMove: 5 });
    expect(view.status.toMoveName).toBe('Seat 6');
  });
});

describe('steps', () => {
  it('makes one step per frame after the first', () => {
    const steps = stepViews(frames);
    expect(steps.map((s) => [s.index, s.action, s.classification, s.lawful])).toEqual([
      [1, 'Ben play 8S', 'move', true],
      [2, 'Anna play KH', 'throw', true],
      [3, 'Carla play QS2', 'foul', false],
    ]);
    expect(steps[1]?.citations.map((c) => c.href)).toEqual(['/gress/r/4.11', '/gress/r/5.2']);
    expect(steps[1]?.pending.map((c) => c.number)).toEqual(['8.1']);
  });

  it('counts steps from the starting position', () => {
    expect(stepCounter(0, 4)).toBe('Step 0 of 3 (starting position)');
    expect(stepCounter(2, 4)).toBe('Step 2 of 3');
  });

  it('announces the step and its ruling', () => {
    expect(announcement(frames, 3)).toBe(
      'Step 3 of 3: Carla play QS2 (foul, not lawful). Carla may not move while she owes cards; the Queen stays on the pile until a complaint.',
    );
    expect(announcement(frames, 0)).toBe('Step 0 of 3 (starting position)');
  });
});

describe('helpers', () => {
  it('links citations and titles known paragraphs', () => {
    expect(citationView('4.11')).toEqual({ number: '4.11', href: '/gress/r/4.11', title: '4.11 Throws' });
    expect(citationView('99.9').title).toBeNull();
  });

  it('turns identifiers into words', () => {
    expect(humanize('skipDefence')).toBe('skip defence');
  });
});
