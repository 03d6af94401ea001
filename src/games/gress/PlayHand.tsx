/**
 * A hand in play mode: every card is a button that lays it as its player
 * (table-play.ts), marked ✓ when that is lawful now. While the reader selects
 * several (the seat's "Select several" toggle, or shift-click), a tap adds
 * the card to the packet instead, numbered in the order it goes down (1 is
 * the bottom card, which decides a packet: 6.2, 6.4), and "Play N cards"
 * lays them. Names come from the buttons' own text; the pictures are hidden.
 */
import { CardFace } from './cards/CardFace';
import type { CardButtonView, HandPlayView } from './table-play';
import { useUiText } from '../../i18n/ui-text';
import { TABLE_TEXT } from './table-text';
import { Mark } from '../../components/marks/Mark';

export const PLAY_CARD_SIZE = 44;

/** What a seat does in play mode (PlayTable hands it to the seat). */
export interface SeatPlay {
  readonly hand: HandPlayView;
  /** A card was tapped; `extend` when shift was held (start or grow a packet). */
  readonly onCard: (card: CardButtonView, extend: boolean) => void;
  readonly onToggleSelect: () => void;
  readonly onPlayPacket: () => void;
}

export function PlayHand({ play, label }: { play: SeatPlay; label: string }) {
  const t = useUiText(TABLE_TEXT);
  const { hand } = play;
  return (
    <ul class={`gs-hand gs-hand--play${hand.selecting ? ' gs-hand--selecting' : ''}`} aria-label={label}>
      {hand.cards.map((c) => (
        <li class="gs-hand__card" key={c.key}>
          <button
            type="button"
            class={`gs-play__card${c.lawful ? ' gs-play__card--lawful' : ''}${c.order !== null ? ' gs-play__card--chosen' : ''}`}
            data-lawful={c.lawful ? 'true' : 'false'}
            aria-pressed={hand.selecting ? (c.order !== null ? 'true' : 'false') : undefined}
            onClick={(e) => play.onCard(c, e.shiftKey)}
          >
            <span class="gs-sr">
              {c.label}
              {c.lawful ? t.lawful : ''}
              {c.order !== null ? t.ofPacket(c.order) : ''}
            </span>
            <CardFace card={c.card} size={PLAY_CARD_SIZE} label="" />
            {c.lawful && (
              <span class="gs-play__mark" aria-hidden="true">
                <Mark kind="check" space={false} />
              </span>
            )}
            {c.order !== null && (
              <span class="gs-play__order" aria-hidden="true">
                {c.order}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** "Select several" in the seat's head: a toggle, so keyboard and touch readers can build a packet too. */
export function SelectToggle({ play, name }: { play: SeatPlay; name: string }) {
  const t = useUiText(TABLE_TEXT);
  return (
    <button type="button" class="gs-button gs-seat__select" aria-pressed={play.hand.selecting ? 'true' : 'false'} onClick={play.onToggleSelect}>
      {t.selectSeveral}
      <span class="gs-sr">{t.ofCards(name)}</span>
    </button>
  );
}

/** While selecting: the packet so far and the button that lays it. */
export function PacketBar({ play }: { play: SeatPlay }) {
  const t = useUiText(TABLE_TEXT);
  const packet = play.hand.packet;
  if (!packet) return null;
  return (
    <div class="gs-packet">
      <button
        type="button"
        class={`gs-button gs-packet__play${packet.lawful ? ' gs-packet__play--lawful' : ''}`}
        data-lawful={packet.lawful ? 'true' : 'false'}
        disabled={packet.action === null}
        onClick={play.onPlayPacket}
      >
        {packet.label}
        <span class="gs-sr">
          {' '}
          {packet.detail}
          {packet.lawful ? t.lawful : ''}
        </span>
        {packet.lawful && (
          <span class="gs-packet__mark" aria-hidden="true">
            <Mark kind="check" space={false} />
          </span>
        )}
      </button>
      <p class="gs-hint">{t.packetOrder}</p>
    </div>
  );
}
