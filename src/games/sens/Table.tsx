/**
 * The SENS table: four seats around it (Ana south, Ben west, Cem north,
 * Dia east; partners across, each side in its own colour and named by its
 * players), the middle (pack and turned card while bidding, the trick as a
 * cross during play), then what the table knows in words: whose turn and
 * what to do, the latest card and the duty behind it, the bidding, melds and
 * Bella, tricks and points per side, the last trick, wrong cards, Vorlauf,
 * the deal's result and the scores to 500. In play mode the acting hand
 * sits below, large, with chips for the other actions. Everything shown
 * comes from view-model.ts; the only state here is the reader's pack.
 */
import { useRef } from 'preact/hooks';
import { uiText, useLocale, useUiText } from '../../i18n/ui-text';
import type { SensAction, SensState } from '../../../engine/sens/types';
import type { TableProps } from '../../components/sandbox/game-ui';
import { CitationList } from '../../components/sandbox/Citation';
import { Card, SuitSymbol } from './Card';
import type { Pack } from './card-face';
import { PlayHand, SeatHand } from './Hand';
import { PackAndTurned, TrickCross } from './Middle';
import { PackToggle } from './PackToggle';
import { usePack } from './pack-choice';
import { TABLE_WORDS } from './table-words';
import { tableView, type ActionButton, type PlayView, type SeatView, type TableView } from './view-model';
import './sens.css';
import './example-table.css';
import { Mark } from '../../components/marks/Mark';
import { MarkedText } from '../../components/marks/MarkedText';

type Act = (action: SensAction) => void;

/** The table's own labels (the sentences come from view-model.ts in the island's language). */
const TEXT = uiText({
  en: {
    notLawful: ' (not lawful now)',
    acting: (name: string) => `Acting for ${name}`,
    actingFor: (name: string) => `Acting for ${name}.`,
    hand: (name: string) => `${name}'s hand`,
    othersMay: 'Other players may',
    others: 'Others:',
    table: 'Table',
    scores: 'Scores: ',
    to500: 'to 500',
    meldsAnnounced: 'Melds announced',
    counts: ' counts',
    rules: 'Rules',
    byDeal: (n: number) => `Scores by deal (${n})`,
    dealsWritten: 'Deals written',
    deal: 'Deal',
  },
  de: {
    notLawful: ' (jetzt nicht erlaubt)',
    acting: (name) => `Du spielst für ${name}`,
    actingFor: (name) => `Du spielst für ${name}.`,
    hand: (name) => `Hand von ${name}`,
    othersMay: 'Andere Spieler dürfen',
    others: 'Andere:',
    table: 'Tisch',
    scores: 'Stand: ',
    to500: 'bis 500',
    meldsAnnounced: 'Angesagte Meldungen',
    counts: ' zählt',
    rules: 'Regeln',
    byDeal: (n) => `Stand nach Spielen (${n})`,
    dealsWritten: 'Geschriebene Spiele',
    deal: 'Spiel',
  },
});

function Seat({ seat, pack }: { seat: SeatView; pack: Pack }) {
  const badge = useUiText(TABLE_WORDS).badge;
  const acting = seat.badges.includes('to act') || seat.badges.includes('deals next');
  return (
    <div class={`sens-seat sens-seat--${seat.compass} sens-side--${seat.side}${acting ? ' sens-seat--acting' : ''}`} role="group" aria-label={seat.label} data-seat={seat.seat}>
      <p class="sens-seat__head">
        <span class="sens-seat__name">{seat.name}</span>
        {seat.badges.map((b) => (
          <span key={b} class={`sens-badge sens-badge--${b.replace(/ /g, '-')}`}>
            {b === 'to act' && <Mark kind="turn" />}
            {badge[b]}
          </span>
        ))}
      </p>
      {seat.said && <p class="sens-seat__said">{seat.said}</p>}
      <SeatHand hand={seat.hand} pack={pack} />
    </div>
  );
}

