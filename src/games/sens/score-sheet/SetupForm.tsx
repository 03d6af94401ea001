/**
 * Starting a SENS sheet: the four players in seat order round the table
 * (partners across, 1.1), who deals first (4.1) and the table's misdeal rule
 * (4.5).
 */
import { useState } from 'preact/hooks';
import { SEAT_LABELS } from './model';
import { RuleLinks } from './rule-links';
import { uiText, useUiText } from '../../../i18n/ui-text';

const TEXT = uiText({
  en: {
    seats: SEAT_LABELS as readonly string[],
    start: 'Start a sheet',
    enter: 'Enter the players clockwise round the table. Partners sit across from each other: the 1st and 3rd seat play against the 2nd and 4th',
    dealsFirst: 'Deals first',
    choose: 'Choose…',
    drawn: 'Found by drawing cards',
    misdeal: 'A misdeal at this table',
    strict: 'Strict: the other side writes 164',
    mild: 'Mild: the same dealer deals again',
    go: 'Start the sheet',
  },
  de: {
    seats: ['1. Platz', '2. Platz', '3. Platz', '4. Platz'],
    start: 'Einen Zettel beginnen',
    enter: 'Trag die Spieler im Uhrzeigersinn um den Tisch ein. Partner sitzen sich gegenüber: Der 1. und 3. Platz spielen gegen den 2. und 4.',
    dealsFirst: 'Gibt zuerst',
    choose: 'Wählen…',
    drawn: 'Ausgelost durch Kartenziehen',
    misdeal: 'Ein Vergeben an diesem Tisch',
    strict: 'Streng: Die andere Partei schreibt 164',
    mild: 'Mild: Derselbe Geber gibt noch einmal',
    go: 'Zettel beginnen',
  },
});

export interface SetupFormProps {
  idBase: string;
  /** Starts the sheet; returns errors by field ("name-2", "first-dealer", "misdeal", "form") or null. */
  onStart: (names: string[], firstDealer: string, misdeal: string) => Readonly<Record<string, string>> | null;
}

export function SetupForm({ idBase, onStart }: SetupFormProps) {
  const t = useUiText(TEXT);
  const [names, setNames] = useState<string[]>(['', '', '', '']);
  const [firstDealer, setFirstDealer] = useState('');
  const [misdeal, setMisdeal] = useState('strict');
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const id = (k: string) => `${idBase}-${k}`;
  const submit = (e: Event) => {
    e.preventDefault();
    const r = onStart(names, firstDealer, misdeal);
    if (r) {
      setErrors(r);
      const first = ['name-0', 'name-1', 'name-2', 'name-3', 'first-dealer'].find((k) => k in r);
      if (first) document.getElementById(id(first))?.focus();
    }
  };
  const label = (i: number) => (names[i].trim() ? `${names[i].trim()} (${t.seats[i]})` : t.seats[i]);
  return (
    <form class="tk-box" onSubmit={submit} noValidate aria-labelledby={id('setup-title')}>
      <h2 class="tk-heading" id={id('setup-title')}>{t.start}</h2>
      <p class="tk-hint" id={id('seat-hint')}>
        {t.enter} <RuleLinks numbers={['1.1']} />.
      </p>
      <div class="tk-fields">
        {t.seats.map((seat, i) => {
          const err = errors[`name-${i}`];
          return (
            <div class="tk-field" key={seat}>
              <label class="tk-label" for={id(`name-${i}`)}>{seat}</label>
              <input
                id={id(`name-${i}`)}
                class="tk-input"
                type="text"
                autocomplete="off"
                maxLength={60}
                value={names[i]}
                aria-invalid={err ? 'true' : undefined}
                aria-describedby={err ? id(`name-${i}-error`) : id('seat-hint')}
                onInput={(e) => {
                  const v = (e.currentTarget as HTMLInputElement).value;
                  setNames((old) => old.map((n, k) => (k === i ? v : n)));
                }}
              />
              {err && <p class="tk-error" id={id(`name-${i}-error`)}>{err}</p>}
            </div>
          );
        })}
        <div class="tk-field">
          <label class="tk-label" for={id('first-dealer')}>{t.dealsFirst}</label>
          <select
            id={id('first-dealer')}
            class="tk-select"
            value={firstDealer}
            aria-invalid={errors['first-dealer'] ? 'true' : undefined}
            aria-describedby={errors['first-dealer'] ? id('first-dealer-error') : id('dealer-hint')}
            onChange={(e) => setFirstDealer((e.currentTarget as HTMLSelectElement).value)}
          >
            <option value="">{t.choose}</option>
            {SEAT_LABELS.map((_, i) => <option key={i} value={String(i)}>{label(i)}</option>)}
          </select>
          <p class="tk-hint" id={id('dealer-hint')}>{t.drawn} <RuleLinks numbers={['4.1']} />.</p>
          {errors['first-dealer'] && <p class="tk-error" id={id('first-dealer-error')}>{errors['first-dealer']}</p>}
        </div>
      </div>
      <fieldset class="tk-fieldset">
        <legend>
          {t.misdeal} <RuleLinks numbers={['4.5']} />
        </legend>
        <div class="tk-choices">
          {([['strict', t.strict], ['mild', t.mild]] as const).map(([value, text]) => (
            <label class="tk-choice" key={value}>
              <input type="radio" name={id('misdeal')} id={id(`misdeal-${value}`)} checked={misdeal === value} onChange={() => setMisdeal(value)} />
              {text}
            </label>
          ))}
        </div>
        {errors.misdeal && <p class="tk-error">{errors.misdeal}</p>}
      </fieldset>
      {errors.form && <p class="tk-error" role="alert">{errors.form}</p>}
      <div class="tk-buttons">
        <button type="submit" class="tk-button tk-button--primary">{t.go}</button>
      </div>
    </form>
  );
}
