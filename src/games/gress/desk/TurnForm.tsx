/** Who is to move (4.1), the direction of play (4.9) and whether throws are allowed (4.2, with what forbade them). */
import { Segmented } from './controls';
import type { DeskSetup, ThrowState } from './desk-setup';
import { useUiText } from '../../../i18n/ui-text';
import { SETUP_WORDS } from './setup-words';

const THROWS: readonly ThrowState[] = ['allowed', 'afterDraw', 'afterHalt'];

export function TurnForm({ setup, onChange, idBase }: { setup: DeskSetup; onChange: (s: DeskSetup) => void; idBase: string }) {
  const w = useUiText(SETUP_WORDS);
  return (
    <section class="gd-box" aria-labelledby={`${idBase}-turn`}>
      <h2 class="gd-heading" id={`${idBase}-turn`}>
        {w.turnAndThrows}
      </h2>
      <Segmented
        id={`${idBase}-to-move`}
        label={w.toMove}
        choices={setup.players.map((p, s) => ({ value: s, label: p }))}
        value={setup.toMove}
        onChange={(s) => onChange({ ...setup, toMove: s })}
      />
      <Segmented
        id={`${idBase}-direction`}
        label={w.direction}
        choices={[
          { value: 'clockwise', label: w.clockwise },
          { value: 'counterclockwise', label: w.counterclockwise },
        ]}
        value={setup.direction}
        onChange={(d) => onChange({ ...setup, direction: d })}
      />
      <Segmented id={`${idBase}-throws`} label={w.throws} choices={THROWS.map((v) => ({ value: v, label: w.throwStates[v] }))} value={setup.throws} onChange={(v) => onChange({ ...setup, throws: v })} />
    </section>
  );
}
