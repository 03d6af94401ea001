/** The Game's referee's desk island (/the-game/desk/): the shell with the engine, the sandbox's table and the game's desk parts, in the page's language. */
import { DeskShell } from '../../../components/desk/DeskShell';
import { theGame } from '../../../../engine/the-game/index';
import { LocaleContext, type Locale } from '../../../i18n/ui-text';
import { theGameUi } from '../ui';
import { DESK_PARTS } from './index';

export default function Desk({ lang }: { readonly lang?: Locale }) {
  const locale = lang ?? 'en';
  return (
    <LocaleContext.Provider value={locale}>
      <DeskShell game={theGame} ui={theGameUi} parts={DESK_PARTS[locale]} />
    </LocaleContext.Provider>
  );
}
