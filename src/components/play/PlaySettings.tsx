/**
 * The deal against the bots on one form: the reader's seat, the bots'
 * level (when the game has levels), the seed, "Deal" for exactly that deal
 * and "New deal" for a fresh seed. The choice goes into the page address
 * (play-setup.ts), so a game can be named and dealt again. The first render
 * depends on props only, so the server markup equals the first client render.
 */
import { useState } from 'preact/hooks';
import { uiText, useUiText } from '../../i18n/ui-text';
import { MAX_SEED, randomSeed, type PlayChoice, type PlaySetup } from './play-setup';

export interface PlaySettingsProps {
  readonly setup: PlaySetup;
  readonly value: PlayChoice;
  /** False until the engine has loaded. */
  readonly enabled: boolean;
  readonly onDeal: (choice: PlayChoice) => void;
}

const TEXT = uiText({
  en: {
    form: 'Your seat and the deal',
    youPlay: 'You play',
    seat: (name: string, n: number) => `${name} (seat ${n})`,
    bots: 'Bots',
    seed: 'Seed',
    deal: 'Deal',
    newDeal: 'New deal',
    badSeed: (max: number) => `A seed is a whole number from 0 to ${max}.`,
  },
  de: {
    form: 'Dein Platz und das Geben',
    youPlay: 'Du spielst',
    seat: (name, n) => `${name} (Platz ${n})`,
    bots: 'Bots',
    seed: 'Startwert',
    deal: 'Geben',
    newDeal: 'Neu geben',
    badSeed: (max) => `Ein Startwert ist eine ganze Zahl von 0 bis ${max}.`,
  },
});

export function PlaySettings({ setup, value, enabled, onDeal }: PlaySettingsProps) {
  const t = useUiText(TEXT);
  const [seat, setSeat] = useState(value.seat);
  const [level, setLevel] = useState(value.level);
  const [seed, setSeed] = useState(String(value.seed));
  const seedNumber = /^\d{1,10}$/.test(seed) && Number(seed) <= MAX_SEED ? Number(seed) : null;
  const described = setup.levels.find((l) => l.id === level);
  return (
    <form
      class="pv-settings"
      aria-label={t.form}
      onSubmit={(e) => {
        e.preventDefault();
        if (seedNumber !== null) onDeal({ seat, level, seed: seedNumber });
      }}
    >
      <label>
        {t.youPlay}{' '}
        <select value={String(seat)} disabled={!enabled} onChange={(e) => setSeat(Number((e.currentTarget as HTMLSelectElement).value))}>
          {setup.names.map((name, i) => (
            <option key={name} value={String(i)}>
              {t.seat(name, i + 1)}
            </option>
          ))}
        </select>
      </label>
      {setup.levels.length > 0 && (
        <label>
          {t.bots}{' '}
          <select value={level ?? ''} disabled={!enabled} onChange={(e) => setLevel((e.currentTarget as HTMLSelectElement).value)}>
            {setup.levels.map((l) => (
              <option key={l.id} value={l.id}>
                {l.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        {t.seed}{' '}
        <input
          type="text"
          inputMode="numeric"
          size={10}
          value={seed}
          disabled={!enabled}
          aria-invalid={seedNumber === null ? 'true' : 'false'}
          onInput={(e) => setSeed((e.currentTarget as HTMLInputElement).value.trim())}
        />
      </label>
      <button type="submit" class="gs-button" disabled={!enabled || seedNumber === null}>
        {t.deal}
      </button>
      <button
        type="button"
        class="gs-button"
        disabled={!enabled}
        onClick={() => {
          const s = randomSeed();
          setSeed(String(s));
          onDeal({ seat, level, seed: s });
        }}
      >
        {t.newDeal}
      </button>
      {described && <p class="pv-settings__note gs-muted">{described.description}</p>}
      {seedNumber === null && (
        <p class="pv-settings__note" role="alert">
          {t.badSeed(MAX_SEED)}
        </p>
      )}
    </form>
  );
}
