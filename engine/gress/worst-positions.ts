/**
 * The worst inputs the limits accept (limits.ts), in position notation: what
 * boundaries.test.ts checks for correct answers and bounded work (counts), and
 * what `npm run bench` (bench/worst-cases.ts) times against its budgets.
 */
import { MAX_DEBT_CARDS, MAX_DEBTS, MAX_PLAYERS } from './limits';

/** Three players, a running game: the prefix of the small positions below. */
export const WORST_TABLE = 'players=Ana,Ben,Cem dealer=Cem phase=running';

/** A small running game to start long action lists from. */
export const LONG_GAME_START =
  `${WORST_TABLE} hands=7C,8C/8H,9H/9D,TD markes=KS/KH/KD ready=Ana,Ben,Cem pile=QC@Cem:o1 draw=AS,AH,AD,AC turn=Ana dir=cw throws=yes next=2`;

/** `count` actions after LONG_GAME_START, Ben's play and Ana's call in turn (a game text for parseGame). */
export const longGameText = (count: number): string =>
  [LONG_GAME_START, ...Array.from({ length: count }, (_, i) => (i % 2 ? 'Ana call' : 'Ben play 8H'))].join('\n');

/** Sixteen Sevens of four packs: every subset a packet would be 2^16 candidates (6.2, 6.4). */
const SEVENS = ['C', 'S', 'H', 'D'].flatMap((s) => ['', '2', '3', '4'].map((d) => `7${s}${d}`));

/** Twelve players, one holding most of four packs, with a give window (5.4) and a two-Nine swap to announce (6.3). */
function crowdedTable(): string {
  const names = Array.from({ length: MAX_PLAYERS }, (_, i) => `P${i + 1}`);
  const packs = ['', '2', '3', '4'].flatMap((d) => ['7', '8', '9', 'T', 'J', 'Q', 'K', 'A'].flatMap((r) => ['C', 'S', 'H', 'D'].map((s) => `${r}${s}${d}`)));
  const [top, ...rest] = packs;
  const others = rest.slice(0, MAX_PLAYERS - 1);
  const big = rest.slice(MAX_PLAYERS - 1);
  return `players=${names.join(',')} dealer=P12 phase=running hands=${[big.join(','), ...others].join('/')} markes=${names.map(() => '-').join('/')} ` +
    `pile=${top}@P12:o1 turn=P1 dir=cw throws=yes windows=give:P1@1/5.4/nextMove,swapAnnouncement:P1@1/6.3/nextEvent[paragraph=6.3] next=2`;
}

/** [what, position text]: the positions that cost the lawful-actions query the most. */
export const WORST_POSITIONS: readonly (readonly [string, string])[] = [
  ['sixteen Sevens in one hand (four packs)', `${WORST_TABLE} hands=${SEVENS.join(',')}/8H/9D markes=-/-/- ready=Ana,Ben,Cem pile=QC@Cem:o1,8C@Cem:m2 draw=KS turn=Ana dir=cw throws=yes next=3`],
  [`${MAX_DEBTS} debts of ${MAX_DEBT_CARDS} cards`, `${WORST_TABLE} hands=7C/8H/9D markes=-/-/- ready=Ana,Ben,Cem pile=QC@Cem:o1 draw=KS turn=Ana dir=cw throws=yes debts=${Array.from({ length: MAX_DEBTS }, () => `Ana:${MAX_DEBT_CARDS}@1/5.2`).join(',')} next=2`],
  [`${MAX_PLAYERS} players, a hand of ${4 * 32 - MAX_PLAYERS} cards, a give and a swap to announce`, crowdedTable()],
];
