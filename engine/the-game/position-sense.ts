/**
 * Whether a position could have come from a real game: the sense check every
 * position from outside passes (notation, scenario set-ups). It answers with
 * the first thing wrong, naming the field and the paragraph, or null.
 *
 * What it checks:
 *  - two players with usable names (1.1), a seat to move;
 *  - every card a number card 2-59 (1.1), and each player's 58 cards each
 *    exactly once across that player's hand, draw pile and the cards marked
 *    as theirs on all four piles (a card laid on the opponent's pile stays
 *    theirs, 4.2);
 *  - every pile a history the rules allow, bottom to top from its row card
 *    (1.2): the owner's cards in the pile's direction or as the backwards trick
 *    (3.1-3.3), the other player's cards improving it (4.2);
 *  - the current turn: at most one card on the opponent (4.1), no more own or
 *    opponent cards counted than lie on those piles from the player to move,
 *    and never more than six cards in a hand, counting those laid this turn
 *    for the player to move (2.3, section 6);
 *  - the phase: a game in play has nobody with all 58 laid (7.1) and a player
 *    to move who can still lay the minimum (7.2); an ended game has its
 *    result where the rules put it (7.1: the player to move has laid
 *    everything; 7.2: the player to move cannot lay two, and nobody has laid
 *    everything).
 *
 * What it does not check: whether the hands are reachable in detail (for
 * example a hand of one card while the draw pile still holds cards, which real
 * play never leaves); such positions are still playable by the rules.
 */
import { say } from './messages';
import type { PileCard, Row, SeatState, TheGameState } from './types';
import { CARDS_PER_PLAYER, isNumberCard, isSeat, LOWEST, opponentOf, pileName, ROW_CARD, ROWS, SEATS } from './rules/1-material';
import { checkPlayers, HAND_SIZE } from './rules/2-setup';
import { judgeOwnLay } from './rules/3-own-piles';
import { improves, MAX_ON_OPPONENT } from './rules/4-opponent';
import { laidCount } from './rules/5-turn';
import { hasLaidAll, moverCanStillLayMinimum } from './rules/7-end';

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/** 1.1: the cards of each seat, by where they lie; null if all are there exactly once. */
function conservation(state: TheGameState): string | null {
  for (const [seat, name] of state.players.entries()) {
    const where = new Map<number, string>();
    const places: [string, readonly number[]][] = [
      [`${name}'s hand`, state.seats[seat].hand],
      [`${name}'s draw pile`, state.seats[seat].draw],
      ...state.seats.flatMap((s, owner) => ROWS.map((row): [string, number[]] => [
        pileName(state.players, { owner, row }), s[row].filter((c) => c.by === seat).map((c) => c.value),
      ])),
    ];
    for (const [place, values] of places) {
      for (const v of values) {
        const before = where.get(v);
        if (before) return `cards: ${name}'s ${v} is in ${before} and again in ${place}; each of a player's cards exists once (1.1)`;
        where.set(v, place);
      }
    }
    for (let v = LOWEST; v < LOWEST + CARDS_PER_PLAYER; v++) {
      if (!where.has(v)) return `cards: ${name}'s ${v} is nowhere (not in the hand, the draw pile or on a pile); each player has all 58 cards 2-59 (1.1)`;
    }
  }
  return null;
}

/** 3.1-3.3, 4.2: a pile's cards, bottom first, as a sequence the rules allow from the row card up. */
function pileHistory(state: TheGameState, owner: number, row: Row): string | null {
  const where = pileName(state.players, { owner, row });
  let top = ROW_CARD[row];
  for (const card of state.seats[owner][row]) {
    if (card.by === owner) {
      const verdict = judgeOwnLay(card.value, top, row);
      if (!verdict.ok) return `${row}: on ${where}, ${card.value} cannot follow ${top}: ${say(verdict.why, 'en')}`;
    } else if (!improves(card.value, top, row)) {
      return `${row}: on ${where}, ${state.players[card.by]}'s ${card.value} cannot follow ${top}: a card from the opponent must improve the pile (${row === 'up' ? 'lower' : 'higher'}, 4.2)`;
    }
    top = card.value;
  }
  return null;
}

