/**
 * Shown instead of a tool of the kit (tools.css: the Gin Rummy and SENS
 * tools) when its saved data cannot be read. The data stays in storage until
 * the reader deletes it, and can be downloaded or looked at first: nothing is
 * lost without the reader's say.
 */
import { download } from './csv';

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
    <div class="tk-box" role="alert" aria-labelledby={`${idBase}-corrupt-title`}>
      <h2 class="tk-heading" id={`${idBase}-corrupt-title`}>The saved {what} is damaged</h2>
      <p>{message}</p>
      <p>It stays saved until you start afresh. Download it first if you want to keep it; starting afresh deletes it from this browser.</p>
      <details class="tk-raw tk-details">
        <summary>Show the saved data</summary>
        <pre>{raw}</pre>
      </details>
      <div class="tk-buttons">
        <button type="button" class="tk-button" onClick={() => download(fileName, raw, 'application/json;charset=utf-8')}>
          Download the damaged data
        </button>
        <button type="button" class="tk-button tk-button--danger" onClick={onReset}>
          Delete it and start afresh
        </button>
      </div>
    </div>
  );
}
