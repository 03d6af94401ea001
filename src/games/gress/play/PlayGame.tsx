/**
 * /gress/play/: the reader takes one seat against two to four bots, in real
 * time. The settings come from the page address (play-url.ts), read after
 * hydration; the server renders the page's own game, so the first client
 * render matches it. The clock starts when the reader presses Start; the bots
 * then act on their own timers (use-real-time.ts over the pure driver in
 * engine/gress/play/driver.ts), and the reader acts by tapping or by keys
 * (keyboard.ts). Every ruling is shown as it happens, with its paragraphs.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { CardId } from '../../../../engine/core/cards';
import { GRESS_BOT_LEVELS } from '../../../../engine/gress/play/levels';
import type { GressAction } from '../../../../engine/gress/types';
import { toggleInPacket } from '../table-play';
import { GameEnd } from './GameEnd';
import { HintList } from './HintList';
import { commandForKey, KEY_LIST, type KeyCommand } from './keyboard';
import { Opponents } from './Opponents';
import { DEFAULT_SETTINGS, nextGameSettings, playQuery, READER_SEAT, readPlayQuery, type PlaySettings } from './play-url';
import { readerView, rulingEntry } from './reader-view';
import { ReaderSeat } from './ReaderSeat';
import { LatestRuling, RulingLog } from './RulingFeed';
import { SettingsForm } from './SettingsForm';
import { TableMiddle } from './TableMiddle';
import { useRealTime } from './use-real-time';
import '../../../components/sandbox/sandbox-base.css';
import '../../../components/sandbox/sandbox.css';
import '../gress-play.css';
import './play.css';

export interface PlayGameProps {
  /** The page's own game (rendered on the server). */
  readonly initial?: PlaySettings;
}

const isFormField = (target: EventTarget | null) => target instanceof HTMLElement && (target.closest('input, select, textarea, [contenteditable="true"]') !== null);

