/**
 * 4.1-4.6: shuffling and dealing. The match's first dealer is found by
 * drawing cards (the reading at 4.1); the dealer shuffles and the player on the right cuts
 * (the cut is folded into the seed, the reading at 4.2); the cards go out clockwise from
 * Vorhand, three each and then two each, the dealer last, and the next card is
 * turned face up: it is the dealer's (4.4). The eleven cards left wait for the
 * rest of the deal (5.4): three each from Vorhand, two to the dealer. A deal
 * with wrong counts is a misdeal any player may point out before the first
 * card is played (4.5, the reading at 4.5). After a deal the next player clockwise deals
 * (4.6, the reading at 4.6); after a match a player of the losing side (4.1).
 */
import { checkSeed, MAX_SEED } from '../../core/seed';
import { prng, shuffle } from '../../core/prng';
import { fullPack, PLAIN_ORDER, rankOf, SUITS, suitOf, type Card } from '../cards';
import { seq } from '../messages';
import type { SensMessage } from '../messages/spec';
import { notation, sayNotation, type NotationMessage } from '../messages/notation';
import { saySense, sense, type SenseMessage } from '../messages/sense';
import { MAX_DEAL_COUNT, MAX_LEDGER_DEALS, MAX_NAME_LENGTH } from '../limits';
import { misdealWritten } from '../scoring';
import type { DealState, SensAction, SensState, Seat, TableOptions } from '../types';
import { anyCardPlayed, cutterOf, playedBy, SEATS, seatAfter, sideOf, vorhandOf } from './1-seats';
import { finishDeal } from './12-counting';
import { foul, lawful, msg, nameOf, pairOf, refuse, type Outcome } from './outcome';

/** 2.1: the Bavarian pack. */
export const PACK_SIZE = 32;
/** 4.4: the first round of the deal gives three cards and then two to each seat. */
export const FIRST_ROUND = [3, 2] as const;
/** 4.4: five cards each before the bidding. */
export const FIRST_HAND = 5;
/** 5.4: eight cards each once the rest is dealt. */
export const HAND_SIZE = 8;
/** 5.4: the rest of the deal, by seat from Vorhand: three each, two to the dealer (whose eighth is the turned card). */
export const REST_COUNTS = [3, 3, 3, 2] as const;
/** 4.2: the cut leaves at least this many cards in each part. */
export const MIN_CUT = 4;

/** The table options when none are agreed otherwise (4.3 off, 4.5 mild). */
export const DEFAULT_OPTIONS: TableOptions = { dealerSeesLast: false, misdeal: 'mild' };

const NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** 1.1: exactly four players with distinct, usable names; null if fine, else what is wrong (a message, messages/notation.ts). */
export function playersProblem(players: unknown): NotationMessage | null {
  if (!Array.isArray(players) || players.length !== SEATS) return notation('notation.seatCount', { seats: SEATS, got: Array.isArray(players) ? players.length : undefined });
  for (const name of players) {
    if (typeof name !== 'string') return notation('notation.nameText', {});
    if (name.length > MAX_NAME_LENGTH) return notation('notation.nameLong', { name: name.slice(0, MAX_NAME_LENGTH), max: MAX_NAME_LENGTH });
    if (!NAME.test(name)) return notation('notation.nameShape', { name: name.slice(0, MAX_NAME_LENGTH) });
  }
  const lower = players.map((n: string) => n.toLowerCase());
  const twice = lower.find((n, i) => lower.indexOf(n) !== i);
  if (twice !== undefined) return notation('notation.nameTwice', { name: players[lower.indexOf(twice)] as string });
  return null;
}

/** 1.1: the names' check in English words, or null. */
export function checkPlayers(players: unknown): string | null {
  const problem = playersProblem(players);
  return problem ? sayNotation(problem, 'en') : null;
}

/** A seed as an unsigned 32-bit whole number, or why not: the same for every game (core/seed.ts). */
export { checkSeed };

/** 4.3, 4.5: table options as data, or why not. */
export function checkOptions(options: unknown): string | null {
  const problem = optionsProblem(options);
  return problem ? saySense(problem, 'en') : null;
}

/** 4.3, 4.5: what is wrong with table options, as a message (messages/sense.ts); null when they are fine. */
export function optionsProblem(options: unknown): SenseMessage | null {
  if (!options || typeof options !== 'object') return sense('sense.options', { fault: 'shape' });
  const o = options as Partial<TableOptions>;
  if (typeof o.dealerSeesLast !== 'boolean') return sense('sense.options', { fault: 'dealerSeesLast' });
  if (o.misdeal !== 'strict' && o.misdeal !== 'mild') return sense('sense.options', { fault: 'misdeal' });
  return null;
}

/** One stream of randomness per purpose from one seed. */
export function derive(seed: number, salt: number): number {
  return (Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(salt, 0x85ebca6b)) >>> 0;
}

