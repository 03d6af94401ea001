/**
 * Who plays and who writes: names in clockwise seating order and the scribe
 * (11.5). The island decides whether the sheet can start; this form only holds
 * what was typed, so nothing typed is lost when it is refused.
 */
import { useState } from 'preact/hooks';
import { MIN_PLAYERS } from '../../../../engine/gress/rules/2-table';
import { NO_ERRORS, playerField, withoutField, type FormErrors } from './view-model';
import { useUiText } from '../../../i18n/ui-text';
import { SHEET_TEXT } from './sheet-text';

export interface SetupFormProps {
  /** Prefix for element ids (one island per page, but ids must still be unique). */
  idBase: string;
  initialNames?: readonly string[];
  initialScribe?: string;
  /** Starts the sheet, or returns what is wrong. */
  onStart: (names: string[], scribe: string) => FormErrors | null;
}

export function SetupForm({ idBase, initialNames, initialScribe = '', onStart }: SetupFormProps) {
  const [names, setNames] = useState<string[]>(() => (initialNames && initialNames.length > 0 ? [...initialNames] : ['', '', '', '']));
  const t = useUiText(SHEET_TEXT);
  const [scribe, setScribe] = useState(initialScribe);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const filled = names.map((n) => n.trim()).filter((n, i, all) => n !== '' && all.indexOf(n) === i);
  const scribeValue = filled.includes(scribe.trim()) ? scribe.trim() : '';
  const at = names.map((n) => n.trim()).indexOf(scribeValue);
  const firstDealer = scribeValue && names.length >= MIN_PLAYERS ? names[(at + 1) % names.length].trim() : '';
  const id = (key: string) => `${idBase}-${key}`;

  const submit = (e: Event) => {
    e.preventDefault();
    const result = onStart(names, scribeValue);
    setErrors(result ?? NO_ERRORS);
    if (result) {
      const first = Object.keys(result.fields)[0];
      if (first) document.getElementById(id(first))?.focus();
    }
  };

  const setName = (index: number, value: string) => {
    setNames((list) => list.map((n, i) => (i === index ? value : n)));
    setErrors((old) => withoutField(old, playerField(index)));
  };
  const remove = (index: number) => setNames((list) => list.filter((_, i) => i !== index));

  return (
    <form class="ss-setup" onSubmit={submit} noValidate aria-labelledby={id('setup-title')}>
      <h2 class="ss-heading" id={id('setup-title')}>{t.startTitle}</h2>
      <p class="ss-hint" id={id('players-hint')}>
        {t.playersHint}
      </p>
      <ol class="ss-players">
        {names.map((name, index) => {
          const key = playerField(index);
          const error = errors.fields[key];
          return (
            <li class="ss-player" key={index}>
              <label class="ss-label" for={id(key)}>{t.player(index + 1)}</label>
              <div class="ss-player__row">
                <input
                  id={id(key)}
                  class="ss-input"
                  type="text"
                  autocomplete="off"
                  spellcheck={false}
                  value={name}
                  aria-invalid={error ? 'true' : undefined}
                  aria-describedby={error ? id(`${key}-error`) : id('players-hint')}
                  onInput={(e) => setName(index, e.currentTarget.value)}
                />
                <button
                  type="button"
                  class="ss-button ss-button--quiet"
                  aria-label={t.removePlayer(index + 1, name.trim())}
                  disabled={names.length <= MIN_PLAYERS}
                  onClick={() => remove(index)}
                >
                  {t.remove}
                </button>
              </div>
              {error && <p class="ss-error" id={id(`${key}-error`)}>{error}</p>}
            </li>
          );
        })}
      </ol>
      <button type="button" class="ss-button ss-button--add" onClick={() => setNames((list) => [...list, ''])}>
        {t.addPlayer}
      </button>
      <div class="ss-field">
        <label class="ss-label" for={id('scribe')}>{t.scribe}</label>
        <select
          id={id('scribe')}
          class="ss-input ss-select"
          value={scribeValue}
          aria-invalid={errors.fields.scribe ? 'true' : undefined}
          aria-describedby={errors.fields.scribe ? id('scribe-error') : firstDealer ? id('scribe-hint') : undefined}
          onChange={(e) => setScribe(e.currentTarget.value)}
        >
          <option value="">{t.chooseScribe}</option>
          {filled.map((n) => (
            <option key={n} value={n}>{n}</option>
          ))}
        </select>
        {errors.fields.scribe && <p class="ss-error" id={id('scribe-error')}>{errors.fields.scribe}</p>}
        {firstDealer && (
          <p class="ss-hint" id={id('scribe-hint')}>
            {t.firstDealer(firstDealer)}
          </p>
        )}
      </div>
      {errors.form.length > 0 && (
        <div class="ss-error ss-error--form" role="alert">
          {errors.form.map((m) => <p key={m}>{m}</p>)}
        </div>
      )}
      <div class="ss-buttons">
        <button type="submit" class="ss-button ss-button--primary">{t.start}</button>
      </div>
    </form>
  );
}
