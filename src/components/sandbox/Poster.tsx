/**
 * An example before the reader wakes it (client:interact): its starting
 * position in words and the two ways in. The buttons carry `data-intent`,
 * which the directive leaves on the island when they wake it, so the
 * running sandbox carries out the first tap. A few elements per example keep
 * a page of twenty examples light; the table arrives on the first tap.
 */
import './sandbox-base.css';
import './poster.css';

export type Intent = 'forward' | 'last' | 'play';
export const INTENTS: readonly Intent[] = ['forward', 'last', 'play'];

export interface PosterSpec {
  /** The starting position, one line per seat and one for the table. */
  readonly start: readonly string[];
  /** The final position in one line, printed instead of the sandbox. */
  readonly final: string;
  /** Steps after the starting position. */
  readonly steps: number;
  /** Where the example's frames are (src/pages/[game]/examples/[example].json.ts). */
  readonly framesUrl: string;
}

export function Poster({ spec, status }: { spec: PosterSpec; status: string | null }) {
  return (
    <div class="gs-poster">
      <ul class="gs-poster__position" aria-label="Starting position">
        {spec.start.map((line) => (
          <li>{line}</li>
        ))}
      </ul>
      <p class="gs-poster__go">
        {spec.steps > 0 && (
          <button type="button" class="gs-button" data-intent="forward">
            Step through ({spec.steps} {spec.steps === 1 ? 'step' : 'steps'})
          </button>
        )}{' '}
        <button type="button" class="gs-button gs-button--play" data-intent="play">
          Play from here
        </button>
      </p>
      {status && (
        <p class="gs-poster__status" role="status">
          {status}
        </p>
      )}
    </div>
  );
}

/** The final position, for print only (hidden on screen). */
export function FinalPosition({ spec }: { spec: PosterSpec }) {
  return <p class="gs-final">{spec.final}</p>;
}
