/**
 * The table of a SENS lesson: the sandbox's own table (../Table.tsx), on
 * which the reader taps a card or presses a chip (a bid, a pass, Rauben, a
 * meld, Bella, Vorlauf), with the lesson's controls right under it. Only the
 * reader's own actions go to the judge: the other three seats are scripted
 * (engine/core/lessons/judge.ts). The chips for the reader's calls are always
 * there; the ✓ marks on the cards wait for "Hint" like every lesson's.
 */
import { SENS_LESSONS } from '../../../../engine/sens/lessons/lesson-game';
import type { SensAction, SensState } from '../../../../engine/sens/types';
import type { LessonTableProps } from '../../../components/learn/lesson-kit';
import { Table } from '../Table';
import './lesson.css';

export function LessonTable({ state, you, lawful, act, showOthers, controls }: LessonTableProps<SensState, SensAction>) {
  // Calls (bid, pass, rob, meld, Bella, Vorlauf) are chips that must be on show to be tried; cards are marked only with the hint.
  const lawfulOf = (seat: number): readonly SensAction[] => {
    if (seat !== you) return [];
    const calls = SENS_LESSONS.game.lawfulActions(state, seat).filter((a) => a.type !== 'play');
    return [...calls, ...lawful.filter((a) => a.type === 'play')];
  };
  const mine = act ? (a: SensAction) => (a.seat === you ? act(a) : undefined) : null;
  const noSwitch = () => {};
  return (
    <div class="lx-table sens-lesson" data-live={act ? 'true' : 'false'}>
      <Table state={state} showHands={showOthers} onToggleHands={noSwitch} play={mine ? { lawfulOf, act: mine } : undefined} />
      {controls}
    </div>
  );
}
