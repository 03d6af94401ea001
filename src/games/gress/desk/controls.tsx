/**
 * The desk's small controls: segmented buttons (one choice out of a few, each
 * a real button with aria-pressed, at least 44 px, wrapping on a phone), a
 * count with fewer/more buttons, and paragraph numbers as links to their
 * permalinks (/gress/r/4.11) with the paragraph's title as a hint.
 */
import { citationView } from '../view-model';
import { useLocale, useUiText } from '../../../i18n/ui-text';
import { SETUP_WORDS } from './setup-words';

export interface Choice<T> {
  readonly value: T;
  readonly label: string;
  /** Extra words for screen readers only, e.g. "(to move)". */
  readonly more?: string;
}

export function Segmented<T extends string | number>({
  id,
  label,
  choices,
  value,
  onChange,
}: {
  id: string;
  label: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
}) {
  return (
    <div class="gd-field" role="group" aria-labelledby={`${id}-label`}>
      <span class="gd-label" id={`${id}-label`}>
        {label}
      </span>
      <div class="gd-seg">
        {choices.map((c) => (
          <button
            key={String(c.value)}
            type="button"
            class="gd-seg__button"
            aria-pressed={c.value === value ? 'true' : 'false'}
            data-value={String(c.value)}
            onClick={() => onChange(c.value)}
          >
            {c.label}
            {c.more && <span class="gd-sr"> {c.more}</span>}
          </button>
        ))}
      </div>
    </div>
  );
}

export function Stepper({
  id,
  label,
  value,
  max,
  onChange,
  unit,
}: {
  id: string;
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
  /** The thing counted, for the buttons' names: "unknown cards". */
  unit: string;
}) {
  const w = useUiText(SETUP_WORDS);
  return (
    <div class="gd-field" role="group" aria-labelledby={`${id}-label`}>
      <span class="gd-label" id={`${id}-label`}>
        {label}
      </span>
      <span class="gd-stepper">
        <button type="button" class="gd-button" aria-label={w.fewer(unit)} disabled={value <= 0} onClick={() => onChange(value - 1)}>
          −
        </button>
        <output id={`${id}-value`} aria-live="polite">
          {value}
        </output>
        <button type="button" class="gd-button" aria-label={w.more(unit)} disabled={value >= max} onClick={() => onChange(value + 1)}>
          +
        </button>
      </span>
    </div>
  );
}

/** "4.4, 4.11" as links, named for screen readers. */
export function CiteLinks({ numbers, label }: { numbers: readonly string[]; label?: string }) {
  const locale = useLocale();
  if (numbers.length === 0) return null;
  return (
    <span class="gd-cites">
      <span class="gd-sr">{label ?? SETUP_WORDS[locale].paragraphs}: </span>
      {numbers.map((n, i) => {
        const c = citationView(n, locale);
        return (
          <span key={n}>
            {i > 0 && ', '}
            <a class="gd-cite" href={c.href} title={c.title ?? undefined}>
              {n}
            </a>
          </span>
        );
      })}
    </span>
  );
}
