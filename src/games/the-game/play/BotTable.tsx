/**
 * The Game's table against the bot (PlayGlue.Table): the sandbox's table
 * board with the reader's view (reader-view.ts). On the reader's turn the
 * reader taps a card, then a pile, or End turn, as in the sandbox.
 */
import { useState } from 'preact/hooks';
import type { BotTableProps } from '../../../components/play/play-ui';
import type { TheGameAction, TheGameState } from '../../../../engine/the-game/types';
import { useLocale } from '../../../i18n/ui-text';
import { TableBoard } from '../Table';
import { nextSelection } from '../view-model';
import { readerView } from './reader-view';
import './play.css';

export function BotTable({ state, reader, showHands, onToggleHands, play }: BotTableProps<TheGameState, TheGameAction>) {
  const locale = useLocale();
  const [selected, setSelected] = useState<number | null>(null);
  const view = readerView({ state, reader, showHands, lawful: play?.lawfulOf(reader), selected, locale });
  const current = view.play?.selected ?? null;
  return (
    <TableBoard
      view={view}
      onToggleHands={onToggleHands}
      onSelect={play ? (card) => setSelected(nextSelection(current, card)) : undefined}
      onAct={
        play
          ? (action) => {
              setSelected(null);
              play.act(action);
            }
          : undefined
      }
    />
  );
}
