/**
 * What The Game: Face to Face plugs into the shared lesson pages
 * (src/components/learn/lesson-kit.ts): its lesson binding, its paragraphs
 * and its table. Every action is a button of the table (a card, a pile, End
 * turn), so it needs no chips; its "fits" marks are always on show.
 */
import type { Locale } from '../../../../engine/core/messages';
import { THE_GAME_LESSONS } from '../../../../engine/the-game/lessons';
import type { TheGameAction, TheGameState } from '../../../../engine/the-game/types';
import type { LessonKit } from '../../../components/learn/lesson-kit';
import { theGameUi } from '../ui';
import { LessonTable } from './LessonTable';

/** What a tap on the table does, in each language. */
const TAP_WORDS: Readonly<Record<Locale, string>> = {
  en: 'Tap a card of yours, then the pile to lay it on, or End turn; anything may be tried, and the rules judge it.',
  de: 'Tippe eine deiner Karten an und dann den Stapel, auf den sie soll, oder „Zug beenden“; ausprobieren darfst du alles, die Regeln entscheiden.',
};

const kitIn = (locale: Locale): LessonKit<TheGameState, TheGameAction> => ({
  lessons: THE_GAME_LESSONS,
  paragraphs: { gameId: 'the-game', title: theGameUi.paragraphTitle },
  Table: LessonTable,
  hidesMarks: false,
  tapWords: TAP_WORDS[locale],
});

export const THE_GAME_LESSON_KITS: Readonly<Record<Locale, LessonKit<TheGameState, TheGameAction>>> = { en: kitIn('en'), de: kitIn('de') };

export const THE_GAME_LESSON_KIT = THE_GAME_LESSON_KITS.en;
