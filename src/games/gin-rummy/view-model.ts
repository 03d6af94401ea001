/**
 * The table view of Gin Rummy: pure functions from a GinState (plus the
 * reader's hand toggle, play mode's lawful actions and whether "Knock" is
 * armed) to everything Table.tsx shows. All wording and every decision about
 * what to show lives here; the components only lay it out. Pure and
 * DOM-free, so the server render equals the client's first one.
 *
 * Play mode acts for the player whose turn it is (hand.turn): tap a card of
 * that hand to discard it (or, armed, to knock with it face down and the
 * best grouping of the rest), the stock to draw, the discard pile to take.
 * Marks say what the engine lists as lawful; anything may still be tried.
 */
import { compareCards, type Card } from '../../../engine/gin-rummy/cards';
import { HAND_SIZE, missingCardPoints } from '../../../engine/gin-rummy/hand-score';
import { bestOpponentResult } from '../../../engine/gin-rummy/layoffs';
import { bestArrangement, bestDiscard, cardCode, toMeld, type Meld } from '../../../engine/gin-rummy/melds';
import type { GinAction, GinState, Knock, Seat } from '../../../engine/gin-rummy/types';
import type { CitationView } from '../../components/sandbox/step-view';
import type { Locale } from '../../../engine/core/messages';
import { arrangementView, arrangementWords, type ArrangementView } from './arrangement';
import { cardFace, cardsText, meldText, type CardFace } from './card-face';
import { ginCitation } from './citations';
import { ledgerView, type LedgerView } from './ledger-view';
import { TABLE_WORDS } from './table-words';

/** 'deals next' stands for 'to act' once the hand is over (§3: the next dealer acts next). */
export type Badge = 'dealer' | 'to act' | 'deals next' | 'knocked';

/** A button the table offers in play mode: the action, its words, and whether the engine lists it as lawful now. */
export interface ActionButton {
  readonly action: GinAction;
  /** The accessible name: "Draw from the stock as Ana". */
  readonly label: string;
  readonly lawful: boolean;
}

export interface HandCardView {
  readonly face: CardFace;
  /** Play mode, the acting hand: what tapping the card does. */
  readonly play: ActionButton | null;
}

export interface HandView {
  readonly faceUp: boolean;
  /** Face up: in display order (suit, then rank; the order in hand means nothing). Face down: empty. */
  readonly cards: readonly HandCardView[];
  readonly count: number;
  /** "Ana's hand: 10 cards" or "Ben's hand: 10 cards, face down" */
  readonly label: string;
  /** The best arrangement in words (face-up hands only). */
  readonly arrangement: ArrangementView | null;
}

export interface SeatView {
  readonly seat: Seat;
  readonly name: string;
  readonly side: 'top' | 'bottom';
  readonly badges: readonly Badge[];
  /** The seat group's label: "Ana, dealer, to act" */
  readonly label: string;
  /** "red pack" (§1: each player's own pack; cosmetic). */
  readonly pack: string;
  readonly hand: HandView;
}

export interface StockView {
  readonly count: number;
  /** "Stock: 31 cards, face down" */
  readonly label: string;
  /** §14.3: the top card, exposed and put back face up; null normally. */
  readonly exposed: CardFace | null;
  readonly draw: ActionButton | null;
}

export interface DiscardPileView {
  readonly count: number;
  /** §5: only the top card shows. */
  readonly top: CardFace | null;
  /** "Discard pile: 3 cards, 7♥ on top" */
  readonly label: string;
  readonly take: ActionButton | null;
}

/** A card on one of the knocker's melds; `off` names who laid it off (§8), null for the knocker's own. */
export interface MeldCardView {
  readonly face: CardFace;
  readonly off: string | null;
}

