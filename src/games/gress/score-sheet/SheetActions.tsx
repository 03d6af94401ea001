/**
 * What can be done with the sheet: undo the last entry, download it as CSV,
 * print it, start the next sheet once it has ended (11.5), or discard it
 * (asked twice, since it cannot be undone).
 */
import { useState } from 'preact/hooks';
import { useUiText } from '../../../i18n/ui-text';
import { SHEET_TEXT } from './sheet-text';

export interface SheetActionsProps {
  /** "Undo game 12", "Undo the misdeal", or null when there is nothing to undo. */
  undoLabel: string | null;
  ended: boolean;
  nextScribe: string;
  onUndo: () => void;
  onCsv: () => void;
  onPrint: () => void;
  onNextSheet: () => void;
  onDiscard: () => void;
}

export function SheetActions(props: SheetActionsProps) {
  const t = useUiText(SHEET_TEXT);
  const [confirming, setConfirming] = useState(false);
  return (
    <div class="ss-actions" role="group" aria-label={t.sheetActions}>
      {props.ended && (
        <button type="button" class="ss-button ss-button--primary" onClick={props.onNextSheet}>
          {t.startNext(props.nextScribe)}
        </button>
      )}
      <button type="button" class="ss-button" disabled={props.undoLabel === null} onClick={props.onUndo}>
        {props.undoLabel ?? t.undo}
      </button>
      <button type="button" class="ss-button" onClick={props.onCsv}>
        {t.csv}
      </button>
      <button type="button" class="ss-button" onClick={props.onPrint}>
        {t.print}
      </button>
      {confirming ? (
        <span class="ss-confirm">
          <span>{t.deleteForGood}</span>
          <button type="button" class="ss-button ss-button--danger" onClick={() => { setConfirming(false); props.onDiscard(); }}>
            {t.yesDiscard}
          </button>
          <button type="button" class="ss-button" onClick={() => setConfirming(false)}>
            {t.keep}
          </button>
        </span>
      ) : (
        <button type="button" class="ss-button ss-button--quiet" onClick={() => setConfirming(true)}>
          {t.discard}
        </button>
      )}
    </div>
  );
}
