/**
 * Sharing the desk: the link holds the table and every action, so whoever
 * opens it sees the same rulings; the same game opens in the game's sandbox
 * to play on from it. After "Copy link" the link is shown too, for a browser
 * that keeps the clipboard to itself.
 */
import { uiText, useUiText } from '../../i18n/ui-text';
import type { Copied } from './use-shell-link';

const TEXT = uiText({
  en: {
    share: 'Share',
    copy: 'Copy link',
    open: 'Open in the sandbox',
    holds: 'The link holds the table and every action.',
    copied: 'Link copied. It is also in the address bar:',
    copyHere: 'Copy the link from here:',
    theLink: 'The link:',
    label: 'Link to this table',
  },
  de: {
    share: 'Teilen',
    copy: 'Link kopieren',
    open: 'Im Sandkasten öffnen',
    holds: 'Der Link enthält den Tisch und jede Aktion.',
    copied: 'Link kopiert. Er steht auch in der Adresszeile:',
    copyHere: 'Kopiere den Link von hier:',
    theLink: 'Der Link:',
    label: 'Link zu diesem Tisch',
  },
});

export function ShareBar({ sandbox, copied, onCopy, idBase }: { sandbox: string | null; copied: Copied | null; onCopy: () => void; idBase: string }) {
  const t = useUiText(TEXT);
  return (
    <section class="gd-share" aria-labelledby={`${idBase}-share`}>
      <h2 class="gd-sr" id={`${idBase}-share`}>
        {t.share}
      </h2>
      <div class="gd-row">
        <button type="button" class="gd-button gd-button--primary" disabled={!sandbox} onClick={onCopy}>
          {t.copy}
        </button>
        {sandbox && (
          <a class="gd-button" href={sandbox}>
            {t.open}
          </a>
        )}
        <span class="gd-hint">{t.holds}</span>
      </div>
      {copied && (
        <div class="gd-field" role="status">
          <p>{copied.ok === true ? t.copied : copied.ok === false ? t.copyHere : t.theLink}</p>
          <input class="gd-input gd-share-url" type="text" readOnly value={copied.url} aria-label={t.label} onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
        </div>
      )}
    </section>
  );
}
