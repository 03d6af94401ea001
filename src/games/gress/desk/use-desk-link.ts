/**
 * The desk and the page address. After hydration, and whenever the address
 * gets another link (pasted into the address bar), a #desk= link (or the
 * sandbox's #play=) opens its table and actions, or gets one plain sentence
 * saying what is wrong while the table on screen stays as it was. Once the
 * referee has changed something the address follows the table (replaceState,
 * which fires no hashchange, so the desk's own edits never come back here).
 * "Copy link" puts the address on the clipboard, or shows it to copy by hand.
 */
import { useEffect, useState } from 'preact/hooks';
import { readDeskHash } from './desk-link';
import { sourceOf } from './desk-position';
import type { DeskState } from './use-desk';
import { useLocale } from '../../../i18n/ui-text';
import { RULING_WORDS } from './ruling-words';

export interface LinkNote {
  readonly error: boolean;
  readonly text: string;
}

/** What "Copy link" did: null while the clipboard is asked, false when it refused. */
export interface Copied {
  readonly url: string;
  readonly ok: boolean | null;
}

const address = (hash: string) => `${window.location.pathname}${window.location.search}${hash}`;

/**
 * @param onOpened told whether the opened link holds actions (the desk then shows its rulings)
 * @returns whether the link has been read (the desk is ready), what opening it said, and the copy state
 */
export function useDeskLink(desk: DeskState, onOpened: (withActions: boolean) => void) {
  const locale = useLocale();
  const w = RULING_WORDS[locale];
  const [note, setNote] = useState<LinkNote | null>(null);
  const [ready, setReady] = useState(false);
  const [copied, setCopied] = useState<(Copied & { readonly hash: string }) | null>(null);

  useEffect(() => {
    const openLink = () => {
      const link = readDeskHash(window.location.hash, locale);
      if (link.kind === 'error') setNote({ error: true, text: link.error });
      if (link.kind !== 'game') return;
      const opened = sourceOf(link.game.start, link.game.actions, link.notes);
      desk.open(opened.source, opened.lines);
      onOpened(opened.lines.length > 0);
      setNote({
        error: false,
        text: opened.asTaps ? w.openedTaps : w.openedNotation,
      });
    };
    openLink();
    setReady(true);
    window.addEventListener('hashchange', openLink);
    return () => window.removeEventListener('hashchange', openLink);
  }, []);

  const { hash, dirty } = desk;
  useEffect(() => {
    if (!ready || !dirty || !hash) return;
    const url = address(hash);
    if (url !== address(window.location.hash)) window.history.replaceState(window.history.state, '', url);
  }, [ready, dirty, hash]);

  const copy = () => {
    if (!hash) return;
    window.history.replaceState(window.history.state, '', address(hash));
    const url = window.location.href;
    setCopied({ url, ok: null, hash });
    const clip = navigator.clipboard;
    const done = (ok: boolean) => setCopied({ url, ok, hash });
    if (clip && typeof clip.writeText === 'function') clip.writeText(url).then(() => done(true), () => done(false));
    else done(false);
  };
  // A copy belongs to the table it was made of: after a change the old link is not shown.
  return { ready, note, copied: copied && copied.hash === hash ? (copied as Copied) : null, copy };
}
