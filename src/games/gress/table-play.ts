/**
 * Play on the table, as data: what each card in a hand and the draw pile do
 * when tapped, and which of them are lawful now. Pure and engine-free at run
 * time like play-model.ts: the lawful actions come in as data (the shell's
 * lawfulOf), so the table knows no rules; it only knows which physical act a
 * tap stands for. A tap on a card lays it with the action hand (2.6), as the
 * palette did; the holding hand stays in "More actions".
 */
import { formatCard, type Card, type CardId } from '../../../engine/core/cards';
import type { Locale } from '../../i18n/ui-text';
import { PLAY_WORDS } from './play-words';
import { owes } from '../../../engine/gress/rules/4-debt-ledger';
import type { GressAction, GressState, Phase, Seat } from '../../../engine/gress/types';
import { actionKey } from './play-model';
import { nameOf } from './view-model';

/**
 * Phases whose statechart takes a card play, and a draw (engine/gress/machine.ts
 * ACCEPTED, which the table cannot import without the whole engine;
 * table-play.test.ts keeps the two in step). Elsewhere a card or the draw pile
 * is not a button: tapping it would never make sense then.
 */
export const PLAY_PHASES: readonly Phase[] = ['running', 'halted'];
export const DRAW_PHASES: readonly Phase[] = ['running', 'over'];

export interface CardButtonView {
  /** The card id: a physical card is in one hand once, so it keys the button across renders. */
  readonly key: string;
  readonly card: Card;
  readonly id: CardId;
  /** The button's name: "Play Seven of hearts as Ana", or while selecting "Seven of hearts for Ana's packet". */
  readonly label: string;
  /** Laying this card alone with the action hand. */
  readonly action: GressAction;
  /** Whether that is lawful for the seat now (the ✓ mark). */
  readonly lawful: boolean;
  /** Its place in the packet being selected (1 = bottom card), or null. */
  readonly order: number | null;
}

export interface PacketView {
  /** "Play 2 cards" */
  readonly label: string;
  /** Read after the label: "as Ana: Nine of hearts, then Nine of diamonds". */
  readonly detail: string;
  /** null until a card is selected. */
  readonly action: GressAction | null;
  readonly lawful: boolean;
}

export interface HandPlayView {
  readonly seat: Seat;
  readonly name: string;
  readonly cards: readonly CardButtonView[];
  /** "Select several" is offered: two cards or more. */
  readonly canSelect: boolean;
  readonly selecting: boolean;
  /** While selecting: the packet so far. */
  readonly packet: PacketView | null;
}

/** A card's face without its deck (1.4: for the rules, cards of different packs are interchangeable). */
const face = (id: CardId) => id.slice(0, 2);

/**
 * Whether a packet is among the lawful ones. lawful.ts lists packets by what
 * decides them (bottom face, top face, size; 6.2, 6.4): a selection with the
 * same bottom and top face, the same size and only cards of the bottom's rank
 * is the same packet to the rules.
 */
export function packetIsLawful(cards: readonly CardId[], seat: Seat, lawful: readonly GressAction[]): boolean {
  if (cards.length < 2) return false;
  const bottom = cards[0]!;
  const top = cards[cards.length - 1]!;
  if (!cards.every((c) => c[0] === bottom[0])) return false;
  return lawful.some(
    (a) =>
      a.type === 'play' &&
      a.seat === seat &&
      a.hand === 'action' &&
      a.cards.length === cards.length &&
      face(a.cards[0]!) === face(bottom) &&
      face(a.cards[a.cards.length - 1]!) === face(top),
  );
}

/** Whether the table offers cards to play in this phase. */
export function cardsPlayable(state: Pick<GressState, 'phase'>): boolean {
  return PLAY_PHASES.includes(state.phase);
}

/**
 * One seat's hand in play mode. `selection` is the packet being built on this
 * seat (card ids in the order tapped), or null when a tap plays at once.
 */
