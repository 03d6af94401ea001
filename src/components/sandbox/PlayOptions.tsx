/**
 * Play mode's settings, below the table: who the bots play (GameUi.bots:
 * one opponent in a two-player game, or every seat but the reader's), and
 * "Export scenario" where the page offers it. Out of the sticky bar, which
 * keeps to what the reader uses at every action.
 */
import type { Game } from '../../../engine/core/game';
import { uiText, useUiText } from '../../i18n/ui-text';

const TEXT = uiText({
  en: {
    botPlays: 'Bot plays',
    nobody: 'nobody (you act for both)',
    youPlay: 'You play',
    everySeat: 'every seat (no bots)',
    botsOthers: (name: string) => `${name}, bots the others`,
    export: 'Export scenario',
  },
  de: {
    botPlays: 'Bot spielt',
    nobody: 'niemanden (du handelst für beide)',
    youPlay: 'Du spielst',
    everySeat: 'alle Plätze (keine Bots)',
    botsOthers: (name) => `${name}, Bots die anderen`,
    export: 'Szenario exportieren',
  },
});

/** Which bots play mode offers: GameUi.bots, or one opponent in any two-player game. */
export function botMode(ui: { readonly bots?: 'opponent' | 'others' }, game: { readonly seats: { readonly max: number } }): 'opponent' | 'others' | null {
  return ui.bots ?? (game.seats.max === 2 ? 'opponent' : null);
}

interface BotChoiceProps {
  readonly mode: 'opponent' | 'others';
  readonly players: readonly string[];
  readonly bots: readonly number[];
  readonly onChoose: (seats: readonly number[]) => void;
}

function BotChoice({ mode, players, bots, onChoose }: BotChoiceProps) {
  const t = useUiText(TEXT);
  if (mode === 'opponent') {
    return (
      <label class="gs-play__bot">
        {t.botPlays}{' '}
        <select value={bots.length === 0 ? '' : String(bots[0])} onChange={(e) => onChoose(e.currentTarget.value === '' ? [] : [Number(e.currentTarget.value)])}>
          <option value="">{t.nobody}</option>
          {players.map((name, seat) => (
            <option value={String(seat)}>{name}</option>
          ))}
        </select>
      </label>
    );
  }
  const mine = bots.length === 0 ? '' : String(players.findIndex((_, seat) => !bots.includes(seat)));
  const choose = (value: string) => onChoose(value === '' ? [] : players.map((_, seat) => seat).filter((seat) => seat !== Number(value)));
  return (
    <label class="gs-play__bot">
      {t.youPlay}{' '}
      <select value={mine} onChange={(e) => choose(e.currentTarget.value)}>
        <option value="">{t.everySeat}</option>
        {players.map((name, seat) => (
          <option value={String(seat)}>{t.botsOthers(name)}</option>
        ))}
      </select>
    </label>
  );
}

export interface PlayOptionsProps<S> {
  readonly ui: { readonly bots?: 'opponent' | 'others' };
  readonly game: Game<S, any, string> | null;
  readonly state: S | undefined;
  readonly bots: readonly number[];
  readonly onChooseBots: (seats: readonly number[]) => void;
  /** Present when the page offers the export and the game can make one. */
  readonly onExport?: () => void;
}

export function PlayOptions<S>({ ui, game, state, bots, onChooseBots, onExport }: PlayOptionsProps<S>) {
  const t = useUiText(TEXT);
  const mode = game && state !== undefined ? botMode(ui, game) : null;
  if (!mode && !onExport) return null;
  return (
    <div class="gs-play__options">
      {mode && game && state !== undefined && <BotChoice mode={mode} players={game.playersOf(state)} bots={bots} onChoose={onChooseBots} />}
      {onExport && (
        <button type="button" class="gs-button" onClick={onExport}>
          {t.export}
        </button>
      )}
    </div>
  );
}
