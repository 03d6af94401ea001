/** The Gress sandbox island: the shared shell (src/components/sandbox/) with Gress's table and play mode. */
import { SandboxShell, type SandboxProps } from '../../components/sandbox/SandboxShell';
import type { GressState } from '../../../engine/gress/types';
import { gressUi } from './ui';

export function Sandbox(props: SandboxProps<GressState>) {
  return <SandboxShell ui={gressUi} {...props} />;
}

export default Sandbox;