function Chip({ button, onAct, withName }: { button: ActionButton; onAct: Act; withName: boolean }) {
  const t = useUiText(TEXT);
  return (
    <button type="button" class={`gs-button sens-chip${button.lawful ? ' sens-chip--lawful' : ''}`} data-lawful={button.lawful ? 'true' : 'false'} onClick={() => onAct(button.action)}>
      {withName ? button.label : button.text}
      {button.lawful ? <span class="sens-chip__mark"> <MarkedText text="✓" /></span> : <span class="sens-chip__mark">{t.notLawful}</span>}
    </button>
  );
}

function PlayBar({ play, pack, onAct: act }: { play: PlayView; pack: Pack; onAct: Act }) {
  const t = useUiText(TEXT);
  const bar = useRef<HTMLDivElement>(null);
  // The card tapped (or the chip pressed) goes away with the action, and the
  // shell then focuses its counter above the table, which scrolls a phone away
  // from the hand after every card. Focus waits here instead, without scrolling.
  const onAct: Act = (action) => {
    bar.current?.focus({ preventScroll: true });
    act(action);
  };
  return (
    <div class="sens-play" role="group" aria-label={t.acting(play.name)} tabIndex={-1} ref={bar}>
      <p class="sens-hint" aria-live="polite">
        <strong class="sens-hint__who">{t.actingFor(play.name)}</strong> <MarkedText text={play.hint} />
      </p>
      {play.hand.length > 0 && <PlayHand cards={play.hand} pack={pack} label={t.hand(play.name)} onAct={onAct} />}
      {play.chips.length > 0 && (
        <div class="sens-chips">
          {play.chips.map((b) => (
            <Chip key={`${b.action.type}${b.text}`} button={b} onAct={onAct} withName={false} />
          ))}
        </div>
      )}
      {play.others.length > 0 && (
        <div class="sens-chips sens-chips--others" role="group" aria-label={t.othersMay}>
          <span class="sens-chips__label" aria-hidden="true">
            {t.others}
          </span>
          {play.others.map((b) => (
            <Chip key={`${b.action.seat}${b.action.type}${b.text}`} button={b} onAct={onAct} withName />
          ))}
        </div>
      )}
    </div>
  );
}

export interface TableBoardProps {
  readonly view: TableView;
  readonly pack: Pack;
  readonly onToggleHands: () => void;
  /** Play mode: an action was chosen on the table. */
  readonly onAct?: Act;
}

