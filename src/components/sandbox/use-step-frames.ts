/**
 * The position of each step of an example. Pages send the frames lean (only
 * the first carries its position, frame.ts leanFrames); once the reader
 * leaves the starting position, the game's engine replays the steps. With
 * the engine already loaded (fetched in advance) the replay happens in the
 * first render, so a woken example draws its step at once.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Frame, LeanFrame } from '../../../engine/core/frame';
import type { Game } from '../../../engine/core/game';
import { fromFrames } from '../../../engine/core/played';
import { uiText, useUiText } from '../../i18n/ui-text';
import type { GameUi } from './game-ui';

const TEXT = uiText({
  en: { replay: 'This example could not be replayed: ', offline: 'The rules engine could not be loaded; check the connection and reload the page.' },
  de: { replay: 'Dieses Beispiel ließ sich nicht nachspielen: ', offline: 'Die Regel-Engine ließ sich nicht laden; prüfe die Verbindung und lade die Seite neu.' },
});
import { loadGame, loadedGame } from './loaded-modules';

/** Every frame with its position, or a sentence saying why not. */
export type WholeFrames<S> = readonly Frame<S>[] | string;

function replayed<S, A extends { readonly seat: number }>(game: Game<S, A, string>, frames: readonly LeanFrame<S>[], because: string): WholeFrames<S> {
  const played = fromFrames(game, frames, frames.length - 1);
  if (!played.ok) return `${because}${played.error}`;
  return played.value.frames.map((f, i) => ({ ...f, action: frames[i].action, says: frames[i].says, label: frames[i].label ?? f.label ?? null }));
}

const isWhole = <S,>(frames: readonly LeanFrame<S>[]): frames is readonly Frame<S>[] => frames.every((f) => f.state !== undefined);

/** The frames with their positions once needed (`needed`: a step past the start is shown); null while the engine loads. */
export function useStepFrames<S, A extends { readonly seat: number }>(ui: GameUi<S, A>, frames: readonly LeanFrame<S>[], needed: boolean): WholeFrames<S> | null {
  const t = useUiText(TEXT);
  const [whole, setWhole] = useState<WholeFrames<S> | null>(() => {
    if (isWhole(frames)) return frames;
    const game = needed ? loadedGame(ui) : null;
    return game ? replayed(game, frames, t.replay) : null;
  });
  useEffect(() => {
    if (!needed || whole !== null) return;
    let live = true;
    loadGame(ui).then(
      (game) => live && setWhole(replayed(game, frames, t.replay)),
      () => live && setWhole(t.offline),
    );
    return () => {
      live = false;
    };
  }, [needed, whole]);
  return whole;
}

/** The position to draw at step `index`: frame 0's always; later ones once replayed. */
export function stateAt<S>(frames: readonly LeanFrame<S>[], whole: WholeFrames<S> | null, index: number): S | undefined {
  if (index === 0) return frames[0]?.state;
  return typeof whole === 'object' && whole !== null ? whole[index]?.state : undefined;
}
