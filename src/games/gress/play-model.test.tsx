/**
 * The take-over view model and panel: which buttons the reader gets for which
 * player, and which are marked lawful (from lawful actions passed in as data).
 */
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { parseAction } from '../../../engine/gress/notation';
import type { GressAction } from '../../../engine/gress/types';
import { hashForLink, linkFromHash } from '../../components/sandbox/play-hash';
import { ACCEPTED } from '../../../engine/gress/machine';
import { actionKey, enqueue, makesSense, parseActionLines, playView, simultaneousOf } from './play-model';
import { PlayPanel } from './PlayPanel';
import { dealing, start, swapAnnounced, swapBinding } from './test-fixtures';

const describeAction = (a: GressAction) => `${a.type} by ${a.seat}`;
const noop = () => {};
const parse = (text: string) => parseAction(text, ['Ana', 'Ben', 'Cem', 'Dia']);

describe('actionKey', () => {
  it('ignores property order', () => {
    expect(actionKey({ type: 'play', seat: 1, cards: ['QH'], hand: 'action' })).toBe(
      actionKey({ hand: 'action', cards: ['QH'], seat: 1, type: 'play' } as GressAction),
    );
    expect(actionKey({ type: 'play', seat: 1, cards: ['QH'], hand: 'action' })).not.toBe(
      actionKey({ type: 'play', seat: 1, cards: ['QH'], hand: 'holding' }),
    );
  });
});

describe('playView', () => {
  const lawful: GressAction[] = [
    { type: 'play', seat: 1, cards: ['QH'], hand: 'action' },
    { type: 'draw', seat: 1, count: 1, hand: 'action' },
  ];

  it('offers every card of the selected player, naming card and player, and marks the lawful ones', () => {
    const v = playView({ state: start, seat: 1, lawful, holding: false, describe: describeAction });
    expect(v.cards.map((c) => c.label)).toEqual([
      'Eight of spades, play as Ben',
      'Queen of hearts, play as Ben',
      'Ten of clubs, play as Ben',
      'Jack of diamonds, play as Ben',
    ]);
    expect(v.cards.filter((c) => c.lawful).map((c) => c.card.rank)).toEqual(['Q']);
    expect(v.lawfulCount).toBe(2);
    expect(v.seats.find((s) => s.selected)?.name).toBe('Ben');
    expect(v.seats.find((s) => s.toMove)?.name).toBe('Ben');
  });

  it('acts for a player who is not to move, with all other kinds of action', () => {
    const v = playView({ state: start, seat: 2, lawful: [], holding: false, describe: describeAction });
    expect(v.cards.map((c) => c.action)).toContainEqual({ type: 'play', seat: 2, cards: ['7C'], hand: 'action' });
    expect(v.cards.every((c) => !c.lawful)).toBe(true);
    const labels = v.groups.flatMap((g) => g.buttons.map((b) => b.label));
    for (const expected of ['Draw 1 card', "Call 'last but one'", 'Take the Marke', 'Wish hearts', 'Announce swap with Anna', 'Accept the swap', 'Complete the swap', "Complain: Anna's missed call", "Complain: Anna's card", "Complain: Anna's Marke", 'Withdraw the card', 'Lay the hand down', 'Halt (draw pile empty)', 'Reshuffle']) {
      expect(labels).toContain(expected);
    }
    expect(v.others.map((o) => o.name)).toEqual(['Anna', 'Ben']);
  });

  it('aims give, swap and complaints at the chosen target', () => {
    const v = playView({ state: start, seat: 2, target: 1, lawful: [], holding: false, describe: describeAction });
    const give = v.groups.find((g) => g.id === 'give');
    expect(give?.buttons[0]?.action).toEqual({ type: 'give', seat: 2, card: '7C', to: 1, hand: 'action' });
    expect(give?.buttons[0]?.label).toBe('Give Seven of clubs to Ben');
    expect(v.target).toBe(1);
  });

  it('offers settlements the rules accept and lawful actions no button covers', () => {
    const v = playView({
      state: start,
      seat: 1,
      lawful: [
        { type: 'draw', seat: 1, count: 1, hand: 'action' },
        { type: 'draw', seat: 1, count: 2, hand: 'action' },
        { type: 'play', seat: 1, cards: ['7C', '7S'], hand: 'action' },
      ],
      holding: false,
      describe: describeAction,
    });
    const draw = v.groups.find((g) => g.id === 'draw');
    expect(draw?.buttons.map((b) => [b.label, b.lawful])).toEqual([
      ['Draw 1 card', true],
      ['Settle: draw 2 cards', true],
    ]);
    const more = v.groups.find((g) => g.id === 'more');
    expect(more?.buttons.map((b) => b.label)).toEqual(['play by 1']);
  });

  it('with the holding hand nothing is marked lawful (10.3) and actions carry the hand', () => {
    const v = playView({ state: start, seat: 1, lawful, holding: true, describe: describeAction });
    expect(v.cards.every((c) => !c.lawful)).toBe(true);
    expect(v.cards[0]?.action).toEqual({ type: 'play', seat: 1, cards: ['8S'], hand: 'holding' });
  });
});

