/** The Game: Face to Face against a bot: the shared play shell (src/components/play/) with this game's glue, in the page's language. */
import { BotPlayShell, type BotPlayProps } from '../../../components/play/BotPlayShell';
import type { TheGameState } from '../../../../engine/the-game/types';
import { LocaleContext, type Locale } from '../../../i18n/ui-text';
import { THE_GAME_PLAY } from './glue';

export function Play({ lang, ...props }: BotPlayProps<TheGameState> & { readonly lang?: Locale }) {
  const locale = lang ?? 'en';
  return (
    <LocaleContext.Provider value={locale}>
      <BotPlayShell glue={THE_GAME_PLAY[locale]} {...props} />
    </LocaleContext.Provider>
  );
}

export default Play;
