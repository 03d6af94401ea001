/**
 * What can be done with the sheet: undo the last entry, download it as CSV,
 * print it, start the next sheet once it has ended (11.5), or discard it
 * (asked twice, since it cannot be undone).
 */
import { useState } from 'preact/hooks';

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
  const [confirming, setConfirming] = useState(false);
  return (
    <div class="ss-actions" role="group" aria-label="Sheet actions">
      {props.ended && (
        <button type="button" class="ss-button ss-button--primary" onClick={props.onNextSheet}>
          Start the next sheet ({props.nextScribe} writes)
        </button>
      )}
      <button type="button" class="ss-button" disabled={props.undoLabel === null} onClick={props.onUndo}>
        {props.undoLabel ?? 'Undo'}
      </button>
      <button type="button" class="ss-button" onClick={props.onCsv}>
        Download CSV
      </button>
      <button type="button" class="ss-button" onClick={props.onPrint}>
        Print the sheet
      </button>
      {confirming ? (
        <span class="ss-confirm">
          <span>Delete this sheet for good?</span>
          <button type="button" class="ss-button ss-button--danger" onClick={() => { setConfirming(false); props.onDiscard(); }}>
            Yes, discard it
          </button>
          <button type="button" class="ss-button" onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </span>
      ) : (
        <button type="button" class="ss-button ss-button--quiet" onClick={() => setConfirming(true)}>
          Discard this sheet…
        </button>
      )}
    </div>
  );
}
