/**
 * Hand-built frames for the sandbox's tests, following engine/gress/types.ts.
 * They do not come from the engine on purpose: the UI must render whatever
 * state it is given, and the tests must not break while the engine is written.
 * Three players, Anna deals; Ben opens the step list with a move, Anna throws
 * a King, then Carla lays a wrong card (a foul).
 */
import { card } from '../../../engine/core/cards';
import type { Frame, ScenarioSummary } from '../../../engine/gress/frame';
import type { GressRuling, GressState } from '../../../engine/gress/types';

export const players = ['Anna', 'Ben', 'Carla'] as const;

export const scenario: ScenarioSummary = {
  id: '4.11-anyone-may-throw',
  title: 'Anyone may throw while throws are allowed',
  paragraphs: ['4.11'],
  players,
};

/** Frame 0: the opening card is down, Ben is to move, throws are allowed. */
export const start: GressState = {
  players,
  dealer: 0,
  phase: 'running',
  dealStage: null,
  pack: [],
  hands: [
    [card('KH'), card('9C'), card('AS'), card('7D')],
    [card('8S'), card('QH'), card('10C'), card('JD')],
    [card('7C'), card('QS2'), card('9H')],
  ],
  pickedUp: [true, true, true],
  markes: [card('AD'), card('8C'), card('KS')],
  peeked: null,
  playPile: [{ card: card('8H'), by: 0, as: 'opening', event: 1 }],
  drawPile: [card('TD'), card('JS'), card('9S'), card('AH'), card('KD')],
  toMove: 1,
  direction: 'clockwise',
  throwsAllowed: true,
  throwsForbiddenBy: null,
  swap: null,
  laidDown: [false, false, false],
  unpaid: [0, 0, 0],
  penalties: null,
  debts: [],
  windows: [],
  halt: null,
  nextEventId: 2,
  events: [{ id: 1, kind: 'opening', seat: 0, summary: 'Anna opened with the Eight of hearts' }],
  winner: null,
};

const afterMove: GressState = {
  ...start,
  hands: [start.hands[0], [card('QH'), card('10C'), card('JD')], start.hands[2]],
  playPile: [...start.playPile, { card: card('8S'), by: 1, as: 'move', event: 2 }],
  toMove: 2,
  windows: [
    {
      id: 'skipDefence@2',
      kind: 'skipDefence',
      owner: 2,
      paragraph: '5.7',
      openedBy: 2,
      closing: { on: 'nextMoveByOther', seat: 1 },
    },
  ],
  nextEventId: 3,
  events: [...start.events, { id: 2, kind: 'move', seat: 1, summary: 'Ben played the Eight of spades' }],
};

const afterThrow: GressState = {
  ...afterMove,
  hands: [[card('9C'), card('AS'), card('7D')], afterMove.hands[1], afterMove.hands[2]],
  playPile: [...afterMove.playPile, { card: card('KH'), by: 0, as: 'throw', event: 3 }],
  debts: [{ seat: 2, cards: 2, event: 3, paragraph: '5.2' }],
  windows: [],
  nextEventId: 4,
  events: [...afterMove.events, { id: 3, kind: 'throw', seat: 0, summary: 'Anna threw the King of hearts' }],
};

const afterFoul: GressState = {
  ...afterThrow,
  hands: [afterThrow.hands[0], afterThrow.hands[1], [card('7C'), card('9H')]],
  playPile: [...afterThrow.playPile, { card: card('QS2'), by: 2, as: 'foul', event: 4 }],
  direction: 'counterclockwise',
  throwsAllowed: false,
  throwsForbiddenBy: '4.8',
  toMove: 1,
  nextEventId: 5,
  events: [...afterThrow.events, { id: 4, kind: 'foul', seat: 2, summary: 'Carla played the Queen of spades while in debt' }],
};

const ruling = (r: Omit<GressRuling, 'events'> & { events?: readonly number[] }): GressRuling => ({ events: [], ...r });

export const frames: readonly Frame[] = [
  { state: start, action: null, ruling: null, says: 'Anna has opened; Ben is to move.' },
  {
    state: afterMove,
    action: 'Ben play 8S',
    says: 'An Eight on an Eight: a normal move.',
    ruling: ruling({
      action: 'Ben play 8S',
      classification: 'move',
      lawful: true,
      citations: ['4.4', '4.5', '5.7'],
      summary: 'Ben moved: the Eight of spades matches the Eight of hearts by rank.',
      events: [2],
    }),
  },
  {
    state: afterThrow,
    action: 'Anna play KH',
    says: 'Anna is not to move, but throws are allowed.',
    ruling: ruling({
      action: 'Anna play KH',
      classification: 'throw',
      lawful: true,
      citations: ['4.11', '5.2'],
      summary: 'Anna threw the King of hearts out of turn; Carla owes 2 cards.',
      events: [3],
      pending: ['8.1'],
    }),
  },
  {
    state: afterFoul,
    action: 'Carla play QS2',
    says: null,
    ruling: ruling({
      action: 'Carla play QS2',
      classification: 'foul',
      lawful: false,
      citations: ['4.13', '10.5'],
      summary: 'Carla may not move while she owes cards; the Queen stays on the pile until a complaint.',
      events: [4],
    }),
  },
];

/** A position during the deal: the dealer holds the rest of the pack and has peeked. */
export const dealing: GressState = {
  ...start,
  phase: 'ready',
  dealStage: 'markesDealt',
  pack: [card('7S'), card('7H')],
  pickedUp: [true, false, true],
  playPile: [],
  peeked: card('TH'),
  toMove: 0,
  events: [],
  nextEventId: 1,
};
