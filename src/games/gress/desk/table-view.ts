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
import type { Locale } from '../../../i18n/ui-text';
import { SETUP_WORDS } from './setup-words';

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

export function deskTableView(state: GressState, unknownCards: ReadonlySet<string>, locale: Locale = 'en'): DeskTableView {
  const w = SETUP_WORDS[locale];
  const status = statusView(state, locale);
  const seats = state.players.map((name, seat): DeskSeatView => {
    const ids = state.hands[seat].map(formatCard);
    const known = ids.filter((id) => !unknownCards.has(id)).map(cardText);
    const unknown = ids.length - known.length;
    const owes = state.debts.filter((d) => d.seat === seat).reduce((sum, d) => sum + d.cards, 0);
    const toMove = seat === state.toMove && (state.phase === 'running' || state.phase === 'halted');
    const marke = state.markes[seat] !== null;
    const disqualified = state.disqualified[seat] ?? false;
    const hand = known.length === 0 && unknown === 0 ? w.noCards : [known.join(' '), unknown > 0 ? w.unknown(unknown) : ''].filter(Boolean).join(w.and);
    const facts = [hand, marke ? w.markeDown : w.markeTaken, owes > 0 ? w.owes(owes) : '', disqualified ? w.disqualified : ''].filter(Boolean);
    return { seat, name, toMove, known, unknown, marke, owes, disqualified, line: `${name}${toMove ? w.toMoveMark : ''}: ${facts.join('; ')}` };
  });
  const top = state.playPile[state.playPile.length - 1];
  const wish = top?.wishedSuit ? w.wished(top.wishedSuit) : '';
  const piles = `${top ? `${w.onTop(cardText(formatCard(top.card)), state.playPile.length)}${wish}` : w.noPlayPile}${w.drawPileOf(state.drawPile.length)}`;
  const end = endView(state, locale);
  const running = w.running(status.toMoveName, status.throwsLabel, status.directionLabel);
  return {
    seats,
    piles,
    status: end ? end.text : running,
    swap: swapView(state, locale)?.text ?? null,
    halt: haltView(state, locale)?.text ?? null,
    windows: state.windows.map((win) => windowView(state, win, locale)),
  };
}
