/**
 * Open rule windows (deadlines): who may or must do what, in plain words
 * ("Ben may give a card"), by which paragraph, and until when (describeClosing
 * from the engine, so the wording matches the closing mechanism exactly).
 */
import { Citation } from '../../components/sandbox/Citation';
import type { WindowView } from './view-model';
import { useUiText } from '../../i18n/ui-text';
import { TABLE_TEXT } from './table-text';

export function WindowList({ windows }: { windows: readonly WindowView[] }) {
  const t = useUiText(TABLE_TEXT);
  return (
    <div class="gs-panel gs-windows" role="group" aria-label={t.openWindows}>
      <p class="gs-subhead" aria-hidden="true">
        {t.openWindows}
      </p>
      {windows.length === 0 ? (
        <p class="gs-muted">{t.none}</p>
      ) : (
        <ul class="gs-list">
          {windows.map((w) => (
            <li key={w.id} class="gs-window" data-kind={w.kind}>
              <strong class="gs-window__who">{w.subject}</strong> {w.predicate} (
              <Citation citation={w.paragraph} />
              ), {w.closing}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
