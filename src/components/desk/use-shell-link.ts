/**
 * The desk and the page address, for any game. After hydration, and
 * whenever the address gets another link (pasted into the address bar), a
 * #desk= link (or the sandbox's #play=) opens its table and actions; a
 * damaged one gets one plain sentence while the table on screen stays as it
 * was. Once the referee changes something the address follows the table
 * (replaceState, which fires no hashchange). "Copy link" puts the address on
 * the clipboard, or shows it to copy by hand.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Game } from '../../../engine/core/game';
import { type Locale, useLocale } from '../../i18n/ui-text';
import { readDeskHash } from './desk-link';
import type { DeskShellState } from './use-desk-shell';

export interface LinkNote {
  readonly error: boolean;
  readonly text: string;
}

/** What "Copy link" did: null while the clipboard is asked, false when it refused. */
export interface Copied {
  readonly url: string;
  readonly ok: boolean | null;
}

const OPENED: Readonly<Record<Locale, string>> = {
  en: 'Opened from a link: the table and the actions are the ones shared.',
  de: 'Aus einem Link geöffnet: Tisch und Aktionen sind die geteilten.',
};

const address = (hash: string) => `${window.location.pathname}${window.location.search}${hash}`;

/** @param onOpened told whether the opened link holds actions (the desk then shows its rulings) */
export function useShellLink<S, A extends { readonly seat: number }>(game: Game<S, A, string>, desk: DeskShellState<S, A>, onOpened: (withActions: boolean) => void) {
  const [note, setNote] = useState<LinkNote | null>(null);
  const [ready, setReady] = useState(false);
  const [copied, setCopied] = useState<(Copied & { readonly hash: string }) | null>(null);
  const locale = useLocale();

  useEffect(() => {
    const openLink = () => {
      const link = readDeskHash(game, window.location.hash, locale);
      if (link.kind === 'error') setNote({ error: true, text: link.error });
      if (link.kind !== 'game') return;
      const players = game.playersOf(link.played.start);
      const lines = link.played.actions.map((a) => game.formatAction(a, players));
      desk.open(game.formatPosition(link.played.start), lines);
      onOpened(lines.length > 0);
      setNote({ error: false, text: OPENED[locale] });
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
