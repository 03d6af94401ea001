/**
 * The table as set up, checked by the engine: whether it accepts the table
 * (or what is wrong with it, or that the top card is still missing), the
 * table in words, and, folded for experts, the same table as one line of the
 * position notation, which can be edited and used instead of the taps.
 */
import { useState } from 'preact/hooks';
import { TableSummary } from './TableSummary';
import { deskTableView } from './table-view';
import type { DeskState } from './use-desk';
import { useLocale, useUiText } from '../../../i18n/ui-text';
import { SETUP_WORDS } from './setup-words';

function NotationEditor({ desk }: { desk: DeskState }) {
  const w = useUiText(SETUP_WORDS);
  const { position, source } = desk;
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const use = () => {
    const wrong = desk.applyTyped(draft ?? '');
    setError(wrong);
    if (!wrong) setDraft(null);
  };
  return (
    <details class="gd-details">
      <summary>{w.notationSummary}</summary>
      <div class="gd-details__body">
        <label class="gd-field">
          <span>
            {w.notationHelp}
            <code>engine/gress/position-notation.ts</code>.
          </span>
          <textarea
            class="gd-input gd-textarea"
            rows={5}
            spellcheck={false}
            value={draft ?? (position.ok ? position.line : source.kind === 'notation' ? source.line : '')}
            onInput={(e) => setDraft((e.currentTarget as HTMLTextAreaElement).value)}
          />
        </label>
        <div class="gd-row">
          <button type="button" class="gd-button" disabled={draft === null || draft.trim() === ''} onClick={use}>
            {w.usePosition}
          </button>
        </div>
        {error && (
          <p class="gd-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </details>
  );
}

export function PositionBox({ desk, idBase }: { desk: DeskState; idBase: string }) {
  const locale = useLocale();
  const w = SETUP_WORDS[locale];
  const { position, source } = desk;
  return (
    <section class="gd-box" aria-labelledby={`${idBase}-position`}>
      <h2 class="gd-heading" id={`${idBase}-position`}>
        {w.position}
      </h2>
      <div role="status" aria-live="polite" data-position={position.ok ? 'ok' : 'error'}>
        {position.ok ? (
          <p class="gd-ok">
            {w.accepted}
            {position.prefix.length > 0 ? w.landedFirst : ''}
          </p>
        ) : source.kind === 'taps' && source.setup.top === null ? (
          <p class="gd-notice">{w.chooseTop}</p>
        ) : (
          <p class="gd-error">{position.error}</p>
        )}
      </div>
      {position.ok && <TableSummary view={deskTableView(position.state, position.unknownCards, locale)} label={w.asSetUp} />}
      <NotationEditor key={desk.generation} desk={desk} />
    </section>
  );
}
