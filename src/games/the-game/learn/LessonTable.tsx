/**
 * The table of a lesson of The Game: the sandbox's own table (../Table.tsx),
 * playable for the reader's seat only while it is the reader's turn (tap a
 * card, then a pile, or End turn), with the lesson's controls right under it.
 * Its ✓ "fits" marks are the table's own, always on show; the switch for the
 * hands is the lesson's (lesson.css hides the table's own).
 */
import type { TheGameAction, TheGameState } from '../../../../engine/the-game/types';
import type { LessonTableProps } from '../../../components/learn/lesson-kit';
import { Table } from '../Table';
import './lesson.css';

export function LessonTable({ state, you, lawful, act, showOthers, controls }: LessonTableProps<TheGameState, TheGameAction>) {
  const mine = act !== null && state.toMove === you && state.phase === 'playing';
  // The table's own hands switch is hidden (lesson.css); the lesson's controls hold the one the reader uses.
  const noSwitch = () => {};
  return (
    <div class="lx-table tg-lesson" data-live={act ? 'true' : 'false'}>
      <Table state={state} showHands={showOthers} onToggleHands={noSwitch} play={mine ? { lawfulOf: () => lawful, act } : undefined} />
      {controls}
    </div>
  );
}