export interface KnockView {
  readonly name: string;
  /** "Ana knocked with 5" / "Ana went gin" */
  readonly heading: string;
  /** §7: the face-down card is never shown. */
  readonly buriedLabel: string;
  /** Numbered from 1 as the notation numbers them for lay-offs; laid-off cards merged in, in rank order. */
  readonly melds: readonly { readonly number: number; readonly cards: readonly MeldCardView[] }[];
  readonly deadwood: readonly CardFace[];
  readonly points: number;
  /** "Deadwood K♣ Q♠ = 20", "No deadwood" */
  readonly deadwoodText: string;
  /** §14.6, §14.11: what is irregular about the knock, in words; empty when regular. */
  readonly faults: readonly string[];
}

export interface LayoutView {
  readonly name: string;
  readonly melds: readonly (readonly CardFace[])[];
  /** "8♣ onto meld 2" */
  readonly layoffs: readonly { readonly face: CardFace; readonly meld: number; readonly text: string }[];
  readonly deadwood: readonly CardFace[];
  readonly deadwoodText: string;
}

export interface ResultView {
  /** Who scores what and why, in words. */
  readonly text: string;
  /** The scoring rule first (§9-§12), then the §14 paragraphs that changed it. */
  readonly citations: readonly CitationView[];
}

export interface PlayView {
  /** The player the reader acts for: whose turn it is. */
  readonly seat: Seat;
  readonly name: string;
  /** What to do now, in words. */
  readonly hint: string;
  /** The Knock toggle, when the acting player holds eleven cards to knock from; `lawful` when some knock is lawful. */
  readonly knock: { readonly armed: boolean; readonly lawful: boolean } | null;
  /** A lawful gin, ready to play. */
  readonly gin: ActionButton | null;
  /** After a knock: the opponent's best lay-out (§8). */
  readonly layout: ActionButton | null;
  /** After a hand: the next deal. */
  readonly deal: ActionButton | null;
}

export interface TableView {
  /** Seat 1 on top, seat 0 at the bottom; DOM order is this order. */
  readonly seats: readonly [SeatView, SeatView];
  /** "Hand 2 · Ben deals from the blue pack" */
  readonly dealLine: string;
  /** Whose turn and what to do, in words. */
  readonly phaseLine: string;
  /** §14.3, §14.4 and such: what else is going on, in words. */
  readonly notes: readonly string[];
  readonly stock: StockView;
  readonly discards: DiscardPileView;
  readonly knock: KnockView | null;
  readonly layout: LayoutView | null;
  readonly result: ResultView | null;
  readonly ledger: LedgerView | null;
  readonly play: PlayView | null;
  readonly toggleLabel: string;
}

export interface TableViewInput {
  readonly state: GinState;
  readonly showHands: boolean;
  /** Play mode: the lawful actions of the acting seat (TablePlay.lawfulOf(hand.turn)); absent in demo mode. */
  readonly lawful?: readonly GinAction[];
  /** Play mode: the reader armed "Knock", so a tapped card is knocked with rather than discarded. */
  readonly armed?: boolean;
  /** The language of the words; English where not given. */
  readonly locale?: Locale;
}

const nameOf = (state: GinState, seat: number, locale: Locale = 'en') => state.players[seat] ?? TABLE_WORDS[locale].seat(seat + 1);
const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);
const PLAY_PHASES: readonly string[] = ['first-discard', 'draw', 'discard'];

/** Whether `lawful` holds an action like `action` (same kind, seat, card or count; a knock's grouping and a shuffle's seed aside: any seed is as lawful). */
export function listed(lawful: readonly GinAction[], action: GinAction): boolean {
  return lawful.some((a) => {
    if (a.type !== action.type || a.seat !== action.seat) return false;
    if (a.type === 'discard' && action.type === 'discard') return cardCode(a.card) === cardCode(action.card);
    if (a.type === 'knock' && action.type === 'knock') return cardCode(a.discard) === cardCode(action.discard) && a.gin === action.gin;
    if (a.type === 'draw' && action.type === 'draw') return a.count === action.count;
    if (a.type === 'claim' && action.type === 'claim') return a.what === action.what;
    if (a.type === 'deal' && action.type === 'deal') return String(a.counts ?? '') === String(action.counts ?? '');
    return true;
  });
}

