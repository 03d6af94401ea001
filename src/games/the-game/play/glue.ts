/**
 * The Game: Face to Face in the play-against-bots shell: the sandbox's
 * GameUi (engine, citation titles), the reader's table, whose turn it is,
 * and the end screen's words. A single game: no next hand, no score sheet;
 * the shell keeps the reader's record of games won in this browser.
 */
import type { PlayGlue } from '../../../components/play/play-ui';
import type { Locale } from '../../../../engine/core/messages';
import type { TheGameAction, TheGameState } from '../../../../engine/the-game/types';
import { theGameUi } from '../ui';
import { BotTable } from './BotTable';
import { theGameOutcome } from './outcome';

/** The glue with the end screen's words in `locale` (the table reads its language from LocaleContext). */
export function theGamePlayIn(locale: Locale): PlayGlue<TheGameState, TheGameAction> {
  return {
    ui: theGameUi,
    Table: BotTable,
    toAct: (state) => state.toMove,
    handOver: (state) => state.phase === 'over',
    outcome: (state, reader) => theGameOutcome(state, reader, locale),
    unit: 'game',
    tallyUnit: 'game',
  };
}

/** The glue of each language, made once (the shell may compare it between renders). */
export const THE_GAME_PLAY: Readonly<Record<Locale, PlayGlue<TheGameState, TheGameAction>>> = { en: theGamePlayIn('en'), de: theGamePlayIn('de') };

export const theGamePlay = THE_GAME_PLAY.en;
