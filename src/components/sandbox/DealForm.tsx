/**
 * The standalone sandbox's deal on one row: players, packs (for games with
 * several), the table's customs (for games with some, each with its
 * paragraph), the seed, "Deal" for exactly that deal and "New deal" for a
 * fresh seed. The deal goes into the page address (deal-setup.ts), so it can be
 * shared. The first render depends on props only (no layout shift when the
 * island hydrates); a random seed is drawn only when the reader asks for one.
 */
import { useState } from 'preact/hooks';
import { MAX_SEED, type DealChoice, type DealSetup } from './deal-setup';

export interface DealFormProps {
  readonly setup: DealSetup;
  readonly value: DealChoice;
  readonly onDeal: (choice: DealChoice) => void;
}

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

function randomSeed(): number {
  const cryptoApi = typeof crypto !== 'undefined' ? crypto : undefined;
  if (cryptoApi?.getRandomValues) return cryptoApi.getRandomValues(new Uint32Array(1))[0];
  return Math.floor(Math.random() * MAX_SEED);
}

export function DealForm({ setup, value, onDeal }: DealFormProps) {
  const [players, setPlayers] = useState(value.players);
  const [packs, setPacks] = useState(value.packs);
  const [table, setTable] = useState(value.table);
  const [seed, setSeed] = useState(String(value.seed));
  const seedNumber = /^\d{1,10}$/.test(seed) && Number(seed) <= MAX_SEED ? Number(seed) : null;
  const maxPlayers = Math.min(setup.players.max, setup.names.length);
  const choice = (s: number): DealChoice => ({ players, ...(setup.packs ? { packs } : {}), ...(table ? { table } : {}), seed: s });
  return (
    <form
      class="gs-deal"
      aria-label="Deal"
      onSubmit={(e) => {
        e.preventDefault();
        if (seedNumber !== null) onDeal(choice(seedNumber));
      }}
    >
      {setup.players.min < maxPlayers && (
        <label>
          Players{' '}
          <select value={players} onChange={(e) => setPlayers(Number((e.currentTarget as HTMLSelectElement).value))}>
            {range(setup.players.min, maxPlayers).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      )}
      {setup.packs && (
        <label>
          Packs{' '}
          <select value={packs} onChange={(e) => setPacks(Number((e.currentTarget as HTMLSelectElement).value))}>
            {range(setup.packs.min, setup.packs.max).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      )}
      {(setup.options ?? []).map((option) => (
        <label key={option.key}>
          {option.label} ({option.paragraph}){' '}
          <select
            value={table?.[option.key] ?? option.values[0].value}
            onChange={(e) => setTable({ ...table, [option.key]: (e.currentTarget as HTMLSelectElement).value })}
          >
            {option.values.map((v) => (
              <option key={v.value} value={v.value}>
                {v.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <label>
        Seed{' '}
        <input
          type="text"
          inputMode="numeric"
          size={10}
          value={seed}
          aria-invalid={seedNumber === null ? 'true' : 'false'}
          onInput={(e) => setSeed((e.currentTarget as HTMLInputElement).value.trim())}
        />
      </label>
      <button type="submit" class="gs-button" disabled={seedNumber === null}>
        Deal
      </button>
      <button
        type="button"
        class="gs-button"
        onClick={() => {
          const s = randomSeed();
          setSeed(String(s));
          onDeal(choice(s));
        }}
      >
        New deal
      </button>
    </form>
  );
}