describe('buttons that can make sense now', () => {
  const labels = (state: typeof start, seat = 1) =>
    playView({ state, seat, lawful: [], holding: false, describe: describeAction, accepted: ACCEPTED[state.phase] }).groups.flatMap((g) => g.buttons.map((b) => b.label));

  it('while running: plays, draws, calls, wishes, gives, complaints, halting; nothing the phase refuses or that is not there', () => {
    const running = labels(start);
    for (const expected of ['Draw 1 card', "Call 'last but one'", 'Take the Marke', 'Wish hearts', 'Give Eight of spades to Anna', 'Announce swap with Anna', "Complain: Anna's missed call", "Complain: Anna's card", "Complain: Anna's Marke", 'Halt (draw pile empty)', 'Disqualify Ben (referee)']) {
      expect(running).toContain(expected);
    }
    // No swap to accept or complete, no halt to resume from, no play to take back; dealing and laying down belong to other phases.
    for (const absent of ['Accept the swap', 'Complete the swap', 'Reshuffle', 'Withdraw the card', 'Lay the hand down', 'Shuffle', 'Open the game']) expect(running).not.toContain(absent);
    expect(labels(swapAnnounced)).toContain('Accept the swap');
    expect(labels(swapBinding)).toContain('Complete the swap');
    expect(labels({ ...start, markes: [null, null, null] })).not.toContain('Take the Marke');
  });

  it('while getting ready: picking up, peeking and opening only, and no cards to play (3.5-3.7)', () => {
    const v = playView({ state: dealing, seat: 1, lawful: [], holding: true, describe: describeAction, accepted: ACCEPTED.ready });
    expect(v.groups.flatMap((g) => g.buttons.map((b) => b.label))).toEqual(['Pick up the hand', 'Look at the top card', 'Open the game']);
    expect(v.cards).toEqual([]);
    expect(labels(dealing, 0)).not.toContain('Pick up the hand');
  });

  it('makesSense follows the phase first', () => {
    expect(makesSense(start, { type: 'layDown', seat: 0 }, ACCEPTED.running)).toBe(false);
    expect(makesSense({ ...start, phase: 'over' }, { type: 'layDown', seat: 0 }, ACCEPTED.over)).toBe(true);
    expect(makesSense({ ...start, laidDown: [true, false, false] }, { type: 'layDown', seat: 0 }, ACCEPTED.over)).toBe(false);
  });

  it('lawful actions the chips already offer are not repeated under "Other lawful actions"', () => {
    const packet: GressAction = { type: 'play', seat: 1, cards: ['7C', '7S'], hand: 'action' };
    const offered = new Set([actionKey(packet)]);
    expect(playView({ state: start, seat: 1, lawful: [packet], holding: false, describe: describeAction, offered }).groups.find((g) => g.id === 'more')).toBeUndefined();
  });
});

