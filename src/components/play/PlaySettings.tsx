/**
 * The deal against the bots on one form: the reader's seat, the bots'
 * level (when the game has levels), the seed, "Deal" for exactly that deal
 * and "New deal" for a fresh seed. The choice goes into the page address
 * (play-setup.ts), so a game can be named and dealt again. The first render
 * depends on props only, so the server markup equals the first client render.
 */
import { useState } from 'preact/hooks';
import { MAX_SEED, randomSeed, type PlayChoice, type PlaySetup } from './play-setup';

export interface PlaySettingsProps {
  readonly setup: PlaySetup;
  readonly value: PlayChoice;
  /** False until the engine has loaded. */
  readonly enabled: boolean;
  readonly onDeal: (choice: PlayChoice) => void;
}

export function PlaySettings({ setup, value, enabled, onDeal }: PlaySettingsProps) {
  const [seat, setSeat] = useState(value.seat);
  const [level, setLevel] = useState(value.level);
  const [seed, setSeed] = useState(String(value.seed));
  const seedNumber = /^\d{1,10}$/.test(seed) && Number(seed) <= MAX_SEED ? Number(seed) : null;
  const described = setup.levels.find((l) => l.id === level);
  return (
    <form
      class="pv-settings"
      aria-label="Your seat and the deal"
      onSubmit={(e) => {
        e.preventDefault();
        if (seedNumber !== null) onDeal({ seat, level, seed: seedNumber });
      }}
    >
      <label>
        You play{' '}
        <select value={String(seat)} disabled={!enabled} onChange={(e) => setSeat(Number((e.currentTarget as HTMLSelectElement).value))}>
          {setup.names.map((name, i) => (
            <option key={name} value={String(i)}>
              {name} (seat {i + 1})
            </option>
          ))}
        </select>
      </label>
      {setup.levels.length > 0 && (
        <label>
          Bots{' '}
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
        Seed{' '}
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
        Deal
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
        New deal
      </button>
      {described && <p class="pv-settings__note gs-muted">{described.description}</p>}
      {seedNumber === null && (
        <p class="pv-settings__note" role="alert">
          A seed is a whole number from 0 to {MAX_SEED}.
        </p>
      )}
    </form>
  );
}
