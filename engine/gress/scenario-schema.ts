/**
 * What Gress adds to the scenario format of engine/core/scenario.ts (contract:
 * ARCHITECTURE.md "Scenarios"): its three starts (a table before the deal, a
 * seeded deal, an explicit position) and its expectation keys, as zod schemas.
 */
import { z } from 'zod';
import { rulingExpectations } from '../core/ruling-expectations';
import { MAX_DEBT_CARDS, MAX_DEBTS, MAX_DECKS } from './limits';
import { WINDOW_KINDS } from './window-kinds';

const name = z.string().min(1);
const cardId = z.string().min(2);
const paragraph = z.string().regex(/^\d+(\.\d+)?$/, 'a paragraph number such as "4.11"');

export const CLASSIFICATIONS = [
  'deal', 'ready', 'peek', 'opening', 'move', 'throw', 'defence', 'settlement', 'halt', 'resume',
  'give', 'announcement', 'swap', 'marke', 'complaint', 'layDown', 'withdrawal', 'disqualification', 'simultaneous', 'foul', 'refused',
] as const;
const EVENT_KINDS = ['opening', 'move', 'throw', 'defence', 'settlement', 'foul', 'give', 'swap', 'marke'] as const;

/**
 * Gress's own expectation keys (engine/core/scenario.ts adds what the ruling
 * said: classification, lawful, cites, pending). Every key is optional;
 * players not named are not checked.
 */
export const GRESS_EXPECTATIONS = {
  phase: z.enum(['dealing', 'ready', 'running', 'halted', 'over', 'scored']).optional(),
  toMove: name.optional(),
  direction: z.enum(['clockwise', 'counterclockwise']).optional(),
  throwsAllowed: z.boolean().optional(),
  /** The top card of the play pile. */
  top: cardId.optional(),
  /** The whole play pile, bottom first. */
  playPile: z.array(cardId).optional(),
  /** How each listed pile card was played, bottom first (opening, move, throw, defence, foul). */
  playPileMarks: z.array(z.enum(['opening', 'move', 'throw', 'defence', 'foul'])).optional(),
  /** Exact hands (order does not matter). */
  hands: z.record(name, z.array(cardId)).optional(),
  handSizes: z.record(name, z.number().int().min(0)).optional(),
  /** A card id, "face down" (any Marke is there) or "none". */
  markes: z.record(name, z.string()).optional(),
  drawPileSize: z.number().int().min(0).optional(),
  /** The draw pile, top first. */
  drawPile: z.array(cardId).optional(),
  /** Cards still in the dealer's hands during the deal. */
  packSize: z.number().int().min(0).optional(),
  /** Total cards each listed player owes; 0 means no debt. */
  debts: z.record(name, z.number().int().min(0)).optional(),
  /** How many events have been recorded in this scenario's log. */
  events: z.number().int().min(0).optional(),
  /** The kinds of the events this step produced, in order. */
  eventKinds: z.array(z.enum(EVENT_KINDS)).optional(),
  /** Exactly the open rule windows, each as "kind:Player", e.g. ["skipDefence:Ben", "give:Ana"]. */
  windows: z.array(z.string().regex(new RegExp(`^(${WINDOW_KINDS.join('|')}):[A-Za-z][A-Za-z0-9_-]*$`), 'a window as "kind:Player", kind one of ' + WINDOW_KINDS.join(', '))).optional(),
  /** 7.4: the wished suit on the top card, or null for none. */
  wishedSuit: z.enum(['clubs', 'spades', 'hearts', 'diamonds']).nullable().optional(),
  /** 5.5, 6.3: the swap in progress, or null. */
  swap: z.strictObject({ stage: z.enum(['announced', 'binding']), partners: z.array(name).length(2) }).nullable().optional(),
  /** 9.3: exactly the players who have laid their hand down (a player without cards has nothing to lay down and is not listed). */
  laidDown: z.array(name).optional(),
  /** 9.4: penalty points per player once counted. */
  penalties: z.record(name, z.number().int().min(0)).optional(),
  /** Exactly the players who have picked up their hand (3.5). */
  ready: z.array(name).optional(),
  /** The card the dealer holds after peeking (3.6), or null. */
  peeked: cardId.nullable().optional(),
  halted: z.boolean().optional(),
  winner: name.nullable().optional(),
};

/** The whole expectation of a Gress step, for typing files built in code (export-scenario.ts). */
export const expectationSchema = z.strictObject({ ...rulingExpectations(CLASSIFICATIONS), ...GRESS_EXPECTATIONS });

const tableStart = z.strictObject({
  dealer: name,
  decks: z.number().int().min(1).max(MAX_DECKS).optional(),
  /** The pack after shuffling, top first; without it the dealer holds the unshuffled pack. */
  pack: z.array(cardId).optional(),
});

const dealStart = z.strictObject({
  dealer: name,
  seed: z.number().int().min(0).max(0xffffffff),
  decks: z.number().int().min(1).max(MAX_DECKS).optional(),
});

const pileEntry = z.union([cardId, z.strictObject({ card: cardId, by: name.optional(), as: z.enum(['opening', 'move', 'throw', 'defence', 'foul']).optional() })]);

const positionStart = z.strictObject({
  dealer: name,
  decks: z.number().int().min(1).max(MAX_DECKS).optional(),
  hands: z.record(name, z.array(cardId)),
  markes: z.record(name, cardId.nullable()).optional(),
  playPile: z.array(pileEntry).min(1),
  drawPile: z.union([z.array(cardId), z.literal('rest')]),
  toMove: name,
  direction: z.enum(['clockwise', 'counterclockwise']).optional(),
  throwsAllowed: z.boolean().optional(),
  debts: z.array(z.strictObject({ player: name, cards: z.number().int().min(1).max(MAX_DEBT_CARDS), event: z.number().int().min(1).optional(), paragraph: paragraph.optional() })).max(MAX_DEBTS).optional(),
});

/** The three ways a Gress scenario starts: a table before the deal, a seeded deal, or an explicit position. */
export const GRESS_STARTS = { table: tableStart, deal: dealStart, position: positionStart };

export type Expectation = z.infer<typeof expectationSchema>;

/** A Gress scenario file as data (the schema itself is built by engine/core/scenario.ts). */
export interface ScenarioFile {
  game?: 'gress';
  id: string;
  title: string;
  paragraphs: string[];
  description?: string;
  players: string[];
  table?: z.infer<typeof tableStart>;
  deal?: z.infer<typeof dealStart>;
  position?: z.infer<typeof positionStart>;
  steps: { do: string; says?: string; expect?: Expectation }[];
  expect?: Expectation;
}
