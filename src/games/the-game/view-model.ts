/**
 * The table view of "The Game: Face to Face": pure functions from a
 * TheGameState (plus the reader's hand toggle, play mode's lawful actions and
 * the card the reader has selected) to everything Table.tsx shows. All wording
 * and every decision about what to show lives here; the component only lays it
 * out. Pure and DOM-free, so the server render equals the client's first one.
 */
import { citationsIn, type CitationView } from '../../components/sandbox/step-view';
import { findParagraph } from '../../../engine/the-game/paragraphs';
import type { Locale } from '../../../engine/core/messages';
import { opponentOf, ROW_CARD, ROWS } from '../../../engine/the-game/rules/1-material';
import type { PileCard, PileRef, Seat, TheGameAction, TheGameState } from '../../../engine/the-game/types';
import { TABLE_WORDS, type Badge, type TableWords } from './view-words';

/** How many cards under the top card of a pile are shown (the rest is a count). */
export const UNDER_SHOWN = 3;

export type LayAction = Extract<TheGameAction, { type: 'lay' }>;
export type EndTurnAction = Extract<TheGameAction, { type: 'endTurn' }>;

/** The Game's paragraphs as links: /the-game/r/7.1 (/de/the-game/r/7.1 with 'de'), titled "7.1 Whoever has laid ...". */
export const theGameCitation: (number: string, locale?: Locale) => CitationView = citationsIn({
  gameId: 'the-game',
  title: (n) => {
    const found = findParagraph(n);
    return found ? `${n} ${found.paragraph.title}` : null;
  },
});

const nameOf = (state: TheGameState, seat: Seat, w: TableWords = TABLE_WORDS.en) => state.players[seat] ?? w.seat(seat);

/** A number card on a pile. */
export interface PileCardView {
  readonly value: number;
  /** The seat whose colour the card is (who laid it). */
  readonly by: Seat;
  /** Laid by the pile owner's opponent (4.2): shown with a marker. */
  readonly foreign: boolean;
  /** "laid by Ana" for a foreign card, for screen readers; null for the owner's own card. */
  readonly note: string | null;
}

/** The lay button a pile gets in play mode once a card is selected. */
export interface LayView {
  readonly action: LayAction;
  /** Whether the engine lists this lay as lawful now. */
  readonly fits: boolean;
  /** The visible start of the button: "Lay 17". */
  readonly verb: string;
  /** The rest, for screen readers: "on Ben's ascending pile". */
  readonly target: string;
  /** The whole label: "Lay 17 on Ben's ascending pile". */
  readonly label: string;
}

export interface PileView {
  readonly ref: PileRef;
  /** "Ben's ascending pile" */
  readonly name: string;
  /** "Ascending" | "Descending" */
  readonly rowWord: string;
  /** The card showing, or null while the pile is empty and its row card shows (1.2). */
  readonly top: PileCardView | null;
  /** The row card under the pile: 1 or 60. */
  readonly rowCard: number;
  /** Number cards on the pile. */
  readonly count: number;
  /** "4 cards", "no cards" */
  readonly countText: string;
  /** Up to UNDER_SHOWN cards below the top one, nearest the top first. */
  readonly under: readonly PileCardView[];
  /** Cards further down than `under` (not shown). */
  readonly more: number;
  readonly lay: LayView | null;
}

export interface HandView {
  readonly faceUp: boolean;
  /** Face up: the cards in rising order (the order in hand carries no meaning, 2.3). Face down: empty. */
  readonly cards: readonly number[];
  readonly count: number;
  /** "Ben's hand: 6 cards" or "Ana's hand: 6 cards, face down" */
  readonly label: string;
  /** Play mode: the cards are buttons the reader taps to select. */
  readonly selectable: boolean;
}

