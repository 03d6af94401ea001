import { describe, expect, it } from 'vitest';
import { card } from '../../../engine/core/cards';
import type { GressState, GressWindow } from '../../../engine/gress/types';
import { dealing, frames, jackWished, over, scored, skipped, start, swapAnnounced, swapBinding } from './test-fixtures';
import {
  announcement,
  citationView,
  humanize,
  pileView,
  scoreView,
  seatSlot,
  seatViews,
  statusView,
  stepCounter,
  stepViews,
  swapView,
  tableView,
  windowView,
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
        kind: 'skipDefence',
        kindLabel: 'may defend against the skip',
        ownerName: 'Carla',
        subject: 'Carla',
        predicate: 'may defend against the skip',
        text: 'Carla may defend against the skip',
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

/** A window as the engine opens it (engine/gress/windows.ts), for the label tests. */
function win(kind: GressWindow['kind'], owner: number, paragraph: string, data?: GressWindow['data']): GressWindow {
  return { id: `${kind}@5:${owner}`, kind, owner, paragraph, openedBy: 5, closing: { on: 'nextMove' }, ...(data ? { data } : {}) };
}

describe('sections 5-9: wished suit (7.4)', () => {
  it('shows the wished suit on the top card only, in words and with its symbol', () => {
    const pile = pileView(jackWished);
    expect(pile.shown[0]?.wish).toEqual({
      suit: 'hearts',
      symbol: '♥',
      red: true,
      text: 'wished: hearts',
      paragraph: { number: '7.4', href: '/gress/r/7.4', title: '7.4 The wished suit' },
    });
    expect(pile.shown[1]?.wish).toBeNull();
  });

  it('drops the wish once another card covers the Jack', () => {
    const covered = { ...jackWished, playPile: [...jackWished.playPile, { card: card('10H'), by: 2, as: 'move' as const, event: 3 }] };
    expect(pileView(covered).shown.map((p) => p.wish)).toEqual([null, null, null]);
  });

  it('marks black suits as black', () => {
    const spades = { ...jackWished, playPile: jackWished.playPile.map((p) => (p.wishedSuit ? { ...p, wishedSuit: 'spades' as const } : p)) };
    expect(pileView(spades).shown[0]?.wish).toMatchObject({ symbol: '♠', red: false, text: 'wished: spades' });
  });
});

describe('sections 5-9: swap (5.5, 6.3)', () => {
  it('announces a swap and names the defender', () => {
    const view = swapView(swapAnnounced)!;
    expect(view.text).toBe('Swap announced: Anna ↔ Ben (Ben may defend with a red Nine)');
    expect(view.partnerNames).toEqual(['Anna', 'Ben']);
    expect(view.paragraph.href).toBe('/gress/r/5.5');
    expect(statusView(swapAnnounced).swap).toEqual(view);
  });

  it('finds the defender without a defence window: the partner who did not announce', () => {
    const view = swapView({ ...swapAnnounced, swap: { by: 1, partners: [0, 1], stage: 'announced', paragraph: '5.5' }, windows: [] });
    expect(view?.text).toBe('Swap announced: Anna ↔ Ben (Anna may defend with a red Nine)');
  });

  it('says a binding swap halts the game, and who announced it when not a partner (6.3)', () => {
    const view = swapView(swapBinding)!;
    expect(view.stage).toBe('binding');
    expect(view.text).toBe('Swap binding: Anna ↔ Ben (announced by Carla); the game is halted until the hands are exchanged');
    expect(view.paragraph.href).toBe('/gress/r/6.3');
    const own = swapView({ ...swapBinding, swap: { by: 0, partners: [0, 1], stage: 'binding', paragraph: '5.5' } });
    expect(own?.text).toBe('Swap binding: Anna ↔ Ben; the game is halted until the hands are exchanged');
    expect(swapView(start)).toBeNull();
  });

  it('marks both partners and nobody else', () => {
    const seats = seatViews(swapBinding);
    expect(seats.map((s) => s.swap?.partnerName ?? null)).toEqual(['Ben', 'Anna', null]);
    expect(seats[0]?.swap).toMatchObject({ badge: 'swap', stage: 'binding', text: 'swap with Ben binding: hands must be exchanged' });
    expect(seats[0]?.label).toBe('Seat 1: Anna, dealer, to move, swap with Ben, 4 cards');
    expect(seatViews(swapAnnounced)[1]?.swap?.text).toBe('swap with Anna announced');
  });
});

describe('sections 5-9: halted (4.15)', () => {
  it('reads well for a swap, naming the partners, and cites 4.15 and the swap paragraph', () => {
    const halt = statusView(swapBinding).halt!;
    expect(halt.text).toBe('Halted by Carla: Anna and Ben must exchange hands');
    expect(halt.detail).toMatch(/No events may happen until the game resumes/);
    expect(halt.citations.map((c) => c.number)).toEqual(['4.15', '6.3']);
  });

  it('reads well for a reshuffle and cites 4.15 once', () => {
    const halt = statusView({ ...start, phase: 'halted', halt: { reason: 'reshuffle', by: 0, paragraph: '4.15' } }).halt!;
    expect(halt.text).toBe('Halted by Anna: the draw pile is empty and must be reshuffled');
    expect(halt.citations.map((c) => c.number)).toEqual(['4.15']);
  });

  it('falls back to words for a swap halt without swap data', () => {
    const halt = statusView({ ...swapBinding, swap: null }).halt!;
    expect(halt.text).toBe('Halted by Carla: two hands must be exchanged');
  });
});

describe('sections 5-9: skipped player (5.7, 6.5)', () => {
  it('marks the owner of the skip defence window, with the closing and paragraph', () => {
    const seats = seatViews(skipped);
    expect(seats.map((s) => s.skipped?.badge ?? null)).toEqual([null, null, 'skipped']);
    expect(seats[2]?.skipped?.text).toBe('skipped: may defend until the next move');
    expect(seats[2]?.skipped?.paragraph.href).toBe('/gress/r/5.7');
    expect(seats[2]?.label).toBe('Seat 3: Carla, skipped, 3 cards');
  });

  it('cites 6.5 for a packet of Sevens', () => {
    const sevens = { ...skipped, windows: [win('skipDefence', 2, '6.5', { event: 2 })] };
    expect(seatViews(sevens)[2]?.skipped?.paragraph.number).toBe('6.5');
    expect(tableView(sevens).windows[0]?.text).toBe('Carla may defend against the skip and the debt');
  });
});

describe('sections 5-9: windows in plain words', () => {
  const cases: [GressWindow, string][] = [
    [win('give', 1, '5.4'), 'Ben may give a card'],
    [win('swapAnnouncement', 0, '5.5', { paragraph: '5.5' }), 'Anna may announce a swap'],
    [win('swapAnnouncement', 2, '6.3', { paragraph: '6.3' }), 'Carla may name two players to swap hands'],
    [win('swapDefence', 1, '5.5'), 'Ben may defend against the swap with a red Nine'],
    [win('skipDefence', 2, '5.7', { event: 5 }), 'Carla may defend against the skip'],
    [win('wish', 1, '7.4'), 'Ben may wish a suit'],
    [win('lastButOneCall', 0, '8.1', { called: false }), "Anna must call 'last but one'"],
    [win('lastButOneCall', 0, '8.1', { called: true }), "Anna has called 'last but one' and may take the Marke"],
    [win('missedCallComplaint', 2, '8.2', { event: 5 }), "Others may complain about Carla's missed call 'last but one'"],
    [win('foulMarke', 2, '10.5', { event: 5, markeTaken: false }), "Others may complain about Carla's wrongly played card"],
    [win('foulMarke', 2, '10.5', { event: 5, markeTaken: true }), "Others may complain about Carla's wrongly played card; Carla's Marke then goes back"],
    [win('markeComplaint', 1, '10.7', { wrong: true }), 'Others may complain about how Ben took the Marke'],
  ];
  it.each(cases)('%o reads as a sentence', (w, text) => {
    const view = windowView(start, w);
    expect(view.text).toBe(text);
    expect(view.paragraph.href).toBe(`/gress/r/${w.paragraph}`);
    expect(view.closing).toBe('until the next move');
  });

  it('keeps the owner name for a complaint window and words an unknown kind', () => {
    expect(windowView(start, win('missedCallComplaint', 2, '8.2'))).toMatchObject({
      ownerName: 'Carla',
      subject: 'Others',
      kindLabel: "others may complain about Carla's missed call 'last but one'",
    });
    expect(windowView(start, win('give', 1, '5.4')).kindLabel).toBe('may give a card');
    const odd = { ...win('give', 1, '5.4'), kind: 'futureThing' } as unknown as GressWindow;
    expect(windowView(start, odd).text).toBe('Ben has an open window: future thing');
  });
});

describe('sections 5-9: end of game (9.1-9.4)', () => {
  it('after the active game: winner, laid-down hands open, nobody to move', () => {
    const seats = seatViews(over);
    expect(seats.map((s) => [s.isWinner, s.laidDown, s.handOpen, s.isToMove, s.points])).toEqual([
      [false, true, true, false, null],
      [true, false, false, false, null],
      [false, false, false, false, null],
    ]);
    const status = statusView(over);
    expect(status).toMatchObject({ phaseLabel: 'Game over: settling and laying down', toMoveName: 'nobody (game over)', throwsAllowed: false });
    expect(status.end?.text).toMatch(/^Ben has gone out: the active game is over/);
    expect(status.end?.citations.map((c) => c.number)).toEqual(['9.1', '9.2', '9.3']);
    expect(scoreView(over)).toBeNull();
  });

  it('notes cards owed that could not be drawn (10.2)', () => {
    const anna = seatViews(over)[0]!;
    expect(anna.unpaid).toEqual({
      badge: 'unpaid',
      text: '1 card owed could not be drawn: 1 point instead',
      paragraph: { number: '10.2', href: '/gress/r/10.2', title: '10.2 Last settlement from an empty draw pile' },
    });
    expect(seatViews(over)[1]?.unpaid).toBeNull();
  });

  it('once scored: points per seat and a score table, the winner on zero', () => {
    const seats = seatViews(scored);
    expect(seats.map((s) => [s.points, s.pointsLabel])).toEqual([
      [4, '4 points'],
      [0, '0 points'],
      [5, '5 points'],
    ]);
    expect(seats[1]?.label).toBe('Seat 2: Ben, winner, 0 cards, 0 points');
    expect(seats[0]?.label).toBe('Seat 1: Anna, dealer, 2 cards, laid down, 4 points');
    expect(scoreView(scored)).toEqual({
      rows: [
        {
          seat: 0, name: 'Anna', points: 4, isWinner: false,
          notes: [{ text: 'includes 1 unpaid', paragraph: { number: '10.2', href: '/gress/r/10.2', title: '10.2 Last settlement from an empty draw pile' } }],
        },
        { seat: 1, name: 'Ben', points: 0, isWinner: true, notes: [{ text: 'winner', paragraph: null }] },
        { seat: 2, name: 'Carla', points: 5, isWinner: false, notes: [] },
      ],
      paragraph: { number: '9.4', href: '/gress/r/9.4', title: '9.4 Counting penalty points' },
      hasNotes: true,
    });
    expect(tableView(scored).scores).toEqual(scoreView(scored));
    expect(statusView(scored).end?.citations.map((c) => c.number)).toEqual(['9.1', '9.4']);
    expect(tableView(start).scores).toBeNull();
  });

  it('says "1 point" in the singular', () => {
    const one: GressState = { ...scored, penalties: [1, 0, 5] };
    expect(seatViews(one)[0]?.pointsLabel).toBe('1 point');
  });

  it('drops the note column when no row needs one', () => {
    const plain: GressState = { ...scored, winner: null, unpaid: [0, 0, 0] };
    expect(scoreView(plain)?.hasNotes).toBe(false);
  });
});
