/**
 * "What could I do?": every lawful action of the reader's seat now, in plain
 * words, each a button that does it (complaints only where there is something
 * to complain about). A learning aid: at a real table nobody tells you.
 */
import type { GressAction } from '../../../../engine/gress/types';
import type { HintView } from './reader-view';
import { useUiText } from '../../../i18n/ui-text';
import { PLAY_TEXT } from './play-text';

export function HintList({ hints, onAction }: { hints: readonly HintView[]; onAction: (action: GressAction) => void }) {
  const t = useUiText(PLAY_TEXT);
  return (
    <div class="gp-hints" role="group" aria-label={t.whatCouldIDo}>
      <p class="gs-hint">
        {hints.length === 0
          ? t.nothingLawful
          : t.lawfulNow(hints.length)}
      </p>
      {hints.length > 0 && (
        <ul class="gp-hints__list">
          {hints.map((h) => (
            <li key={h.key}>
              <button type="button" class="gs-button gp-hints__action" data-action={h.action.type} onClick={() => onAction(h.action)}>
                {h.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
