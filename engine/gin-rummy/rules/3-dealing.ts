/**
 * §3: dealing. Before the first hand each player draws a card; the higher is
 * Vorhand (the non-dealer, who plays first) and picks a seat and a pack; the
 * other takes the other pack, shuffles and has it cut. Cards go out one at a
 * time, face down, Vorhand first: eleven to Vorhand, ten to the dealer. The
 * rest is the stock. The loser of a hand deals the next one.
 *
 * Readings:
 *  - The draw for Vorhand ranks cards as §1 does (King high, Ace low); equal
 *    ranks draw again (suits do not break ties: the rulebook ranks no suits).
 *  - Seats are the order the players are given in; choosing a seat changes
 *    nothing in the engine. Vorhand's choice of pack is drawn from the seed.
 *  - Each player deals from their own pack (§1), so a hand is played with the
 *    dealer's pack; the pack is recorded for the table view only.
 *  - The cut takes between 4 and 48 cards off the top (so the smaller part
 *    holds at least four) and puts them under the rest; where is drawn from
 *    the seed of the shuffle.
 */
import { prng, shuffle } from '../../core/prng';
import { fullPack, type Card } from '../cards';
import { MAX_HANDS_PER_MATCH } from '../match';
import { checkSeed, MAX_SEED, seedFailure } from '../../core/seed';
import { failure } from '../../core/reasons';
import { MAX_DEAL_COUNT, MAX_NAME_LENGTH } from '../limits';
import type { GinAction, GinState, HandState, PackColour, Seat } from '../types';
import { opponentOf, PACK_COLOURS, PACK_SIZE, SEATS } from './1-cards';
import { irregular, lawful, msg, nameOf, refuse, type Outcome } from './outcome';
import type { GinMessage } from '../messages';
import { sayEnglish } from '../messages';
import { notation, sayNotation, type NotationMessage } from '../messages/notation';

/** §3: cards dealt to Vorhand, who opens by discarding one (§5). */
export const VORHAND_CARDS = 11;
/** §3: cards the dealer gives himself; also the right number to hold between turns. */
export const DEALER_CARDS = 10;
/** §3, §14.10: the right number of cards in a hand between turns. */
export const HAND_SIZE = 10;
/** §3: the smaller part of the cut holds at least this many cards. */
export const MIN_CUT = 4;
/** §3, §6, §12: the stock's last two cards are never drawn (and the cross-laid bottom two mark them). */
export const STOCK_RESERVE = 2;

const NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** §1, §3: exactly two players with distinct, usable names; null if fine, else what is wrong (a message, messages/notation.ts). */
export function playersProblem(players: readonly unknown[]): NotationMessage | null {
  if (!Array.isArray(players) || players.length !== SEATS) return notation('notation.seatCount', { seats: SEATS, got: Array.isArray(players) ? players.length : undefined });
  for (const name of players) {
    if (typeof name !== 'string') return notation('notation.nameText', {});
    if (name.length > MAX_NAME_LENGTH) return notation('notation.nameLong', { name: name.slice(0, MAX_NAME_LENGTH), max: MAX_NAME_LENGTH });
    if (!NAME.test(name)) return notation('notation.nameShape', { name: name.slice(0, MAX_NAME_LENGTH) });
  }
  if ((players[0] as string).toLowerCase() === (players[1] as string).toLowerCase()) return notation('notation.nameTwice', { name: players[1] as string });
  return null;
}

/** §1, §3: the names' check in English words, or null. */
export function checkPlayers(players: readonly unknown[]): string | null {
  const problem = playersProblem(players);
  return problem ? sayNotation(problem, 'en') : null;
}

/** A seed as an unsigned 32-bit whole number, or why not: the same for every game (core/seed.ts). */
export { checkSeed };

/** One stream of randomness per purpose from one seed. */
function derive(seed: number, salt: number): number {
  return (Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(salt, 0x85ebca6b)) >>> 0;
}

/** The most rounds of drawing for Vorhand before the engine stops (equal ranks twenty times running does not happen). */
const MAX_DRAW_ROUNDS = 20;

/**
 * §3: the draw for the first hand, from `seed`: each round seat 0 and seat 1
 * draw one card each from a shuffled pack; equal ranks draw again; the higher
 * card (King high, Ace low, §1) makes its player Vorhand. After MAX_DRAW_ROUNDS
 * ties (never seen in practice) seat 0 is Vorhand.
 */
export function drawForVorhand(seed: number): { readonly rounds: readonly (readonly [Card, Card])[]; readonly vorhand: Seat } {
  const rounds: [Card, Card][] = [];
  for (let round = 0; round < MAX_DRAW_ROUNDS; round++) {
    const pack = shuffle(fullPack(), derive(seed, 0x100 + round));
    const pair: [Card, Card] = [pack[0], pack[1]];
    rounds.push(pair);
    if (pair[0].rank !== pair[1].rank) return { rounds, vorhand: pair[0].rank > pair[1].rank ? 0 : 1 };
  }
  return { rounds, vorhand: 0 };
}

/** §3: the dealer's shuffle and the cut, from `seed`; the pack top first. */
export function shuffleAndCut(seed: number): Card[] {
  const pack = shuffle(fullPack(), seed);
  const cut = MIN_CUT + Math.floor(prng(derive(seed, 0xc07))() * (PACK_SIZE - 2 * MIN_CUT + 1));
  return [...pack.slice(cut), ...pack.slice(0, cut)];
}

/**
 * §3: deals `pack` (top first) one card at a time, the first player (Vorhand)
 * first, until each has their count (normally 11 and 10; other counts are a
 * misdeal, §14.9). The rest, in order, is the stock.
 */
