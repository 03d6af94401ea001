/**
 * What SENS adds to the shell's play mode (PlayKit), beside Undo under the
 * table: "More actions" (a <details> drawer, operable from the keyboard)
 * with the lawful actions the table has no chip for and irregular tries to
 * see ruled, and a field that takes any action in the notation
 * (engine/sens/notation.ts), for referees. Loaded with import() when the
 * reader takes over, so it may use the engine directly.
 */
import { useMemo, useRef, useState } from 'preact/hooks';
import type { PaletteProps, PlayKit } from '../../components/sandbox/game-ui';
import type { SensAction, SensState } from '../../../engine/sens/types';
import { describeMessage } from '../../../engine/sens/describe';
import { say } from '../../../engine/sens/messages/index';
import { sayReason } from '../../../engine/core/reasons';
import { uiText, useLocale, useUiText } from '../../i18n/ui-text';
import { moreActions } from './more-actions';
import { MarkedText } from '../../components/marks/MarkedText';

const TEXT = uiText({
  en: {
    type: 'Type an action',
    go: 'Play it',
    asIn: 'As in the step list:',
    cards: 'Cards: rank 7 8 9 T U O K A (T the Ten, A the Sau) and suit E G H S.',
    more: 'More actions',
    moreHint: ' (tries out of turn, late melds, claims, typed)',
    lawful: ' ✓ lawful',
    foul: ' · foul or refused',
  },
  de: {
    type: 'Aktion eintippen',
    go: 'Ausführen',
    asIn: 'Wie in der Schrittliste:',
    cards: 'Karten: Wert 7 8 9 T U O K A (T der Zehner, A die Sau) und Farbe E G H S.',
    more: 'Weitere Aktionen',
    moreHint: ' (außer der Reihe, späte Meldungen, Anzeigen, eingetippt)',
    lawful: ' ✓ erlaubt',
    foul: ' · regelwidrig oder abgelehnt',
  },
});

/** Any action in the notation, typed (engine/sens/notation.ts). */
function TypedAction({ state, game, play }: Pick<PaletteProps<SensState, SensAction>, 'state' | 'game'> & { play: (action: SensAction) => void }) {
  const locale = useLocale();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: Event) => {
    e.preventDefault();
    const parsed = game.parseAction(typed.trim(), state.players);
    if (!parsed.ok) return setError(sayReason(parsed, locale, say));
    setError(null);
    setTyped('');
    play(parsed.value);
  };
  const who = state.players[state.deal.turn] ?? 'Ana';
  const t = useUiText(TEXT);
  return (
    <form class="sens-typed" onSubmit={submit}>
      <label>
        {t.type}{' '}
        <input
          type="text"
          class="sens-typed__input"
          value={typed}
          placeholder={`${who} play UE`}
          spellcheck={false}
          autocomplete="off"
          autocapitalize="off"
          aria-invalid={error ? 'true' : 'false'}
          onInput={(e) => setTyped((e.currentTarget as HTMLInputElement).value)}
        />
      </label>
      <button type="submit" class="gs-button sens-typed__go" disabled={typed.trim() === ''}>
        {t.go}
      </button>
      <p class="sens-typed__help">
        {t.asIn} <code>Ana deal 7</code>, <code>Ben bid H</code>, <code>Ben pass</code>, <code>Cem rob</code>, <code>Ben rest</code>,{' '}
        <code>Ana meld 9E TE UE</code>, <code>Cem bella</code>, <code>Ana play UE</code>, <code>Ana take back</code>, <code>Dia claim</code>,{' '}
        <code>Dia misdeal</code>, <code>Ben vorlauf</code>, <code>Ana look</code>. {t.cards}
      </p>
      {error && (
        <p class="gs-play__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function SensPalette({ state, game, lawfulOf, act: play }: PaletteProps<SensState, SensAction>) {
  const summary = useRef<HTMLElement>(null);
  const locale = useLocale();
  const t = useUiText(TEXT);
  // The list changes with every action and its button goes; without a focused
  // element the shell focuses its counter and a phone scrolls up. Keep focus on the drawer.
  const act = (action: SensAction) => {
    summary.current?.focus({ preventScroll: true });
    play(action);
  };
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
  return (
    <details class="sens-palette">
      <summary class="sens-palette__summary" ref={summary}>
        {t.more}<span class="sens-palette__hint">{t.moreHint}</span>
      </summary>
      <div class="sens-palette__body">
        <ul class="sens-palette__list">
          {items.map((item) => (
            <li key={item.key}>
              <button
                type="button"
                class={`gs-button sens-palette__action${item.lawful ? ' sens-palette__action--lawful' : ''}`}
                data-lawful={item.lawful ? 'true' : 'false'}
                data-action={item.key}
                onClick={() => act(item.action)}
              >
                {item.label}
                <span class="sens-palette__mark">{item.lawful ? <MarkedText text={t.lawful} named={false} /> : t.foul}</span>
              </button>
            </li>
          ))}
        </ul>
        <TypedAction state={state} game={game} play={play} />
      </div>
    </details>
  );
}

export const sensPlayKit: PlayKit<SensState, SensAction> = { Palette: SensPalette };