export function handPlayView(state: GressState, seat: Seat, lawful: readonly GressAction[], selection: readonly CardId[] | null, locale: Locale = 'en'): HandPlayView {
  const w = PLAY_WORDS[locale];
  const cardName = w.card;
  const name = nameOf(state, seat, locale);
  const keys = new Set(lawful.map(actionKey));
  const hand = state.hands[seat] ?? [];
  const cards = hand.map((card): CardButtonView => {
    const id = formatCard(card);
    const action: GressAction = { type: 'play', seat, cards: [id], hand: 'action' };
    const at = selection ? selection.indexOf(id) : -1;
    return {
      key: id,
      card,
      id,
      label: selection ? w.forPacket(cardName(card), name) : w.playAs(cardName(card), name),
      action,
      lawful: keys.has(actionKey(action)),
      order: at === -1 ? null : at + 1,
    };
  });
  let packet: PacketView | null = null;
  if (selection) {
    const chosen = selection.filter((id) => cards.some((c) => c.id === id));
    const names = chosen.map((id) => cardName(cards.find((c) => c.id === id)!.card));
    packet = {
      label: w.playCards(chosen.length),
      detail: chosen.length === 0 ? w.noneYet(name) : w.packetOf(name, names),
      action: chosen.length === 0 ? null : { type: 'play', seat, cards: chosen, hand: 'action' },
      lawful: chosen.length === 1 ? keys.has(actionKey({ type: 'play', seat, cards: chosen, hand: 'action' })) : packetIsLawful(chosen, seat, lawful),
    };
  }
  return { seat, name, cards, canSelect: hand.length >= 2, selecting: selection !== null, packet };
}

/** The next selection after tapping `id` while selecting: added at the end, or taken out. */
export function toggleInPacket(selection: readonly CardId[], id: CardId): CardId[] {
  return selection.includes(id) ? selection.filter((c) => c !== id) : [...selection, id];
}

export interface DrawChoice {
  readonly seat: Seat;
  readonly name: string;
}

export interface DrawPileView {
  readonly seat: Seat;
  readonly name: string;
  /** Visible on the pile: "Draw", "Pick up 6"; the button's name reads on: "Draw a card as Ana", "Pick up 6 cards as Ben". */
  readonly verb: string;
  /** The rest of the name, for screen readers: " a card as Ana". */
  readonly rest: string;
  readonly action: GressAction;
  readonly lawful: boolean;
  /** Who the pile can draw for, in seat order (the seats say who is to move and who owes). */
  readonly choices: readonly DrawChoice[];
}

/**
 * Who the draw pile draws for unless the reader picks someone: the player to
 * move; once the active game is over (nobody moves, 9.2) the first who still
 * owes cards.
 */
export function defaultDrawSeat(state: GressState): Seat {
  if (state.phase !== 'over') return state.toMove;
  const owing = state.players.findIndex((_, s) => owes(state, s) > 0);
  return owing === -1 ? state.toMove : owing;
}

/**
 * The draw pile as a button, or null when this phase takes no draw (then
 * `lawfulOf` is not asked: a Gress query can take tens of ms). A player
 * who owes cards picks up all of them with one tap (a settlement, 4.12-4.14,
 * 9.2: the whole debt is one of the counts lawful.ts lists); anyone else draws
 * one card (4.7). Other counts stay in "More actions".
 */
export function drawPileView(state: GressState, seat: Seat, lawfulOf: (seat: Seat) => readonly GressAction[], locale: Locale = 'en'): DrawPileView | null {
  if (!DRAW_PHASES.includes(state.phase)) return null;
  const w = PLAY_WORDS[locale];
  const lawful = lawfulOf(seat);
  const name = nameOf(state, seat, locale);
  const owed = owes(state, seat);
  const action: GressAction = { type: 'draw', seat, count: owed > 0 ? owed : 1, hand: 'action' };
  const key = actionKey(action);
  return {
    seat,
    name,
    verb: owed > 0 ? w.pickUp(owed) : w.draw,
    rest: owed > 0 ? w.pickUpRest(owed, name) : w.drawRest(name),
    action,
    lawful: lawful.some((a) => actionKey(a) === key),
    choices: state.players.map((_, s) => ({ seat: s, name: nameOf(state, s, locale) })),
  };
}