export function dealCards(pack: readonly Card[], counts: readonly [number, number]): { first: Card[]; dealer: Card[]; stock: Card[] } {
  const first: Card[] = [];
  const dealer: Card[] = [];
  let i = 0;
  while (first.length < counts[0] || dealer.length < counts[1]) {
    if (first.length < counts[0]) first.push(pack[i++]);
    if (dealer.length < counts[1]) dealer.push(pack[i++]);
  }
  return { first, dealer, stock: pack.slice(i) };
}

/** §3, §5: a fresh hand dealt by `dealer` (who should have been `due`): Vorhand to open with a discard. */
export function newHand(dealer: Seat, due: Seat, pack: readonly Card[], counts: readonly [number, number]): HandState {
  const dealt = dealCards(pack, counts);
  const vorhand = opponentOf(dealer);
  const hands: Card[][] = [[], []];
  hands[vorhand] = dealt.first;
  hands[dealer] = dealt.dealer;
  return {
    dealer, due, begun: false, turn: vorhand, hands, stock: dealt.stock, discards: [],
    drawn: null, taken: null, early: null, thirdLast: null, exposed: null, knock: null, layout: null, end: null,
  };
}

/** §3 (with §1): a match from `seed`: the draw for Vorhand, the choice of packs, and the first hand dealt. */
export function firstDeal(players: readonly string[], seed: number): { ok: true; value: GinState } | { ok: false; error: string } {
  const bad = playersProblem(players);
  if (bad) return failure(`players: ${sayNotation(bad, 'en')}`, notation('notation.players', { why: bad }));
  const badSeed = seedFailure(seed);
  if (badSeed) return badSeed;
  const { vorhand } = drawForVorhand(seed);
  const dealer = opponentOf(vorhand);
  const chosen: PackColour = prng(derive(seed, 0x200))() < 0.5 ? PACK_COLOURS[0] : PACK_COLOURS[1];
  const packs: PackColour[] = [chosen, chosen];
  packs[dealer] = PACK_COLOURS.find((c) => c !== chosen)!;
  return {
    ok: true,
    value: {
      players: [...players], packs, ledger: [], phase: 'first-discard',
      hand: newHand(dealer, dealer, shuffleAndCut(derive(seed, 0x300)), [VORHAND_CARDS, DEALER_CARDS]),
      settlement: null,
    },
  };
}

/** Whether two counts are a possible deal: whole numbers 0..MAX_DEAL_COUNT leaving at least two cards for the stock. Null if so, else why not (as words). */
export function checkCounts(counts: unknown): string | null {
  const problem = countsProblem(counts);
  return problem ? sayEnglish(problem) : null;
}

/** §3, §14.9: why two counts are no possible deal, as a message; null if they are. */
export function countsProblem(counts: unknown): GinMessage | null {
  if (!Array.isArray(counts) || counts.length !== 2) return msg('deal.counts.shape', {});
  for (const n of counts) if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > MAX_DEAL_COUNT) return msg('deal.counts.range', { max: MAX_DEAL_COUNT });
  if (counts[0] + counts[1] > PACK_SIZE - STOCK_RESERVE) return msg('deal.counts.stock', { first: counts[0], second: counts[1], reserve: STOCK_RESERVE });
  return null;
}

/**
 * §3 with §14.1, §14.2 and §14.9: the next hand dealt. Only after a hand is
 * over. The loser of the last hand (or after a drawn or void hand or a
 * misdeal, the same dealer) should deal; a deal by the other player is
 * irregular but stands (§14.1, §14.2; a claim before play gives the rightful
 * Vorhand the first turn, 14-irregularities.ts). Counts other than 11 and 10
 * are a misdeal (§14.9): it is dealt as it is; a claim before play has it
 * dealt again, and found later the count is put right in play (§14.10).
 */
export function dealHand(state: GinState, action: Extract<GinAction, { type: 'deal' }>): Outcome {
  const who = nameOf(state, action.seat);
  if (state.phase === 'match-over') {
    const w = state.settlement?.winner ?? null;
    return refuse(state, ['13'], msg('refuse.deal.matchOver', w === null ? {} : { winner: nameOf(state, w) }));
  }
  if (state.phase !== 'hand-over') return refuse(state, ['3', '6'], msg('refuse.deal.handInPlay', { who }));
  const badSeed = checkSeed(action.seed);
  if (badSeed) return refuse(state, ['3'], msg('refuse.seed', { max: MAX_SEED, got: String(action.seed).slice(0, 20) }));
  if (state.ledger.length >= MAX_HANDS_PER_MATCH) return refuse(state, ['13'], msg('refuse.deal.handLimit', { hands: state.ledger.length }));
  const counts: readonly [number, number] = action.counts ?? [VORHAND_CARDS, DEALER_CARDS];
  const badCounts = countsProblem(counts);
  if (badCounts) return refuse(state, ['3', '14.9'], msg('refuse.deal.counts', { problem: badCounts }));
  const due = state.hand.turn;
  const hand = newHand(action.seat, due, shuffleAndCut(action.seed), counts);
  const next: GinState = { ...state, phase: 'first-discard', hand };
  const misdeal = counts[0] !== VORHAND_CARDS || counts[1] !== DEALER_CARDS;
  const outOfTurn = action.seat !== due;
  const citations = ['3', ...(outOfTurn ? ['14.1', '14.2'] : []), ...(misdeal ? ['14.9'] : [])];
  const says = msg('deal', {
    who, seed: action.seed, pack: state.packs[action.seat], first: counts[0], second: counts[1], vorhand: nameOf(state, opponentOf(action.seat)),
    stock: hand.stock.length, ...(outOfTurn ? { due: nameOf(state, due) } : {}), misdeal,
  });
  return outOfTurn || misdeal ? irregular(next, citations, says) : lawful(next, citations, says);
}