/** §7: a knock with `discard` face down and the best grouping of the rest; gin when nothing is left (§11). */
export function knockWith(hand: readonly Card[], seat: Seat, discard: Card): { action: GinAction; points: number } {
  const rest = hand.filter((c) => cardCode(c) !== cardCode(discard));
  const best = bestArrangement(rest);
  const gin = best.points === 0 && rest.length === HAND_SIZE;
  return { action: { type: 'knock', seat, discard, melds: best.melds.map((m) => [...m.cards]), gin }, points: best.points };
}

/** §7, §11: the knocker's cards laid out in exactly ten, none of them deadwood. */
function isGinKnock(k: Knock): boolean {
  return k.deadwood.length === 0 && k.melds.reduce((n, m) => n + m.length, 0) === HAND_SIZE;
}

/** §8 with §11, §14.13: the opponent's best lay-out against the knock on the table. */
export function bestLayoutAction(state: GinState, seat: Seat): GinAction {
  const k = state.hand.knock!;
  const hand = state.hand.hands[seat];
  const melds: Meld[] = k.melds.map((m) => toMeld(m)).filter((m): m is Meld => m !== null);
  const best = bestOpponentResult(hand, melds, { allowLayOffs: !isGinKnock(k) && hand.length <= HAND_SIZE });
  return { type: 'layout', seat, melds: best.melds.map((m) => [...m.cards]), layoffs: best.layoffs.map((l) => ({ card: l.card, meld: l.meld })) };
}

/** The words of a lay-out: "7♥7♦7♣7♠ · 9♥10♥J♥Q♥, 8♣ onto meld 2". */
export function layoutWords(action: Extract<GinAction, { type: 'layout' }>, locale: Locale = 'en'): string {
  const w = TABLE_WORDS[locale];
  const melds = action.melds.length ? action.melds.map(meldText).join(' · ') : w.noMelds;
  const offs = action.layoffs.map((l) => w.onto(cardFace(l.card).text, l.meld + 1));
  return offs.length ? w.layOff(melds, offs.join(', ')) : melds;
}

/** "Hand 2 · Ben deals from the blue pack" (with §14.1's rightful dealer when someone else dealt). */
export function dealLine(state: GinState, locale: Locale = 'en'): string {
  const h = state.hand;
  const counted = h.end !== null && h.end.kind !== 'misdeal';
  const number = state.ledger.length + (counted ? 0 : 1);
  const due = h.due !== h.dealer ? nameOf(state, h.due, locale) : null;
  return TABLE_WORDS[locale].dealLine(number, nameOf(state, h.dealer, locale), state.packs[h.dealer], due);
}

/** Whose turn it is and what they do, in words (§5, §7, §8, §14.10). */
export function phaseLine(state: GinState, locale: Locale = 'en'): string {
  const w = TABLE_WORDS[locale];
  const h = state.hand;
  const who = nameOf(state, h.turn, locale);
  const size = h.hands[h.turn]?.length ?? 0;
  switch (state.phase) {
    case 'first-discard':
      return w.opens(who);
    case 'draw':
      if (size > HAND_SIZE) return w.holdsMore(who, size);
      if (size < HAND_SIZE) return w.holdsFewer(who, size);
      return w.toDraw(who);
    case 'discard':
      return w.nowDiscards(who, h.drawn === 'discard' || h.drawn === 'stock' ? h.drawn : null);
    case 'knocked': {
      const k = h.knock!;
      const knocker = nameOf(state, k.by, locale);
      if (k.faults.length > 0 && !k.accepted) return w.irregularKnock(knocker, who);
      return isGinKnock(k) ? w.ginKnocked(knocker, who) : w.knocked(knocker, who);
    }
    case 'hand-over':
      return h.end?.kind === 'misdeal' ? w.misdealAgain(who) : w.handOver(who);
    case 'match-over':
      return w.matchOver;
  }
}

