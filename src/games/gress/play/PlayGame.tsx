/**
 * /gress/play/: the reader takes one seat against two to four bots, in real
 * time. The settings come from the page address (use-play-address.ts), read
 * after hydration; the server renders the page's own game, so the first
 * client render matches it. The clock starts when the reader presses Start;
 * the bots then act on their own timers (use-real-time.ts over the pure
 * driver in engine/gress/play/driver.ts) at the pace the reader chose
 * (pace.ts), and the reader acts by tapping or by keys (use-reader-keys.ts).
 * A first visit gets relaxed bots at half speed; the level and the pace the
 * reader picks are remembered in this browser.
 *
 * One screen: the clock bar, the latest ruling (in full), the bots, the
 * middle of the table and the reader's hand fit 375 x 812 and 1280 x 800
 * together (play.css: the ruling beside the table on a wide screen, the
 * reader's seat pinned to the bottom of a phone's screen).
 */
import { useMemo, useRef, useState } from 'preact/hooks';
import { botLevelWords, GRESS_BOT_LEVEL_IDS, GRESS_BOT_LEVELS } from '../../../../engine/gress/play/levels';
import { useLocale, useUiText } from '../../../i18n/ui-text';
import { PLAY_TEXT } from './play-text';
import { loadPrefs, usePlayPrefs } from '../../../components/play/use-play-prefs';
import { KeyList } from './KeyList';
import { GRESS_PACES, gressPace } from './pace';
import { DEFAULT_SETTINGS, nextGameSettings, READER_SEAT, type PlaySettings } from './play-url';
import { Problems } from './Problems';
import { readerView, rulingEntry, type ReaderView } from './reader-view';
import { RulingLog } from './RulingFeed';
import { SettingsForm } from './SettingsForm';
import { Stage } from './Stage';
import { usePlayAddress } from './use-play-address';
import { useReaderInput } from './use-reader-input';
import { useRealTime } from './use-real-time';
import { InLocale, type LangProp } from '../in-locale';
import '../../../components/sandbox/sandbox-base.css';
import '../../../components/sandbox/sandbox.css';
import '../gress-play.css';
import './play.css';

export interface PlayGameProps extends LangProp {
  /** The page's own game (rendered on the server). */
  readonly initial?: PlaySettings;
}

const CHOICES = { levels: GRESS_BOT_LEVEL_IDS, paces: GRESS_PACES.map((p) => p.id) };
/** Below this (px from the top of the window, under the site's header) the game is already in view. */
const ARRIVED_TOP_PX = 96;

/** The island's entry: the game in the page's language. */
export function PlayGame({ lang, ...props }: PlayGameProps) {
  return (
    <InLocale lang={lang}>
      <PlayTable {...props} />
    </InLocale>
  );
}

function PlayTable({ initial = DEFAULT_SETTINGS }: Omit<PlayGameProps, 'lang'>) {
  const locale = useLocale();
  const t = useUiText(PLAY_TEXT);
  const prefs = usePlayPrefs('gress', CHOICES);
  const [started, setStarted] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const viewNow = useRef<ReaderView | null>(null);
  const address = usePlayAddress(initial, () => loadPrefs('gress', CHOICES).level, () => {
    setStarted(false);
    input.reset();
  });
  const { settings } = address;
  const pace = gressPace(prefs.prefs.pace);
  const live = useRealTime(settings, address.deal, started, pace.rate);
  const table = live.table;
  /** The clock starts, and the game comes into view (a phone shows it whole from the clock bar down). */
  const start = () => {
    if (started) return;
    setStarted(true);
    if ((root.current?.getBoundingClientRect().top ?? 0) > ARRIVED_TOP_PX) root.current?.scrollIntoView({ block: 'start' });
  };
  const input = useReaderInput(live, () => viewNow.current, table !== null && started && live.clock !== 'over', start, root);
  const state = table?.state ?? null;
  const seed = table ? table.setup.seed + table.log.length + 1 : 0;
  // Fouls of the bots are named only in practice (clock paused); with the clock running, spotting them is the reader's job.
  const view = useMemo(() => (state ? readerView(state, READER_SEAT, input.picked, seed, live.paused, locale) : null), [state, input.picked, seed, live.paused, locale]);
  viewNow.current = view;
  const entries = useMemo(() => (table ? table.log.map((e, i) => rulingEntry(table.setup.players, e, table.rulings[i], i, READER_SEAT, locale)) : []), [table, locale]);
  const level = settings ? GRESS_BOT_LEVELS.find((l) => l.id === settings.level)! : null;
  const clockState = !table ? 'none' : live.clock === 'over' ? 'over' : !started ? 'ready' : live.clock;
  const deal = (next: PlaySettings) => {
    prefs.remember({ level: next.level });
    address.startDeal(next);
  };

  return (
    <div class="gs-sandbox gp-play not-content" ref={root} data-clock={clockState} data-seed={settings?.seed ?? ''} data-steps={table?.log.length ?? 0} data-level={settings?.level ?? ''} data-pace={pace.id} data-ready={address.ready ? 'true' : 'false'}>
      <Problems problems={address.problems} onOwnGame={() => address.startDeal(DEFAULT_SETTINGS)} />
      {live.error && <p class="gp-error" role="alert">{t.dealFailed} {live.error}</p>}
      {prefs.error && <p class="gp-error" role="alert">{prefs.error}</p>}
      {table && view && settings && level && (
        <Stage
          table={table} view={view} settings={settings} entries={entries} live={live} input={input} started={started}
          level={botLevelWords(level, locale).label.toLowerCase()} pace={pace.id} onStart={start} onPace={(p) => prefs.remember({ pace: p })} onNext={() => deal(nextGameSettings(settings))}
        />
      )}
      {table && <RulingLog entries={entries} />}
      <SettingsForm key={`${address.deal}-${address.problems.length}`} settings={settings ?? DEFAULT_SETTINGS} onDeal={deal} open={address.problems.length > 0} />
      {table && <KeyList />}
    </div>
  );
}

export default PlayGame;
