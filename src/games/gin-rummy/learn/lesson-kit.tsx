/**
 * What Gin Rummy plugs into the shared lesson pages
 * (src/components/learn/lesson-kit.ts): its lesson binding, its paragraphs
 * and its table. The table's own buttons (draw, take, a card to discard,
 * Knock, Lay out) make only lawful actions with the best grouping; a lesson's
 * offered actions (a lay-out without lay-offs, a card that may not go back)
 * appear as chips, so the mistake a lesson explains can be made.
 */
import { GIN_LESSONS } from '../../../../engine/gin-rummy/lessons';
import { formatAction } from '../../../../engine/gin-rummy/notation';
import type { GinAction, GinState } from '../../../../engine/gin-rummy/types';
import type { LessonChipsProps, LessonKit } from '../../../components/learn/lesson-kit';
import { ginRummyUi } from '../ui';
import { layoutWords } from '../view-model';
import type { Locale } from '../../../../engine/core/messages';
import { uiText, useLocale, useUiText } from '../../../i18n/ui-text';
import './lesson.css';
import { LessonTable } from './LessonTable';

const WORDS = uiText({
  en: {
    layOut: (words: string) => `Lay out ${words}`,
    others: 'Your other actions',
    tap: 'Tap the stock or the discard pile to draw, a card of yours to discard, or Knock and then the card to lay face down; the rules judge every try.',
  },
  de: {
    layOut: (words) => `Auslegen: ${words}`,
    others: 'Deine anderen Aktionen',
    tap: 'Tippe den Stoß oder den Abwurfstapel an, um eine Karte zu nehmen, eine deiner Karten, um sie abzuwerfen, oder Klopfen und dann die Karte, die verdeckt weggeht; die Regeln beurteilen jeden Versuch.',
  },
});

/** A chip's words: a lay-out as the table writes one, anything else in the site's notation. */
const chipText = (a: GinAction, players: readonly string[], locale: Locale) => (a.type === 'layout' ? WORDS[locale].layOut(layoutWords(a, locale)) : formatAction(a, players));

/** The lesson's offered actions, each a chip. */
function Chips({ state, offers, onAction }: LessonChipsProps<GinState, GinAction>) {
  const locale = useLocale();
  const t = useUiText(WORDS);
  if (offers.length === 0) return null;
  return (
    <div class="gs-chips lx-chips" role="group" aria-label={t.others}>
      <ul class="gs-chips__list">
        {offers.map((a) => {
          const text = chipText(a, state.players, locale);
          return (
            <li key={text}>
              <button type="button" class="gs-button gs-chip lx-chip" onClick={() => onAction(a)}>
                {text}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export const GIN_LESSON_KIT: LessonKit<GinState, GinAction> = {
  lessons: GIN_LESSONS,
  paragraphs: { gameId: 'gin-rummy', title: ginRummyUi.paragraphTitle },
  Table: LessonTable,
  Chips,
  hidesMarks: false,
  tapWords: WORDS.en.tap,
};

/** The kit in a language: the words it hands the shared lesson player. */
export function ginLessonKit(locale: Locale): LessonKit<GinState, GinAction> {
  return locale === 'en' ? GIN_LESSON_KIT : { ...GIN_LESSON_KIT, tapWords: WORDS[locale].tap };
}
