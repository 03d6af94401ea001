/**
 * A finished game step by step, in the sandbox's own stepper (the shell in
 * src/components/sandbox/): every action with its ruling and paragraphs, and
 * the table after it with every hand shown. Loaded with import() when the
 * reader asks for it.
 */
import { useMemo } from 'preact/hooks';
import { describeAction } from '../../../../engine/gress/describe';
import type { Frame } from '../../../../engine/gress/frame';
import { applyAction, type RealTimeTable } from '../../../../engine/gress/play/driver';
import { formatAction } from '../../../../engine/gress/notation';
import { SandboxShell } from '../../../components/sandbox/SandboxShell';
import { gressUi } from '../ui';
import { clockText } from './reader-view';

export function framesOf(table: RealTimeTable): Frame[] {
  const frames: Frame[] = [{ state: table.start, action: null, ruling: null, says: null }];
  let state = table.start;
  table.log.forEach((entry, i) => {
    state = applyAction(state, entry.action).state;
    frames.push({
      state,
      action: formatAction(entry.action, table.setup.players),
      ruling: table.rulings[i],
      says: `At ${clockText(entry.at)}.`,
      label: describeAction(entry.action, table.setup.players),
    });
  });
  return frames;
}

export function Replay({ table }: { table: RealTimeTable }) {
  const frames = useMemo(() => framesOf(table), [table]);
  return (
    <SandboxShell
      ui={gressUi}
      scenario={{ game: 'gress', id: 'play', title: 'Your game', paragraphs: [], players: table.setup.players }}
      frames={frames}
    />
  );
}

export default Replay;
