/**
 * The reader's seat: their hand as buttons (a tap lays the card with the
 * action hand, 2.6; with "Pick several" or the digit keys the cards are picked
 * first and laid together as a packet, 6.1), a ✓ on what is lawful now, their
 * Marke (face down even to them, 2.8) and debts, the chips for calls, the
 * Marke, wishes, gives and swaps, complaints against the bots, and the
 * reader's own open windows with their deadlines.
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
}

export function ReaderSeat({ view, picking, onCard, onTogglePick, onPlayPicked, onAction, complainOpen, onToggleComplain }: ReaderSeatProps) {
  const me = view.me;
  const n = view.hand.cards.length;
  return (
    <section class={`gp-me${me.isToMove ? ' gp-me--to-move' : ''}`} aria-label={`Your seat: ${me.name}`}>
      <div class="gp-me__head">
        <h2 class="gp-me__name">
          You <span class="gp-me__as">({me.name})</span>
        </h2>
        {me.isToMove && <span class="gs-badge gs-badge--to-move">▶ your move</span>}
        {me.isDealer && <span class="gs-badge gs-badge--dealer">dealer</span>}
        {me.skipped && <span class="gs-badge gs-badge--skipped">skipped</span>}
        {me.swap && <span class="gs-badge gs-badge--swap">↔ swap with {me.swap.partnerName}</span>}
        {me.isWinner && <span class="gs-badge gs-badge--winner">★ out</span>}
        <span class="gp-me__marke">
          {me.marke.state === 'face-down' ? (
            <>
              <CardBack size={16} label="Your Marke, face down" /> Marke
            </>
          ) : (
            <span class="gs-muted">Marke taken</span>
          )}
        </span>
      </div>
      {me.debts.length > 0 && (
        <p class="gp-me__debts">
          You owe {view.owed} (
          {me.debts.map((d, i) => (
            <span key={`${d.event}-${d.paragraph.number}`}>
              {i > 0 && ', '}
              <Citation citation={d.paragraph} />
            </span>
          ))}
          ): tap the draw pile.
        </p>
      )}
      {n === 0 ? (
        <p class="gp-me__empty">No cards in your hand.</p>
      ) : (
        <ul class={`gp-hand${picking ? ' gp-hand--picking' : ''}`} aria-label={`Your hand: ${n} ${n === 1 ? 'card' : 'cards'}`}>
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
                  {picking ? c.label : c.label.replace(/ as \S+$/, '')}
                  {c.lawful ? ' (lawful)' : ''}
                  {c.order !== null ? `, card ${c.order} of the packet` : ''}
                </span>
                <CardFace card={c.card} size={READER_CARD_SIZE} label="" />
                {c.lawful && (
                  <span class="gs-play__mark" aria-hidden="true">
                    ✓
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
      )}
      <div class="gp-me__tools">
        {n >= 2 && (
          <button type="button" class="gs-button" aria-pressed={picking ? 'true' : 'false'} onClick={onTogglePick}>
            Pick several
          </button>
        )}
        {picking && view.hand.packet && (
          <button
            type="button"
            class={`gs-button gp-me__lay${view.hand.packet.lawful ? ' gs-packet__play--lawful' : ''}`}
            data-lawful={view.hand.packet.lawful ? 'true' : 'false'}
            disabled={view.hand.packet.action === null}
            onClick={onPlayPicked}
            aria-keyshortcuts="Enter"
          >
            {view.hand.packet.label.replace('Play', 'Lay')}
            <span class="gs-sr"> {view.hand.packet.detail}</span>
            {view.hand.packet.lawful && <span aria-hidden="true"> ✓</span>}
          </button>
        )}
        <button type="button" class="gs-button" aria-expanded={complainOpen ? 'true' : 'false'} onClick={onToggleComplain} aria-keyshortcuts="K">
          Complain…
        </button>
      </div>
      {picking && <p class="gs-hint">Pick the cards in the order they go down (the first is the bottom card, 6.2, 6.4), then lay them.</p>}
      {complainOpen && <ComplaintMenu view={view} onAction={onAction} />}
      <ActionChips view={view.chips} onAction={onAction} />
      {view.windows.length > 0 && (
        <ul class="gp-me__windows" aria-label="Your open windows">
          {view.windows.map((w) => (
            <li key={w.id}>
              {w.subject === me.name ? 'You' : w.subject} {w.predicate} (<Citation citation={w.paragraph} />), {w.closing}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** 8.2, 10.5, 10.7: a complaint against any bot; in practice a ✓ where there is something to complain about (an unfounded one costs two cards). */
function ComplaintMenu({ view, onAction }: { view: ReaderView; onAction: (action: GressAction) => void }) {
  const root = useRef<HTMLDivElement>(null);
  // Opened (by the button or K), the menu takes focus, so the keyboard lands on its first choice.
  useEffect(() => root.current?.querySelector('button')?.focus(), []);
  return (
    <div class="gp-complain" role="group" aria-label="Complain about" ref={root}>
      <p class="gs-hint">
        A founded complaint costs the other player two cards (one for a Marke); an unfounded one costs you two (
        <a class="gs-cite" href={withBase('/gress/r/10.5')}>10.5</a>, <a class="gs-cite" href={withBase('/gress/r/8.2')}>8.2</a>, <a class="gs-cite" href={withBase('/gress/r/10.7')}>10.7</a>).
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
                {choice.label.replace(`${c.name}'s `, '')}
                <span class="gs-sr"> of {c.name}{choice.founded ? ' (something to complain about)' : ''}</span>
                {choice.founded && <span aria-hidden="true"> ✓</span>}
              </button>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
