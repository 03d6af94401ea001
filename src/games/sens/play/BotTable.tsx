/**
 * The SENS table against the bots (PlayGlue.Table): the sandbox's table board
 * with the reader's view (reader-view.ts). On the reader's turn the reader's
 * hand sits large below the table: a tap plays a card, the chips bid, pass,
 * meld, call Bella or Vorlauf, as in the sandbox.
 */
import type { BotTableProps } from '../../../components/play/play-ui';
import type { SensAction, SensState } from '../../../../engine/sens/types';
import { useLocale } from '../../../i18n/ui-text';
import { usePack } from '../pack-choice';
import { TableBoard } from '../Table';
import { readerView } from './reader-view';
import './play.css';

export function BotTable({ state, reader, showHands, onToggleHands, play }: BotTableProps<SensState, SensAction>) {
  const pack = usePack();
  const view = readerView({ state, reader, showHands, lawfulOf: play?.lawfulOf, pack, locale: useLocale() });
  return <TableBoard view={view} pack={pack} onToggleHands={onToggleHands} onAct={play?.act} />;
}
