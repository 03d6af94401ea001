/**
 * The SENS table view: pure functions from a SensState (plus the reader's
 * hand toggle, the pack chosen and, in play mode, each seat's lawful
 * actions) to everything Table.tsx shows. All wording and every decision
 * about what to show lives here; the components only lay it out. Pure and
 * DOM-free, so the server render equals the client's first one.
 *
 * Seats are drawn south (0), west (1), north (2), east (3): clockwise, with
 * partners across (1.1). Play mode acts for the seat whose turn it is
 * (deal.turn): its hand moves to the play bar below the table, a tap plays
 * a card, chips offer the bids, Rauben, the rest, melds, Bella, Vorlauf and
 * such; other seats' lawful moves out of turn (robbing, taking a card back,
 * claims) are chips too. Marks say what the engine lists as lawful; anything
 * may still be tried, and the engine rules on it.
 */
import { LAST_TRICK_POINTS, cardPoints, compareForDisplay, suitOf, type Card, type Suit } from '../../../engine/sens/cards';
import { meldsIn } from '../../../engine/sens/melds';
import { brokenDuty, dutyReason, dutyReasonMessage, trickWinner } from '../../../engine/sens/tricks';
import { say } from '../../../engine/sens/messages/index';
import type { Locale } from '../../../engine/core/messages';
import type { Phase, Played, SensAction, SensState, Seat, Side } from '../../../engine/sens/types';
import { actionButton, actionKey, listed, seedOf, type ActionButton } from './action-words';
import { cardFace, inPack, suitWord, theCard, type CardFace, type Pack } from './card-face';
import { meldsView, type MeldsView } from './melds-view';
import { matchView, resultView, scoreView, type ResultView, type ScoreView } from './result-view';
import { TABLE_WORDS, type TableWords } from './table-words';
import { COMPASS, SEATS, listWords, nameOf, sideName, sideOf, type Compass } from './words';

export type { ActionButton } from './action-words';

export type Badge = 'dealer' | 'to act' | 'deals next' | 'Vorhand' | 'took the game' | 'robbed' | 'Bella' | 'Vorlauf';

export interface HandCardView {
  readonly card: Card;
  readonly face: CardFace;
  /** Play mode, the acting hand: what tapping the card does. */
  readonly play: ActionButton | null;
}

export interface HandView {
  readonly faceUp: boolean;
  /** Face up: trumps first, then by suit, high to low. Face down: empty. */
  readonly cards: readonly HandCardView[];
  readonly count: number;
  /** "Ana's hand: 8 cards" or "Ben's hand: 8 cards, face down" */
  readonly label: string;
  /** Play mode: this hand is the acting one, drawn large in the play bar instead of here. */
  readonly below: boolean;
}

export interface SeatView {
  readonly seat: Seat;
  readonly name: string;
  readonly compass: Compass;
  readonly side: Side;
  /** "Ana & Cem" */
  readonly sideName: string;
  readonly badges: readonly Badge[];
  /** The seat group's label: "Ana (south, Ana & Cem), dealer, to act" */
  readonly label: string;
  /** During the bidding, "passed" for a seat that passed in this round; else null (the bidder's badge and the trumps say the rest). */
  readonly said: string | null;
  readonly hand: HandView;
}

/** 4.4, 6.1: the card face up beside the pack during the bidding, and what became of it. */
export interface TurnedView {
  /** The card lying there now: the turned card, or the trump Seven after Rauben. */
  readonly card: Card;
  readonly face: CardFace;
  readonly text: string;
}

/** 4.3, 5.4: the undealt rest of the pack. */
export interface PackView {
  readonly count: number;
  readonly text: string;
  /** 4.3 (option on, during the bidding): the dealer's last card, shown when hands are shown. */
  readonly last: { readonly card: Card; readonly face: CardFace; readonly text: string } | null;
}

export interface BiddingView {
  /** "Passed in round 1: Ben." (the phase line says what the round allows). */
  readonly text: string;
}