export interface SeatView {
  readonly seat: Seat;
  readonly name: string;
  readonly side: 'top' | 'bottom';
  /** Badges in words: "to move" (in play), "winner" / "loser" (game over). */
  readonly badges: readonly Badge[];
  /** The seat group's label: "Ben, to move" */
  readonly label: string;
  readonly piles: readonly PileView[];
  readonly drawCount: number;
  /** "Draw pile: 46 cards", "Draw pile: empty" */
  readonly drawLabel: string;
  readonly hand: HandView;
}

export interface ResultView {
  /** "Game over: Ben has laid all 58 number cards and wins." */
  readonly text: string;
  readonly citation: CitationView;
}

export interface PlayView {
  /** The player the reader acts for: the player to move. */
  readonly seat: Seat;
  readonly selected: number | null;
  /** What to do next, in words. */
  readonly hint: string;
  readonly endTurn: { readonly action: EndTurnAction; readonly lawful: boolean };
}

export interface TableView {
  /** Opponent (seat 1) on top, seat 0 at the bottom; DOM order is this order. */
  readonly seats: readonly [SeatView, SeatView];
  /** In play: "Ben has laid 2 cards, 1 on Ana's piles"; null once the game is over. */
  readonly status: string | null;
  readonly result: ResultView | null;
  /** Play mode while the game is on; null otherwise. */
  readonly play: PlayView | null;
  /** "Hide hands" | "Show hands" */
  readonly toggleLabel: string;
  /** Some pile holds a card the opponent laid: show the marker's legend. */
  readonly anyForeign: boolean;
}

export interface TableViewInput {
  readonly state: TheGameState;
  readonly showHands: boolean;
  /** Play mode: the lawful actions of the player to move (TablePlay.lawfulOf); absent in demo mode. */
  readonly lawful?: readonly TheGameAction[];
  /** The card the reader selected in play mode (ignored unless it is in the mover's hand). */
  readonly selected?: number | null;
  /** The language of the words; English unless given. */
  readonly locale?: Locale;
}

function pileCardView(state: TheGameState, owner: Seat, card: PileCard, w: TableWords): PileCardView {
  const foreign = card.by !== owner;
  return { value: card.value, by: card.by, foreign, note: foreign ? w.laidBy(nameOf(state, card.by, w)) : null };
}

const samePile = (a: PileRef, b: PileRef) => a.owner === b.owner && a.row === b.row;

/** Whether `lawful` holds the lay of `card` on `pile` by `seat`. */
export function laysLawfully(lawful: readonly TheGameAction[], seat: Seat, card: number, pile: PileRef): boolean {
  return lawful.some((a) => a.type === 'lay' && a.seat === seat && a.card === card && samePile(a.pile, pile));
}

export function pileView(
  state: TheGameState,
  ref: PileRef,
  play?: { seat: Seat; selected: number | null; lawful: readonly TheGameAction[] },
  locale: Locale = 'en',
): PileView {
  const w = TABLE_WORDS[locale];
  const pile = state.seats[ref.owner]?.[ref.row] ?? [];
  const shown = pile.map((c) => pileCardView(state, ref.owner, c, w)).reverse();
  const name = w.pile(state.players, ref);
  let lay: LayView | null = null;
  if (play && play.selected !== null) {
    const action: LayAction = { type: 'lay', seat: play.seat, card: play.selected, pile: { owner: ref.owner, row: ref.row } };
    const verb = w.layVerb(play.selected);
    const target = w.layTarget(state.players, ref);
    lay = { action, fits: laysLawfully(play.lawful, play.seat, play.selected, ref), verb, target, label: `${verb} ${target}` };
  }
  return {
    ref,
    name,
    rowWord: w.row(ref.row),
    top: shown[0] ?? null,
    rowCard: ROW_CARD[ref.row],
    count: pile.length,
    countText: pile.length === 0 ? w.noCards : w.cards(pile.length),
    under: shown.slice(1, 1 + UNDER_SHOWN),
    more: Math.max(0, pile.length - 1 - UNDER_SHOWN),
    lay,
  };
}

