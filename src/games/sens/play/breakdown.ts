/**
 * Where the points of a SENS deal come from, side by side: the card points
 * in the tricks each side took in (3.1), the last trick's 10 (3.2), the
 * melds that count (7.2, 8.1-8.3) and Bella (7.3), the Dackeln bonus of a
 * side that took every trick (11.2), and, when the taking side fell short,
 * its points going over to the other side (Ziehen, 11.1); the total is what
 * each side wrote (12.1). A wrong card claimed later (1.4) or a strict
 * misdeal (4.5) writes fixed amounts, shown with their paragraph. Every
 * number is the engine's (the deal's end, its tricks and its Bella calls)
 * and the engine's constants; nothing here counts cards.
 */
import { LAST_TRICK_POINTS } from '../../../../engine/sens/cards';
import { BELLA_POINTS } from '../../../../engine/sens/melds';
import { DACKELN_BONUS } from '../../../../engine/sens/scoring';
import type { SensState, Side } from '../../../../engine/sens/types';
import type { Breakdown, ScoreCell, ScoreColumn, ScorePart } from '../../../components/play/play-ui';
import { sensCitation } from '../citations';
import type { Locale } from '../../../../engine/core/messages';
import { uiText } from '../../../i18n/ui-text';
import { sideName, sideOf } from '../words';

const SIDES: readonly Side[] = [0, 1];
const part = (locale: Locale, key: string, label: string, ...numbers: string[]): ScorePart => ({ key, label, citations: numbers.map((n) => sensCitation(n, locale)) });

/** The table's row and column words; English as it always read. */
const WORDS = uiText({
  en: {
    tricks: (n: number) => `${n} ${n === 1 ? 'trick' : 'tricks'}`,
    written: 'Written for the deal',
    you: (side: string) => `${side} (you)`,
    cardPoints: 'Card points in tricks',
    last: 'The last trick',
    melds: 'Melds that count',
    dackeln: 'Dackeln: every trick',
    ziehen: 'Ziehen: the takers fell short',
    caption: 'Where the points of the deal come from',
    foul: 'A wrong card claimed: every point to the other side',
    misdeal: 'Misdeal: the dealer\u2019s opponents write 164',
  },
  de: {
    tricks: (n) => `${n} ${n === 1 ? 'Stich' : 'Stiche'}`,
    written: 'Geschrieben für das Spiel',
    you: (side) => `${side} (du)`,
    cardPoints: 'Kartenpunkte in Stichen',
    last: 'Der letzte Stich',
    melds: 'Meldungen, die zählen',
    dackeln: 'Dackeln: alle Stiche',
    ziehen: 'Ziehen: Die spielführende Partei hat es nicht geschafft',
    caption: 'Woher die Punkte des Spiels kommen',
    foul: 'Falsche Karte angezeigt: alle Punkte für die andere Partei',
    misdeal: 'Vergeben: Die Gegner des Gebers schreiben 164',
  },
});

type Words = (typeof WORDS)['en'];

function column(state: SensState, side: Side, reader: number, cells: Record<string, ScoreCell>, total: number, w: Words): ScoreColumn {
  const mine = side === sideOf(reader);
  return { who: mine ? w.you(sideName(state, side)) : sideName(state, side), reader: mine, cells, total };
}

/** A deal played out and counted (12.1, 11.1, 11.2). */
function counted(state: SensState, reader: number, w: Words, locale: Locale): Breakdown | null {
  const d = state.deal;
  const end = d.end;
  if (!end || end.kind !== 'counted' || !d.game || d.tricks.length === 0) return null;
  const taker = sideOf(d.game.by);
  const lastSide = sideOf(d.tricks[d.tricks.length - 1].winner);
  const bella = (side: Side) => d.bella.filter((seat) => sideOf(seat) === side).length * BELLA_POINTS;
  const gone = end.made ? 0 : end.cardPoints[taker] + end.meldPoints[taker];
  const parts = [
    part(locale, 'tricks', w.cardPoints, '3.1'),
    part(locale, 'last', w.last, '3.2'),
    part(locale, 'melds', w.melds, '7.2', '8.3'),
    ...(d.bella.length > 0 ? [part(locale, 'bella', 'Bella', '7.3')] : []),
    ...(end.made && end.dackeln ? [part(locale, 'dackeln', w.dackeln, '11.2')] : []),
    ...(end.made ? [] : [part(locale, 'ziehen', w.ziehen, '11.1')]),
  ];
  const columns = SIDES.map((side) => {
    const cells: Record<string, ScoreCell> = {
      tricks: { points: end.cardPoints[side] - (side === lastSide ? LAST_TRICK_POINTS : 0), detail: w.tricks(d.tricks.filter((t) => sideOf(t.winner) === side).length) },
      melds: { points: end.meldPoints[side] - bella(side) },
    };
    if (side === lastSide) cells.last = { points: LAST_TRICK_POINTS };
    if (d.bella.length > 0 && bella(side) > 0) cells.bella = { points: bella(side) };
    if (end.made && end.dackeln && side === taker) cells.dackeln = { points: DACKELN_BONUS };
    if (!end.made) cells.ziehen = { points: side === taker ? -gone : gone };
    return column(state, side, reader, cells, end.written[side], w);
  });
  return { caption: w.caption, parts, total: { label: w.written, citations: [sensCitation('12.1', locale)] }, columns, note: null };
}

/** 1.4, 4.5: a deal that writes fixed amounts instead of being counted; null when nothing is written (thrown in, a mild misdeal). */
function fixed(state: SensState, reader: number, w: Words, locale: Locale): Breakdown | null {
  const end = state.deal.end;
  if (!end || (end.kind !== 'foul' && end.kind !== 'misdeal')) return null;
  if (end.written[0] + end.written[1] === 0) return null;
  const key = end.kind === 'foul' ? 'foul' : 'misdeal';
  const p = end.kind === 'foul' ? part(locale, key, w.foul, '1.4') : part(locale, key, w.misdeal, '4.5');
  const columns = SIDES.map((side) => column(state, side, reader, end.written[side] > 0 ? { [key]: { points: end.written[side] } } : {}, end.written[side], w));
  return { caption: w.caption, parts: [p], total: { label: w.written, citations: [sensCitation('12.1', locale)] }, columns, note: null };
}

export function dealBreakdown(state: SensState, reader: number, locale: Locale = 'en'): Breakdown | null {
  const w = WORDS[locale];
  return counted(state, reader, w, locale) ?? fixed(state, reader, w, locale);
}
