/**
 * The rarer ways to enter an action, folded under the composer: laying with
 * the holding hand (10.3), collecting actions that happened at the same
 * moment and entering them as one (10.9, as the sandbox's More actions
 * drawer does), and typing an action in the notation.
 */
import { useState } from 'preact/hooks';
import { sayNotationFailure } from '../../../../engine/gress/messages/notation';
import { parseAction } from '../../../../engine/gress/notation';
import { simultaneousOf } from '../play-model';
import type { Composer } from './use-composer';
import { useLocale, useUiText } from '../../../i18n/ui-text';
import { COMPOSER_WORDS } from './composer-words';

function Together({ c }: { c: Composer }) {
  const w = useUiText(COMPOSER_WORDS);
  const one = simultaneousOf(c.queue);
  return (
    <div class="gd-field">
      <label class="gd-check">
        <input type="checkbox" checked={c.together} onChange={(e) => c.setTogether((e.currentTarget as HTMLInputElement).checked)} /> {w.togetherToggle}
      </label>
      {c.together && (
        <>
          {c.queue.length === 0 ? (
            <p class="gd-hint">{w.nothingCollected}</p>
          ) : (
            <ol class="gd-queue" aria-label={w.collected}>
              {c.queue.map((a, i) => (
                <li key={i}>
                  <code>{c.describe(a)}</code>
                </li>
              ))}
            </ol>
          )}
          <div class="gd-row">
            <button type="button" class="gd-button gd-button--primary" disabled={one === null || c.full} onClick={c.enterTogether}>
              {w.enterTogether(c.queue.length)}
            </button>
            <button type="button" class="gd-button" disabled={c.queue.length === 0} onClick={c.clearQueue}>
              {w.clear}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

function Typed({ c, players }: { c: Composer; players: readonly string[] }) {
  const w = useUiText(COMPOSER_WORDS);
  const locale = useLocale();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const r = parseAction(typed.trim(), players);
    if (!r.ok) return setError(sayNotationFailure(r, locale));
    setError(null);
    setTyped('');
    c.act(r.action);
  };
  return (
    <div class="gd-field">
      <label class="gd-field">
        <span>
          {w.typeLabel}
          <code>Ana play QS</code>, <code>Ben draw 2</code>, <code>Cem complain Ana card</code>, <code>Ana play 7S & Ben play 8H</code>
        </span>
        <input
          class="gd-input"
          type="text"
          value={typed}
          spellcheck={false}
          autocomplete="off"
          onInput={(e) => setTyped((e.currentTarget as HTMLInputElement).value)}
          onKeyDown={(e) => e.key === 'Enter' && submit()}
        />
      </label>
      <div class="gd-row">
        <button type="button" class="gd-button" disabled={typed.trim() === '' || c.closed} onClick={submit}>
          {c.together ? w.collectIt : w.enterIt}
        </button>
      </div>
      {error && (
        <p class="gd-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function ComposerMore({ c, players }: { c: Composer; players: readonly string[] }) {
  const w = useUiText(COMPOSER_WORDS);
  return (
    <details class="gd-details">
      <summary>{w.moreSummary}</summary>
      <div class="gd-details__body">
        <label class="gd-check">
          <input type="checkbox" checked={c.holding} onChange={(e) => c.setHolding((e.currentTarget as HTMLInputElement).checked)} /> {w.holdingToggle}
        </label>
        <Together c={c} />
        <Typed c={c} players={players} />
      </div>
    </details>
  );
}