export interface TrickSlot {
  readonly seat: Seat;
  readonly name: string;
  readonly compass: Compass;
  readonly card: Card | null;
  readonly face: CardFace | null;
  readonly led: boolean;
  /** The card that takes (or is taking) the trick (9.5). */
  readonly winning: boolean;
}

/** The latest card played and the duty it was under (9.1-9.4), or the duty it broke (1.3). */
export interface LatestView {
  readonly seat: Seat;
  readonly card: Card;
  readonly text: string;
  readonly foul: boolean;
}

export interface TrickView {
  /** 1 to 8 */
  readonly number: number;
  /** By seat (index = seat). */
  readonly slots: readonly TrickSlot[];
  /** True when the table is empty and this is the trick just taken in (the last trick, 1.5). */
  readonly taken: boolean;
  /** "Trick 3: Ana led; Ben's Herz-Unter wins so far (9.5)" */
  readonly heading: string;
  readonly latest: LatestView | null;
}

export interface SideTricksView {
  readonly side: Side;
  readonly name: string;
  readonly tricks: number;
  /** Card points of its tricks, the last trick's 10 included (3.1, 3.2). */
  readonly points: number;
  readonly text: string;
}

/** 1.5: the last trick taken in (it may be looked at again). */
export interface LastTrickView {
  readonly text: string;
  readonly cards: readonly { readonly seat: Seat; readonly name: string; readonly card: Card; readonly face: CardFace }[];
}

export interface PlayView {
  /** The seat the reader acts for: whose turn it is. */
  readonly seat: Seat;
  readonly name: string;
  /** What to do now, in words (the play bar names the player before it). */
  readonly hint: string;
  /** The acting hand, large: its cards play when tapped (play phase); shown only during the bidding. */
  readonly hand: readonly HandCardView[];
  /** Actions of the acting seat besides playing a card. */
  readonly chips: readonly ActionButton[];
  /** Lawful actions of other seats now (out of turn: robbing, a card taken back, claims, Vorlauf). */
  readonly others: readonly ActionButton[];
}

export interface TableView {
  /** In seat order (index = seat). */
  readonly seats: readonly SeatView[];
  /** "Ben deals, Ana cuts, Cem is Vorhand" */
  readonly dealLine: string;
  /** Whose turn and what to do, in words. */
  readonly phaseLine: string;
  /** 5.1, 5.2: the trump suit and who took the game: "Trumps: Herz (Cem, round 1)". */
  readonly trumps: { readonly suit: Suit; readonly text: string } | null;
  /** 4.3, 4.5: the table options in words. */
  readonly options: string;
  readonly turned: TurnedView | null;
  readonly pack: PackView | null;
  readonly bidding: BiddingView | null;
  readonly trick: TrickView | null;
  readonly tricks: readonly SideTricksView[] | null;
  readonly lastTrick: LastTrickView | null;
  readonly melds: MeldsView;
  /** Misdeal, fouls, Vorlauf: what is off the ordinary course, in words. */
  readonly notes: readonly string[];
  readonly result: ResultView | null;
  readonly match: ResultView | null;
  readonly score: ScoreView;
  readonly play: PlayView | null;
  readonly toggleLabel: string;
}

export interface TableViewInput {
  readonly state: SensState;
  readonly showHands: boolean;
  /** Play mode: the lawful actions of a seat now (TablePlay.lawfulOf); absent in demo mode. */
  readonly lawfulOf?: (seat: number) => readonly SensAction[];
  readonly pack?: Pack;
  /** The language of the words; English when not given. */
  readonly locale?: Locale;
}

/** What every builder below needs besides the state: the pack, the language and its words. */
interface Say {
  readonly pack: Pack;
  readonly locale: Locale;
  readonly w: TableWords;
  /** A card with its article in this language ("the Herz-Unter", "den Herz-Unter"). */
  readonly the: (card: Card) => string;
}

const sayFor = (pack: Pack, locale: Locale): Say => ({ pack, locale, w: TABLE_WORDS[locale], the: (card) => theCard(card, pack, locale) });

