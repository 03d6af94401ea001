/**
 * One game's penalty points, one field per player in column order (11.7),
 * with the dealer marked; or a misdeal by the dealer (11.9). The form keeps
 * what was typed until the game is entered, so a refused entry loses nothing.
 */
import { useState } from 'preact/hooks';
import { NO_ERRORS, pointsField, withoutField, type FormErrors } from './view-model';
import { useUiText } from '../../../i18n/ui-text';
import { SHEET_TEXT } from './sheet-text';

export interface GameFormProps {
  idBase: string;
  /** Player names in column order. */
  columns: readonly string[];
  dealer: string;
  game: number;
  /** Enters the game, or returns what is wrong. */
  onGame: (texts: Record<string, string>, noWinner: boolean) => FormErrors | null;
  /** Notes a misdeal by the dealer; returns a message if it cannot. */
  onMisdeal: () => string | null;
}

export function GameForm({ idBase, columns, dealer, game, onGame, onMisdeal }: GameFormProps) {
  const t = useUiText(SHEET_TEXT);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [noWinner, setNoWinner] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [misdealError, setMisdealError] = useState<string | null>(null);
  const id = (key: string) => `${idBase}-${key}`;
  const formErrorId = id('game-error');

  const focus = (key: string) => document.getElementById(id(key))?.focus();

  const submit = (e: Event) => {
    e.preventDefault();
    setMisdealError(null);
    const result = onGame(texts, noWinner);
    if (result) {
      setErrors(result);
      const first = columns.map(pointsField).find((key) => key in result.fields || result.involved.includes(key));
      if (first) focus(first);
      return;
    }
    setErrors(NO_ERRORS);
    setTexts({});
    setNoWinner(false);
    if (columns[0]) focus(pointsField(columns[0]));
  };

  const misdeal = () => {
    const message = onMisdeal();
    setMisdealError(message);
  };

  return (
    <form class="ss-game" onSubmit={submit} noValidate aria-labelledby={id('game-title')}>
      <h2 class="ss-heading" id={id('game-title')}>{t.gameTitle(game)}</h2>
      <p class="ss-hint" id={id('game-hint')}>
        {t.gameHint(dealer)}
      </p>
      <div class="ss-points">
        {columns.map((name) => {
          const key = pointsField(name);
          const error = errors.fields[key];
          const involved = errors.involved.includes(key);
          const described = [error ? id(`${key}-error`) : null, involved ? formErrorId : null, name === dealer ? id('dealer-badge') : null]
            .filter(Boolean)
            .join(' ');
          return (
            <div class={`ss-point${name === dealer ? ' ss-point--dealer' : ''}`} key={name}>
              <div class="ss-point__head">
                <label class="ss-label" for={id(key)}>
                  {name}
                  <span class="ss-sr">{t.penaltyPoints}</span>
                </label>
                {name === dealer && (
                  <span class="ss-badge" id={id('dealer-badge')}>
                    {t.deals}
                  </span>
                )}
              </div>
              <input
                id={id(key)}
                class="ss-input ss-input--points"
                type="text"
                inputMode="numeric"
                autocomplete="off"
                value={texts[name] ?? ''}
                aria-invalid={error || involved ? 'true' : undefined}
                aria-describedby={described || undefined}
                onInput={(e) => {
                  const value = e.currentTarget.value;
                  setTexts((old) => ({ ...old, [name]: value }));
                  setErrors((old) => withoutField(old, key));
                }}
              />
              {error && <p class="ss-error" id={id(`${key}-error`)}>{error}</p>}
            </div>
          );
        })}
      </div>
      <div class="ss-check">
        <input
          id={id('no-winner')}
          type="checkbox"
          checked={noWinner}
          onChange={(e) => setNoWinner(e.currentTarget.checked)}
        />
        <label for={id('no-winner')}>{t.endedWithoutWinner}</label>
      </div>
      <div class="ss-error ss-error--form" id={formErrorId} role="alert">
        {errors.form.map((m) => <p key={m}>{m}</p>)}
      </div>
      <div class="ss-buttons">
        <button type="submit" class="ss-button ss-button--primary">{t.enterGame(game)}</button>
        <button type="button" class="ss-button" onClick={misdeal} aria-describedby={misdealError ? id('misdeal-error') : undefined}>
          {t.misdealBy(dealer)}
        </button>
      </div>
      {misdealError && <p class="ss-error" id={id('misdeal-error')} role="alert">{misdealError}</p>}
    </form>
  );
}
