/**
 * The end of a Gin Rummy hand against the bot, in words for the end screen:
 * who wins the hand and how many points (§9-§12, the sandbox's result line
 * with its paragraphs), then the match: the running totals while nobody has
 * 100, the settlement with its bonuses once someone has (§13). The numbers
 * are the engine's (ledger and settlement); this only words them.
 */
import { handTotals, MATCH_TARGET } from '../../../../engine/gin-rummy/match';
import type { GinState } from '../../../../engine/gin-rummy/types';
import type { Breakdown, PlayOutcome, Worded } from '../../../components/play/play-ui';
import { ginCitation } from '../citations';
import { ledgerView } from '../ledger-view';
import { resultView } from '../view-model';
import { handBreakdown, settlementBreakdown } from './breakdown';

const points = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;

/** The hand's winner and points in one line, from the reader's side of the table. */
export function handHeading(state: GinState, reader: number): string {
  const end = state.hand.end;
  const bot = state.players[1 - reader] ?? 'The bot';
  if (!end) return 'The hand is not over yet.';
  if (end.kind === 'no-game') return 'No game: nobody scores.';
  if (end.kind === 'misdeal') return 'Misdeal: the hand does not count.';
  const line = state.ledger[state.ledger.length - 1];
  if (!line || line.winner === null) return 'The hand is void: nobody scores.';
  const how = end.score.reason === 'gin' ? ' with gin' : end.score.reason === 'undercut' ? ' by an undercut' : '';
  return line.winner === reader ? `You win the hand${how}: ${points(line.points)}.` : `${bot} wins the hand${how}: ${points(line.points)}.`;
}

/** §13: the match so far, or its settlement. */
export function matchWords(state: GinState, reader: number): Worded & { over: boolean } {
  const bot = state.players[1 - reader] ?? 'the bot';
  const settled = ledgerView(state)?.settlement;
  const s = state.settlement;
  if (s && settled) {
    const totals = `Totals with the bonuses: you ${s.totals[reader]}, ${bot} ${s.totals[1 - reader]}.`;
    const who = s.winner === null ? '' : s.winner === reader ? 'You win the match. ' : `${bot} wins the match. `;
    return { text: `${who}${totals} ${settled.text}`, citations: settled.citations, over: true };
  }
  const t = handTotals(state.ledger);
  const n = state.ledger.length;
  return {
    text: `After ${n} ${n === 1 ? 'hand' : 'hands'}: you ${t[reader]}, ${bot} ${t[1 - reader]}. The first to ${MATCH_TARGET} ends the match; the bonuses are added then.`,
    citations: [ginCitation('13')],
    over: false,
  };
}

export function ginOutcome(state: GinState, reader: number): PlayOutcome {
  const result = resultView(state);
  const match = matchWords(state, reader);
  const s = state.settlement;
  return {
    heading: handHeading(state, reader),
    result: result ? { text: result.text, citations: result.citations } : null,
    match,
    readerWon: s ? (s.winner === null ? null : s.winner === reader) : null,
    breakdowns: [handBreakdown(state, reader), settlementBreakdown(state, reader)].filter((b): b is Breakdown => b !== null),
  };
}
