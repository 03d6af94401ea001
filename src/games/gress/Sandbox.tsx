/** The Gress sandbox island: the shared shell (src/components/sandbox/) with Gress's table and play mode. */
import { SandboxShell, type SandboxProps } from '../../components/sandbox/SandboxShell';
import type { GressState } from '../../../engine/gress/types';
import { gressUi } from './ui';
import { InLocale, type LangProp } from './in-locale';

export function Sandbox({ lang, ...props }: SandboxProps<GressState> & LangProp) {
  return (
    <InLocale lang={lang}>
      <SandboxShell ui={gressUi} {...props} />
    </InLocale>
  );
}

export default Sandbox;

/** The game's GameUi, for the rules pages' registry (src/games/Example.tsx), which warms its engine before the reader wakes an example. */
export { gressUi as ui };
