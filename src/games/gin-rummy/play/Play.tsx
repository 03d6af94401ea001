/** Gin Rummy against a bot: the shared play shell (src/components/play/) with this game's glue, in the page's language. */
import { BotPlayShell, type BotPlayProps } from '../../../components/play/BotPlayShell';
import type { GinState } from '../../../../engine/gin-rummy/types';
import { LocaleContext, type Locale } from '../../../i18n/ui-text';
import { ginRummyPlayIn } from './glue';

export function Play({ lang, ...props }: BotPlayProps<GinState> & { readonly lang?: Locale }) {
  const locale = lang ?? 'en';
  return (
    <LocaleContext.Provider value={locale}>
      <BotPlayShell glue={ginRummyPlayIn(locale)} {...props} />
    </LocaleContext.Provider>
  );
}

export default Play;
