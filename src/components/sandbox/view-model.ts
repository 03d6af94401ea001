/**
 * The sandbox's view model: pure functions from engine data (GressState, Frame)
 * to display props. The components only lay these out, so the UI knows no
 * rules: every decision here is about presentation (labels, names, where a
 * seat sits on screen), and what the game means comes from the engine's state
 * and rulings. Pure and DOM-free, so it runs the same on the server and in the
 * browser (a precondition for hydrating without layout shift) and is unit-tested.
 */
import type { Card } from '../../../engine/core/cards';
import { describeClosing } from '../../../engine/core/windows';
import type { Frame } from '../../../engine/gress/frame';
import { findParagraph, permalink } from '../../../engine/gress/paragraphs';
import type { DealStage, Direction, GameEvent, GressState, Phase, PlayedAs, Seat } from '../../../engine/gress/types';

/** How many play-pile cards are fanned out (the rest is summarised by a count). */
export const PILE_SHOWN = 3;
/** How many of the latest events are listed. */
export const EVENTS_SHOWN = 5;

/** A paragraph citation as a link: /gress/r/4.11, with the paragraph's title as a hint. */
export interface CitationView {
  readonly number: string;
  readonly href: string;
  /** "4.11 Throws", or null when the number is not a known paragraph. */
  readonly title: string | null;
}

export function citationView(number: string): CitationView {
  const found = findParagraph(number);
  return { number, href: permalink(number), title: found ? `${number} ${found.paragraph.title}` : null };
}

export interface DebtView {
  readonly cards: number;
  readonly event: number;
  readonly paragraph: CitationView;
  /** "owes 2 (event #5, 5.2)" */
  readonly text: string;
}

/** Where a seat sits on the oval, as a cell of a 3 x 3 grid whose centre is the table. */
export interface SeatSlot {
  readonly row: 1 | 2 | 3;
  readonly col: 1 | 2 | 3;
}

export type MarkeView =
  | { readonly state: 'face-down'; readonly card: Card }
  | { readonly state: 'taken' }
  | { readonly state: 'not-dealt' };

export interface SeatView {
  readonly seat: Seat;
  readonly name: string;
  /** One line for assistive technology: "Seat 1: Anna, dealer, to move". */
  readonly label: string;
  readonly isDealer: boolean;
  readonly isToMove: boolean;
  readonly isWinner: boolean;
  readonly hand: readonly Card[];
  readonly marke: MarkeView;
  /** Whether the player has picked up the hand (3.5); null outside dealing/ready, where it does not matter. */
  readonly ready: boolean | null;
  readonly debts: readonly DebtView[];
  readonly slot: SeatSlot;
}

export interface PileEntryView {
  readonly card: Card;
  readonly by: Seat;
  readonly byName: string;
  readonly as: PlayedAs;
  readonly event: number;
  readonly isTop: boolean;
  /** "move by Ben" */
  readonly caption: string;
}

export interface PileView {
  /** The top cards, top card first. */
  readonly shown: readonly PileEntryView[];
  readonly total: number;
  /** Cards below the shown ones. */
  readonly hidden: number;
}

export interface HaltView {
  readonly text: string;
  readonly paragraph: CitationView;
}

export interface StatusView {
  readonly phase: Phase;
  readonly phaseLabel: string;
  readonly direction: Direction;
  readonly directionLabel: string;
  /** A circular arrow showing the direction (decorative; the label says it). */
  readonly directionArrow: string;
  readonly toMoveName: string;
  readonly throwsAllowed: boolean;
  readonly throwsLabel: string;
  readonly halt: HaltView | null;
  readonly winnerName: string | null;
}

export interface WindowView {
  readonly id: string;
  readonly kindLabel: string;
  readonly ownerName: string;
  readonly paragraph: CitationView;
  readonly closing: string;
}

export interface EventView {
  readonly id: number;
  readonly kind: GameEvent['kind'];
  readonly playerName: string;
  readonly summary: string;
}

export interface TableView {
  readonly seats: readonly SeatView[];
  /** 'oval' places seats on the grid slots; 'list' stacks them (too many seats to place). */
  readonly layout: 'oval' | 'list';
  readonly pile: PileView;
  readonly drawCount: number;
  /** Cards still in the dealer's hands during the deal; null when not dealing. */
  readonly packCount: number | null;
  readonly dealerName: string;
  readonly peeked: Card | null;
  readonly status: StatusView;
  readonly windows: readonly WindowView[];
  /** The latest events, oldest first. */
  readonly events: readonly EventView[];
  /** Events before the listed ones. */
  readonly olderEvents: number;
}

