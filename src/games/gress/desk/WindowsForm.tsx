/**
 * Rights and duties still open at the moment described (the engine's rule
 * windows): choose what kind, whose, and the details, then add it. Each is
 * taken as opened by the top card's event and closes as the rules say.
 */
import { useState } from 'preact/hooks';
import { Segmented, Stepper } from './controls';
import { MAX_SKIP_SEVENS, withoutWindow, withWindow, type DeskSetup, type DeskWindow, type DeskWindowKind } from './desk-setup';

const KINDS: readonly { value: DeskWindowKind; label: string }[] = [
  { value: 'call', label: "'Last but one' call owed (8.1)" },
  { value: 'missedCall', label: 'Missed call, complaints open (8.2)' },
  { value: 'give', label: 'Give after a Ten (5.4)' },
  { value: 'wish', label: 'Wish after a Jack (7.4)' },
  { value: 'swapRight', label: 'Swap after a red Nine (5.5, 6.3)' },
  { value: 'swapAnnounced', label: 'Swap announced (5.5)' },
  { value: 'skip', label: 'Skipped, may defend (5.7, 6.5)' },
];

/** One open window in words. */
export function windowWords(setup: DeskSetup, w: DeskWindow): string {
  const who = setup.players[w.seat] ?? `seat ${w.seat + 1}`;
  switch (w.kind) {
    case 'call':
      return w.called ? `${who} has called 'last but one' and may take the Marke (8.1)` : `${who} must still call 'last but one' (8.1)`;
    case 'missedCall':
      return `${who} missed the call 'last but one'; the others may still complain (8.2)`;
    case 'give':
      return `${who} may still give a card after moving with a Ten (5.4)`;
    case 'wish':
      return `${who} may still wish a suit after moving with a Jack (7.4)`;
    case 'swapRight':
      return w.nines === 2 ? `${who} may still name two players to swap hands (6.3)` : `${who} may still announce a swap (5.5)`;
    case 'swapAnnounced':
      return `${who} has announced a swap with ${setup.players[w.target] ?? '?'}, who may still defend with a red Nine (5.5)`;
    case 'skip':
      return w.by === 'eight'
        ? `${who} was skipped by an Eight and may still defend (5.7)`
        : `${who} was skipped by ${w.sevens === 1 ? 'a Seven' : `${w.sevens} Sevens`}, owes ${2 * w.sevens} for it and may still defend (6.5)`;
  }
}

/** The choices for one new window: what kind, whose, and the details that kind needs. */
function AddWindow({ setup, onChange, idBase }: { setup: DeskSetup; onChange: (s: DeskSetup) => void; idBase: string }) {
  const [kind, setKind] = useState<DeskWindowKind>('call');
  const [seat, setSeat] = useState(0);
  const [called, setCalled] = useState(false);
  const [nines, setNines] = useState<1 | 2>(1);
  const [target, setTarget] = useState(1);
  const [by, setBy] = useState<'eight' | 'sevens'>('eight');
  const [sevens, setSevens] = useState(1);
  const owner = Math.min(seat, setup.players.length - 1);
  const others = setup.players.map((p, s) => ({ value: s, label: p })).filter((c) => c.value !== owner);
  const swapTarget = others.some((c) => c.value === target) ? target : others[0].value;
  const window = (): DeskWindow => {
    switch (kind) {
      case 'call':
        return { kind, seat: owner, called };
      case 'swapRight':
        return { kind, seat: owner, nines };
      case 'swapAnnounced':
        return { kind, seat: owner, target: swapTarget };
      case 'skip':
        return { kind, seat: owner, by, sevens: by === 'eight' ? 1 : sevens };
      default:
        return { kind, seat: owner };
    }
  };
  return (
    <div class="gd-details__body">
      <Segmented id={`${idBase}-wkind`} label="What is open" choices={KINDS} value={kind} onChange={setKind} />
      <Segmented
        id={`${idBase}-wseat`}
        label={kind === 'missedCall' ? 'Who missed the call' : kind === 'skip' ? 'Who was skipped' : 'Whose right or duty'}
        choices={setup.players.map((p, s) => ({ value: s, label: p }))}
        value={owner}
        onChange={setSeat}
      />
      {kind === 'call' && (
        <label class="gd-check">
          <input type="checkbox" checked={called} onChange={(e) => setCalled((e.currentTarget as HTMLInputElement).checked)} /> Has already called (so
          may take the Marke)
        </label>
      )}
      {kind === 'swapRight' && (
        <Segmented<1 | 2>
          id={`${idBase}-wnines`}
          label="After"
          choices={[
            { value: 1, label: 'One red Nine (5.5)' },
            { value: 2, label: 'Two red Nines (6.3)' },
          ]}
          value={nines}
          onChange={setNines}
        />
      )}
      {kind === 'swapAnnounced' && <Segmented id={`${idBase}-wtarget`} label="With" choices={others} value={swapTarget} onChange={setTarget} />}
      {kind === 'skip' && <SkipChoices idBase={idBase} by={by} onBy={setBy} sevens={sevens} onSevens={setSevens} />}
      <div class="gd-row">
        <button type="button" class="gd-button gd-button--primary" onClick={() => onChange(withWindow(setup, window()))}>
          Add this window
        </button>
      </div>
    </div>
  );
}

function SkipChoices({ idBase, by, onBy, sevens, onSevens }: { idBase: string; by: 'eight' | 'sevens'; onBy: (b: 'eight' | 'sevens') => void; sevens: number; onSevens: (n: number) => void }) {
  return (
    <>
      <Segmented<'eight' | 'sevens'>
        id={`${idBase}-wby`}
        label="Skipped by"
        choices={[
          { value: 'eight', label: 'An Eight (5.7)' },
          { value: 'sevens', label: 'Sevens (6.5)' },
        ]}
        value={by}
        onChange={onBy}
      />
      {by === 'sevens' && (
        <Stepper id={`${idBase}-wsevens`} label="How many Sevens" unit="Sevens in the packet" value={sevens} max={MAX_SKIP_SEVENS} onChange={(v) => onSevens(Math.max(1, v))} />
      )}
    </>
  );
}

export function WindowsForm({ setup, onChange, idBase }: { setup: DeskSetup; onChange: (s: DeskSetup) => void; idBase: string }) {
  return (
    <section class="gd-box" aria-labelledby={`${idBase}-windows`}>
      <h2 class="gd-heading" id={`${idBase}-windows`}>
        Open windows
      </h2>
      <p class="gd-hint">Rights and duties still open at this moment, if any: a call owed, a swap pending, a skipped player who may still answer.</p>
      {setup.windows.length === 0 ? (
        <p class="gd-hint">None so far.</p>
      ) : (
        <ul class="gd-lines" aria-label="Open windows">
          {setup.windows.map((w, i) => (
            <li key={`${w.kind}-${w.seat}`} class="gd-row">
              <span>{windowWords(setup, w)}</span>
              <button type="button" class="gd-button" onClick={() => onChange(withoutWindow(setup, i))}>
                Remove<span class="gd-sr">: {windowWords(setup, w)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <details class="gd-details" open>
        <summary>Add an open window</summary>
        <AddWindow setup={setup} onChange={onChange} idBase={idBase} />
      </details>
    </section>
  );
}
