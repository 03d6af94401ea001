/**
 * Starting a SENS sheet: the four players in seat order round the table
 * (partners across, 1.1), who deals first (4.1) and the table's misdeal rule
 * (4.5).
 */
import { useState } from 'preact/hooks';
import { SEAT_LABELS } from './model';
import { RuleLinks } from './rule-links';

export interface SetupFormProps {
  idBase: string;
  /** Starts the sheet; returns errors by field ("name-2", "first-dealer", "misdeal", "form") or null. */
  onStart: (names: string[], firstDealer: string, misdeal: string) => Readonly<Record<string, string>> | null;
}

export function SetupForm({ idBase, onStart }: SetupFormProps) {
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
  const label = (i: number) => (names[i].trim() ? `${names[i].trim()} (${SEAT_LABELS[i]})` : SEAT_LABELS[i]);
  return (
    <form class="tk-box" onSubmit={submit} noValidate aria-labelledby={id('setup-title')}>
      <h2 class="tk-heading" id={id('setup-title')}>Start a sheet</h2>
      <p class="tk-hint" id={id('seat-hint')}>
        Enter the players clockwise round the table. Partners sit across from each other: the 1st and 3rd seat play
        against the 2nd and 4th <RuleLinks numbers={['1.1']} />.
      </p>
      <div class="tk-fields">
        {SEAT_LABELS.map((seat, i) => {
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
          <label class="tk-label" for={id('first-dealer')}>Deals first</label>
          <select
            id={id('first-dealer')}
            class="tk-select"
            value={firstDealer}
            aria-invalid={errors['first-dealer'] ? 'true' : undefined}
            aria-describedby={errors['first-dealer'] ? id('first-dealer-error') : id('dealer-hint')}
            onChange={(e) => setFirstDealer((e.currentTarget as HTMLSelectElement).value)}
          >
            <option value="">Choose…</option>
            {SEAT_LABELS.map((_, i) => <option key={i} value={String(i)}>{label(i)}</option>)}
          </select>
          <p class="tk-hint" id={id('dealer-hint')}>Found by drawing cards <RuleLinks numbers={['4.1']} />.</p>
          {errors['first-dealer'] && <p class="tk-error" id={id('first-dealer-error')}>{errors['first-dealer']}</p>}
        </div>
      </div>
      <fieldset class="tk-fieldset">
        <legend>
          A misdeal at this table <RuleLinks numbers={['4.5']} />
        </legend>
        <div class="tk-choices">
          {([['strict', 'Strict: the other side writes 164'], ['mild', 'Mild: the same dealer deals again']] as const).map(([value, text]) => (
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
        <button type="submit" class="tk-button tk-button--primary">Start the sheet</button>
      </div>
    </form>
  );
}
