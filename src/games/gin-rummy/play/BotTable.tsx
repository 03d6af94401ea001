/**
 * The Gin Rummy table against the bot (PlayGlue.Table): the sandbox's table
 * board with the reader's view (reader-view.ts). On the reader's turn the
 * reader taps the stock, the discard pile or a card, arms Knock, or lays out,
 * as in the sandbox.
 */
import { useEffect, useState } from 'preact/hooks';
import type { BotTableProps } from '../../../components/play/play-ui';
import type { GinAction, GinState } from '../../../../engine/gin-rummy/types';
import { TableBoard } from '../Table';
import { readerView } from './reader-view';
import { useLocale } from '../../../i18n/ui-text';
import './play.css';

export function BotTable({ state, reader, showHands, onToggleHands, play }: BotTableProps<GinState, GinAction>) {
  const [armed, setArmed] = useState(false);
  const locale = useLocale();
  // A new position (the reader's move, the bot's answer, a move taken back) disarms Knock.
  useEffect(() => setArmed(false), [state]);
  const view = readerView({ state, reader, showHands, lawful: play?.lawfulOf(reader), armed, locale });
  return (
    <TableBoard
      view={view}
      onToggleHands={onToggleHands}
      onArm={play ? () => setArmed((a) => !a) : undefined}
      onAct={
        play
          ? (action) => {
              setArmed(false);
              play.act(action);
            }
          : undefined
      }
    />
  );
}
