/**
 * The referee's desk for any game (issue 25), in the shared frame
 * (DeskFrame: the game's quick checker first, then set up and what
 * happened): the disputed table from the game's form or its position
 * notation, checked by the engine (TablePanel); each action ruled by the
 * engine with its paragraphs, undo (HappenedPanel); and a link carrying the
 * table and the actions, which also opens the game's sandbox (ShareBar).
 * The shell knows no game: it takes the engine (Game), the sandbox's view
 * (GameUi, whose Table draws the table) and the game's DeskParts. The server
 * renders the empty desk; a link in the address is read after hydration.
 */
import { useRef, useState } from 'preact/hooks';
import type { Game } from '../../../engine/core/game';
import { KeepLocale, type Locale, LocaleContext, useLocale } from '../../i18n/ui-text';
import type { GameUi } from '../sandbox/game-ui';
import { quickCheckAnchor, type DeskParts } from './desk-parts';
import { sandboxHref } from './desk-link';
import { DeskFrame, type DeskView } from './DeskFrame';
import { HappenedPanel } from './HappenedPanel';
import { ShareBar } from './ShareBar';
import { TablePanel } from './TablePanel';
import { useDeskShell } from './use-desk-shell';
import { useShellLink } from './use-shell-link';

export interface DeskShellProps<S, A extends { readonly seat: number }> {
  readonly game: Game<S, A, string>;
  readonly ui: GameUi<S, A>;
  readonly parts: DeskParts;
  readonly idBase?: string;
  /** The page's language (Astro.currentLocale); English when not given. */
  readonly lang?: Locale;
}

/** The island's entry (through each game's own small island): the desk in the page's language. */
export function DeskShell<S, A extends { readonly seat: number }>({ lang, ...props }: DeskShellProps<S, A>) {
  return (
    <KeepLocale lang={lang}>
      <Desk {...props} />
    </KeepLocale>
  );
}

function Desk<S, A extends { readonly seat: number }>({ game, ui, parts, idBase = 'desk' }: Omit<DeskShellProps<S, A>, 'lang'>) {
  const desk = useDeskShell(game);
  const locale = useLocale();
  const [view, setView] = useState<DeskView>('quick');
  const tabsRef = useRef<HTMLDivElement>(null);
  const link = useShellLink(game, desk, (withActions) => setView(withActions ? 'happened' : 'table'));
  /** A switch from a button further down: the tabs come back into view, so the new part is read from its top. */
  const go = (to: DeskView) => {
    setView(to);
    requestAnimationFrame(() => tabsRef.current?.scrollIntoView({ block: 'nearest' }));
  };
  const { QuickCheck } = parts;
  return (
    <DeskFrame
      idBase={idBase}
      gameId={game.id}
      view={view}
      setView={setView}
      ready={link.ready}
      note={link.note}
      quickTitle={parts.quickCheckTitle}
      quickAnchor={quickCheckAnchor(parts)}
      count={desk.replayed?.steps.length ?? 0}
      tabsRef={tabsRef}
      quick={() => <QuickCheck />}
      table={() => <TablePanel game={game} ui={ui} parts={parts} desk={desk} idBase={idBase} onRule={() => go('happened')} />}
      happened={() => <HappenedPanel game={game} ui={ui} desk={desk} idBase={idBase} onSetup={() => go('table')} />}
      share={<ShareBar sandbox={desk.played ? sandboxHref(game, desk.played, locale) : null} copied={link.copied} onCopy={link.copy} idBase={idBase} />}
    />
  );
}