/** Phases in which players hold cards and act on them. */
const HOLDING: readonly Phase[] = ['bidding', 'taken', 'play'];

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** 9.1: Vorhand sits left of the dealer; 4.2: the cutter on his right. */
export const vorhandOf = (dealer: Seat): Seat => ((dealer + 1) % 4) as Seat;
export const cutterOf = (dealer: Seat): Seat => ((dealer + 3) % 4) as Seat;

/** Every card a seat has played this deal: in tricks taken in and on the table. */
function playedBy(state: SensState, seat: Seat): Card[] {
  const d = state.deal;
  return [...d.tricks.flatMap((t) => t.cards), ...d.trick].filter((p) => p.seat === seat).map((p) => p.card);
}

/** The card played last this deal and the trick (0-7) it went to: on the table, or the last card of the last trick taken in. */
function lastPlayed(state: SensState): { played: Played; trick: number } | null {
  const d = state.deal;
  if (d.trick.length > 0) return { played: d.trick[d.trick.length - 1], trick: d.tricks.length };
  const t = d.tricks[d.tricks.length - 1];
  return t ? { played: t.cards[t.cards.length - 1], trick: d.tricks.length - 1 } : null;
}

/** "Ben deals, Ana cuts, Cem is Vorhand" (4.2, 9.1). */
export function dealLine(state: SensState, locale: Locale = 'en'): string {
  const dealer = state.deal.dealer;
  return TABLE_WORDS[locale].dealLine(nameOf(state, dealer, locale), nameOf(state, cutterOf(dealer), locale), nameOf(state, vorhandOf(dealer), locale));
}

/** 4.3, 4.5 */
export function optionsLine(state: SensState, locale: Locale = 'en'): string {
  const o = state.options;
  return TABLE_WORDS[locale].optionsLine(o.dealerSeesLast, o.misdeal === 'strict');
}

/** 9.1-9.4: the paragraph of the duty a player adding to `trick` is under. */
function dutyParagraph(hand: readonly Card[], trick: readonly Card[], trump: Suit): string {
  if (trick.length === 0) return '9.1';
  const led = suitOf(trick[0]);
  if (led === trump) return '9.2';
  return hand.some((c) => suitOf(c) === led) ? '9.3' : '9.4';
}

/** "Must follow Herz (9.3)": the duty of the player to add a card now. */
export function dutyNow(hand: readonly Card[], trick: readonly Card[], trump: Suit, pack: Pack = 'bavarian', locale: Locale = 'en'): string {
  if (trick.length === 0) return TABLE_WORDS[locale].leadingAny;
  return `${capital(reasonIn(hand, trick, trump, pack, locale))} (${dutyParagraph(hand, trick, trump)})`;
}

/** 9.2-9.4: the engine's reason for the lawful cards, in the reader's language and pack. */
function reasonIn(hand: readonly Card[], trick: readonly Card[], trump: Suit, pack: Pack, locale: Locale): string {
  return locale === 'en' ? inPack(dutyReason(hand, trick, trump), pack) : inPack(say(dutyReasonMessage(hand, trick, trump), locale), pack, locale);
}

/** Whose turn it is and what they do, in words (4.2-4.6, 5.1-5.4, 9.1, 10). */
export function phaseLine(state: SensState, pack: Pack = 'bavarian', locale: Locale = 'en'): string {
  const d = state.deal;
  const w = TABLE_WORDS[locale];
  const who = nameOf(state, d.turn, locale);
  switch (state.phase) {
    case 'deal':
      return w.phaseDeal(who);
    case 'bidding': {
      const turned = d.turned ? suitWord(suitOf(d.turned), pack, locale) : null;
      return d.round === 1 ? w.phaseRound1(who, turned) : w.phaseRound2(who, turned);
    }
    case 'taken':
      return w.phaseTaken(who);
    case 'play': {
      const number = d.tricks.length + 1;
      if (d.trick.length === 0) return number === 1 ? w.phaseFirstLead(who) : w.phaseLeads(number, who);
      return w.phasePlays(number, who, nameOf(state, d.trick[0].seat, locale));
    }
    case 'deal-over':
      return d.end?.kind === 'misdeal' && d.turn === d.dealer ? w.phaseDealAgain(who) : w.phaseDealsNext(who);
    case 'match-over':
      return w.phaseMatchOver;
  }
}

