/**
 * What the page has to say about the game against the bots, above the
 * table: notices about the address or a share link, a failure to load or
 * deal, the share link made, the scenario file written, and what could not
 * be done.
 */
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

export function PlayMessages({ notices, failure, sharing }: PlayMessagesProps) {
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
            {link.copied ? 'Link copied to the clipboard: ' : 'Copy this link: '}
            <input ref={linkRef} type="text" readOnly value={link.url} onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
          </label>
          <p>
            It reopens this game here, with you in the same seat; <a href={link.sandbox}>open it in the sandbox</a> to act for every player.
          </p>
        </div>
      )}
      {exported && (
        <div class="gs-play__export">
          {exported.ok ? (
            <label>
              Scenario file (YAML):
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
