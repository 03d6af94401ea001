/**
 * The table of "The Game: Face to Face": the opponent's seat on top, the
 * middle (the turn so far, or the result), seat 0 at the bottom. Each seat
 * shows its ascending and descending pile (top card, count, the cards just
 * below, the opponent's cards marked ◆ and named for screen readers), its
 * draw pile and its hand. In play mode the reader acts on the table: tap a
 * card of the player to move, then a pile ("Lay 17 on Ben's ascending pile",
 * marked "fits" when the engine lists it as lawful; any pile may be tried and
 * the engine rules on it), or End turn. Everything shown comes from
 * view-model.ts; the only state here is the selected card.
 */
import { useState } from 'preact/hooks';
import type { TableProps } from '../../components/sandbox/game-ui';
import { Citation } from '../../components/sandbox/Citation';
import type { TheGameAction, TheGameState } from '../../../engine/the-game/types';
import { pluralForm } from '../../../engine/core/messages';
import { uiText, useLocale, useUiText } from '../../i18n/ui-text';
import { nextSelection, tableView, type HandView, type PileCardView, type PileView, type SeatView, type TableView } from './view-model';
import { TABLE_WORDS } from './view-words';
import './the-game.css';
import './example-table.css';
import { Mark } from '../../components/marks/Mark';

type Act = (action: TheGameAction) => void;

/** The table's own words; everything about the position comes worded from view-model.ts. */
const TEXT = uiText({
  en: {
    topCard: 'Top card ',
    rowCard: 'Row card ',
    rowCardMark: 'row card',
    below: 'Below it: ',
    and: ', and ',
    more: ' more',
    fits: 'fits',
    drawPile: 'Draw pile',
    drawCount: (n: number) => (n === 0 ? 'empty' : `${n} ${n === 1 ? 'card' : 'cards'}`),
    faceDown: (n: number) => `${n} face down`,
    table: 'Table',
    rule: 'rule',
    endTurn: 'End turn',
    endFor: (name: string) => ` for ${name}`,
    allowed: '(allowed)',
    notYet: '(not allowed yet)',
    legend: 'a card the opponent laid on this pile',
  },
  de: {
    topCard: 'Oberste Karte ',
    rowCard: 'Reihenkarte ',
    rowCardMark: 'Reihenkarte',
    below: 'Darunter: ',
    and: ', und ',
    more: ' weitere',
    fits: 'passt',
    drawPile: 'Zugstapel',
    drawCount: (n) => (n === 0 ? 'leer' : `${n} ${pluralForm('de', n, { one: 'Karte', other: 'Karten' })}`),
    faceDown: (n) => `${n} verdeckt`,
    table: 'Tisch',
    rule: 'Regel',
    endTurn: 'Zug beenden',
    endFor: (name) => ` für ${name}`,
    allowed: '(erlaubt)',
    notYet: '(noch nicht erlaubt)',
    legend: 'eine Karte, die der Gegner auf diesen Stapel gelegt hat',
  },
});

function CardBox({ card, big = false }: { card: PileCardView; big?: boolean }) {
  return (
    <>
      <span class={`tg-card tg-card--p${card.by}${big ? ' tg-card--big' : ''}${card.foreign ? ' tg-card--foreign' : ''}`}>
        {card.value}
        {card.foreign && (
          <span class="tg-mark" aria-hidden="true">
            ◆
          </span>
        )}
      </span>
      {card.note && <span class="gs-sr"> ({card.note})</span>}
    </>
  );
}