function handView(state: SensState, seat: Seat, faceUp: boolean, below: boolean, { pack, locale, w }: Say, tap: ((card: Card) => ActionButton | null) | null): HandView {
  const d = state.deal;
  const hand = d.hands[seat] ?? [];
  const name = nameOf(state, seat, locale);
  const trump = d.game?.trump ?? null;
  const cards = faceUp ? [...hand].sort((a, b) => compareForDisplay(a, b, trump)).map((card) => ({ card, face: cardFace(card, pack, locale), play: tap ? tap(card) : null })) : [];
  return { faceUp, cards, count: hand.length, label: w.handLabel(name, hand.length, !faceUp && hand.length > 0), below };
}

function turnedView(state: SensState, { pack, locale, w, the }: Say): TurnedView | null {
  const d = state.deal;
  if (state.phase !== 'bidding' && state.phase !== 'taken') return null;
  if (d.robbedBy !== null && d.game) {
    const seven = `7${d.game.trump}` as Card;
    // The engine lays the Seven in the turned card's place and adds the turned card to the robber's hand, last (6.1).
    const taken = d.turned && d.turned !== seven ? d.turned : (d.hands[d.robbedBy] ?? []).at(-1);
    const text = w.robbedText(nameOf(state, d.robbedBy, locale), taken ? the(taken) : null, theCard(seven, pack, locale, 'nom'), nameOf(state, d.dealer, locale));
    return { card: seven, face: cardFace(seven, pack, locale), text };
  }
  if (!d.turned) return null;
  const face = cardFace(d.turned, pack, locale);
  return { card: d.turned, face, text: w.turnedText(theCard(d.turned, pack, locale, 'nom'), nameOf(state, d.dealer, locale)) };
}

function packView(state: SensState, showLast: boolean, { pack, locale, w }: Say): PackView | null {
  const d = state.deal;
  if (state.phase !== 'bidding' && state.phase !== 'taken') return null;
  const n = d.pack.length;
  const dealer = nameOf(state, d.dealer, locale);
  let last: PackView['last'] = null;
  let note = '';
  // 4.3 (the reading at 4.3): with the option on, the dealer sees the card he gets last, during the bidding.
  if (state.options.dealerSeesLast && state.phase === 'bidding' && n > 0) {
    const card = d.pack[n - 1];
    if (showLast) last = { card, face: cardFace(card, pack, locale), text: w.lastCard(dealer) };
    else note = w.mayLook(dealer);
  }
  return { count: n, text: w.packText(n, note), last };
}

function biddingView(state: SensState, { locale, w }: Say): BiddingView | null {
  const d = state.deal;
  if (state.phase !== 'bidding' || d.passed.length === 0) return null;
  return { text: w.passedIn(d.round, listWords(d.passed.map((s) => nameOf(state, s, locale)), locale)) };
}

/** 9.1-9.4, 1.3: the latest card added to a trick and the duty behind it. */
function latestView(state: SensState, trick: readonly Played[], { pack, locale, w, the }: Say): LatestView | null {
  const d = state.deal;
  const trump = d.game?.trump;
  if (!trump || trick.length === 0) return null;
  const last = trick[trick.length - 1];
  const before = trick.slice(0, -1).map((p) => p.card);
  // The player has not played since: their hand then was their hand now and this card.
  const hand = [...(d.hands[last.seat] ?? []).filter((c) => c !== last.card), last.card];
  const name = nameOf(state, last.seat, locale);
  const card = the(last.card);
  const paragraph = dutyParagraph(hand, before, trump);
  const broke = brokenDuty(hand, before, trump, last.card);
  if (before.length === 0) return { seat: last.seat, card: last.card, text: w.latestLed(name, card), foul: false };
  const reason = reasonIn(hand, before, trump, pack, locale);
  if (broke !== null) return { seat: last.seat, card: last.card, text: w.latestFoul(name, card, reason, broke), foul: true };
  return { seat: last.seat, card: last.card, text: w.latestPlayed(name, card, reason, paragraph), foul: false };
}