function shapeOfSeat(seat: SeatState | undefined, name: string): string | null {
  if (!seat || typeof seat !== 'object') return `seats: ${name} has no cards on the table`;
  for (const key of ['hand', 'draw'] as const) {
    if (!Array.isArray(seat[key])) return `${key === 'hand' ? 'hands' : 'draw'}: ${name}'s ${key} is not a list`;
    const bad = seat[key].find((v) => !isNumberCard(v));
    if (bad !== undefined) return `${key === 'hand' ? 'hands' : 'draw'}: ${String(bad)} is not a number card 2-59 (1.1)`;
  }
  for (const row of ROWS) {
    if (!Array.isArray(seat[row])) return `${row}: ${name}'s ${row} pile is not a list`;
    const bad = seat[row].find((c: PileCard) => !c || !isNumberCard(c.value) || !isSeat(c.by));
    if (bad !== undefined) return `${row}: a card on ${name}'s ${row} pile is not a number card 2-59 of one of the players (1.1)`;
  }
  return null;
}

/** The first thing that makes `state` impossible, or null. */
export function checkPositionSense(state: TheGameState): string | null {
  if (!state || !Array.isArray(state.players)) return 'players: missing';
  const players = checkPlayers(state.players);
  if (players) return `players: ${players}`;
  if (!Array.isArray(state.seats) || state.seats.length !== SEATS) return 'seats: expected one entry per player';
  for (const [seat, name] of state.players.entries()) {
    const bad = shapeOfSeat(state.seats[seat], name);
    if (bad) return bad;
  }
  if (!isSeat(state.toMove)) return 'turn: expected one of the players';
  const mover = state.toMove;
  const laid = state.laid;
  if (!laid || !isCount(laid.own) || !isCount(laid.opponent)) return 'laid: expected two counts, own and on the opponent';
  const lost = conservation(state);
  if (lost) return lost;
  for (const owner of [0, 1]) {
    for (const row of ROWS) {
      const bad = pileHistory(state, owner, row);
      if (bad) return bad;
    }
  }
  const moverName = state.players[mover];
  if (laid.opponent > MAX_ON_OPPONENT) return `laid: ${moverName} has laid ${laid.opponent} cards on the opponent's piles this turn; one is the most (4.1)`;
  const other = opponentOf(mover);
  const onOwn = ROWS.reduce((n, row) => n + state.seats[mover][row].filter((c) => c.by === mover).length, 0);
  const onTheirs = ROWS.reduce((n, row) => n + state.seats[other][row].filter((c) => c.by === mover).length, 0);
  if (laid.own > onOwn) return `laid: ${moverName} is said to have laid ${laid.own} on their own piles this turn, but only ${onOwn} of their cards lie there`;
  if (laid.opponent > onTheirs) return `laid: ${moverName} is said to have laid a card on ${state.players[other]}'s piles this turn, but none of their cards lies there`;
  if (state.seats[mover].hand.length + laidCount(laid) > HAND_SIZE) {
    return `hands: ${moverName} holds ${state.seats[mover].hand.length} and has laid ${laidCount(laid)} this turn: a turn starts with at most ${HAND_SIZE} cards in hand (2.3, 6.1, 6.2)`;
  }
  if (state.seats[other].hand.length > HAND_SIZE) return `hands: ${state.players[other]} holds ${state.seats[other].hand.length}; a hand never holds more than ${HAND_SIZE} (2.3, 6.1, 6.2)`;
  if (state.phase === 'playing') {
    if (state.result !== null) return 'phase: a game in play has no result';
    for (const [seat, name] of state.players.entries()) {
      if (hasLaidAll(state, seat)) return `hands: ${name} has laid all 58 cards, so the game is over: write won=${name} (7.1)`;
    }
    if (!moverCanStillLayMinimum(state)) return `turn: ${moverName} cannot lay the two cards a turn needs, so the game is over: write lost=${moverName} (7.2)`;
    return null;
  }
  if (state.phase !== 'over') return `phase: expected playing or over, got ${String(state.phase)}`;
  const result = state.result;
  if (!result) return 'phase: an ended game needs a result';
  if (!isSeat(result.winner) || result.loser !== opponentOf(result.winner)) return 'result: one player wins and the other loses';
  if (result.by === '7.1') {
    if (result.winner !== mover) return `won: only the player to move can lay their last card; here that is ${moverName} (7.1)`;
    if (!hasLaidAll(state, mover)) return `won: ${moverName} still has cards in hand or draw pile, so has not laid all 58 (7.1)`;
    return null;
  }
  if (result.by === '7.2') {
    if (result.loser !== mover) return `lost: only the player to move can fail to lay two; here that is ${moverName} (7.2)`;
    for (const [seat, name] of state.players.entries()) {
      if (hasLaidAll(state, seat)) return `lost: ${name} has laid all 58 cards, so the game ended by 7.1 instead`;
    }
    if (moverCanStillLayMinimum(state)) return `lost: ${moverName} can still lay the two cards a turn needs, so has not lost (7.2)`;
    return null;
  }
  return 'result: the game ends by 7.1 or 7.2';
}
