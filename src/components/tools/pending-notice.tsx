/**
 * A score sheet's side of "Add to the score sheet" from a play page: once the
 * saved sheet has been read, a match handed over in localStorage is read,
 * checked and merged by the game's own rules (its pending.ts), the hand-off is
 * removed, and a notice says what happened. A sheet of another match is kept
 * unless the reader chooses to replace it; a damaged saved sheet is never
 * touched (the hand-off waits in storage). Game-agnostic: the game gives its
 * key, its reader and merger and its words; the notice wears the tool kit's
 * classes (tools.css).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { VNode } from 'preact';
import type { Locale } from '../../../engine/core/messages';
import { uiText, useLocale, useUiText } from '../../i18n/ui-text';
import { readStorage, writeStorage } from './csv';

const TEXT = uiText({
  en: { replace: 'Replace this sheet with that match', keep: 'Keep this sheet' },
  de: { replace: 'Diesen Spielzettel durch die Partie ersetzen', keep: 'Diesen Spielzettel behalten' },
});

export type PendingRead<M> = { readonly kind: 'none' } | { readonly kind: 'ok'; readonly match: M } | { readonly kind: 'bad'; readonly message: string };

/** What merging a handed-over match into the sheet gave. */
export type PendingMerged<B> =
  | { readonly kind: 'started' | 'added'; readonly sheet: B; readonly added: number }
  | { readonly kind: 'already' }
  | { readonly kind: 'conflict'; readonly reason: string; readonly replacement: B };

export interface PendingHandOff<B, M> {
  /** The localStorage key the play page writes. */
  readonly key: string;
  /** `locale`: the page's language, for the words of what is wrong (a game may ignore it). */
  readonly read: (raw: string | null, locale: Locale) => PendingRead<M>;
  readonly merge: (current: B | null, match: M, locale: Locale) => PendingMerged<B> | { readonly kind: 'bad'; readonly message: string };
  /** The notice for a merge; `match` is the match handed over. */
  readonly words: (merged: PendingMerged<B>, match: M, locale: Locale) => string;
  /** The notice once the reader has replaced the sheet (in the page's language, when a game has it so). */
  readonly replaced: string | ((locale: Locale) => string);
}

type Notice<B> = { readonly text: string; readonly error: boolean; readonly replacement?: B };

/** Reads a handed-over match once `ready`; returns the notice to show (or null). */
export function usePendingHandOff<B, M>(
  handOff: PendingHandOff<B, M>,
  ready: boolean,
  current: B | null,
  damaged: boolean,
  apply: (sheet: B) => void,
): VNode | null {
  const t = useUiText(TEXT);
  const locale = useLocale();
  const [notice, setNotice] = useState<Notice<B> | null>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ready || damaged) return;
    const read = handOff.read(readStorage(handOff.key, locale).raw, locale);
    if (read.kind === 'none') return;
    writeStorage(handOff.key, null);
    if (read.kind === 'bad') return setNotice({ text: read.message, error: true });
    const merged = handOff.merge(current, read.match, locale);
    if (merged.kind === 'bad') return setNotice({ text: merged.message, error: true });
    if (merged.kind === 'started' || merged.kind === 'added') apply(merged.sheet);
    const text = handOff.words(merged, read.match, locale);
    setNotice(merged.kind === 'conflict' ? { text, error: true, replacement: merged.replacement } : { text, error: false });
  }, [ready]);
  // The reader arrives at the top of the page: bring the news into view.
  useEffect(() => box.current?.scrollIntoView({ block: 'nearest' }), [notice !== null]);
  if (!notice) return null;
  return (
    <div class={`tk-status${notice.error ? '' : ' tk-status--done'} tk-no-print`} role="status" data-pending-notice ref={box}>
      <p class="tk-strong">{notice.text}</p>
      {notice.replacement && (
        <div class="tk-buttons">
          <button
            type="button"
            class="tk-button"
            onClick={() => {
              apply(notice.replacement!);
              setNotice({ text: typeof handOff.replaced === 'string' ? handOff.replaced : handOff.replaced(locale), error: false });
            }}
          >
            {t.replace}
          </button>
          <button type="button" class="tk-button" onClick={() => setNotice(null)}>
            {t.keep}
          </button>
        </div>
      )}
    </div>
  );
}
