/**
 * 2.1: two buttons choosing the faces every SENS card on the page is drawn
 * with, Bavarian (the sheet's pack) or French. The choice is remembered
 * (pack-choice.ts). Each button is 44 px high and says its state (aria-pressed).
 */
import { PACKS, type Pack } from './card-face';
import { setPack, usePack } from './pack-choice';
import './card.css';

const LABEL: Record<Pack, string> = { bavarian: 'Bavarian', french: 'French' };

export function PackToggle({ pack: given }: { pack?: Pack }) {
  const stored = usePack();
  const pack = given ?? stored;
  return (
    <div class="sens-packs" role="group" aria-label="Card faces">
      <span class="sens-packs__label" aria-hidden="true">
        Cards
      </span>
      {PACKS.map((p) => (
        <button key={p} type="button" class="sens-packs__button" aria-pressed={pack === p ? 'true' : 'false'} onClick={() => setPack(p)}>
          {LABEL[p]}
        </button>
      ))}
    </div>
  );
}

export default PackToggle;