/** the reading at 4.1: the order of the suits when two drawn cards have the same rank: Eichel highest, then Gras, Herz, Schellen. */
function drawStrength(card: Card): number {
  return PLAIN_ORDER.indexOf(rankOf(card)) * SUITS.length + (SUITS.length - 1 - SUITS.indexOf(suitOf(card)));
}

/**
 * 4.1 (the reading at 4.1): the draw for the first dealer: each seat draws a card from a
 * pack shuffled with `seed`; the highest in the plain order (2.2) deals, and
 * between equal ranks the suit decides (Eichel, Gras, Herz, Schellen).
 */
export function drawForDealer(seed: number): { readonly drawn: readonly Card[]; readonly dealer: Seat } {
  const pack = shuffle(fullPack(), derive(seed, 0x4d1));
  const drawn = pack.slice(0, SEATS);
  let dealer = 0;
  for (let seat = 1; seat < SEATS; seat++) if (drawStrength(drawn[seat]) > drawStrength(drawn[dealer])) dealer = seat;
  return { drawn, dealer: dealer as Seat };
}

/** 4.2 (the reading at 4.2): the dealer's shuffle and the cut by the player on the right, both from `seed`; the pack top first. */
export function shuffleAndCut(seed: number): Card[] {
  const pack = shuffle(fullPack(), seed);
  const cut = MIN_CUT + Math.floor(prng(derive(seed, 0xc07))() * (PACK_SIZE - 2 * MIN_CUT + 1));
  return [...pack.slice(cut), ...pack.slice(0, cut)];
}

/** 4.4, 4.5: whether four counts are a possible first round (whole numbers 0..MAX_DEAL_COUNT leaving at least one card to turn): null, or the refusal's words. */
export function countsProblem(counts: unknown): SensMessage | null {
  if (!Array.isArray(counts) || counts.length !== SEATS) return msg('deal.refuse.countsFour', {});
  for (const n of counts) if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > MAX_DEAL_COUNT) return msg('deal.refuse.countsRange', { max: MAX_DEAL_COUNT });
  if (counts.reduce((a: number, b: number) => a + b, 0) > PACK_SIZE - 1) return msg('deal.refuse.countsNoneLeft', { counts });
  return null;
}

/** 4.4: the right counts. */
export function rightCounts(counts: readonly number[]): boolean {
  return counts.every((n) => n === FIRST_HAND);
}

/** A deal that has not started: the dealer to shuffle, every card in the pack. */
export function emptyDeal(dealer: Seat): DealState {
  return {
    dealer, turn: dealer, hands: [[], [], [], []], pack: fullPack(), turned: null, misdealt: false, round: 1, passed: [],
    game: null, robbedBy: null, melds: [], bella: [], settlement: null, trick: [], tricks: [], fouls: [], vorlauf: null, end: null,
  };
}

/**
 * 4.4 (with 4.5): the first round dealt from `pack` (top first): clockwise
 * from Vorhand, the dealer last, a packet of three and then one of two (with
 * wrong `counts`, the first packet is up to three and the second the rest),
 * and the next card turned face up. The rest stays in the pack, in order.
 */
export function dealFirstRound(pack: readonly Card[], dealer: Seat, counts: readonly number[] = [5, 5, 5, 5]): DealState {
  const hands: Card[][] = [[], [], [], []];
  let at = 0;
  for (const round of [0, 1]) {
    for (let i = 0; i < SEATS; i++) {
      const seat = seatAfter(vorhandOf(dealer), i);
      const packet = round === 0 ? Math.min(FIRST_ROUND[0], counts[i]) : counts[i] - Math.min(FIRST_ROUND[0], counts[i]);
      hands[seat].push(...pack.slice(at, at + packet));
      at += packet;
    }
  }
  return { ...emptyDeal(dealer), hands, turned: pack[at], pack: pack.slice(at + 1), misdealt: !rightCounts(counts) };
}

/**
 * 4.5 (the reading at 4.5): whether the hands hold the wrong number of cards for where the
 * deal stands: five each while the turned card lies on the table, eight less
 * the cards played once the rest is dealt (nothing before the deal).
 */
export function handsWrong(deal: DealState, phase: SensState['phase']): boolean {
  if (phase === 'deal') return false;
  return deal.hands.some((hand, seat) => hand.length !== (deal.turned !== null ? FIRST_HAND : HAND_SIZE - playedBy(deal, seat as Seat).length));
}

/** 4.3 (the reading at 4.3): the card the dealer may see besides the hand during the bidding: the last of the pack, with the option on. */
export function seenByDealer(state: SensState): Card | null {
  if (!state.options.dealerSeesLast || (state.phase !== 'bidding' && state.phase !== 'taken')) return null;
  return state.deal.pack[state.deal.pack.length - 1] ?? null;
}

