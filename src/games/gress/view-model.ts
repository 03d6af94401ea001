/**
 * The sandbox's view model: pure functions from engine data (GressState, Frame)
 * to display props. The components only lay these out, so the UI knows no
 * rules: every decision here is about presentation (labels, names, where a
 * seat sits on screen), and what the game means comes from the engine's state
 * and rulings. Pure and DOM-free, so it runs the same on the server and in the
 * browser (a precondition for hydrating without layout shift) and is unit-tested.
 */
import type { Card, Suit } from '../../../engine/core/cards';
import type { Locale } from '../../i18n/ui-text';
import { VIEW_WORDS } from './view-words';
import { say } from '../../../engine/gress/messages';
import type { Frame } from '../../../engine/gress/frame';
import { findParagraph } from '../../../engine/gress/paragraphs';
import {
  announcement as shellAnnouncement,
  citationView as citeIn,
  stepCounter,
  stepView as shellStepView,
  stepViews as shellStepViews,
  type CitationView,
  type Paragraphs,
  type StepView,
} from '../../components/sandbox/step-view';
import type {
  DealStage,
  Direction,
  GameEvent,
  GressState,
  GressWindow,
  Phase,
  PlayedAs,
  Seat,
  WindowKind,
} from '../../../engine/gress/types';

/** How many play-pile cards are fanned out (the rest is summarised by a count). */
export const PILE_SHOWN = 3;
/** How many of the latest events are listed. */
export const EVENTS_SHOWN = 5;

/** Gress's paragraphs for citation links (/gress/r/4.11, titled "4.11 Throws"). */
export const GRESS_PARAGRAPHS: Paragraphs = {
  gameId: 'gress',
  title: (number) => {
    const found = findParagraph(number);
    return found ? `${number} ${found.paragraph.title}` : null;
  },
};

/** A paragraph's link and title; the link goes to the paragraph in `locale`'s edition (/de/gress/r/4.11). */
export function citationView(number: string, locale: Locale = 'en'): CitationView {
  return citeIn(number, locale === 'en' ? GRESS_PARAGRAPHS : { ...GRESS_PARAGRAPHS, locale });
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
  /**
   * Whether the hand lies face up for everyone: true once laid down (9.3), so
   * the sandbox shows it even when the reader hides the hands.
   */
  readonly handOpen: boolean;
  /** 9.3: the player has lawfully laid the hand down. */
  readonly laidDown: boolean;
  readonly marke: MarkeView;
  /** Whether the player has picked up the hand (3.5); null outside dealing/ready, where it does not matter. */
  readonly ready: boolean | null;
  readonly debts: readonly DebtView[];
  /** 5.5, 6.3: this seat is one of the two swap partners. */
  readonly swap: SeatSwapView | null;
  /** 5.7, 6.5: this seat was skipped and may still defend. */
  readonly skipped: SeatNoteView | null;
  /** 10.2: cards owed that the empty draw pile could not supply (one penalty point each); null when none. */
  readonly unpaid: SeatNoteView | null;
  /** 9.4: penalty points once counted, else null. */
  readonly points: number | null;
  /** "4 points", "1 point"; null before the count. */
  readonly pointsLabel: string | null;
  readonly slot: SeatSlot;
}

/** A line of explanation on a seat, with the paragraph behind it. */
export interface SeatNoteView {
  /** The short badge: "skipped". */
  readonly badge: string;
  /** The full line: "skipped: may defend until the next move". */
  readonly text: string;
  readonly paragraph: CitationView;
}

export interface SeatSwapView extends SeatNoteView {
  readonly partnerName: string;
  readonly stage: 'announced' | 'binding';
}

export interface PileEntryView {
  readonly card: Card;
  readonly by: Seat;
  readonly byName: string;
  /** How the card was played; 'laid' when a view withholds the verdict (against bots, spotting a foul is the players' job). */
  readonly as: PlayedAs | 'laid';
  readonly event: number;
  readonly isTop: boolean;
  /** "move by Ben" */
  readonly caption: string;
  /** 7.4: the suit wished on the top card (a Jack); null on every other card. */
  readonly wish: WishView | null;
}

/** 7.4: a wished suit, named in words (the symbol is only a help). */
export interface WishView {
  readonly suit: Suit;
  /** "♥" */
  readonly symbol: string;
  readonly red: boolean;
  /** "wished: hearts" */
  readonly text: string;
  readonly paragraph: CitationView;
}

