/**
 * Play on the table as data (table-play.ts): what a tap on a card or the draw
 * pile does, and which are marked lawful, checked against the engine's own
 * lawful actions on the rulebook's positions.
 */
import { describe, expect, it } from 'vitest';
import { lawfulActions } from '../../../engine/gress/lawful';
import { ACCEPTED } from '../../../engine/gress/machine';
import { act, position } from '../../../engine/gress/test-helpers';
import type { GressAction, Phase } from '../../../engine/gress/types';
import { DRAW_PHASES, PLAY_PHASES, defaultDrawSeat, drawPileView, handPlayView, packetIsLawful, toggleInPacket } from './table-play';
import { dealing, start } from './test-fixtures';

/** 6.2: Ana to move on 8♥ with two red Nines; two decks. */
const nines = position({
  decks: 2,
  hands: { Ana: ['9H', '9D', 'KC', '8S', 'QC'], Ben: ['9C', 'AH', '7S', 'TD'], Cem: ['8D', '9H2', '9D2', 'JS', 'AC', 'KH'], Dia: ['7C', 'QS', 'TH', '8C'] },
  playPile: [{ card: '9S', by: 'Dia', as: 'opening' }, { card: '8H', by: 'Ben', as: 'throw' }],
  drawPile: ['7D', 'JD', 'AS', 'KS2'],
  toMove: 'Ana',
});

describe('the phases the table offers cards and the draw pile in', () => {
  it('are the phases whose statechart takes a play and a draw', () => {
    const phases = Object.keys(ACCEPTED) as Phase[];
    expect(phases.filter((p) => ACCEPTED[p].includes('play'))).toEqual([...PLAY_PHASES]);
    expect(phases.filter((p) => ACCEPTED[p].includes('draw'))).toEqual([...DRAW_PHASES]);
  });
});

describe('handPlayView', () => {
  const lawful: GressAction[] = [{ type: 'play', seat: 1, cards: ['QH'], hand: 'action' }];

  it('makes every card a play with the action hand, named by card and player, lawful ones marked', () => {
    const v = handPlayView(start, 1, lawful, null);
    expect(v.cards.map((c) => c.label)).toEqual(['Play Eight of spades as Ben', 'Play Queen of hearts as Ben', 'Play Ten of clubs as Ben', 'Play Jack of diamonds as Ben']);
    expect(v.cards.filter((c) => c.lawful).map((c) => c.id)).toEqual(['QH']);
    expect(v.cards[0]!.action).toEqual({ type: 'play', seat: 1, cards: ['8S'], hand: 'action' });
    expect(v).toMatchObject({ canSelect: true, selecting: false, packet: null });
  });

  it('while selecting, names cards for the packet and numbers them in the order tapped', () => {
    const v = handPlayView(start, 1, lawful, ['JD', '8S']);
    expect(v.cards.map((c) => [c.label, c.order])).toEqual([
      ["Eight of spades for Ben's packet", 2],
      ["Queen of hearts for Ben's packet", null],
      ["Ten of clubs for Ben's packet", null],
      ["Jack of diamonds for Ben's packet", 1],
    ]);
    expect(v.packet).toEqual({
      label: 'Play 2 cards',
      detail: 'as Ben: Jack of diamonds, then Eight of spades',
      action: { type: 'play', seat: 1, cards: ['JD', '8S'], hand: 'action' },
      lawful: false,
    });
    expect(handPlayView(start, 1, lawful, []).packet).toMatchObject({ label: 'Play 0 cards', action: null, lawful: false });
    expect(handPlayView(start, 1, lawful, ['QH']).packet).toMatchObject({ label: 'Play 1 card', lawful: true });
  });

  it('marks a packet of red Nines lawful only with the fitting Nine at the bottom (6.2)', () => {
    const lawfulForAna = lawfulActions(nines, 0);
    expect(handPlayView(nines, 0, lawfulForAna, ['9H', '9D']).packet?.lawful).toBe(true);
    expect(handPlayView(nines, 0, lawfulForAna, ['9D', '9H']).packet?.lawful).toBe(false);
    // Marked lawful means the engine rules it lawful.
    expect(act(nines, 'Ana play 9H+9D').ruling.lawful).toBe(true);
    expect(act(nines, 'Ana play 9D+9H').ruling.lawful).toBe(false);
  });

  it('a seat with one card offers no selection', () => {
    expect(handPlayView({ ...start, hands: [[], [start.hands[1]![0]!], []] }, 1, [], null).canSelect).toBe(false);
  });
});

describe('packetIsLawful', () => {
  const lawful: GressAction[] = [{ type: 'play', seat: 0, cards: ['7C', '7H', '7S'], hand: 'action' }];
  it('compares bottom face, top face and size; the middle Sevens and the deck do not matter (1.4, 6.4)', () => {
    expect(packetIsLawful(['7C', '7D', '7S'], 0, lawful)).toBe(true);
    expect(packetIsLawful(['7C2', '7H', '7S'], 0, lawful)).toBe(true);
    expect(packetIsLawful(['7C', 'KH', '7S'], 0, lawful)).toBe(false);
    expect(packetIsLawful(['7C', '7S'], 0, lawful)).toBe(false);
    expect(packetIsLawful(['7C', '7D', '7S'], 1, lawful)).toBe(false);
    expect(packetIsLawful(['7C'], 0, lawful)).toBe(false);
  });
});

describe('toggleInPacket', () => {
  it('adds at the end or takes out', () => {
    expect(toggleInPacket(['9H'], '9D')).toEqual(['9H', '9D']);
    expect(toggleInPacket(['9H', '9D'], '9H')).toEqual(['9D']);
  });
});

describe('drawPileView', () => {
  it('draws one card for the player to move, marked when lawful (4.7)', () => {
    const lawfulOf = (seat: number) => lawfulActions(nines, seat);
    const v = drawPileView(nines, defaultDrawSeat(nines), lawfulOf)!;
    expect(v).toMatchObject({ seat: 0, name: 'Ana', verb: 'Draw', rest: ' a card as Ana', action: { type: 'draw', seat: 0, count: 1, hand: 'action' }, lawful: true });
    expect(v.choices.map((c) => c.name)).toEqual(['Ana', 'Ben', 'Cem', 'Dia']);
    expect(drawPileView(nines, 1, lawfulOf)).toMatchObject({ verb: 'Draw', rest: ' a card as Ben', lawful: false });
  });

  it('picks up the whole debt of a player who owes cards, as one lawful settlement (4.12-4.14)', () => {
    const after = act(position({ hands: { Ana: ['7C', '7H', '7S', 'KD'], Ben: ['QD', 'AH'], Cem: ['8C', 'TS'], Dia: ['AC', 'QS'] }, playPile: ['9C'], toMove: 'Ana' }), 'Ana play 7C+7H+7S').state;
    const v = drawPileView(after, 1, (seat) => lawfulActions(after, seat))!;
    expect(v).toMatchObject({ verb: 'Pick up 6', rest: ' cards as Ben', action: { type: 'draw', seat: 1, count: 6, hand: 'action' }, lawful: true });
  });

  it('is no button in a phase without draws, and asks for no lawful actions then', () => {
    let asked = 0;
    expect(drawPileView(dealing, 0, () => (asked++, []))).toBeNull();
    expect(asked).toBe(0);
  });

  it('after the active game draws for the first who still owes (9.2)', () => {
    const over = { ...start, phase: 'over' as const, winner: 1, debts: [{ seat: 2, cards: 2, event: 3, paragraph: '5.2' }] };
    expect(defaultDrawSeat(over)).toBe(2);
    expect(defaultDrawSeat(start)).toBe(1);
  });
});
