/**
 * Entering what happened, by taps: choose who acts, then a card from that
 * player's hand (or several, as a packet) or one of the actions lawful for
 * that player right now (marked ✓, engine/gress/lawful.ts). Every other
 * action of the sandbox's palette is folded under them, and so are the
 * holding hand, "at the same moment" (10.9) and typing an action: anything
 * can be entered, and the engine rules on it. The state lives in useComposer.
 */
import type { GressAction, GressState } from '../../../../engine/gress/types';
import { ActionGroups } from './ActionGroups';
import { ComposerHand } from './ComposerHand';
import { ComposerMore } from './ComposerMore';
import { Segmented } from './controls';
import { useComposer } from './use-composer';
import { useUiText } from '../../../i18n/ui-text';
import { COMPOSER_WORDS } from './composer-words';
import { MarkedText } from '../../../components/marks/MarkedText';

export interface ActionComposerProps {
  readonly state: GressState;
  readonly unknownCards: ReadonlySet<string>;
  readonly onAdd: (action: GressAction) => void;
  readonly idBase: string;
  /** No more actions can be entered (the desk's limit). */
  readonly full: boolean;
}

export function ActionComposer({ state, unknownCards, onAdd, idBase, full }: ActionComposerProps) {
  const w = useUiText(COMPOSER_WORDS);
  const c = useComposer(state, unknownCards, onAdd, full);
  const players = state.players;
  return (
    <div class="gd-field gd-composer">
      <Segmented
        id={`${idBase}-actor`}
        label={w.whoActs}
        choices={players.map((p, s) => ({ value: s, label: s === state.toMove ? w.toMove(p) : p }))}
        value={c.seat}
        onChange={c.setSeat}
      />
      <ComposerHand c={c} idBase={idBase} />
      <ActionGroups c={c} unknownCards={unknownCards} lawful idBase={idBase} />
      <p class="gd-hint">
        <MarkedText text={w.marked(c.name)} />
      </p>
      <details class="gd-details">
        <summary>{w.everyOther(c.name)}</summary>
        <div class="gd-details__body">
          <ActionGroups c={c} unknownCards={unknownCards} lawful={false} idBase={idBase} />
        </div>
      </details>
      <ComposerMore c={c} players={players} />
    </div>
  );
}
