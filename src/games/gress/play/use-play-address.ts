/**
 * The game on /gress/play/ and the page address (play-url.ts): the server
 * renders the page's own game; after hydration the address is read once and
 * may ask for another, or say in sentences what it cannot deal. An address
 * that names no level deals the level the reader chose last time here
 * (remembered in this browser), else the newcomer's relaxed bots. Every new
 * deal goes into the address, so it can be dealt again or passed on.
 */
import { useEffect, useState } from 'preact/hooks';
import { playQuery, readPlayQuery, type PlaySettings } from './play-url';
import { GRESS_BOT_LEVEL_IDS, type GressBotLevelId } from '../../../../engine/gress/play/levels';

export interface PlayAddress {
  /** Null while the address asks for a game the page cannot deal. */
  readonly settings: PlaySettings | null;
  readonly problems: readonly string[];
  /** Bumped for every deal, so a new game starts fresh (clock, selection, panels). */
  readonly deal: number;
  /** The address has been read (false in the server render and the first client render): the page is live. */
  readonly ready: boolean;
  readonly startDeal: (next: PlaySettings) => void;
}

const knownLevel = (id: string | null): GressBotLevelId | null => GRESS_BOT_LEVEL_IDS.find((l) => l === id) ?? null;

/** `remembered`: the level the reader chose last time on this page, or null. */
export function usePlayAddress(initial: PlaySettings, remembered: () => string | null, onDeal: () => void): PlayAddress {
  const [settings, setSettings] = useState<PlaySettings | null>(initial);
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [deal, setDeal] = useState(0);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setReady(true);
    const asked = readPlayQuery(window.location.search);
    if (!asked.ok) {
      setProblems(asked.problems);
      setSettings(null);
      return;
    }
    const level = new URLSearchParams(window.location.search).has('level') ? null : knownLevel(remembered());
    const wanted = level ? { ...asked.settings, level } : asked.settings;
    if (playQuery(wanted) !== playQuery(initial)) {
      setSettings(wanted);
      setDeal((n) => n + 1);
    }
  }, []);

  const startDeal = (next: PlaySettings) => {
    setProblems([]);
    setSettings(next);
    setDeal((n) => n + 1);
    onDeal();
    history.replaceState(history.state, '', `${window.location.pathname}${playQuery(next)}`);
  };
  return { settings, problems, deal, ready, startDeal };
}
