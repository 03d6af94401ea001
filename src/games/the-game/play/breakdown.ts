/**
 * The end of a game of The Game, player by player: the cards each still had
 * to lay, in hand and in the draw pile (of the 58 each began with, 1.1,
 * 2.2, 2.3). The Game keeps no points: the count of cards left is what tells
 * how close the loser came (7.1, 7.2). Read from the engine's state.
 */
import type { Breakdown, ScoreColumn } from '../../../components/play/play-ui';
import { pluralForm, type Locale } from '../../../../engine/core/messages';
import type { TheGameState } from '../../../../engine/the-game/types';
import { uiText } from '../../../i18n/ui-text';
import { theGameCitation } from '../view-model';
import { TABLE_WORDS } from '../view-words';

const TEXT = uiText({
  en: {
    /** The word under a count: "card", "cards". */
    cards: (n: number) => `${n === 1 ? 'card' : 'cards'}`,
    caption: 'Cards each player still had to lay',
    hand: 'In hand',
    draw: 'In the draw pile',
    total: 'Still to lay, of 58',
  },
  de: {
    cards: (n) => pluralForm('de', n, { one: 'Karte', other: 'Karten' }),
    caption: 'Karten, die jeder Spieler noch ablegen musste',
    hand: 'Auf der Hand',
    draw: 'Im Zugstapel',
    total: 'Noch abzulegen, von 58',
  },
});

export function theGameBreakdown(state: TheGameState, reader: number, locale: Locale = 'en'): Breakdown {
  const t = TEXT[locale];
  const columns: ScoreColumn[] = state.seats.map((s, seat) => ({
    who: seat === reader ? TABLE_WORDS[locale].you(state.players[seat]) : state.players[seat],
    reader: seat === reader,
    cells: {
      hand: { points: s.hand.length, detail: t.cards(s.hand.length) },
      draw: { points: s.draw.length, detail: t.cards(s.draw.length) },
    },
    total: s.hand.length + s.draw.length,
  }));
  return {
    caption: t.caption,
    parts: [
      { key: 'hand', label: t.hand, citations: [theGameCitation('2.3', locale)] },
      { key: 'draw', label: t.draw, citations: [theGameCitation('2.2', locale)] },
    ],
    total: { label: t.total, citations: [theGameCitation('1.1', locale), theGameCitation('7.1', locale)] },
    columns,
    note: null,
  };
}