/**
 * 4.1, 4.2, 4.4, 4.5, 4.6: `seat` shuffles with `seed`, has the pack cut and
 * deals the first round. Lawful for the dealer due: the one found by the draw
 * at the start, then the next player clockwise (4.6), the same dealer after a
 * mild misdeal (4.5); after a match either player of the losing side, and
 * that starts a new match (4.1). Wrong `counts` are a misdeal (4.5): dealt as
 * they are, for any player to point out.
 */
export function dealAction(state: SensState, action: Extract<SensAction, { type: 'deal' }>): Outcome {
  const { seat } = action;
  const who = nameOf(state, seat);
  if (checkSeed(action.seed)) return refuse(state, ['4.2'], msg('deal.refuse.seed', { max: MAX_SEED, got: String(action.seed).slice(0, 20) }));
  const counts = action.counts ?? [5, 5, 5, 5];
  const badCounts = countsProblem(counts);
  if (badCounts) return refuse(state, ['4.4', '4.5'], badCounts);
  let base = state;
  const cites: string[] = [];
  if (state.phase === 'match-over') {
    const winner = state.winner;
    if (winner === null && seat !== state.deal.turn) {
      return refuse(state, ['4.6'], msg('deal.refuse.levelNext', { dealer: nameOf(state, state.deal.turn) }));
    }
    if (winner !== null && sideOf(seat) === winner) {
      return refuse(state, ['4.1'], msg('deal.refuse.winnersDontDeal', { winners: pairOf(state, winner), losers: pairOf(state, (1 - winner) as 0 | 1) }));
    }
    base = { ...state, scores: [0, 0], ledger: [], winner: null };
    cites.push('4.1');
  } else if (state.phase === 'deal' || state.phase === 'deal-over') {
    const due = state.deal.turn;
    if (seat !== due) {
      const why = state.phase === 'deal' ? '4.1' : state.deal.end?.kind === 'misdeal' && state.options.misdeal === 'mild' ? '4.5' : '4.6';
      return refuse(state, [why], msg('deal.refuse.notYourDeal', { due: nameOf(state, due), who, paragraph: why }));
    }
    if (state.phase === 'deal' && state.ledger.length === 0) cites.push('4.1');
    if (state.phase === 'deal-over') cites.push(state.deal.end?.kind === 'misdeal' && state.options.misdeal === 'mild' ? '4.5' : '4.6');
  } else {
    return refuse(state, ['4.6'], msg('deal.refuse.midDeal', { who }));
  }
  if (base.ledger.length >= MAX_LEDGER_DEALS) return refuse(state, ['4.6'], msg('deal.refuse.limit', { deals: base.ledger.length }));
  const deal = dealFirstRound(shuffleAndCut(action.seed), seat, counts);
  const next: SensState = { ...base, phase: 'bidding', deal };
  const table = { who, seed: action.seed, vorhand: nameOf(state, vorhandOf(seat)), cutter: nameOf(state, cutterOf(seat)) };
  if (deal.misdealt) {
    const got = counts.map((count, i) => ({ player: nameOf(state, seatAfter(vorhandOf(seat), i)), count }));
    return foul(next, [...cites, '4.4', '4.5'], msg('deal.misdealt', { ...table, got }));
  }
  return lawful(next, [...cites, '4.2', '4.4'], msg('deal.dealt', { ...table, turned: deal.turned! }));
}

/**
 * 4.5 (the reading at 4.5): a player points out a misdeal before the first card is played.
 * Strict: the dealer's opponents write 164 and the next player deals; mild:
 * nothing is written and the same dealer deals again.
 */
export function claimMisdeal(state: SensState, action: Extract<SensAction, { type: 'misdeal' }>): Outcome {
  const who = nameOf(state, action.seat);
  const deal = state.deal;
  if (!['bidding', 'taken', 'play'].includes(state.phase)) return refuse(state, ['4.5'], msg('misdeal.refuse.noDeal', {}));
  if (anyCardPlayed(deal)) return refuse(state, ['4.5'], msg('misdeal.refuse.played', {}));
  if (!deal.misdealt) return refuse(state, ['4.5'], msg('misdeal.refuse.right', { who }));
  const written = misdealWritten(deal.dealer, state.options.misdeal);
  const end = { kind: 'misdeal', written } as const;
  const done = finishDeal(state, end);
  if (state.options.misdeal === 'mild') return lawful(done.state, ['4.5'], msg('misdeal.mild', { who, dealer: nameOf(state, deal.dealer) }));
  const strict = msg('misdeal.strict', { who, opponents: pairOf(state, sideOf(seatAfter(deal.dealer, 1))) });
  return lawful(done.state, ['4.5', ...done.citations], seq(strict, done.says));
}
