/**
 * What happened, for any game: an action in the game's notation, or one of
 * the lawful actions of a chosen seat as a button, or a tap on the table
 * (the game's own view, in play mode); the engine's apply() rules on each,
 * lawful or not, and the rulings are listed with their paragraphs. Undo
 * takes back the last action entered.
 */
import { uiText, useLocale, useUiText } from '../../i18n/ui-text';
import { useState } from 'preact/hooks';
import type { Game } from '../../../engine/core/game';
import { gameSayOf, sayReason } from '../../../engine/core/reasons';
import type { GameUi } from '../sandbox/game-ui';
import { describeIn } from './describe-in';
import { MAX_DESK_ACTIONS } from './desk-link';
import { Rulings } from './Rulings';
import type { DeskShellState } from './use-desk-shell';

interface Props<S, A extends { readonly seat: number }> {
  readonly game: Game<S, A, string>;
  readonly ui: GameUi<S, A>;
  readonly desk: DeskShellState<S, A>;
  readonly idBase: string;
  readonly onSetup: () => void;
}

const TEXT = uiText({
  en: {
    notation: 'An action in the notation',
    rule: 'Rule on it',
    doesNotRead: (error: string) => `The action does not read: ${error}`,
    mayDo: 'What a player may do now',
    nothing: (who: string) => `${who} has nothing lawful to do now.`,
    lawfulOf: (who: string) => `Lawful actions of ${who}`,
    needsTable: 'The engine needs a table that can be before it rules on anything.',
    setUp: 'Set up the table',
    undo: 'Undo',
    full: (max: number) => `The desk takes ${max} actions at most; open the game in the sandbox to go on.`,
  },
  de: {
    notation: 'Eine Aktion in der Notation',
    rule: 'Entscheiden',
    doesNotRead: (error) => `Die Aktion lässt sich nicht lesen: ${error}`,
    mayDo: 'Was ein Spieler jetzt tun darf',
    nothing: (who) => `${who} darf jetzt nichts tun.`,
    lawfulOf: (who) => `Erlaubte Aktionen von ${who}`,
    needsTable: 'Die Engine braucht einen Tisch, den es so geben kann, bevor sie über etwas entscheidet.',
    setUp: 'Den Tisch aufbauen',
    undo: 'Rückgängig',
    full: (max) => `Der Tisch nimmt höchstens ${max} Aktionen; öffne das Spiel im Sandkasten, um weiterzumachen.`,
  },
});

function Typed<S, A extends { readonly seat: number }>({ game, desk, players, idBase }: { game: Game<S, A, string>; desk: DeskShellState<S, A>; players: readonly string[]; idBase: string }) {
  const t = useUiText(TEXT);
  const locale = useLocale();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: Event) => {
    e.preventDefault();
    const parsed = game.parseAction(text.trim(), players);
    if (!parsed.ok) return setError(sayReason(parsed, locale, gameSayOf(game)));
    desk.add(game.formatAction(parsed.value, players));
    setText('');
    setError(null);
  };
  const id = `${idBase}-action`;
  return (
    <form class="gd-field" onSubmit={submit}>
      <label class="gd-label" for={id}>
        {t.notation}
      </label>
      <div class="gd-row">
        <input id={id} class="gd-input" type="text" spellcheck={false} autocomplete="off" value={text} onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)} />
        <button type="submit" class="gd-button gd-button--primary" disabled={desk.full}>
          {t.rule}
        </button>
      </div>
      {error && (
        <p class="gd-error" role="alert" data-action-error>
          {t.doesNotRead(error)}
        </p>
      )}
    </form>
  );
}

function Lawful<S, A extends { readonly seat: number }>({ game, desk, state, players, idBase }: { game: Game<S, A, string>; desk: DeskShellState<S, A>; state: S; players: readonly string[]; idBase: string }) {
  // Until the referee picks a seat: the first one that may do something (the player to move, in turn-based games).
  const t = useUiText(TEXT);
  const describe = describeIn(game, players, useLocale());
  const [chosen, setSeat] = useState<number | null>(null);
  const seat = chosen ?? Math.max(0, players.findIndex((_, i) => game.lawfulActions(state, i).length > 0));
  const lawful = game.lawfulActions(state, seat);
  return (
    <div class="gd-field" role="group" aria-labelledby={`${idBase}-lawful`}>
      <span class="gd-label" id={`${idBase}-lawful`}>
        {t.mayDo}
      </span>
      <div class="gd-seg">
        {players.map((name, i) => (
          <button key={i} type="button" class="gd-seg__button" aria-pressed={i === seat ? 'true' : 'false'} onClick={() => setSeat(i)}>
            {name}
          </button>
        ))}
      </div>
      {lawful.length === 0 ? (
        <p class="gd-hint">{t.nothing(players[seat] ?? '')}</p>
      ) : (
        <ul class="gd-chips" aria-label={t.lawfulOf(players[seat] ?? '')}>
          {lawful.map((a) => {
            const line = game.formatAction(a, players);
            return (
              <li key={line}>
                <button type="button" class="gd-button gd-chip" disabled={desk.full} data-action={line} onClick={() => desk.add(line)}>
                  {describe ? describe(a) : line}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export function HappenedPanel<S, A extends { readonly seat: number }>({ game, ui, desk, idBase, onSetup }: Props<S, A>) {
  const t = useUiText(TEXT);
  const locale = useLocale();
  const [showHands, setShowHands] = useState(true);
  const position = desk.position;
  const replayed = desk.replayed;
  if (!position?.ok || !replayed) {
    return (
      <div class="gd-stack">
        <p>{t.needsTable}</p>
        <button type="button" class="gd-button gd-button--primary" onClick={onSetup}>
          {t.setUp}
        </button>
      </div>
    );
  }
  const players = game.playersOf(position.value);
  const lawfulOf = (seat: number) => game.lawfulActions(replayed.final, seat);
  const act = (a: A) => desk.add(game.formatAction(a, players));
  return (
    <div class="gd-stack">
      {replayed.steps.length > 0 && <Rulings gameId={game.id} steps={replayed.steps} titleOf={ui.paragraphTitle} describe={describeIn(game, players, locale)} say={game.say ? (r) => (r.says ? game.say!(r.says, locale) : r.summary) : undefined} />}
      <div class="gd-row">
        <button type="button" class="gd-button" disabled={desk.lines.length === 0} onClick={desk.undo} data-undo>
          {t.undo}
        </button>
        {desk.full && <span class="gd-hint">{t.full(MAX_DESK_ACTIONS)}</span>}
      </div>
      <Typed game={game} desk={desk} players={players} idBase={idBase} />
      <Lawful game={game} desk={desk} state={replayed.final} players={players} idBase={idBase} />
      <div class="gd-table" data-desk-table="now">
        <ui.Table state={replayed.final} showHands={showHands} onToggleHands={() => setShowHands(!showHands)} play={{ lawfulOf, act }} />
      </div>
    </div>
  );
}
