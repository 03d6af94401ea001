/**
 * 10-12, 1.4, 4.5, 5.3: how a deal ended and what each side wrote, in words,
 * and the scores to 500 with every deal written so far. The numbers are the
 * engine's (DealEnd); the words only say where they come from.
 */
import { BASE_TOTAL } from '../../../engine/sens/cards';
import { pointsToMakeGame } from '../../../engine/sens/scoring';
import type { SensState, Side } from '../../../engine/sens/types';
import { matchDecisionOf } from '../../../engine/sens/rules/12-counting';
import type { CitationView } from '../../components/sandbox/step-view';
import { sensCitation } from './citations';
import { nameOf, sideName, sideOf } from './words';

export interface ResultView {
  readonly text: string;
  readonly citations: readonly CitationView[];
}

export interface ScoreRow {
  readonly deal: number;
  readonly written: readonly [number, number];
  readonly running: readonly [number, number];
}

export interface ScoreView {
  readonly sides: readonly { readonly side: Side; readonly name: string; readonly score: number; readonly leads: boolean }[];
  /** "Ana & Cem 120 · Ben & Dia 240, playing to 500" */
  readonly text: string;
  readonly rows: readonly ScoreRow[];
}

export const TARGET = 500;

const cite = (...numbers: string[]) => numbers.map(sensCitation);

/** "Ana & Cem 168, Ben & Dia 66" */
function writtenWords(state: SensState, written: readonly [number, number]): string {
  return `${sideName(state, 0)} ${written[0]}, ${sideName(state, 1)} ${written[1]}`;
}

/** The deal's end in words, or null while it runs. */
export function resultView(state: SensState): ResultView | null {
  const d = state.deal;
  const end = d.end;
  if (!end) return null;
  const next = nameOf(state, d.turn);
  switch (end.kind) {
    case 'thrown-in':
      return { text: `Nobody took the game: the cards are thrown in and nothing is written; ${next} deals next (5.3).`, citations: cite('5.3') };
    case 'misdeal': {
      const strict = end.written[0] + end.written[1] > 0;
      return strict
        ? { text: `Misdeal (table option strict): ${sideName(state, sideOf(d.dealer + 1))} write ${BASE_TOTAL}; ${next} deals next (4.5).`, citations: cite('4.5') }
        : { text: `Misdeal (table option mild): nothing is written; ${next} deals again (4.5).`, citations: cite('4.5') };
    }
    case 'foul': {
      const offender = sideOf(end.by);
      const other = offender === 0 ? 1 : 0;
      return {
        text: `A wrong card of ${nameOf(state, end.by)}'s was claimed: ${sideName(state, other)} write every point of the deal, ${end.written[other]}, and ${sideName(state, offender)} nothing (1.4).`,
        citations: cite('1.4'),
      };
    }
    case 'counted': {
      if (!d.game) return { text: `Written: ${writtenWords(state, end.written)}.`, citations: cite('12.1') };
      const t = sideOf(d.game.by);
      const o: Side = t === 0 ? 1 : 0;
      const taker = sideName(state, t);
      const own = end.cardPoints[t] + end.meldPoints[t];
      const need = pointsToMakeGame(end.total);
      const melds = end.meldPoints[t] > 0 ? ` + ${end.meldPoints[t]} in melds = ${own}` : '';
      const parts = [`${taker} took the game: ${end.cardPoints[t]} in cards${melds} of ${end.total}, needing ${need}.`];
      const citations = ['12.1', '11.1'];
      if (end.made) {
        parts.push(end.dackeln ? 'Made, with every trick: Dackeln, 100 more (11.2).' : 'Made (11.1).');
        if (end.dackeln) citations.push('11.2');
      } else {
        parts.push(`Short: Ziehen, ${sideName(state, o)} write the whole ${end.total} and ${taker} nothing (11.1).`);
      }
      if (d.vorlauf) {
        parts.push(`${nameOf(state, d.vorlauf.seat)} called Vorlauf with ${d.vorlauf.tricks} ${d.vorlauf.tricks === 1 ? 'trick' : 'tricks'} taken in (10.3).`);
        citations.push('10.3');
      }
      parts.push(`Written: ${writtenWords(state, end.written)}.`);
      return { text: parts.join(' '), citations: cite(...citations) };
    }
  }
}

/** 10.1-10.4: who won the match, once over. */
export function matchView(state: SensState): ResultView | null {
  if (state.phase !== 'match-over') return null;
  if (matchDecisionOf(state)?.cutShort) {
    const [a, b] = state.scores;
    const who = state.winner === null ? `level, ${a} to ${b}` : `and ${sideName(state, state.winner)} win it with the higher total, ${state.scores[state.winner]} to ${state.scores[1 - state.winner]}`;
    return { text: `After ${state.ledger.length} deals, the most a match has here, nobody has ${TARGET}: the match ends ${who} (this site's reading of 10.1).`, citations: cite('10.1') };
  }
  if (state.winner === null) return null;
  const w = state.winner;
  const l: Side = w === 0 ? 1 : 0;
  const vorlauf = state.deal.vorlauf;
  const how = vorlauf ? `Vorlauf, called by ${nameOf(state, vorlauf.seat)}, decided it (10.3, 10.4)` : `first to ${TARGET} (10.1)`;
  return {
    text: `${sideName(state, w)} win the match, ${state.scores[w]} to ${state.scores[l]}: ${how}.`,
    citations: vorlauf ? cite('10.3', '10.4') : cite('10.1'),
  };
}

/** 1.1, 12.1: the running totals to 500 and each deal written. */
export function scoreView(state: SensState): ScoreView {
  const sides = ([0, 1] as const).map((side) => ({ side, name: sideName(state, side), score: state.scores[side], leads: state.scores[side] > state.scores[side === 0 ? 1 : 0] }));
  const rows: ScoreRow[] = [];
  // A position may start with scores and no ledger: the rows end at the scores the state holds.
  const sum = state.ledger.reduce<[number, number]>((n, w) => [n[0] + w[0], n[1] + w[1]], [0, 0]);
  let run: [number, number] = [state.scores[0] - sum[0], state.scores[1] - sum[1]];
  state.ledger.forEach((w, i) => {
    run = [run[0] + w[0], run[1] + w[1]];
    rows.push({ deal: i + 1, written: w, running: run });
  });
  return { sides, text: `${sides[0].name} ${sides[0].score} · ${sides[1].name} ${sides[1].score}, playing to ${TARGET}`, rows };
}