function trickView(state: SensState, words: Say): TrickView | null {
  const { pack, locale, w } = words;
  const d = state.deal;
  const trump = d.game?.trump ?? null;
  if (trump === null || (state.phase !== 'play' && state.phase !== 'deal-over' && state.phase !== 'match-over')) return null;
  const onTable = d.trick.length > 0;
  const shown: readonly Played[] = onTable ? d.trick : (d.tricks[d.tricks.length - 1]?.cards ?? []);
  if (!onTable && shown.length === 0 && state.phase !== 'play') return null;
  const taken = !onTable && shown.length > 0;
  const number = onTable || shown.length === 0 ? d.tricks.length + 1 : d.tricks.length;
  const winner = taken ? d.tricks[d.tricks.length - 1].winner : shown.length > 0 ? trickWinner(shown, trump) : null;
  const slots = SEATS.map((seat): TrickSlot => {
    const p = shown.find((x) => x.seat === seat) ?? null;
    return { seat, name: nameOf(state, seat, locale), compass: COMPASS[seat], card: p?.card ?? null, face: p ? cardFace(p.card, pack, locale) : null, led: shown[0]?.seat === seat, winning: p !== null && winner === seat };
  });
  let heading: string;
  if (shown.length === 0) heading = w.trickLeads(number, nameOf(state, d.turn, locale));
  else {
    const won = shown.find((p) => p.seat === winner)!.card;
    // English names the card bare ("Ben's Herz-Unter"), German with its article in the dative ("mit dem Herz-Unter").
    const winCard = locale === 'en' ? cardFace(won, pack).name : theCard(won, pack, locale, 'dat');
    const leader = nameOf(state, shown[0].seat, locale);
    heading = taken ? w.trickTaken(number, leader, nameOf(state, winner!, locale), winCard) : w.trickOpen(number, leader, nameOf(state, winner!, locale), winCard, shown.length === 4);
  }
  let latest: LatestView | null = null;
  try {
    latest = latestView(state, shown, words);
  } catch {
    latest = null;
  }
  return { number, slots, taken, heading, latest };
}

/** 3.1, 3.2, 12.1: tricks and card points per side so far. */
function sideTricks(state: SensState, { w }: Say): SideTricksView[] | null {
  const d = state.deal;
  const trump = d.game?.trump;
  if (!trump || (state.phase !== 'play' && state.phase !== 'deal-over' && state.phase !== 'match-over')) return null;
  return ([0, 1] as const).map((side) => {
    const won = d.tricks.map((t, i) => ({ t, i })).filter(({ t }) => sideOf(t.winner) === side);
    const points = won.reduce((n, { t, i }) => n + t.cards.reduce((m, p) => m + cardPoints(p.card, trump), 0) + (i === 7 ? LAST_TRICK_POINTS : 0), 0);
    const name = sideName(state, side);
    return { side, name, tricks: won.length, points, text: w.sideTricks(name, won.length, points) };
  });
}

function lastTrickView(state: SensState, { pack, locale, w }: Say): LastTrickView | null {
  const d = state.deal;
  const last = d.tricks[d.tricks.length - 1];
  if (!last || d.trick.length === 0) return null;
  const cards = last.cards.map((p) => ({ seat: p.seat, name: nameOf(state, p.seat, locale), card: p.card, face: cardFace(p.card, pack, locale) }));
  return { text: w.lastTrick(d.tricks.length, nameOf(state, last.winner, locale)), cards };
}

/** 4.5, 1.3, 1.4, 10.3: what is off the ordinary course. */
function notesOf(state: SensState, { pack, locale, w }: Say): string[] {
  const d = state.deal;
  const out: string[] = [];
  const over = state.phase === 'deal-over' || state.phase === 'match-over';
  if (d.misdealt && !over) {
    const counts = SEATS.map((s) => `${nameOf(state, s, locale)} ${d.hands[s]?.length ?? 0}`).join(', ');
    out.push(w.misdealNote(counts));
  }
  const last = lastPlayed(state);
  for (const f of d.fouls) {
    const who = nameOf(state, f.seat, locale);
    // English: "Ana's Herz-Unter"; German: "der Herz-Unter von Ana".
    const card = locale === 'en' ? cardFace(f.card, pack).name : theCard(f.card, pack, locale, 'nom');
    const fresh = last !== null && last.trick === f.trick && last.played.seat === f.seat && last.played.card === f.card;
    const next = fresh ? w.foulFresh(who) : over ? w.foulUnclaimed : w.foulOpen;
    out.push(w.foulNote(who, card, f.trick + 1, f.duty, next));
  }
  if (d.vorlauf) out.push(w.vorlaufNote(nameOf(state, d.vorlauf.seat, locale), sideName(state, d.vorlauf.side), d.vorlauf.tricks));
  return out;
}

