/** The lesson platform's messages: `sayLesson(message, locale)` and the catalogues. */
import { renderer, type Catalogues, type Locale, type Message } from '../../messages';
import { de } from './de';
import { en } from './en';
import type { LessonSay, LessonSpec } from './spec';

export type { KindNames, LessonMessage, LessonSay, LessonSpec } from './spec';

export const LESSON_CATALOGUES: Catalogues<LessonSpec, LessonSay> = { en, de };

const render = {
  en: renderer(en, 'en', (base) => ({ kind: (names) => names[base.locale] ?? null })),
  de: renderer(de, 'de', (base) => ({ kind: (names) => names[base.locale] ?? null })),
} satisfies Record<Locale, (m: Message) => string>;

/** A lesson message in `locale`'s words. */
export function sayLesson(message: Message, locale: Locale): string {
  return render[locale](message);
}
