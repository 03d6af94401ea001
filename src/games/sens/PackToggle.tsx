/**
 * 2.1: two buttons choosing the faces every SENS card on the page is drawn
 * with, Bavarian (the sheet's pack) or French. The choice is remembered
 * (pack-choice.ts). Each button is 44 px high and says its state (aria-pressed).
 */
import { uiText, useUiText } from '../../i18n/ui-text';
import { PACKS, type Pack } from './card-face';
import { setPack, usePack } from './pack-choice';
import './card.css';

const TEXT = uiText({
  en: { pack: { bavarian: 'Bavarian', french: 'French' } as Record<Pack, string>, faces: 'Card faces', cards: 'Cards' },
  de: { pack: { bavarian: 'Bayerisch', french: 'Französisch' }, faces: 'Kartenbild', cards: 'Karten' },
});

export function PackToggle({ pack: given }: { pack?: Pack }) {
  const t = useUiText(TEXT);
  const stored = usePack();
  const pack = given ?? stored;
  return (
    <div class="sens-packs" role="group" aria-label={t.faces}>
      <span class="sens-packs__label" aria-hidden="true">
        {t.cards}
      </span>
      {PACKS.map((p) => (
        <button key={p} type="button" class="sens-packs__button" aria-pressed={pack === p ? 'true' : 'false'} onClick={() => setPack(p)}>
          {t.pack[p]}
        </button>
      ))}
    </div>
  );
}

export default PackToggle;
