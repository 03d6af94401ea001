/**
 * Shown instead of a tool of the kit (tools.css: the Gin Rummy and SENS
 * tools) when its saved data cannot be read. The data stays in storage until
 * the reader deletes it, and can be downloaded or looked at first: nothing is
 * lost without the reader's say.
 */
import { uiText, useUiText } from '../../i18n/ui-text';
import { download } from './csv';

const TEXT = uiText({
  en: {
    damaged: (what: string) => `The saved ${what} is damaged`,
    stays: 'It stays saved until you start afresh. Download it first if you want to keep it; starting afresh deletes it from this browser.',
    show: 'Show the saved data',
    download: 'Download the damaged data',
    reset: 'Delete it and start afresh',
  },
  de: {
    damaged: (what) => `Gespeichert, aber beschädigt: ${what}`,
    stays: 'Es bleibt gespeichert, bis du neu anfängst. Lade es vorher herunter, wenn du es behalten willst; neu anfangen löscht es aus diesem Browser.',
    show: 'Die gespeicherten Daten zeigen',
    download: 'Die beschädigten Daten herunterladen',
    reset: 'Löschen und neu anfangen',
  },
});

export interface CorruptNoticeProps {
  idBase: string;
  what: string;
  message: string;
  raw: string;
  fileName: string;
  onReset: () => void;
}

export function CorruptNotice({ idBase, what, message, raw, fileName, onReset }: CorruptNoticeProps) {
  const t = useUiText(TEXT);
  return (
    <div class="tk-box" role="alert" aria-labelledby={`${idBase}-corrupt-title`}>
      <h2 class="tk-heading" id={`${idBase}-corrupt-title`}>
        {t.damaged(what)}
      </h2>
      <p>{message}</p>
      <p>{t.stays}</p>
      <details class="tk-raw tk-details">
        <summary>{t.show}</summary>
        <pre>{raw}</pre>
      </details>
      <div class="tk-buttons">
        <button type="button" class="tk-button" onClick={() => download(fileName, raw, 'application/json;charset=utf-8')}>
          {t.download}
        </button>
        <button type="button" class="tk-button tk-button--danger" onClick={onReset}>
          {t.reset}
        </button>
      </div>
    </div>
  );
}