/** Things that are off the ordinary course, in words. */
function notesOf(state: GinState, locale: Locale): string[] {
  const w = TABLE_WORDS[locale];
  const h = state.hand;
  const out: string[] = [];
  if (h.early !== null) out.push(w.early(nameOf(state, h.early, locale), nameOf(state, h.turn, locale)));
  if (h.exposed !== null) out.push(w.exposed(nameOf(state, h.exposed, locale), nameOf(state, other(h.exposed), locale)));
  return out;
}

function knockView(state: GinState, locale: Locale): KnockView | null {
  const w = TABLE_WORDS[locale];
  const h = state.hand;
  const k = h.knock;
  if (!k) return null;
  const name = nameOf(state, k.by, locale);
  const offBy = nameOf(state, other(k.by), locale);
  const layoffs = h.layout?.layoffs ?? [];
  const melds = k.melds.map((m, i) => {
    const own = m.map((card) => ({ card, off: null as string | null }));
    const laid = layoffs.filter((l) => l.meld === i).map((l) => ({ card: l.card, off: offBy }));
    const all = [...own, ...laid].sort((a, b) => compareCards(a.card, b.card));
    return { number: i + 1, cards: all.map((c) => ({ face: cardFace(c.card, locale), off: c.off })) };
  });
  const points = k.deadwood.reduce((n, c) => n + Math.min(c.rank, 10), 0);
  const gin = isGinKnock(k);
  const laidOut = k.melds.reduce((n, m) => n + m.length, 0) + k.deadwood.length;
  const faults: string[] = [];
  if (k.faults.includes('deadwood')) faults.push(w.overTen(points));
  if (k.faults.includes('count')) faults.push(w.wrongCount(laidOut));
  if (faults.length && k.accepted) faults.push(w.acceptedBy(offBy));
  return {
    name,
    heading: gin ? w.wentGin(name) : w.knockedWith(name, points, k.saidGin),
    buriedLabel: w.buried(name),
    melds,
    deadwood: [...k.deadwood].sort(compareCards).map((c) => cardFace(c, locale)),
    points,
    deadwoodText: k.deadwood.length === 0 ? w.noDeadwood : w.deadwood(cardsText([...k.deadwood].sort(compareCards)), points),
    faults,
  };
}

function layoutView(state: GinState, locale: Locale): LayoutView | null {
  const w = TABLE_WORDS[locale];
  const h = state.hand;
  const l = h.layout;
  if (!l || !h.knock) return null;
  const deadwood = [...l.deadwood].sort(compareCards);
  const points = deadwood.reduce((n, c) => n + Math.min(c.rank, 10), 0);
  const face = (c: Card) => cardFace(c, locale);
  return {
    name: nameOf(state, other(h.knock.by), locale),
    melds: l.melds.map((m) => m.map(face)),
    layoffs: l.layoffs.map((o) => ({ face: face(o.card), meld: o.meld + 1, text: w.onto(face(o.card).text, o.meld + 1) })),
    deadwood: deadwood.map(face),
    deadwoodText: deadwood.length === 0 ? w.noDeadwood : w.deadwood(cardsText(deadwood), points),
  };
}

