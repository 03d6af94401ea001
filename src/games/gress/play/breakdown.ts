/**
 * Where each player's penalty points come from once a game of Gress is
 * counted (9.4): a point per card in the laid-down hand, one more per black
 * Nine in it, four for a Marke still held, and a point per card owed that
 * the used-up draw pile could not supply (10.2). The parts are the engine's
 * own (rules/9-end.ts penaltyParts) and the total is the count it wrote;
 * nothing here looks at a card.
 */
import { penaltyParts } from '../../../../engine/gress/rules/9-end';
import type { GressState } from '../../../../engine/gress/types';
import type { Breakdown, ScoreCell, ScoreColumn, ScorePart } from '../../../components/play/play-ui';
import { citationView } from '../view-model';
import { pluralForm } from '../../../../engine/core/messages';
import { uiText, type Locale } from '../../../i18n/ui-text';

const part = (key: string, label: string, ...numbers: string[]): ScorePart => ({ key, label, citations: numbers.map((n) => citationView(n)) });

const WORDS = uiText({
  en: {
    cards: (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`,
    inHand: 'Cards in the hand',
    blackNines: 'Black Nines, one more each',
    marke: 'Marke still held',
    unpaid: 'Owed, the draw pile used up',
    you: (name: string) => `${name} (you)`,
    caption: 'Penalty points, and where they come from',
    total: 'Penalty points',
    wentOut: (name: string) => `${name} went out: no cards, no Marke, no debt.`,
  },
  de: {
    cards: (n) => `${n} ${pluralForm('de', n, { one: 'Karte', other: 'Karten' })}`,
    inHand: 'Karten im Blatt',
    blackNines: 'Schwarze Neunen, je eine mehr',
    marke: 'Marke noch nicht genommen',
    unpaid: 'Geschuldet, Ziehstapel aufgebraucht',
    you: (name) => `${name} (du)`,
    caption: 'Strafpunkte und woher sie kommen',
    total: 'Strafpunkte',
    wentOut: (name) => `${name} ist ausgegangen: keine Karten, keine Marke, keine Schuld.`,
  },
});

/** The counted game's breakdown; null before the count. */
export function penaltyBreakdown(state: GressState, reader: number, locale: Locale = 'en'): Breakdown | null {
  const w = WORDS[locale];
  const cards = w.cards;
  const counted = state.penalties;
  if (state.phase !== 'scored' || !counted) return null;
  const all = state.players.map((_, seat) => penaltyParts(state, seat));
  const any = (pick: (p: (typeof all)[number]) => number) => all.some((p) => pick(p) > 0);
  const parts: ScorePart[] = [
    part('cards', w.inHand, '9.4'),
    part('black-nines', w.blackNines, '9.4'),
    part('marke', w.marke, '9.4'),
    ...(any((p) => p.unpaid.count) ? [part('unpaid', w.unpaid, '10.2')] : []),
  ];
  const columns = state.players.map((name, seat): ScoreColumn => {
    const p = all[seat];
    const cells: Record<string, ScoreCell> = {
      cards: { points: p.cards.points, detail: cards(p.cards.count) },
      'black-nines': { points: p.blackNines.points },
      marke: { points: p.marke.points },
    };
    if (any((q) => q.unpaid.count)) cells.unpaid = { points: p.unpaid.points, detail: cards(p.unpaid.count) };
    const out = state.winner === seat ? ' ★' : '';
    return { who: `${seat === reader ? w.you(name) : name}${out}`, reader: seat === reader, cells, total: counted[seat] ?? 0 };
  });
  const winner = state.winner === null ? null : state.players[state.winner];
  return {
    caption: w.caption,
    parts,
    total: { label: w.total, citations: [citationView('9.4')] },
    columns,
    note: winner ? { text: w.wentOut(winner), citations: [citationView('9.1')], mark: 'star' } : null,
  };
}
