/**
 * "What could I do?": every lawful action of the reader's seat now, in plain
 * words, each a button that does it (complaints only where there is something
 * to complain about). A learning aid: at a real table nobody tells you.
 */
import type { GressAction } from '../../../../engine/gress/types';
import type { HintView } from './reader-view';

export function HintList({ hints, onAction }: { hints: readonly HintView[]; onAction: (action: GressAction) => void }) {
  return (
    <div class="gp-hints" role="group" aria-label="What you could do now">
      <p class="gs-hint">
        {hints.length === 0
          ? 'Nothing is lawful for you right now: wait for the others.'
          : `Lawful for you right now (${hints.length}); anything else may be tried too, and the rules judge it:`}
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
