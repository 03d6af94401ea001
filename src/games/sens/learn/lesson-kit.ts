/**
 * What SENS plugs into the shared lesson pages
 * (src/components/learn/lesson-kit.ts): its lesson binding, its paragraphs
 * and its table. Every action the lessons ask for is a card or a chip of the
 * table itself, so it needs no chips of its own.
 */
import { SENS_LESSONS } from '../../../../engine/sens/lessons/lesson-game';
import type { SensAction, SensState } from '../../../../engine/sens/types';
import type { LessonKit } from '../../../components/learn/lesson-kit';
import { sensUi } from '../ui';
import type { Locale } from '../../../../engine/core/messages';
import { uiText } from '../../../i18n/ui-text';
import { LessonTable } from './LessonTable';

const TAP_WORDS = uiText({
  en: { tap: 'Tap a card of yours to play it, or a chip under the table to bid, pass, rob, meld or call; anything may be tried, and the rules judge it.' },
  de: { tap: 'Tippe eine deiner Karten an, um sie zu spielen, oder einen Knopf unter dem Tisch, um anzusagen, zu passen, zu rauben, zu melden oder etwas anzusagen; versuchen darfst du alles, die Regeln entscheiden.' },
});

export const SENS_LESSON_KIT: LessonKit<SensState, SensAction> = {
  lessons: SENS_LESSONS,
  paragraphs: { gameId: 'sens', title: sensUi.paragraphTitle },
  Table: LessonTable,
  hidesMarks: true,
  tapWords: TAP_WORDS.en.tap,
};

/** The kit with its words in `locale`. */
export const sensLessonKit = (locale: Locale): LessonKit<SensState, SensAction> => (locale === 'en' ? SENS_LESSON_KIT : { ...SENS_LESSON_KIT, tapWords: TAP_WORDS[locale].tap });
