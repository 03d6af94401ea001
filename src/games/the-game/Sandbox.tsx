/** The Game: Face to Face sandbox island: the shared shell (src/components/sandbox/) with this game's table, in the page's language. */
import { SandboxShell, type SandboxProps } from '../../components/sandbox/SandboxShell';
import type { TheGameState } from '../../../engine/the-game/types';
import { KeepLocale, type Locale, LocaleContext } from '../../i18n/ui-text';
import { theGameUi } from './ui';

export function Sandbox({ lang, ...props }: SandboxProps<TheGameState> & { readonly lang?: Locale }) {
  return (
    <KeepLocale lang={lang}>
      <SandboxShell ui={theGameUi} {...props} />
    </KeepLocale>
  );
}

export default Sandbox;

/** The game's GameUi, for the rules pages' registry (src/games/Example.tsx), which warms its engine before the reader wakes an example. */
export { theGameUi as ui };
