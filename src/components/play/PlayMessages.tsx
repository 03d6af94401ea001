/**
 * What the page has to say about the game against the bots, above the
 * table: notices about the address or a share link, a failure to load or
 * deal, the share link made, the scenario file written, and what could not
 * be done.
 */
import { uiText, useUiText } from '../../i18n/ui-text';
import type { Sharing } from './use-sharing';

export interface PlayMessagesProps {
  readonly notices: readonly string[];
  readonly failure: string | null;
  readonly sharing: Sharing;
}

function Alert({ text, class: extra }: { text: string; class?: string }) {
  return (
    <p class={`gs-play__error${extra ? ` ${extra}` : ''}`} role="alert">
      {text}
    </p>
  );
}

const TEXT = uiText({
  en: {
    copied: 'Link copied to the clipboard: ',
    copy: 'Copy this link: ',
    reopens: ['It reopens this game here, with you in the same seat; ', 'open it in the sandbox', ' to act for every player.'] as readonly [string, string, string],
    yaml: 'Scenario file (YAML):',
  },
  de: {
    copied: 'Link in die Zwischenablage kopiert: ',
    copy: 'Kopiere diesen Link: ',
    reopens: ['Er öffnet dieses Spiel hier wieder, mit dir auf demselben Platz; ', 'öffne ihn im Sandkasten', ', um für alle Spieler zu handeln.'],
    yaml: 'Szenario-Datei (YAML):',
  },
});

export function PlayMessages({ notices, failure, sharing }: PlayMessagesProps) {
  const t = useUiText(TEXT);
  const { link, exported, actionError, linkRef } = sharing;
  return (
    <>
      {notices.map((n) => (
        <Alert key={n} text={n} class="pv-notice" />
      ))}
      {failure && <Alert text={failure} />}
      {link && (
        <div class="gs-play__link pv-link">
          <label>
            {link.copied ? t.copied : t.copy}
            <input ref={linkRef} type="text" readOnly value={link.url} onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
          </label>
          <p>
            {t.reopens[0]}
            <a href={link.sandbox}>{t.reopens[1]}</a>
            {t.reopens[2]}
          </p>
        </div>
      )}
      {exported && (
        <div class="gs-play__export">
          {exported.ok ? (
            <label>
              {t.yaml}
              <textarea readOnly rows={12} value={exported.text} class="gs-play__yaml" />
            </label>
          ) : (
            <Alert text={exported.text} />
          )}
        </div>
      )}
      {actionError && <Alert text={actionError} />}
    </>
  );
}
