/**
 * Hand-built frames for the sandbox's tests, following engine/gress/types.ts.
 * They do not come from the engine on purpose: the UI must render whatever
 * state it is given, and the tests must not break while the engine is written.
 * Three players, Anna deals; Ben opens the step list with a move, Anna throws
 * a King, then Carla lays a wrong card (a foul). Below that, single positions
 * from sections 5-9 (a wished suit, a swap announced and binding, a skipped
 * player, a scored game), also strung together as `laterFrames`.
 */
import { card } from '../../../engine/core/cards';
import type { Frame, ScenarioSummary } from '../../../engine/gress/frame';
import type { GressRuling, GressState } from '../../../engine/gress/types';

export const players = ['Anna', 'Ben', 'Carla'] as const;

export const scenario: ScenarioSummary = {
  game: 'gress',
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
  recentPlays: [],
  disqualified: [false, false, false],
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

/** 7.4: Ben has moved with the Jack of diamonds and wished hearts; Carla is to move. */
export const jackWished: GressState = {
  ...start,
  hands: [start.hands[0], [card('8S'), card('QH'), card('10C')], start.hands[2]],
  playPile: [...start.playPile, { card: card('JD'), by: 1, as: 'move', event: 2, wishedSuit: 'hearts' }],
  toMove: 2,
  nextEventId: 3,
  events: [...start.events, { id: 2, kind: 'move', seat: 1, summary: 'Ben moved with the Jack of diamonds' }],
};

/**
 * 5.5: Anna has moved with the Nine of hearts and announced a swap with Ben,
 * who may defend with a red Nine until the next event.
 */
export const swapAnnounced: GressState = {
  ...start,
  hands: [[card('KH'), card('AS'), card('7D')], start.hands[1], start.hands[2]],
  playPile: [...start.playPile, { card: card('9H'), by: 0, as: 'move', event: 2 }],
  toMove: 1,
  swap: { by: 0, partners: [0, 1], stage: 'announced', paragraph: '5.5' },
  windows: [
    { id: 'swapDefence@2:1', kind: 'swapDefence', owner: 1, paragraph: '5.5', openedBy: 2, closing: { on: 'nextEvent' } },
  ],
  nextEventId: 3,
  events: [...start.events, { id: 2, kind: 'move', seat: 0, summary: 'Anna moved with the Nine of hearts' }],
};

/**
 * 6.3: Carla has laid two red Nines and named Anna and Ben: the swap is
 * binding at once and the game is halted until the hands are exchanged.
 */
export const swapBinding: GressState = {
  ...start,
  phase: 'halted',
  hands: [start.hands[0], start.hands[1], [card('7C'), card('QS2')]],
  playPile: [
    ...start.playPile,
    { card: card('9D'), by: 2, as: 'move', event: 2 },
    { card: card('9H'), by: 2, as: 'move', event: 2 },
  ],
  toMove: 0,
  throwsAllowed: false,
  throwsForbiddenBy: '4.15',
  swap: { by: 2, partners: [0, 1], stage: 'binding', paragraph: '6.3' },
  halt: { reason: 'swap', by: 2, paragraph: '6.3' },
  nextEventId: 3,
  events: [...start.events, { id: 2, kind: 'move', seat: 2, summary: 'Carla played two red Nines and named Anna and Ben' }],
};

/** 5.7: Ben has moved with an Eight: Carla is skipped (Anna is to move) and may defend until the next move. */
export const skipped: GressState = {
  ...start,
  hands: [start.hands[0], [card('QH'), card('10C'), card('JD')], start.hands[2]],
  playPile: [...start.playPile, { card: card('8S'), by: 1, as: 'move', event: 2 }],
  toMove: 0,
  windows: [
    { id: 'skipDefence@2:2', kind: 'skipDefence', owner: 2, paragraph: '5.7', openedBy: 2, closing: { on: 'nextMove' }, data: { event: 2 } },
  ],
  nextEventId: 3,
  events: [...start.events, { id: 2, kind: 'move', seat: 1, summary: 'Ben moved with the Eight of spades' }],
};

/**
 * 9.1-9.4: Ben went out; Anna laid down K♥ 9♣ (1 + 2 points) and owed one
 * card the draw pile could not supply (10.2), Carla laid down 7♣ with her
 * Marke still on the table (1 + 4 points).
 */
export const scored: GressState = {
  ...start,
  phase: 'scored',
  hands: [[card('KH'), card('9C')], [], [card('7C')]],
  markes: [null, null, card('KS')],
  playPile: [...start.playPile, { card: card('8C'), by: 1, as: 'move', event: 9 }],
  drawPile: [],
  toMove: 2,
  winner: 1,
  laidDown: [true, false, true],
  unpaid: [1, 0, 0],
  penalties: [4, 0, 5],
  nextEventId: 10,
  events: [...start.events, { id: 9, kind: 'move', seat: 1, summary: 'Ben moved with the Eight of clubs, his last card' }],
};

/** The active game is over (9.1) but Carla has not laid down yet. */
export const over: GressState = {
  ...scored,
  phase: 'over',
  laidDown: [true, false, false],
  penalties: null,
};

/** The positions above as steps, for rendering the whole sandbox. */
export const laterFrames: readonly Frame[] = [
  { state: start, action: null, ruling: null, says: null },
  {
    state: jackWished,
    action: 'Ben wish hearts',
    says: null,
    ruling: ruling({ action: 'Ben wish hearts', classification: 'announcement', lawful: true, citations: ['7.4'], summary: 'Ben wishes hearts.' }),
  },
  {
    state: swapAnnounced,
    action: 'Anna announce swap Ben',
    says: null,
    ruling: ruling({ action: 'Anna announce swap Ben', classification: 'announcement', lawful: true, citations: ['5.5'], summary: 'Anna announces a swap with Ben.' }),
  },
  {
    state: swapBinding,
    action: 'Carla announce swap Anna Ben',
    says: null,
    ruling: ruling({ action: 'Carla announce swap Anna Ben', classification: 'halt', lawful: true, citations: ['6.3', '4.15'], summary: 'Anna and Ben must swap hands.' }),
  },
  {
    state: skipped,
    action: 'Ben play 8S',
    says: null,
    ruling: ruling({ action: 'Ben play 8S', classification: 'move', lawful: true, citations: ['5.7'], summary: 'Carla is skipped.' }),
  },
  {
    state: scored,
    action: 'Carla lay down',
    says: null,
    ruling: ruling({ action: 'Carla lay down', classification: 'layDown', lawful: true, citations: ['9.3', '9.4'], summary: 'Everyone is down.' }),
  },
];