describe('PlayPanel', () => {
  it('renders a pressed player selector and the lawful mark in words; cards only for the holding hand', () => {
    const lawful: GressAction[] = [{ type: 'play', seat: 1, cards: ['QH'], hand: 'action' }, { type: 'draw', seat: 1, count: 1, hand: 'action' }];
    const view = playView({ state: start, seat: 1, lawful, holding: false, describe: describeAction });
    const html = render(<PlayPanel view={view} holding={false} onSeat={noop} onTarget={noop} onHolding={noop} onAction={noop} parse={parse} describe={describeAction} />);
    expect(html).toMatch(/aria-pressed="true"[^>]*>Ben/);
    expect(html).toMatch(/data-lawful="true">Draw 1 card<span class="gs-more__mark"><svg class="gs-mark gs-mark--check"[^>]*aria-hidden="true"[^>]*>.*?<\/svg><span class="gs-sr"> \(lawful\)<\/span>/);
    // A tap on the table plays with the action hand: the palette repeats no cards for it.
    expect(html).not.toContain('play as Ben');
    expect(html).toContain('Use the holding hand');
    expect(html).toContain('Type an action');
    expect(html).toContain('At the same moment (10.9)');
    expect(html).not.toMatch(/<button(?![^>]*type="button")/);
    // Classes of their own: tests and styles that look for the table's lawful cards and chips do not find these.
    expect(html).not.toMatch(/gs-play__(card|action)/);

    const holding = playView({ state: start, seat: 1, lawful, holding: true, describe: describeAction });
    const withCards = render(<PlayPanel view={holding} holding onSeat={noop} onTarget={noop} onHolding={noop} onAction={noop} parse={parse} describe={describeAction} />);
    // Named by the button's own (visually hidden) text, the card picture hidden from assistive technology.
    expect(withCards).toContain('<span class="gs-sr">Queen of hearts, play as Ben with the holding hand</span>');
    expect(withCards).not.toMatch(/<button[^>]*aria-label="[^"]*play as/);
  });
});

describe('simultaneous actions (10.9) and typed actions', () => {
  it('reads one action per line, skipping blank lines and splitting "&" into its parts', () => {
    const r = parseActionLines('Ana play QS\n\n  Ben draw 3  \nCem play 7C & Dia call\nreferee disqualify Ben', parse);
    expect(r.errors).toEqual([]);
    expect(r.actions).toEqual([
      { type: 'play', seat: 0, cards: ['QS'], hand: 'action' },
      { type: 'draw', seat: 1, count: 3, hand: 'action' },
      { type: 'play', seat: 2, cards: ['7C'], hand: 'action' },
      { type: 'call', seat: 3 },
      { type: 'disqualify', seat: 1 },
    ]);
  });

  it('names the line of each parse error in plain text', () => {
    const r = parseActionLines('Ana play QS\nBob play QS\nCem fly', parse);
    expect(r.actions).toHaveLength(1);
    expect(r.errors).toHaveLength(2);
    expect(r.errors[0]).toMatch(/^line 2: column 1: expected a player/);
    expect(r.errors[1]).toMatch(/^line 3: column 5: expected an action/);
  });

  it('queues actions and submits two or more as one simultaneous action', () => {
    const a: GressAction = { type: 'play', seat: 0, cards: ['QS'], hand: 'action' };
    const b: GressAction = { type: 'play', seat: 1, cards: ['QC'], hand: 'action' };
    expect(simultaneousOf(enqueue([], a))).toBeNull();
    const queue = enqueue(enqueue([], a), b);
    expect(simultaneousOf(queue)).toEqual({ type: 'simultaneous', seat: 0, actions: [a, b] });
    expect(enqueue([a], { type: 'simultaneous', seat: 1, actions: [b, a] })).toEqual([a, b, a]);
    const typed = parse('Ana play QS & Ben play QC');
    expect(typed.ok && typed.action).toEqual(simultaneousOf(queue));
  });
});

describe('play hash', () => {
  it('reads and writes #play= links', () => {
    expect(linkFromHash(hashForLink('g1.a.b.c'))).toBe('g1.a.b.c');
    expect(linkFromHash('#4-11')).toBeNull();
    expect(linkFromHash('#play=%E0%A4%A')).toBe('%E0%A4%A');
  });
});
