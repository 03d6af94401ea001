/**
 * "At the same moment" (10.9) in the More actions palette (PlayPanel.tsx):
 * while it is on, the palette's buttons and typed actions are collected in a
 * queue instead of played, and "Play them at the same moment" plays the
 * queue as one simultaneous action (play-model.ts simultaneousOf).
 */
import { useState } from 'preact/hooks';
import type { GressAction } from '../../../engine/gress/types';
import { enqueue, parseActionLines, simultaneousOf, type ParseAction } from './play-model';
import { useLocale, useUiText } from '../../i18n/ui-text';
import { PANEL_TEXT } from './play-panel-text';

export interface Together {
  readonly queuing: boolean;
  readonly setQueuing: (on: boolean) => void;
  readonly queue: readonly GressAction[];
  /** Adds one action to the queue (play-model.ts enqueue). */
  readonly add: (action: GressAction) => void;
  readonly addAll: (actions: readonly GressAction[]) => void;
  readonly clear: () => void;
  /** The queue as one simultaneous action, or null while it cannot be one. */
  readonly together: GressAction | null;
  /** Plays the queue through `act` and empties it. */
  readonly play: () => void;
}

export function useTogether(act: (action: GressAction) => void): Together {
  const [queuing, setQueuing] = useState(false);
  const [queue, setQueue] = useState<GressAction[]>([]);
  const together = simultaneousOf(queue);
  return {
    queuing,
    setQueuing,
    queue,
    add: (action) => setQueue((q) => enqueue(q, action)),
    addAll: (actions) => setQueue((q) => actions.reduce(enqueue, q)),
    clear: () => setQueue([]),
    together,
    play: () => {
      if (!together) return;
      setQueue([]);
      act(together);
    },
  };
}

/** The queue typed one action per line. */
function QueueLines({ together, parse }: { together: Together; parse: ParseAction }) {
  const locale = useLocale();
  const t = PANEL_TEXT[locale];
  const [lines, setLines] = useState('');
  const [linesErrors, setLinesErrors] = useState<readonly string[]>([]);
  const addLines = () => {
    const r = parseActionLines(lines, parse, locale);
    setLinesErrors(r.errors);
    if (r.errors.length === 0) setLines('');
    if (r.actions.length > 0 && r.errors.length === 0) together.addAll(r.actions);
  };
  return (
    <>
      <label>
        {t.linesLabel}
        <textarea class="gs-play__lines" rows={3} value={lines} spellcheck={false} onInput={(e) => setLines((e.currentTarget as HTMLTextAreaElement).value)} />
      </label>
      <button type="button" class="gs-button" disabled={lines.trim() === ''} onClick={addLines}>
        {t.addToQueue}
      </button>
      {linesErrors.map((err) => (
        <p key={err} class="gs-play__parse-error">
          {err}
        </p>
      ))}
    </>
  );
}

export function PlayTogether({ together, parse, describe }: { together: Together; parse: ParseAction; describe: (action: GressAction) => string }) {
  const t = useUiText(PANEL_TEXT);
  const { queuing, queue } = together;
  return (
    <div class="gs-play__group gs-play__together" role="group" aria-label={t.sameMoment}>
      <label class="gs-play__toggle">
        <input type="checkbox" checked={queuing} onChange={(e) => together.setQueuing((e.currentTarget as HTMLInputElement).checked)} />{' '}
        {t.sameMomentToggle}
      </label>
      {queuing && (
        <>
          <p class="gs-play__hint">{t.queueHint}</p>
          <QueueLines together={together} parse={parse} />
          {queue.length > 0 ? (
            <ol class="gs-play__queue" aria-label={t.queued}>
              {queue.map((a, i) => (
                <li key={i}>
                  <code>{describe(a)}</code>
                </li>
              ))}
            </ol>
          ) : (
            <p class="gs-muted">{t.nothingQueued}</p>
          )}
          <div class="gs-play__buttons">
            <button type="button" class="gs-button" disabled={together.together === null} onClick={together.play}>
              {t.playQueue(queue.length)}
            </button>
            <button type="button" class="gs-button" disabled={queue.length === 0} onClick={together.clear}>
              {t.clearQueue}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
