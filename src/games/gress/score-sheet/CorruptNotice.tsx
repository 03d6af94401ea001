/**
 * Shown instead of the sheet when the saved data cannot be read. The data stays
 * in storage until the reader chooses to reset, and can be copied out first.
 */
import { useUiText } from '../../../i18n/ui-text';
import { SHEET_TEXT } from './sheet-text';

export interface CorruptNoticeProps {
  idBase: string;
  message: string;
  raw: string;
  onReset: () => void;
}

export function CorruptNotice({ idBase, message, raw, onReset }: CorruptNoticeProps) {
  const t = useUiText(SHEET_TEXT);
  return (
    <div class="ss-corrupt" role="alert" aria-labelledby={`${idBase}-corrupt-title`}>
      <h2 class="ss-heading" id={`${idBase}-corrupt-title`}>{t.damaged}</h2>
      <p>{message}</p>
      <p>{t.staysSaved}</p>
      <details class="ss-raw">
        <summary>{t.showData}</summary>
        <pre>{raw}</pre>
      </details>
      <div class="ss-buttons">
        <button type="button" class="ss-button ss-button--danger" onClick={onReset}>
          {t.reset}
        </button>
      </div>
    </div>
  );
}
