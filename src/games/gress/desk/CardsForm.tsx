/**
 * Where the cards lie: choose a target (a player's hand, the top of the play
 * pile, the cards under it, the top of the draw pile), then tap faces in the
 * grid; what the target holds is said right above the grid. The target's
 * other questions (unknown cards, Marke, debts; how the top card was laid)
 * are in CardExtras.tsx, folded where they are rarely needed.
 */
import { CardGrid } from './CardGrid';
import { HandMarke, HandUnknown, TopExtras } from './CardExtras';
import { cardsAt, faceOf, faceText, tapFace, targetWords, type CardTarget } from './card-places';
import { Segmented } from './controls';
import type { DeskSetup } from './desk-setup';

export type TargetKey = `hand-${number}` | 'top' | 'beneath' | 'drawTop';

export function targetOf(key: TargetKey): CardTarget {
  return key.startsWith('hand-') ? { kind: 'hand', seat: Number(key.slice(5)) } : { kind: key as 'top' | 'beneath' | 'drawTop' };
}

export interface CardsFormProps {
  readonly setup: DeskSetup;
  readonly onChange: (s: DeskSetup) => void;
  readonly target: TargetKey;
  readonly onTarget: (t: TargetKey) => void;
  readonly notice: string | null;
  readonly onNotice: (n: string | null) => void;
  readonly idBase: string;
}

/** "Ana's hand: 7♠ 7♣ and 3 unknown", with what the order of a pile means. */
function contentsWords(setup: DeskSetup, t: CardTarget): string {
  const cards = cardsAt(setup, t);
  const contents = cards.length === 0 ? 'no cards chosen' : cards.map(faceOf).map(faceText).join(' ');
  const unknown = t.kind === 'hand' && setup.unknown[t.seat] > 0 ? ` and ${setup.unknown[t.seat]} unknown` : '';
  const order =
    cards.length === 0 ? '' : t.kind === 'beneath' ? ' (the first is directly under the top card)' : t.kind === 'drawTop' ? ' (the first is drawn first; the rest of the packs follow)' : '';
  return `${contents}${unknown}${order}`;
}

export function CardsForm({ setup, onChange, target, onTarget, notice, onNotice, idBase }: CardsFormProps) {
  const t = targetOf(target);
  const tap = (face: string) => {
    const r = tapFace(setup, t, face);
    if (r.ok) {
      onChange(r.setup);
      onNotice(null);
    } else onNotice(r.message);
  };
  return (
    <section class="gd-box" aria-labelledby={`${idBase}-cards`}>
      <h2 class="gd-heading" id={`${idBase}-cards`}>
        Cards
      </h2>
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
        <strong>{targetWords(setup, t).replace(/^the /, 'The ')}:</strong> {contentsWords(setup, t)}
      </p>
      {t.kind === 'hand' && <HandUnknown setup={setup} onChange={onChange} idBase={idBase} seat={t.seat} />}
      {t.kind === 'top' && <TopExtras setup={setup} onChange={onChange} idBase={idBase} />}
      {notice && (
        <p class="gd-error" role="alert">
          {notice}
        </p>
      )}
      <CardGrid setup={setup} target={t} onTap={tap} label={`Cards for ${targetWords(setup, t)}`} />
      {t.kind === 'hand' && <HandMarke setup={setup} onChange={onChange} idBase={idBase} seat={t.seat} />}
    </section>
  );
}