/** Candidate actions of the acting seat, lawful or not, that the table offers as chips (the engine's list is added to them). */
function candidates(state: SensState, seat: Seat): SensAction[] {
  const d = state.deal;
  const hand = d.hands[seat] ?? [];
  const out: SensAction[] = [];
  switch (state.phase) {
    case 'deal':
    case 'deal-over':
      out.push({ type: 'deal', seat, seed: seedOf(state) });
      break;
    case 'bidding': {
      const turned = d.turned ? suitOf(d.turned) : null;
      const suits: Suit[] = (['E', 'G', 'H', 'S'] as const).filter((s) => (d.round === 1 ? s === turned : s !== turned));
      for (const suit of suits) out.push({ type: 'bid', seat, suit });
      out.push({ type: 'pass', seat });
      break;
    }
    case 'taken':
      if (seat === d.dealer) out.push({ type: 'rest', seat });
      break;
    case 'play': {
      if (playedBy(state, seat).length === 0) for (const m of meldsIn(hand)) out.push({ type: 'meld', seat, cards: m.cards });
      const trump = d.game?.trump;
      if (trump && hand.includes(`O${trump}` as Card) && hand.includes(`K${trump}` as Card) && !d.bella.includes(seat)) out.push({ type: 'bella', seat });
      break;
    }
    default:
      break;
  }
  return out;
}

/** Out-of-turn actions that get a chip for the other seats, most urgent first (looking at the last trick waits in More actions; Vorlauf gets one chip per side). */
const OTHERS: readonly SensAction['type'][] = ['takeBack', 'rob', 'claim', 'misdeal', 'meld', 'bella', 'vorlauf'];

function playView(state: SensState, lawfulOf: (seat: number) => readonly SensAction[], { pack, locale, w }: Say, acting: HandCardView[]): PlayView {
  const d = state.deal;
  const seat = d.turn;
  const who = nameOf(state, seat, locale);
  const mine = lawfulOf(seat);
  const chips: ActionButton[] = [];
  const seen = new Set<string>();
  const add = (list: ActionButton[], a: SensAction, lawful: readonly SensAction[]) => {
    const key = actionKey(a);
    if (seen.has(key)) return;
    seen.add(key);
    list.push(actionButton(state, a, lawful, pack, locale));
  };
  for (const a of candidates(state, seat)) {
    // A deal the engine lists keeps the engine's seed.
    const found = a.type === 'deal' ? mine.find((m) => m.type === 'deal' && !m.counts) : undefined;
    add(chips, found ?? a, mine);
  }
  for (const a of mine) if (a.type !== 'play' && !(a.type === 'deal' && a.counts)) add(chips, a, mine);

  const others: ActionButton[] = [];
  const vorlaufSides = new Set<Side>(chips.some((c) => c.action.type === 'vorlauf') ? [sideOf(seat)] : []);
  for (const other of SEATS) {
    if (other === seat) continue;
    for (const a of lawfulOf(other)) {
      if (!OTHERS.includes(a.type)) continue;
      if (a.type === 'vorlauf') {
        if (vorlaufSides.has(sideOf(other))) continue;
        vorlaufSides.add(sideOf(other));
      }
      add(others, a, lawfulOf(other));
    }
  }

  // What cannot wait comes first: a card to take back at once, a rob before the rest is dealt, claims.
  others.sort((a, b) => OTHERS.indexOf(a.action.type) - OTHERS.indexOf(b.action.type));

  let hint: string;
  switch (state.phase) {
    case 'deal':
    case 'deal-over':
      hint = w.hintDeal;
      break;
    case 'bidding':
      hint = d.round === 1 ? w.hintRound1 : w.hintRound2;
      break;
    case 'taken': {
      const robbers = others.filter((b) => b.action.type === 'rob').map((b) => nameOf(state, b.action.seat, locale));
      hint = w.hintRest(robbers.length ? listWords(robbers, locale) : null, robbers.length > 1);
      break;
    }
    case 'play': {
      const trump = d.game?.trump;
      const hand = d.hands[seat] ?? [];
      const duty = trump ? w.hintDuty(dutyNow(hand, d.trick.map((p) => p.card), trump, pack, locale)) : '';
      const meldNote = chips.some((c) => c.action.type === 'meld') ? w.hintMelds : '';
      hint = w.hintPlay(duty, meldNote);
      break;
    }
    default:
      hint = '';
  }
  return { seat, name: who, hint, hand: acting, chips, others };
}

