/**
 * Rights and duties still open at the moment described (the engine's rule
 * windows): choose what kind, whose, and the details, then add it. Each is
 * taken as opened by the top card's event and closes as the rules say.
 */
import { useState } from 'preact/hooks';
import { Segmented, Stepper } from './controls';
import { MAX_SKIP_SEVENS, withoutWindow, withWindow, type DeskSetup, type DeskWindow, type DeskWindowKind } from './desk-setup';
import { useLocale, useUiText, type Locale } from '../../../i18n/ui-text';
import { WINDOW_WORDS } from './setup-words';

const KIND_ORDER: readonly DeskWindowKind[] = ['call', 'missedCall', 'give', 'wish', 'swapRight', 'swapAnnounced', 'skip'];

/** One open window in words. */
export function windowWords(setup: DeskSetup, w: DeskWindow, locale: Locale = 'en'): string {
  const t = WINDOW_WORDS[locale];
  const who = setup.players[w.seat] ?? t.seat(w.seat + 1);
  switch (w.kind) {
    case 'call':
      return w.called ? t.called(who) : t.mustCall(who);
    case 'missedCall':
      return t.missedCall(who);
    case 'give':
      return t.give(who);
    case 'wish':
      return t.wish(who);
    case 'swapRight':
      return w.nines === 2 ? t.nameTwo(who) : t.announce(who);
    case 'swapAnnounced':
      return t.announced(who, setup.players[w.target] ?? '?');
    case 'skip':
      return w.by === 'eight' ? t.skipEight(who) : t.skipSevens(who, w.sevens);
  }
}

/** The choices for one new window: what kind, whose, and the details that kind needs. */
function AddWindow({ setup, onChange, idBase }: { setup: DeskSetup; onChange: (s: DeskSetup) => void; idBase: string }) {
  const t = useUiText(WINDOW_WORDS);
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
      <Segmented id={`${idBase}-wkind`} label={t.whatIsOpen} choices={KIND_ORDER.map((k) => ({ value: k, label: t.kinds[k] }))} value={kind} onChange={setKind} />
      <Segmented
        id={`${idBase}-wseat`}
        label={kind === 'missedCall' ? t.whoMissed : kind === 'skip' ? t.whoSkipped : t.whose}
        choices={setup.players.map((p, s) => ({ value: s, label: p }))}
        value={owner}
        onChange={setSeat}
      />
      {kind === 'call' && (
        <label class="gd-check">
          <input type="checkbox" checked={called} onChange={(e) => setCalled((e.currentTarget as HTMLInputElement).checked)} /> {t.hasCalled}
        </label>
      )}
      {kind === 'swapRight' && (
        <Segmented<1 | 2>
          id={`${idBase}-wnines`}
          label={t.after}
          choices={[
            { value: 1, label: t.oneNine },
            { value: 2, label: t.twoNines },
          ]}
          value={nines}
          onChange={setNines}
        />
      )}
      {kind === 'swapAnnounced' && <Segmented id={`${idBase}-wtarget`} label={t.with} choices={others} value={swapTarget} onChange={setTarget} />}
      {kind === 'skip' && <SkipChoices idBase={idBase} by={by} onBy={setBy} sevens={sevens} onSevens={setSevens} />}
      <div class="gd-row">
        <button type="button" class="gd-button gd-button--primary" onClick={() => onChange(withWindow(setup, window()))}>
          {t.add}
        </button>
      </div>
    </div>
  );
}

function SkipChoices({ idBase, by, onBy, sevens, onSevens }: { idBase: string; by: 'eight' | 'sevens'; onBy: (b: 'eight' | 'sevens') => void; sevens: number; onSevens: (n: number) => void }) {
  const t = useUiText(WINDOW_WORDS);
  return (
    <>
      <Segmented<'eight' | 'sevens'>
        id={`${idBase}-wby`}
        label={t.skippedBy}
        choices={[
          { value: 'eight', label: t.anEight },
          { value: 'sevens', label: t.sevens },
        ]}
        value={by}
        onChange={onBy}
      />
      {by === 'sevens' && (
        <Stepper id={`${idBase}-wsevens`} label={t.howMany} unit={t.sevensUnit} value={sevens} max={MAX_SKIP_SEVENS} onChange={(v) => onSevens(Math.max(1, v))} />
      )}
    </>
  );
}

export function WindowsForm({ setup, onChange, idBase }: { setup: DeskSetup; onChange: (s: DeskSetup) => void; idBase: string }) {
  const locale = useLocale();
  const t = WINDOW_WORDS[locale];
  return (
    <section class="gd-box" aria-labelledby={`${idBase}-windows`}>
      <h2 class="gd-heading" id={`${idBase}-windows`}>
        {t.heading}
      </h2>
      <p class="gd-hint">{t.hint}</p>
      {setup.windows.length === 0 ? (
        <p class="gd-hint">{t.noneYet}</p>
      ) : (
        <ul class="gd-lines" aria-label={t.heading}>
          {setup.windows.map((w, i) => (
            <li key={`${w.kind}-${w.seat}`} class="gd-row">
              <span>{windowWords(setup, w, locale)}</span>
              <button type="button" class="gd-button" onClick={() => onChange(withoutWindow(setup, i))}>
                {t.remove}
                <span class="gd-sr">: {windowWords(setup, w, locale)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <details class="gd-details" open>
        <summary>{t.addOne}</summary>
        <AddWindow setup={setup} onChange={onChange} idBase={idBase} />
      </details>
    </section>
  );
}
