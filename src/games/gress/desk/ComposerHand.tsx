/**
 * The actor's known cards as buttons: a tap enters laying that card (with
 * the action hand, or the holding hand when chosen, 10.3), marked ✓ when
 * lawful now; with "Several cards at once" the taps pick a packet (6.1),
 * entered by its own button. Unknown cards are not offered: nobody can name them.
 */
import type { GressAction } from '../../../../engine/gress/types';
import { actionKey } from '../play-model';
import { faceOf, faceText, isRedFace } from './card-places';
import type { Composer } from './use-composer';
import { useLocale, useUiText } from '../../../i18n/ui-text';
import { COMPOSER_WORDS } from './composer-words';
import { MODEL_WORDS } from '../play-model-words';

function CardButton({ c, id, name }: { c: Composer; id: string; name: string }) {
  const single: GressAction = { type: 'play', seat: c.seat, cards: [id], hand: c.hand };
  const lawful = !c.packet && c.lawfulKeys.has(actionKey(single));
  const on = c.picked.includes(id);
  const w = useUiText(COMPOSER_WORDS);
  return (
    <button
      type="button"
      class={`gd-card${isRedFace(faceOf(id)) ? ' gd-card--red' : ''}${on ? ' gd-card--on' : ''}`}
      data-play={id}
      data-lawful={lawful ? 'true' : 'false'}
      {...(c.packet ? { 'aria-pressed': on ? 'true' : 'false' } : {})}
      disabled={c.closed}
      onClick={() => (c.packet ? c.togglePicked(id) : c.act(single))}
    >
      <span aria-hidden="true">{faceText(faceOf(id))}</span>
      <span class="gd-sr">
        {c.packet ? name : w.plays(c.name, name)}
        {lawful ? w.lawful : ''}
      </span>
      {lawful && (
        <span class="gd-card__lawful" aria-hidden="true">
          ✓
        </span>
      )}
    </button>
  );
}

function PacketRow({ c }: { c: Composer }) {
  const w = useUiText(COMPOSER_WORDS);
  return (
    <div class="gd-row">
      <label class="gd-check">
        <input type="checkbox" checked={c.packet} onChange={(e) => c.setPacket((e.currentTarget as HTMLInputElement).checked)} /> {w.severalToggle}
      </label>
      {c.packet && (
        <button
          type="button"
          class="gd-button gd-button--primary"
          disabled={c.picked.length < 2 || c.closed}
          onClick={() => c.act({ type: 'play', seat: c.seat, cards: [...c.picked], hand: c.hand })}
        >
          {w.layPacket(c.picked.length >= 2 ? c.picked.map((id) => faceText(faceOf(id))).join('+') : null)}
        </button>
      )}
    </div>
  );
}

export function ComposerHand({ c, idBase }: { c: Composer; idBase: string }) {
  const locale = useLocale();
  const w = COMPOSER_WORDS[locale];
  if (!c.playable) return null;
  const unknown = c.hidden === 0 ? '' : w.unknownHidden(c.hidden);
  return (
    <div class="gd-field" role="group" aria-labelledby={`${idBase}-lay`}>
      <span class="gd-label" id={`${idBase}-lay`}>
        {c.packet ? w.laysSeveral(c.name) : w.laysOne(c.name)}
      </span>
      {c.known.length === 0 ? (
        <p class="gd-hint">
          {w.noKnown(c.name)} {unknown}
        </p>
      ) : (
        <>
          <div class="gd-cards">
            {c.known.map(({ id, card }) => (
              <CardButton key={id} c={c} id={id} name={MODEL_WORDS[locale].card(card)} />
            ))}
          </div>
          {unknown && <p class="gd-hint">{unknown}</p>}
        </>
      )}
      {c.known.length >= 2 && <PacketRow c={c} />}
    </div>
  );
}