export function tableView({ state, showHands, lawfulOf, pack = 'bavarian', locale = 'en' }: TableViewInput): TableView {
  const d = state.deal;
  const words = sayFor(pack, locale);
  const w = words.w;
  const over = state.phase === 'match-over';
  const playing = lawfulOf !== undefined && !over;
  const acting = d.turn;
  const holding = HOLDING.includes(state.phase);

  const tap = (card: Card): ActionButton | null => {
    if (!playing || state.phase !== 'play') return null;
    const action: SensAction = { type: 'play', seat: acting, card };
    const b = actionButton(state, action, lawfulOf!(acting), pack, locale);
    return b.lawful ? b : { ...b, text: `${b.text}${w.againstDuty}`, label: `${b.label}${w.againstDuty}` };
  };

  const seats = SEATS.map((seat): SeatView => {
    const name = nameOf(state, seat, locale);
    const badges: Badge[] = [];
    if (seat === d.dealer) badges.push('dealer');
    if (!over && seat === acting) badges.push(state.phase === 'deal-over' ? 'deals next' : 'to act');
    if (holding && seat === vorhandOf(d.dealer)) badges.push('Vorhand');
    if (d.game?.by === seat) badges.push('took the game');
    if (d.robbedBy === seat) badges.push('robbed');
    if (d.bella.includes(seat)) badges.push('Bella');
    if (d.vorlauf?.seat === seat) badges.push('Vorlauf');
    const below = playing && holding && seat === acting;
    const faceUp = showHands || below;
    const said = state.phase === 'bidding' && d.passed.includes(seat) ? w.passed : null;
    return {
      seat,
      name,
      compass: COMPASS[seat],
      side: sideOf(seat),
      sideName: sideName(state, sideOf(seat)),
      badges,
      label: [w.seatLabel(name, w.compass[COMPASS[seat]], sideName(state, sideOf(seat))), ...badges.map((b) => w.badge[b])].join(', '),
      said,
      hand: handView(state, seat, faceUp, below, words, below ? tap : null),
    };
  });

  const trumps = d.game ? { suit: d.game.trump, text: w.trumps(suitWord(d.game.trump, pack, locale), nameOf(state, d.game.by, locale), d.game.round) } : null;
  const trick = trickView(state, words);

  return {
    seats,
    dealLine: dealLine(state, locale),
    phaseLine: phaseLine(state, pack, locale),
    trumps,
    options: optionsLine(state, locale),
    turned: turnedView(state, words),
    pack: packView(state, showHands, words),
    bidding: biddingView(state, words),
    trick,
    tricks: sideTricks(state, words),
    lastTrick: lastTrickView(state, words),
    melds: meldsView(state, pack, locale),
    notes: notesOf(state, words),
    result: resultView(state, locale),
    match: matchView(state, locale),
    score: scoreView(state, locale),
    play: playing ? playView(state, lawfulOf!, words, seats[acting].hand.below ? [...seats[acting].hand.cards] : []) : null,
    toggleLabel: showHands ? w.hideHands : w.showHands,
  };
}

export { listed };
