/**
 * The words of The Game's table view (view-model.ts, position-lines.ts) in
 * every language of the site. German names piles and counts as the engine's
 * German catalogue does (engine/the-game/messages/de.ts: "Bens aufsteigender
 * Stapel", "6 Karten"), so the table and the rulings use the same terms;
 * English keeps the table's words exactly as they were.
 */
import { listOf, pluralForm } from '../../../engine/core/messages';
import { deHelpers } from '../../../engine/the-game/messages/de';
import { pileName } from '../../../engine/the-game/rules/1-material';
import type { PileRef, Row } from '../../../engine/the-game/types';
import { uiText } from '../../i18n/ui-text';

/** The German catalogue's own pile names, counts and possessives. */
export const deSay = deHelpers({ locale: 'de', plural: (n, forms) => pluralForm('de', n, forms), list: (items, type) => listOf('de', items, type), say: () => '' });

export type Badge = 'to move' | 'winner' | 'loser';

export interface TableWords {
  /** "3 cards" */
  readonly cards: (n: number) => string;
  readonly noCards: string;
  /** A seat nobody sits on, 0-based. */
  readonly seat: (seat: number) => string;
  /** A foreign card's note for screen readers: "laid by Ana". */
  readonly laidBy: (name: string) => string;
  /** "Ben's ascending pile", as the subject. */
  readonly pile: (players: readonly string[], ref: PileRef) => string;
  /** The lay button: visible "Lay 17", then for screen readers "on Ben's ascending pile". */
  readonly layVerb: (card: number) => string;
  readonly layTarget: (players: readonly string[], ref: PileRef) => string;
  readonly row: (row: Row) => string;
  readonly notLaidYet: (who: string) => string;
  /** "Ben has laid 2 cards", with ", 1 on Ana's piles" when a card went to the opponent. */
  readonly laid: (who: string, total: number, opponent: number, opponentName: string) => string;
  readonly wonAll: (winner: string) => string;
  readonly lostStuck: (loser: string, winner: string) => string;
  readonly hintPick: (who: string) => string;
  readonly hintNoFit: (card: number) => string;
  /** `piles`: the fitting piles, each named as layTarget's object would be. */
  readonly hintFits: (card: number, piles: readonly string[]) => string;
  /** The pile's name where a hint lists it after "fits". */
  readonly fitsPile: (players: readonly string[], ref: PileRef) => string;
  readonly badge: Readonly<Record<Badge, string>>;
  readonly drawLabel: (count: number) => string;
  readonly handLabel: (name: string, count: number, faceDown: boolean) => string;
  readonly hideHands: string;
  readonly showHands: string;
  /** The reader's seat against the bot: "Ben (you)". */
  readonly you: (name: string) => string;
  /** One position line (position-lines.ts): the seat, its hand, its piles, its draw pile. */
  readonly positionLine: (seat: string, hand: string, piles: string, draw: string) => string;
  /** A pile in a position line: "ascending 23", "descending empty (60)". */
  readonly pileLine: (row: Row, top: number | null, rowCard: number) => string;
}

