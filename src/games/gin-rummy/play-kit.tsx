/**
 * What Gin Rummy adds to the shell's play mode (PlayKit), beside Undo under
 * the table: "More actions" (a <details> drawer, operable without script
 * help from the keyboard) with the lawful actions the table has no tap for
 * and §14's irregular tries, and a field that takes any action in the
 * notation (notation.ts), for referees. Loaded with import() when the reader
 * takes over, so it may use the engine directly.
 */
import { useMemo, useState } from 'preact/hooks';
import type { PaletteProps, PlayKit } from '../../components/sandbox/game-ui';
import type { GinAction, GinState } from '../../../engine/gin-rummy/types';
import { describeMessage } from '../../../engine/gin-rummy/describe';
import { say } from '../../../engine/gin-rummy/messages/index';
import { sayReason } from '../../../engine/core/reasons';
import { uiText, useLocale, useUiText } from '../../i18n/ui-text';
import { moreActions } from './more-actions';
import { MarkedText } from '../../components/marks/MarkedText';

/** The drawer's words; German in the terms of the German §14 page and glossary (Regelverstöße, reklamieren). */
const TEXT = uiText({
  en: {
    more: 'More actions',
    moreHint: ' (§14 irregularities, claims, typed)',
    lawful: ' ✓ lawful',
    irregular: ' · irregular or refused',
    type: 'Type an action',
    go: 'Play it',
    asIn: 'As in the step list:',
  },
  de: {
    more: 'Weitere Aktionen',
    moreHint: ' (Regelverstöße nach §14, Reklamationen, eingetippt)',
    lawful: ' ✓ erlaubt',
    irregular: ' · regelwidrig oder abgelehnt',
    type: 'Aktion eintippen',
    go: 'Ausführen',
    asIn: 'Wie in der Schrittliste:',
  },
});

function GinPalette({ state, game, lawfulOf, act }: PaletteProps<GinState, GinAction>) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const locale = useLocale();
  const t = useUiText(TEXT);
  const items = useMemo(
    () =>
      moreActions({
        state,
        lawfulOf,
        format: (a) => game.formatAction(a, state.players),
        describe: (a) => (locale !== 'en' ? say(describeMessage(a, state.players), locale) : game.describeAction ? game.describeAction(a, state.players) : game.formatAction(a, state.players)),
      }),
    [state, lawfulOf, game, locale],
  );
  const submit = (e: Event) => {
    e.preventDefault();
    const parsed = game.parseAction(typed.trim(), state.players);
    if (!parsed.ok) return setError(sayReason(parsed, locale, say));
    setError(null);
    setTyped('');
    act(parsed.value);
  };
  return (
    <details class="gr-more">
      <summary class="gr-more__summary">
        {t.more}<span class="gr-more__hint">{t.moreHint}</span>
      </summary>
      <div class="gr-more__body">
        <ul class="gr-more__list">
          {items.map((item) => (
            <li key={item.key}>
              <button
                type="button"
                class={`gs-button gr-more__action${item.lawful ? ' gr-more__action--lawful' : ''}`}
                data-lawful={item.lawful ? 'true' : 'false'}
                data-action={item.key}
                onClick={() => act(item.action)}
              >
                {item.label}
                <span class="gr-more__mark">{item.lawful ? <MarkedText text={t.lawful} named={false} /> : t.irregular}</span>
              </button>
            </li>
          ))}
        </ul>
        <form class="gr-typed" onSubmit={submit}>
          <label>
            {t.type}{' '}
            <input
              type="text"
              class="gr-typed__input"
              value={typed}
              placeholder={`${state.players[state.hand.turn] ?? 'Ana'} discard 7H`}
              spellcheck={false}
              autocomplete="off"
              aria-invalid={error ? 'true' : 'false'}
              onInput={(e) => setTyped((e.currentTarget as HTMLInputElement).value)}
            />
          </label>
          <button type="submit" class="gs-button" disabled={typed.trim() === ''}>
            {t.go}
          </button>
          <p class="gr-typed__help">
            {t.asIn} <code>Ana draw</code>, <code>Ana take</code>, <code>Ana discard 7H</code>, <code>Ana knock KC melds 2C3C4C 8D8H8S</code>,{' '}
            <code>Ben layout melds 7H7D7C off 8C&gt;2</code>, <code>Ben draw 2</code>, <code>Ben expose</code>, <code>Ben claim count</code>.
          </p>
          {error && (
            <p class="gs-play__error" role="alert">
              {error}
            </p>
          )}
        </form>
      </div>
    </details>
  );
}

export const ginPlayKit: PlayKit<GinState, GinAction> = { Palette: GinPalette };