/** A name for every seat, even if the state lists fewer names than seats. */
export function nameOf(state: Pick<GressState, 'players'>, seat: Seat): string {
  return state.players[seat] ?? `Seat ${seat + 1}`;
}

/**
 * Seats go clockwise around an oval starting at the bottom (seat 0 is the
 * reader's seat): seat i sits at angle 90° + i·360°/n in screen coordinates
 * (y down), and the angle is snapped to the nearest cell of a 3 x 3 grid.
 * Up to eight seats never share a cell.
 */
export function seatSlot(seat: Seat, count: number): SeatSlot {
  const angle = ((90 + (seat * 360) / Math.max(count, 1)) * Math.PI) / 180;
  const x = Math.cos(angle);
  const y = Math.sin(angle);
  const snap = (v: number): 1 | 2 | 3 => (v < -0.4 ? 1 : v > 0.4 ? 3 : 2);
  return { row: snap(y), col: snap(x) };
}

const DEAL_STAGE_LABELS: Record<DealStage, string> = {
  unshuffled: 'not shuffled yet',
  shuffled: 'shuffled',
  handsDealt: 'hands dealt',
  markesDealt: 'Markes dealt',
};

export function phaseLabel(phase: Phase, stage: DealStage | null): string {
  switch (phase) {
    case 'dealing':
      return stage ? `Dealing (${DEAL_STAGE_LABELS[stage]})` : 'Dealing';
    case 'ready':
      return 'Ready: players pick up their hands';
    case 'running':
      return 'Running';
    case 'halted':
      return 'Halted';
    case 'over':
      return 'Game over: settling and laying down';
    case 'scored':
      return 'Scored';
  }
}

const HALT_REASONS: Record<string, string> = {
  reshuffle: 'the draw pile is empty and must be reshuffled',
  swap: 'two hands are being swapped',
};

