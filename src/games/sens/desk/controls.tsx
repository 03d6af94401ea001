/**
 * The SENS desk's small controls: a row of buttons for one choice out of
 * a few (each a real button with aria-pressed, 44 px, wrapping on a phone), a
 * field of cards with the cards read back by name, and paragraph numbers as
 * links to their permalinks (/sens/r/9.4) titled from the engine.
 */
import { sensCitation } from '../citations';
import { readCards } from './card-text';

export interface Choice<T> {
  readonly value: T;
  readonly label: string;
}

export function Segmented<T extends string | number>({ id, label, choices, value, onChange }: {
  id: string;
  label: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
}) {
  return (
    <div class="tk-field" role="group" aria-labelledby={`${id}-label`}>
      <span class="tk-label" id={`${id}-label`}>{label}</span>
      <div class="sdk-seg">
        {choices.map((c) => (
          <button key={String(c.value)} type="button" class="tk-button sdk-seg__button" aria-pressed={c.value === value ? 'true' : 'false'} data-value={String(c.value)} onClick={() => onChange(c.value)}>
            {c.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** A text field of cards; below it, what was read, so a typo shows before the engine is asked. */
export function CardsField({ id, label, hint, value, onChange, placeholder }: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
}) {
  const items = readCards(value);
  return (
    <div class="tk-field">
      <label class="tk-label" for={id}>{label}</label>
      <input
        id={id}
        class="tk-input sdk-cards"
        type="text"
        autocomplete="off"
        autocapitalize="characters"
        spellcheck={false}
        placeholder={placeholder}
        value={value}
        aria-describedby={`${id}-read${hint ? ` ${id}-hint` : ''}`}
        onInput={(e) => onChange((e.currentTarget as HTMLInputElement).value)}
      />
      {hint && <p class="tk-hint" id={`${id}-hint`}>{hint}</p>}
      <p class="tk-hint sdk-read" id={`${id}-read`}>
        {items.length === 0 ? 'No cards.' : `${items.length} read: `}
        {items.map((i, n) => (
          <span key={n} class={i.name ? undefined : 'tk-error'}>
            {n > 0 && ', '}
            {i.name ?? `"${i.code}" (not a card)`}
          </span>
        ))}
      </p>
    </div>
  );
}

/** "9.2, 9.4" as links, named for screen readers. */
export function CiteLinks({ numbers, label = 'Paragraphs' }: { numbers: readonly string[]; label?: string }) {
  if (numbers.length === 0) return null;
  return (
    <span class="sdk-cites">
      <span class="tk-sr">{label}: </span>
      {numbers.map((n, i) => {
        const c = sensCitation(n);
        return (
          <span key={n}>
            {i > 0 && ', '}
            <a href={c.href} title={c.title ?? undefined}>{n}</a>
          </span>
        );
      })}
    </span>
  );
}
