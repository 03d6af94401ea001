/**
 * SENS in the bot tournaments (bench/bot-tournaments.ts): the levels of
 * engine/sens/bots.ts against each other, club vs random, strong vs club and
 * strong vs random, each in whole matches to 500 (the game, 10.1-10.4) and in
 * single deals (the share of deals where the level's side wrote more, and its
 * average margin), with the sides swapped every other match or deal.
 *
 * Each pairing plays the bench's count of matches and of deals (1,000; 100
 * with --quick), like the other games: the strong level searches at each
 * card (about 1 ms of CPU, p99 under 5 ms), so SENS's share of
 * `npm run bench -- --only=bots` is about 3 minutes of CPU on this machine
 * (2 min 52 s measured, most of it the 1,000 strong-club matches of about
 * five deals each). 1,000 matches give an interval of about +-2.5 points,
 * narrow enough to tell 60% from 50%.
 *
 *   npx tsx bench/bot-tournaments.ts --game=sens [--games=1000]
 *
 * runs SENS's pairings alone with the bench's seeds (the same figures
 * `npm run bench -- --only=bots` prints).
 */
import { prng } from '../engine/core/prng';
import { sens } from '../engine/sens/index';
import type { SensAction, SensState, Seat } from '../engine/sens/types';
import { type BotVerdict, type Clock, dealt, type GameBench, lawfully, MAX_ACTIONS, type PairingResult, pct, result } from './bot-common';

/** The strong level must win this share of its matches against club (point estimate), with the interval's low end above one half. */
export const SENS_STRONG_SHARE = 0.6;

/**
 * The acting seat's level decides. Once a game is taken, a holder of the
 * trump Seven decides whether to rob (6.1) before the dealer deals the rest
 * (5.4); every level's own choice there would name the robber itself.
 */
function sensStep(s: SensState, random: () => number, levelOf: (seat: Seat) => string, clock: Clock): SensAction | null {
  const d = s.deal;
  if (s.phase === 'taken') {
    const seven = `7${d.game!.trump}`;
    const holder = d.game!.round === 1 && d.robbedBy === null ? ([0, 1, 2, 3] as const).find((x) => x !== d.dealer && (d.hands[x] as readonly string[]).includes(seven)) : undefined;
    if (holder !== undefined) {
      const choice = clock.time('sens', levelOf(holder), () => sens.botChoice(s, random, levelOf(holder)));
      if (choice?.type === 'rob' && choice.seat === holder) return choice;
    }
    return { type: 'rest', seat: d.dealer };
  }
  const who = levelOf(d.turn);
  return clock.time('sens', who, () => sens.botChoice(s, random, who));
}

/** Single deals, each the first of a fresh match; the level's side is side 0 in every other deal. */
function sensDeals(level: string, opponent: string, deals: number, clock: Clock): PairingResult {
  let decided = 0;
  let won = 0;
  let margin = 0;
  let taken = 0;
  let made = 0;
  for (let g = 0; g < deals; g++) {
    const mine = g % 2;
    const levelOf = (seat: Seat) => (seat % 2 === mine ? level : opponent);
    let s: SensState = dealt(sens, ['A', 'B', 'C', 'D'], 3_000_000 + g);
    const random = prng(g + 1);
    const before = s.ledger.length;
    for (let n = 0; !(s.phase === 'match-over' || (s.phase === 'deal-over' && s.ledger.length > before)); n++) {
      if (n > MAX_ACTIONS) throw new Error(`sens deal ${g}: no end`);
      s = lawfully(sens, s, sensStep(s, random, levelOf, clock), `sens deal ${g}`);
    }
    const end = s.deal.end!;
    if (end.kind === 'thrown-in') continue;
    const written = end.written;
    margin += written[mine] - written[1 - mine];
    if (end.kind === 'counted' && s.deal.game!.by % 2 === mine) {
      taken++;
      if (end.made) made++;
    }
    if (written[0] === written[1]) continue;
    decided++;
    if (written[mine] > written[1 - mine]) won++;
  }
  return result('sens', 'deals', level, opponent, deals, decided, won, { marginPerDeal: margin / deals, gamesTaken: taken, gamesMade: made });
}

/** Whole matches to 500 (10.1-10.4); the level's side is side 0 in every other match. */
function sensMatches(level: string, opponent: string, matches: number, clock: Clock): PairingResult {
  let won = 0;
  let deals = 0;
  for (let g = 0; g < matches; g++) {
    const mine = g % 2;
    const levelOf = (seat: Seat) => (seat % 2 === mine ? level : opponent);
    let s: SensState = dealt(sens, ['A', 'B', 'C', 'D'], 4_000_000 + g);
    const random = prng(g + 1);
    for (let n = 0; s.phase !== 'match-over'; n++) {
      if (n > MAX_ACTIONS) throw new Error(`sens match ${g}: no end`);
      s = lawfully(sens, s, sensStep(s, random, levelOf, clock), `sens match ${g}`);
    }
    deals += s.ledger.length;
    if (s.winner === mine) won++;
  }
  return result('sens', 'matches', level, opponent, matches, matches, won, { dealsPerMatch: deals / matches });
}

/** Issue 28: the strong level wins at least SENS_STRONG_SHARE of its matches against club, the interval's low end above one half. */
function judgeSens(r: PairingResult): BotVerdict[] {
  if (r.unit !== 'matches' || r.level !== 'strong' || r.opponent !== 'club') return [];
  return [{
    name: 'bots (sens): strong wins 60% of matches against club',
    ok: r.share >= SENS_STRONG_SHARE && r.low > 0.5,
    detail: `strong won ${pct(r.share)} of ${r.decided} matches to 500 against club (must be at least ${pct(SENS_STRONG_SHARE)}), 95% interval ${pct(r.low)}-${pct(r.high)} (low end must be above 50%)`,
  }];
}

/** SENS's part: matches to 500 and single deals; strong also plays random. */
export const SENS_BENCH: GameBench = {
  game: 'sens',
  title: 'SENS',
  design: 'four players in two sides, the sides swapped every other match or deal',
  levels: ['random', 'club', 'strong'],
  strong: ['strong'],
  extra: [['strong', 'random']],
  judge: judgeSens,
  play: (level, opponent, games, clock) => [sensMatches(level, opponent, games, clock), sensDeals(level, opponent, games, clock)],
  describe: (r) => (r.unit === 'deals'
    ? `; margin ${r.extra.marginPerDeal >= 0 ? '+' : ''}${r.extra.marginPerDeal.toFixed(1)} points per deal; ${r.level} took ${r.extra.gamesTaken} games and made ${r.extra.gamesMade}`
    : `; ${r.extra.dealsPerMatch.toFixed(1)} deals per match`),
};
