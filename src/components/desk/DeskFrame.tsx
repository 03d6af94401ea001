/**
 * The frame every game's desk shares: a link's note (what opening it said),
 * the tabs with the game's quick checker first and open by default (the
 * commonest question answered on the first screen, under its own heading
 * and anchor; the anchor in the address opens it), then setting up the
 * disputed table and what happened, and the share row under them. The
 * panels come from the caller: the shell's own (DeskShell) or a game's that
 * keeps more state of its own (Gress's taps).
 */
import { uiText, useUiText } from '../../i18n/ui-text';
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { TabPanel, Tabs } from './Tabs';
import type { LinkNote } from './use-shell-link';
import './desk.css';

export type DeskView = 'quick' | 'table' | 'happened';

export interface DeskFrameProps {
  readonly idBase: string;
  readonly gameId: string;
  readonly view: DeskView;
  readonly setView: (view: DeskView) => void;
  readonly ready: boolean;
  readonly note: LinkNote | null;
  readonly quickTitle: string;
  readonly quickAnchor: string;
  /** Actions entered, shown on the tab. */
  readonly count: number;
  readonly quick: () => ComponentChildren;
  readonly table: () => ComponentChildren;
  readonly happened: () => ComponentChildren;
  /** The share row; not under the quick checker, which has nothing to share. */
  readonly share: ComponentChildren;
  /** Tells the caller how to bring the tabs back into view after a switch from further down. */
  readonly tabsRef?: { current: HTMLDivElement | null };
}

/** The quick checker's anchor in the address opens it (also when typed or followed later). */
function useQuickAnchor(anchor: string, setView: (view: DeskView) => void) {
  useEffect(() => {
    const opened = () => window.location.hash === `#${anchor}` && setView('quick');
    opened();
    window.addEventListener('hashchange', opened);
    return () => window.removeEventListener('hashchange', opened);
  }, []);
}

const TEXT = uiText({
  en: { desk: "The referee's desk", setUp: 'Set up', happened: 'What happened' },
  de: { desk: 'Der Schiedsrichtertisch', setUp: 'Aufbauen', happened: 'Was passiert ist' },
});

export function DeskFrame(p: DeskFrameProps) {
  const t = useUiText(TEXT);
  const ownRef = useRef<HTMLDivElement>(null);
  const tabsRef = p.tabsRef ?? ownRef;
  useQuickAnchor(p.quickAnchor, p.setView);
  return (
    <div class="gd-root gd-desk not-content" data-ready={p.ready ? 'true' : 'false'} data-view={p.view} data-game={p.gameId}>
      {p.note && (
        <p class={p.note.error ? 'gd-error' : 'gd-notice'} role={p.note.error ? 'alert' : 'status'} data-link-note={p.note.error ? 'error' : 'info'}>
          {p.note.text}
        </p>
      )}
      <div class="gd-tabs-wrap" ref={tabsRef}>
        <Tabs
          id={p.idBase}
          label={t.desk}
          tabs={[
            { value: 'quick', label: p.quickTitle },
            { value: 'table', label: t.setUp },
            { value: 'happened', label: t.happened, note: p.count > 0 ? `(${p.count})` : undefined },
          ]}
          value={p.view}
          onChange={p.setView}
        />
      </div>
      <TabPanel id={p.idBase} value={p.view} class="gd-box">
        {p.view === 'quick' && (
          <section class="gd-quick" aria-labelledby={p.quickAnchor} data-quick-check>
            <h2 class="gd-heading" id={p.quickAnchor}>
              {p.quickTitle}
            </h2>
            {p.quick()}
          </section>
        )}
        {p.view === 'table' && p.table()}
        {p.view === 'happened' && p.happened()}
      </TabPanel>
      {p.view !== 'quick' && p.share}
    </div>
  );
}
