/**
 * The reader's seat: their hand as buttons (a tap lays the card with the
 * action hand, 2.6; with "Pick several" or the digit keys the cards are picked
 * first and laid together as a packet, 6.1), a ✓ on what is lawful now, their
 * Marke (face down even to them, 2.8) and debts, the chips for calls, the
 * Marke, wishes, gives and swaps, complaints against the bots, "What could
 * I do?", and the reader's own open windows with their deadlines.
 */
import { useEffect, useRef } from 'preact/hooks';
import { Citation } from '../../../components/sandbox/Citation';
import type { GressAction } from '../../../../engine/gress/types';
import { ActionChips } from '../ActionChips';
import { CardBack } from '../cards/CardBack';
import { CardFace } from '../cards/CardFace';
import type { CardButtonView } from '../table-play';
import type { ReaderView } from './reader-view';
import { withBase } from '../../../base-path';
import { useLocale, useUiText } from '../../../i18n/ui-text';
import { inEdition } from '../../../i18n/editions';
import { PLAY_WORDS } from '../play-words';
import { PLAY_TEXT } from './play-text';
import { Mark } from '../../../components/marks/Mark';

export const READER_CARD_SIZE = 48;

export interface ReaderSeatProps {
  readonly view: ReaderView;
  readonly picking: boolean;
  readonly onCard: (card: CardButtonView) => void;
  readonly onTogglePick: () => void;
  readonly onPlayPicked: () => void;
  readonly onAction: (action: GressAction) => void;
  readonly complainOpen: boolean;
  readonly onToggleComplain: () => void;
  /** "What could I do?" (the list shows below the table). */
  readonly hintsOpen: boolean;
  readonly onToggleHints: () => void;
}

/** Name, badges and the Marke (face down even to its owner, 2.8). */
function SeatHead({ view }: { view: ReaderView }) {
  const t = useUiText(PLAY_TEXT);
  const me = view.me;
  return (
    <div class="gp-me__head">
      <h2 class="gp-me__name">
        {t.you} <span class="gp-me__as">({me.name})</span>
      </h2>
      {me.isToMove && (
        <span class="gs-badge gs-badge--to-move">
          <Mark kind="turn" />
          {t.yourMoveBadge}
        </span>
      )}
      {me.isDealer && <span class="gs-badge gs-badge--dealer">{t.dealer}</span>}
      {me.skipped && <span class="gs-badge gs-badge--skipped">{t.skipped}</span>}
      {me.swap && <span class="gs-badge gs-badge--swap">↔ {t.swapWith(me.swap.partnerName)}</span>}
      {me.isWinner && (
        <span class="gs-badge gs-badge--winner">
          <Mark kind="star" />
          {t.out}
        </span>
      )}
      <span class="gp-me__marke">
        {me.marke.state === 'face-down' ? (
          <>
            <CardBack size={16} label={t.yourMarke} /> {t.marke}
          </>
        ) : (
          <span class="gs-muted">{t.markeTaken}</span>
        )}
      </span>
    </div>
  );
}

/**
 * What the reader owes (4.12) and their open windows with their deadlines,
 * beside the seat rather than in it: on a phone the seat is pinned to the
 * bottom of the screen, and a pinned seat that grows moves the hand, so
 * what comes and goes with the game stays out of it (play.css shows these
 * notes above the pinned seat on a phone, below it on a wide screen).
 */
