/**
 * The referee's desk island (/gress/desk/), in three tabs so that each part
 * fits one screen: set up the disputed table by taps (players, cards, turn
 * and throws, open windows; SetupPanel), enter what happened and read the
 * engine's ruling on each action with its paragraphs (RulePanel), and the
 * quick question "a card just landed: what is it?" (CardLanded). The state
 * lives in useDesk; the page address carries the table and the actions as a
 * Gress share link (useDeskLink), so a link reopens the same table and
 * rulings, and the same game opens in the sandbox. The server renders the
 * empty desk; a link is read after hydration.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { CardLanded } from './CardLanded';
import { RulePanel } from './RulePanel';
import { SetupPanel } from './SetupPanel';
import { ShareRow } from './ShareRow';
import { TabPanel, Tabs } from '../../../components/desk/Tabs';
import { useDesk } from './use-desk';
import { useDeskLink } from './use-desk-link';
import '../../../components/desk/desk.css';

type View = 'setup' | 'rule' | 'landed';

/** The address of the quick question, kept from when it was a section of its own. */
const LANDED_HASH = '#card-just-landed';

export function Desk({ idBase = 'gdk' }: { idBase?: string }) {
  const desk = useDesk();
  const [view, setView] = useState<View>('setup');
  const tabsRef = useRef<HTMLDivElement>(null);
  const link = useDeskLink(desk, (withActions) => withActions && setView('rule'));
  /** A switch from a button further down: the tabs come back into view, so the new part is read from its top. */
  const go = (to: View) => {
    setView(to);
    requestAnimationFrame(() => tabsRef.current?.scrollIntoView({ block: 'nearest' }));
  };
  useEffect(() => {
    const landed = () => window.location.hash === LANDED_HASH && setView('landed');
    landed();
    window.addEventListener('hashchange', landed);
    return () => window.removeEventListener('hashchange', landed);
  }, []);
  const count = desk.replayed?.steps.length ?? 0;
  return (
    <div class="gd-root gd-desk not-content" data-ready={link.ready ? 'true' : 'false'} data-view={view}>
      {link.note && (
        <p class={link.note.error ? 'gd-error' : 'gd-notice'} role={link.note.error ? 'alert' : 'status'} data-link-note={link.note.error ? 'error' : 'info'}>
          {link.note.text}
        </p>
      )}
      <div class="gd-tabs-wrap" ref={tabsRef}>
        <Tabs
          id={idBase}
          label="The referee's desk"
          tabs={[
            { value: 'setup', label: 'Set up' },
            { value: 'rule', label: 'What happened', note: count > 0 ? `(${count})` : undefined },
            { value: 'landed', label: 'A card just landed' },
          ]}
          value={view}
          onChange={setView}
        />
      </div>
      <TabPanel id={idBase} value={view} class="gd-box">
        {view === 'setup' && <SetupPanel desk={desk} idBase={idBase} onRule={() => go('rule')} />}
        {view === 'rule' && <RulePanel desk={desk} idBase={idBase} onSetup={() => go('setup')} />}
        {view === 'landed' && <CardLanded idBase={`${idBase}-landed`} />}
      </TabPanel>
      {view !== 'landed' && <ShareRow game={desk.game} copied={link.copied} onCopy={link.copy} idBase={idBase} />}
    </div>
  );
}

export default Desk;