export interface PileView {
  /** The top cards, top card first. */
  readonly shown: readonly PileEntryView[];
  readonly total: number;
  /** Cards below the shown ones. */
  readonly hidden: number;
}

export interface HaltView {
  /** "Halted by Ben: the draw pile is empty and must be reshuffled" */
  readonly text: string;
  /** What a halt means at the table (4.15). */
  readonly detail: string;
  /** The paragraph that halted the game (4.15, or 5.5 / 6.3 for a swap). */
  readonly paragraph: CitationView;
  /** 4.15 and, if different, the paragraph that halted the game. */
  readonly citations: readonly CitationView[];
}

/** 5.5, 6.3: the swap banner. */
export interface SwapView {
  readonly stage: 'announced' | 'binding';
  /** "Swap announced" / "Swap binding" */
  readonly heading: string;
  readonly partnerNames: readonly [string, string];
  /** What follows the names: "(Ben may defend with a red Nine)", "; the game is halted ...". */
  readonly detail: string;
  /** The whole line as text: "Swap announced: Anna ↔ Ben (Ben may defend with a red Nine)". */
  readonly text: string;
  readonly paragraph: CitationView;
}

/** 9.1-9.4: what the end of the game looks like so far. */
export interface EndView {
  readonly winnerName: string;
  /** "Ben has gone out: ..." */
  readonly text: string;
  readonly citations: readonly CitationView[];
}

export interface StatusView {
  readonly phase: Phase;
  readonly phaseLabel: string;
  readonly direction: Direction;
  readonly directionLabel: string;
  readonly toMoveName: string;
  readonly throwsAllowed: boolean;
  readonly throwsLabel: string;
  readonly halt: HaltView | null;
  readonly swap: SwapView | null;
  readonly winnerName: string | null;
  /** Set once someone has gone out (phases over and scored). */
  readonly end: EndView | null;
}

export interface WindowView {
  readonly id: string;
  readonly kind: string;
  /**
   * What the window allows or demands, in plain words: "may give a card" (the
   * owner's right), or "others may complain about Ben's missed call ..." when
   * the right belongs to everyone but the owner.
   */
  readonly kindLabel: string;
  readonly ownerName: string;
  /** Who the sentence is about (usually the owner; "Others" for a complaint window). */
  readonly subject: string;
  /** The rest of the sentence: "may give a card", "may complain about Ben's missed call". */
  readonly predicate: string;
  /** subject + predicate: "Ben may give a card". */
  readonly text: string;
  readonly paragraph: CitationView;
  readonly closing: string;
}

/** 9.4: one row of the penalty point table. */
export interface ScoreRowView {
  readonly seat: Seat;
  readonly name: string;
  readonly points: number;
  readonly isWinner: boolean;
  /** "winner"; "includes 2 unpaid" citing 10.2. */
  readonly notes: readonly ScoreNoteView[];
}

export interface ScoreNoteView {
  readonly text: string;
  readonly paragraph: CitationView | null;
}

export interface ScoreView {
  readonly rows: readonly ScoreRowView[];
  readonly paragraph: CitationView;
  /** Whether any row has a note (the table then shows a note column). */
  readonly hasNotes: boolean;
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
  /** 9.4: the penalty points, once counted; null before. */
  readonly scores: ScoreView | null;
  /** The latest events, oldest first. */
  readonly events: readonly EventView[];
  /** Events before the listed ones. */
  readonly olderEvents: number;
}

