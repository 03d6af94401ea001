/**
 * What else the Cards step asks about the target chosen. For a hand: how
 * many unknown cards it holds besides the ones tapped (above the cards, since
 * it is asked for nearly every hand), and, folded under the cards, the Marke
 * (2.8) and what the player owes (4.12). For the top card, folded under a line that says it:
 * who laid it, what it counted as, a suit wished on a Jack (7.4), and
 * whether it has only just landed (then laying it is the first action).
 */
import { SUITS, type Suit } from '../../../../engine/core/cards';
import { faceOf } from './card-places';
import { Segmented, Stepper } from './controls';
import { atSeat, MAX_DESK_DEBT, MAX_UNKNOWN, withCount, type DeskSetup } from './desk-setup';
import { useUiText } from '../../../i18n/ui-text';
import { SETUP_WORDS } from './setup-words';

type Words = (typeof SETUP_WORDS)['en'];

interface ExtrasProps {
  readonly setup: DeskSetup;
  readonly onChange: (s: DeskSetup) => void;
  readonly idBase: string;
}

export function HandUnknown({ setup, onChange, idBase, seat }: ExtrasProps & { seat: number }) {
  const w = useUiText(SETUP_WORDS);
  return (
    <div class="gd-extras">
      <Stepper
        id={`${idBase}-unknown`}
        label={w.unknownCards}
        unit={w.unknownUnit(setup.players[seat])}
        value={setup.unknown[seat]}
        max={MAX_UNKNOWN}
        onChange={(v) => onChange({ ...setup, unknown: withCount(setup.unknown, seat, v, MAX_UNKNOWN) })}
      />
    </div>
  );
}

export function HandMarke({ setup, onChange, idBase, seat }: ExtrasProps & { seat: number }) {
  const w = useUiText(SETUP_WORDS);
  const name = setup.players[seat];
  return (
    <details class="gd-details">
      <summary>{w.markeLine(name, setup.markes[seat], setup.debts[seat])}</summary>
      <div class="gd-details__body gd-extras">
        <Segmented
          id={`${idBase}-marke`}
          label="Marke (2.8)"
          choices={[
            { value: 'yes', label: w.faceDown },
            { value: 'no', label: w.taken },
          ]}
          value={setup.markes[seat] ? 'yes' : 'no'}
          onChange={(v) => onChange({ ...setup, markes: atSeat(setup.markes, seat, v === 'yes') })}
        />
        <Stepper
          id={`${idBase}-debt`}
          label={w.owesCards}
          unit={w.owesUnit(name)}
          value={setup.debts[seat]}
          max={MAX_DESK_DEBT}
          onChange={(v) => onChange({ ...setup, debts: withCount(setup.debts, seat, v, MAX_DESK_DEBT) })}
        />
      </div>
    </details>
  );
}

/** "Laid by Cem as a move", or "just landed, laid by Cem": the folded top card's line. */
function topWords(setup: DeskSetup, w: Words): string {
  const by = setup.players[setup.topBy] ?? '?';
  return setup.justLaid ? w.justLanded(by) : w.laidByAs(by, w.as[setup.topAs]);
}

export function TopExtras({ setup, onChange, idBase }: ExtrasProps) {
  const w = useUiText(SETUP_WORDS);
  const topIsJack = setup.top !== null && faceOf(setup.top)[0] === 'J';
  return (
    <details class="gd-details">
      <summary>{topWords(setup, w)}</summary>
      <div class="gd-details__body">
        <Segmented id={`${idBase}-top-by`} label={w.laidBy} choices={setup.players.map((p, s) => ({ value: s, label: p }))} value={setup.topBy} onChange={(s) => onChange({ ...setup, topBy: s })} />
        {!setup.justLaid && (
          <Segmented
            id={`${idBase}-top-as`}
            label={w.countedAs}
            choices={(['move', 'throw', 'foul'] as const).map((a) => ({ value: a, label: w.as[a] }))}
            value={setup.topAs}
            onChange={(a) => onChange({ ...setup, topAs: a })}
          />
        )}
        {topIsJack && !setup.justLaid && (
          <Segmented<Suit | 'none'>
            id={`${idBase}-wish`}
            label={w.wishedOnJack}
            choices={[{ value: 'none', label: w.none }, ...SUITS.map((s) => ({ value: s, label: w.suit(s) }))]}
            value={setup.wish ?? 'none'}
            onChange={(s) => onChange({ ...setup, wish: s === 'none' ? null : s })}
          />
        )}
        <JustLanded setup={setup} onChange={onChange} />
      </div>
    </details>
  );
}

function JustLanded({ setup, onChange }: Omit<ExtrasProps, 'idBase'>) {
  const w = useUiText(SETUP_WORDS);
  return (
    <>
      <label class="gd-check">
        <input type="checkbox" checked={setup.justLaid} onChange={(e) => onChange({ ...setup, justLaid: (e.currentTarget as HTMLInputElement).checked })} />
        {w.justLandedCheck}
      </label>
      {setup.justLaid && <p class="gd-hint">{w.justLandedHint}</p>}
    </>
  );
}
