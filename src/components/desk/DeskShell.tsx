/**
 * The referee's desk for any game (issue 25): the game's quick checker first,
 * under its own heading and anchor, so the commonest question is answered on
 * the first screen; then the disputed table in two tabs, set up (the game's
 * form or its position notation, checked by the engine) and what happened
 * (each action ruled by the engine with its paragraphs, undo), and the
 * share row (a link carrying the table and the actions; the game's sandbox).
 * The shell knows no game: it takes the engine (Game), the sandbox view
 * (GameUi, whose Table draws the table) and the game's DeskParts. The
 * server renders the empty desk; a link in the address is read after
 * hydration.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Game } from '../../../engine/core/game';
import type { GameUi } from '../sandbox/game-ui';
import { quickCheckAnchor, type DeskParts } from './desk-parts';
import { sandboxHref } from './desk-link';
import { HappenedPanel } from './HappenedPanel';
import { ShareBar } from './ShareBar';
import { TablePanel } from './TablePanel';
import { TabPanel, Tabs } from './Tabs';
import { useDeskShell } from './use-desk-shell';
import { useShellLink } from './use-shell-link';
import './desk.css';

type View = 'table' | 'happened';

export interface DeskShellProps<S, A extends { readonly seat: number }> {
  readonly game: Game<S, A, string>;
  readonly ui: GameUi<S, A>;
  readonly parts: DeskParts;
  readonly idBase?: string;
}

export function DeskShell<S, A extends { readonly seat: number }>({ game, ui, parts, idBase = 'desk' }: DeskShellProps<S, A>) {
  const desk = useDeskShell(game);
  const [view, setView] = useState<View>('table');
  const tabsRef = useRef<HTMLDivElement>(null);
  const link = useShellLink(game, desk, (withActions) => withActions && setView('happened'));
  const go = (to: View) => {
    setView(to);
    requestAnimationFrame(() => tabsRef.current?.scrollIntoView({ block: 'nearest' }));
  };
  const anchor = quickCheckAnchor(parts);
  useEffect(() => {
    if (window.location.hash === `#${anchor}`) document.getElementById(anchor)?.scrollIntoView();
  }, []);
  const count = desk.replayed?.steps.length ?? 0;
  const { QuickCheck } = parts;
  return (
    <div class="gd-root gd-desk not-content" data-ready={link.ready ? 'true' : 'false'} data-view={view} data-game={game.id}>
      {link.note && (
        <p class={link.note.error ? 'gd-error' : 'gd-notice'} role={link.note.error ? 'alert' : 'status'} data-link-note={link.note.error ? 'error' : 'info'}>
          {link.note.text}
        </p>
      )}
      <section class="gd-box gd-quick" aria-labelledby={anchor} data-quick-check>
        <h2 class="gd-heading" id={anchor}>
          {parts.quickCheckTitle}
        </h2>
        <QuickCheck />
      </section>
      <h2 class="gd-heading" id={`${idBase}-disputed`}>
        The disputed table
      </h2>
      <div class="gd-tabs-wrap" ref={tabsRef}>
        <Tabs
          id={idBase}
          label="The disputed table"
          tabs={[
            { value: 'table', label: 'Set up the table' },
            { value: 'happened', label: 'What happened', note: count > 0 ? `(${count})` : undefined },
          ]}
          value={view}
          onChange={setView}
        />
      </div>
      <TabPanel id={idBase} value={view} class="gd-box">
        {view === 'table' && <TablePanel game={game} ui={ui} parts={parts} desk={desk} idBase={idBase} onRule={() => go('happened')} />}
        {view === 'happened' && <HappenedPanel game={game} ui={ui} desk={desk} idBase={idBase} onSetup={() => go('table')} />}
      </TabPanel>
      <ShareBar sandbox={desk.played ? sandboxHref(game, desk.played) : null} copied={link.copied} onCopy={link.copy} idBase={idBase} />
    </div>
  );
}
