/**
 * The way back from a shared game to taps: which DeskSetup, built again,
 * gives exactly this start position. Any Gress game can reach the desk (a
 * link from the sandbox, a typed position); those the desk's taps cannot
 * describe (a halted game, a window the desk does not offer, a hand shuffled
 * differently) are answered with null and stay in notation, where the engine
 * still rules on them. Exactness is checked, not assumed: the setup found is
 * built again and must give the same position line.
 */
import { formatCard, type Card } from '../../../../engine/core/cards';
import { formatPosition } from '../../../../engine/gress/position-notation';
import type { GressAction, GressState, GressWindow } from '../../../../engine/gress/types';
import { buildPosition, EARLIER_EVENT, type DeskNotes } from './build-position';
import { DESK_PACKS, DESK_PLAYERS, type DeskSetup, type DeskWindow, type TopAs } from './desk-setup';

const ids = (cards: readonly Card[]) => cards.map(formatCard);

function deskWindow(state: GressState, w: GressWindow): DeskWindow | null {
  switch (w.kind) {
    case 'lastButOneCall':
      return { kind: 'call', seat: w.owner, called: w.data?.called === true };
    case 'missedCallComplaint':
      return { kind: 'missedCall', seat: w.owner };
    case 'give':
      return { kind: 'give', seat: w.owner };
    case 'wish':
      return { kind: 'wish', seat: w.owner };
    case 'swapAnnouncement':
      return { kind: 'swapRight', seat: w.owner, nines: w.paragraph === '6.3' ? 2 : 1 };
    case 'swapDefence':
      return state.swap ? { kind: 'swapAnnounced', seat: state.swap.by, target: w.owner } : null;
    case 'skipDefence': {
      if (w.paragraph === '5.7') return { kind: 'skip', seat: w.owner, by: 'eight', sevens: 1 };
      const debt = state.debts.find((d) => d.seat === w.owner && d.event === w.data?.event && d.paragraph === '6.5');
      return debt ? { kind: 'skip', seat: w.owner, by: 'sevens', sevens: debt.cards / 2 } : null;
    }
    default:
      return null;
  }
}

/**
 * The setup whose position is `start` (with the desk's notes), and the
 * referee's own actions (after a just-laid card); null when the taps cannot
 * say it.
 */
export function setupFromGame(start: GressState, actions: readonly GressAction[], notes: DeskNotes): { setup: DeskSetup; actions: GressAction[] } | null {
  const n = start.players.length;
  if (start.phase !== 'running' || n < DESK_PLAYERS.min || n > DESK_PLAYERS.max || start.playPile.length === 0) return null;
  if (notes.unknown.length !== n) return null;
  const cards = [...start.hands.flat(), ...start.markes.filter((m): m is Card => m !== null), ...start.playPile.map((p) => p.card), ...start.drawPile];
  const packs = Math.max(1, ...cards.map((c) => c.deck));
  if (packs > DESK_PACKS.max) return null;

  const pile = start.playPile;
  const first = actions[0];
  let top: string;
  let topBy: number;
  let topAs: TopAs = 'move';
  let wish: DeskSetup['wish'] = null;
  let beneath: string[];
  if (notes.just) {
    if (!first || first.type !== 'play' || first.cards.length !== 1 || first.hand !== 'action') return null;
    const hand = start.hands[first.seat];
    if (!hand || hand.length === 0 || formatCard(hand[hand.length - 1]) !== first.cards[0]) return null;
    [top, topBy] = [first.cards[0], first.seat];
    beneath = ids(pile.map((p) => p.card)).reverse();
  } else {
    const last = pile[pile.length - 1];
    if (last.as !== 'move' && last.as !== 'throw' && last.as !== 'foul') return null;
    [top, topBy, topAs, wish] = [formatCard(last.card), last.by, last.as, last.wishedSuit ?? null];
    beneath = ids(pile.slice(0, -1).map((p) => p.card)).reverse();
  }

  const hands: string[][] = [];
  for (const [seat, hand] of start.hands.entries()) {
    const own = ids(hand).slice(0, notes.just && seat === topBy ? -1 : undefined);
    const unknown = notes.unknown[seat];
    if (!Number.isInteger(unknown) || unknown < 0 || unknown > own.length) return null;
    hands.push(own.slice(0, own.length - unknown));
  }
  const windows: DeskWindow[] = [];
  for (const w of start.windows) {
    const dw = deskWindow(start, w);
    if (!dw) return null;
    windows.push(dw);
  }
  const throws = start.throwsAllowed ? 'allowed' : start.throwsForbiddenBy === '4.8' ? 'afterDraw' : start.throwsForbiddenBy === '4.15' ? 'afterHalt' : null;
  if (throws === null) return null;

  const setup: DeskSetup = {
    players: [...start.players],
    packs,
    hands,
    unknown: [...notes.unknown],
    markes: start.markes.map((m) => m !== null),
    debts: start.players.map((_, seat) =>
      start.debts.filter((d) => d.seat === seat && d.event === EARLIER_EVENT && d.paragraph === '4.12').reduce((sum, d) => sum + d.cards, 0),
    ),
    top,
    topBy,
    topAs,
    wish,
    beneath,
    drawTop: ids(start.drawPile.slice(0, notes.drawTop)),
    justLaid: notes.just,
    toMove: start.toMove,
    direction: start.direction,
    throws,
    windows,
  };
  const built = buildPosition(setup);
  if (!built.ok || formatPosition(built.state) !== formatPosition(start)) return null;
  return { setup, actions: actions.slice(notes.just ? 1 : 0) };
}
