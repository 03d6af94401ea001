/**
 * "More actions": a drawer (<details>, so it opens with Enter or Space and
 * needs no script to be operable) under the chips. It holds the lawful
 * actions the chips had no room for, then the full palette (PlayPanel): any
 * player, any kind of action that can make sense now, lawful or not, the
 * holding hand, typed actions for referees and actions at the same moment.
 */
import type { ComponentChildren } from 'preact';
import type { GressAction } from '../../../engine/gress/types';
import type { ChipAction } from './chips';
import { useUiText } from '../../i18n/ui-text';
import { TABLE_TEXT } from './table-text';
import { Mark } from '../../components/marks/Mark';

export function MoreActions({ overflow, onAction, children }: { overflow: readonly ChipAction[]; onAction: (action: GressAction) => void; children: ComponentChildren }) {
  const t = useUiText(TABLE_TEXT);
  return (
    <details class="gs-more">
      <summary class="gs-more__summary">
        {t.moreActions}
        <span class="gs-more__hint">{t.moreHint}</span>
      </summary>
      <div class="gs-more__body">
        {overflow.length > 0 && (
          <div class="gs-play__group" role="group" aria-label={t.otherLawful}>
            <p class="gs-play__heading" aria-hidden="true">
              {t.otherLawful}
            </p>
            <div class="gs-play__buttons">
              {overflow.map((a) => (
                <button key={a.key} type="button" class="gs-button gs-more__action gs-more__action--lawful" data-lawful="true" onClick={() => onAction(a.action)}>
                  {a.label}
                  <span class="gs-more__mark">
                    <Mark kind="check" space={false} />
                    <span class="gs-sr">{t.lawful}</span>
                  </span>
                </button>
              ))}
            </div>
          </div>
        )}
        {children}
      </div>
    </details>
  );
}
