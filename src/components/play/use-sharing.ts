/**
 * What the reader takes away from a game against the bots: a share link
 * (which reopens it here, and in the sandbox for every seat), a scenario
 * file (the game's own exporter, else the platform's from the seeded deal),
 * and the hand-off to the game's score sheet. Each says in words when it
 * cannot be done; a new position clears what was said about the old one.
 */
import { useRef, useState } from 'preact/hooks';
import type { Locale } from '../../../engine/core/messages';
import { encodeShareLink, formatPlayed } from '../../../engine/core/share-link';
import { uiText } from '../../i18n/ui-text';
import { copyPageLink } from '../sandbox/copy-link';
import { hashForLink } from '../sandbox/play-hash';
import { playQuery } from './play-setup';
import type { PlayGlue } from './play-ui';
import type { BotGame } from './use-bot-game';

const TEXT = uiText({
  en: {
    noExporter: 'The exporter could not be loaded; reload the page and try again.',
    noSheet: 'The score sheet could not be reached; check the connection and try again.',
  },
  de: {
    noExporter: 'Der Export ließ sich nicht laden; lade die Seite neu und versuch es noch einmal.',
    noSheet: 'Der Spielzettel ist nicht erreichbar; prüf die Verbindung und versuch es noch einmal.',
  },
});

export interface SharedLink {
  readonly url: string;
  readonly copied: boolean;
  readonly sandbox: string;
}

export interface Sharing {
  readonly link: SharedLink | null;
  readonly linkRef: { current: HTMLInputElement | null };
  readonly exported: { readonly ok: boolean; readonly text: string } | null;
  readonly actionError: string | null;
  readonly setActionError: (error: string | null) => void;
  /** Forgets what was said about the last position. */
  readonly clear: () => void;
}

export function useSharingState(): Sharing & { setLink: (l: SharedLink | null) => void; setExported: (e: Sharing['exported']) => void } {
  const [link, setLink] = useState<SharedLink | null>(null);
  const [exported, setExported] = useState<Sharing['exported']>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const clear = () => {
    setLink(null);
    setExported(null);
    setActionError(null);
  };
  return { link, linkRef, exported, actionError, setActionError, clear, setLink, setExported };
}

export interface SharingActions {
  readonly copyLink: () => void;
  readonly doExport: () => Promise<void>;
  /** Null when the game has no score sheet. */
  readonly toSheet: (() => Promise<void>) | null;
}

export function sharingActions<S, A extends { readonly seat: number }>(core: BotGame<S, A>, glue: PlayGlue<S, A>, sandboxPath: string, s: ReturnType<typeof useSharingState>, locale: Locale = 'en'): SharingActions {
  const { game, played, session } = core;
  const t = TEXT[locale];
  const copyLink = () => {
    if (!game || !played || !session) return;
    const text = encodeShareLink(glue.ui.id, formatPlayed(game, played));
    const { url, copied } = copyPageLink(`${playQuery(session.choice)}${hashForLink(text)}`);
    const sandbox = `${sandboxPath}${hashForLink(text)}`;
    s.setLink({ url, copied: false, sandbox });
    copied.then((ok) => (ok ? s.setLink({ url, copied: true, sandbox }) : s.linkRef.current?.select()));
  };
  const exportScenario = core.loaded?.kit.exportScenario;
  const doExport = async () => {
    if (!played || !game || !session) return;
    try {
      const result = exportScenario
        ? await exportScenario(played, false, undefined)
        : (await import('../../../engine/core/export-played')).exportPlayed(game, { players: game.playersOf(played.start), seed: session.choice.seed, actions: played.actions });
      s.setExported(result.ok ? { ok: true, text: result.value } : { ok: false, text: result.error });
    } catch {
      s.setExported({ ok: false, text: t.noExporter });
    }
  };
  const sheet = glue.scoreSheet;
  const toSheet = async () => {
    if (!sheet || !played) return;
    try {
      const handed = await sheet.handOff(played, locale);
      if (!handed.ok) return s.setActionError(handed.error);
      window.location.assign(sheet.href);
    } catch {
      s.setActionError(t.noSheet);
    }
  };
  return { copyLink, doExport, toSheet: sheet ? toSheet : null };
}