/** A name for every seat, even if the state lists fewer names than seats. */
export function nameOf(state: Pick<GressState, 'players'>, seat: Seat, locale: Locale = 'en'): string {
  return state.players[seat] ?? VIEW_WORDS[locale].seat(seat + 1);
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

export function phaseLabel(phase: Phase, stage: DealStage | null, locale: Locale = 'en'): string {
  const w = VIEW_WORDS[locale];
  switch (phase) {
    case 'dealing':
      return stage ? w.dealingAt(w.stages[stage]) : w.dealing;
    case 'ready':
      return w.ready;
    case 'running':
      return w.running;
    case 'halted':
      return w.halted;
    case 'over':
      return w.over;
    case 'scored':
      return w.scored;
  }
}

/** 9.1: once someone has gone out no events happen, so nobody is to move and nobody may throw. */
function activeGameOver(state: Pick<GressState, 'phase'>): boolean {
  return state.phase === 'over' || state.phase === 'scored';
}

/** Suit symbols for text (the card faces draw their own). */
export const SUIT_SYMBOLS: Record<Suit, string> = { clubs: '♣', spades: '♠', hearts: '♥', diamonds: '♦' };

export function pointsLabel(points: number, locale: Locale = 'en'): string {
  return VIEW_WORDS[locale].points(points);
}

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

export function debtView(cards: number, event: number, paragraph: string, locale: Locale = 'en'): DebtView {
  return { cards, event, paragraph: citationView(paragraph, locale), text: VIEW_WORDS[locale].owes(cards, event, paragraph) };
}

/** 5.5, 6.3: the swap partners' badge and line, or null for every other seat. */
function seatSwap(state: GressState, seat: Seat, locale: Locale): SeatSwapView | null {
  const swap = state.swap;
  if (!swap) return null;
  const [a, b] = swap.partners;
  if (seat !== a && seat !== b) return null;
  const w = VIEW_WORDS[locale];
  const partnerName = nameOf(state, seat === a ? b : a, locale);
  const text = swap.stage === 'announced' ? w.swapAnnounced(partnerName) : w.swapBinding(partnerName);
  return { badge: w.swapBadge, text, partnerName, stage: swap.stage, paragraph: citationView(swap.paragraph, locale) };
}

/** 5.7, 6.5: the skipped player is the owner of the skip defence window. */
function seatSkipped(state: GressState, seat: Seat, locale: Locale): SeatNoteView | null {
  const window = state.windows.find((x) => x.kind === 'skipDefence' && x.owner === seat);
  if (!window) return null;
  const w = VIEW_WORDS[locale];
  return {
    badge: w.skippedBadge,
    text: w.skippedText(w.closing(window.closing, (s) => nameOf(state, s, locale))),
    paragraph: citationView(window.paragraph, locale),
  };
}

function seatUnpaid(state: GressState, seat: Seat, locale: Locale): SeatNoteView | null {
  const n = state.unpaid[seat] ?? 0;
  if (n <= 0) return null;
  const w = VIEW_WORDS[locale];
  return {
    badge: w.unpaidBadge,
    text: w.unpaidText(w.cards(n), w.points(n)),
    paragraph: citationView('10.2', locale),
  };
}

export function seatViews(state: GressState, locale: Locale = 'en'): SeatView[] {
  const w = VIEW_WORDS[locale];
  const count = state.players.length;
  const showReady = state.phase === 'dealing' || state.phase === 'ready';
  return state.players.map((name, seat) => {
    const isDealer = seat === state.dealer;
    const isToMove = seat === state.toMove && !activeGameOver(state);
    const isWinner = state.winner === seat;
    const ready = showReady ? (state.pickedUp[seat] ?? false) : null;
    const debts = state.debts.filter((d) => d.seat === seat).map((d) => debtView(d.cards, d.event, d.paragraph, locale));
    const hand = state.hands[seat] ?? [];
    const laidDown = state.laidDown[seat] ?? false;
    const swap = seatSwap(state, seat, locale);
    const skipped = seatSkipped(state, seat, locale);
    const points = state.penalties ? (state.penalties[seat] ?? null) : null;
    const facts = [
      isDealer ? w.dealer : null,
      isToMove ? w.toMove : null,
      isWinner ? w.winner : null,
      skipped ? w.skipped : null,
      swap ? w.swapWith(swap.partnerName) : null,
      w.cards(hand.length),
      laidDown ? w.laidDown : null,
      points !== null ? w.points(points) : null,
    ].filter((f): f is string => f !== null);
    return {
      seat,
      name,
      label: w.seatLabel(seat + 1, name, facts.join(', ')),
      isDealer,
      isToMove,
      isWinner,
      hand,
      handOpen: laidDown,
      laidDown,
      marke: markeView(state, seat),
      ready,
      debts,
      swap,
      skipped,
      unpaid: seatUnpaid(state, seat, locale),
      points,
      pointsLabel: points === null ? null : w.points(points),
      slot: seatSlot(seat, count),
    };
  });
}

export function pileView(state: GressState, shown = PILE_SHOWN, locale: Locale = 'en'): PileView {
  const w = VIEW_WORDS[locale];
  const total = state.playPile.length;
  const top = state.playPile.slice(Math.max(0, total - shown)).reverse();
  return {
    shown: top.map((p, i) => {
      const byName = nameOf(state, p.by, locale);
      return {
        card: p.card,
        by: p.by,
        byName,
        as: p.as,
        event: p.event,
        isTop: i === 0,
        caption: w.caption(w.playedAs[p.as], byName),
        // 7.4: a wish holds only while its Jack lies on top.
        wish: i === 0 && p.wishedSuit ? wishView(p.wishedSuit, locale) : null,
      };
    }),
    total,
    hidden: Math.max(0, total - top.length),
  };
}

export function wishView(suit: Suit, locale: Locale = 'en'): WishView {
  const w = VIEW_WORDS[locale];
  return {
    suit,
    symbol: SUIT_SYMBOLS[suit],
    red: suit === 'hearts' || suit === 'diamonds',
    text: w.wished(w.suit(suit)),
    paragraph: citationView('7.4', locale),
  };
}

/** Distinct citations in order. */
function citations(numbers: readonly string[], locale: Locale): CitationView[] {
  return [...new Set(numbers)].map((n) => citationView(n, locale));
}

export function haltView(state: GressState, locale: Locale = 'en'): HaltView | null {
  const halt = state.halt;
  if (!halt) return null;
  const w = VIEW_WORDS[locale];
  const name = (seat: Seat) => nameOf(state, seat, locale);
  const swap = halt.reason === 'swap' ? state.swap : null;
  const reason = swap ? w.mustExchange(name(swap.partners[0]), name(swap.partners[1])) : (w.haltReasons[halt.reason] ?? humanize(halt.reason));
  return {
    text: w.haltedBy(name(halt.by), reason),
    detail: w.haltDetail,
    paragraph: citationView(halt.paragraph, locale),
    citations: citations(['4.15', halt.paragraph], locale),
  };
}

export function swapView(state: GressState, locale: Locale = 'en'): SwapView | null {
  const swap = state.swap;
  if (!swap) return null;
  const w = VIEW_WORDS[locale];
  const [a, b] = swap.partners;
  const partnerNames = [nameOf(state, a, locale), nameOf(state, b, locale)] as const;
  const byOther = swap.by !== a && swap.by !== b ? w.announcedBy(nameOf(state, swap.by, locale)) : '';
  let heading: string;
  let detail: string;
  if (swap.stage === 'announced') {
    // 5.5: the target may refuse with a red Nine; the window says who, else it is the partner who did not announce.
    const defence = state.windows.find((w) => w.kind === 'swapDefence');
    const defender = defence ? defence.owner : swap.by === a ? b : a;
    heading = w.swapAnnouncedHeading;
    detail = w.mayDefendSwap(byOther, nameOf(state, defender, locale));
  } else {
    heading = w.swapBindingHeading;
    detail = w.haltedUntilExchanged(byOther);
  }
  return {
    stage: swap.stage,
    heading,
    partnerNames,
    detail,
    text: `${heading}: ${partnerNames[0]} ↔ ${partnerNames[1]}${detail}`,
    paragraph: citationView(swap.paragraph, locale),
  };
}

export function endView(state: GressState, locale: Locale = 'en'): EndView | null {
  if (state.winner === null || (state.phase !== 'over' && state.phase !== 'scored')) return null;
  const w = VIEW_WORDS[locale];
  const winnerName = nameOf(state, state.winner, locale);
  if (state.phase === 'scored') {
    return {
      winnerName,
      text: w.wonScored(winnerName),
      citations: citations(['9.1', '9.4'], locale),
    };
  }
  return {
    winnerName,
    text: w.wonOver(winnerName),
    citations: citations(['9.1', '9.2', '9.3'], locale),
  };
}

export function statusView(state: GressState, locale: Locale = 'en'): StatusView {
  const w = VIEW_WORDS[locale];
  const clockwise = state.direction === 'clockwise';
  const ended = activeGameOver(state);
  return {
    phase: state.phase,
    phaseLabel: phaseLabel(state.phase, state.dealStage, locale),
    direction: state.direction,
    directionLabel: clockwise ? w.clockwise : w.counterClockwise,
    toMoveName: ended ? w.nobody : nameOf(state, state.toMove, locale),
    throwsAllowed: state.throwsAllowed && !ended,
    throwsLabel: ended ? w.noThrows : state.throwsAllowed ? w.throwsAllowed : w.throwsForbidden,
    halt: haltView(state, locale),
    swap: swapView(state, locale),
    winnerName: state.winner === null ? null : nameOf(state, state.winner, locale),
    end: endView(state, locale),
  };
}

/**
 * What each kind of window lets its owner do, in plain words, as [subject,
 * predicate]. Complaint windows belong to the accused, so their sentence is
 * about the others. Partial on purpose: a kind the engine adds later still
 * shows, in words made from its identifier.
 */
type Words = (typeof VIEW_WORDS)[Locale];
const WINDOW_SENTENCES: Partial<Record<WindowKind, (w: GressWindow, owner: string, t: Words) => readonly [string, string]>> = {
  give: (_, o, t) => [o, t.mayGive],
  swapAnnouncement: (w, o, t) => [o, w.paragraph === '6.3' || w.data?.paragraph === '6.3' ? t.mayNameTwo : t.mayAnnounceSwap],
  swapDefence: (_, o, t) => [o, t.mayDefendSwapWindow],
  skipDefence: (w, o, t) => [o, w.paragraph === '6.5' ? t.mayDefendSkipDebt : t.mayDefendSkip],
  wish: (_, o, t) => [o, t.mayWish],
  lastButOneCall: (w, o, t) => [o, w.data?.called ? t.hasCalled : t.mustCall],
  missedCallComplaint: (_, o, t) => [t.others, t.complainCall(o)],
  foulMarke: (w, o, t) => [t.others, t.complainCard(o, Boolean(w.data?.markeTaken))],
  markeComplaint: (_, o, t) => [t.others, t.complainMarke(o)],
};

export function windowView(state: GressState, w: GressWindow, locale: Locale = 'en'): WindowView {
  const t = VIEW_WORDS[locale];
  const ownerName = nameOf(state, w.owner, locale);
  const sentence = WINDOW_SENTENCES[w.kind as WindowKind];
  const [subject, predicate] = sentence ? sentence(w, ownerName, t) : [ownerName, t.openWindow(humanize(w.kind))];
  return {
    id: w.id,
    kind: w.kind,
    kindLabel: subject === ownerName ? predicate : `${t.inSentence(subject)} ${predicate}`,
    ownerName,
    subject,
    predicate,
    text: `${subject} ${predicate}`,
    paragraph: citationView(w.paragraph, locale),
    closing: t.closing(w.closing, (seat) => nameOf(state, seat, locale)),
  };
}

export function scoreView(state: GressState, locale: Locale = 'en'): ScoreView | null {
  const penalties = state.penalties;
  if (!penalties) return null;
  const w = VIEW_WORDS[locale];
  const rows = state.players.map((name, seat) => {
    const isWinner = state.winner === seat;
    const unpaid = state.unpaid[seat] ?? 0;
    const notes: ScoreNoteView[] = [];
    if (isWinner) notes.push({ text: w.winnerNote, paragraph: null });
    if (unpaid > 0) notes.push({ text: w.unpaidNote(unpaid), paragraph: citationView('10.2', locale) });
    return { seat, name, points: penalties[seat] ?? 0, isWinner, notes };
  });
  return { rows, paragraph: citationView('9.4', locale), hasNotes: rows.some((r) => r.notes.length > 0) };
}

export function tableView(state: GressState, locale: Locale = 'en'): TableView {
  const seats = seatViews(state, locale);
  const slots = new Set(seats.map((s) => `${s.slot.row}/${s.slot.col}`));
  const events = state.events.slice(-EVENTS_SHOWN);
  return {
    seats,
    layout: slots.size === seats.length ? 'oval' : 'list',
    pile: pileView(state, PILE_SHOWN, locale),
    drawCount: state.drawPile.length,
    packCount: state.phase === 'dealing' ? state.pack.length : null,
    dealerName: nameOf(state, state.dealer, locale),
    peeked: state.peeked,
    status: statusView(state, locale),
    windows: state.windows.map((w) => windowView(state, w, locale)),
    scores: scoreView(state, locale),
    events: events.map((e) => ({ id: e.id, kind: e.kind, playerName: nameOf(state, e.seat, locale), summary: eventWords(e, locale) })),
    olderEvents: state.events.length - events.length,
  };
}

/** An event's line: the engine's English summary, or its message in another language. */
export function eventWords(event: Pick<GameEvent, 'summary' | 'says'>, locale: Locale): string {
  return locale === 'en' || !event.says ? event.summary : say(event.says, locale);
}

export function stepView(frame: Frame, index: number): StepView {
  return shellStepView(frame, index, GRESS_PARAGRAPHS);
}

export function stepViews(frames: readonly Frame[]): StepView[] {
  return shellStepViews(frames, GRESS_PARAGRAPHS);
}

export function announcement(frames: readonly Frame[], index: number): string {
  return shellAnnouncement(frames, index, GRESS_PARAGRAPHS);
}

export { stepCounter, type CitationView, type StepView };
