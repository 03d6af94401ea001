/**
 * Sharing the desk: the link holds the table and every action, so whoever
 * opens it sees the same rulings; the same game opens in the sandbox to play
 * on from it. After "Copy link" the link is shown too, for a browser that
 * keeps the clipboard to itself.
 */
import type { GressGame } from '../../../../engine/gress/position-notation';
import { sandboxHref } from './desk-link';
import type { Copied } from './use-desk-link';
import { useLocale } from '../../../i18n/ui-text';
import { RULING_WORDS } from './ruling-words';

export function ShareRow({ game, copied, onCopy, idBase }: { game: GressGame | null; copied: Copied | null; onCopy: () => void; idBase: string }) {
  const locale = useLocale();
  const w = RULING_WORDS[locale];
  return (
    <section class="gd-share" aria-labelledby={`${idBase}-share`}>
      <h2 class="gd-sr" id={`${idBase}-share`}>
        {w.share}
      </h2>
      <div class="gd-row">
        <button type="button" class="gd-button gd-button--primary" disabled={!game} onClick={onCopy}>
          {w.copy}
        </button>
        {game && (
          <a class="gd-button" href={sandboxHref(game, locale)}>
            {w.sandbox}
          </a>
        )}
        <span class="gd-hint">{w.holds}</span>
      </div>
      {copied && (
        <div class="gd-field" role="status">
          <p>{copied.ok === true ? w.copied : copied.ok === false ? w.copyHere : w.theLink}</p>
          <input class="gd-input gd-share-url" type="text" readOnly value={copied.url} aria-label={w.linkLabel} onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
        </div>
      )}
    </section>
  );
}
