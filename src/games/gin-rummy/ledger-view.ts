/**
 * §13 on the table: the match's score sheet so far (each hand's winner and
 * points, both running totals) and, once someone has reached 100, the
 * settlement with its bonuses. The numbers come from the engine's ledger and
 * settlement (match.ts); this only puts them into rows and words.
 */
import { MATCH_TARGET, sheetLines } from '../../../engine/gin-rummy/match';
import type { GinState } from '../../../engine/gin-rummy/types';
import type { CitationView } from '../../components/sandbox/step-view';
import { ginCitation } from './citations';

export interface LedgerRow {
  /** From 1. */
  readonly hand: number;
  /** By seat: what the player wrote for this hand ("+25"), "" for nothing. */
  readonly written: readonly [string, string];
  /** Both running totals after the hand. */
  readonly running: readonly [number, number];
  /** "Ana +25", "No game" (for screen readers and the poster). */
  readonly text: string;
  /** This hand took its winner to 100 first (§13). */
  readonly reached: boolean;
}

export interface SettlementRow {
  /** "Hand points", "Boxes (§13.3)" ... */
  readonly label: string;
  readonly values: readonly [number, number];
}

export interface SettlementView {
  readonly rows: readonly SettlementRow[];
  /** "Ana wins the match and collects 202 (284 − 82)." */
  readonly text: string;
  readonly citations: readonly CitationView[];
}

export interface LedgerView {
  readonly names: readonly [string, string];
  readonly rows: readonly LedgerRow[];
  readonly totals: readonly [number, number];
  readonly settlement: SettlementView | null;
}

/** The sheet, or null when no hand has been finished and the match is not over (nothing to show). */
export function ledgerView(state: GinState): LedgerView | null {
  if (state.ledger.length === 0 && !state.settlement) return null;
  const names: [string, string] = [state.players[0] ?? 'Seat 1', state.players[1] ?? 'Seat 2'];
  const rows = sheetLines({ target: MATCH_TARGET, hands: state.ledger }).map((line): LedgerRow => {
    const written: [string, string] = ['', ''];
    if (line.winner !== null) written[line.winner] = `+${line.points}`;
    return {
      hand: line.hand,
      written,
      running: [line.running[0], line.running[1]],
      text: line.winner === null ? 'nobody scores' : `${names[line.winner]} +${line.points}`,
      reached: line.reachedTarget,
    };
  });
  const totals: [number, number] = rows.length ? [rows[rows.length - 1].running[0], rows[rows.length - 1].running[1]] : [0, 0];
  const s = state.settlement;
  let settlement: SettlementView | null = null;
  if (s) {
    const boxes = (side: 0 | 1) => s.boxes[side] / 20;
    const rowsOf: SettlementRow[] = [
      { label: 'Hand points', values: s.points },
      { label: `Boxes: 20 a hand won (${boxes(0)} and ${boxes(1)})`, values: s.boxes },
      { label: 'Game bonus: first to 100', values: s.gameBonus },
      ...(s.shutout[0] + s.shutout[1] > 0 ? [{ label: 'Shutout: the loser wrote nothing', values: s.shutout }] : []),
      { label: 'Total', values: s.totals },
    ];
    const text =
      s.winner === null
        ? `The totals are equal (${s.totals[0]} each): nobody collects anything.`
        : `${names[s.winner]} wins the match and collects the difference, ${s.difference} (${s.totals[s.winner]} − ${s.totals[1 - s.winner]}).`;
    settlement = { rows: rowsOf, text, citations: s.citations.map(ginCitation) };
  }
  return { names, rows, totals, settlement };
}
