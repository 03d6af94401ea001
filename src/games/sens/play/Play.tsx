/** SENS against three bots: the shared play shell (src/components/play/) with this game's glue, in the page's language. */
import { BotPlayShell, type BotPlayProps } from '../../../components/play/BotPlayShell';
import { KeepLocale, type Locale, LocaleContext } from '../../../i18n/ui-text';
import type { SensState } from '../../../../engine/sens/types';
import { sensPlayIn } from './glue';

export function Play({ lang, ...props }: BotPlayProps<SensState> & { readonly lang?: Locale }) {
  return (
    <KeepLocale lang={lang}>
      <BotPlayShell glue={sensPlayIn(lang ?? 'en')} {...props} />
    </KeepLocale>
  );
}

export default Play;
