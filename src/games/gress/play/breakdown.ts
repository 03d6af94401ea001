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

const part = (key: string, label: string, ...numbers: string[]): ScorePart => ({ key, label, citations: numbers.map(citationView) });
const cards = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`;

/** The counted game's breakdown; null before the count. */
export function penaltyBreakdown(state: GressState, reader: number): Breakdown | null {
  const counted = state.penalties;
  if (state.phase !== 'scored' || !counted) return null;
  const all = state.players.map((_, seat) => penaltyParts(state, seat));
  const any = (pick: (p: (typeof all)[number]) => number) => all.some((p) => pick(p) > 0);
  const parts: ScorePart[] = [
    part('cards', 'Cards in the hand', '9.4'),
    part('black-nines', 'Black Nines, one more each', '9.4'),
    part('marke', 'Marke still held', '9.4'),
    ...(any((p) => p.unpaid.count) ? [part('unpaid', 'Owed, the draw pile used up', '10.2')] : []),
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
    return { who: `${seat === reader ? `${name} (you)` : name}${out}`, reader: seat === reader, cells, total: counted[seat] ?? 0 };
  });
  const winner = state.winner === null ? null : state.players[state.winner];
  return {
    caption: 'Penalty points, and where they come from',
    parts,
    total: { label: 'Penalty points', citations: [citationView('9.4')] },
    columns,
    note: winner ? { text: `★ ${winner} went out: no cards, no Marke, no debt.`, citations: [citationView('9.1')] } : null,
  };
}