/** How the hand ended and who writes what, in words (§9-§12, §14.9, §14.11-§14.13). */
export function resultView(state: GinState, locale: Locale = 'en'): ResultView | null {
  const w = TABLE_WORDS[locale];
  const h = state.hand;
  const end = h.end;
  if (!end) return null;
  const dealer = nameOf(state, h.dealer, locale);
  if (end.kind === 'no-game') return { text: w.noGame(dealer), citations: [ginCitation('12', locale)] };
  if (end.kind === 'misdeal') return { text: w.misdeal(dealer), citations: [ginCitation('14.9', locale)] };
  const k = h.knock!;
  const knocker = nameOf(state, k.by, locale);
  const opponent = nameOf(state, other(k.by), locale);
  const kShort = missingCardPoints(end.knockerCards);
  const oShort = missingCardPoints(end.opponentCards);
  const kCount = end.knockerDeadwood + kShort;
  const oCount = end.opponentDeadwood + oShort;
  const kWords = w.short(knocker, kShort);
  const oWords = w.short(opponent, oShort);
  const s = end.score;
  let text: string;
  if (s.winner === null) {
    text = w.void(opponent, oCount, knocker, kCount, dealer);
  } else if (s.reason === 'gin') {
    text = w.ginScore(knocker, s.ginBonus, opponent, oCount, oWords, s.points);
  } else if (s.reason === 'undercut') {
    text = w.undercut(knocker, kCount, kWords, opponent, oCount, oWords, s.undercutBonus, s.points);
  } else {
    text = w.knockScore(knocker, kCount, kWords, opponent, oCount, oWords, s.points);
  }
  return { text, citations: s.citations.map((n) => ginCitation(n, locale)) };
}

function handView(state: GinState, seat: Seat, faceUp: boolean, play: { acting: Seat; lawful: readonly GinAction[]; armed: boolean } | null, locale: Locale): HandView {
  const w = TABLE_WORDS[locale];
  const hand = state.hand.hands[seat] ?? [];
  const name = nameOf(state, seat, locale);
  const count = hand.length;
  const acting = play !== null && play.acting === seat && PLAY_PHASES.includes(state.phase);
  const faces = faceUp
    ? [...hand].sort(compareCards).map((card): HandCardView => {
        const face = cardFace(card, locale);
        if (!acting || !play) return { face, play: null };
        if (play.armed) {
          const { action, points } = knockWith(hand, seat, card);
          const gin = action.type === 'knock' && action.gin;
          const label = gin ? w.goGin(face.name, name) : w.knockWith(face.name, name, points);
          return { face, play: { action, label, lawful: listed(play.lawful, action) } };
        }
        const action: GinAction = { type: 'discard', seat, card };
        return { face, play: { action, label: w.discard(face.name, name), lawful: listed(play.lawful, action) } };
      })
    : [];
  const what = count === 0 ? (state.hand.knock && state.hand.hands[seat]?.length === 0 ? w.laidOutNone : w.noCards) : w.cards(count);
  return {
    faceUp,
    cards: faces,
    count,
    label: w.handLabel(name, what, !(faceUp || count === 0)),
    arrangement: faceUp ? arrangementView(hand, locale) : null,
  };
}

function playHint(state: GinState, seat: Seat, armed: boolean, knockAvailable: boolean, locale: Locale): string {
  const w = TABLE_WORDS[locale];
  const who = nameOf(state, seat, locale);
  const h = state.hand;
  switch (state.phase) {
    case 'first-discard':
    case 'discard': {
      if (armed) {
        const best = bestDiscard(h.hands[seat]);
        const words = arrangementWords(best.arrangement.melds.map((m) => m.cards), best.arrangement.deadwood, best.arrangement.points, locale);
        return w.armedHint(who, cardFace(best.discard).text, words);
      }
      return w.discardHint(who, knockAvailable);
    }
    case 'draw':
      return h.hands[seat].length > HAND_SIZE ? w.discardHint(who, false) : w.drawHint(who);
    case 'knocked':
      return w.layoutHint(who);
    case 'hand-over':
      return w.dealHint(who);
    default:
      return '';
  }
}

