/**
 * Where the referee puts cards: one 32-card grid, aimed at one target at a
 * time (a player's hand, the top of the play pile, the cards under it, the
 * top of the draw pile). Each physical card lies in one place (1.4); with
 * several packs a face may be placed once per pack, so a tap adds the next
 * free copy and, when none is left for this target, takes the face out again.
 */
import { formatCard, parseCard, RANKS, SUITS, type Card, type Rank, type Suit } from '../../../../engine/core/cards';
import { MAX_PILE_CARDS, type DeskSetup } from './desk-setup';
import type { Locale } from '../../../i18n/ui-text';
import { SETUP_WORDS } from './setup-words';

export type CardTarget =
  | { readonly kind: 'hand'; readonly seat: number }
  | { readonly kind: 'top' }
  | { readonly kind: 'beneath' }
  | { readonly kind: 'drawTop' };

/** A rank and suit without the pack it came from, written as a card id of pack 1 ("QS", "TH"). */
export type Face = string;

/** The grid: one row per suit, Seven to Ace. */
export const GRID: readonly { readonly suit: Suit; readonly faces: readonly Face[] }[] = SUITS.map((suit) => ({
  suit,
  faces: RANKS.map((rank: Rank) => formatCard({ rank, suit, deck: 1 })),
}));

/** The face of a card id: "QS2" -> "QS" (ids are rank char, suit char, then the pack if not 1). */
export const faceOf = (id: string): Face => id.slice(0, 2);

const SUIT_SYMBOL: Record<string, string> = { C: '♣', S: '♠', H: '♥', D: '♦' };

/** "10♥" for TH: how the grid and the desk's lines write a face. */
export function faceText(face: Face): string {
  return `${face[0] === 'T' ? '10' : face[0]}${SUIT_SYMBOL[face[1]] ?? face[1]}`;
}

export const isRedFace = (face: Face) => face[1] === 'H' || face[1] === 'D';

/** The copies of a face in play: QS, QS2, QS3 for three packs. */
export function copiesOf(face: Face, packs: number): string[] {
  return Array.from({ length: packs }, (_, i) => (i === 0 ? face : `${face}${i + 1}`));
}

export function sameTarget(a: CardTarget, b: CardTarget): boolean {
  return a.kind === b.kind && (a.kind !== 'hand' || (b.kind === 'hand' && a.seat === b.seat));
}

/** The cards at a target, in their order. */
export function cardsAt(setup: DeskSetup, target: CardTarget): readonly string[] {
  switch (target.kind) {
    case 'hand':
      return setup.hands[target.seat] ?? [];
    case 'top':
      return setup.top === null ? [] : [setup.top];
    case 'beneath':
      return setup.beneath;
    case 'drawTop':
      return setup.drawTop;
  }
}

/** Every target of the table, hands first. */
export function targetsOf(setup: DeskSetup): CardTarget[] {
  return [...setup.players.map((_, seat): CardTarget => ({ kind: 'hand', seat })), { kind: 'top' }, { kind: 'beneath' }, { kind: 'drawTop' }];
}

/** Where a target is, in words: "Ana's hand", "the top of the play pile"; German says where a card lies ("im Blatt von Ana"). */
export function targetWords(setup: DeskSetup, target: CardTarget, locale: Locale = 'en'): string {
  const w = SETUP_WORDS[locale];
  return target.kind === 'hand' ? w.handOf(setup.players[target.seat]) : w.place[target.kind];
}

/** Where each placed card lies. */
export function placements(setup: DeskSetup): Map<string, CardTarget> {
  const out = new Map<string, CardTarget>();
  for (const target of targetsOf(setup)) for (const id of cardsAt(setup, target)) out.set(id, target);
  return out;
}

export interface FaceState {
  /** Copies of this face at the target. */
  readonly here: number;
  /** Copies not placed anywhere. */
  readonly free: number;
  /** Where the other placed copies are, in words, or null. */
  readonly elsewhere: string | null;
}

export function faceState(setup: DeskSetup, target: CardTarget, face: Face, locale: Locale = 'en'): FaceState {
  const placed = placements(setup);
  let here = 0;
  let free = 0;
  const others: string[] = [];
  for (const id of copiesOf(face, setup.packs)) {
    const at = placed.get(id);
    if (!at) free++;
    else if (sameTarget(at, target)) here++;
    else others.push(targetWords(setup, at, locale));
  }
  return { here, free, elsewhere: others.length > 0 ? [...new Set(others)].join(SETUP_WORDS[locale].and) : null };
}

function withCards(setup: DeskSetup, target: CardTarget, cards: readonly string[]): DeskSetup {
  switch (target.kind) {
    case 'hand':
      return { ...setup, hands: setup.hands.map((h, s) => (s === target.seat ? [...cards] : h)) };
    case 'top':
      return { ...setup, top: cards[0] ?? null, wish: cards[0] && faceOf(cards[0])[0] === 'J' ? setup.wish : null };
    case 'beneath':
      return { ...setup, beneath: [...cards] };
    case 'drawTop':
      return { ...setup, drawTop: [...cards] };
  }
}

export type TapResult = { readonly ok: true; readonly setup: DeskSetup } | { readonly ok: false; readonly message: string };

/**
 * A tap on a face of the grid for `target`: adds a free copy (the top card
 * is replaced), or, when no further copy can go there, takes the face out of
 * the target. A face whose every copy lies elsewhere is refused in words.
 */
export function tapFace(setup: DeskSetup, target: CardTarget, face: Face, locale: Locale = 'en'): TapResult {
  const placed = placements(setup);
  const copies = copiesOf(face, setup.packs);
  const current = cardsAt(setup, target);
  const here = current.filter((id) => faceOf(id) === face);
  const free = copies.find((id) => !placed.has(id));
  if (target.kind === 'top') {
    if (here.length > 0) return { ok: true, setup: withCards(setup, target, []) };
    if (!free) return { ok: false, message: refusal(setup, face, target, locale) };
    return { ok: true, setup: withCards(setup, target, [free]) };
  }
  if (free && here.length < setup.packs) {
    if (target.kind !== 'hand' && current.length >= MAX_PILE_CARDS) {
      return { ok: false, message: SETUP_WORDS[locale].atMost(MAX_PILE_CARDS, targetWords(setup, target, locale)) };
    }
    return { ok: true, setup: withCards(setup, target, [...current, free]) };
  }
  if (here.length > 0) return { ok: true, setup: withCards(setup, target, current.filter((id) => faceOf(id) !== face)) };
  return { ok: false, message: refusal(setup, face, target, locale) };
}

/** 1.4: each physical card lies in one place, so a face with no copy left is refused, saying where its copies are. */
function refusal(setup: DeskSetup, face: Face, target: CardTarget, locale: Locale): string {
  const w = SETUP_WORDS[locale];
  return w.refusal(face, faceState(setup, target, face, locale).elsewhere ?? w.elsewhere, setup.packs);
}

/** The table with `packs` packs: cards of packs no longer in play leave the table. */
export function withPacks(setup: DeskSetup, packs: number): DeskSetup {
  const keep = (id: string) => {
    const c = parseCard(id);
    return c.ok && c.card.deck <= packs;
  };
  return {
    ...setup,
    packs,
    hands: setup.hands.map((h) => h.filter(keep)),
    top: setup.top !== null && keep(setup.top) ? setup.top : null,
    beneath: setup.beneath.filter(keep),
    drawTop: setup.drawTop.filter(keep),
  };
}

/** A card id as a card; null for anything the desk did not write. */
export function toCard(id: string): Card | null {
  const c = parseCard(id);
  return c.ok ? c.card : null;
}
