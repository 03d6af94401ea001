/**
 * "Add to the score sheet" for a Gin Rummy match against the bot: the match
 * so far as the score sheet keeps a two-player match (§13), players in the
 * order of the draw (the first leads hand 1, the second deals it, §3) and
 * every hand's winner and points from the engine's ledger. The sheet page
 * reads it from localStorage (score-sheet/pending.ts) and adds what it lacks.
 */
import type { Parsed } from '../../../../engine/core/game';
import type { Played } from '../../../../engine/core/played';
import type { GinAction, GinState } from '../../../../engine/gin-rummy/types';
import { writeStorage } from '../../../components/tools/csv';
import { PENDING_KEY, pendingText, type PendingMatch } from '../score-sheet/pending';

/** The match in the sheet's terms, or why it cannot go on a sheet. */
export function pendingMatch(start: GinState, final: GinState): Parsed<PendingMatch> {
  if (start.ledger.length > 0) return { ok: false, error: 'This game was opened part-way through a match, so its first hands are unknown here; enter them on the score sheet by hand.' };
  if (final.ledger.length === 0) return { ok: false, error: 'No hand is finished yet: play the hand to its end first.' };
  // §3: the first dealer is the lower draw; the sheet lists the higher draw (who leads hand 1) first.
  const dealer = start.hand.dealer;
  const leader = dealer === 0 ? 1 : 0;
  const players: [string, string] = [start.players[leader], start.players[dealer]];
  const hands = final.ledger.map((h) => ({ winner: h.winner === null ? null : h.winner === dealer ? 1 : 0, points: h.points }));
  return { ok: true, value: { players, hands } };
}

/** Stores the match for the sheet page; a line saying what goes over, or why not. */
export function handOff(played: Played<GinState, GinAction>): Parsed<string> {
  const final = played.frames[played.frames.length - 1].state;
  const match = pendingMatch(played.start, final);
  if (!match.ok) return match;
  const failed = writeStorage(PENDING_KEY, pendingText(match.value));
  if (failed) return { ok: false, error: failed };
  return { ok: true, value: `${match.value.hands.length} ${match.value.hands.length === 1 ? 'hand' : 'hands'} go to the score sheet.` };
}
