/**
 * The game to deal: how many players (the reader and 2-4 bots, 2.1), how many
 * packs (1.4), the bots' level and the seed. The same seed gives the same
 * cards; the settings go into the page address, so a deal can be passed on.
 */
import { useState } from 'preact/hooks';
import { botLevelWords, GRESS_BOT_LEVELS, type GressBotLevelId } from '../../../../engine/gress/play/levels';
import { useLocale, useUiText } from '../../../i18n/ui-text';
import { PLAY_TEXT } from './play-text';
import { MAX_SEED, PACKS, PLAYERS, type PlaySettings } from './play-url';

export interface SettingsFormProps {
  readonly settings: PlaySettings;
  readonly onDeal: (settings: PlaySettings) => void;
  /** Open from the start (when the address could not be read). */
  readonly open: boolean;
}

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

/** A labelled select of whole numbers. */
function NumberField({ label, value, onChange, options }: { label: string; value: number; onChange: (n: number) => void; options: readonly (readonly [number, string])[] }) {
  return (
    <label class="gp-field">
      <span>{label}</span>
      <select value={String(value)} onChange={(e) => onChange(Number((e.currentTarget as HTMLSelectElement).value))}>
        {options.map(([n, text]) => (
          <option key={n} value={String(n)}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

export function SettingsForm({ settings, onDeal, open }: SettingsFormProps) {
  const [players, setPlayers] = useState(settings.players);
  const [packs, setPacks] = useState(settings.packs);
  const [level, setLevel] = useState<GressBotLevelId>(settings.level);
  const [seed, setSeed] = useState(String(settings.seed));
  const [error, setError] = useState<string | null>(null);
  const t = useUiText(PLAY_TEXT);
  const locale = useLocale();
  const words = (id: GressBotLevelId) => botLevelWords(GRESS_BOT_LEVELS.find((l) => l.id === id)!, locale);
  const chosen = words(level);

  const submit = (e: Event) => {
    e.preventDefault();
    const n = /^\d{1,10}$/.test(seed.trim()) ? Number(seed.trim()) : -1;
    if (n < 0 || n > MAX_SEED) {
      setError(t.seedRange(MAX_SEED));
      return;
    }
    setError(null);
    onDeal({ players, packs, level, seed: n, dealer: players - 1, clock: settings.clock });
  };

  return (
    <details class="gp-settings" open={open}>
      <summary>
        {t.gameSummary(settings.players, settings.packs, words(settings.level).label, settings.seed)}
      </summary>
      <form class="gp-settings__form" onSubmit={submit} noValidate>
        <NumberField label={t.players} value={players} onChange={setPlayers} options={range(PLAYERS.min, PLAYERS.max).map((n) => [n, t.playersOption(n)])} />
        <NumberField label={t.packs} value={packs} onChange={setPacks} options={range(PACKS.min, PACKS.max).map((n) => [n, t.packsOption(n)])} />
        <label class="gp-field">
          <span>{t.bots}</span>
          <select value={level} onChange={(e) => setLevel((e.currentTarget as HTMLSelectElement).value as GressBotLevelId)} aria-describedby="gp-level-help">
            {GRESS_BOT_LEVELS.map((l) => (
              <option key={l.id} value={l.id}>
                {botLevelWords(l, locale).label}
              </option>
            ))}
          </select>
        </label>
        <p class="gs-hint gp-settings__help" id="gp-level-help">
          {chosen.description}
        </p>
        <label class="gp-field">
          <span>{t.seed}</span>
          <input
            type="text"
            inputMode="numeric"
            value={seed}
            maxLength={10}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? 'gp-seed-error' : undefined}
            onInput={(e) => setSeed((e.currentTarget as HTMLInputElement).value)}
          />
        </label>
        {error && (
          <p class="gp-error" id="gp-seed-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" class="gs-button gp-settings__deal">
          {t.deal}
        </button>
      </form>
    </details>
  );
}
