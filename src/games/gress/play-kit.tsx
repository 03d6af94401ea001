/**
 * What Gress adds to the shell's play mode (PlayKit): its palette (act as any
 * player, targets for gives, swaps and complaints, the holding hand, typed
 * actions and simultaneous ones, PlayPanel.tsx), its share links including
 * those made before the site had several games ("g1..."), and "Export
 * scenario". Loaded with import() when the reader takes over.
 */
import { useMemo, useState } from 'preact/hooks';
import type { PaletteProps, PlayKit } from '../../components/sandbox/game-ui';
import type { DealStart } from '../../../engine/gress/export-scenario';
import { decodeShareLink } from '../../../engine/gress/share-link';
import type { GressAction, GressState, Seat } from '../../../engine/gress/types';
import { playView } from './play-model';
import { PlayPanel } from './PlayPanel';

function GressPalette({ state, game, lawfulOf, act }: PaletteProps<GressState, GressAction>) {
  const [seat, setSeat] = useState<Seat | null>(null);
  const [target, setTarget] = useState<Seat | undefined>(undefined);
  const [holding, setHolding] = useState(false);
  const actingSeat = seat ?? state.toMove ?? 0;
  const describe = (a: GressAction) => game.formatAction(a, state.players);
  const view = useMemo(
    () => playView({ state, seat: actingSeat, target, holding, lawful: lawfulOf(actingSeat), describe }),
    [state, actingSeat, target, holding, lawfulOf],
  );
  return (
    <PlayPanel
      view={view}
      holding={holding}
      onSeat={setSeat}
      onTarget={setTarget}
      onHolding={setHolding}
      onAction={act}
      parse={(text) => {
        const parsed = game.parseAction(text, state.players);
        return parsed.ok ? { ok: true, action: parsed.value } : parsed;
      }}
      describe={describe}
    />
  );
}

export const gressPlayKit: PlayKit<GressState, GressAction> = {
  Palette: GressPalette,
  readShareLink: (link) => {
    const decoded = decodeShareLink(link);
    return decoded.ok ? { ok: true, value: decoded.game } : decoded;
  },
  exportScenario: async (played, fromStart, exportStart) => {
    const { exportScenario } = await import('../../../engine/gress/export-scenario');
    const result = exportScenario(fromStart && exportStart ? (exportStart as DealStart) : played.start, played.actions);
    return result.ok ? { ok: true, value: result.text } : result;
  },
};
