/**
 * Shown instead of the sheet when the saved data cannot be read. The data stays
 * in storage until the reader chooses to reset, and can be copied out first.
 */
export interface CorruptNoticeProps {
  idBase: string;
  message: string;
  raw: string;
  onReset: () => void;
}

export function CorruptNotice({ idBase, message, raw, onReset }: CorruptNoticeProps) {
  return (
    <div class="ss-corrupt" role="alert" aria-labelledby={`${idBase}-corrupt-title`}>
      <h2 class="ss-heading" id={`${idBase}-corrupt-title`}>The saved sheet is damaged</h2>
      <p>{message}</p>
      <p>
        It stays saved until you reset it. Resetting deletes it from this browser and starts an empty sheet.
      </p>
      <details class="ss-raw">
        <summary>Show the saved data (to copy it first)</summary>
        <pre>{raw}</pre>
      </details>
      <div class="ss-buttons">
        <button type="button" class="ss-button ss-button--danger" onClick={onReset}>
          Reset the saved sheet
        </button>
      </div>
    </div>
  );
}
