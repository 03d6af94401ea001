/** Gin Rummy's referee's desk island (/gin-rummy/desk/): the shell with the engine, the sandbox's table and the game's desk parts, in the page's language. */
import { DeskShell } from '../../../components/desk/DeskShell';
import { ginRummy } from '../../../../engine/gin-rummy/index';
import { LocaleContext, type Locale } from '../../../i18n/ui-text';
import { ginRummyUi } from '../ui';
import { deskPartsIn } from './index';

export default function Desk({ lang }: { readonly lang?: Locale }) {
  const locale = lang ?? 'en';
  return (
    <LocaleContext.Provider value={locale}>
      <DeskShell game={ginRummy} ui={ginRummyUi} parts={deskPartsIn(locale)} />
    </LocaleContext.Provider>
  );
}
