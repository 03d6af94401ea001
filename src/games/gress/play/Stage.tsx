/**
 * The game on /gress/play/ once dealt: beside (or above) the table the clock
 * bar and the latest ruling in full; the table itself (the bots, the middle,
 * the reader's seat or, once counted, the end of the game); and "What could
 * I do?" below it. play.css lays these out for one screen.
 */
import type { RealTimeTable } from '../../../../engine/gress/play/driver';
import { ClockBar } from './ClockBar';
import { GameEnd } from './GameEnd';
import { HintList } from './HintList';
import { Opponents } from './Opponents';
import type { PlaySettings } from './play-url';
import type { ReaderView, RulingEntry } from './reader-view';
import { ReaderSeat } from './ReaderSeat';
import { LatestRuling } from './RulingFeed';
import { TableMiddle } from './TableMiddle';
import type { ReaderInput } from './use-reader-input';
import type { RealTime } from './use-real-time';
import { useUiText } from '../../../i18n/ui-text';
import { PLAY_TEXT } from './play-text';

export interface StageProps {
  readonly table: RealTimeTable;
  readonly view: ReaderView;
  readonly settings: PlaySettings;
  readonly entries: readonly RulingEntry[];
  readonly live: RealTime;
  readonly input: ReaderInput;
  readonly started: boolean;
  /** "relaxed" */
  readonly level: string;
  readonly pace: string;
  readonly onStart: () => void;
  readonly onPace: (pace: string) => void;
  readonly onNext: () => void;
}

export function Stage({ table, view, settings, entries, live, input, started, level, pace, onStart, onPace, onNext }: StageProps) {
  const t = useUiText(PLAY_TEXT);
  const state = table.state;
  const scored = state.phase === 'scored';
  return (
    <div class="gp-stage">
      <div class="gp-side">
        <ClockBar started={started} level={level} paused={live.paused} over={live.clock === 'over'} pace={pace} onStart={onStart} onPractice={() => live.setPaused(!live.paused)} onPace={onPace} />
        {live.paused && <p class="gp-clocknote gs-hint">{t.practiceNote}</p>}
        <LatestRuling
          entry={entries.at(-1) ?? null}
          idle={!started ? t.idleBefore : t.idleRunning}
        />
      </div>
      <div class="gp-board">
        <Opponents opponents={view.opponents} />
        <TableMiddle status={view.status} readerName={view.name} pile={view.pile} draw={view.draw} drawCount={state.drawPile.length} onDraw={input.draw} />
        {scored ? (
          <GameEnd table={table} settings={settings} onNext={onNext} />
        ) : (
          <ReaderSeat
            view={view}
            picking={input.picked !== null}
            onCard={input.onCard}
            onTogglePick={input.togglePick}
            onPlayPicked={input.playPicked}
            onAction={input.act}
            complainOpen={input.complainOpen}
            onToggleComplain={input.toggleComplain}
            hintsOpen={input.hintsOpen}
            onToggleHints={input.toggleHints}
          />
        )}
      </div>
      {input.hintsOpen && !scored && <HintList hints={view.hints} onAction={input.act} />}
    </div>
  );
}
