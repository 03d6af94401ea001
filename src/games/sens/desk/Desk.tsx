/** SENS's referee's desk island (/sens/desk/): the shell with the engine, the sandbox's table and the game's desk parts. */
import { DeskShell } from '../../../components/desk/DeskShell';
import { sens } from '../../../../engine/sens/index';
import { sensUi } from '../ui';
import { deskParts } from './index';

export default function Desk() {
  return <DeskShell game={sens} ui={sensUi} parts={deskParts} />;
}
