/**
 * A Gin Rummy position in a few lines of plain text: the poster an example
 * shows before the reader wakes it (and without JavaScript), and the final
 * position a printed page shows. Built from the table's view-model, so the
 * words agree with the sandbox.
 */
import type { Locale } from '../../../engine/core/messages';
import type { GinState } from '../../../engine/gin-rummy/types';
import { pluralForm } from '../../../engine/core/messages';
import { uiText } from '../../i18n/ui-text';
import { tableView } from './view-model';

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

const WORDS = uiText({
  en: {
    noCards: 'no cards in hand',
    onTopOf: (card: string, count: number) => `${card} on top of ${count}`,
    empty: 'empty',
    table: (deal: string, stock: number, top: string, phase: string) => `${deal}; stock ${stock}, discard pile ${top}. ${phase}`,
    noMelds: 'no melds',
    laidOut: (name: string, melds: string, offs: string) => `${name} laid out ${melds}${offs}`,
    laidOff: (list: string) => `, laid off ${list}`,
    score: (n: number, a: string, x: number, b: string, y: number) => `Score after ${n} ${pluralForm('en', n, { one: 'hand', other: 'hands' })}: ${a} ${x}, ${b} ${y}.`,
    /** German nouns keep their capital inside a sentence; English words after a semicolon go lower case. */
    inner: lower,
  },
  de: {
    noCards: 'keine Karten auf der Hand',
    onTopOf: (card, count) => `${card} oben auf ${count}`,
    empty: 'leer',
    table: (deal, stock, top, phase) => `${deal}; Stoß ${stock}, Abwurfstapel ${top}. ${phase}`,
    noMelds: 'keine Figuren',
    laidOut: (name, melds, offs) => `${name} hat ausgelegt: ${melds}${offs}`,
    laidOff: (list) => `, angelegt ${list}`,
    score: (n, a, x, b, y) => `Stand nach ${n} ${pluralForm('de', n, { one: 'Spiel', other: 'Spielen' })}: ${a} ${x}, ${b} ${y}.`,
    inner: (s) => s,
  },
});

/** One line per player (seat order: hand and its best arrangement), then the table, then the knock, the result and the score as they apply. */
export function ginPositionLines(state: GinState, locale: Locale = 'en'): string[] {
  const w = WORDS[locale];
  const view = tableView({ state, showHands: true, locale });
  const seats = [...view.seats]
    .sort((a, b) => a.seat - b.seat)
    .map((seat) => {
      const hand = seat.hand;
      if (hand.count === 0) return `${seat.label}: ${w.noCards}`;
      const cards = hand.cards.map((c) => c.face.text).join(' ');
      return `${seat.label}: ${cards}${hand.arrangement ? `; ${w.inner(hand.arrangement.text)}` : ''}`;
    });
  const top = view.discards.top ? w.onTopOf(view.discards.top.text, view.discards.count) : w.empty;
  const lines = [...seats, w.table(view.dealLine, view.stock.count, top, view.phaseLine)];
  if (view.knock) {
    const k = view.knock;
    const melds = k.melds.map((m) => m.cards.map((c) => c.face.text).join('')).join(' · ');
    lines.push(`${k.heading}: ${melds || w.noMelds}; ${w.inner(k.deadwoodText)}.`);
  }
  if (view.layout) {
    const l = view.layout;
    const melds = l.melds.map((m) => m.map((f) => f.text).join('')).join(' · ');
    const offs = l.layoffs.length ? w.laidOff(l.layoffs.map((o) => o.text).join(', ')) : '';
    lines.push(`${w.laidOut(l.name, melds || w.noMelds, offs)}; ${w.inner(l.deadwoodText)}.`);
  }
  if (view.result) lines.push(view.result.text);
  if (view.ledger) {
    const [a, b] = view.ledger.names;
    lines.push(view.ledger.settlement ? view.ledger.settlement.text : w.score(view.ledger.rows.length, a, view.ledger.totals[0], b, view.ledger.totals[1]));
  }
  return lines;
}
