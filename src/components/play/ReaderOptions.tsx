/**
 * Below the table while the game waits for the reader: "What could I do?"
 * (every lawful action of the reader's seat now, in words, each a button
 * that plays it) and "More actions" (the game's irregular tries for the
 * reader's seat, and a field for any action in the game's notation, so a
 * reader can see how the rules treat a mistake). Both fold away.
 */
import { useState } from 'preact/hooks';
import { pluralForm } from '../../../engine/core/messages';
import { uiText, useLocale, useUiText } from '../../i18n/ui-text';
import type { MoreItem } from './play-ui';
import { Mark } from '../marks/Mark';

export interface ReaderOptionsProps<A> {
  readonly lawful: readonly A[];
  readonly more: readonly MoreItem<A>[];
  readonly describe: (action: A) => string;
  readonly format: (action: A) => string;
  /** Reads typed notation; an error in words when it does not read. */
  readonly parse: (text: string) => { ok: true; value: A } | { ok: false; error: string };
  readonly act: (action: A) => void;
  /** Example of the notation for the typed field: "Ana discard 7H". */
  readonly example: string;
  /** Whether "What could I do?" is open: kept by the shell, so the list stays open from turn to turn once opened. */
  readonly hintsOpen: boolean;
  readonly onHintsToggle: (open: boolean) => void;
}

const TEXT = uiText({
  en: {
    could: 'What could I do?',
    lawful: { one: 'lawful action', other: 'lawful actions' },
    nothing: 'Nothing lawful right now.',
    more: 'More actions',
    moreNote: '(mistakes to try, typed notation)',
    isLawful: 'lawful',
    against: ' · against the rules',
    type: 'Type an action',
    play: 'Play it',
  },
  de: {
    could: 'Was kann ich tun?',
    lawful: { one: 'erlaubte Aktion', other: 'erlaubte Aktionen' },
    nothing: 'Gerade ist nichts erlaubt.',
    more: 'Weitere Aktionen',
    moreNote: '(Fehler zum Ausprobieren, Notation eintippen)',
    isLawful: 'erlaubt',
    against: ' · gegen die Regeln',
    type: 'Aktion eintippen',
    play: 'Ausführen',
  },
});

/** Beside an action in the list: a drawn tick and "lawful", or "against the rules". */
function Verdict({ lawful }: { lawful: boolean }) {
  const t = useUiText(TEXT);
  return (
    <span class="gs-muted">
      {lawful ? (
        <>
          {' '}
          <Mark kind="check" />
          {t.isLawful}
        </>
      ) : (
        t.against
      )}
    </span>
  );
}

export function ReaderOptions<A>({ lawful, more, describe, format, parse, act, example, hintsOpen, onHintsToggle }: ReaderOptionsProps<A>) {
  const t = useUiText(TEXT);
  const locale = useLocale();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: Event) => {
    e.preventDefault();
    const parsed = parse(typed.trim());
    if (!parsed.ok) return setError(parsed.error);
    setError(null);
    setTyped('');
    act(parsed.value);
  };
  return (
    <div class="pv-options">
      <details class="pv-fold pv-hints" open={hintsOpen} onToggle={(e) => onHintsToggle((e.currentTarget as HTMLDetailsElement).open)}>
        <summary>
          {t.could} <span class="gs-muted">({lawful.length} {pluralForm(locale, lawful.length, t.lawful)})</span>
        </summary>
        {lawful.length === 0 ? (
          <p class="gs-muted">{t.nothing}</p>
        ) : (
          <ul class="pv-list">
            {lawful.map((a) => {
              const notation = format(a);
              return (
                <li key={notation}>
                  <button type="button" class="gs-button pv-list__action" data-action={notation} onClick={() => act(a)}>
                    {describe(a)}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </details>
      <details class="pv-fold pv-more">
        <summary>
          {t.more} <span class="gs-muted">{t.moreNote}</span>
        </summary>
        {more.length > 0 && (
          <ul class="pv-list">
            {more.map((item) => (
              <li key={item.key}>
                <button type="button" class="gs-button pv-list__action" data-action={item.key} data-lawful={item.lawful ? 'true' : 'false'} onClick={() => act(item.action)}>
                  {item.label}
                  <Verdict lawful={item.lawful} />
                </button>
              </li>
            ))}
          </ul>
        )}
        <form class="pv-typed" onSubmit={submit}>
          <label>
            {t.type}{' '}
            <input
              type="text"
              value={typed}
              placeholder={example}
              spellcheck={false}
              autocomplete="off"
              autocapitalize="off"
              aria-invalid={error ? 'true' : 'false'}
              onInput={(e) => setTyped((e.currentTarget as HTMLInputElement).value)}
            />
          </label>
          <button type="submit" class="gs-button" disabled={typed.trim() === ''}>
            {t.play}
          </button>
          {error && (
            <p class="gs-play__error" role="alert">
              {error}
            </p>
          )}
        </form>
      </details>
    </div>
  );
}
