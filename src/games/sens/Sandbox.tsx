/** The SENS sandbox island: the shared shell (src/components/sandbox/) with this game's table. */
import { SandboxShell, type SandboxProps } from '../../components/sandbox/SandboxShell';
import type { SensState } from '../../../engine/sens/types';
import { sensUi } from './ui';

export function Sandbox(props: SandboxProps<SensState>) {
  return <SandboxShell ui={sensUi} {...props} />;
}

export default Sandbox;

/** The game's GameUi, for the rules pages' registry (src/games/Example.tsx), which warms its engine before the reader wakes an example. */
export { sensUi as ui };
