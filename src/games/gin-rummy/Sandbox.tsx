/** The Gin Rummy sandbox island: the shared shell (src/components/sandbox/) with this game's table, in the page's language. */
import { SandboxShell, type SandboxProps } from '../../components/sandbox/SandboxShell';
import type { GinState } from '../../../engine/gin-rummy/types';
import { KeepLocale, type Locale, LocaleContext } from '../../i18n/ui-text';
import { ginRummyUi } from './ui';

export function Sandbox({ lang, ...props }: SandboxProps<GinState> & { readonly lang?: Locale }) {
  return (
    <KeepLocale lang={lang}>
      <SandboxShell ui={ginRummyUi} {...props} />
    </KeepLocale>
  );
}

export default Sandbox;

/** The game's GameUi, for the rules pages' registry (src/games/Example.tsx), which warms its engine before the reader wakes an example. */
export { ginRummyUi as ui };
