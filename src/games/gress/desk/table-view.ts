/**
 * The table at the desk in a few lines: each seat's known cards (the cards
 * the desk filled in for unknown ones only as a count, wherever they have
 * moved since), Marke and debt; then the piles, turn, throws, the swap or
 * halt and the open windows. Words and window sentences come from the
 * sandbox's view-model, so the desk says things the way the sandbox does.
 */
import { formatCard } from '../../../../engine/core/cards';
import type { GressState } from '../../../../engine/gress/types';
import { faceOf, faceText } from './card-places';
import { haltView, statusView, swapView, endView, windowView, type WindowView } from '../view-model';

export interface DeskSeatView {
  readonly seat: number;
  readonly name: string;
  readonly toMove: boolean;
  /** The known cards, as "7♠" (a second pack's copy as "7♠²"). */
  readonly known: readonly string[];
  readonly unknown: number;
  readonly marke: boolean;
  readonly owes: number;
  readonly disqualified: boolean;
  /** One line: "Ana (to move): 7♠ 7♣ and 3 unknown; Marke face down; owes 2". */
  readonly line: string;
}

export interface DeskTableView {
  readonly seats: readonly DeskSeatView[];
  /** "7♥ on top (3 cards), hearts wished; draw pile 20 cards" */
  readonly piles: string;
  /** "Ana is to move; throws allowed; clockwise" or the end of the game. */
  readonly status: string;
  readonly swap: string | null;
  readonly halt: string | null;
  readonly windows: readonly WindowView[];
}

const SUPERSCRIPT = ['', '', '²', '³', '⁴'];

function cardText(id: string): string {
  const deck = Number(id.slice(2) || '1');
  return `${faceText(faceOf(id))}${SUPERSCRIPT[deck] ?? `(${deck})`}`;
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function deskTableView(state: GressState, unknownCards: ReadonlySet<string>): DeskTableView {
  const status = statusView(state);
  const seats = state.players.map((name, seat): DeskSeatView => {
    const ids = state.hands[seat].map(formatCard);
    const known = ids.filter((id) => !unknownCards.has(id)).map(cardText);
    const unknown = ids.length - known.length;
    const owes = state.debts.filter((d) => d.seat === seat).reduce((sum, d) => sum + d.cards, 0);
    const toMove = seat === state.toMove && (state.phase === 'running' || state.phase === 'halted');
    const marke = state.markes[seat] !== null;
    const disqualified = state.disqualified[seat] ?? false;
    const hand = known.length === 0 && unknown === 0 ? 'no cards' : [known.join(' '), unknown > 0 ? `${unknown} unknown` : ''].filter(Boolean).join(' and ');
    const facts = [hand, marke ? 'Marke face down' : 'Marke taken', owes > 0 ? `owes ${owes}` : '', disqualified ? 'disqualified (10.8)' : ''].filter(Boolean);
    return { seat, name, toMove, known, unknown, marke, owes, disqualified, line: `${name}${toMove ? ' (to move)' : ''}: ${facts.join('; ')}` };
  });
  const top = state.playPile[state.playPile.length - 1];
  const wish = top?.wishedSuit ? `, ${top.wishedSuit} wished (7.4)` : '';
  const piles = `${top ? `${cardText(formatCard(top.card))} on top of the play pile (${count(state.playPile.length, 'card')})${wish}` : 'no play pile'}; draw pile ${count(state.drawPile.length, 'card')}`;
  const end = endView(state);
  const running = `${status.toMoveName} is to move; ${status.throwsLabel.toLowerCase()}; ${status.directionLabel}`;
  return {
    seats,
    piles,
    status: end ? end.text : running,
    swap: swapView(state)?.text ?? null,
    halt: haltView(state)?.text ?? null,
    windows: state.windows.map((w) => windowView(state, w)),
  };
}
