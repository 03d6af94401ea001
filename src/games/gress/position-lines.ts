/**
 * A Gress position in a few lines of plain text: the poster an example shows
 * before the reader wakes it (and without JavaScript), and the final
 * position a printed page shows. Built from the same view-model as the
 * table, so the words agree with what the sandbox shows once it runs; a
 * German page gets the German table's words (view-words.ts, table-text.ts).
 */
import { cardLabel, type Card } from '../../../engine/core/cards';
import { pluralForm, type Locale } from '../../../engine/core/messages';
import type { GressState } from '../../../engine/gress/types';
import { uiText } from '../../i18n/ui-text';
import { pileView, seatViews, statusView } from './view-model';
import { VIEW_WORDS } from './view-words';

const WORDS = uiText({
  en: {
    card: cardLabel,
    cards: (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`,
    noCards: 'no cards',
    markeDown: ', Marke face down',
    markeTaken: ', Marke taken',
    owes: (cards: string) => `, owes ${cards}`,
    pile: (top: string, cards: string, wish: string) => `play pile ${top} on top (${cards})${wish}`,
    pileEmpty: 'play pile empty',
    draw: (cards: string) => `draw pile ${cards}`,
    /** English words after a semicolon go lower case; German nouns keep their capital. */
    inner: (s: string) => s.toLowerCase(),
  },
  de: {
    card: (card: Card) => `${cardLabel({ ...card, deck: 1 })}${card.deck === 1 ? '' : ` (Kartensatz ${card.deck})`}`,
    cards: (n) => `${n} ${pluralForm('de', n, { one: 'Karte', other: 'Karten' })}`,
    noCards: 'keine Karten',
    markeDown: ', Marke verdeckt',
    markeTaken: ', Marke genommen',
    owes: (cards) => `, schuldet ${cards}`,
    pile: (top, cards, wish) => `Spielstapel ${top} oben (${cards})${wish}`,
    pileEmpty: 'Spielstapel leer',
    draw: (cards) => `Ziehstapel ${cards}`,
    inner: (s) => s,
  },
});

/** One line per seat, then one for the table; in `locale`'s words. */
export function gressPositionLines(state: GressState, locale: Locale = 'en'): string[] {
  const w = WORDS[locale];
  const v = VIEW_WORDS[locale];
  const status = statusView(state, locale);
  const seats = seatViews(state, locale).map((seat) => {
    const facts = [seat.isDealer ? v.dealer : null, seat.isToMove ? v.toMove : null, seat.isWinner ? v.winner : null].filter(Boolean);
    const hand = seat.hand.length > 0 ? seat.hand.map(w.card).join(' ') : w.noCards;
    const marke = seat.marke.state === 'face-down' ? w.markeDown : seat.marke.state === 'taken' ? w.markeTaken : '';
    const owes = seat.debts.reduce((sum, d) => sum + d.cards, 0);
    const debt = owes > 0 ? w.owes(w.cards(owes)) : '';
    const points = seat.pointsLabel ? `, ${seat.pointsLabel}` : '';
    return `${seat.name}${facts.length ? ` (${facts.join(', ')})` : ''}: ${hand}${marke}${debt}${points}`;
  });
  const pile = pileView(state, 1, locale);
  const top = pile.shown[0];
  const wish = top?.wish ? `, ${top.wish.text}` : '';
  const pileText = top ? w.pile(w.card(top.card), w.cards(pile.total), wish) : w.pileEmpty;
  const table = [status.phaseLabel, pileText, w.draw(w.cards(state.drawPile.length)), w.inner(status.throwsLabel), status.directionLabel].join('; ');
  return [...seats, table.charAt(0).toUpperCase() + table.slice(1)];
}
