/** The SENS sandbox island: the shared shell (src/components/sandbox/) with this game's table, in the page's language. */
import { SandboxShell, type SandboxProps } from '../../components/sandbox/SandboxShell';
import { KeepLocale, type Locale, LocaleContext } from '../../i18n/ui-text';
import type { SensState } from '../../../engine/sens/types';
import { sensUi } from './ui';

export function Sandbox({ lang, ...props }: SandboxProps<SensState> & { readonly lang?: Locale }) {
  return (
    <KeepLocale lang={lang}>
      <SandboxShell ui={sensUi} {...props} />
    </KeepLocale>
  );
}

export default Sandbox;

/** The game's GameUi, for the rules pages' registry (src/games/Example.tsx), which warms its engine before the reader wakes an example. */
export { sensUi as ui };