function Pile({ pile, playing, onAct }: { pile: PileView; playing: boolean; onAct?: Act }) {
  const t = useUiText(TEXT);
  const lay = pile.lay;
  return (
    <div
      class={`tg-pile${lay ? ' tg-pile--target' : ''}${lay?.fits ? ' tg-pile--fits' : ''}`}
      role="group"
      aria-label={pile.name}
      data-pile={`${pile.ref.owner}-${pile.ref.row}`}
    >
      <p class="tg-label" aria-hidden="true">
        {pile.ref.row === 'up' ? '↑ ' : '↓ '}
        {pile.rowWord}
      </p>
      <p class="tg-pile__top">
        {pile.top ? (
          <>
            <span class="gs-sr">{t.topCard}</span>
            <CardBox card={pile.top} big />
          </>
        ) : (
          <span class="tg-card tg-card--big tg-card--row">
            <span class="gs-sr">{t.rowCard}</span>
            {pile.rowCard}
            <span class="tg-card__row" aria-hidden="true">
              {t.rowCardMark}
            </span>
          </span>
        )}
      </p>
      <p class="tg-count">{pile.countText}</p>
      {pile.under.length > 0 && (
        <p class="tg-pile__under">
          <span class="gs-sr">{t.below}</span>
          {pile.under.map((c, i) => (
            <span key={i}>
              {i > 0 && <span class="gs-sr">, </span>}
              <CardBox card={c} />
            </span>
          ))}
          {pile.more > 0 && (
            <span class="tg-more">
              <span class="gs-sr">{t.and}</span>+{pile.more}
              <span class="gs-sr">{t.more}</span>
            </span>
          )}
        </p>
      )}
      {lay && onAct ? (
        <button
          type="button"
          class={`tg-lay${lay.fits ? ' tg-lay--fits' : ''}`}
          data-lay={lay.action.card}
          data-target={`${lay.action.pile.owner}-${lay.action.pile.row}`}
          onClick={() => onAct(lay.action)}
        >
          {lay.verb}
          <span class="gs-sr"> {lay.target}</span>
          {lay.fits && (
            <span class="tg-fits">
              <span class="gs-sr">, </span>
              <Mark kind="check" />
              {t.fits}
            </span>
          )}
        </button>
      ) : (
        playing && <span class="tg-lay tg-lay--idle" aria-hidden="true" />
      )}
    </div>
  );
}

function DrawPile({ seat }: { seat: SeatView }) {
  const t = useUiText(TEXT);
  const n = seat.drawCount;
  return (
    <div class="tg-pile tg-pile--draw">
      <p class="tg-label" aria-hidden="true">
        {t.drawPile}
      </p>
      <p class="tg-pile__top">
        <span class={`tg-card tg-card--big ${n === 0 ? 'tg-card--gone' : 'tg-card--back'}`} aria-hidden="true" />
        <span class="gs-sr">{seat.drawLabel}</span>
      </p>
      <p class="tg-count" aria-hidden="true">
        {t.drawCount(n)}
      </p>
    </div>
  );
}

function Hand({ seat, hand, selected, onSelect }: { seat: SeatView; hand: HandView; selected: number | null; onSelect?: (card: number) => void }) {
  const t = useUiText(TEXT);
  if (hand.count === 0) return <p class="tg-hand tg-hand--empty">{hand.label}</p>;
  if (!hand.faceUp) {
    return (
      <p class="tg-hand tg-hand--down">
        {Array.from({ length: hand.count }, (_, i) => (
          <span key={i} class="tg-card tg-card--back tg-card--small" aria-hidden="true" />
        ))}
        <span class="gs-sr">{hand.label}</span>
        <span class="tg-count" aria-hidden="true">
          {t.faceDown(hand.count)}
        </span>
      </p>
    );
  }
  const buttons = hand.selectable && onSelect;
  return (
    <div class={`tg-hand${buttons ? ' tg-hand--play' : ''}`} role="group" aria-label={hand.label}>
      {hand.cards.map((v, i) =>
        buttons ? (
          <button
            key={v}
            type="button"
            class={`tg-card tg-card--p${seat.seat} tg-card--pick`}
            aria-pressed={v === selected ? 'true' : 'false'}
            data-card={v}
            onClick={() => onSelect(v)}
          >
            {v}
          </button>
        ) : (
          <span key={v}>
            {i > 0 && <span class="gs-sr">, </span>}
            <span class={`tg-card tg-card--p${seat.seat}`}>{v}</span>
          </span>
        ),
      )}
    </div>
  );
}