export function PlayGame({ initial = DEFAULT_SETTINGS }: PlayGameProps) {
  const [settings, setSettings] = useState<PlaySettings | null>(initial);
  const [problems, setProblems] = useState<readonly string[]>([]);
  /** Bumped for every deal, so a new game starts fresh (clock, selection, panels). */
  const [deal, setDeal] = useState(0);
  const [started, setStarted] = useState(false);
  const [picked, setPicked] = useState<CardId[] | null>(null);
  const [complainOpen, setComplainOpen] = useState(false);
  const [hintsOpen, setHintsOpen] = useState(false);
  const live = useRealTime(settings, deal, started);
  const table = live.table;

  // The address, read once after hydration: another game, or what is wrong with it.
  useEffect(() => {
    const asked = readPlayQuery(window.location.search);
    if (!asked.ok) {
      setProblems(asked.problems);
      setSettings(null);
    } else if (asked.asked && playQuery(asked.settings) !== playQuery(initial)) {
      setSettings(asked.settings);
      setDeal((n) => n + 1);
    }
  }, []);

  const startDeal = (next: PlaySettings) => {
    setProblems([]);
    setSettings(next);
    setDeal((n) => n + 1);
    setStarted(false);
    setPicked(null);
    setComplainOpen(false);
    history.replaceState(history.state, '', `${window.location.pathname}${playQuery(next)}`);
  };

  const state = table?.state ?? null;
  const seed = table ? table.setup.seed + table.log.length + 1 : 0;
  // Fouls of the bots are named only in practice (clock paused); with the clock running, spotting them is the reader's job.
  const view = useMemo(() => (state ? readerView(state, READER_SEAT, picked, seed, live.paused) : null), [state, picked, seed, live.paused]);
  const entries = useMemo(
    () => (table ? table.log.map((e, i) => rulingEntry(table.setup.players, e, table.rulings[i], i, READER_SEAT)) : []),
    [table],
  );

  const root = useRef<HTMLDivElement>(null);
  const focusLay = useRef(false);
  useEffect(() => {
    if (!focusLay.current) return;
    focusLay.current = false;
    root.current?.querySelector<HTMLButtonElement>('.gp-me__lay')?.focus();
  }, [picked]);
  /** The clock starts, and the table comes into view (a phone shows it whole from the clock buttons down). */
  const start = () => {
    setStarted(true);
    root.current?.querySelector('.gp-clockbar')?.scrollIntoView({ block: 'start' });
  };

  const act = (action: GressAction) => {
    if (!started) start();
    live.act(action);
    setPicked(null);
    setComplainOpen(false);
  };

  const onCard = (card: { id: CardId; action: GressAction }) => {
    if (picked) setPicked(toggleInPacket(picked, card.id));
    else act(card.action);
  };
  const playPicked = () => {
    if (view?.hand.packet?.action) act(view.hand.packet.action);
  };
  const draw = () => {
    if (view?.draw) act(view.draw.action);
  };

  const run = (command: KeyCommand) => {
    if (!view || !state) return;
    const seat = READER_SEAT;
    switch (command.kind) {
      case 'pick': {
        const card = view.hand.cards[command.index];
        if (!card) return;
        setPicked(toggleInPacket(picked ?? [], card.id));
        // Focus goes to "Lay ...", so Enter lays the picked cards as any button press would.
        focusLay.current = true;
        return;
      }
      case 'play':
        return playPicked();
      case 'draw':
        return draw();
      case 'call':
        return act({ type: 'call', seat });
      case 'marke':
        return act({ type: 'takeMarke', seat, hand: 'action' });
      case 'withdraw':
        return act({ type: 'withdraw', seat, hand: 'action' });
      case 'layDown':
        return act({ type: 'layDown', seat });
      case 'complain':
        return setComplainOpen((o) => !o);
      case 'clear':
        setComplainOpen(false);
        return setPicked(null);
      case 'practice':
        return live.setPaused(!live.paused);
      case 'hint':
        return setHintsOpen((o) => !o);
    }
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isFormField(e.target)) return;
      const command = commandForKey(e.key);
      if (!command || !table || live.clock === 'over' || !started) return;
      // Enter on a focused button presses that button; digits and letters always act.
      if (command.kind === 'play' && e.target instanceof HTMLButtonElement) return;
      e.preventDefault();
      run(command);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const level = settings ? GRESS_BOT_LEVELS.find((l) => l.id === settings.level)! : null;
  const clockState = !table ? 'none' : live.clock === 'over' ? 'over' : !started ? 'ready' : live.clock;

  return (
    <div class="gs-sandbox gp-play not-content" ref={root} data-clock={clockState} data-seed={settings?.seed ?? ''} data-steps={table?.log.length ?? 0}>
      {problems.length > 0 && (
        <div class="gp-problems" role="alert">
          <p>The game in the address cannot be dealt:</p>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <p>Choose the game below, or deal the page's own game.</p>
          <button type="button" class="gs-button" onClick={() => startDeal(DEFAULT_SETTINGS)}>
            Deal the page's own game
          </button>
        </div>
      )}
      <SettingsForm key={`${deal}-${problems.length}`} settings={settings ?? DEFAULT_SETTINGS} onDeal={startDeal} open={problems.length > 0} />
      {live.error && <p class="gp-error" role="alert">The deal failed: {live.error}</p>}
      {table && view && state && settings && level && (
        <>
          <div class="gp-clockbar">
            {!started ? (
              <button type="button" class="gs-button gp-start" onClick={start}>
                Start: {level.label.toLowerCase()} bots
              </button>
            ) : (
              <button
                type="button"
                class="gs-button gp-practice"
                aria-pressed={live.paused ? 'true' : 'false'}
                disabled={live.clock === 'over'}
                onClick={() => live.setPaused(!live.paused)}
                aria-keyshortcuts="P"
              >
                Practice: {live.paused ? 'clock paused' : 'pause the clock'}
              </button>
            )}
            <button type="button" class="gs-button" aria-expanded={hintsOpen ? 'true' : 'false'} onClick={() => setHintsOpen((o) => !o)} aria-keyshortcuts="H">
              What could I do?
            </button>
          </div>
          {live.paused && <p class="gp-clocknote gs-hint">Practice: the bots wait while the clock is paused. A real table never waits, so this is for learning only.</p>}
          <Opponents opponents={view.opponents} />
          <TableMiddle status={view.status} readerName={view.name} pile={view.pile} draw={view.draw} drawCount={state.drawPile.length} onDraw={draw} />
          <LatestRuling
            entry={entries.at(-1) ?? null}
            idle={!started ? 'Look at your hand: the bots start when you press Start or lay your first card.' : 'The clock is running: the bots act when they see a chance.'}
          />
          {state.phase === 'scored' ? (
            <GameEnd table={table} settings={settings} onNext={() => startDeal(nextGameSettings(settings))} />
          ) : (
            <ReaderSeat
              view={view}
              picking={picked !== null}
              onCard={onCard}
              onTogglePick={() => setPicked(picked ? null : [])}
              onPlayPicked={playPicked}
              onAction={act}
              complainOpen={complainOpen}
              onToggleComplain={() => setComplainOpen((o) => !o)}
            />
          )}
          {hintsOpen && state.phase !== 'scored' && <HintList hints={view.hints} onAction={act} />}
          <RulingLog entries={entries} />
          <details class="gp-keys">
            <summary>Keys</summary>
            <dl class="gp-keys__list">
              {KEY_LIST.map((k) => (
                <div key={k.key}>
                  <dt>
                    <kbd>{k.key}</kbd>
                  </dt>
                  <dd>{k.does}</dd>
                </div>
              ))}
            </dl>
          </details>
        </>
      )}
    </div>
  );
}

export default PlayGame;