/** "Ben has laid 2 cards, 1 on Ana's piles" (5.1, 4.1): the turn so far of the player to move. */
export function laidStatus(state: TheGameState, locale: Locale = 'en'): string {
  const w = TABLE_WORDS[locale];
  const who = nameOf(state, state.toMove, w);
  const { own, opponent } = state.laid;
  const total = own + opponent;
  if (total === 0) return w.notLaidYet(who);
  return w.laid(who, total, opponent, nameOf(state, opponentOf(state.toMove), w));
}

/** 7.1, 7.2: how the game ended, in words, or null while it is on. */
export function resultView(state: TheGameState, locale: Locale = 'en'): ResultView | null {
  const w = TABLE_WORDS[locale];
  const r = state.result;
  if (state.phase !== 'over' || !r) return null;
  const winner = nameOf(state, r.winner, w);
  const text = r.by === '7.1' ? w.wonAll(winner) : w.lostStuck(nameOf(state, r.loser, w), winner);
  return { text, citation: theGameCitation(r.by, locale) };
}

/** Tapping a hand card: select it, or deselect it when it is already selected. */
export function nextSelection(current: number | null, tapped: number): number | null {
  return current === tapped ? null : tapped;
}

function playHint(state: TheGameState, seat: Seat, selected: number | null, piles: readonly PileView[], w: TableWords): string {
  const who = nameOf(state, seat, w);
  if (selected === null) return w.hintPick(who);
  const fits = piles.filter((p) => p.lay?.fits).map((p) => w.fitsPile(state.players, p.ref));
  if (fits.length === 0) return w.hintNoFit(selected);
  return w.hintFits(selected, fits);
}

export function tableView({ state, showHands, lawful, selected = null, locale = 'en' }: TableViewInput): TableView {
  const w = TABLE_WORDS[locale];
  const over = state.phase === 'over';
  const mover = state.toMove;
  const actions = lawful ?? [];
  const playing = lawful !== undefined && !over;
  const sel = playing && selected !== null && state.seats[mover]?.hand.includes(selected) ? selected : null;
  const playFor = playing ? { seat: mover, selected: sel, lawful: actions } : undefined;

  const seatView = (seat: Seat, side: 'top' | 'bottom'): SeatView => {
    const name = nameOf(state, seat, w);
    const s = state.seats[seat];
    const badges: SeatView['badges'] = over
      ? state.result?.winner === seat
        ? ['winner']
        : state.result?.loser === seat
          ? ['loser']
          : []
      : seat === mover
        ? ['to move']
        : [];
    const piles = ROWS.map((row) => pileView(state, { owner: seat, row }, playFor, locale));
    const handCount = s?.hand.length ?? 0;
    // Play mode: the reader acts for the player to move, so that hand is always face up.
    const faceUp = showHands || (playing && seat === mover);
    const draw = s?.draw.length ?? 0;
    return {
      seat,
      name,
      side,
      badges,
      label: [name, ...badges.map((b) => w.badge[b])].join(', '),
      piles,
      drawCount: draw,
      drawLabel: w.drawLabel(draw),
      hand: {
        faceUp,
        cards: faceUp ? [...(s?.hand ?? [])].sort((a, b) => a - b) : [],
        count: handCount,
        label: w.handLabel(name, handCount, !faceUp && handCount > 0),
        selectable: playing && seat === mover,
      },
    };
  };

  const seats: [SeatView, SeatView] = [seatView(1, 'top'), seatView(0, 'bottom')];
  const allPiles = seats.flatMap((s) => s.piles);
  return {
    seats,
    status: over ? null : laidStatus(state, locale),
    result: resultView(state, locale),
    play: playFor
      ? {
          seat: mover,
          selected: sel,
          hint: playHint(state, mover, sel, allPiles, w),
          endTurn: { action: { type: 'endTurn', seat: mover }, lawful: actions.some((a) => a.type === 'endTurn' && a.seat === mover) },
        }
      : null,
    toggleLabel: showHands ? w.hideHands : w.showHands,
    anyForeign: allPiles.some((p) => p.top?.foreign || p.under.some((c) => c.foreign)),
  };
}
