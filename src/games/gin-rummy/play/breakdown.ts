/**
 * Where the points of a Gin Rummy hand come from, player by player: each
 * one's deadwood as the hand ended (§2 values, after laying off, §8), ten
 * for each card a short hand lacks (§14.11, §14.12), and for the winner the
 * deadwood difference (§9, §10) or the loser's deadwood (§11) with the
 * undercut or gin bonus; the total is what the ledger wrote (§13). Once the
 * match is over, its settlement: hand points, boxes, the game and shutout
 * bonuses (§13.1-§13.3). Every number is the engine's: the hand's end
 * (hand-score.ts) and the settlement (match.ts).
 */
import { BOX_BONUS } from '../../../../engine/gin-rummy/match';
import { missingCardPoints } from '../../../../engine/gin-rummy/hand-score';
import type { GinState } from '../../../../engine/gin-rummy/types';
import type { Breakdown, ScoreCell, ScoreColumn, ScorePart } from '../../../components/play/play-ui';
import { ginCitation } from '../citations';
import { pluralForm, type Locale } from '../../../../engine/core/messages';
import { uiText } from '../../../i18n/ui-text';
import { TABLE_WORDS } from '../table-words';

const WORDS = uiText({
  en: {
    ginBonus: 'Gin bonus',
    undercutBonus: 'Undercut bonus',
    deadwood: 'Deadwood',
    short: 'Cards missing, 10 each',
    losersDeadwood: "The loser's deadwood",
    difference: 'Deadwood difference',
    gin: 'gin',
    knocked: 'knocked',
    caption: 'Where the points of the hand come from',
    written: 'Written for the hand',
    handPoints: 'Hand points',
    boxes: 'Boxes, 20 a hand won',
    game: 'Game bonus, first to 100',
    shutout: 'Shutout bonus',
    hands: (n: number) => `${n} ${pluralForm('en', n, { one: 'hand', other: 'hands' })}`,
    settled: 'The match settled',
    total: 'Total',
  },
  de: {
    ginBonus: 'Gin-Prämie',
    undercutBonus: 'Undercut-Prämie',
    deadwood: 'Schlechtpunkte',
    short: 'Fehlende Karten, je 10',
    losersDeadwood: 'Schlechtpunkte des Verlierers',
    difference: 'Differenz der Schlechtpunkte',
    gin: 'Gin',
    knocked: 'geklopft',
    caption: 'Woher die Punkte des Spiels kommen',
    written: 'Für das Spiel geschrieben',
    handPoints: 'Punkte aus den Spielen',
    boxes: 'Box-Prämie, 20 je gewonnenes Spiel',
    game: 'Partieprämie, zuerst bei 100',
    shutout: 'Schneider-Prämie',
    hands: (n) => `${n} ${pluralForm('de', n, { one: 'Spiel', other: 'Spiele' })}`,
    settled: 'Die Abrechnung der Partie',
    total: 'Summe',
  },
});

const who = (state: GinState, seat: number, reader: number, locale: Locale) => (seat === reader ? TABLE_WORDS[locale].you(state.players[seat]) : state.players[seat]);
const part = (locale: Locale, key: string, label: string, ...numbers: string[]): ScorePart => ({ key, label, citations: numbers.map((n) => ginCitation(n, locale)) });

/** §9-§12, §14.11-§14.13: the hand just scored; null for a hand that scored nothing to break down (no game, misdeal). */
export function handBreakdown(state: GinState, reader: number, locale: Locale = 'en'): Breakdown | null {
  const w = WORDS[locale];
  const end = state.hand.end;
  const knock = state.hand.knock;
  const line = state.ledger[state.ledger.length - 1];
  if (!end || end.kind !== 'score' || !knock || !line) return null;
  const s = end.score;
  const knocker = knock.by;
  const short = [missingCardPoints(end.knockerCards), missingCardPoints(end.opponentCards)];
  const bonus = s.reason === 'gin' ? part(locale, 'gin', w.ginBonus, '11') : s.reason === 'undercut' ? part(locale, 'undercut', w.undercutBonus, '10') : null;
  const parts: ScorePart[] = [
    part(locale, 'deadwood', w.deadwood, '2', '8'),
    ...(short[0] + short[1] > 0 ? [part(locale, 'short', w.short, '14.11', '14.12')] : []),
    ...(line.winner !== null ? [part(locale, 'difference', s.reason === 'gin' ? w.losersDeadwood : w.difference, s.reason === 'gin' ? '11' : s.reason === 'undercut' ? '10' : '9')] : []),
    ...(bonus ? [bonus] : []),
  ];
  const columns = [0, 1].map((seat): ScoreColumn => {
    const mine = seat === knocker;
    const cells: Record<string, ScoreCell> = {
      deadwood: { points: mine ? end.knockerDeadwood : end.opponentDeadwood, detail: mine ? (s.reason === 'gin' ? w.gin : w.knocked) : undefined },
    };
    const missing = mine ? short[0] : short[1];
    if (missing > 0) cells.short = { points: missing };
    if (line.winner === seat) {
      const bonusPoints = s.undercutBonus + s.ginBonus;
      cells.difference = { points: line.points - bonusPoints };
      if (bonus) cells[bonus.key] = { points: bonusPoints };
    }
    return { who: who(state, seat, reader, locale), reader: seat === reader, cells, total: line.winner === seat ? line.points : 0 };
  });
  return { caption: w.caption, parts, total: { label: w.written, citations: [ginCitation('13', locale)] }, columns, note: null };
}

/** §13-§13.3: the match settled with its bonuses; null while the match goes on. */
export function settlementBreakdown(state: GinState, reader: number, locale: Locale = 'en'): Breakdown | null {
  const w = WORDS[locale];
  const s = state.settlement;
  if (!s) return null;
  const shutout = s.shutout[0] + s.shutout[1] > 0;
  const parts = [
    part(locale, 'points', w.handPoints, '13'),
    part(locale, 'boxes', w.boxes, '13.3'),
    part(locale, 'game', w.game, '13.1'),
    ...(shutout ? [part(locale, 'shutout', w.shutout, '13.2')] : []),
  ];
  const columns = [0, 1].map((seat): ScoreColumn => {
    const won = s.boxes[seat] / BOX_BONUS;
    const cells: Record<string, ScoreCell> = {
      points: { points: s.points[seat] },
      boxes: { points: s.boxes[seat], detail: w.hands(won) },
      game: { points: s.gameBonus[seat] },
    };
    if (shutout) cells.shutout = { points: s.shutout[seat] };
    return { who: who(state, seat, reader, locale), reader: seat === reader, cells, total: s.totals[seat] };
  });
  return {
    caption: w.settled,
    parts,
    total: { label: w.total, citations: [ginCitation('13', locale)] },
    columns,
    // Who collects what is said with the match (outcome.ts matchWords).
    note: null,
  };
}
