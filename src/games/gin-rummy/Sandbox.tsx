/** The Gin Rummy sandbox island: the shared shell (src/components/sandbox/) with this game's table. */
import { SandboxShell, type SandboxProps } from '../../components/sandbox/SandboxShell';
import type { GinState } from '../../../engine/gin-rummy/types';
import { ginRummyUi } from './ui';

export function Sandbox(props: SandboxProps<GinState>) {
  return <SandboxShell ui={ginRummyUi} {...props} />;
}

export default Sandbox;

/** The game's GameUi, for the rules pages' registry (src/games/Example.tsx), which warms its engine before the reader wakes an example. */
export { ginRummyUi as ui };
