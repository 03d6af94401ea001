/** SENS against three bots: the shared play shell (src/components/play/) with this game's glue. */
import { BotPlayShell, type BotPlayProps } from '../../../components/play/BotPlayShell';
import type { SensState } from '../../../../engine/sens/types';
import { sensPlay } from './glue';

export function Play(props: BotPlayProps<SensState>) {
  return <BotPlayShell glue={sensPlay} {...props} />;
}

export default Play;
