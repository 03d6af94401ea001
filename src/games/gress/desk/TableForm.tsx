/** The players (3 to 8, names editable) and the packs in play (1.4). */
import { Segmented } from './controls';
import { withPacks } from './card-places';
import { DESK_PACKS, DESK_PLAYERS, withName, withPlayerCount, type DeskSetup } from './desk-setup';
import { MAX_NAME_LENGTH } from '../../../../engine/gress/limits';
import { useUiText } from '../../../i18n/ui-text';
import { SETUP_WORDS } from './setup-words';

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

export function TableForm({ setup, onChange, idBase }: { setup: DeskSetup; onChange: (s: DeskSetup) => void; idBase: string }) {
  const w = useUiText(SETUP_WORDS);
  return (
    <section class="gd-box" aria-labelledby={`${idBase}-table`}>
      <h2 class="gd-heading" id={`${idBase}-table`}>
        {w.playersAndPacks}
      </h2>
      <Segmented
        id={`${idBase}-count`}
        label={w.playersAtTable}
        choices={range(DESK_PLAYERS.min, DESK_PLAYERS.max).map((n) => ({ value: n, label: String(n), more: w.playersWord }))}
        value={setup.players.length}
        onChange={(n) => onChange(withPlayerCount(setup, n))}
      />
      <div class="gd-field">
        <span class="gd-label">{w.names}</span>
        <div class="gd-names">
          {setup.players.map((name, seat) => (
            <label key={seat} class="gd-field">
              <span class="gd-hint">{w.seat(seat + 1)}</span>
              <input
                class="gd-input gd-input--name"
                type="text"
                value={name}
                maxLength={MAX_NAME_LENGTH}
                autocomplete="off"
                spellcheck={false}
                onInput={(e) => onChange(withName(setup, seat, (e.currentTarget as HTMLInputElement).value))}
              />
            </label>
          ))}
        </div>
      </div>
      <Segmented
        id={`${idBase}-packs`}
        label={w.packs}
        choices={range(DESK_PACKS.min, DESK_PACKS.max).map((n) => ({ value: n, label: String(n), more: w.packWord(n) }))}
        value={setup.packs}
        onChange={(n) => onChange(withPacks(setup, n))}
      />
    </section>
  );
}
