/**
 * Tuning aid for the Gin Rummy strong level (not part of the bench): plays
 * strong, with weights overridden by --w='{"knock":8}', against simple in
 * matches to 100 at seeds the bench does not play, seats swapped;
 * --opponent=club plays another level; --kinds adds the hands by how they ended.
 *
 *   node --import ./bench/ts-hooks.mjs bench/tune-gin.ts --matches=1000 --base=6000000 --w='{}' --kinds
 */
import { prng } from '../engine/core/prng';
import { ginRummy } from '../engine/gin-rummy/index';
import { botChoice } from '../engine/gin-rummy/bots';
import { STRONG_WEIGHTS, strongChoiceWith } from '../engine/gin-rummy/bot-strong';
import type { GinState } from '../engine/gin-rummy/types';
import { wilson } from './bot-common';

const arg = (name: string) => process.argv.slice(2).find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const matches = Number(arg('matches') ?? 400);
const opponent = arg('opponent') ?? 'simple';
const base = Number(arg('base') ?? 7_000_000);
const w = { ...STRONG_WEIGHTS, ...JSON.parse(arg('w') ?? '{}') };
let won = 0;
let decided = 0;
let hands = 0;
let handsWon = 0;
let times: number[] = [];
const kinds: Record<string, [number, number]> = {};
const t0 = Date.now();
for (let g = 0; g < matches; g++) {
  const mine = g % 2;
  const random = prng(base + g);
  const r = ginRummy.deal(['A', 'B'], base + g);
  if (!r.ok) throw new Error(r.error);
  let s: GinState = r.value;
  for (let n = 0; s.phase !== 'match-over'; n++) {
    if (n > 100_000) throw new Error(`no end: match ${g} phase ${s.phase} hands ${s.ledger.length} stock ${s.hand.stock.length}`);
    if (s.phase === 'hand-over' && s.hand.end) {
      // counted below on the transition
    }
    const strong = s.hand.turn === mine;
    const t = performance.now();
    const a = strong ? strongChoiceWith(s, random, w) : botChoice(s, random, opponent);
    if (strong) times.push(performance.now() - t);
    const applied = ginRummy.apply(s, a!);
    if (!applied.ruling.lawful) throw new Error(applied.ruling.summary);
    const before = s.phase;
    s = applied.state;
    if (before !== 'hand-over' && (s.phase === 'hand-over' || s.phase === 'match-over') && s.hand.end?.kind === 'score' && s.hand.end.score.winner !== null) {
      hands++;
      if (s.hand.end.score.winner === mine) handsWon++;
      const k = `${s.hand.knock!.by === mine ? 'S' : 's'}-${s.hand.end.score.reason}`;
      const b = (kinds[k] ??= [0, 0]);
      b[0]++;
      b[1] += s.hand.end.score.winner === mine ? s.hand.end.score.points : -s.hand.end.score.points;
    }
  }
  const winner = s.settlement!.winner;
  if (winner === null) continue;
  decided++;
  if (winner === mine) won++;
}
times.sort((a, b) => a - b);
const { low, high } = wilson(won, decided);
console.log(`${arg('w') ?? ''} base ${base}: ${won}/${decided} = ${(100 * won / decided).toFixed(1)}% (${(100 * low).toFixed(1)}-${(100 * high).toFixed(1)}); hands ${(100 * handsWon / hands).toFixed(1)}% of ${hands}; p50 ${times[times.length >> 1].toFixed(3)} p99 ${times[Math.floor(times.length * 0.99)].toFixed(3)} ms; ${((Date.now() - t0) / 1000).toFixed(0)} s`);
if (process.argv.includes('--kinds')) console.log(Object.entries(kinds).map(([k, [n, p]]) => `${k} ${n} (${p >= 0 ? '+' : ''}${p}, ${(p / n).toFixed(1)} each)`).join('; '));
