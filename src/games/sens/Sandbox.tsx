/** The SENS sandbox island: the shared shell (src/components/sandbox/) with this game's table. */
import { SandboxShell, type SandboxProps } from '../../components/sandbox/SandboxShell';
import type { SensState } from '../../../engine/sens/types';
import { sensUi } from './ui';

export function Sandbox(props: SandboxProps<SensState>) {
  return <SandboxShell ui={sensUi} {...props} />;
}

export default Sandbox;
