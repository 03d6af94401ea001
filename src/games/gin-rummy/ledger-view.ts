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
import type { Locale } from '../../../engine/core/messages';
import { uiText } from '../../i18n/ui-text';

const WORDS = uiText({
  en: {
    seat: (n: number) => `Seat ${n}`,
    nobody: 'nobody scores',
    handPoints: 'Hand points',
    boxes: (a: number, b: number) => `Boxes: 20 a hand won (${a} and ${b})`,
    game: 'Game bonus: first to 100',
    shutout: 'Shutout: the loser wrote nothing',
    total: 'Total',
    equal: (each: number) => `The totals are equal (${each} each): nobody collects anything.`,
    wins: (name: string, difference: number, high: number, low: number) => `${name} wins the match and collects the difference, ${difference} (${high} − ${low}).`,
  },
  de: {
    seat: (n) => `Platz ${n}`,
    nobody: 'keiner schreibt',
    handPoints: 'Punkte aus den Spielen',
    boxes: (a, b) => `Box-Prämie: 20 je gewonnenes Spiel (${a} und ${b})`,
    game: 'Partieprämie: zuerst bei 100',
    shutout: 'Schneider: der Verlierer hat nichts geschrieben',
    total: 'Summe',
    equal: (each) => `Beide Summen sind gleich (je ${each}): Keiner bekommt etwas.`,
    wins: (name, difference, high, low) => `${name} gewinnt die Partie und bekommt die Differenz, ${difference} (${high} − ${low}).`,
  },
});

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
export function ledgerView(state: GinState, locale: Locale = 'en'): LedgerView | null {
  if (state.ledger.length === 0 && !state.settlement) return null;
  const w = WORDS[locale];
  const names: [string, string] = [state.players[0] ?? w.seat(1), state.players[1] ?? w.seat(2)];
  const rows = sheetLines({ target: MATCH_TARGET, hands: state.ledger }).map((line): LedgerRow => {
    const written: [string, string] = ['', ''];
    if (line.winner !== null) written[line.winner] = `+${line.points}`;
    return {
      hand: line.hand,
      written,
      running: [line.running[0], line.running[1]],
      text: line.winner === null ? w.nobody : `${names[line.winner]} +${line.points}`,
      reached: line.reachedTarget,
    };
  });
  const totals: [number, number] = rows.length ? [rows[rows.length - 1].running[0], rows[rows.length - 1].running[1]] : [0, 0];
  const s = state.settlement;
  let settlement: SettlementView | null = null;
  if (s) {
    const boxes = (side: 0 | 1) => s.boxes[side] / 20;
    const rowsOf: SettlementRow[] = [
      { label: w.handPoints, values: s.points },
      { label: w.boxes(boxes(0), boxes(1)), values: s.boxes },
      { label: w.game, values: s.gameBonus },
      ...(s.shutout[0] + s.shutout[1] > 0 ? [{ label: w.shutout, values: s.shutout }] : []),
      { label: w.total, values: s.totals },
    ];
    const text = s.winner === null ? w.equal(s.totals[0]) : w.wins(names[s.winner], s.difference, s.totals[s.winner], s.totals[1 - s.winner]);
    settlement = { rows: rowsOf, text, citations: s.citations.map((n) => ginCitation(n, locale)) };
  }
  return { names, rows, totals, settlement };
}
