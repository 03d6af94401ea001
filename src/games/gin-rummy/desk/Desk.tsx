/** Gin Rummy's referee's desk island (/gin-rummy/desk/): the shell with the engine, the sandbox's table and the game's desk parts. */
import { DeskShell } from '../../../components/desk/DeskShell';
import { ginRummy } from '../../../../engine/gin-rummy/index';
import { ginRummyUi } from '../ui';
import { deskParts } from './index';

export default function Desk() {
  return <DeskShell game={ginRummy} ui={ginRummyUi} parts={deskParts} />;
}
