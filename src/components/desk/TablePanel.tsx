/**
 * Setting up the disputed table: the game's own form (DeskParts.SetupForm),
 * and the same table as one line of the game's position notation, to read,
 * copy or type. Either way the engine's Game.parsePosition decides whether
 * the table can be: its sentence is shown as it comes when it cannot, and
 * the table is drawn by the game's own view when it can.
 */
import { listOf } from '../../../engine/core/messages';
import { gameSayOf, sayReason } from '../../../engine/core/reasons';
import { uiText, useLocale, useUiText } from '../../i18n/ui-text';
import { useEffect, useState } from 'preact/hooks';
import type { Game } from '../../../engine/core/game';
import type { GameUi } from '../sandbox/game-ui';
import type { DeskParts } from './desk-parts';
import type { DeskShellState } from './use-desk-shell';

interface Props<S, A extends { readonly seat: number }> {
  readonly game: Game<S, A, string>;
  readonly ui: GameUi<S, A>;
  readonly parts: DeskParts;
  readonly desk: DeskShellState<S, A>;
  readonly idBase: string;
  readonly onRule: () => void;
}

const TEXT = uiText({
  en: {
    inNotation: 'The position in notation',
    oneLine: "The table on one line, in the game's position notation",
    use: 'Use this position',
    cannotRead: (error: string) => `The engine cannot read this position: ${error}`,
    fillIn: 'Fill in the table as it stood; the engine checks it as you go.',
    cannotBe: (error: string) => `This table cannot be: ${error}`,
    reads: (players: string) => `The engine reads this table (${players}).`,
    enter: 'Enter what happened',
  },
  de: {
    inNotation: 'Die Lage in Notation',
    oneLine: 'Der Tisch in einer Zeile, in der Notation des Spiels für eine Lage',
    use: 'Diese Lage übernehmen',
    cannotRead: (error) => `Die Engine kann diese Lage nicht lesen: ${error}`,
    fillIn: 'Trag den Tisch ein, wie er stand; die Engine prüft ihn beim Eintippen.',
    cannotBe: (error) => `Diesen Tisch kann es nicht geben: ${error}`,
    reads: (players) => `Die Engine liest diesen Tisch (${players}).`,
    enter: 'Eintragen, was passiert ist',
  },
});

function NotationField<S, A extends { readonly seat: number }>({ desk, idBase }: { desk: DeskShellState<S, A>; idBase: string }) {
  const t = useUiText(TEXT);
  const [text, setText] = useState(desk.positionText ?? '');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setText(desk.positionText ?? '');
    setError(null);
  }, [desk.positionText]);
  const id = `${idBase}-notation`;
  return (
    <details class="gd-details" data-notation>
      <summary>{t.inNotation}</summary>
      <div class="gd-details__body gd-field">
        <label class="gd-label" for={id}>
          {t.oneLine}
        </label>
        <textarea id={id} class="gd-input gd-textarea" rows={3} spellcheck={false} value={text} onInput={(e) => setText((e.currentTarget as HTMLTextAreaElement).value)} />
        <div class="gd-row">
          <button type="button" class="gd-button" onClick={() => setError(desk.typed(text))}>
            {t.use}
          </button>
        </div>
        {error && (
          <p class="gd-error" role="alert" data-typed-error>
            {t.cannotRead(error)}
          </p>
        )}
      </div>
    </details>
  );
}

export function TablePanel<S, A extends { readonly seat: number }>({ game, ui, parts, desk, idBase, onRule }: Props<S, A>) {
  const t = useUiText(TEXT);
  const locale = useLocale();
  const [showHands, setShowHands] = useState(true);
  const { SetupForm } = parts;
  const position = desk.position;
  return (
    <div class="gd-stack">
      <SetupForm key={desk.generation} initial={desk.positionText} onPosition={desk.fromForm} />
      <NotationField desk={desk} idBase={idBase} />
      {position === null && <p class="gd-hint">{t.fillIn}</p>}
      {position && !position.ok && (
        <p class="gd-error" role="status" data-position-error>
          {t.cannotBe(sayReason(position, locale, gameSayOf(game)))}
        </p>
      )}
      {position?.ok && (
        <>
          <p class="gd-ok" role="status" data-position-ok>
            {t.reads(locale === 'en' ? game.playersOf(position.value).join(' and ') : listOf(locale, game.playersOf(position.value)))}
          </p>
          <div class="gd-row">
            <button type="button" class="gd-button gd-button--primary gd-next" onClick={onRule}>
              {t.enter}
            </button>
          </div>
          <div class="gd-table" data-desk-table="start">
            <ui.Table state={position.value} showHands={showHands} onToggleHands={() => setShowHands(!showHands)} />
          </div>
        </>
      )}
    </div>
  );
}
