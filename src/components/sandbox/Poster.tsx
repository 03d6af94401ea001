/**
 * An example before the reader wakes it (client:interact): its starting
 * position in words and the two ways in. The buttons carry `data-intent`,
 * which the directive leaves on the island when they wake it, so the
 * running sandbox carries out the first tap. A few elements per example keep
 * a page of twenty examples light; the table arrives on the first tap.
 */
import { pluralForm } from '../../../engine/core/messages';
import { uiText, useLocale, useUiText } from '../../i18n/ui-text';
import { LINKED_LABEL } from './play-hash';
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

export const POSTER_TEXT = uiText({
  en: { start: 'Starting position', linked: LINKED_LABEL.en, stepThrough: 'Step through', step: { one: 'step', other: 'steps' }, play: 'Play from here' },
  de: { start: 'Ausgangsstellung', linked: LINKED_LABEL.de, stepThrough: 'Schritt für Schritt', step: { one: 'Schritt', other: 'Schritte' }, play: 'Ab hier spielen' },
});

/**
 * `linked`: a linked game's position in words (carried by the link, see
 * play-hash.ts), shown instead of the start while the example wakes; the
 * directive draws the same lines before the island hydrates.
 */
export function Poster({ spec, status, linked = null }: { spec: PosterSpec; status: string | null; linked?: readonly string[] | null }) {
  const t = useUiText(POSTER_TEXT);
  const locale = useLocale();
  return (
    <div class="gs-poster" data-frames={spec.framesUrl}>
      <ul class="gs-poster__position" aria-label={linked ? t.linked : t.start} data-linked={linked ? '' : undefined}>
        {(linked ?? spec.start).map((line) => (
          <li>{line}</li>
        ))}
      </ul>
      <p class="gs-poster__go">
        {spec.steps > 0 && (
          <button type="button" class="gs-button" data-intent="forward">
            {t.stepThrough} ({spec.steps} {pluralForm(locale, spec.steps, t.step)})
          </button>
        )}{' '}
        <button type="button" class="gs-button gs-button--play" data-intent="play">
          {t.play}
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
