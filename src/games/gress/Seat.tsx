/**
 * One seat at the table, as a labelled group so a screen reader hears
 * "Seat 2: Ben, to move, 5 cards" before the details: name and badges, the
 * hand (face up, or backs when the reader hides hands; a laid-down hand is
 * always face up: 9.3), the Marke (always face down: 2.8), readiness during
 * the deal (3.5), take debts with their event (4.12), and notes with their
 * paragraph: swap partner (5.5, 6.3), skipped (5.7, 6.5), unpaid cards (10.2).
 * Once counted, the seat shows its penalty points (9.4). In play mode a
 * face-up hand is a row of buttons (PlayHand.tsx), with "Select several" in
 * the seat's head for packets.
 */
import { CardBack } from './cards/CardBack';
import { CardFace } from './cards/CardFace';
import { formatCard } from '../../../engine/core/cards';
import { Citation } from '../../components/sandbox/Citation';
import type { MarkeView, SeatNoteView, SeatView } from './view-model';
import { PacketBar, PlayHand, SelectToggle, type SeatPlay } from './PlayHand';
import { useUiText } from '../../i18n/ui-text';
import { TABLE_TEXT } from './table-text';
import { Mark } from '../../components/marks/Mark';

export const HAND_CARD_SIZE = 44;
export const MARKE_SIZE = 34;
export const MARKE_INLINE_SIZE = 16;

function Hand({ seat, showHands, play }: { seat: SeatView; showHands: boolean; play: SeatPlay | null }) {
  const t = useUiText(TABLE_TEXT);
  const n = seat.hand.length;
  const count = t.cards(n);
  if (n === 0) return <p class="gs-hand gs-hand--empty">{t.noCards}</p>;
  if (play) return <PlayHand play={play} label={seat.handOpen ? t.handOpen(count) : t.hand(count)} />;
  if (!showHands && !seat.handOpen) {
    return (
      <div class="gs-hand" role="img" aria-label={t.handDown(count)}>
        {seat.hand.map((_, i) => (
          <span class="gs-hand__card" key={i}>
            <CardBack size={HAND_CARD_SIZE} decorative />
          </span>
        ))}
      </div>
    );
  }
  return (
    <ul
      class={`gs-hand${seat.handOpen ? ' gs-hand--open' : ''}`}
      aria-label={seat.handOpen ? t.handOpen(count) : t.hand(count)}
    >
      {seat.hand.map((c, i) => (
        <li class="gs-hand__card" key={`${formatCard(c)}-${i}`}>
          <CardFace card={c} size={HAND_CARD_SIZE} />
        </li>
      ))}
    </ul>
  );
}

/** `inline`: small, in the seat's head (play mode), so the hand's card buttons get the seat's whole width. */
function Marke({ marke, owner, inline = false }: { marke: MarkeView; owner: string; inline?: boolean }) {
  const t = useUiText(TABLE_TEXT);
  return (
    <div class={`gs-marke${inline ? ' gs-marke--inline' : ''}`}>
      <span class="gs-label" aria-hidden={marke.state === 'face-down' ? 'true' : undefined}>
        {t.marke}
      </span>
      {marke.state === 'face-down' ? (
        <CardBack size={inline ? MARKE_INLINE_SIZE : MARKE_SIZE} label={t.markeOf(owner)} />
      ) : (
        <span class="gs-marke__none">{marke.state === 'taken' ? t.taken : t.notDealt}</span>
      )}
    </div>
  );
}

/**
 * `play`: the seat's hand in play mode, or null when its cards are not buttons (stepping through, hands hidden, a phase without plays).
 * `turn`: where the seat comes from the seat to move, for layouts that list the seats from it (--gs-turn).
 */
/** What a seat's badges only hint at, each with its paragraph: a swap, a skip, an unpaid debt (notes), and its take debts. */
function SeatNotes({ seat }: { seat: SeatView }) {
  const t = useUiText(TABLE_TEXT);
  const notes = [seat.swap, seat.skipped, seat.unpaid].filter((n): n is SeatNoteView => n !== null);
  return (
    <>
        {notes.length > 0 && (
          <ul class="gs-notes" aria-label={t.notes}>
            {notes.map((n) => (
              <li key={n.badge} class={`gs-note gs-note--${n.badge}`}>
                {n.text} (<Citation citation={n.paragraph} />)
              </li>
            ))}
          </ul>
        )}
        {seat.debts.length > 0 && (
          <ul class="gs-debts" aria-label={t.takeDebts}>
            {seat.debts.map((d) => (
              <li key={`${d.event}-${d.paragraph.number}`}>
                {t.owes(d.cards, d.event)}
                <Citation citation={d.paragraph} />)
              </li>
            ))}
          </ul>
        )}
    </>
  );
}

export function Seat({ seat, showHands, play = null, turn }: { seat: SeatView; showHands: boolean; play?: SeatPlay | null; turn?: number }) {
  const t = useUiText(TABLE_TEXT);
  const playing = play !== null && (showHands || seat.handOpen) ? play : null;
  const classes = [
    'gs-seat',
    seat.isToMove && 'gs-seat--to-move',
    seat.isWinner && 'gs-seat--winner',
    seat.swap && 'gs-seat--swap',
    seat.skipped && 'gs-seat--skipped',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      class={classes}
      role="group"
      aria-label={seat.label}
      data-seat={seat.seat}
      data-row={seat.slot.row}
      data-col={seat.slot.col}
      style={turn === undefined ? undefined : { '--gs-turn': String(turn) }}
    >
      <div class="gs-seat__head">
        <span class="gs-seat__name">{seat.name}</span>
        {seat.isDealer && <span class="gs-badge gs-badge--dealer">{t.dealer}</span>}
        {seat.isToMove && (
          <span class="gs-badge gs-badge--to-move">
            <Mark kind="turn" />
            {t.toMove}
          </span>
        )}
        {seat.isWinner && (
          <span class="gs-badge gs-badge--winner">
            <Mark kind="star" />
            {t.winner}
          </span>
        )}
        {seat.swap && (
          <span class="gs-badge gs-badge--swap">
            <span aria-hidden="true">↔ </span>
            {seat.swap.badge}
          </span>
        )}
        {seat.skipped && (
          <span class="gs-badge gs-badge--skipped">{seat.skipped.badge}</span>
        )}
        {seat.laidDown && <span class="gs-badge gs-badge--laid-down">{t.laidDown}</span>}
        {seat.pointsLabel !== null && <span class="gs-badge gs-badge--points">{seat.pointsLabel}</span>}
        {seat.ready !== null && (
          <span class={`gs-badge gs-badge--${seat.ready ? 'ready' : 'not-ready'}`}>
            {seat.ready ? t.ready : t.notReady}
          </span>
        )}
        {playing && <Marke marke={seat.marke} owner={seat.name} inline />}
        {playing && playing.hand.canSelect && <SelectToggle play={playing} name={seat.name} />}
      </div>
      <div class="gs-seat__body">
        <Hand seat={seat} showHands={showHands} play={playing} />
        {!playing && <Marke marke={seat.marke} owner={seat.name} />}
      </div>
      {playing && <PacketBar play={playing} />}
      <SeatNotes seat={seat} />
    </div>
  );
}