/** The table for a computed view, without state. */
export function TableBoard({ view, pack, onToggleHands, onAct }: TableBoardProps) {
  const [south, west, north, east] = view.seats;
  const middle = view.trick ? <TrickCross trick={view.trick} pack={pack} /> : view.turned || view.pack ? <PackAndTurned turned={view.turned} packView={view.pack} pack={pack} /> : null;
  const sides = view.score.sides;
  const t = useUiText(TEXT);
  return (
    <div class={`sens-table${view.play ? ' sens-table--play' : ''}`} role="group" aria-label={t.table}>
      <div class="sens-tools">
        <PackToggle pack={pack} />
        <button type="button" class="gs-button sens-toggle" onClick={onToggleHands}>
          {view.toggleLabel}
        </button>
      </div>
      <p class="sens-score">
        <span class="gs-sr">{t.scores}</span>
        {sides.map((s) => (
          <span key={s.side} class={`sens-score__side sens-side--${s.side}`}>
            {s.name} <strong>{s.score}</strong>
          </span>
        ))}
        <span class="sens-muted">{t.to500}</span>
        {view.trumps && (
          <span class="sens-trumps">
            <span class="sens-trumps__mark" aria-hidden="true">
              <SuitSymbol pack={pack} suit={view.trumps.suit} />
            </span>
            {view.trumps.text}
          </span>
        )}
      </p>
      <div class="sens-felt">
        <Seat seat={north} pack={pack} />
        <Seat seat={west} pack={pack} />
        <div class="sens-middle">{middle}</div>
        <Seat seat={east} pack={pack} />
        <Seat seat={south} pack={pack} />
      </div>
      <div class="sens-status">
        {(!view.trick || view.trick.taken || !view.play) && <p class="sens-phase">{view.phaseLine}</p>}
        {view.trick && (
          <p class={`sens-latest${view.trick.latest?.foul ? ' sens-latest--foul' : ''}`}>
            {view.trick.heading}
            {view.trick.latest && <> {view.trick.latest.text}</>}
          </p>
        )}
      </div>
      {view.play && onAct && <PlayBar play={view.play} pack={pack} onAct={onAct} />}
      <div class="sens-info">
        <p class="sens-line">{view.dealLine}.</p>
        {view.notes.map((n) => (
          <p key={n} class="sens-note">
            {n}
          </p>
        ))}
        {view.bidding && <p class="sens-line">{view.bidding.text}</p>}
        {view.turned && <p class="sens-line">{view.turned.text}</p>}
        {view.pack && <p class="sens-line">{view.pack.last ? `${view.pack.text}; ${view.pack.last.text}.` : `${view.pack.text}.`}</p>}
        {(view.melds.announced.length > 0 || view.melds.bella || view.melds.settlement) && (
          <div class="sens-melds">
            {view.melds.announced.length > 0 && (
              <ul class="sens-melds__list" aria-label={t.meldsAnnounced}>
                {view.melds.announced.map((m, i) => (
                  <li key={i}>
                    <span class="sens-melds__who">{m.name}:</span> {m.text}
                    {m.counts && <span class="sens-melds__mark">{t.counts}</span>}
                  </li>
                ))}
              </ul>
            )}
            {view.melds.bella && <p class="sens-line">{view.melds.bella} (7.3)</p>}
            {view.melds.settlement && (
              <p class="sens-line">
                {view.melds.settlement.text} <CitationList citations={view.melds.settlement.citations} label={t.rules} />
              </p>
            )}
          </div>
        )}
        {view.tricks && (
          <p class="sens-tricks">
            {view.tricks.map((t) => (
              <span key={t.side} class={`sens-tricks__side sens-side--${t.side}`}>
                {t.text}
              </span>
            ))}
          </p>
        )}
        {view.lastTrick && (
          <div class="sens-last">
            <p class="sens-line">{view.lastTrick.text}</p>
            <ul class="sens-last__cards">
              {view.lastTrick.cards.map((c) => (
                <li key={c.card}>
                  <Card card={c.card} pack={pack} />
                  <span class="sens-count">{c.name}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {view.result && (
          <p class="sens-result">
            {view.result.text} <CitationList citations={view.result.citations} label={t.rules} />
          </p>
        )}
        {view.match && (
          <p class="sens-result sens-result--match">
            {view.match.text} <CitationList citations={view.match.citations} label={t.rules} />
          </p>
        )}
        <p class="sens-muted">{view.options}</p>
      </div>
      {view.score.rows.length > 0 && (
        <details class="sens-more">
          <summary>{t.byDeal(view.score.rows.length)}</summary>
          <table class="sens-sheet">
            <caption class="gs-sr">{t.dealsWritten}</caption>
            <thead>
              <tr>
                <th scope="col">{t.deal}</th>
                <th scope="col">{sides[0].name}</th>
                <th scope="col">{sides[1].name}</th>
              </tr>
            </thead>
            <tbody>
              {view.score.rows.map((r) => (
                <tr key={r.deal}>
                  <th scope="row">{r.deal}</th>
                  <td>
                    +{r.written[0]} <span class="sens-muted">= {r.running[0]}</span>
                  </td>
                  <td>
                    +{r.written[1]} <span class="sens-muted">= {r.running[1]}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </div>
  );
}

/** The sandbox's table for SENS (GameUi.Table). */
export function Table({ state, showHands, onToggleHands, play }: TableProps<SensState, SensAction>) {
  const pack = usePack();
  const locale = useLocale();
  const view = tableView({ state, showHands, lawfulOf: play?.lawfulOf, pack, locale });
  return <TableBoard view={view} pack={pack} onToggleHands={onToggleHands} onAct={play?.act} />;
}
