/**
 * The reader's actions besides laying and drawing cards, as chips under the
 * table (lesson-view.ts lessonChips): a wish, a give, "last but one", the
 * Marke, a swap answer, a complaint ... A chip marked ✓ is lawful now; a
 * lesson may also offer a tempting unlawful one, unmarked, so the mistake can
 * be made and explained. While the marks wait for the hint (from lesson 2
 * on) every chip looks the same. A folded chip opens its choices right below it.
 */
import { useState } from 'preact/hooks';
import type { GressAction } from '../../../../engine/gress/types';
import type { ChipAction, ChipsView } from '../chips';
import { actionKey } from '../play-model';
import { useUiText } from '../../../i18n/ui-text';
import { TABLE_TEXT } from '../table-text';
import { Mark } from '../../../components/marks/Mark';

function ChipButton({ chip, lawful, onAction }: { chip: ChipAction; lawful: boolean; onAction: (action: GressAction) => void }) {
  const t = useUiText(TABLE_TEXT);
  return (
    <button
      type="button"
      class={`gs-button gs-chip lx-chip${lawful ? ' lx-chip--lawful' : ''}`}
      data-lawful={lawful ? 'true' : 'false'}
      onClick={() => onAction(chip.action)}
    >
      {chip.label}
      {lawful && (
        <span class="lx-chip__mark">
          {' '}<Mark kind="check" space={false} />
          <span class="gs-sr">{t.lawful}</span>
        </span>
      )}
    </button>
  );
}

/** @param marks the ✓ marks are on show (otherwise no chip says whether it is lawful) */
export function LessonChips({ view, marks, onAction }: { view: ChipsView; marks: boolean; onAction: (action: GressAction) => void }) {
  const t = useUiText(TABLE_TEXT);
  const [open, setOpen] = useState<string | null>(null);
  if (view.chips.length === 0) return null;
  const lawful = (a: ChipAction) => marks && view.offered.has(actionKey(a.action));
  const opened = view.chips.find((c) => c.kind === 'group' && c.key === open);
  return (
    <div class={`gs-chips lx-chips${marks ? ' lx-chips--marked' : ''}`} role="group" aria-label={t.yourOtherActions}>
      <ul class="gs-chips__list">
        {view.chips.map((c) => (
          <li key={c.key}>
            {c.kind === 'action' ? (
              <ChipButton chip={c} lawful={lawful(c)} onAction={onAction} />
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
              <ChipButton chip={a} lawful={lawful(a)} onAction={onAction} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
