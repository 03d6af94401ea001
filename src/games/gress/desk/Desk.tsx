/**
 * Gress's referee's desk island (/gress/desk/), in the frame every game's
 * desk shares (src/components/desk/DeskFrame.tsx): the quick question "a
 * card just landed: what is it?" first (CardLanded, at #card-just-landed as
 * before), then setting up the disputed table by taps (players, cards, turn
 * and throws, open windows; SetupPanel) and what happened, each action ruled
 * by the engine with its paragraphs (RulePanel). Gress keeps its own state
 * (useDesk): its taps remember unknown cards and a card that has only just
 * landed, which a position line alone cannot say, so its links carry them
 * beside the Gress share link (useDeskLink, desk-link.ts) and links made
 * before still open. The server renders the empty desk; a link is read
 * after hydration.
 */
import { useRef, useState } from 'preact/hooks';
import { DeskFrame, type DeskView } from '../../../components/desk/DeskFrame';
import { CardLanded } from './CardLanded';
import { RulePanel } from './RulePanel';
import { SetupPanel } from './SetupPanel';
import { ShareRow } from './ShareRow';
import { useDesk } from './use-desk';
import { useDeskLink } from './use-desk-link';
import { quickCheckAnchor } from '../../../components/desk/desk-parts';
import { useLocale } from '../../../i18n/ui-text';
import { InLocale, type LangProp } from '../in-locale';
import { QUICK_CHECK_TITLE, quickCheck } from './index';

/** The island's entry: the desk in the page's language. */
export function Desk({ lang, idBase }: { idBase?: string } & LangProp) {
  return (
    <InLocale lang={lang}>
      <GressDesk idBase={idBase} />
    </InLocale>
  );
}

function GressDesk({ idBase = 'gdk' }: { idBase?: string }) {
  const locale = useLocale();
  const desk = useDesk();
  const [view, setView] = useState<DeskView>('quick');
  const tabsRef = useRef<HTMLDivElement>(null);
  const link = useDeskLink(desk, (withActions) => setView(withActions ? 'happened' : 'table'));
  /** A switch from a button further down: the tabs come back into view, so the new part is read from its top. */
  const go = (to: DeskView) => {
    setView(to);
    requestAnimationFrame(() => tabsRef.current?.scrollIntoView({ block: 'nearest' }));
  };
  return (
    <DeskFrame
      idBase={idBase}
      gameId="gress"
      view={view}
      setView={setView}
      ready={link.ready}
      note={link.note}
      quickTitle={QUICK_CHECK_TITLE[locale]}
      quickAnchor={quickCheckAnchor(quickCheck)}
      count={desk.replayed?.steps.length ?? 0}
      tabsRef={tabsRef}
      quick={() => <CardLanded idBase={`${idBase}-landed`} />}
      table={() => <SetupPanel desk={desk} idBase={idBase} onRule={() => go('happened')} />}
      happened={() => <RulePanel desk={desk} idBase={idBase} onSetup={() => go('table')} />}
      share={<ShareRow game={desk.game} copied={link.copied} onCopy={link.copy} idBase={idBase} />}
    />
  );
}

export default Desk;
