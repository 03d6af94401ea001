/**
 * Shown instead of a tool when its saved data cannot be read. The data stays
 * in storage until the reader resets it, and can be downloaded or copied first:
 * nothing is lost silently.
 */
import { download } from '../../../components/tools/csv';

export interface CorruptNoticeProps {
  idBase: string;
  what: string;
  message: string;
  raw: string;
  fileName: string;
  onReset: () => void;
}

export function CorruptNotice({ idBase, what, message, raw, fileName, onReset }: CorruptNoticeProps) {
  return (
    <div class="gt-box" role="alert" aria-labelledby={`${idBase}-corrupt-title`}>
      <h2 class="gt-heading" id={`${idBase}-corrupt-title`}>The saved {what} is damaged</h2>
      <p>{message}</p>
      <p>It stays saved until you start afresh. Download it first if you want to keep it; starting afresh deletes it from this browser.</p>
      <details class="gt-raw gt-details">
        <summary>Show the saved data</summary>
        <pre>{raw}</pre>
      </details>
      <div class="gt-buttons">
        <button type="button" class="gt-button" onClick={() => download(fileName, raw, 'application/json;charset=utf-8')}>
          Download the damaged data
        </button>
        <button type="button" class="gt-button gt-button--danger" onClick={onReset}>
          Delete it and start afresh
        </button>
      </div>
    </div>
  );
}
