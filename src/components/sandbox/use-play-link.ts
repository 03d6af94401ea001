/**
 * Play mode's links and exports: the game shown as a share link
 * (engine/core/share-link.ts) with its position in words (play-hash.ts
 * view), which the shell keeps in the page address (example history) and
 * "Copy link" copies; and "Export scenario" where the page and the game
 * offer it. What was copied or exported is cleared when the game moves on.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { LeanFrame } from '../../../engine/core/frame';
import { truncate } from '../../../engine/core/played';
import { encodeShareLink, formatPlayed } from '../../../engine/core/share-link';
import { useLocale } from '../../i18n/ui-text';
import { copyPageLink } from './copy-link';
import type { GameUi } from './game-ui';
import { hashForLink } from './play-hash';
import type { PlayedGame } from './use-played-game';

const NO_EXPORTER = {
  en: 'The exporter could not be loaded; reload the page and try again.',
  de: 'Der Export ließ sich nicht laden; lade die Seite neu und versuch es noch einmal.',
} as const;

export interface GameLink {
  readonly link: string;
  readonly view: readonly string[] | null;
}

/** The game shown (its first `at` actions) as a share link and its position in words (the page's language); null before it has loaded. */
export function useGameLink<S, A extends { readonly seat: number }>(ui: GameUi<S, A>, g: PlayedGame<S, A>): GameLink | null {
  const locale = useLocale();
  return useMemo(() => {
    if (!g.game || !g.played) return null;
    const shown = truncate(g.played, g.at);
    const state = shown.frames[shown.frames.length - 1].state;
    return { link: encodeShareLink(ui.id, formatPlayed(g.game, shown)), view: ui.positionLines ? [...ui.positionLines(state, locale)] : null };
  }, [g.game, g.played, g.at, locale]);
}

export interface Copied {
  readonly url: string;
  readonly copied: boolean;
}

/** "Copy link": the link into the page address and onto the clipboard. */
export function useCopyLink(link: GameLink | null, anchor: string | null, g: { readonly played: unknown; readonly at: number }) {
  const [copied, setCopied] = useState<Copied | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => setCopied(null), [g.played, g.at]);
  const copy = link
    ? () => {
        const { url, copied: done } = copyPageLink(hashForLink(link.link, anchor, link.view));
        setCopied({ url, copied: false });
        done.then((ok) => (ok ? setCopied({ url, copied: true }) : inputRef.current?.select()));
      }
    : undefined;
  return { copied, copy, inputRef };
}

/** "Export scenario": the game shown as a scenario file, when the page offers it (exportStart) and the game's kit can write one. */
export function useExport<S, A extends { readonly seat: number }>(g: PlayedGame<S, A>, frames: readonly LeanFrame<S>[], exportStart: unknown) {
  const [exported, setExported] = useState<{ ok: boolean; text: string } | null>(null);
  const locale = useLocale();
  useEffect(() => setExported(null), [g.played, g.at]);
  const writer = g.kit?.exportScenario;
  const run = async () => {
    if (!g.played || !writer) return;
    const shown = truncate(g.played, g.at);
    try {
      const result = await writer(shown, shown.start === frames[0]?.state, exportStart);
      setExported(result.ok ? { ok: true, text: result.value } : { ok: false, text: result.error });
    } catch {
      setExported({ ok: false, text: NO_EXPORTER[locale] });
    }
  };
  return { exported, run: exportStart !== undefined && writer && g.played ? run : undefined };
}