function Seat({ seat, view, onSelect, onAct }: { seat: SeatView; view: TableView; onSelect?: (card: number) => void; onAct?: Act }) {
  const words = TABLE_WORDS[useLocale()];
  const playing = view.play !== null;
  const hand = <Hand seat={seat} hand={seat.hand} selected={view.play?.selected ?? null} onSelect={onSelect} />;
  const piles = (
    <div class="tg-piles">
      {seat.piles.map((p) => (
        <Pile key={p.ref.row} pile={p} playing={playing} onAct={onAct} />
      ))}
      <DrawPile seat={seat} />
    </div>
  );
  return (
    <div
      class={`tg-seat tg-seat--${seat.side}${seat.badges.includes('to move') ? ' tg-seat--to-move' : ''}`}
      role="group"
      aria-label={seat.label}
      data-seat={seat.seat}
    >
      <p class="tg-seat__head">
        <span class="tg-seat__name">{seat.name}</span>
        {seat.badges.map((b) => (
          <span key={b} class={`tg-badge tg-badge--${b.replace(' ', '-')}`}>
            <Mark kind={b === 'to move' ? 'turn' : b === 'winner' ? 'star' : 'cross'} />
            {words.badge[b]}
          </span>
        ))}
      </p>
      {seat.side === 'top' ? (
        <>
          {hand}
          {piles}
        </>
      ) : (
        <>
          {piles}
          {hand}
        </>
      )}
    </div>
  );
}

export interface TableBoardProps {
  readonly view: TableView;
  readonly onToggleHands: () => void;
  /** Play mode: a hand card of the player to move was tapped. */
  readonly onSelect?: (card: number) => void;
  /** Play mode: a lay or End turn button was pressed. */
  readonly onAct?: Act;
}

/** The table for a computed view, without state (Table adds the selection). */
export function TableBoard({ view, onToggleHands, onSelect, onAct }: TableBoardProps) {
  const t = useUiText(TEXT);
  const [top, bottom] = view.seats;
  const mover = view.play ? view.seats.find((s) => s.seat === view.play!.seat) : undefined;
  return (
    <div class={`tg-table${view.play ? ' tg-table--play' : ''}`} role="group" aria-label={t.table}>
      <div class="tg-tools">
        <button type="button" class="tg-button" onClick={onToggleHands}>
          {view.toggleLabel}
        </button>
      </div>
      <Seat seat={top} view={view} onSelect={onSelect} onAct={onAct} />
      <div class="tg-middle">
        {view.status && <p class="tg-status">{view.status}</p>}
        {view.result && (
          <p class="tg-result">
            <Mark kind="star" />
            {view.result.text} ({t.rule} <Citation citation={view.result.citation} />)
          </p>
        )}
        {view.play && (
          <div class="tg-play">
            <p class="tg-hint" aria-live="polite">
              {view.play.hint}
            </p>
            {onAct && (
              <button
                type="button"
                class={`tg-button tg-end${view.play.endTurn.lawful ? ' tg-end--lawful' : ''}`}
                data-lawful={view.play.endTurn.lawful ? 'true' : 'false'}
                onClick={() => onAct(view.play!.endTurn.action)}
              >
                {t.endTurn}
                <span class="gs-sr">{t.endFor(mover?.name ?? '')}</span>{' '}
                <span class="tg-end__mark">{view.play.endTurn.lawful ? t.allowed : t.notYet}</span>
              </button>
            )}
          </div>
        )}
      </div>
      <Seat seat={bottom} view={view} onSelect={onSelect} onAct={onAct} />
      {view.anyForeign && (
        <p class="tg-legend">
          <span class="tg-mark" aria-hidden="true">
            ◆
          </span>{' '}
          {t.legend}
        </p>
      )}
    </div>
  );
}

/** The sandbox's table for The Game (GameUi.Table). */
export function Table({ state, showHands, onToggleHands, play }: TableProps<TheGameState, TheGameAction>) {
  const locale = useLocale();
  const [selected, setSelected] = useState<number | null>(null);
  const view = tableView({ state, showHands, lawful: play?.lawfulOf(state.toMove), selected, locale });
  const current = view.play?.selected ?? null;
  return (
    <TableBoard
      view={view}
      onToggleHands={onToggleHands}
      onSelect={play ? (card) => setSelected(nextSelection(current, card)) : undefined}
      onAct={
        play
          ? (action) => {
              setSelected(null);
              play.act(action);
            }
          : undefined
      }
    />
  );
}
