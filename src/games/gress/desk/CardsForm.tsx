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
import { useLocale, type Locale } from '../../../i18n/ui-text';
import { SETUP_WORDS } from './setup-words';

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
export function contentsWords(setup: DeskSetup, t: CardTarget, locale: Locale = 'en'): string {
  const w = SETUP_WORDS[locale];
  const cards = cardsAt(setup, t);
  const contents = cards.length === 0 ? w.noneChosen : cards.map(faceOf).map(faceText).join(' ');
  const unknown = t.kind === 'hand' && setup.unknown[t.seat] > 0 ? w.unknownMore(setup.unknown[t.seat]) : '';
  const order = cards.length === 0 ? '' : t.kind === 'beneath' ? w.beneathOrder : t.kind === 'drawTop' ? w.drawOrder : '';
  return `${contents}${unknown}${order}`;
}

export function CardsForm({ setup, onChange, target, onTarget, notice, onNotice, idBase }: CardsFormProps) {
  const locale = useLocale();
  const w = SETUP_WORDS[locale];
  const t = targetOf(target);
  const where = targetWords(setup, t, locale);
  const tap = (face: string) => {
    const r = tapFace(setup, t, face, locale);
    if (r.ok) {
      onChange(r.setup);
      onNotice(null);
    } else onNotice(r.message);
  };
  return (
    <section class="gd-box" aria-labelledby={`${idBase}-cards`}>
      <h2 class="gd-heading" id={`${idBase}-cards`}>
        {w.cards}
      </h2>
      <Segmented
        id={`${idBase}-target`}
        label={w.putIn}
        choices={[
          ...setup.players.map((p, s) => ({ value: `hand-${s}` as TargetKey, label: p, more: w.hand })),
          { value: 'top' as TargetKey, label: w.topCard },
          { value: 'beneath' as TargetKey, label: w.underTop },
          { value: 'drawTop' as TargetKey, label: w.drawPile },
        ]}
        value={target}
        onChange={(v) => {
          onTarget(v);
          onNotice(null);
        }}
      />
      <p class="gd-notice" id={`${idBase}-contents`} aria-live="polite">
        <strong>{w.heading(where)}:</strong> {contentsWords(setup, t, locale)}
      </p>
      {t.kind === 'hand' && <HandUnknown setup={setup} onChange={onChange} idBase={idBase} seat={t.seat} />}
      {t.kind === 'top' && <TopExtras setup={setup} onChange={onChange} idBase={idBase} />}
      {notice && (
        <p class="gd-error" role="alert">
          {notice}
        </p>
      )}
      <CardGrid setup={setup} target={t} onTap={tap} label={w.gridLabel(where)} />
      {t.kind === 'hand' && <HandMarke setup={setup} onChange={onChange} idBase={idBase} seat={t.seat} />}
    </section>
  );
}
