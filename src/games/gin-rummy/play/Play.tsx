/** Gin Rummy against a bot: the shared play shell (src/components/play/) with this game's glue. */
import { BotPlayShell, type BotPlayProps } from '../../../components/play/BotPlayShell';
import type { GinState } from '../../../../engine/gin-rummy/types';
import { ginRummyPlay } from './glue';

export function Play(props: BotPlayProps<GinState>) {
  return <BotPlayShell glue={ginRummyPlay} {...props} />;
}

export default Play;
