/**
 * The end of a SENS deal against the bots, in words for the end screen, from
 * the reader's side of the table: whether the taking side made its game and
 * what each side writes (11.1, 11.2, 12.1; the sandbox's result line with its
 * paragraphs), then the match: the totals to 500 while it goes on (1.1), its
 * winner once decided, Vorlauf included (10.1-10.4). The numbers are the
 * engine's; this only words them.
 */
import type { SensState, Side } from '../../../../engine/sens/types';
import type { Breakdown, PlayOutcome, Worded } from '../../../components/play/play-ui';
import { sensCitation } from '../citations';
import { matchView, resultView, TARGET } from '../result-view';
import { sideName, sideOf } from '../words';
import { dealBreakdown } from './breakdown';

/** The deal is over (counted, thrown in, a misdeal) and the next not yet dealt, or the match is over. */
export const dealIsOver = (state: SensState) => state.phase === 'deal-over' || state.phase === 'match-over';

/** The deal in one line, from the reader's side. */
export function dealHeading(state: SensState, reader: number): string {
  const d = state.deal;
  const end = d.end;
  if (!end) return 'The deal is not over yet.';
  const my = sideOf(reader);
  const other = (1 - my) as Side;
  if (end.kind === 'thrown-in') return 'Nobody took the game: the cards are thrown in and nothing is written.';
  const written = `Your side writes ${end.written[my]}, ${sideName(state, other)} ${end.written[other]}.`;
  if (end.kind === 'misdeal') return `Misdeal. ${written}`;
  if (end.kind === 'foul') return `A wrong card was claimed. ${written}`;
  if (!d.game) return written;
  const mine = sideOf(d.game.by) === my;
  const made = end.made ? (mine ? 'Your side made its game' : `${sideName(state, other)} made their game`) : mine ? 'Your side fell short of its game' : `${sideName(state, other)} fell short of their game`;
  return `${made}${end.made && end.dackeln ? ', with every trick' : ''}. ${written}`;
}

/** 1.1, 10.1-10.4: the totals to 500, or who won the match. */
export function matchWords(state: SensState, reader: number): Worded & { over: boolean } {
  const my = sideOf(reader);
  const other = (1 - my) as Side;
  const won = matchView(state);
  if (won) {
    const lead = state.winner === null ? 'The match ends level.' : state.winner === my ? 'You and your partner win the match.' : 'The bots across from you win the match.';
    return { text: `${lead} ${won.text}`, citations: won.citations, over: true };
  }
  return {
    text: `Scores: your side (${sideName(state, my)}) ${state.scores[my]}, ${sideName(state, other)} ${state.scores[other]}; the first side to ${TARGET} wins.`,
    citations: [sensCitation('1.1'), sensCitation('10.1')],
    over: false,
  };
}

export function sensOutcome(state: SensState, reader: number): PlayOutcome {
  const result = resultView(state);
  return {
    heading: dealHeading(state, reader),
    result: result ? { text: result.text, citations: result.citations } : null,
    match: matchWords(state, reader),
    readerWon: state.phase === 'match-over' && state.winner !== null ? state.winner === sideOf(reader) : null,
    breakdowns: [dealBreakdown(state, reader)].filter((b): b is Breakdown => b !== null),
  };
}
