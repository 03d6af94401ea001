/** The Game's referee's desk island (/the-game/desk/): the shell with the engine, the sandbox's table and the game's desk parts. */
import { DeskShell } from '../../../components/desk/DeskShell';
import { theGame } from '../../../../engine/the-game/index';
import { theGameUi } from '../ui';
import { deskParts } from './index';

export default function Desk() {
  return <DeskShell game={theGame} ui={theGameUi} parts={deskParts} />;
}