export function tableView({ state, showHands, lawful, armed = false, locale = 'en' }: TableViewInput): TableView {
  const w = TABLE_WORDS[locale];
  const h = state.hand;
  const over = state.phase === 'match-over';
  const playing = lawful !== undefined && !over;
  const acting = h.turn;
  const actions = lawful ?? [];
  const inPlay = PLAY_PHASES.includes(state.phase);
  const actingHand = h.hands[acting] ?? [];
  const canKnock = playing && (state.phase === 'discard' || state.phase === 'first-discard') && actingHand.length === HAND_SIZE + 1;
  const isArmed = canKnock && armed;
  const play = playing ? { acting, lawful: actions, armed: isArmed } : null;

  const seatView = (seat: Seat, side: 'top' | 'bottom'): SeatView => {
    const name = nameOf(state, seat, locale);
    const badges: Badge[] = [];
    if (seat === h.dealer) badges.push('dealer');
    if (!over && seat === acting) badges.push(state.phase === 'hand-over' ? 'deals next' : 'to act');
    if (h.knock?.by === seat) badges.push('knocked');
    // Play mode: the reader acts for this player, so the acting hand is always face up.
    const faceUp = showHands || (playing && seat === acting && inPlay);
    return {
      seat,
      name,
      side,
      badges,
      label: [name, ...badges.map(w.badge)].join(', '),
      pack: w.pack(state.packs[seat]),
      hand: handView(state, seat, faceUp, play, locale),
    };
  };

  const who = nameOf(state, acting, locale);
  const drawAction: GinAction = { type: 'draw', seat: acting, count: 1 };
  const takeAction: GinAction = { type: 'take', seat: acting };
  const top = h.discards[h.discards.length - 1];
  const exposed = h.exposed !== null && h.stock.length > 0 ? cardFace(h.stock[0], locale) : null;
  const stock: StockView = {
    count: h.stock.length,
    label: w.stockLabel(h.stock.length, exposed ? exposed.name : null),
    exposed,
    draw: playing && inPlay ? { action: drawAction, label: w.drawAs(who), lawful: listed(actions, drawAction) } : null,
  };
  const topFace = top ? cardFace(top, locale) : null;
  const discards: DiscardPileView = {
    count: h.discards.length,
    top: topFace,
    label: w.pileLabel(h.discards.length, topFace ? topFace.text : null),
    take: playing && inPlay && topFace ? { action: takeAction, label: w.takeAs(topFace.name, who), lawful: listed(actions, takeAction) } : null,
  };

  let playView: PlayView | null = null;
  if (playing) {
    const knocks = actions.filter((a) => a.type === 'knock' && a.seat === acting);
    const ginAction = canKnock ? knocks.find((a) => a.type === 'knock' && a.gin) : undefined;
    let layout: ActionButton | null = null;
    if (state.phase === 'knocked' && h.knock) {
      const found = actions.find((a) => a.type === 'layout' && a.seat === acting);
      const action = (found ?? bestLayoutAction(state, acting)) as Extract<GinAction, { type: 'layout' }>;
      layout = { action, label: w.layoutAs(who, layoutWords(action, locale)), lawful: found !== undefined };
    }
    let deal: ActionButton | null = null;
    if (state.phase === 'hand-over') {
      const found = actions.find((a) => a.type === 'deal' && a.seat === acting);
      deal = { action: found ?? { type: 'deal', seat: acting, seed: state.ledger.length + 1 }, label: w.dealAs(who), lawful: found !== undefined };
    }
    playView = {
      seat: acting,
      name: who,
      hint: playHint(state, acting, isArmed, canKnock, locale),
      knock: canKnock ? { armed: isArmed, lawful: knocks.some((a) => a.type === 'knock' && !a.gin) } : null,
      gin: ginAction && ginAction.type === 'knock' ? { action: ginAction, label: w.ginAs(who, cardFace(ginAction.discard, locale).name), lawful: true } : null,
      layout,
      deal,
    };
  }

  return {
    seats: [seatView(1, 'top'), seatView(0, 'bottom')],
    dealLine: dealLine(state, locale),
    phaseLine: phaseLine(state, locale),
    notes: notesOf(state, locale),
    stock,
    discards,
    knock: knockView(state, locale),
    layout: layoutView(state, locale),
    result: resultView(state, locale),
    ledger: ledgerView(state, locale),
    play: playView,
    toggleLabel: showHands ? w.hideHands : w.showHands,
  };
}
