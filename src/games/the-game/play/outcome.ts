/**
 * The end of a game of The Game against the bot, in words for the end
 * screen: who won and by which paragraph (7.1 all 58 cards laid, 7.2 the
 * two cards of a turn could not be laid), and how many cards each player
 * still had to lay (breakdown.ts). A single game: there is no match around it.
 */
import type { PlayOutcome } from '../../../components/play/play-ui';
import type { Locale } from '../../../../engine/core/messages';
import type { TheGameState } from '../../../../engine/the-game/types';
import { uiText } from '../../../i18n/ui-text';
import { resultView } from '../view-model';
import { theGameBreakdown } from './breakdown';

const TEXT = uiText({
  en: {
    notOver: 'The game is not over yet.',
    theBot: 'The bot',
    youLaidAll: 'You win: you have laid all 58 of your cards.',
    botStuck: (bot: string) => `You win: ${bot} cannot lay the two cards a turn needs.`,
    botLaidAll: (bot: string) => `${bot} wins by laying all 58 cards.`,
    youStuck: 'You lose: you cannot lay the two cards your turn needs.',
  },
  de: {
    notOver: 'Das Spiel ist noch nicht vorbei.',
    theBot: 'Der Bot',
    youLaidAll: 'Du gewinnst: Alle 58 deiner Karten liegen.',
    botStuck: (bot) => `Du gewinnst: ${bot} kann die zwei Karten, die ein Zug verlangt, nicht ablegen.`,
    botLaidAll: (bot) => `${bot} gewinnt und hat alle 58 Karten abgelegt.`,
    youStuck: 'Du verlierst: Die zwei Karten, die dein Zug verlangt, kannst du nicht ablegen.',
  },
});

/** Cards a player has not laid yet: the hand and the draw pile (1.1: 58 each). */
export function cardsLeft(state: TheGameState, seat: number): number {
  const s = state.seats[seat];
  return s ? s.hand.length + s.draw.length : 0;
}

export function theGameOutcome(state: TheGameState, reader: number, locale: Locale = 'en'): PlayOutcome {
  const t = TEXT[locale];
  const r = state.result;
  const view = resultView(state, locale);
  if (!r || !view) return { heading: t.notOver, result: null, match: null, readerWon: null, breakdowns: [] };
  const bot = state.players[1 - reader] ?? t.theBot;
  const won = r.winner === reader;
  const heading = won ? (r.by === '7.1' ? t.youLaidAll : t.botStuck(bot)) : r.by === '7.1' ? t.botLaidAll(bot) : t.youStuck;
  return {
    heading,
    result: { text: view.text, citations: [view.citation] },
    match: null,
    readerWon: won,
    breakdowns: [theGameBreakdown(state, reader, locale)],
  };
}