function SeatNotes({ view }: { view: ReaderView }) {
  const t = useUiText(PLAY_TEXT);
  const me = view.me;
  if (me.debts.length === 0 && view.windows.length === 0) return null;
  return (
    <div class="gp-me__notes">
      {me.debts.length > 0 && (
        <p class="gp-me__debts">
          {t.youOwe(view.owed)}
          {me.debts.map((d, i) => (
            <span key={`${d.event}-${d.paragraph.number}`}>
              {i > 0 && ', '}
              <Citation citation={d.paragraph} />
            </span>
          ))}
          {t.tapDraw}
        </p>
      )}
      {view.windows.length > 0 && (
        <ul class="gp-me__windows" aria-label={t.yourWindows}>
          {view.windows.map((w) => (
            <li key={w.id}>
              {w.subject === me.name ? t.you : w.subject} {w.predicate} (<Citation citation={w.paragraph} />), {w.closing}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The reader's cards as buttons: a tap lays one, or picks it for a packet; ✓ on what is lawful now, the digit that picks it. */
function HandCards({ view, picking, onCard }: Pick<ReaderSeatProps, 'view' | 'picking' | 'onCard'>) {
  const t = useUiText(PLAY_TEXT);
  const words = useUiText(PLAY_WORDS);
  const n = view.hand.cards.length;
  if (n === 0) return <p class="gp-me__empty">{t.noCards}</p>;
  return (
    <ul class={`gp-hand${picking ? ' gp-hand--picking' : ''}`} aria-label={t.yourHand(n)}>
      {view.hand.cards.map((c, i) => (
        <li key={c.key}>
          <button
            type="button"
            class={`gs-play__card gp-card${c.lawful ? ' gs-play__card--lawful' : ''}${c.order !== null ? ' gs-play__card--chosen' : ''}`}
            data-lawful={c.lawful ? 'true' : 'false'}
            data-card={c.id}
            aria-pressed={picking ? (c.order !== null ? 'true' : 'false') : undefined}
            aria-keyshortcuts={i < 9 ? String(i + 1) : undefined}
            onClick={() => onCard(c)}
          >
            <span class="gs-sr">
              {picking ? c.label : words.withoutSeat(c.label)}
              {c.lawful ? t.lawful : ''}
              {c.order !== null ? t.ofPacket(c.order) : ''}
            </span>
            <CardFace card={c.card} size={READER_CARD_SIZE} label="" />
            {c.lawful && (
              <span class="gs-play__mark">
                <Mark kind="check" space={false} />
              </span>
            )}
            {c.order !== null ? (
              <span class="gs-play__order" aria-hidden="true">
                {c.order}
              </span>
            ) : (
              i < 9 && (
                <span class="gp-card__key" aria-hidden="true">
                  {i + 1}
                </span>
              )
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Pick several (a packet, 6.1), lay the picked cards, complain, and "What could I do?". */
function SeatTools(props: ReaderSeatProps) {
  const t = useUiText(PLAY_TEXT);
  const words = useUiText(PLAY_WORDS);
  const { view, picking } = props;
  const packet = view.hand.packet;
  return (
    <div class="gp-me__tools">
      {view.hand.cards.length >= 2 && (
        <button type="button" class="gs-button" aria-pressed={picking ? 'true' : 'false'} onClick={props.onTogglePick}>
          {t.pickSeveral}
        </button>
      )}
      {picking && packet && (
        <button
          type="button"
          class={`gs-button gp-me__lay${packet.lawful ? ' gs-packet__play--lawful' : ''}`}
          data-lawful={packet.lawful ? 'true' : 'false'}
          disabled={packet.action === null}
          onClick={props.onPlayPicked}
          aria-keyshortcuts="Enter"
        >
          {words.layCards(view.hand.packet?.action?.type === 'play' ? view.hand.packet.action.cards.length : 0)}
          <span class="gs-sr"> {packet.detail}</span>
          {packet.lawful && <> <Mark kind="check" space={false} /></>}
        </button>
      )}
      <button type="button" class="gs-button" aria-expanded={props.complainOpen ? 'true' : 'false'} onClick={props.onToggleComplain} aria-keyshortcuts="K">
        {t.complain}
      </button>
      <button type="button" class="gs-button" aria-expanded={props.hintsOpen ? 'true' : 'false'} onClick={props.onToggleHints} aria-keyshortcuts="H">
        {t.whatCould}
      </button>
    </div>
  );
}

export function ReaderSeat(props: ReaderSeatProps) {
  const t = useUiText(PLAY_TEXT);
  const { view, picking, onAction, complainOpen } = props;
  const me = view.me;
  return (
    <>
      <section class={`gp-me${me.isToMove ? ' gp-me--to-move' : ''}`} aria-label={t.yourSeat(me.name)}>
        <SeatHead view={view} />
        <HandCards view={view} picking={picking} onCard={props.onCard} />
        <SeatTools {...props} />
        {picking && <p class="gs-hint">{t.pickOrder}</p>}
        {complainOpen && <ComplaintMenu view={view} onAction={onAction} />}
        <ActionChips view={view.chips} onAction={onAction} />
      </section>
      <SeatNotes view={view} />
    </>
  );
}

/** 8.2, 10.5, 10.7: a complaint against any bot; in practice a ✓ where there is something to complain about (an unfounded one costs two cards). */
function ComplaintMenu({ view, onAction }: { view: ReaderView; onAction: (action: GressAction) => void }) {
  const t = useUiText(PLAY_TEXT);
  const locale = useLocale();
  const cite = (n: string) => withBase(inEdition(`/gress/r/${n}`, locale));
  const root = useRef<HTMLDivElement>(null);
  // Opened (by the button or K), the menu takes focus, so the keyboard lands on its first choice.
  useEffect(() => root.current?.querySelector('button')?.focus(), []);
  return (
    <div class="gp-complain" role="group" aria-label={t.complainAbout} ref={root}>
      <p class="gs-hint">
        {t.complaintCost}
        <a class="gs-cite" href={cite('10.5')}>10.5</a>, <a class="gs-cite" href={cite('8.2')}>8.2</a>, <a class="gs-cite" href={cite('10.7')}>10.7</a>).
      </p>
      <ul class="gp-complain__list">
        {view.complaints.map((c) => (
          <li key={c.seat} class="gp-complain__seat">
            <span class="gp-complain__name">{c.name}:</span>
            {c.choices.map((choice) => (
              <button
                key={choice.key}
                type="button"
                class={`gs-button gp-complain__choice${choice.founded ? ' gp-complain__choice--founded' : ''}`}
                data-founded={choice.founded ? 'true' : 'false'}
                onClick={() => onAction(choice.action)}
              >
                {choice.short}
                <span class="gs-sr">
                  {t.of(c.name)}
                  {choice.founded ? t.somethingThere : ''}
                </span>
                {choice.founded && <> <Mark kind="check" space={false} /></>}
              </button>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
