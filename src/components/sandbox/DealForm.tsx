/**
 * The standalone sandbox's deal on one row: players, packs (for games with
 * several), the table's customs (for games with some, each with its
 * paragraph), the seed, "Deal" for exactly that deal and "New deal" for a
 * fresh seed. The deal goes into the page address (deal-setup.ts), so it can be
 * shared. The first render depends on props only (no layout shift when the
 * island hydrates); a random seed is drawn only when the reader asks for one.
 */
import { useState } from 'preact/hooks';
import type { TableOption } from '../../../engine/core/game';
import { MAX_SEED, type DealChoice, type DealSetup } from './deal-setup';
import { uiText, useLocale, useUiText } from '../../i18n/ui-text';

const TEXT = uiText({
  en: { deal: 'Deal', players: 'Players', packs: 'Packs', seed: 'Seed', newDeal: 'New deal' },
  de: { deal: 'Austeilen', players: 'Spieler', packs: 'Kartensätze', seed: 'Startwert', newDeal: 'Neu austeilen' },
});

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

/** A labelled choice of whole numbers from `min` to `max`. */
function CountChoice({ label, min, max, value, onChange }: { label: string; min: number; max: number; value: number | undefined; onChange: (n: number) => void }) {
  return (
    <label>
      {label}{' '}
      <select value={value} onChange={(e) => onChange(Number((e.currentTarget as HTMLSelectElement).value))}>
        {range(min, max).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}

/** One of the game's table options (DealSetup.options), with its paragraph. */
function OptionChoice({ option, value, onChange }: { option: TableOption; value: string; onChange: (value: string) => void }) {
  const words = option.words?.[useLocale()];
  return (
    <label>
      {words?.label ?? option.label} ({option.paragraph}){' '}
      <select value={value} onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value)}>
        {option.values.map((v) => (
          <option key={v.value} value={v.value}>
            {words?.values[v.value] ?? v.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function DealForm({ setup, value, onDeal }: DealFormProps) {
  const t = useUiText(TEXT);
  const [players, setPlayers] = useState(value.players);
  const [packs, setPacks] = useState(value.packs);
  const [table, setTable] = useState(value.table);
  const [seed, setSeed] = useState(String(value.seed));
  const seedNumber = /^\d{1,10}$/.test(seed) && Number(seed) <= MAX_SEED ? Number(seed) : null;
  const maxPlayers = Math.min(setup.players.max, setup.names.length);
  const choice = (s: number): DealChoice => ({ players, ...(setup.packs ? { packs } : {}), ...(table ? { table } : {}), seed: s });
  const deal = (e: Event) => {
    e.preventDefault();
    if (seedNumber !== null) onDeal(choice(seedNumber));
  };
  const fresh = () => {
    const s = randomSeed();
    setSeed(String(s));
    onDeal(choice(s));
  };
  return (
    <form class="gs-deal" aria-label={t.deal} onSubmit={deal}>
      {setup.players.min < maxPlayers && <CountChoice label={t.players} min={setup.players.min} max={maxPlayers} value={players} onChange={setPlayers} />}
      {setup.packs && <CountChoice label={t.packs} min={setup.packs.min} max={setup.packs.max} value={packs} onChange={setPacks} />}
      {(setup.options ?? []).map((option) => (
        <OptionChoice key={option.key} option={option} value={table?.[option.key] ?? option.values[0].value} onChange={(v) => setTable({ ...table, [option.key]: v })} />
      ))}
      <label>
        {t.seed}{' '}
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
        {t.deal}
      </button>
      <button type="button" class="gs-button" onClick={fresh}>
        {t.newDeal}
      </button>
    </form>
  );
}