const enCards = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`;

export const TABLE_WORDS = uiText<TableWords>({
  en: {
    cards: enCards,
    noCards: 'no cards',
    seat: (seat) => `Seat ${seat + 1}`,
    laidBy: (name) => `laid by ${name}`,
    pile: (players, ref) => pileName(players, ref),
    layVerb: (card) => `Lay ${card}`,
    layTarget: (players, ref) => `on ${pileName(players, ref)}`,
    row: (row) => (row === 'up' ? 'Ascending' : 'Descending'),
    notLaidYet: (who) => `${who} has not laid a card yet this turn`,
    laid: (who, total, opponent, opponentName) => `${who} has laid ${enCards(total)}${opponent > 0 ? `, ${opponent} on ${opponentName}'s piles` : ''}`,
    wonAll: (winner) => `Game over: ${winner} has laid all 58 number cards and wins.`,
    lostStuck: (loser, winner) => `Game over: ${loser} cannot lay the two cards a turn needs and loses; ${winner} wins.`,
    hintPick: (who) => `Acting for ${who}: tap a card in ${who}'s hand, then a pile.`,
    hintNoFit: (card) => `${card} selected: it fits no pile now (tap a pile to see why).`,
    hintFits: (card, piles) => `${card} selected: it fits ${listOf('en', piles)}.`,
    fitsPile: (players, ref) => pileName(players, ref),
    badge: { 'to move': 'to move', winner: 'winner', loser: 'loser' },
    drawLabel: (count) => `Draw pile: ${count === 0 ? 'empty' : enCards(count)}`,
    handLabel: (name, count, faceDown) => `${name}'s hand: ${count === 0 ? 'no cards' : enCards(count)}${faceDown ? ', face down' : ''}`,
    hideHands: 'Hide hands',
    showHands: 'Show hands',
    you: (name) => `${name} (you)`,
    positionLine: (seat, hand, piles, draw) => `${seat}: hand ${hand}; piles ${piles}; ${draw.charAt(0).toLowerCase()}${draw.slice(1)}`,
    pileLine: (row, top, rowCard) => `${row === 'up' ? 'ascending' : 'descending'} ${top ?? `empty (${rowCard})`}`,
  },
  de: {
    cards: (n) => deSay.cards(n),
    noCards: 'keine Karten',
    seat: (seat) => `Platz ${seat + 1}`,
    laidBy: (name) => `von ${name} gelegt`,
    pile: (players, ref) => deSay.pile({ owner: players[ref.owner] ?? `Platz ${ref.owner + 1}`, row: ref.row }, 'nom'),
    layVerb: (card) => `${card} ablegen`,
    layTarget: (players, ref) => `auf ${deSay.pile({ owner: players[ref.owner] ?? `Platz ${ref.owner + 1}`, row: ref.row }, 'acc')}`,
    row: (row) => (row === 'up' ? 'Aufsteigend' : 'Absteigend'),
    notLaidYet: (who) => `${who} hat in diesem Zug noch keine Karte abgelegt`,
    laid: (who, total, opponent, opponentName) => `${who} hat ${deSay.cards(total)} abgelegt${opponent > 0 ? `, ${opponent} davon bei ${opponentName}` : ''}`,
    wonAll: (winner) => `Spielende: ${winner} hat alle 58 Zahlenkarten abgelegt und gewinnt.`,
    lostStuck: (loser, winner) => `Spielende: ${loser} kann die zwei Karten, die ein Zug verlangt, nicht ablegen und verliert; ${winner} gewinnt.`,
    hintPick: (who) => `Du spielst für ${who}: Tippe eine Karte aus ${deSay.whose(who)} Hand an, dann einen Stapel.`,
    hintNoFit: (card) => `Die ${card} ist gewählt, passt aber gerade auf keinen Stapel (tippe einen Stapel an, dann siehst du, warum).`,
    hintFits: (card, piles) => `Die ${card} ist gewählt und passt auf ${listOf('de', piles)}.`,
    fitsPile: (players, ref) => deSay.pile({ owner: players[ref.owner] ?? `Platz ${ref.owner + 1}`, row: ref.row }, 'acc'),
    badge: { 'to move': 'am Zug', winner: 'Sieger', loser: 'verloren' },
    drawLabel: (count) => `Zugstapel: ${count === 0 ? 'leer' : deSay.cards(count)}`,
    handLabel: (name, count, faceDown) => `${deSay.whose(name)} Hand: ${count === 0 ? 'keine Karten' : deSay.cards(count)}${faceDown ? ', verdeckt' : ''}`,
    hideHands: 'Handkarten verdecken',
    showHands: 'Handkarten zeigen',
    you: (name) => `${name} (du)`,
    positionLine: (seat, hand, piles, draw) => `${seat}: Hand ${hand}; Stapel ${piles}; ${draw}`,
    pileLine: (row, top, rowCard) => `${row === 'up' ? 'aufsteigend' : 'absteigend'} ${top ?? `leer (${rowCard})`}`,
  },
});
