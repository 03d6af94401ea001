/**
 * What the reader sees of the real-time table and can do from their seat,
 * as data: their hand as buttons (lawful cards marked, table-play.ts), the
 * draw pile, the chips for what a card cannot stand for (a call, the Marke, a
 * wish, a give, a swap, chips.ts), complaints against each bot, their own
 * open windows, and the "what could I do" list. Others' hands and every Marke
 * appear only as counts and backs (2.7, 2.8). The rulings come from the
 * engine, worded for the feed with their paragraphs.
 */
import { type CardId } from '../../../../engine/core/cards';
import { lawfulActions, seemsFounded } from '../../../../engine/gress/lawful';
import type { TimedAction } from '../../../../engine/gress/play/driver';
import { owes } from '../../../../engine/gress/rules/4-debt-ledger';
import type { GressAction, GressRuling, GressState, Seat } from '../../../../engine/gress/types';
import { chipsView, type ChipsView } from '../chips';
import { actionKey } from '../play-model';
import { drawPileView, handPlayView, type DrawPileView, type HandPlayView } from '../table-play';
import type { Locale } from '../../../i18n/ui-text';
import { PLAY_WORDS } from '../play-words';
import { VIEW_WORDS } from '../view-words';
import { describer, rulingWords } from '../say-in';
import { citationView, pileView, seatViews, statusView, windowView, type CitationView, type PileView, type SeatView, type StatusView, type WindowView } from '../view-model';

/** Pile cards shown: the top card and the one below, so a throw or a foul can be read against what it landed on. */
export const PILE_SHOWN = 2;

export interface ComplaintView {
  readonly key: string;
  /** "Ana's card", "Ana's missing call", "Ana's Marke" */
  readonly label: string;
  /** The label without the player's name, for the menu that lists it under the name: "card". */
  readonly short: string;
  readonly action: GressAction;
  /** Something to complain about is there (seemsFounded); otherwise the complaint costs the reader two cards (10.5, 10.7). */
  readonly founded: boolean;
}

export interface HintView {
  readonly key: string;
  readonly label: string;
  readonly action: GressAction;
}

/** A bot's seat as the reader sees it: no card faces, only counts and what is public. */
export interface OpponentView {
  readonly seat: Seat;
  readonly name: string;
  readonly label: string;
  readonly cards: number;
  readonly hasMarke: boolean;
  readonly seatView: SeatView;
}

export interface ReaderView {
  readonly seat: Seat;
  readonly name: string;
  readonly me: SeatView;
  readonly opponents: readonly OpponentView[];
  readonly status: StatusView;
  readonly pile: PileView;
  readonly hand: HandPlayView;
  readonly draw: DrawPileView | null;
  readonly owed: number;
  readonly chips: ChipsView;
  readonly complaints: readonly { readonly seat: Seat; readonly name: string; readonly choices: readonly ComplaintView[] }[];
  /** The reader's own open windows (8.1 call, 5.4 give, 7.4 wish ...), and windows about the reader that others may use (8.2, 10.7). */
  readonly windows: readonly WindowView[];
  readonly hints: readonly HintView[];
  /** Keys of the reader's lawful actions (actionKey), for marking buttons. */
  readonly lawful: ReadonlySet<string>;
}

/**
 * `verdicts`: whether the view says which of the others' cards are fouls (on
 * the pile and by a ✓ in the complaint menu). At a real table nobody tells
 * you; the page shows them only while practising with the clock paused.
 */
