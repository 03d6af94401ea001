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
import { atSeat, MAX_DESK_DEBT, MAX_UNKNOWN, withCount, type DeskSetup, type TopAs } from './desk-setup';

const AS_WORDS: Record<TopAs, string> = { move: 'a move', throw: 'a throw', foul: 'a wrong card (foul)' };

interface ExtrasProps {
  readonly setup: DeskSetup;
  readonly onChange: (s: DeskSetup) => void;
  readonly idBase: string;
}

export function HandUnknown({ setup, onChange, idBase, seat }: ExtrasProps & { seat: number }) {
  return (
    <div class="gd-extras">
      <Stepper
        id={`${idBase}-unknown`}
        label="Unknown cards"
        unit={`unknown cards in ${setup.players[seat]}'s hand`}
        value={setup.unknown[seat]}
        max={MAX_UNKNOWN}
        onChange={(v) => onChange({ ...setup, unknown: withCount(setup.unknown, seat, v, MAX_UNKNOWN) })}
      />
    </div>
  );
}

export function HandMarke({ setup, onChange, idBase, seat }: ExtrasProps & { seat: number }) {
  const name = setup.players[seat];
  return (
    <details class="gd-details">
      <summary>
        {name}'s Marke {setup.markes[seat] ? 'face down' : 'taken'}, owes {setup.debts[seat]}
      </summary>
      <div class="gd-details__body gd-extras">
        <Segmented
          id={`${idBase}-marke`}
          label="Marke (2.8)"
          choices={[
            { value: 'yes', label: 'Face down' },
            { value: 'no', label: 'Taken' },
          ]}
          value={setup.markes[seat] ? 'yes' : 'no'}
          onChange={(v) => onChange({ ...setup, markes: atSeat(setup.markes, seat, v === 'yes') })}
        />
        <Stepper
          id={`${idBase}-debt`}
          label="Owes cards (4.12)"
          unit={`cards ${name} owes`}
          value={setup.debts[seat]}
          max={MAX_DESK_DEBT}
          onChange={(v) => onChange({ ...setup, debts: withCount(setup.debts, seat, v, MAX_DESK_DEBT) })}
        />
      </div>
    </details>
  );
}

/** "Laid by Cem as a move", or "just landed, laid by Cem": the folded top card's line. */
function topWords(setup: DeskSetup): string {
  const by = setup.players[setup.topBy] ?? '?';
  return setup.justLaid ? `Just landed, laid by ${by}: judged as the first action` : `Laid by ${by} as ${AS_WORDS[setup.topAs]}`;
}

export function TopExtras({ setup, onChange, idBase }: ExtrasProps) {
  const topIsJack = setup.top !== null && faceOf(setup.top)[0] === 'J';
  return (
    <details class="gd-details">
      <summary>{topWords(setup)}</summary>
      <div class="gd-details__body">
        <Segmented id={`${idBase}-top-by`} label="Laid by" choices={setup.players.map((p, s) => ({ value: s, label: p }))} value={setup.topBy} onChange={(s) => onChange({ ...setup, topBy: s })} />
        {!setup.justLaid && (
          <Segmented
            id={`${idBase}-top-as`}
            label="It counted as"
            choices={(['move', 'throw', 'foul'] as const).map((a) => ({ value: a, label: AS_WORDS[a] }))}
            value={setup.topAs}
            onChange={(a) => onChange({ ...setup, topAs: a })}
          />
        )}
        {topIsJack && !setup.justLaid && (
          <Segmented<Suit | 'none'>
            id={`${idBase}-wish`}
            label="Suit wished on the Jack (7.4)"
            choices={[{ value: 'none', label: 'None' }, ...SUITS.map((s) => ({ value: s, label: s }))]}
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
  return (
    <>
      <label class="gd-check">
        <input type="checkbox" checked={setup.justLaid} onChange={(e) => onChange({ ...setup, justLaid: (e.currentTarget as HTMLInputElement).checked })} />
        It has only just landed: judge it as the first action (it can still be taken back, 10.4)
      </label>
      {setup.justLaid && (
        <p class="gd-hint">
          Everything else on this page then describes the table just before the card: the player's hand without it, who was to
          move, throws, debts and windows. Taking a wrong card back is free only if it would have fitted just before another
          player's last card (10.4): to judge that, set up the table before that card as well and enter it as an action too.
        </p>
      )}
    </>
  );
}
