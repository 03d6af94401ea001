/**
 * A finished game step by step, in the sandbox's own stepper (the shell in
 * src/components/sandbox/): every action with its ruling and paragraphs, and
 * the table after it with every hand shown. Loaded with import() when the
 * reader asks for it.
 */
import { useMemo } from 'preact/hooks';
import type { Frame } from '../../../../engine/gress/frame';
import { applyAction, type RealTimeTable } from '../../../../engine/gress/play/driver';
import { formatAction } from '../../../../engine/gress/notation';
import { SandboxShell } from '../../../components/sandbox/SandboxShell';
import { gressUi } from '../ui';
import { clockText } from './reader-view';
import type { Locale } from '../../../i18n/ui-text';
import { useLocale, useUiText } from '../../../i18n/ui-text';
import { describer } from '../say-in';
import { PLAY_TEXT } from './play-text';

export function framesOf(table: RealTimeTable, locale: Locale = 'en'): Frame[] {
  const describe = describer(table.setup.players, locale);
  const t = PLAY_TEXT[locale];
  const frames: Frame[] = [{ state: table.start, action: null, ruling: null, says: null }];
  let state = table.start;
  table.log.forEach((entry, i) => {
    state = applyAction(state, entry.action).state;
    frames.push({
      state,
      action: formatAction(entry.action, table.setup.players),
      ruling: table.rulings[i],
      says: t.at(clockText(entry.at)),
      label: describe(entry.action),
    });
  });
  return frames;
}

export function Replay({ table }: { table: RealTimeTable }) {
  const locale = useLocale();
  const t = useUiText(PLAY_TEXT);
  const frames = useMemo(() => framesOf(table, locale), [table, locale]);
  return (
    <SandboxShell
      ui={gressUi}
      scenario={{ game: 'gress', id: 'play', title: t.yourGame, paragraphs: [], players: table.setup.players }}
      frames={frames}
    />
  );
}

export default Replay;
