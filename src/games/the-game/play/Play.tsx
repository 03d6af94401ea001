/** The Game: Face to Face against a bot: the shared play shell (src/components/play/) with this game's glue. */
import { BotPlayShell, type BotPlayProps } from '../../../components/play/BotPlayShell';
import type { TheGameState } from '../../../../engine/the-game/types';
import { theGamePlay } from './glue';

export function Play(props: BotPlayProps<TheGameState>) {
  return <BotPlayShell glue={theGamePlay} {...props} />;
}

export default Play;
