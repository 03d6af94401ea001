/**
 * Sharing the desk: the link holds the table and every action, so whoever
 * opens it sees the same rulings; the same game opens in the game's sandbox
 * to play on from it. After "Copy link" the link is shown too, for a browser
 * that keeps the clipboard to itself.
 */
import type { Copied } from './use-shell-link';

export function ShareBar({ sandbox, copied, onCopy, idBase }: { sandbox: string | null; copied: Copied | null; onCopy: () => void; idBase: string }) {
  return (
    <section class="gd-share" aria-labelledby={`${idBase}-share`}>
      <h2 class="gd-sr" id={`${idBase}-share`}>
        Share
      </h2>
      <div class="gd-row">
        <button type="button" class="gd-button gd-button--primary" disabled={!sandbox} onClick={onCopy}>
          Copy link
        </button>
        {sandbox && (
          <a class="gd-button" href={sandbox}>
            Open in the sandbox
          </a>
        )}
        <span class="gd-hint">The link holds the table and every action.</span>
      </div>
      {copied && (
        <div class="gd-field" role="status">
          <p>{copied.ok === true ? 'Link copied. It is also in the address bar:' : copied.ok === false ? 'Copy the link from here:' : 'The link:'}</p>
          <input class="gd-input gd-share-url" type="text" readOnly value={copied.url} aria-label="Link to this table" onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
        </div>
      )}
    </section>
  );
}