export function readerView(state: GressState, seat: Seat, selection: readonly CardId[] | null, seed: number, verdicts = true, locale: Locale = 'en'): ReaderView {
  const w = PLAY_WORDS[locale];
  const lawful = state.disqualified[seat] ? [] : lawfulActions(state, seat);
  const describe = describer(state.players, locale);
  const seats = seatViews(state, locale);
  const founded = (a: GressAction) => seemsFounded(state, a);
  const chips = chipsView({
    state,
    lawfulBySeat: state.players.map((_, s) => (s === seat ? lawful : [])),
    founded: (a) => founded(a) && a.type !== 'complain',
    describe,
    seed,
    locale,
  });
  const lawfulKeys = new Set(lawful.map(actionKey));
  const complaints = state.players.flatMap((name, s) => {
    if (s === seat) return [];
    const words = { card: w.complainCard(name), call: w.complainCall(name), marke: w.complainMarke(name) } as const;
    const choices = (['card', 'call', 'marke'] as const).map((about): ComplaintView => {
      const action: GressAction = { type: 'complain', seat, against: s, about };
      return { key: actionKey(action), label: words[about], short: w.complainShort[about], action, founded: verdicts && lawfulKeys.has(actionKey(action)) && founded(action) };
    });
    return [{ seat: s, name, choices }];
  });
  const hints = lawful
    .filter((a) => founded(a) && !('hand' in a && a.hand === 'holding'))
    .map((a) => ({ key: actionKey(a), label: describe(a), action: a.type === 'reshuffle' ? { ...a, seed } : a }));
  return {
    seat,
    name: state.players[seat],
    me: seats[seat],
    opponents: seats.filter((s) => s.seat !== seat).map((s) => ({
      seat: s.seat,
      name: s.name,
      label: `${s.label}, ${s.marke.state === 'face-down' ? w.markeFaceDown : w.noMarke}${owes(state, s.seat) > 0 ? `, ${w.owes(owes(state, s.seat))}` : ''}`,
      cards: s.hand.length,
      hasMarke: s.marke.state === 'face-down',
      seatView: s,
    })),
    status: statusView(state, locale),
    pile: verdicts ? pileView(state, PILE_SHOWN, locale) : withheldFouls(state, seat, pileView(state, PILE_SHOWN, locale), locale),
    hand: handPlayView(state, seat, lawful, selection, locale),
    draw: drawPileView(state, seat, () => lawful, locale),
    owed: owes(state, seat),
    chips,
    complaints,
    windows: state.windows.filter((x) => x.owner === seat).map((x) => windowView(state, x, locale)),
    hints,
    lawful: lawfulKeys,
  };
}

/** One entry of the ruling feed: when, who did what, how the rules took it, and why. */
export interface RulingEntry {
  readonly index: number;
  /** "0:12.3" from the start of play. */
  readonly time: string;
  /** In plain words: "Ben plays 8♠". */
  readonly label: string;
  readonly classification: string;
  readonly lawful: boolean;
  readonly summary: string;
  readonly citations: readonly CitationView[];
  /** Whether the reader's seat took part. */
  readonly mine: boolean;
}

export function clockText(ms: number): string {
  const tenths = Math.floor(ms / 100);
  const minutes = Math.floor(tenths / 600);
  const seconds = ((tenths % 600) / 10).toFixed(1).padStart(4, '0');
  return `${minutes}:${seconds}`;
}

/** The feed's entry for log entry `index`. */
export function rulingEntry(players: readonly string[], entry: TimedAction, ruling: GressRuling, index: number, reader: Seat, locale: Locale = 'en'): RulingEntry {
  const describe = describer(players, locale);
  const parts = entry.action.type === 'simultaneous' ? entry.action.actions : [entry.action];
  return {
    index,
    time: clockText(entry.at),
    label: parts.map(describe).join(PLAY_WORDS[locale].atTheSameMoment),
    classification: ruling.classification,
    lawful: ruling.lawful,
    summary: rulingWords(ruling, locale),
    citations: ruling.citations.map((n) => citationView(n)),
    mine: parts.some((a) => a.seat === reader || (a.type === 'complain' && a.against === reader)),
  };
}

/** The pile with the others' unjudged fouls shown only as laid: whether a card fits is for the reader to see (10.5). */
function withheldFouls(state: GressState, seat: Seat, pile: PileView, locale: Locale): PileView {
  const unjudged = (event: number) => state.playPile.some((p) => p.event === event && p.as === 'foul' && !p.judged);
  return {
    ...pile,
    shown: pile.shown.map((p) => (p.as === 'foul' && p.by !== seat && unjudged(p.event) ? { ...p, as: 'laid', caption: VIEW_WORDS[locale].laidBy(p.byName) } : p)),
  };
}
