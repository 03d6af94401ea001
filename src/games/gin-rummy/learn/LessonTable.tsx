/**
 * The table of a Gin Rummy lesson: the sandbox's own table (../Table.tsx),
 * playable for the reader's seat only while it is the reader's turn, with the
 * lesson's controls right under it.
 */
import type { GinAction, GinState } from '../../../../engine/gin-rummy/types';
import type { LessonTableProps } from '../../../components/learn/lesson-kit';
import { Table } from '../Table';

export function LessonTable({ state, you, lawful, act, showOthers, controls }: LessonTableProps<GinState, GinAction>) {
  const mine = act !== null && state.hand.turn === you && (state.phase === 'draw' || state.phase === 'discard' || state.phase === 'first-discard' || state.phase === 'knocked');
  // The lesson's controls hold the hands switch the reader uses; the table's own does nothing here.
  const noSwitch = () => {};
  return (
    <div class="lx-table gr-lesson" data-live={act ? 'true' : 'false'}>
      <Table state={state} showHands={showOthers} onToggleHands={noSwitch} play={mine ? { lawfulOf: () => lawful, act } : undefined} />
      {controls}
    </div>
  );
}
