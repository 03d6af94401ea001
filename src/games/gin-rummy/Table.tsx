/**
 * The Gin Rummy table: who deals (and from which pack), both seats (seat 1
 * on top, seat 0 at the bottom) with their hands and best arrangements, the
 * stock and the discard pile, whose turn it is in words, the knock and the
 * lay-out, the hand's result and the score sheet. In play mode the reader
 * acts on the table itself (tap a card, a pile; Knock, Gin, Lay out, Deal);
 * the rest sits in the palette's "More actions" (play-kit.tsx). Everything
 * shown comes from view-model.ts; the only state here is the Knock toggle.
 */
import { useEffect, useState } from 'preact/hooks';
import type { TableProps } from '../../components/sandbox/game-ui';
import { CitationList } from '../../components/sandbox/Citation';
import type { GinAction, GinState } from '../../../engine/gin-rummy/types';
import { Hand } from './Hand';
import { KnockArea } from './KnockArea';
import { Ledger } from './Ledger';
import { DiscardPile, Stock } from './Piles';
import { tableView, type ActionButton, type PlayView, type SeatView, type TableView } from './view-model';
import { useLocale, useUiText } from '../../i18n/ui-text';
import { BOARD_WORDS, TABLE_WORDS } from './table-words';
import './gin-rummy.css';
import './example-table.css';
import { Mark } from '../../components/marks/Mark';

type Act = (action: GinAction) => void;

function Seat({ seat, onAct }: { seat: SeatView; onAct?: Act }) {
  const w = useUiText(TABLE_WORDS);
  return (
    <div class={`gr-seat gr-seat--${seat.side}${seat.badges.includes('to act') || seat.badges.includes('deals next') ? ' gr-seat--to-act' : ''}`} role="group" aria-label={seat.label} data-seat={seat.seat}>
      <p class="gr-seat__head">
        <span class="gr-seat__name">{seat.name}</span>
        {seat.badges.map((b) => (
          <span key={b} class={`gr-badge gr-badge--${b.replace(' ', '-')}`}>
            {b === 'to act' && <Mark kind="turn" />}
            {w.badge(b)}
          </span>
        ))}
        <span class="gr-pack">{seat.pack}</span>
      </p>
      <Hand hand={seat.hand} onAct={onAct} />
    </div>
  );
}

function ChipButton({ button, onAct, kind }: { button: ActionButton; onAct: Act; kind: string }) {
  const t = useUiText(BOARD_WORDS);
  return (
    <button
      type="button"
      class={`gs-button gr-chip gr-chip--${kind}${button.lawful ? ' gr-chip--lawful' : ''}`}
      data-lawful={button.lawful ? 'true' : 'false'}
      onClick={() => onAct(button.action)}
    >
      {button.label}
      {!button.lawful && <span class="gr-chip__mark">{t.notLawfulChip}</span>}
    </button>
  );
}

function PlayBar({ play, onAct, onArm }: { play: PlayView; onAct: Act; onArm: () => void }) {
  const t = useUiText(BOARD_WORDS);
  return (
    <div class="gr-play" role="group" aria-label={t.actingFor(play.name)}>
      <p class="gr-hint" aria-live="polite">
        {play.hint}
      </p>
      <div class="gr-play__buttons">
        {play.knock && (
          <button type="button" class={`gs-button gr-chip gr-chip--knock${play.knock.lawful ? ' gr-chip--lawful' : ''}`} aria-pressed={play.knock.armed ? 'true' : 'false'} onClick={onArm}>
            {t.knock}<span class="gr-chip__mark">{play.knock.lawful ? t.knockAllowed : t.knockIrregular}</span>
          </button>
        )}
        {play.gin && <ChipButton button={play.gin} onAct={onAct} kind="gin" />}
        {play.layout && <ChipButton button={play.layout} onAct={onAct} kind="layout" />}
        {play.deal && <ChipButton button={play.deal} onAct={onAct} kind="deal" />}
      </div>
    </div>
  );
}

export interface TableBoardProps {
  readonly view: TableView;
  readonly onToggleHands: () => void;
  /** Play mode: an action was chosen on the table. */
  readonly onAct?: Act;
  /** Play mode: the Knock toggle was pressed. */
  readonly onArm?: () => void;
}

/** The table for a computed view, without state (Table adds the Knock toggle). */
export function TableBoard({ view, onToggleHands, onAct, onArm }: TableBoardProps) {
  const t = useUiText(BOARD_WORDS);
  const [top, bottom] = view.seats;
  return (
    <div class={`gr-table${view.play ? ' gr-table--play' : ''}`} role="group" aria-label={t.table}>
      <div class="gr-tools">
        <p class="gr-dealline">{view.dealLine}</p>
        <button type="button" class="gs-button gr-toggle" onClick={onToggleHands}>
          {view.toggleLabel}
        </button>
      </div>
      <Seat seat={top} onAct={onAct} />
      <div class="gr-middle">
        <div class="gr-piles">
          <Stock stock={view.stock} onAct={onAct} />
          <DiscardPile pile={view.discards} onAct={onAct} />
        </div>
        <p class="gr-phase">{view.phaseLine}</p>
        {view.notes.map((n) => (
          <p key={n} class="gr-note">
            {n}
          </p>
        ))}
        {view.play && onAct && onArm && <PlayBar play={view.play} onAct={onAct} onArm={onArm} />}
        {view.knock && <KnockArea knock={view.knock} layout={view.layout} />}
        {view.result && (
          <p class="gr-result">
            {view.result.text} <CitationList citations={view.result.citations} label={t.rules} />
          </p>
        )}
      </div>
      <Seat seat={bottom} onAct={onAct} />
      {view.ledger && <Ledger ledger={view.ledger} />}
    </div>
  );
}

/** The sandbox's table for Gin Rummy (GameUi.Table). */
export function Table({ state, showHands, onToggleHands, play }: TableProps<GinState, GinAction>) {
  const [armed, setArmed] = useState(false);
  const locale = useLocale();
  // A new position (an action, Undo, a step back) disarms Knock.
  useEffect(() => setArmed(false), [state]);
  const view = tableView({ state, showHands, lawful: play?.lawfulOf(state.hand.turn), armed, locale });
  return (
    <TableBoard
      view={view}
      onToggleHands={onToggleHands}
      onArm={play ? () => setArmed((a) => !a) : undefined}
      onAct={
        play
          ? (action) => {
              setArmed(false);
              play.act(action);
            }
          : undefined
      }
    />
  );
}
