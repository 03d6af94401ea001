/**
 * What Gress adds to the shell's play mode (PlayKit). Beside the table, next
 * to the shell's Undo: the chips (lawful actions that no card or pile on the
 * table stands for, chips.ts), the "More actions" drawer with the full
 * palette (PlayPanel: any player, targets, the holding hand, typed and
 * simultaneous actions), then the open windows and latest events, which the
 * table leaves to this place in play mode so the actions sit right under the
 * hands. Also its share links, including those made before the site had
 * several games ("g1..."), and "Export scenario". Loaded with import() when
 * the reader takes over, so it may use the engine directly.
 */
import { useMemo, useState } from 'preact/hooks';
import type { PaletteProps, PlayKit } from '../../components/sandbox/game-ui';
import type { DealStart } from '../../../engine/gress/export-scenario';
import { seemsFounded } from '../../../engine/gress/lawful';
import { ACCEPTED } from '../../../engine/gress/machine';
import { sayNotationFailure } from '../../../engine/gress/messages/notation';
import { decodeShareLink } from '../../../engine/gress/share-link';
import type { GressAction, GressState, Seat } from '../../../engine/gress/types';
import { ActionChips } from './ActionChips';
import { chipsView } from './chips';
import { MoreActions } from './MoreActions';
import { playView } from './play-model';
import { PlayPanel } from './PlayPanel';
import { TablePanels } from './TablePanels';
import { tableView } from './view-model';
import { useLocale } from '../../i18n/ui-text';
import { describer } from './say-in';

function GressPalette({ state, game, lawfulOf, act }: PaletteProps<GressState, GressAction>) {
  const [seat, setSeat] = useState<Seat | null>(null);
  const [target, setTarget] = useState<Seat | undefined>(undefined);
  const [holding, setHolding] = useState(false);
  const locale = useLocale();
  const actingSeat = seat ?? state.toMove ?? 0;
  // English buttons and queue lines show the notation, as they always did; German says the action in words.
  const describe = locale === 'en' ? (a: GressAction) => game.formatAction(a, state.players) : describer(state.players, locale);
  const chips = useMemo(
    () =>
      chipsView({
        state,
        lawfulBySeat: state.players.map((_, s) => lawfulOf(s)),
        founded: (a) => seemsFounded(state, a),
        describe: describer(state.players, locale),
        seed: state.events.length + 1,
        locale,
      }),
    [state, lawfulOf, locale],
  );
  const view = useMemo(
    () =>
      playView({ state, seat: actingSeat, target, holding, lawful: lawfulOf(actingSeat), describe, accepted: ACCEPTED[state.phase], offered: chips.offered, locale }),
    [state, actingSeat, target, holding, lawfulOf, chips, locale],
  );
  const panels = useMemo(() => tableView(state, locale), [state, locale]);
  return (
    <div class="gs-gress-play">
      <ActionChips view={chips} onAction={act} />
      <MoreActions overflow={chips.overflow} onAction={act}>
        <PlayPanel
          view={view}
          holding={holding}
          onSeat={setSeat}
          onTarget={setTarget}
          onHolding={setHolding}
          onAction={act}
          parse={(text) => {
            const parsed = game.parseAction(text, state.players);
            // Why it does not read, in the page's language (English: the engine's error as it is).
            return parsed.ok ? { ok: true, action: parsed.value } : { ok: false, error: sayNotationFailure(parsed, locale) };
          }}
          describe={describe}
        />
      </MoreActions>
      <div class="gs-gress-play__panels">
        <TablePanels windows={panels.windows} events={panels.events} older={panels.olderEvents} />
      </div>
    </div>
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
