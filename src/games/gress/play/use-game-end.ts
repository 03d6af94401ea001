/**
 * What the reader can do with a finished game on /gress/play/: put it on the
 * score sheet (the sheet enters it and says who deals next, 11.6), replay it
 * step by step, share it as a link to the sandbox, or save it as a scenario.
 * The replay, the link and the file are made by code loaded with import()
 * only when asked for; each says in words when it cannot be done.
 */
import { withBase } from '../../../base-path';
import type { ComponentType } from 'preact';
import { useState } from 'preact/hooks';
import type { RealTimeTable } from '../../../../engine/gress/play/driver';
import { PENDING_KEY, pendingFromGame, serialisePending } from '../score-sheet/pending-game';
import { inEdition } from '../../../i18n/editions';
import { uiText, useLocale } from '../../../i18n/ui-text';

const WORDS = uiText({
  en: {
    failed: (what: string) => `${what} could not be loaded; check the connection and try again.`,
    note: (level: string, seed: number) => `against ${level} bots (seed ${seed})`,
    noStorage: (why: string) => `This browser does not let the page hand the game to the score sheet (${why}).`,
    copied: 'The link is copied: it opens this game in the sandbox, step by step.',
    copyBelow: 'Copy the link below: it opens this game in the sandbox, step by step.',
    theLink: 'The link',
    noScenario: (why: string) => `The game cannot be written as a scenario: ${why}`,
    saved: (file: string) => `Saved as ${file}.`,
    theWriter: 'The scenario writer',
    theReplay: 'The replay',
  },
  de: {
    failed: (what) => `${what} ließ sich nicht laden; prüfe die Verbindung und versuch es noch einmal.`,
    note: (level, seed) => `gegen Bots (${level}, Startwert ${seed})`,
    noStorage: (why) => `Dieser Browser lässt die Seite das Spiel nicht an den Spielzettel übergeben (${why}).`,
    copied: 'Der Link ist kopiert: Er öffnet dieses Spiel Schritt für Schritt im Sandkasten.',
    copyBelow: 'Kopiere den Link unten: Er öffnet dieses Spiel Schritt für Schritt im Sandkasten.',
    theLink: 'Der Link',
    noScenario: (why) => `Das Spiel lässt sich nicht als Szenario schreiben: ${why}`,
    saved: (file) => `Gespeichert als ${file}.`,
    theWriter: 'Der Szenario-Export',
    theReplay: 'Das Nachspielen',
  },
});

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/yaml;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface GameEndActions {
  readonly message: string | null;
  readonly link: string | null;
  readonly Replay: ComponentType<{ table: RealTimeTable }> | null;
  readonly toSheet: () => void;
  readonly share: () => Promise<void>;
  readonly exportFile: () => Promise<void>;
  readonly toggleReplay: () => Promise<void>;
}

/** `level`: the bots' level in words ("relaxed"), for the sheet's note and the scenario's title. */
export function useGameEnd(table: RealTimeTable, level: string, seed: number): GameEndActions {
  const [message, setMessage] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [Replay, setReplay] = useState<ComponentType<{ table: RealTimeTable }> | null>(null);
  const locale = useLocale();
  const w = WORDS[locale];
  const failed = (what: string) => setMessage(w.failed(what));

  const toSheet = () => {
    const pending = pendingFromGame(table.state, w.note(level, seed));
    if (!pending.ok) return setMessage(pending.error);
    try {
      window.localStorage.setItem(PENDING_KEY, serialisePending(pending.pending));
    } catch (e) {
      return setMessage(w.noStorage((e as Error).message));
    }
    window.location.assign(withBase(inEdition('/gress/score-sheet/', locale)));
  };
  const share = async () => {
    try {
      const { sandboxLink } = await import('./game-files');
      const url = new URL(sandboxLink(table, locale), window.location.href).href;
      setLink(url);
      const copied = await navigator.clipboard?.writeText(url).then(() => true, () => false);
      setMessage(copied ? w.copied : w.copyBelow);
    } catch {
      failed(w.theLink);
    }
  };
  const exportFile = async () => {
    try {
      const { scenarioFile } = await import('./game-files');
      const made = scenarioFile(table, level);
      if (!made.ok) return setMessage(w.noScenario(made.error));
      download(made.file, made.text);
      setMessage(w.saved(made.file));
    } catch {
      failed(w.theWriter);
    }
  };
  const toggleReplay = async () => {
    if (Replay) return setReplay(null);
    try {
      const m = await import('./Replay');
      setReplay(() => m.Replay);
    } catch {
      failed(w.theReplay);
    }
  };
  return { message, link, Replay, toSheet, share, exportFile, toggleReplay };
}
