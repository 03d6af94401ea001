/** SENS's referee's desk island (/sens/desk/): the shell with the engine, the sandbox's table and the game's desk parts, in the page's language. */
import { DeskShell } from '../../../components/desk/DeskShell';
import { KeepLocale, type Locale, LocaleContext } from '../../../i18n/ui-text';
import { sens } from '../../../../engine/sens/index';
import { sensUi } from '../ui';
import { deskPartsIn } from './index';

export default function Desk({ lang }: { readonly lang?: Locale }) {
  return (
    <KeepLocale lang={lang}>
      <DeskShell game={sens} ui={sensUi} parts={deskPartsIn(lang ?? 'en')} />
    </KeepLocale>
  );
}
