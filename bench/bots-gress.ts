/**
 * Gress in the bot tournaments (bench/bot-tournaments.ts), on the real-time
 * driver (engine/gress/play/): its levels (engine/gress/play/levels.ts) are a
 * way of choosing and a pace and a habit of slips, so a pairing is whole games
 * in which both sides react in (simulated) real time.
 *
 * Gress is played by three or more, so a pairing is not a duel: each game is a
 * table of four, two seats for each level, alternating round the table (ABAB);
 * the next game deals the same cards with the seats the other way round
 * (BABA), so each level gets each seat and each deal once, the dealer's seat
 * and the one after it included. Two games with one pack, then two with two
 * packs (1.4), and so on. At such a table a level that plays no better than
 * the other would go out first in half the games.
 *
 *   won: the share of games one of the level's seats wins (goes out first,
 *     9.1), among the games with a winner (9.4, 10.1: a game can end without
 *     one when the cards run out); per seat that is half of it, the other level's
 *     seats the rest;
 *   penalty points (9.4) per seat, each level's mean and the difference, each
 *     with its 95% interval (the difference taken game by game);
 *   decision time: each level's decisions timed on positions of these games
 *     (every fifth state of the first tables, every seat), CPU time.
 *
 * Gress's levels all choose by scores in well under a millisecond: none is
 * one of the strong levels that search.
 */
import { prng } from '../engine/core/prng';
import { playBotGame } from '../engine/gress/play/bot-game';
import { applyAction, type RealTimeTable, type TableSetup } from '../engine/gress/play/driver';
import { findBotLevel, type GressBotLevelId } from '../engine/gress/play/levels';
import { decide } from '../engine/gress/play/strategy';
import type { GressState } from '../engine/gress/types';
import { type Clock, type GameBench, meanInterval, type PairingResult, pct, result, signed } from './bot-common';

const PLAYERS = ['Ana', 'Ben', 'Cem', 'Dia'];
/** Positions for the decision times come from this many tables of each pairing. */
const TIMED_TABLES = 20;

/** Game `g` of a pairing: the same deal for games 2k and 2k+1, the levels' seats swapped; one pack, one pack, two, two, ... */
export function gressTable(level: GressBotLevelId, opponent: GressBotLevelId, g: number): TableSetup {
  return {
    players: PLAYERS,
    packs: 1 + (Math.floor(g / 2) % 2),
    seed: 50_000 + Math.floor(g / 2),
    levels: PLAYERS.map((_, seat) => ((seat + g) % 2 === 0 ? level : opponent)),
  };
}

/** Every fifth position of a played game, for timing decisions. */
function positionsOf(table: RealTimeTable): GressState[] {
  const out: GressState[] = [];
  let state = table.start;
  table.log.forEach((e, k) => {
    state = applyAction(state, e.action).state;
    if (k % 5 === 0 && state.phase !== 'scored') out.push(state);
  });
  return out;
}

/** Each of the two levels decides for every seat of each position, timed on the clock. */
function timeDecisions(positions: readonly GressState[], levels: readonly GressBotLevelId[], clock: Clock): void {
  positions.forEach((state, k) => {
    for (let seat = 0; seat < state.players.length; seat++) {
      for (const id of levels) {
        const level = findBotLevel(id)!;
        clock.time('gress', id, () => decide(state, seat, { level, seed: 1, next: prng(k * 5 + seat) }));
      }
    }
  });
}

/** `level` against `opponent` at `games` tables of four (see the file's comment). */
function gressPairing(level: GressBotLevelId, opponent: GressBotLevelId, games: number, clock: Clock): PairingResult {
  let decided = 0;
  let won = 0;
  let unfinished = 0;
  const mine: number[] = [];
  const theirs: number[] = [];
  const positions: GressState[] = [];
  for (let g = 0; g < games; g++) {
    const setup = gressTable(level, opponent, g);
    const played = playBotGame(setup);
    if (!played.ok) throw new Error(`gress table ${g}: ${played.error}`);
    if (g < TIMED_TABLES) positions.push(...positionsOf(played.table));
    if (!played.finished) {
      unfinished++;
      continue;
    }
    const { penalties, winner } = played.table.state;
    const points = (id: GressBotLevelId) => penalties!.reduce((sum, p, seat) => sum + (setup.levels[seat] === id ? p : 0), 0) / 2;
    mine.push(points(level));
    theirs.push(points(opponent));
    if (winner === null) continue;
    decided++;
    if (setup.levels[winner] === level) won++;
  }
  timeDecisions(positions, [level, opponent], clock);
  const a = meanInterval(mine);
  const b = meanInterval(theirs);
  const d = meanInterval(mine.map((x, i) => x - theirs[i]));
  return result('gress', 'games', level, opponent, games, decided, won, {
    unfinished, points: a.mean, pointsLow: a.low, pointsHigh: a.high, opponentPoints: b.mean, opponentPointsLow: b.low, opponentPointsHigh: b.high,
    difference: d.mean, differenceLow: d.low, differenceHigh: d.high,
  });
}

/** The penalty points and the games without a winner in words. */
function describeGress(r: PairingResult): string {
  const e = r.extra;
  const range = (m: number, lo: number, hi: number, sign = false) => (sign ? `${signed(m, 2)} (${signed(lo, 2)} to ${signed(hi, 2)})` : `${m.toFixed(2)} (${lo.toFixed(2)}-${hi.toFixed(2)})`);
  return `; per seat ${pct(r.share / 2)} vs ${pct((1 - r.share) / 2)} of those games; penalty points per seat ${range(e.points, e.pointsLow, e.pointsHigh)} vs ${range(e.opponentPoints, e.opponentPointsLow, e.opponentPointsHigh)}, ` +
    `difference ${range(e.difference, e.differenceLow, e.differenceHigh, true)}` +
    `${r.played - r.decided - e.unfinished > 0 ? `; ${r.played - r.decided - e.unfinished} of the ${r.played} games ended without a winner (10.1)` : ''}${e.unfinished > 0 ? `; ${e.unfinished} UNFINISHED` : ''}`;
}

export const GRESS_BENCH: GameBench = {
  game: 'gress',
  title: 'Gress',
  design: 'tables of four, two seats of each level alternating (ABAB, then the same deal BABA), one pack and two in turn',
  levels: ['random', 'relaxed', 'club', 'tournament'],
  strong: [],
  // Fewer tables than the run asks for games (400 of 1,000): a table of four takes some 100 ms of CPU, and the margins are wide.
  count: (games) => Math.max(2, Math.ceil(games * 0.4)),
  play: (level, opponent, games, clock) => [gressPairing(level as GressBotLevelId, opponent as GressBotLevelId, games, clock)],
  describe: describeGress,
  judge: (r) => [{ name: `bots (gress): ${r.level} vs ${r.opponent}, games finish`, ok: r.extra.unfinished === 0, detail: `${r.extra.unfinished} of ${r.played} games did not reach the count (9.4)` }],
};
