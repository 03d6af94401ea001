/** Who is to move (4.1), the direction of play (4.9) and whether throws are allowed (4.2, with what forbade them). */
import { Segmented } from './controls';
import type { DeskSetup, ThrowState } from './desk-setup';

const THROWS: readonly { value: ThrowState; label: string }[] = [
  { value: 'allowed', label: 'Allowed' },
  { value: 'afterDraw', label: 'Forbidden: someone drew (4.8)' },
  { value: 'afterHalt', label: 'Forbidden: play just resumed (4.15)' },
];

export function TurnForm({ setup, onChange, idBase }: { setup: DeskSetup; onChange: (s: DeskSetup) => void; idBase: string }) {
  return (
    <section class="gd-box" aria-labelledby={`${idBase}-turn`}>
      <h2 class="gd-heading" id={`${idBase}-turn`}>
        Turn and throws
      </h2>
      <Segmented
        id={`${idBase}-to-move`}
        label="To move (4.1)"
        choices={setup.players.map((p, s) => ({ value: s, label: p }))}
        value={setup.toMove}
        onChange={(s) => onChange({ ...setup, toMove: s })}
      />
      <Segmented
        id={`${idBase}-direction`}
        label="Direction of play (4.9)"
        choices={[
          { value: 'clockwise', label: 'Clockwise' },
          { value: 'counterclockwise', label: 'Counter-clockwise' },
        ]}
        value={setup.direction}
        onChange={(d) => onChange({ ...setup, direction: d })}
      />
      <Segmented id={`${idBase}-throws`} label="Throws (4.2)" choices={THROWS} value={setup.throws} onChange={(v) => onChange({ ...setup, throws: v })} />
    </section>
  );
}
