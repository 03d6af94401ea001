/** The SENS sandbox island: the shared shell (src/components/sandbox/) with this game's table, in the page's language. */
import { SandboxShell, type SandboxProps } from '../../components/sandbox/SandboxShell';
import { LocaleContext, type Locale } from '../../i18n/ui-text';
import type { SensState } from '../../../engine/sens/types';
import { sensUi } from './ui';

export function Sandbox({ lang, ...props }: SandboxProps<SensState> & { readonly lang?: Locale }) {
  return (
    <LocaleContext.Provider value={lang ?? 'en'}>
      <SandboxShell ui={sensUi} {...props} />
    </LocaleContext.Provider>
  );
}

export default Sandbox;

/** The game's GameUi, for the rules pages' registry (src/games/Example.tsx), which warms its engine before the reader wakes an example. */
export { sensUi as ui };
