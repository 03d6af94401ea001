/**
 * What Gress plugs into the shared lesson pages (src/components/learn/lesson-kit.ts):
 * its lesson binding, its paragraphs, its lesson table (LessonTable.tsx) and
 * the chips for actions no card or pile stands for (a wish, a call, the Marke ...).
 */
import { useMemo } from 'preact/hooks';
import { GRESS_LESSONS } from '../../../../engine/gress/lessons';
import { seemsFounded } from '../../../../engine/gress/lawful';
import type { GressAction, GressState } from '../../../../engine/gress/types';
import type { LessonChipsProps, LessonKit } from '../../../components/learn/lesson-kit';
import { GRESS_PARAGRAPHS } from '../view-model';
import { LessonChips } from './LessonChips';
import { lessonChips } from './lesson-view';
import { LessonTable } from './LessonTable';
import { useLocale } from '../../../i18n/ui-text';

function Chips({ state, you, lawful, offers, marks, onAction }: LessonChipsProps<GressState, GressAction>) {
  const locale = useLocale();
  const view = useMemo(() => lessonChips({ state, you, lawful, offers, founded: (a) => seemsFounded(state, a), locale }), [state, you, lawful, offers, locale]);
  return view.chips.length > 0 ? <LessonChips view={view} marks={marks} onAction={onAction} /> : null;
}

export const GRESS_LESSON_KIT: LessonKit<GressState, GressAction> = {
  lessons: GRESS_LESSONS,
  paragraphs: GRESS_PARAGRAPHS,
  Table: LessonTable,
  Chips,
  hidesMarks: true,
  tapWords: 'Tap a card of yours to lay it, the draw pile to draw; anything may be tried.',
};