/** "skipDefence" -> "skip defence": window kinds are identifiers, the list shows words. */
export function humanize(identifier: string): string {
  return identifier
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

function markeView(state: GressState, seat: Seat): MarkeView {
  const card = state.markes[seat] ?? null;
  if (card) return { state: 'face-down', card };
  const notDealtYet = state.phase === 'dealing' && state.dealStage !== 'markesDealt';
  return notDealtYet ? { state: 'not-dealt' } : { state: 'taken' };
}

export function debtView(cards: number, event: number, paragraph: string): DebtView {
  return { cards, event, paragraph: citationView(paragraph), text: `owes ${cards} (event #${event}, ${paragraph})` };
}

export function seatViews(state: GressState): SeatView[] {
  const count = state.players.length;
  const showReady = state.phase === 'dealing' || state.phase === 'ready';
  return state.players.map((name, seat) => {
    const isDealer = seat === state.dealer;
    const isToMove = seat === state.toMove;
    const isWinner = state.winner === seat;
    const ready = showReady ? (state.pickedUp[seat] ?? false) : null;
    const debts = state.debts.filter((d) => d.seat === seat).map((d) => debtView(d.cards, d.event, d.paragraph));
    const hand = state.hands[seat] ?? [];
    const facts = [
      isDealer ? 'dealer' : null,
      isToMove ? 'to move' : null,
      isWinner ? 'winner' : null,
      `${hand.length} ${hand.length === 1 ? 'card' : 'cards'}`,
    ].filter((f): f is string => f !== null);
    return {
      seat,
      name,
      label: `Seat ${seat + 1}: ${name}, ${facts.join(', ')}`,
      isDealer,
      isToMove,
      isWinner,
      hand,
      marke: markeView(state, seat),
      ready,
      debts,
      slot: seatSlot(seat, count),
    };
  });
}

const AS_LABELS: Record<PlayedAs, string> = {
  opening: 'opening',
  move: 'move',
  throw: 'throw',
  defence: 'defence',
  foul: 'foul',
};

export function pileView(state: GressState, shown = PILE_SHOWN): PileView {
  const total = state.playPile.length;
  const top = state.playPile.slice(Math.max(0, total - shown)).reverse();
  return {
    shown: top.map((p, i) => {
      const byName = nameOf(state, p.by);
      return {
        card: p.card,
        by: p.by,
        byName,
        as: p.as,
        event: p.event,
        isTop: i === 0,
        caption: `${AS_LABELS[p.as]} by ${byName}`,
      };
    }),
    total,
    hidden: Math.max(0, total - top.length),
  };
}

export function statusView(state: GressState): StatusView {
  const clockwise = state.direction === 'clockwise';
  return {
    phase: state.phase,
    phaseLabel: phaseLabel(state.phase, state.dealStage),
    direction: state.direction,
    directionLabel: clockwise ? 'clockwise' : 'counter-clockwise',
    directionArrow: clockwise ? '↻' : '↺',
    toMoveName: nameOf(state, state.toMove),
    throwsAllowed: state.throwsAllowed,
    throwsLabel: state.throwsAllowed ? 'Throws allowed' : 'Throws forbidden',
    halt: state.halt
      ? {
          text: `Halted by ${nameOf(state, state.halt.by)}: ${HALT_REASONS[state.halt.reason] ?? humanize(state.halt.reason)}`,
          paragraph: citationView(state.halt.paragraph),
        }
      : null,
    winnerName: state.winner === null ? null : nameOf(state, state.winner),
  };
}

export function tableView(state: GressState): TableView {
  const seats = seatViews(state);
  const slots = new Set(seats.map((s) => `${s.slot.row}/${s.slot.col}`));
  const events = state.events.slice(-EVENTS_SHOWN);
  return {
    seats,
    layout: slots.size === seats.length ? 'oval' : 'list',
    pile: pileView(state),
    drawCount: state.drawPile.length,
    packCount: state.phase === 'dealing' ? state.pack.length : null,
    dealerName: nameOf(state, state.dealer),
    peeked: state.peeked,
    status: statusView(state),
    windows: state.windows.map((w) => ({
      id: w.id,
      kindLabel: humanize(w.kind),
      ownerName: nameOf(state, w.owner),
      paragraph: citationView(w.paragraph),
      closing: describeClosing(w.closing, (seat) => nameOf(state, seat)),
    })),
    events: events.map((e) => ({ id: e.id, kind: e.kind, playerName: nameOf(state, e.seat), summary: e.summary })),
    olderEvents: state.events.length - events.length,
  };
}

/** One entry of the step list, or the "what just happened" panel. */
export interface StepView {
  /** Index into frames (1-based for steps; 0 is the starting position). */
  readonly index: number;
  readonly action: string;
  readonly says: string | null;
  /** The ruling's classification (move, throw, foul ...), or null if the frame has no ruling. */
  readonly classification: string | null;
  /** False for fouls and refused actions; null without a ruling. */
  readonly lawful: boolean | null;
  readonly summary: string | null;
  readonly citations: readonly CitationView[];
  /** Paragraphs that would apply but are not modelled yet. */
  readonly pending: readonly CitationView[];
}

export function stepView(frame: Frame, index: number): StepView {
  const r = frame.ruling;
  return {
    index,
    action: frame.action ?? r?.action ?? (index === 0 ? 'Starting position' : `Step ${index}`),
    says: frame.says,
    classification: r?.classification ?? null,
    lawful: r ? r.lawful : null,
    summary: r?.summary ?? null,
    citations: (r?.citations ?? []).map(citationView),
    pending: (r?.pending ?? []).map(citationView),
  };
}

/** The step list: frames 1..n (frame 0 is the starting position, not a step). */
export function stepViews(frames: readonly Frame[]): StepView[] {
  return frames.slice(1).map((f, i) => stepView(f, i + 1));
}

/** "Step 2 of 5"; frame 0 is "Step 0 of 5 (starting position)". */
export function stepCounter(index: number, frameCount: number): string {
  const last = Math.max(0, frameCount - 1);
  return `Step ${index} of ${last}${index === 0 ? ' (starting position)' : ''}`;
}

/** The "what just happened" line read out to screen readers when the step changes. */
export function announcement(frames: readonly Frame[], index: number): string {
  const counter = stepCounter(index, frames.length);
  const frame = frames[index];
  if (!frame || index === 0) return counter;
  const s = stepView(frame, index);
  const verdict = s.classification ? ` (${s.classification}${s.lawful === false ? ', not lawful' : ''})` : '';
  return `${counter}: ${s.action}${verdict}. ${s.summary ?? ''}`.trim();
}
