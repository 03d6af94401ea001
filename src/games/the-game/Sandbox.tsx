/** The Game: Face to Face sandbox island: the shared shell (src/components/sandbox/) with this game's table. */
import { SandboxShell, type SandboxProps } from '../../components/sandbox/SandboxShell';
import type { TheGameState } from '../../../engine/the-game/types';
import { theGameUi } from './ui';

export function Sandbox(props: SandboxProps<TheGameState>) {
  return <SandboxShell ui={theGameUi} {...props} />;
}

export default Sandbox;

/** The game's GameUi, for the rules pages' registry (src/games/Example.tsx), which warms its engine before the reader wakes an example. */
export { theGameUi as ui };
