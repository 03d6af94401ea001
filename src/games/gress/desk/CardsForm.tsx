/**
 * Where the cards lie: choose a target (a player's hand, the top of the play
 * pile, the cards under it, the top of the draw pile), then tap faces in the
 * grid. Per hand: unknown cards, the Marke and debts; for the top card: who
 * laid it, what it counted as, a wished suit on a Jack, and whether it has
 * only just landed (then laying it is the first action, to be judged).
 */
import { SUITS, type Suit } from '../../../../engine/core/cards';
import { CardGrid } from './CardGrid';
import { cardsAt, faceOf, faceText, tapFace, targetWords, type CardTarget } from './card-places';
import { Segmented, Stepper } from './controls';
import { atSeat, MAX_DESK_DEBT, MAX_UNKNOWN, withCount, type DeskSetup, type TopAs } from './desk-setup';

export type TargetKey = `hand-${number}` | 'top' | 'beneath' | 'drawTop';

export function targetOf(key: TargetKey): CardTarget {
  return key.startsWith('hand-') ? { kind: 'hand', seat: Number(key.slice(5)) } : { kind: key as 'top' | 'beneath' | 'drawTop' };
}

const AS_WORDS: Record<TopAs, string> = { move: 'a move', throw: 'a throw', foul: 'a wrong card (foul)' };

export function CardsForm({
  setup,
  onChange,
  target,
  onTarget,
  notice,
  onNotice,
  idBase,
}: {
  setup: DeskSetup;
  onChange: (s: DeskSetup) => void;
  target: TargetKey;
  onTarget: (t: TargetKey) => void;
  notice: string | null;
  onNotice: (n: string | null) => void;
  idBase: string;
}) {
  const t = targetOf(target);
  const cards = cardsAt(setup, t);
  const seat = t.kind === 'hand' ? t.seat : null;
  const tap = (face: string) => {
    const r = tapFace(setup, t, face);
    if (r.ok) {
      onChange(r.setup);
      onNotice(null);
    } else onNotice(r.message);
  };
  const contents = cards.length === 0 ? 'no cards chosen' : cards.map(faceOf).map(faceText).join(' ');
  const unknownText = seat !== null && setup.unknown[seat] > 0 ? ` and ${setup.unknown[seat]} unknown` : '';
  const topIsJack = setup.top !== null && faceOf(setup.top)[0] === 'J';
  return (
    <section class="gd-box" aria-labelledby={`${idBase}-cards`}>
      <h2 class="gd-heading" id={`${idBase}-cards`}>
        Cards
      </h2>
      <p class="gd-hint">
        Choose where cards go, then tap them. A hand can hold just the cards that matter: say how many others it has under
        "unknown cards".
      </p>
      <Segmented
        id={`${idBase}-target`}
        label="Put cards in"
        choices={[
          ...setup.players.map((p, s) => ({ value: `hand-${s}` as TargetKey, label: p, more: 'hand' })),
          { value: 'top' as TargetKey, label: 'Top card' },
          { value: 'beneath' as TargetKey, label: 'Under the top' },
          { value: 'drawTop' as TargetKey, label: 'Draw pile' },
        ]}
        value={target}
        onChange={(v) => {
          onTarget(v);
          onNotice(null);
        }}
      />
      <p class="gd-notice" id={`${idBase}-contents`} aria-live="polite">
        <strong>{targetWords(setup, t).replace(/^the /, 'The ')}:</strong> {contents}
        {unknownText}
        {t.kind === 'beneath' && cards.length > 0 ? ' (the first is directly under the top card)' : ''}
        {t.kind === 'drawTop' && cards.length > 0 ? ' (the first is drawn first; the rest of the packs follow)' : ''}
      </p>
      {seat !== null && (
        <div class="gd-extras">
          <Stepper
            id={`${idBase}-unknown`}
            label="Unknown cards"
            unit={`unknown cards in ${setup.players[seat]}'s hand`}
            value={setup.unknown[seat]}
            max={MAX_UNKNOWN}
            onChange={(v) => onChange({ ...setup, unknown: withCount(setup.unknown, seat, v, MAX_UNKNOWN) })}
          />
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
            unit={`cards ${setup.players[seat]} owes`}
            value={setup.debts[seat]}
            max={MAX_DESK_DEBT}
            onChange={(v) => onChange({ ...setup, debts: withCount(setup.debts, seat, v, MAX_DESK_DEBT) })}
          />
        </div>
      )}
      {t.kind === 'top' && (
        <div class="gd-extras">
          <Segmented
            id={`${idBase}-top-by`}
            label="Laid by"
            choices={setup.players.map((p, s) => ({ value: s, label: p }))}
            value={setup.topBy}
            onChange={(s) => onChange({ ...setup, topBy: s })}
          />
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
          <label class="gd-check">
            <input
              type="checkbox"
              checked={setup.justLaid}
              onChange={(e) => onChange({ ...setup, justLaid: (e.currentTarget as HTMLInputElement).checked })}
            />
            It has only just landed: judge it as the first action (it can still be taken back, 10.4)
          </label>
          {setup.justLaid && (
            <p class="gd-hint">
              Everything else on this page then describes the table just before the card: the player's hand without it, who
              was to move, throws, debts and windows. Taking a wrong card back is free only if it would have fitted just
              before another player's last card (10.4): to judge that, set up the table before that card as well and enter it
              as an action too.
            </p>
          )}
        </div>
      )}
      <CardGrid setup={setup} target={t} onTap={tap} label={`Cards for ${targetWords(setup, t)}`} />
      {notice && (
        <p class="gd-error" role="alert">
          {notice}
        </p>
      )}
    </section>
  );
}
