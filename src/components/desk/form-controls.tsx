/**
 * Small controls for a game's desk parts (src/games/<game>/desk/): a row of
 * buttons for one choice out of a few (each a real button with aria-pressed,
 * 44 px, wrapping on a phone), a field of cards with the cards read back by
 * name, and paragraph numbers as links to their permalinks. The game gives
 * what differs: how its cards read (`read`), how a number becomes a link
 * (`cite`), and the prefix of its own classes (`kind`: its desk.css styles
 * `<kind>-seg`, `<kind>-cards`, `<kind>-read` and `<kind>-cites`).
 */
import { uiText, useLocale, useUiText, type Locale } from '../../i18n/ui-text';
import { useCitationTitle } from '../cite/use-paragraph-titles';
import type { CitationView } from '../sandbox/step-view';

const TEXT = uiText({
  en: { none: 'No cards.', read: (n: number) => `${n} read: `, notCard: (code: string) => `"${code}" (not a card)`, paragraphs: 'Paragraphs' },
  de: { none: 'Keine Karten.', read: (n) => `${n} gelesen: `, notCard: (code) => `„${code}“ (keine Karte)`, paragraphs: 'Absätze' },
});

export interface Choice<T> {
  readonly value: T;
  readonly label: string;
}

/** One item a card field read: a card in the game's notation, or a token that is not one (kept as typed). */
export interface ReadItem {
  readonly code: string;
  /** The card's name ("Ace of spades"); null when the token is not a card. */
  readonly name: string | null;
}

export function Segmented<T extends string | number>({ kind, id, label, choices, value, onChange }: {
  kind: string;
  id: string;
  label: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
}) {
  return (
    <div class="tk-field" role="group" aria-labelledby={`${id}-label`}>
      <span class="tk-label" id={`${id}-label`}>{label}</span>
      <div class={`${kind}-seg`}>
        {choices.map((c) => (
          <button key={String(c.value)} type="button" class={`tk-button ${kind}-seg__button`} aria-pressed={c.value === value ? 'true' : 'false'} data-value={String(c.value)} onClick={() => onChange(c.value)}>
            {c.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** A text field of cards; below it, what was read, so a typo shows before the engine is asked. */
export function CardsField({ kind, read, id, label, hint, value, onChange, placeholder }: {
  kind: string;
  read: (text: string) => readonly ReadItem[];
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
}) {
  const items = read(value);
  const t = useUiText(TEXT);
  return (
    <div class="tk-field">
      <label class="tk-label" for={id}>{label}</label>
      <input
        id={id}
        class={`tk-input ${kind}-cards`}
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
      <p class={`tk-hint ${kind}-read`} id={`${id}-read`}>
        {items.length === 0 ? t.none : t.read(items.length)}
        {items.map((i, n) => (
          <span key={n} class={i.name ? undefined : 'tk-error'}>
            {n > 0 && ', '}
            {i.name ?? t.notCard(i.code)}
          </span>
        ))}
      </p>
    </div>
  );
}

/** Paragraph numbers as links, named for screen readers; `mark` goes before each number as the game writes it ("§7" or "9.4"). */
export function CiteLinks({ kind, cite, mark = '', numbers, label }: {
  kind: string;
  /** A number as a link into the page's edition (/de/<game>/r/<n> on a German page). */
  cite: (number: string, locale: Locale) => CitationView;
  mark?: string;
  numbers: readonly string[];
  label?: string;
}) {
  const t = useUiText(TEXT);
  const locale = useLocale();
  if (numbers.length === 0) return null;
  return (
    <span class={`${kind}-cites`}>
      <span class="tk-sr">{label ?? t.paragraphs}: </span>
      {numbers.map((n, i) => {
        return (
          <span key={n}>
            {i > 0 && ', '}
            <CiteLink citation={cite(n, locale)} mark={mark} />
          </span>
        );
      })}
    </span>
  );
}

/** One paragraph number as a link, its hint in the page's language. */
function CiteLink({ citation, mark }: { citation: CitationView; mark: string }) {
  const title = useCitationTitle(citation);
  return (
    <a href={citation.href} title={title ?? undefined}>
      {mark}
      {citation.number}
    </a>
  );
}
