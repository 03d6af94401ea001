/**
 * The sandbox in play mode: play mode itself (PlayShell.tsx, loaded with
 * import() the first time the reader takes over, loaded-modules.ts), and
 * while it loads the same layout it starts with (PlayLoading: the position
 * on the table, or a linked game's position in words, the controls not yet
 * usable), so nothing jumps when it arrives; on a standalone page this is
 * also what the server renders.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { LeanFrame } from '../../../engine/core/frame';
import type { GameUi, PlayProps, PlayStart } from './game-ui';
import { loadedPlayShell, loadPlayShell } from './loaded-modules';
import { useUiText } from '../../i18n/ui-text';
import { PLAY_TEXT, PlayBar, StartRuling } from './PlayBar';
import { PositionLines } from './PositionLines';
import { StepList } from './StepList';

/** What play mode was started with. */
export interface Playing {
  readonly start: PlayStart;
  /** The example's step it was taken over at (0 for links and deals). */
  readonly from: number;
  /** A new key for every start: play mode starts afresh. */
  readonly key: number;
  readonly bots?: readonly number[];
  /** A linked game's position in words (play-hash.ts view), drawn until the engine has replayed the link. */
  readonly view?: readonly string[] | null;
  /** Opened from a link someone shared (not brought back from this reader's own history). */
  readonly fromLink?: boolean;
}

/** Play mode's component once loaded (a string when it could not be), null while loading. */
export function usePlayShell<S, A extends { readonly seat: number }>(wanted: boolean): ComponentType<PlayProps<S, A>> | string | null {
  const t = useUiText(PLAY_TEXT);
  const [Play, setPlay] = useState<ComponentType<PlayProps<S, A>> | string | null>(() => loadedPlayShell<S, A>());
  useEffect(() => {
    if (!wanted || Play) return;
    let live = true;
    loadPlayShell<S, A>().then(
      (component) => live && setPlay(() => component),
      () => live && setPlay(t.shellFailed),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return Play;
}

export function PlayLoading<S, A extends { readonly seat: number }>({ Table, state, view, onLeave }: { Table: GameUi<S, A>['Table']; state: S | undefined; view?: readonly string[] | null; onLeave?: () => void }) {
  const none = () => undefined;
  const t = useUiText(PLAY_TEXT);
  return (
    <div class="gs-playarea">
      <PlayBar counter={t.loading} step={null} onLeave={onLeave} />
      <StartRuling />
      {view ? (
        <PositionLines lines={view} />
      ) : (
        state !== undefined && (
          <div class="gs-shell__table">
            <Table state={state} showHands onToggleHands={none} play={{ lawfulOf: () => [], act: none }} />
          </div>
        )
      )}
      <div class="gs-play__beside">
        <button type="button" class="gs-button gs-play__undo" disabled>
          <span aria-hidden="true">↶ </span>
          {t.undo}
        </button>
      </div>
      <StepList steps={[]} current={0} onSelect={none} />
      <p class="gs-hint">{t.hint}</p>
    </div>
  );
}

export interface PlayModeProps<S, A extends { readonly seat: number }> {
  readonly ui: GameUi<S, A>;
  readonly frames: readonly LeanFrame<S>[];
  readonly playing: Playing;
  readonly onLeave: () => void;
  readonly canLeave: boolean;
  readonly exportStart?: unknown;
  readonly anchor: string | null;
  readonly onGame: PlayProps<S, A>['onGame'];
}

export function PlayMode<S, A extends { readonly seat: number }>({ ui, frames, playing, onLeave, canLeave, exportStart, anchor, onGame }: PlayModeProps<S, A>) {
  const Play = usePlayShell<S, A>(true);
  const t = useUiText(PLAY_TEXT);
  if (typeof Play === 'string') {
    return (
      <p class="gs-play__error" role="alert">
        {Play}
      </p>
    );
  }
  const banner = playing.fromLink && (
    <p class="gs-restored" role="status">
      {t.restored}
    </p>
  );
  if (!Play) {
    const start = playing.start;
    const state = frames[start.kind === 'frames' ? Math.min(start.upTo, frames.length - 1) : 0]?.state;
    return (
      <>
        {banner}
        <PlayLoading Table={ui.Table} state={state} view={playing.view} onLeave={canLeave ? onLeave : undefined} />
      </>
    );
  }
  return (
    <>
      {banner}
      <Play key={playing.key} ui={ui} frames={frames} start={playing.start} onLeave={onLeave} canLeave={canLeave} exportStart={exportStart} anchor={anchor} initialBots={playing.bots} view={playing.view} onGame={onGame} />
    </>
  );
}
