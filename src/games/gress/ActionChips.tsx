/**
 * The chips beside the table (chips.ts): one tap does a lawful action that no
 * card or pile on the table stands for, named in plain words. A folded chip
 * (aria-expanded) opens its choices right below, inside the same group, so the
 * keyboard order follows the reading order. Every chip is a real button.
 */
import { useState } from 'preact/hooks';
import type { GressAction } from '../../../engine/gress/types';
import type { ChipAction, ChipsView } from './chips';
import { useUiText } from '../../i18n/ui-text';
import { PANEL_TEXT } from './play-panel-text';

function ChipButton({ chip, onAction }: { chip: ChipAction; onAction: (action: GressAction) => void }) {
  return (
    <button type="button" class="gs-button gs-chip gs-play__action" data-lawful="true" onClick={() => onAction(chip.action)}>
      {chip.label}
    </button>
  );
}

export function ActionChips({ view, onAction }: { view: ChipsView; onAction: (action: GressAction) => void }) {
  const t = useUiText(PANEL_TEXT);
  const [open, setOpen] = useState<string | null>(null);
  if (view.chips.length === 0) return null;
  const opened = view.chips.find((c) => c.kind === 'group' && c.key === open);
  return (
    <div class="gs-chips" role="group" aria-label={t.chips}>
      <ul class="gs-chips__list">
        {view.chips.map((c) => (
          <li key={c.key}>
            {c.kind === 'action' ? (
              <ChipButton chip={c} onAction={onAction} />
            ) : (
              <button
                type="button"
                class="gs-button gs-chip gs-chip--group"
                aria-expanded={c === opened ? 'true' : 'false'}
                onClick={() => setOpen(c === opened ? null : c.key)}
              >
                {c.label}
                <span class="gs-chip__more" aria-hidden="true">
                  {c === opened ? '▴' : '▾'}
                </span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {opened && opened.kind === 'group' && (
        <ul class="gs-chips__list gs-chips__choices" aria-label={opened.label}>
          {opened.actions.map((a) => (
            <li key={a.key}>
              <ChipButton chip={a} onAction={onAction} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
